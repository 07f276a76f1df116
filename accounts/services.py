"""Writes to users and role permissions. Each service validates, writes atomically and raises Django errors."""

from django.contrib.auth.models import Group, Permission
from django.contrib.contenttypes.models import ContentType
from django.db import transaction

from accounts.roles import PERMISSION_APP_LABEL, PERMISSIONS, Role


def user_sync_group(*, user) -> None:
    """A user's role decides their single group."""
    group, _ = Group.objects.get_or_create(name=user.effective_role)
    user.groups.set([group])


def roles_seed_permissions(*, grants: dict[str, set[str]], apps=None) -> None:
    """Create the role groups and the permission catalogue, granting `grants` (used by the data migration)."""
    group_model = apps.get_model("auth", "Group") if apps else Group
    perm_model = apps.get_model("auth", "Permission") if apps else Permission
    ct_model = apps.get_model("contenttypes", "ContentType") if apps else ContentType
    content_type, _ = ct_model.objects.get_or_create(app_label=PERMISSION_APP_LABEL, model="user")
    with transaction.atomic():
        perms = {}
        for codename, name in PERMISSIONS.items():
            perms[codename], _ = perm_model.objects.get_or_create(
                content_type=content_type, codename=codename, defaults={"name": name}
            )
        for role in Role.values:
            group, _ = group_model.objects.get_or_create(name=role)
            group.permissions.add(*[perms[c] for c in grants.get(role, set())])
