from django.conf import settings
from django.db import models
from django.db.models import Q
from django.db.models.functions import Upper
from django.utils import timezone

from cases import rules
from cases.rules import MiType, OnHoldReason, Status


class Case(models.Model):
    widget = models.CharField("company", max_length=255)
    external_user_id = models.CharField("OB link", max_length=500, blank=True, default="")
    source_user_id = models.CharField("source system user id", max_length=255, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    kam_id = models.CharField(max_length=100, blank=True, default="")
    client_name = models.CharField(max_length=255, blank=True, default="")
    bhruk_id = models.CharField(max_length=64, null=True, blank=True)
    # Numeric sort key of bhruk_id so that KIND100 sorts after KIND99.
    bhruk_number = models.BigIntegerField(null=True, blank=True)

    instructed = models.BooleanField(default=False)
    current_status = models.CharField(max_length=32, choices=Status.choices, default=Status.NEED_INSTRUCTIONS_NEW)
    on_hold_reason = models.CharField(max_length=32, choices=OnHoldReason.choices, null=True, blank=True)

    invoiced = models.BooleanField(default=False)
    invoice_date = models.DateField(null=True, blank=True)
    invoice_number = models.CharField(max_length=100, blank=True, default="")

    mi_type = models.CharField(max_length=16, choices=MiType.choices, null=True, blank=True)
    mi_amount = models.DecimalField(max_digits=14, decimal_places=2, null=True, blank=True)

    is_locked = models.BooleanField(default=False)
    locked_at = models.DateTimeField(null=True, blank=True)
    is_cancelled = models.BooleanField(default=False)
    cancellation_reason = models.CharField(max_length=500, blank=True, default="")
    is_merged = models.BooleanField(default=False)
    # Indexed by the partial case_merged_into below: most cases are never merged, and an index skipping them
    # costs an insert nothing.
    merged_into = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="merged_cases", db_index=False
    )
    merged_at = models.DateTimeField(null=True, blank=True)

    notes = models.TextField(blank=True, default="")
    report_type = models.CharField(max_length=255, blank=True, default="")
    name = models.CharField(max_length=255, blank=True, default="")
    email = models.CharField(max_length=254, blank=True, default="")
    original_status = models.CharField(max_length=100, blank=True, default="")

    # Normalised duplicate-detection keys (SPEC §5 / cases.rules); NULL when blank or Not Known.
    kam_key = models.CharField(max_length=100, null=True, blank=True, editable=False)
    bhruk_key = models.CharField(max_length=64, null=True, blank=True, editable=False)
    client_key = models.CharField(max_length=255, null=True, blank=True, editable=False)

    # The import that created this case, if any (its audit event). Not indexed: it is only ever read from the
    # case, and audit events are never deleted, so nothing looks cases up by it.
    import_event = models.ForeignKey(
        "cases.AuditEvent", null=True, blank=True, on_delete=models.SET_NULL, related_name="+", db_index=False
    )

    class Meta:
        # The sort indexes of the default view (NULLS LAST on PostgreSQL; covering on SQLite), PostgreSQL's
        # trigram indexes for the substring searches and the locked-cases index differ per database:
        # migrations 0002 and 0003 create them with SQL.
        indexes = [
            models.Index(fields=["-created_at", "-id"], name="case_created_sort"),
            # Stats (GROUP BY is_cancelled, is_merged, current_status in index order) and filtered counts.
            models.Index(
                fields=["is_cancelled", "is_merged", "current_status", "is_locked", "widget"], name="case_flags_status"
            ),
            models.Index(
                fields=["widget", "current_status", "is_locked", "is_cancelled", "is_merged"], name="case_widget_status"
            ),
            # A client's cases: their company matched case-insensitively.
            models.Index(Upper("widget"), name="case_widget_upper"),
            models.Index(fields=["kam_key"], name="case_kam_key", condition=Q(is_merged=False)),
            models.Index(fields=["bhruk_key"], name="case_bhruk_key", condition=Q(is_merged=False)),
            models.Index(fields=["client_key"], name="case_client_key", condition=Q(is_merged=False)),
            models.Index(fields=["widget", "external_user_id"], name="case_widget_oblink"),
            models.Index(fields=["merged_into"], name="case_merged_into", condition=Q(merged_into__isnull=False)),
        ]

    def __str__(self) -> str:
        return f"{self.bhruk_id or self.pk} {self.client_name}"

    def refresh_keys(self) -> None:
        """Derive the sort and duplicate keys from the visible fields; call before every save."""
        self.bhruk_number = rules.bhruk_number(self.bhruk_id)
        self.kam_key = rules.kam_key(self.kam_id)
        self.bhruk_key = rules.bhruk_key(self.bhruk_id)
        self.client_key = rules.client_key(self.client_name)

    @property
    def mi_tag(self) -> str:
        return rules.mi_tag(self.mi_type)


class Kam(models.Model):
    kam_id = models.CharField(max_length=100, unique=True)

    class Meta:
        ordering = ["id"]

    def __str__(self) -> str:
        return self.kam_id


class BhrukSequence(models.Model):
    """The next BHR UK ID number per company group; only ever moved forward inside a transaction."""

    group = models.CharField(max_length=32, primary_key=True)
    next_value = models.BigIntegerField()


class AuditEvent(models.Model):
    """Append-only record of every change to a case. Never updated or deleted through the API."""

    class Action(models.TextChoices):
        CREATE = "create"
        UPDATE = "update"
        LOCK = "lock"
        UNLOCK = "unlock"
        CANCEL = "cancel"
        RESTORE = "restore"
        DELETE = "delete"
        IMPORT = "import"
        MERGE = "merge"
        MERGED = "merged"
        AUTOFILL = "autofill"

    # A plain id, not a foreign key: the history outlives a deleted case.
    case_id = models.BigIntegerField(null=True, blank=True, db_index=True)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    actor_email = models.CharField(max_length=254, blank=True, default="")
    action = models.CharField(max_length=16, choices=Action.choices, db_index=True)
    # {"field": [old, new], ...} for updates; free-form details for other actions.
    changes = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["case_id", "-created_at"], name="audit_case_time")]
