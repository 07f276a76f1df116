"""Sending an endpoint's messages: one run drains up to BATCH messages (or RUN_SECONDS), oldest first.

- In order per case: a message waits while an earlier message of the same case to the same endpoint is unfinished
  (pending or retrying), so two changes of one case arrive in order even when the first needed retries.
- Claimed with a lease: a run sets claim and claimed_until on the rows it will send with one conditional UPDATE,
  so two workers never send the same message at once; a worker killed mid-send leaves its lease to expire and the
  next run (or `manage.py deliver_webhooks`) sends the message again: at least once.
- Retried with backoff (BACKOFF: about a day in all) on a timeout, a connection error or a non-2xx answer, then
  failed. An endpoint whose every attempt has failed for WEBHOOK_DISABLE_AFTER_HOURS is disabled and its creator and
  the admins are told (a notification and an e-mail).
"""

import json
import logging
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db.models import Min, Q
from django.utils import timezone

from cases.serializers import iso_datetime
from notifications.models import WebhookEndpoint, WebhookMessage
from notifications.webhooks import network, payloads, signing
from notifications.webhooks.disabling import endpoint_disable

logger = logging.getLogger("casebook.webhooks")

BATCH = 100
# A run stops starting new sends after this long and leaves the rest to the next run, so other jobs get a turn.
RUN_SECONDS = 20.0
# The unfinished messages a run looks at to find BATCH it may send (a case's later messages wait for its first).
SCAN = 1_000
BACKOFF = (
    timedelta(seconds=10),
    timedelta(minutes=1),
    timedelta(minutes=5),
    timedelta(minutes=30),
    timedelta(hours=2),
    timedelta(hours=5),
    timedelta(hours=10),
    timedelta(hours=10),
)
MAX_ATTEMPTS = len(BACKOFF) + 1
UNFINISHED = (WebhookMessage.Status.PENDING, WebhookMessage.Status.RETRYING)
MAX_ERROR = 500


@dataclass
class RunResult:
    sent: int = 0
    delivered: int = 0
    more_now: bool = False  # messages are due now that this run left: run again at once
    next_due: datetime | None = None  # else, when the earliest waiting retry falls due


def _open(endpoint_id: int):
    return WebhookMessage.objects.filter(endpoint_id=endpoint_id, status__in=UNFINISHED)


def leases_recover(*, endpoint_id: int | None = None, now: datetime | None = None) -> int:
    """Clear the leases that ran out (their worker died): the messages are sent again."""
    now = now or timezone.now()
    expired = WebhookMessage.objects.filter(status__in=UNFINISHED, claimed_until__lt=now)
    if endpoint_id is not None:
        expired = expired.filter(endpoint_id=endpoint_id)
    return expired.update(claimed_until=None, claim="")


def _sendable(endpoint_id: int, now: datetime) -> tuple[list[int], bool]:
    """Up to BATCH ids to send now, in id order; a message is left while an earlier unfinished message of its case
    is not sent in this run too. Also whether more were sendable than that."""
    rows = _open(endpoint_id).order_by("id").values_list("id", "case_id", "next_attempt_at", "claimed_until")[:SCAN]
    blocked_cases: set[int] = set()
    chosen: list[int] = []
    for pk, case_id, due, claimed_until in rows:
        sendable = due <= now and (claimed_until is None or claimed_until < now)
        if case_id is not None and case_id in blocked_cases:
            continue
        if not sendable:
            if case_id is not None:
                blocked_cases.add(case_id)
            continue
        if len(chosen) == BATCH:
            return chosen, True
        chosen.append(pk)
    return chosen, False


def _claim(ids: list[int], now: datetime) -> tuple[str, list[WebhookMessage]]:
    token = uuid.uuid4().hex
    until = now + timedelta(seconds=settings.WEBHOOK_LEASE_SECONDS)
    free = Q(claimed_until__isnull=True) | Q(claimed_until__lt=now)
    WebhookMessage.objects.filter(free, pk__in=ids, status__in=UNFINISHED).update(claim=token, claimed_until=until)
    return token, list(WebhookMessage.objects.filter(claim=token).order_by("id"))


def bodies_fix(messages: Sequence[WebhookMessage]) -> None:
    """Give the messages sent for the first time their body, kept (one UPDATE) so each retry sends the same."""
    new = [m for m in messages if not m.body]
    if not new:
        return
    built = payloads.payloads_build(new)
    for message in new:
        message.body = json.dumps(built[message.pk], separators=(",", ":"), ensure_ascii=False)
    WebhookMessage.objects.bulk_update(new, ["body"], batch_size=BATCH)


