"""What the trigger-kept counts (cases.listing.search_counts, cases.listing.case_totals) share: a read that finds
notes piling up asks the task worker for a fold, once a minute at most however many reads find them."""

import logging

from django.core.cache import cache
from django.db import transaction

logger = logging.getLogger(__name__)


def queue_fold_once(key: str, fold_task, *, what: str) -> None:
    """Enqueue `fold_task` when the caller's transaction commits, unless it was asked for in the last minute (the
    cache key; the task deletes it when it starts). A read must not fail because the queue is down: the next asks."""
    if cache.add(key, True, timeout=60):
        try:
            transaction.on_commit(fold_task.enqueue)
        except Exception:  # noqa: BLE001 - a read must not fail because the queue is down; the next one retries
            logger.exception("%s: could not queue a fold", what)
            cache.delete(key)
