import uuid
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.db.models.functions import Lower, Upper
from django.utils import timezone

from cases import rules
from cases.rules import MiType, OnHoldReason, Status

if TYPE_CHECKING:
    from accounts.models import User


class TurnaroundPhase(models.TextChoices):
    NOT_STARTED = "not_started", "Not started"
    RUNNING = "running", "Running"
    # On Hold, or cancelled (restoring resumes the clock).
    PAUSED = "paused", "Paused"
    MET = "met", "Met"
    MISSED = "missed", "Missed"


# What the list's sort indexes carry besides their keys (PostgreSQL INCLUDE; SQLite has none): every column a list
# filter tests without a search, so a walk through a sort index checks each entry in the index alone.
SORT_INDEX_INCLUDE = [
    "widget",
    "current_status",
    "is_locked",
    "is_cancelled",
    "is_merged",
    "turnaround_phase",
    "turnaround_due",
    "assignee",
]


class Case(models.Model):
    # Set by cases.selectors.cases_decorate (documents_count, request_state: cases_with_extras) for the JSON shape
    # (not columns).
    duplicate_counts: dict[str, int]
    merged_preview: list["Case"]
    merged_count: int
    documents_count: int
    request_state: str | None
    # Set by cases.assignees.assignees_attach for the case answer's assignee: the assignee for staff, None for clients.
    assignee_shown: "User | None"

    widget = models.CharField("company", max_length=255)
    external_user_id = models.CharField("OB link", max_length=500, blank=True, default="")
    source_user_id = models.CharField("source system user id", max_length=255, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)
    # The reports' view of the audit trail, kept by cases.status_times: the latest status change (the creation
    # when none) and the first move to Sent ever. Not editable: only audit events move them.
    status_changed_at = models.DateTimeField(null=True, blank=True, editable=False)
    sent_at = models.DateTimeField(null=True, blank=True, editable=False)

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
    # guide: privacy: a case on legal hold is never erased or anonymised; erased_at marks an anonymised case.
    legal_hold = models.BooleanField(default=False)
    legal_hold_reason = models.CharField(max_length=500, blank=True, default="")
    legal_hold_at = models.DateTimeField(null=True, blank=True)
    erased_at = models.DateTimeField(null=True, blank=True)
    report_type = models.CharField(max_length=255, blank=True, default="")
    name = models.CharField(max_length=255, blank=True, default="")
    email = models.CharField(max_length=254, blank=True, default="")
    original_status = models.CharField(max_length=100, blank=True, default="")

    # Normalised duplicate-detection keys (guide: labels#validation / cases.rules); NULL when blank or Not Known.
    kam_key = models.CharField(max_length=100, null=True, blank=True, editable=False)
    bhruk_key = models.CharField(max_length=64, null=True, blank=True, editable=False)
    client_key = models.CharField(max_length=255, null=True, blank=True, editable=False)

    # The import that created this case, if any (its audit event). Not indexed: it is only ever read from the
    # case, and audit events are never deleted, so nothing looks cases up by it.
    import_event = models.ForeignKey(
        "cases.AuditEvent", null=True, blank=True, on_delete=models.SET_NULL, related_name="+", db_index=False
    )

    # Who handles the case (an active admin, manager or staff user); indexed below for "My cases".
    assignee = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="assigned_cases",
        db_index=False,
    )
    # The turnaround clock (cases.turnaround keeps these): its phase, and for a running clock the Europe/London
    # date it is due. Stored so the list filters and sorts by them with an index; the state shown
    # (on_track / due_soon / overdue) is the phase and due date read against today.
    # NULL is "not started": a nullable column is added to a large SQLite table without rebuilding it.
    turnaround_phase = models.CharField(
        max_length=12, choices=TurnaroundPhase.choices[1:], null=True, blank=True, editable=False
    )
    turnaround_due = models.DateField(null=True, blank=True, editable=False)
    # What the clock needs besides them, so that reading a case never reads its audit trail (cases.turnaround.clock
    # says how each is counted): when it started, when it stopped (Sent), the working days of its closed pauses,
    # when its current pause began, and the target it runs to. All NULL while it has not started.
    turnaround_started_at = models.DateTimeField(null=True, blank=True, editable=False)
    turnaround_stopped_at = models.DateTimeField(null=True, blank=True, editable=False)
    turnaround_paused_days = models.IntegerField(null=True, blank=True, editable=False)
    turnaround_paused_from = models.DateTimeField(null=True, blank=True, editable=False)
    turnaround_target_days = models.IntegerField(null=True, blank=True, editable=False)

    class Meta:
        # The sort indexes of the default view (NULLS LAST on PostgreSQL; covering on SQLite), PostgreSQL's
        # trigram indexes for the substring searches and the locked-cases index differ per database:
        # migrations 0002 and 0003 create them with SQL.
        indexes = [
            # The filter columns ride along so the page query checks them in the index (PostgreSQL; migrations 0017
            # and 0032).
            models.Index(fields=["-created_at", "-id"], name="case_created_sort", include=SORT_INDEX_INCLUDE),
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
            # The import's "already present" probe (widget and OB Link, both equal) and the search box's exact OB Link.
            models.Index(fields=["external_user_id", "widget"], name="case_oblink_widget"),
            models.Index(fields=["merged_into"], name="case_merged_into", condition=Q(merged_into__isnull=False)),
            models.Index(
                fields=["assignee", "current_status"], name="case_assignee", condition=Q(assignee__isnull=False)
            ),
            models.Index(fields=["turnaround_phase", "turnaround_due"], name="case_turnaround"),
            # The Overdue and Due Soon cards count running clocks by due date under any filter from the index alone
            # (PostgreSQL: include is not created on SQLite, which keeps case_turnaround).
            models.Index(
                fields=["turnaround_phase", "turnaround_due"],
                name="case_turnaround_cover",
                include=["widget", "current_status", "is_locked", "is_cancelled", "is_merged", "assignee"],
            ),
            # The list sorted by due date (sortBy=dueDate) walks this.
            models.Index(fields=["turnaround_due", "id"], name="case_due_sort", include=SORT_INDEX_INCLUDE),
            # The turnaround report: cases whose clock stopped (Sent) in a range of months.
            models.Index(
                fields=["turnaround_stopped_at"],
                name="case_turnaround_stopped",
                condition=Q(turnaround_stopped_at__isnull=False),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.bhruk_id or self.pk} {self.client_name}"

    def save(self, *args, **kwargs) -> None:
        if self.status_changed_at is None:
            self.status_changed_at = self.created_at
        super().save(*args, **kwargs)

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


# An update that changed the status ({"currentStatus": [old, new], ...}: single and batch updates alike), and one
# that moved a case to Sent. The reports filter with these very conditions, so the partial indexes below serve them.
STATUS_CHANGE = Q(action="update", changes__has_key="currentStatus")
SENT_CHANGE = Q(action="update", changes__currentStatus__1="sent")


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
        IMPORT_UNDO = "import_undo"
        # A duplicate group dismissed, and a dismissal undone (duplicates.services).
        DISMISS = "dismiss"
        DISMISS_UNDO = "dismiss_undo"
        # Sign-in security events (no case), sent by accounts.security_events (guide: roles#two-factor-sign-in).
        MFA_ENROL = "mfa_enrol", "Two-factor set up"
        MFA_REMOVE = "mfa_remove", "Two-factor removed"
        MFA_RESET = "mfa_reset", "Two-factor reset"
        MFA_CODES_NEW = "mfa_codes_new", "Recovery codes renewed"
        MFA_RECOVERY_USE = "mfa_recovery_use", "Recovery code used"
        MFA_FAILED = "mfa_failed", "Two-factor code failed"
        MFA_POLICY = "mfa_policy", "Two-factor policy"
        LEGAL_HOLD = "legal_hold"
        ERASE = "erase"
        RETENTION = "retention"
        SUBJECT_ACCESS = "subject_access"
        # A case's internal comments (cases.comments): only {"commentId"} (and the author's name when an admin
        # changes someone else's comment) is recorded, never the body.
        COMMENT_ADD = "comment_add", "Comment added"
        COMMENT_EDIT = "comment_edit", "Comment edited"
        COMMENT_DELETE = "comment_delete", "Comment deleted"
        # A case's documents (cases.documents): only {"documentId", "kind"} is recorded, never the file's name.
        DOCUMENT_ADD = "document_add", "Document added"
        DOCUMENT_DOWNLOAD = "document_download", "Document downloaded"
        DOCUMENT_DELETE = "document_delete", "Document deleted"
        DOCUMENT_ERASE = "document_erase", "Document erased"
        # Requests to the client (cases.requests): only {"requestId"} is recorded, never the title or message.
        REQUEST_ADD = "request_add", "Request made"
        REQUEST_ACCEPT = "request_accept", "Request accepted"
        REQUEST_REJECT = "request_reject", "Request rejected"
        REQUEST_CANCEL = "request_cancel", "Request cancelled"
        REQUEST_RECEIVE = "request_receive", "Documents received"
        # The turnaround targets changed (cases.turnaround.targets): {"setting": {"before", "after"}}, no case.
        TURNAROUND_TARGETS = "turnaround_targets", "Turnaround targets"
        # Who handles the case (cases.assignment): {"assignee": [old name, new name]}, names as they were.
        ASSIGN = "assign", "Assigned"
        # API tokens (accounts.api_tokens, through accounts.security_events): {"tokenId", "name", "prefix",
        # "company", ...}, never the secret.
        API_TOKEN_CREATE = "api_token_create", "API token created"
        API_TOKEN_NEW_ADDRESS = "api_token_new_address", "API token used from a new address"
        API_TOKEN_REVOKE = "api_token_revoke", "API token revoked"

    # A plain id, not a foreign key: the history outlives a deleted case.
    case_id = models.BigIntegerField(null=True, blank=True, db_index=True)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    actor_email = models.CharField(max_length=254, blank=True, default="")
    action = models.CharField(max_length=24, choices=Action.choices, db_index=True)
    # {"field": [old, new], ...} for updates; free-form details for other actions.
    changes = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    # The events of one bulk action (batch update, cancel, restore, delete, auto-fill) share this reference.
    batch = models.UUIDField(null=True, blank=True, editable=False)

    class Meta:
        ordering = ["-created_at", "-id"]
        # The audit log screen (guide: screens#audit-log): newest first, alone or narrowed by user or action (migration
        # 0006).
        indexes = [
            models.Index(fields=["case_id", "-created_at"], name="audit_case_time"),
            models.Index(fields=["-created_at", "-id"], name="audit_time"),
            models.Index(fields=["actor", "-created_at", "-id"], name="audit_actor_time"),
            models.Index(fields=["action", "-created_at", "-id"], name="audit_action_time"),
            # Reports: each case's status changes (ageing) and the moves to Sent (throughput, time to send).
            models.Index(fields=["case_id", "created_at"], name="audit_status_change", condition=STATUS_CHANGE),
            models.Index(fields=["created_at", "case_id"], name="audit_sent", condition=SENT_CHANGE),
        ]


# The comment actions: the comment itself is the timeline's item, and clients never learn comments exist.
COMMENT_ACTIONS = (AuditEvent.Action.COMMENT_ADD, AuditEvent.Action.COMMENT_EDIT, AuditEvent.Action.COMMENT_DELETE)
# The document actions: staff's work on a case's files. A client's history leaves them out (a hidden document's
# existence is staff's business); the portal lists the documents shown to the client instead.
DOCUMENT_ACTIONS = (
    AuditEvent.Action.DOCUMENT_ADD,
    AuditEvent.Action.DOCUMENT_DOWNLOAD,
    AuditEvent.Action.DOCUMENT_DELETE,
    AuditEvent.Action.DOCUMENT_ERASE,
)


class Job(models.Model):
    """A background job (guide: workflow#exports): an export written to media storage, or a large CSV import.

    The id is a UUID so job URLs cannot be guessed. `heartbeat_at` moves while a worker runs the job; a running job
    whose heartbeat is older than settings.JOB_STALE_SECONDS lost its worker (cases.jobs.recovery).
    """

    class Kind(models.TextChoices):
        EXPORT = "export"
        IMPORT = "import"
        ERASURE = "erasure"
        SUBJECT_ACCESS = "subject_access"
        IMPORT_PREVIEW = "import_preview"  # Check File of a large CSV: the dry run's answer as the result
        IMPORT_ERRORS = "import_errors"  # the error report of a large CSV, a file to download

    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        SUCCEEDED = "succeeded"
        FAILED = "failed"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    kind = models.CharField(max_length=16, choices=Kind.choices)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.QUEUED)
    progress = models.PositiveSmallIntegerField(default=0)
    message = models.TextField(blank=True, default="")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="jobs")
    # export: {"format", "includeAll", ...list filters}; import: {"fileName"}
    params = models.JSONField(default=dict, blank=True)
    # import: the result counts and problems; export: {"rows"}
    result = models.JSONField(default=dict, blank=True)
    # Names in the default storage: the uploaded CSV of an import, the published file of an export.
    input_file = models.CharField(max_length=255, blank=True, default="")
    output_file = models.CharField(max_length=255, blank=True, default="")
    file_name = models.CharField(max_length=255, blank=True, default="")  # the name the user downloads
    attempts = models.PositiveSmallIntegerField(default=0)
    task_id = models.CharField(max_length=64, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)
    started_at = models.DateTimeField(null=True, blank=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status", "heartbeat_at"], name="job_status_heartbeat")]

    def __str__(self) -> str:
        return f"{self.kind} {self.id} ({self.status})"


class ImportBatch(models.Model):
    # Set by the detail view from cases.import_batches.selectors (not a column).
    case_ids: list[int]

    """One import of a CSV file (dialog, background job or `manage.py import_cases`) and, once undone, its undo.

    Sits beside the import's AuditEvent, which the created cases point at (Case.import_event) so their history
    shows the import. The created cases are those with that import_event whose ids lie in
    [first_case_id, last_case_id]: the id range lets an undo find them through the primary key.
    """

    event = models.OneToOneField(AuditEvent, on_delete=models.PROTECT, related_name="import_batch")
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    actor_email = models.CharField(max_length=254, blank=True, default="")
    file_name = models.CharField(max_length=255, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)
    rows = models.PositiveIntegerField(default=0)
    created = models.PositiveIntegerField(default=0)
    skipped = models.PositiveIntegerField(default=0)
    first_case_id = models.BigIntegerField(null=True, blank=True)
    last_case_id = models.BigIntegerField(null=True, blank=True)
    # The cases' updated_at as the import wrote it: a later save of a case moves it.
    cases_updated_at = models.DateTimeField(null=True, blank=True)

    undone_at = models.DateTimeField(null=True, blank=True)
    undone_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    undone_by_email = models.CharField(max_length=254, blank=True, default="")
    undo_reason = models.CharField(max_length=500, blank=True, default="")

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["-created_at", "-id"], name="import_batch_created")]

    def __str__(self) -> str:
        return f"{self.file_name} ({self.created_at:%Y-%m-%d %H:%M})"