def _record(message: WebhookMessage, answer: network.Answer, now: datetime) -> None:
    attempt = {
        "at": iso_datetime(now),
        "statusCode": answer.status_code,
        "durationMs": answer.duration_ms,
        "error": answer.error[:MAX_ERROR],
    }
    message.attempts = [*message.attempts, attempt]
    tries = len(message.attempts)
    if answer.ok:
        message.status = WebhookMessage.Status.DELIVERED
    elif tries >= MAX_ATTEMPTS:
        message.status = WebhookMessage.Status.FAILED
    else:
        message.status = WebhookMessage.Status.RETRYING
        message.next_attempt_at = now + BACKOFF[tries - 1]
    # Only while our claim holds: a message re-claimed after our lease ran out is the other run's to record.
    WebhookMessage.objects.filter(pk=message.pk, claim=message.claim).update(
        attempts=message.attempts,
        status=message.status,
        next_attempt_at=message.next_attempt_at,
        claimed_until=None,
        claim="",
    )


def message_send(message: WebhookMessage, endpoint: WebhookEndpoint) -> network.Answer:
    """One attempt: sign, POST, record."""
    bodies_fix([message])
    body = message.body
    headers = signing.signed_headers(secret=endpoint.secret, message_id=f"msg_{message.uid.hex}", body=body)
    answer = network.post(endpoint.url, body=body.encode(), headers=headers)
    _record(message, answer, timezone.now())
    if not answer.ok:
        logger.info("webhook %s to endpoint %s failed: %s", message.pk, endpoint.pk, answer.error)
    return answer


def _health(endpoint: WebhookEndpoint, *, succeeded: bool, failed: bool) -> None:
    """Keep failing_since: cleared by a success, set by the first failure after one; disable past the limit."""
    now = timezone.now()
    if succeeded and endpoint.failing_since is not None:
        WebhookEndpoint.objects.filter(pk=endpoint.pk).update(failing_since=None)
        endpoint.failing_since = None
    elif failed and not succeeded:
        if endpoint.failing_since is None:
            endpoint.failing_since = now
            WebhookEndpoint.objects.filter(pk=endpoint.pk, failing_since__isnull=True).update(failing_since=now)
        limit = timedelta(hours=settings.WEBHOOK_DISABLE_AFTER_HOURS)
        if now - endpoint.failing_since >= limit:
            endpoint_disable(endpoint=endpoint, reason=_disabled_reason(limit))


def _disabled_reason(limit: timedelta) -> str:
    hours = limit.total_seconds() / 3600
    return f"Disabled automatically: every delivery attempt failed for {hours:g} hours."


def _next_due(endpoint_id: int, now: datetime) -> datetime | None:
    """When something may next be sent: the earliest retry to fall due, or the earliest lease to run out."""
    times = _open(endpoint_id).aggregate(
        due=Min("next_attempt_at", filter=Q(claimed_until__isnull=True, next_attempt_at__gt=now)),
        lease=Min("claimed_until"),
    )
    found = [t for t in (times["due"], times["lease"]) if t is not None]
    return min(found) if found else None


def endpoint_run(*, endpoint_id: int) -> RunResult:
    """One run for one endpoint (the job's body): recover leases, claim, send in order, record."""
    result = RunResult()
    endpoint = WebhookEndpoint.objects.filter(pk=endpoint_id).first()
    if endpoint is None or not endpoint.active:
        return result
    began = time.monotonic()
    leases_recover(endpoint_id=endpoint_id)
    now = timezone.now()
    ids, more = _sendable(endpoint_id, now)
    token, claimed = _claim(ids, now) if ids else ("", [])
    bodies_fix(claimed)
    succeeded = failed = False
    held: set[int] = set()  # cases whose message just failed: their later messages wait for it
    left: list[int] = []
    for index, message in enumerate(claimed):
        if time.monotonic() - began > RUN_SECONDS:
            left.extend(m.pk for m in claimed[index:])
            more = True
            break
        if message.case_id is not None and message.case_id in held:
            left.append(message.pk)
            continue
        answer = message_send(message, endpoint)
        result.sent += 1
        result.delivered += int(answer.ok)
        succeeded, failed = succeeded or answer.ok, failed or not answer.ok
        if not answer.ok and message.case_id is not None:
            held.add(message.case_id)
    if left:
        WebhookMessage.objects.filter(claim=token, pk__in=left).update(claim="", claimed_until=None)
    _health(endpoint, succeeded=succeeded, failed=failed)
    endpoint.refresh_from_db(fields=["active"])
    if endpoint.active:
        now = timezone.now()
        result.more_now = more or bool(_sendable(endpoint_id, now)[0])
        result.next_due = None if result.more_now else _next_due(endpoint_id, now)
    return result


def due_endpoints(now: datetime | None = None) -> list[int]:
    """The active endpoints with a message due now or a lease run out (the cron command queues a run for each)."""
    now = now or timezone.now()
    due = Q(next_attempt_at__lte=now, claimed_until__isnull=True) | Q(claimed_until__lt=now)
    return sorted(
        set(
            WebhookMessage.objects.filter(due, status__in=UNFINISHED, endpoint__active=True).values_list(
                "endpoint_id", flat=True
            )
        )
    )
