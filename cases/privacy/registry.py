"""Where personal data lives: every stored field that can hold a case's person, and what erasure and retention do to
it, declared once. Erasure and retention (cases.privacy.services, cases.privacy.traces) and the subject-access pack
(cases.privacy.subject_access) read these lists; none keeps its own. Every other text-like field of every installed
model is declared not personal, with why, and a test fails when a new one is neither.

Models are named by label ("cases.Case") so that this module imports no other app.
"""

from dataclasses import dataclass
from enum import StrEnum


class Erasure(StrEnum):
    PSEUDONYMISE = "becomes the erasure's pseudonym (Erased 7F3K)"
    CLEAR = "is emptied"
    DERIVE = "is derived again from the fields above"
    REWRITE = "keeps its text, with the person's values in it replaced by the pseudonym"
    REFRESH = "is brought up to date in the erasure's transaction (the rows of groups no case holds go)"
    FOLD = "is folded into the search counts in the erasure's transaction"
    RELABEL = "is written again from the erased case"
    WITHDRAW = "has its file deleted and expires (410 from then on)"
    DELETE = "is deleted with the case's erasure"
    TOMBSTONE = "is blanked and its file deleted from storage; the row stays as a tombstone (kind, size, dates, why)"


@dataclass(frozen=True)
class Personal:
    field: str  # "app_label.Model.field"
    erasure: Erasure
    # Which rows: "" for the erased cases' own rows; otherwise the rows outside them that erasure looks at.
    rows: str = ""
    # The field's name in audit entries and in the subject-access pack's cases.json; "" when it has none.
    json_key: str = ""
    # Its column in the subject-access pack's cases.csv; "" when the pack leaves it out.
    pack_label: str = ""

    @property
    def model(self) -> str:
        return self.field.rsplit(".", 1)[0]

    @property
    def name(self) -> str:
        return self.field.rsplit(".", 1)[1]


IMPORTS = "the erased cases' imports"
DISMISSALS = "dismissals of the erased cases' groups"
EVERY = "every row (the text is searched for the erased values)"
GROUPS = "the groups of the erased cases' old keys"

