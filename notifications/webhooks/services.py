"""Writes of the webhook endpoints' API: register, change, delete, send a test event, retry a message."""

from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from accounts.models import User
from cases.models import Case
from notifications.models import WebhookEndpoint, WebhookMessage
from notifications.webhooks import network, outbox, registry, signing
from notifications.webhooks.events import EVENT_TYPES
from notifications.webhooks.tasks import webhook_endpoint_deliver

UNKNOWN_COMPANY = "No case has the company {company!r}: choose a company that has cases, or none for every company."


def _events_check(events: object) -> list[str]:
    if not isinstance(events, list) or not events or not all(isinstance(e, str) for e in events):
        raise ValidationError({"events": [f"Choose at least one event: {', '.join(EVENT_TYPES)}."]})
    unknown = [e for e in events if e not in EVENT_TYPES]
    if unknown:
        raise ValidationError({"events": [f"Unknown event {unknown[0]!r}: choose among {', '.join(EVENT_TYPES)}."]})
    return [e for e in EVENT_TYPES if e in events]  # each once, in the catalogue's order


def _company_check(company: object) -> str | None:
    if company is None or (isinstance(company, str) and not company.strip()):
        return None
    if not isinstance(company, str):
        raise ValidationError({"company": ["Send the company's name, or null for every company."]})
    stored = Case.objects.filter(widget__iexact=company.strip()).values_list("widget", flat=True).first()
    if stored is None:
        raise ValidationError({"company": [UNKNOWN_COMPANY.format(company=company.strip())]})
    return stored


def _url_check(url: object) -> str:
    try:
        return network.url_check(url if isinstance(url, str) else "")
    except ValidationError as error:
        raise ValidationError({"url": error.messages}) from error


def _changed_list() -> None:
    transaction.on_commit(registry.active_endpoints_refresh)


def endpoint_create(*, url: object, events: object, company: object, actor: User) -> WebhookEndpoint:
    """Register an endpoint (url, events and company as sent: checked here, with a sentence per problem)."""
    clean = {"url": _url_check(url), "events": _events_check(events), "company": _company_check(company)}
    with transaction.atomic():
        endpoint = WebhookEndpoint.objects.create(**clean, secret=signing.secret_new(), created_by=actor)
        _changed_list()
    return endpoint


def endpoint_update(*, endpoint: WebhookEndpoint, data: dict[str, Any]) -> WebhookEndpoint:
    """Change what was sent; `active: true` re-enables a disabled endpoint, clears its failure streak and sends
    what waited."""
    fields: list[str] = []
    if "url" in data:
        endpoint.url = _url_check(data["url"])
        fields.append("url")
    if "events" in data:
        endpoint.events = _events_check(data["events"])
        fields.append("events")
    if "company" in data:
        endpoint.company = _company_check(data["company"])
        fields.append("company")
    resume = False
    if "active" in data:
        if not isinstance(data["active"], bool):
            raise ValidationError({"active": ["Send true to enable the endpoint or false to disable it."]})
        resume = data["active"] and not endpoint.active
        endpoint.active = data["active"]
        endpoint.disabled_reason = "" if data["active"] else "Disabled by an admin."
        fields += ["active", "disabled_reason"]
        if resume:
            endpoint.failing_since, endpoint.wake_at = None, None
            fields += ["failing_since", "wake_at"]
    with transaction.atomic():
        if fields:
            endpoint.save(update_fields=fields)
        _changed_list()
        if resume:
            transaction.on_commit(lambda: webhook_endpoint_deliver.enqueue(endpoint.pk))
    return endpoint


def endpoint_delete(*, endpoint: WebhookEndpoint) -> None:
    with transaction.atomic():
        endpoint.delete()
        _changed_list()


def endpoint_test(*, endpoint: WebhookEndpoint) -> WebhookMessage:
    """Queue a webhook.test event to this endpoint (an active one: a disabled endpoint is sent nothing)."""
    if not endpoint.active:
        raise ValidationError("The endpoint is disabled: enable it to send a test event.")
    with transaction.atomic():
        return outbox.test_message_write(endpoint=endpoint)


def message_retry(*, message: WebhookMessage) -> None:
    """Send the message again now, whatever its status (a delivered one too: the receiver asked for it)."""
    if not message.endpoint.active:
        raise ValidationError("The endpoint is disabled: enable it to send messages again.")
    status = WebhookMessage.Status.RETRYING if message.attempts else WebhookMessage.Status.PENDING
    with transaction.atomic():
        WebhookMessage.objects.filter(pk=message.pk).update(
            status=status, next_attempt_at=timezone.now(), claimed_until=None, claim=""
        )
        transaction.on_commit(lambda: webhook_endpoint_deliver.enqueue(message.endpoint_id))
