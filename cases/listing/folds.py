"""What the trigger-kept counts (cases.listing.search_counts, cases.listing.case_totals) share: one fold at a time,
and a read that finds notes piling up asks the task worker for a fold, once a minute at most however many reads find
them."""

import logging
from collections.abc import Callable

from django.core.cache import cache
from django.db import connections, transaction

from cases.listing.engine import engine

logger = logging.getLogger(__name__)


def fold_alone(*, using: str, lock_key: int, changes_table: str, fold: Callable[..., int]) -> int:
    """Run `fold(connection, using)` unless another fold holding `lock_key` is under way (PostgreSQL: returns 0;
    SQLite's single writer makes it wait instead), then give the emptied notes table's pages back. Returns what the
    fold returns: how many notes it folded."""
    connection, db = connections[using], engine(using)
    if not db.try_advisory_lock(connection, lock_key):
        return 0
    try:
        folded = fold(connection, using)
        if folded:
            db.give_back_pages(connection, changes_table)
        return folded
    finally:
        db.advisory_unlock(connection, lock_key)


def queue_fold_once(key: str, fold_task, *, what: str) -> None:
    """Enqueue `fold_task` when the caller's transaction commits, unless it was asked for in the last minute (the
    cache key; the task deletes it when it starts). A read must not fail because the queue is down: the next asks."""
    if cache.add(key, True, timeout=60):
        try:
            transaction.on_commit(fold_task.enqueue)
        except Exception:  # noqa: BLE001 - a read must not fail because the queue is down; the next one retries
            logger.exception("%s: could not queue a fold", what)
            cache.delete(key)
