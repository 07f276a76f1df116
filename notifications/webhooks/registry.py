"""Which endpoints are active, kept in Django's cache so that a change to a case adds no query while no endpoint
is registered (the audit trail's receivers ask on every event).

The list is written again when an endpoint is saved or deleted (once that commits) and when the tables are made or
flushed (post_migrate); a web process trusts it for WEBHOOK_ENDPOINTS_CACHE_SECONDS (0: until it is written again).
It is only a hint: the outbox reads the endpoints themselves before writing to them.
"""

from typing import TypedDict

from django.conf import settings
from django.core.cache import cache

from notifications.models import WebhookEndpoint

CACHE_KEY = "webhooks:active-endpoints:v1"


class ActiveEndpoint(TypedDict):
    id: int
    events: list[str]
    company: str | None


def _timeout() -> int | None:
    seconds = settings.WEBHOOK_ENDPOINTS_CACHE_SECONDS
    return seconds if seconds > 0 else None


def active_endpoints_refresh() -> list[ActiveEndpoint]:
    """Read the active endpoints and cache them."""
    rows: list[ActiveEndpoint] = [
        {"id": pk, "events": list(events or []), "company": company}
        for pk, events, company in WebhookEndpoint.objects.filter(active=True)
        .order_by("id")
        .values_list("id", "events", "company")
    ]
    cache.set(CACHE_KEY, rows, timeout=_timeout())
    return rows


def active_endpoints() -> list[ActiveEndpoint]:
    """The cached list (no query while it is cached)."""
    rows = cache.get(CACHE_KEY)
    if rows is None:
        rows = active_endpoints_refresh()
    return rows


def subscribed(event_types: set[str]) -> list[ActiveEndpoint]:
    """The active endpoints that take any of these event types, from the cache."""
    return [e for e in active_endpoints() if event_types.intersection(e["events"])]


def on_migrate(**kwargs) -> None:
    """post_migrate (also sent by flush): the tables were made or emptied, so the list is read again."""
    if kwargs.get("app_config") is not None and kwargs["app_config"].label != "notifications":
        return
    try:
        active_endpoints_refresh()
    except Exception:  # noqa: BLE001 - a database without the table yet (a partial migrate): read on first use
        cache.delete(CACHE_KEY)
