"""Hands the daily e-mails to the task queue: one job per recipient whose ledger row was just queued.

It sits above notifications.tasks, which sit above notifications.services (the ledger and the sending), so
the tasks module is imported at the top and no import hides inside a function.
"""

from datetime import datetime

from notifications.services import DigestQueueResult, daily_digests_queue
from notifications.tasks import send_daily_digest


def daily_digests_enqueue(*, force: bool = False, now: datetime | None = None) -> DigestQueueResult:
    """Queue today's e-mails and enqueue one background job per recipient."""
    result = daily_digests_queue(force=force, now=now)
    # Each row was committed by its own claim, so a job never runs before its row exists.
    for delivery_id in result.delivery_ids:
        send_daily_digest.enqueue(delivery_id)
    return result
