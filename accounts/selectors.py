"""Reads for users and role permissions."""

from django.contrib.auth.models import Group
from django.core.exceptions import ValidationError
from django.db.models import QuerySet
from django.shortcuts import get_object_or_404

from accounts.models import User
from accounts.roles import PERMISSION_APP_LABEL, PERMISSIONS, Role

ROLE_CHOICES_MESSAGE = "Role must be admin, manager, staff or client"


def users_list(*, role: str | None = None) -> QuerySet[User]:
    users = User.objects.order_by("email")
    if role:
        if role not in Role.values:
            raise ValidationError({"role": [ROLE_CHOICES_MESSAGE]})
        users = users.filter(role=role)
    return users


def user_get(*, user_id: int) -> User:
    return get_object_or_404(User, pk=user_id)


def admin_exists() -> bool:
    """Any admin account, active or not, closes the first-run setup (a deactivated admin must not reopen it)."""
    return User.objects.filter(role=Role.ADMIN).exists()


def _granted_pairs() -> set[tuple[str, str]]:
    through = Group.permissions.through
    return set(
        through.objects.filter(
            group__name__in=Role.values, permission__content_type__app_label=PERMISSION_APP_LABEL
        ).values_list("group__name", "permission__codename")
    )


def role_permissions_matrix() -> list[dict]:
    """Every role x permission pair, roles in Role order and permissions in catalogue order (guide: api#fields)."""
    granted = _granted_pairs()
    return [
        {"role": role, "permission": codename, "granted": (role, codename) in granted}
        for role in Role.values
        for codename in PERMISSIONS
    ]


def role_permissions_granted(*, user: User) -> list[dict]:
    """The caller's role's granted permissions: the very set `user.has_perm` consults."""
    granted = user.role_permissions() if user.is_active else set()
    return [{"role": user.effective_role, "permission": c, "granted": True} for c in PERMISSIONS if c in granted]
