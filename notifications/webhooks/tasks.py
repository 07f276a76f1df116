"""The delivery job: one run of one endpoint's messages (delivery.endpoint_run), then, if more are due now, the
job queues itself again at the back of the queue (other jobs run in between), else one wake-up at the earliest
retry's time (the task backend's run_after; `manage.py deliver_webhooks` from cron does the same without it)."""

from datetime import datetime

from django.db.models import Q
from django.utils import timezone

from django_tasks import task

from notifications.models import WebhookEndpoint
from notifications.webhooks import delivery


def wake_schedule(*, endpoint_id: int, at: datetime) -> bool:
    """Queue a run for `at` unless one is queued for no later (one wake-up per endpoint, not one per message)."""
    now = timezone.now()
    claimed = (
        WebhookEndpoint.objects.filter(pk=endpoint_id, active=True)
        .filter(Q(wake_at__isnull=True) | Q(wake_at__gt=at) | Q(wake_at__lt=now))
        .update(wake_at=at)
    )
    if claimed:
        webhook_endpoint_deliver.using(run_after=at).enqueue(endpoint_id)
    return bool(claimed)


@task
def webhook_endpoint_deliver(endpoint_id: int) -> str:
    """Send the endpoint's due messages, oldest first, in order per case (a run of at most a batch)."""
    result = delivery.endpoint_run(endpoint_id=endpoint_id)
    if result.more_now:
        webhook_endpoint_deliver.enqueue(endpoint_id)
    elif result.next_due is not None:
        wake_schedule(endpoint_id=endpoint_id, at=max(result.next_due, timezone.now()))
    return f"Endpoint {endpoint_id}: {result.delivered} of {result.sent} delivered."