PERSONAL: tuple[Personal, ...] = (
    # The case itself, in the order of the subject-access pack's columns.
    Personal("cases.Case.client_name", Erasure.PSEUDONYMISE, json_key="clientName", pack_label="Client Name"),
    Personal("cases.Case.name", Erasure.CLEAR, json_key="name", pack_label="Name"),
    Personal("cases.Case.email", Erasure.CLEAR, json_key="email", pack_label="Email"),
    Personal("cases.Case.external_user_id", Erasure.CLEAR, json_key="externalUserId", pack_label="OB Link"),
    # The CSV's User ID: the source system's id of the person.
    Personal("cases.Case.source_user_id", Erasure.CLEAR, json_key="sourceUserId", pack_label="User ID"),
    # The number in the OB Link, so it identifies the person as the link does.
    Personal("cases.Case.kam_id", Erasure.CLEAR, json_key="kamId", pack_label="KAM ID"),
    # PostgreSQL also keeps the search box's five fields folded in one generated column, search_folded (ADR 0021),
    # which the model does not declare: the database rewrites it whenever they change, so erasure needs nothing more.
    Personal("cases.Case.notes", Erasure.CLEAR, json_key="notes", pack_label="Notes"),
    Personal(
        "cases.Case.cancellation_reason", Erasure.CLEAR, json_key="cancellationReason", pack_label="Cancellation Reason"
    ),
    # Only ever set while the case is on hold, and a held case is never erased: empty by then.
    Personal("cases.Case.legal_hold_reason", Erasure.CLEAR, json_key="legalHoldReason"),
    Personal("cases.Case.client_key", Erasure.DERIVE),
    Personal("cases.Case.kam_key", Erasure.DERIVE),
    # Staff's internal comments on the case (cases.comments), and who was mentioned in them: deleted.
    Personal("cases.CaseComment.body", Erasure.DELETE),
    # The case's documents (cases.documents): the uploaded name, and the file it names (FILES below).
    Personal("cases.CaseDocument.name", Erasure.TOMBSTONE),
    # Requests to the client (cases.requests): what staff asked for and why an answer was refused. The documents
    # uploaded against them are the case's documents (above).
    Personal("cases.CaseRequest.title", Erasure.DELETE),
    Personal("cases.CaseRequest.message", Erasure.DELETE),
    Personal("cases.CaseRequest.rejection_reason", Erasure.DELETE),
    # The audit trail: the personal keys above in each entry, and any of their values quoted in other texts.
    Personal("cases.AuditEvent.changes", Erasure.REWRITE),
    Personal("cases.AuditEvent.changes", Erasure.REWRITE, rows=IMPORTS),  # the file name (case_id is NULL)
    Personal("cases.AuditEvent.changes", Erasure.REWRITE, rows=DISMISSALS),  # the raw identifier (case_id is NULL)
    Personal("cases.ImportBatch.file_name", Erasure.REWRITE, rows=IMPORTS),
    Personal("cases.ImportBatch.undo_reason", Erasure.REWRITE, rows=IMPORTS),
    # Jobs: an export's filters, an import's file name and problems, an erasure's reason.
    Personal("cases.Job.params", Erasure.REWRITE, rows=EVERY),
    Personal("cases.Job.result", Erasure.REWRITE, rows=EVERY),
    Personal("cases.Job.message", Erasure.REWRITE, rows=EVERY),
    Personal("cases.Job.file_name", Erasure.REWRITE, rows=EVERY),
    Personal("cases.Job.output_file", Erasure.WITHDRAW, rows="every export and subject-access pack"),
    Personal("cases.SavedView.name", Erasure.REWRITE, rows=EVERY),
    Personal("cases.SavedView.filters", Erasure.REWRITE, rows=EVERY),
    # The searches' derived data.
    Personal("cases.SearchChange.client_name", Erasure.FOLD, rows=EVERY),
    Personal("cases.SearchChange.email", Erasure.FOLD, rows=EVERY),
    Personal("cases.SearchChange.kam_id", Erasure.FOLD, rows=EVERY),
    Personal("cases.SearchChange.external_user_id", Erasure.FOLD, rows=EVERY),
    # Duplicate detection (the duplicates app answers cases.privacy.signals.personal_data_erased).
    Personal("duplicates.GroupSummary.key", Erasure.REFRESH, rows=GROUPS),
    Personal("duplicates.GroupSummary.identifier", Erasure.REFRESH, rows=GROUPS),
    Personal("duplicates.StaleKey.key", Erasure.REFRESH, rows=EVERY),
    Personal("duplicates.DismissedGroup.key", Erasure.REFRESH, rows=GROUPS),
    # Webhook messages (notifications.webhooks): the case as its company's clients see it, and the event's facts (a
    # document's name among them), kept as the delivery log. Deleted, delivered or not: an erased case is no more
    # told to anyone's system.
    Personal("notifications.WebhookMessage.body", Erasure.DELETE),
    Personal("notifications.WebhookMessage.details", Erasure.DELETE),
    # The Django admin's change list of a case names it by its client name.
    Personal("admin.LogEntry.object_repr", Erasure.RELABEL, rows="the erased cases' entries"),
)

# Outside the database.
FILES: dict[str, Erasure] = {
    "MEDIA_ROOT/jobs/exports, jobs/subject-access (export files and packs)": Erasure.WITHDRAW,
    "EMAIL_FILE_PATH (the file e-mail backend's copies, e.g. digests)": Erasure.REWRITE,
    "MEDIA_ROOT/documents (case documents; the bucket with S3)": Erasure.TOMBSTONE,
}

# Tables no model owns (introspected from the database).
TABLES: dict[str, str] = {
    "django_migrations": "not personal: applied migrations",
    # SQLite only (cases.listing.sqlite): the FTS5 trigram index over the searched fields.
    "case_search_fts": "personal: follows each case by triggers; erasure purges the old values' trigrams",
    "case_search_fts_config": "not personal: FTS5's settings",
    "case_search_fts_data": "personal: FTS5's index pages, purged by erasure (search_index_purge)",
    "case_search_fts_docsize": "not personal: FTS5's per-row sizes",
    "case_search_fts_idx": "personal: FTS5's index pages, purged by erasure (search_index_purge)",
}

