from django.conf import settings
from django.db import models
from django.utils import timezone


class DigestDelivery(models.Model):
    """One recipient's daily digest for one Europe/London date: the once-per-day ledger.

    A run first claims the row (status "sending"), then sends, then marks it sent or failed. The unique
    (user, digest_date) pair means two runs racing for the same recipient cannot both claim it, so a
    recipient never gets two digests on one day unless a run is forced.
    """

    class Kind(models.TextChoices):
        STAFF = "staff", "Staff digest"
        CLIENT = "client", "Client update"

    class Status(models.TextChoices):
        SENDING = "sending", "Sending"
        SENT = "sent", "Sent"
        FAILED = "failed", "Failed"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="digest_deliveries")
    digest_date = models.DateField(help_text="The Europe/London date the digest is for.")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.SENDING)
    # The address at the time of sending: the user's e-mail may change later.
    email = models.CharField(max_length=254)
    attempts = models.PositiveIntegerField(default=1)
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
