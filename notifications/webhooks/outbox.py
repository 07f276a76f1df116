"""The outbox: webhook messages written in the same transaction as the audit events they follow, so a change that
rolls back sends nothing; once it commits, one delivery job per endpoint is queued (never a send in the request).

Connected in NotificationsConfig.ready to AuditEvent's post_save (single events), cases.audit's events_recorded
(bulk actions: one INSERT of messages for the whole batch) and ImportBatch's post_save (an import's cases exist
only once its batch is recorded). While no endpoint is active (registry's cache) none of them runs a query.
"""

import uuid
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from typing import Any

from django.db import transaction
from django.utils import timezone

from cases.models import AuditEvent, Case, CaseDocument, ImportBatch
from notifications.models import WebhookEndpoint, WebhookMessage
from notifications.webhooks import events, registry
from notifications.webhooks.tasks import webhook_endpoint_deliver

# (case_id, event type, details)
Item = tuple[int, str, dict[str, Any]]
CHUNK = 5_000
INSERT_BATCH = 1_000


def _company_key(name: str | None) -> str:
    return (name or "").strip().upper()


def _widgets(items: Sequence[Item]) -> dict[int, str]:
    """The companies of the items' cases: a deleted case's from its event, the others from the table."""
    found = {case_id: details.get("widget") or "" for case_id, kind, details in items if kind == events.CASE_DELETED}
    ids = sorted({case_id for case_id, *_ in items if case_id not in found})
    for start in range(0, len(ids), CHUNK):
        found.update(Case.objects.filter(pk__in=ids[start : start + CHUNK]).values_list("pk", "widget"))
    return found


def _hidden_documents(items: Sequence[Item]) -> set[int]:
    """The documents among document.added events that the client does not see: never sent."""
    ids = [d["documentId"] for _, kind, d in items if kind == events.DOCUMENT_ADDED]
    if not ids:
        return set()
    shown = set(CaseDocument.objects.filter(pk__in=ids, visible_to_client=True).values_list("pk", flat=True))
    return set(ids) - shown


def _deliveries_enqueue(endpoint_ids: Iterable[int]) -> Callable[[], None]:
    def enqueue() -> None:
        for endpoint_id in sorted(set(endpoint_ids)):
            webhook_endpoint_deliver.enqueue(endpoint_id)

    return enqueue


def messages_write(items: Sequence[Item], *, at: datetime) -> int:
    """Write one message per (subscribed active endpoint, item), in the items' order; returns how many."""
    if not items:
        return 0
    kinds = {kind for _, kind, _ in items}
    if not registry.subscribed(kinds):
        return 0
    endpoints = list(WebhookEndpoint.objects.filter(active=True).order_by("id").values_list("id", "events", "company"))
    endpoints = [e for e in endpoints if kinds.intersection(e[1] or [])]
    if not endpoints:
        return 0
    widgets = _widgets(items) if any(company for _, _, company in endpoints) else {}
    hidden = _hidden_documents(items)
    event_ids = [uuid.uuid4() for _ in items]
    rows = []
    for endpoint_id, subscribed, company in endpoints:
        wanted = set(subscribed or [])
        for (case_id, kind, details), event_id in zip(items, event_ids, strict=True):
            if kind not in wanted or details.get("documentId") in hidden:
                continue
            if company and _company_key(widgets.get(case_id)) != _company_key(company):
                continue
            rows.append(
                WebhookMessage(
                    endpoint_id=endpoint_id,
                    event_id=event_id,
                    uid=uuid.uuid4(),
                    event_type=kind,
                    case_id=case_id,
                    details=details,
                    occurred_at=at,
                    next_attempt_at=at,
                    created_at=at,
                )
            )
    if not rows:
        return 0
    WebhookMessage.objects.bulk_create(rows, batch_size=INSERT_BATCH)
    transaction.on_commit(_deliveries_enqueue({row.endpoint_id for row in rows}))
    return len(rows)


def _items(case_id: int | None, action: str, changes: object) -> list[Item]:
    if case_id is None:
        return []
    return [(case_id, kind, details) for kind, details in events.events_for(action, changes)]


def _anyone_listening() -> bool:
    return bool(registry.active_endpoints())


def on_audit_event_saved(sender, instance: AuditEvent, created: bool, raw: bool = False, **kwargs) -> None:
    """post_save of one audit event."""
    if created and not raw and instance.case_id is not None and _anyone_listening():
        messages_write(_items(instance.case_id, instance.action, instance.changes), at=instance.created_at)


def on_events_recorded(*, action: str, entries: Iterable[tuple[int | None, dict]], **kwargs) -> None:
    """cases.audit.events_recorded: the events of one bulk action."""
    if not _anyone_listening():
        return
    items = [item for case_id, changes in entries for item in _items(case_id, action, changes)]
    messages_write(items, at=timezone.now())


def on_import_batch_saved(sender, instance: ImportBatch, created: bool, raw: bool = False, **kwargs) -> None:
    """post_save of an import's batch: case.created for each case it created."""
    if not created or raw or instance.first_case_id is None or not _anyone_listening():
        return
    ids = (
        Case.objects.filter(
            import_event_id=instance.event_id, pk__gte=instance.first_case_id, pk__lte=instance.last_case_id
        )
        .order_by("pk")
        .values_list("pk", flat=True)
    )
    messages_write([(pk, events.CASE_CREATED, {}) for pk in ids], at=instance.created_at)


def test_message_write(*, endpoint: WebhookEndpoint) -> WebhookMessage:
    """A webhook.test message to one endpoint, queued once this commits."""
    now = timezone.now()
    message = WebhookMessage.objects.create(
        endpoint=endpoint,
        event_id=uuid.uuid4(),
        uid=uuid.uuid4(),
        event_type=events.WEBHOOK_TEST,
        occurred_at=now,
        next_attempt_at=now,
        created_at=now,
    )
    transaction.on_commit(_deliveries_enqueue([endpoint.pk]))
    return message