def max_length_of(model: type[models.Model], field_name: str) -> int:
    """A text column's max_length, for messages and checks that quote the database's limit."""
    field = model._meta.get_field(field_name)
    if not isinstance(field, models.CharField) or field.max_length is None:
        raise TypeError(f"{model.__name__}.{field_name} is not a text field with a max_length.")
    return field.max_length


class SavedView(models.Model):
    """A named dashboard query (filters, sort and page size), private to its owner unless shared with everyone.

    `filters` holds the list endpoint's own query parameters, validated by the same parser, so applying a view
    is the dashboard asking for exactly those parameters.
    """

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="saved_views")
    name = models.CharField(max_length=100)
    filters = models.JSONField(default=dict)
    shared = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["name", "id"]
        constraints = [models.UniqueConstraint("owner", Lower("name"), name="saved_view_owner_name_ci")]
        indexes = [models.Index(fields=["shared"], name="saved_view_shared", condition=models.Q(shared=True))]

    def __str__(self) -> str:
        return self.name


class RetentionPolicy(models.Model):
    """The one retention setting (guide: privacy#retention), off by default; a single row with id 1."""

    enabled = models.BooleanField(default=False)
    months = models.PositiveIntegerField(default=72)
    # Statuses (Status values) and states ("cancelled", "merged") a run anonymises.
    applies_to = models.JSONField(default=list, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    updated_by_email = models.CharField(max_length=254, blank=True, default="")


class TurnaroundSettings(models.Model):
    """The turnaround targets (cases.turnaround.targets): working days from instruction to Sent, per company (matched
    case-insensitively, {"Kind": 5}) and by default; a single row with id 1."""

    default_days = models.PositiveIntegerField(default=10)
    companies = models.JSONField(default=dict, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    updated_by_email = models.CharField(max_length=254, blank=True, default="")


class SearchGramCount(models.Model):
    """How many cases hold a 1-3 character substring ("gram") in a searched field, per company, status, lock and
    flags: the count and stat cards of a short search read these instead of testing every case.

    Kept exact by cases.listing.search_counts (database triggers note every change in SearchChange; a fold adds them
    here). `field`: "n" client name (clientNameSearch), "k" KAM ID (kamSearch), "b" the search box's five fields.
    """

    field = models.CharField(max_length=1)
    # 1-3 characters, or a longer gram that SearchLongGram lists (LONG_GRAM_MAX in cases.listing.search_counts).
    gram = models.CharField(max_length=64)
    widget = models.CharField(max_length=255)
    current_status = models.CharField(max_length=32)
    is_locked = models.BooleanField()
    is_cancelled = models.BooleanField()
    is_merged = models.BooleanField()
    n = models.IntegerField()

    class Meta:
        db_table = "cases_search_gram_count"
        constraints = [
            models.UniqueConstraint(
                fields=["field", "gram", "widget", "current_status", "is_locked", "is_cancelled", "is_merged"],
                name="search_gram_count_key",
            )
        ]


class SearchLongGram(models.Model):
    """A gram longer than 3 characters whose counts SearchGramCount also keeps: one that many cases held in the field
    when the counts were last rebuilt (cases.listing.search_counts), so that the texts people type before they reach a
    selective one (`clien`, `ob.ex`, `KIND1`) are counted instead of tested on most of the book."""

    field = models.CharField(max_length=1)
    gram = models.CharField(max_length=64)

    class Meta:
        db_table = "cases_search_long_gram"
        constraints = [models.UniqueConstraint(fields=["field", "gram"], name="search_long_gram_key")]


class SearchChange(models.Model):
    """A case's searched fields and counted dimensions as they were (sign -1) or now are (+1), noted by the
    triggers of cases.listing.search_counts and not yet added to SearchGramCount. Sign 0 asks for a full rebuild."""

    sign = models.SmallIntegerField()
    widget = models.CharField(max_length=255, default="")
    current_status = models.CharField(max_length=32, default="")
    is_locked = models.BooleanField(default=False)
    is_cancelled = models.BooleanField(default=False)
    is_merged = models.BooleanField(default=False)
    client_name = models.CharField(max_length=255, default="")
    email = models.CharField(max_length=254, default="")
    kam_id = models.CharField(max_length=100, default="")
    bhruk_id = models.CharField(max_length=64, default="")
    external_user_id = models.CharField(max_length=500, default="")
    # Set by the fold that is adding the row; rows noted after it began stay unclaimed.
    claimed = models.BooleanField(default=False)

    class Meta:
        db_table = "cases_search_change"


class CaseTotalValues(models.Model):
    """The values of a case that the unsearched totals count (cases.listing.case_totals.DIMENSIONS)."""

    widget = models.CharField(max_length=255, default="")
    current_status = models.CharField(max_length=32, default="")
    is_locked = models.BooleanField(default=False)
    is_cancelled = models.BooleanField(default=False)
    is_merged = models.BooleanField(default=False)
    turnaround_phase = models.CharField(max_length=12, null=True, blank=True)
    # A running clock's due date (NULL for any other phase); a fold stores every date before today as one old date,
    # since an overdue clock stays overdue.
    turnaround_due = models.DateField(null=True, blank=True)
    is_assigned = models.BooleanField(default=False)

    class Meta:
        abstract = True


class CaseTotal(CaseTotalValues):
    """How many cases hold these values of the list's unsearched filters (cases.listing.case_totals): the list's total
    and the stat cards without a search are sums of these rows. Kept exact by triggers; the row whose current_status
    is "*" says the totals have been built."""

    n = models.BigIntegerField(default=0)

    class Meta:
        db_table = "cases_case_total"


class CaseTotalChange(CaseTotalValues):
    """n cases that entered (n > 0) or left (n < 0) these values, noted by the triggers of
    cases.listing.case_totals and not yet added to CaseTotal. A row with n 0 and current_status "*" asks for a
    rebuild."""

    n = models.BigIntegerField()
    # Set by the fold that is adding the row; rows noted after it began stay unclaimed.
    claimed = models.BooleanField(default=False)

    class Meta:
        db_table = "cases_case_total_change"


class CaseComment(models.Model):
    """A staff member's internal comment on a case (cases.comments): never shown to clients.

    The body is personal data (cases.privacy.registry): erasure and retention delete a case's comments.
    """

    case = models.ForeignKey(Case, on_delete=models.CASCADE, related_name="comments", db_index=False)
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    body = models.TextField()
    mentions: "models.ManyToManyField[User, CommentMention]" = models.ManyToManyField(
        settings.AUTH_USER_MODEL, through="CommentMention", related_name="mentioned_in_comments", blank=True
    )
    created_at = models.DateTimeField(default=timezone.now)
    edited_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["created_at", "id"]
        # A case's comments in time order (the comments list and the timeline, both ways); it also serves the FK.
        indexes = [models.Index(fields=["case", "created_at"], name="comment_case_time")]

    def __str__(self) -> str:
        return f"Comment #{self.pk} on case #{self.case_id}"


class CommentMention(models.Model):
    """A user named in a comment; notified_at is set when their daily e-mail told them (notifications)."""

    # Indexed by the unique constraint below, which starts with it.
    comment = models.ForeignKey(CaseComment, on_delete=models.CASCADE, related_name="mention_rows", db_index=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="comment_mentions")
    notified_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["comment", "user"], name="comment_mention_once")]
        # The daily e-mail's question: whom to tell, and about what.
        indexes = [models.Index(fields=["user"], name="comment_mention_pending", condition=Q(notified_at__isnull=True))]


