"""Background jobs of the notifications app (Django's Tasks API through the django-tasks backport)."""

from django.utils import timezone

from django_tasks import task

from notifications import notices, services


class DigestNotSentError(Exception):
    """The job's last attempt failed; the ledger row says why and the job shows as failed."""


@task
def send_daily_digest(delivery_id: int, attempt: int = 1) -> str:
    """Send one recipient's daily e-mail; on a failure that may pass, enqueue the next attempt with backoff."""
    outcome = services.daily_digest_deliver(delivery_id=delivery_id, attempt=attempt)
    if outcome.status == "retry":
        later = timezone.now() + services.retry_delay(attempt)
        send_daily_digest.using(run_after=later).enqueue(delivery_id, attempt + 1)
    elif outcome.status == "failed":
        raise DigestNotSentError(f"Daily e-mail to {outcome.email} not sent: {outcome.error}")
    return outcome.status


@task
def notify_turnaround() -> str:
    """The day's due-soon and overdue notices (`manage.py notify_turnaround --enqueue`; the digest run makes them
    too, first)."""
    return f"Turnaround notices made: {notices.turnaround_notices_create()}."
