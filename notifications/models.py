from django.conf import settings
from django.db import models
from django.utils import timezone


class DigestDelivery(models.Model):
    """One recipient's daily digest for one Europe/London date: the once-per-day ledger.

    A run queues the row ("queued"), a job takes it ("sending"), sends, then marks it sent, failed, or
    queued again for a retry. The unique (user, digest_date) pair and the conditional updates mean two
    runs or jobs racing for the same recipient cannot both send, so a recipient never gets two digests
    on one day unless a run is forced. A row a killed worker left "sending" becomes "uncertain".
    """

    class Kind(models.TextChoices):
        STAFF = "staff", "Staff digest"
        CLIENT = "client", "Client update"

    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        SENDING = "sending", "Sending"
        SENT = "sent", "Sent"
        FAILED = "failed", "Failed"
        UNCERTAIN = "uncertain", "Interrupted while sending"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="digest_deliveries")
    digest_date = models.DateField(help_text="The Europe/London date the digest is for.")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.QUEUED)
    # The address at the time of sending: the user's e-mail may change later.
    email = models.CharField(max_length=254)
    attempts = models.PositiveIntegerField(default=0)
    attempted_at = models.DateTimeField(default=timezone.now)
    sent_at = models.DateTimeField(null=True, blank=True)
    error = models.TextField(blank=True, default="")

    class Meta:
        ordering = ["-digest_date", "email"]
        verbose_name_plural = "digest deliveries"
        constraints = [
            models.UniqueConstraint(fields=["user", "digest_date"], name="digest_delivery_once_per_day"),
        ]
        indexes = [models.Index(fields=["digest_date", "status"], name="digest_delivery_day_status")]

    def __str__(self) -> str:
        return f"{self.email} {self.digest_date} {self.status}"


class Notification(models.Model):
    """One notice in a staff user's notification centre: a case given to them, a mention, a case due soon or
    overdue, a client's answer to a request on a case they handle.

    The text is written when the notice is made and never holds the client's data: it names who acted (a staff
    member, or "A client") and the case by its BHR UK ID (else "Case 42") and company. Deleted with its case or user.
    """

    class Kind(models.TextChoices):
        ASSIGNED = "assigned", "Case assigned to you"
        MENTIONED = "mentioned", "Mentioned in a comment"
        DUE_SOON = "due_soon", "Case due soon"
        OVERDUE = "overdue", "Case overdue"
        REQUEST_ANSWERED = "request_answered", "Request answered"
        WEBHOOK_DISABLED = "webhook_disabled", "Webhook endpoint disabled"

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notifications", db_index=False
    )
    kind = models.CharField(max_length=24, choices=Kind.choices)
    case = models.ForeignKey("cases.Case", on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    text = models.CharField(max_length=300)
    created_at = models.DateTimeField(default=timezone.now)
    read_at = models.DateTimeField(null=True, blank=True)
    # When the daily e-mail told the user of it (kinds the user has e-mailed); NULL: not e-mailed (yet).
    emailed_at = models.DateTimeField(null=True, blank=True)
    # Once-only notices (due soon, overdue) carry a key, unique per user: "overdue:42:2026-11-20".
    key = models.CharField(max_length=100, null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["user", "key"], name="notification_once_per_key", condition=models.Q(key__isnull=False)
            ),
        ]
        indexes = [
            models.Index(fields=["user", "-created_at", "-id"], name="notification_user_time"),
            models.Index(fields=["user"], name="notification_unread", condition=models.Q(read_at__isnull=True)),
        ]

    def __str__(self) -> str:
        return f"{self.user_id} {self.kind} {self.text[:40]}"


class NotificationPreference(models.Model):
    """A user's choice for one kind of notice: in the app only, or also in the daily e-mail. No row: the default
    (also e-mailed)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+", db_index=False)
    kind = models.CharField(max_length=24, choices=Notification.Kind.choices)
    email = models.BooleanField(default=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "kind"], name="notification_preference_once")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.kind} {'e-mail' if self.email else 'in app'}"


class WebhookEndpoint(models.Model):
    """A URL that receives signed webhooks for case events (notifications.webhooks). `company` set: only that
    company's cases (compared ignoring case). Disabled (active=False) by an admin or after failing for a day."""

    url = models.CharField(max_length=2000)
    # The event type names subscribed to (notifications.webhooks.events.EVENT_TYPES).
    events = models.JSONField(default=list)
    company = models.CharField(max_length=255, null=True, blank=True)
    # A Standard Webhooks secret, "whsec_" + base64 of random bytes: the HMAC key, so kept as it is (not hashed).
    secret = models.CharField(max_length=100)
    active = models.BooleanField(default=True)
    disabled_reason = models.CharField(max_length=300, blank=True, default="")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(default=timezone.now)
    # Since when every attempt has failed (NULL: the last attempt succeeded, or none was made): the disabling rule.
    failing_since = models.DateTimeField(null=True, blank=True)
    # When a delayed run (the next retry) is already queued for: one queued wake-up, not one per failed message.
    wake_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return self.url


class WebhookMessage(models.Model):
    """One event for one endpoint: the outbox row, written in the change's transaction, and its delivery log.

    pending -> delivered, or retrying (next_attempt_at) -> ... -> delivered or failed. A worker claims a row by
    setting claimed_until (a lease); a killed worker's lease expires and the row is claimed again (at least once).
    """

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        RETRYING = "retrying", "Retrying"
        DELIVERED = "delivered", "Delivered"
        FAILED = "failed", "Failed"

    endpoint = models.ForeignKey(WebhookEndpoint, on_delete=models.CASCADE, related_name="messages", db_index=False)
    # The event's id, shared by its messages to every endpoint; the message's own id (uid) is the webhook-id header.
    event_id = models.UUIDField()
    uid = models.UUIDField(unique=True)
    event_type = models.CharField(max_length=32)
    # A plain id, as AuditEvent's: the message outlives a deleted case.
    case_id = models.BigIntegerField(null=True, blank=True)
    # What the event itself says (changedFields, from/to, the document or request id, a deleted case's id).
    details = models.JSONField(default=dict, blank=True)
    occurred_at = models.DateTimeField(default=timezone.now)
    # The JSON body sent, fixed at the first attempt so every retry sends the same bytes (text, not a JSON column:
    # PostgreSQL's jsonb would reorder the keys).
    body = models.TextField(blank=True, default="")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    # [{"at", "statusCode", "durationMs", "error"}], oldest first.
    attempts = models.JSONField(default=list, blank=True)
    next_attempt_at = models.DateTimeField(default=timezone.now)
    claimed_until = models.DateTimeField(null=True, blank=True)
    claim = models.CharField(max_length=32, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-id"]
        indexes = [
            # The worker's drain (an endpoint's unfinished messages in id order) and the deliveries page.
            models.Index(
                fields=["endpoint", "id"],
                name="webhook_message_open",
                condition=models.Q(status__in=["pending", "retrying"]),
            ),
            models.Index(fields=["endpoint", "-id"], name="webhook_message_endpoint"),
            models.Index(fields=["claim"], name="webhook_message_claim", condition=~models.Q(claim="")),
        ]

    def __str__(self) -> str:
        return f"{self.event_type} #{self.pk} to endpoint {self.endpoint_id}: {self.status}"
