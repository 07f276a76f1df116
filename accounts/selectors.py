"""Reads for users and role permissions."""

from django.contrib.auth.models import Group
from django.core.exceptions import ValidationError
from django.db.models import CharField, Q, QuerySet, Value
from django.db.models.functions import Coalesce, Concat, Lower, NullIf, Trim
from django.shortcuts import get_object_or_404

from accounts.models import User
from accounts.roles import PERMISSION_APP_LABEL, PERMISSIONS, Role

ROLE_CHOICES_MESSAGE = "Role must be admin, manager, staff or client"
MENTIONABLE_ROLES = (Role.ADMIN, Role.MANAGER, Role.STAFF)
MENTIONABLE_MAX = 10


def users_list(*, role: str | None = None) -> QuerySet[User]:
    users = User.objects.filter(is_service_account=False).order_by("email")
    if role:
        if role not in Role.values:
            raise ValidationError({"role": [ROLE_CHOICES_MESSAGE]})
        users = users.filter(role=role)
    return users


def user_get(*, user_id: int) -> User:
    return get_object_or_404(User, pk=user_id, is_service_account=False)


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


def users_mentionable(*, q: str = "") -> list[dict]:
    """[{id, name}] of up to MENTIONABLE_MAX active staff-side users whose name (User.full_name: the full name, else
    the e-mail) or e-mail holds `q` (case-insensitive), by name: who a comment may mention."""
    full = Trim(Concat("first_name", Value(" "), "last_name", output_field=CharField()))
    users = User.objects.filter(is_active=True, is_service_account=False, role__in=MENTIONABLE_ROLES).annotate(
        name=Coalesce(NullIf(full, Value("")), "email", output_field=CharField())
    )
    text = q.strip()
    if text:
        users = users.filter(Q(name__icontains=text) | Q(email__icontains=text))
    rows = users.order_by(Lower("name"), "id").values("id", "name")[:MENTIONABLE_MAX]
    return [{"id": row["id"], "name": row["name"]} for row in rows]