# Outside the database, holding nothing of a case's person (the leftover scan checks Redis all the same).
NOT_PERSONAL_STORES: dict[str, str] = {
    "Redis (RQ queues)": "a task's arguments are ids (a job's, a digest delivery's); results are counts and messages",
    "Redis (cache)": "sign-in throttling counters of staff accounts and the health check",
    "the request log": "method, route (text parameters by name), status, duration and request id; no query string",
}

# Whole models that hold nothing about a case's person.
NOT_PERSONAL_MODELS: dict[str, str] = {
    "accounts.RevokedToken": "token ids",
    "accounts.PasswordResetToken": "token hashes",
    "accounts.AuthSession": "staff sign-in sessions",
    "accounts.PendingSignIn": "staff sign-ins in progress",
    "accounts.RecoveryCode": "code hashes",
    "accounts.Passkey": "staff passkeys",
    "accounts.MfaPolicy": "a role per row",
    "accounts.ApiToken": "integration tokens: an admin's name for it, the company, scopes, the secret's hash, last use",
    "accounts.ApiTokenAddress": "the addresses an integration token was used from",
    "auth.Permission": "the permission catalogue",
    "auth.Group": "role names",
    "contenttypes.ContentType": "model names",
    "sessions.Session": "Django admin sessions of staff",
    "otp_totp.TOTPDevice": "staff authenticators",
    "cases.Kam": "the KAM records staff manage, not taken from cases",
    "cases.BhrukSequence": "company groups and counters",
    "cases.RetentionPolicy": "the setting and the e-mail of the staff member who changed it",
    "cases.TurnaroundSettings": "the targets per company and the e-mail of the staff member who changed them",
    "cases.SearchGramCount": "substrings (1-3 characters, or one SearchLongGram lists) and counts, no whole value",
    "cases.SearchLongGram": "substrings of 4+ characters that thousands of cases share, chosen at a rebuild",
    "notifications.DigestDelivery": "the staff recipient, the day and the sending state",
    "notifications.WebhookEndpoint": "an admin's receiver: its URL, events, company, signing secret and state",
    # Deleted with their comment all the same (CASCADE), when erasure deletes the case's comments.
    "cases.CommentMention": "which staff user a comment mentioned, and when they were told",
    "cases.RequestChaserDelivery": "which client user was e-mailed on which day, and the requests' ids",
}

