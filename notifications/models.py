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
