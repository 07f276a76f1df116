"""The comments' pure rules: limits and who may change a comment when."""

from datetime import datetime, timedelta

from accounts.roles import Role

MAX_LENGTH = 5000
MAX_MENTIONS = 20
EDIT_WINDOW = timedelta(minutes=15)
STAFF_ROLES = frozenset({Role.ADMIN, Role.MANAGER, Role.STAFF})


def may_change(*, actor_id: int, actor_role: str, author_id: int | None, created_at: datetime, now: datetime) -> bool:
    """An admin may change any comment at any time; its author within EDIT_WINDOW of posting it; nobody else."""
    if actor_role == Role.ADMIN:
        return True
    return author_id is not None and author_id == actor_id and now - created_at <= EDIT_WINDOW
