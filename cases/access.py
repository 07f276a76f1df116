"""Who may change cases, and which of their fields (guide: roles). The edit endpoint's permission and the services
both ask here, so the rule lives in one place."""

from collections.abc import Iterable

from django.core.exceptions import PermissionDenied

from accounts.models import User
from accounts.roles import Role, perm
from cases.fields import API_NAMES, EDITABLE
from cases.messages import CANNOT_EDIT, CLIENTS_READ_ONLY, FIELDS_NOT_ALLOWED

# guide: roles#staff-edits: "Staff may edit only four case fields: Instructed, Client Name, Current Status, On Hold
# Reason."
STAFF_FIELDS = frozenset({"instructed", "client_name", "current_status", "on_hold_reason"})


def is_client(user: User) -> bool:
    return getattr(user, "effective_role", Role.CLIENT) == Role.CLIENT


def check_writer(user: User) -> None:
    """Clients change nothing, whatever permissions their role group has been given (guide: roles)."""
    if is_client(user):
        raise PermissionDenied(CLIENTS_READ_ONLY)


def case_editable_fields(user: User) -> frozenset[str]:
    """The case fields (model names) `user` may change.

    EDIT_CASES grants every field to whoever holds it. Without it, a user who can view all cases (the staff
    role's default permission) may change the four fields of guide: roles#staff-edits, so staff can record a status
    change with the default permissions. Clients change nothing.
    """
    if not (user and user.is_authenticated) or is_client(user):
        return frozenset()
    if user.has_perm(perm("edit_cases")):
        return frozenset(EDITABLE)
    if user.has_perm(perm("view_all_cases")):
        return STAFF_FIELDS
    return frozenset()


def fields_allowed_or_refuse(user: User) -> frozenset[str]:
    """The fields `user` may change, asked once per write; 403 for a client, or for a user who may change none."""
    check_writer(user)
    allowed = case_editable_fields(user)
    if not allowed:
        raise PermissionDenied(CANNOT_EDIT)
    return allowed


def refuse_fields_outside(allowed: frozenset[str], fields: Iterable[str]) -> None:
    """403 naming (by their JSON names) the fields among `fields` that are not in `allowed`."""
    forbidden = [f for f in fields if f not in allowed]
    if forbidden:
        raise PermissionDenied(FIELDS_NOT_ALLOWED.format(", ".join(API_NAMES[f] for f in forbidden)))


def check_fields_allowed(user: User, fields: Iterable[str]) -> None:
    """403 unless `user` may change every one of `fields` (naming those they may not)."""
    refuse_fields_outside(fields_allowed_or_refuse(user), fields)
