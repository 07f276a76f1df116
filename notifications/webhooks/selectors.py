"""Reads of the webhook endpoints' API."""

from typing import Any

from django.db.models import OuterRef, QuerySet, Subquery
from django.http import Http404

from cases.selectors import pagination
from notifications.models import WebhookEndpoint, WebhookMessage

NOT_FOUND = "Webhook endpoint not found."
MESSAGE_NOT_FOUND = "Delivery not found."
DEFAULT_LIMIT = 25
MAX_LIMIT = 100
MAX_PAGE = 10_000


def endpoints_list() -> QuerySet[WebhookEndpoint]:
    """Every endpoint, newest first, with its latest message (annotated: one query)."""
    latest = WebhookMessage.objects.filter(endpoint_id=OuterRef("pk")).order_by("-id")
    return WebhookEndpoint.objects.annotate(
        last_status=Subquery(latest.values("status")[:1]),
        last_at=Subquery(latest.values("created_at")[:1]),
    ).order_by("-created_at", "-id")


def endpoint_get(*, endpoint_id: int) -> WebhookEndpoint:
    endpoint = WebhookEndpoint.objects.filter(pk=endpoint_id).first()
    if endpoint is None:
        raise Http404(NOT_FOUND)
    return endpoint


def message_get(*, endpoint: WebhookEndpoint, message_id: int) -> WebhookMessage:
    message = WebhookMessage.objects.filter(pk=message_id, endpoint=endpoint).select_related("endpoint").first()
    if message is None:
        raise Http404(MESSAGE_NOT_FOUND)
    return message


def messages_page(*, endpoint: WebhookEndpoint, page: int, limit: int) -> tuple[list[WebhookMessage], dict[str, Any]]:
    """One page of the endpoint's messages, newest first, and the pagination block (as the case list's)."""
    mine = WebhookMessage.objects.filter(endpoint=endpoint)
    total = mine.count()
    offset = (page - 1) * limit
    rows = list(mine.order_by("-id").defer("body", "details")[offset : offset + limit]) if offset < total else []
    return rows, pagination(page=page, limit=limit, total=total)
