"""Roles, the permission catalogue of guide: api#fields, and the static default grants of guide:
roles#default-permissions."""

from django.db import models


class Role(models.TextChoices):
    """Each value is also the name of the Django Group that carries the role's permissions."""

    ADMIN = "admin", "Admin"
    MANAGER = "manager", "Manager"
    STAFF = "staff", "Staff"
    CLIENT = "client", "Client"


# Codenames as the permission-list response spells them (lower case with underscores).
PERMISSIONS: dict[str, str] = {
    "view_all_cases": "View all cases",
    "view_own_cases": "View own company's cases",
    "create_cases": "Create cases",
    "edit_cases": "Edit cases",
    "delete_cases": "Delete cases",
    "lock_unlock_cases": "Lock and unlock cases",
    "cancel_restore_cases": "Cancel and restore cases",
    "batch_update": "Batch update cases",
    "batch_delete": "Batch delete cases",
    "batch_lock_unlock": "Batch lock and unlock cases",
    "upload_csv": "Upload CSV files",
    "export_data": "Export data",
    "view_duplicates": "View duplicates",
    "merge_duplicates": "Merge duplicates",
    "dismiss_duplicates": "Dismiss duplicates",
    "merge_locked_cases": "Merge locked cases",
    "view_users": "View users",
    "create_users": "Create users",
    "edit_users": "Edit users",
    "delete_users": "Delete users",
    "assign_roles": "Assign roles",
    "view_system_stats": "View system statistics",
    "send_notifications": "Send notifications",
    "system_settings": "System settings",
    "view_audit_logs": "View audit logs",
}

PERMISSION_APP_LABEL = "accounts"

DEFAULT_GRANTS: dict[str, set[str]] = {
    Role.ADMIN: set(PERMISSIONS) - {"view_own_cases"},
    Role.MANAGER: {
        "view_all_cases",
        "create_cases",
        "edit_cases",
        "lock_unlock_cases",
        "cancel_restore_cases",
        "batch_update",
        "batch_lock_unlock",
        "upload_csv",
        "merge_locked_cases",
        "view_users",
        "create_users",
        "edit_users",
        "view_system_stats",
    },
    Role.STAFF: {"view_all_cases"},
    Role.CLIENT: {"view_own_cases"},
}

# The most a client can ever hold, whatever the client group is granted (guide: README, roles: clients change nothing
# and see only their own company). User.role_permissions applies it, so `has_perm`, the permission classes and
# the caller's permission list all agree; the matrix refuses to grant anything else to the client role and the
# Permissions page shows the rest as not applicable. Exports, reports and duplicates are staff tools that read
# across companies, so they are not here either.
CLIENT_PERMISSION_CEILING: frozenset[str] = frozenset({"view_own_cases"})


def permissions_for_role(role: str | None, granted: set[str]) -> set[str]:
    """The codenames a user of `role` holds given what the role's group grants: clients are clamped."""
    if effective_role(role) == Role.CLIENT:
        return granted & CLIENT_PERMISSION_CEILING
    return granted


# Which roles a user of each role may create, edit, delete or assign (guide: roles#who-manages-whom Role management).
MANAGEABLE_ROLES: dict[str, set[str]] = {
    Role.ADMIN: {Role.ADMIN, Role.MANAGER, Role.STAFF, Role.CLIENT},
    Role.MANAGER: {Role.STAFF, Role.CLIENT},
    Role.STAFF: set(),
    Role.CLIENT: set(),
}


def perm(codename: str) -> str:
    """The dotted name `user.has_perm` expects."""
    if codename not in PERMISSIONS:
        raise KeyError(f"Unknown permission {codename!r}")
    return f"{PERMISSION_APP_LABEL}.{codename}"


def effective_role(role: str | None) -> str:
    """A user with no role is treated as a client (guide: roles)."""
    return role if role in Role.values else Role.CLIENT


def role_may_hold(role: str, codename: str) -> bool:
    """Whether granting `codename` to `role` can mean anything (False only for the client role's write/wide ones)."""
    return role != Role.CLIENT or codename in CLIENT_PERMISSION_CEILING


def can_manage(actor_role: str | None, target_role: str | None) -> bool:
    return effective_role(target_role) in MANAGEABLE_ROLES[effective_role(actor_role)]