class CaseDocument(models.Model):
    """A file attached to a case (cases.documents): the report, a statement or anything else.

    The bytes live on the default storage under `storage_key` ("documents/<32 hex>"), never under the uploaded
    name. Erasure and retention delete the bytes and blank the name, keeping the row as a tombstone (kind, size,
    dates, who erased and why) so counts and history still add up (cases.privacy.registry).
    """

    class Kind(models.TextChoices):
        REPORT = "report", "Report"
        STATEMENT = "statement", "Statement"
        OTHER = "other", "Other"

    case = models.ForeignKey(Case, on_delete=models.CASCADE, related_name="documents", db_index=False)
    kind = models.CharField(max_length=16, choices=Kind.choices)
    name = models.CharField(max_length=255, blank=True)
    size = models.BigIntegerField()
    content_type = models.CharField(max_length=100)
    sha256 = models.CharField(max_length=64)
    storage_key = models.CharField(max_length=100, blank=True)
    visible_to_client = models.BooleanField(default=False)
    uploaded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    uploaded_at = models.DateTimeField(default=timezone.now)
    erased_at = models.DateTimeField(null=True, blank=True)
    erased_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    erase_reason = models.CharField(max_length=500, blank=True)
    # The request to the client this document answers (cases.requests), if any.
    request = models.ForeignKey(
        "CaseRequest", null=True, blank=True, on_delete=models.SET_NULL, related_name="documents"
    )

    class Meta:
        ordering = ["-uploaded_at", "-id"]
        # A case's documents newest first, and the case list's count per case; it also serves the FK.
        indexes = [models.Index(fields=["case", "uploaded_at"], name="document_case_time")]

    def __str__(self) -> str:
        return f"Document #{self.pk} on case #{self.case_id}"


