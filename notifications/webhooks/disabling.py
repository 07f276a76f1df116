"""An endpoint that keeps failing is switched off, and the people who can fix it are told."""

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction

from accounts.models import User
from accounts.roles import Role
from notifications.models import Notification, WebhookEndpoint
from notifications.webhooks import registry

MAX_TEXT = 300


def _recipients(endpoint: WebhookEndpoint) -> list[User]:
    admins = User.objects.filter(role=Role.ADMIN, is_active=True)
    if endpoint.created_by_id is not None:
        admins = admins | User.objects.filter(pk=endpoint.created_by_id, is_active=True)
    return list(admins.distinct().order_by("pk"))


def endpoint_disable(*, endpoint: WebhookEndpoint, reason: str) -> bool:
    """Disable the endpoint (once: False if it was already off), notify its creator and the admins."""
    with transaction.atomic():
        changed = WebhookEndpoint.objects.filter(pk=endpoint.pk, active=True).update(
            active=False, disabled_reason=reason[:MAX_TEXT], wake_at=None
        )
        if not changed:
            return False
        endpoint.active, endpoint.disabled_reason = False, reason[:MAX_TEXT]
        text = f"Webhook endpoint {endpoint.url[:150]} was disabled: every delivery failed. Re-enable it once fixed."
        people = _recipients(endpoint)
        Notification.objects.bulk_create(
            [Notification(user=u, kind=Notification.Kind.WEBHOOK_DISABLED, text=text[:MAX_TEXT]) for u in people]
        )
        transaction.on_commit(registry.active_endpoints_refresh)
        emails = [u.email for u in people if u.email]
        if emails:
            body = (
                f"Casebook stopped sending webhooks to {endpoint.url}.\n\n{reason}\n\n"
                "Its messages are kept. Fix the receiver, then re-enable the endpoint in Settings > Integrations "
                f"({settings.SITE_URL}): the waiting messages are sent again."
            )
            transaction.on_commit(
                lambda: send_mail("Casebook: a webhook endpoint was disabled", body, None, emails, fail_silently=True)
            )
    return True