NOT_PERSONAL: dict[str, str] = {
    "accounts.User.password": "a hash",
    "accounts.User.email": "staff and client users are accounts, not case subjects",
    "accounts.User.first_name": "an account's name",
    "accounts.User.last_name": "an account's name",
    "accounts.User.role": "a role",
    "accounts.User.company": "the client company",
    "accounts.User.profile_image_url": "an account's picture",
    "admin.LogEntry.object_id": "a primary key",
    "admin.LogEntry.change_message": "the names of the fields changed",
    "django_tasks_database.DBTaskResult.status": "a state",
    "django_tasks_database.DBTaskResult.args_kwargs": "every task takes ids only (a job id, a delivery id)",
    "django_tasks_database.DBTaskResult.task_path": "a function's path",
    "django_tasks_database.DBTaskResult.worker_ids": "worker ids",
    "django_tasks_database.DBTaskResult.queue_name": "a queue",
    "django_tasks_database.DBTaskResult.backend_name": "a backend",
    "django_tasks_database.DBTaskResult.return_value": "counts and messages without case data",
    "django_tasks_database.DBTaskResult.exception_class_path": "a class path",
    "django_tasks_database.DBTaskResult.traceback": "code lines; jobs report their failures on the Job",
    "cases.Case.widget": "the client company",
    "cases.Case.bhruk_id": "the firm's case reference, kept so invoices add up",
    "cases.Case.bhruk_key": "derived from the BHR UK ID",
    "cases.Case.current_status": "a status",
    "cases.Case.on_hold_reason": "a choice from a list",
    "cases.Case.turnaround_phase": "a choice",
    "cases.Case.invoice_number": "the firm's invoice",
    "cases.Case.mi_type": "a choice",
    "cases.Case.report_type": "the kind of report",
    "cases.Case.original_status": "the source system's status word",
    "cases.AuditEvent.actor_email": "the staff member who acted",
    "cases.AuditEvent.action": "a choice",
    "cases.Job.kind": "a choice",
    "cases.Job.status": "a choice",
    "cases.Job.input_file": "a storage name made of the job's id; the upload is deleted when the job ends",
    "cases.Job.task_id": "the task's id",
    "cases.CaseDocument.kind": "a choice",
    "cases.CaseDocument.content_type": "a file type, sniffed from the bytes",
    "cases.CaseDocument.sha256": "a digest of the bytes; the bytes themselves go with erasure",
    "cases.CaseDocument.storage_key": "a random storage name (documents/<32 hex>), blanked with the file",
    "cases.CaseDocument.erase_reason": "the erasure's reason, the person's values replaced by the pseudonym",
    "cases.CaseRequest.status": "a choice",
    "cases.ImportBatch.actor_email": "the staff member who imported",
    "cases.ImportBatch.undone_by_email": "the staff member who undid it",
    "cases.SearchChange.widget": "the client company",
    "cases.SearchChange.current_status": "a status",
    "cases.SearchChange.bhruk_id": "the BHR UK ID, kept",
    "cases.CaseTotal.widget": "the client company",
    "cases.CaseTotal.current_status": "a status",
    "cases.CaseTotal.turnaround_phase": "a choice",
    "cases.CaseTotalChange.widget": "the client company",
    "cases.CaseTotalChange.current_status": "a status",
    "cases.CaseTotalChange.turnaround_phase": "a choice",
    "duplicates.DismissedGroup.identifier_type": "a choice",
    "duplicates.DismissedGroup.member_ids": "case ids",
    "duplicates.GroupSummary.identifier_type": "a choice",
    "duplicates.StaleKey.identifier_type": "a choice",
    # The notification centre (notifications.notices): staff-facing, so not in the subject-access pack. Erasure
    # deletes the erased cases' notices all the same (notifications answers personal_data_erased).
    "notifications.Notification.kind": "a choice",
    "notifications.Notification.text": (
        "written from who acted (a staff member's name, or 'A client') and the case's BHR UK ID (else 'Case 42') and "
        "company, never the client's data, by construction"
    ),
    "notifications.Notification.key": "a kind, a case id and a due date",
    "notifications.NotificationPreference.kind": "a choice",
    "notifications.WebhookMessage.event_type": "a choice",
    "notifications.WebhookMessage.status": "a choice",
    "notifications.WebhookMessage.attempts": "each attempt's time, status code, duration and the receiver's error",
    "notifications.WebhookMessage.claim": "a worker's lease token",
}


def case_fields(*treatments: Erasure) -> list[Personal]:
    return [p for p in PERSONAL if p.model == "cases.Case" and p.erasure in treatments]


def erased_case_fields() -> list[Personal]:
    """The case's own personal fields, as erasure sets them (pseudonymised or cleared)."""
    return case_fields(Erasure.PSEUDONYMISE, Erasure.CLEAR)


def audit_keys() -> dict[str, str]:
    """The audit entries' names of the personal fields, and what each becomes ("P": the pseudonym)."""
    return {p.json_key: "P" if p.erasure is Erasure.PSEUDONYMISE else "" for p in erased_case_fields()}


def pack_fields() -> list[Personal]:
    return [p for p in PERSONAL if p.pack_label]


def deleted_models() -> list[str]:
    """The models whose rows of the erased cases erasure deletes ("cases.CaseComment")."""
    return sorted({p.model for p in PERSONAL if p.erasure is Erasure.DELETE})


def rewritten(model: str, rows: str) -> list[str]:
    """The fields of `model` whose texts erasure rewrites in these rows."""
    return [p.name for p in PERSONAL if p.model == model and p.rows == rows and p.erasure is Erasure.REWRITE]