class CaseRequest(models.Model):
    """Staff asking the client for something on a case (cases.requests): open -> received (the client uploaded)
    -> accepted, or back to open with a rejection reason, or cancelled. Documents uploaded against it point here
    (CaseDocument.request). Title and message may hold personal data (cases.privacy.registry)."""

    class Status(models.TextChoices):
        OPEN = "open", "Open"
        RECEIVED = "received", "Received"
        ACCEPTED = "accepted", "Accepted"
        CANCELLED = "cancelled", "Cancelled"

    case = models.ForeignKey(Case, on_delete=models.CASCADE, related_name="requests", db_index=False)
    title = models.CharField(max_length=200)
    message = models.TextField(blank=True, max_length=5000)
    due_date = models.DateField()
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    rejection_reason = models.TextField(blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    received_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            # The case filter's EXISTS and the case answer's requestState; it also serves the FK.
            models.Index(fields=["case", "status", "due_date"], name="request_case_status_due"),
            # GET /api/requests?status=: newest due first.
            models.Index(fields=["status", "-due_date", "-id"], name="request_status_due"),
        ]

    def __str__(self) -> str:
        return f"Request #{self.pk} on case #{self.case_id}"


class RequestChaserDelivery(models.Model):
    """The ledger of chaser e-mails (cases.requests.chasers): one row per client user and day, claimed before the
    send, so two workers never both send and a re-run sends nothing twice (notifications' DigestDelivery habit)."""

    class State(models.TextChoices):
        SENDING = "sending", "Sending"
        SENT = "sent", "Sent"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    day = models.DateField()
    state = models.CharField(max_length=8, choices=State.choices, default=State.SENDING)
    request_ids = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "day"], name="request_chaser_user_day")]
