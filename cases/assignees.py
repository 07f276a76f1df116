"""Who may handle a case, and the assignee as a case answer shows it: to staff, the user; to a client, nobody (a
client never learns the names of the service's staff)."""

from collections.abc import Sequence

from accounts.models import User
from accounts.roles import Role, effective_role
from cases.models import Case

ASSIGNABLE_ROLES = frozenset({Role.ADMIN, Role.MANAGER, Role.STAFF})
# The user columns an answer needs (the name is User.full_name: the full name, else the e-mail).
NAME_FIELDS = ("id", "first_name", "last_name", "email")


def assignees_attach(cases: Sequence[Case], *, user) -> None:
    """Set case.assignee_shown on each case for CaseSerializer, which runs no queries.

    The assignee comes with the case when it was read with select_related("assignee"); the others' assignees are
    read in one query (none when no case has one). Clients get None whatever the case holds.
    """
    if effective_role(getattr(user, "role", None)) == Role.CLIENT:
        for case in cases:
            case.assignee_shown = None
        return
    loaded = Case._meta.get_field("assignee").is_cached
    missing = {c.assignee_id for c in cases if c.assignee_id is not None and not loaded(c)}
    found = User.objects.only(*NAME_FIELDS).in_bulk(missing) if missing else {}
    for case in cases:
        if case.assignee_id is None:
            case.assignee_shown = None
        elif loaded(case):
            case.assignee_shown = case.assignee
        else:
            case.assignee_shown = found.get(case.assignee_id)


def assignee_names_masked(changes: object, *, label: str) -> dict:
    """An assignment's changes as a client may read them: each name (old and new) replaced by `label`, none kept
    as none (in memory only; nothing is saved)."""
    pair = changes.get("assignee") if isinstance(changes, dict) else None
    if not isinstance(pair, list):
        return {}
    return {"assignee": [None if name is None else label for name in pair]}
