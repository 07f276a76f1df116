"""How the subject-access pack words what it holds: as the screens and the Audit Log do (guide: privacy#find-a-person).

Field names are the screens' labels, values read as the Audit Log shows them (cases.audit_log.display: Yes/No,
status and reason labels, pounds, UK dates, London times to the minute), other cases are named by their BHR UK
ID, and no database id appears. Which fields the pack holds is decided elsewhere (cases.privacy.subject_access);
this module only says how each reads.
"""

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from accounts.models import User
from accounts.roles import Role
from cases.assignees import assignee_names_masked
from cases.audit_log.display import LONDON, NONE_TEXT, CaseNames, field_label, readable_changes, value_text
from cases.exporting.columns import FORMULA_TRIGGERS
from cases.models import AuditEvent, Case, CaseComment, CaseRequest
from cases.privacy import registry

# The pack's columns: (audit key, how the case holds it). The key gives the label and the wording (display.py).
# The personal ones are the registry's (cases.privacy.registry), so a field it adds reaches the pack by itself.
CASE_FIELDS: list[tuple[str, str]] = [
    ("widget", "widget"),
    *((p.json_key, p.name) for p in registry.pack_fields()),
    ("bhrukId", "bhruk_id"),
    ("instructed", "instructed"),
    ("currentStatus", "current_status"),
    ("onHoldReason", "on_hold_reason"),
    ("invoiced", "invoiced"),
    ("invoiceDate", "invoice_date"),
    ("invoiceNumber", "invoice_number"),
    ("miType", "mi_type"),
    ("miAmount", "mi_amount"),
    ("reportType", "report_type"),
    ("originalStatus", "original_status"),
    ("isLocked", "is_locked"),
    ("isCancelled", "is_cancelled"),
    ("isMerged", "is_merged"),
    ("mergedIntoId", "merged_into_id"),
    ("mergedAt", "merged_at"),
    ("createdAt", "created_at"),
    ("updatedAt", "updated_at"),
]
# Labels the Audit Log has no need of (it never logs these keys), in the screens' words.
EXTRA_LABELS = {"sourceUserId": "User ID", "updatedAt": "Last Updated", "hold": "Legal Hold", "fields": "Fields"}
# The Audit Log's names of the actions (frontend/src/features/audit/rules.ts ACTION_LABELS), so a line of the
# pack's history reads as the same event's row on the Audit Log screen.
ACTION_LABELS = {
    "create": "Create",
    "update": "Update",
    "lock": "Lock",
    "unlock": "Unlock",
    "cancel": "Cancel",
    "restore": "Restore",
    "delete": "Delete",
    "import": "Import",
    "import_undo": "Import undo",
    "merge": "Merge (master)",
    "merged": "Merged into master",
    "autofill": "Auto-fill",
    "dismiss": "Duplicate group dismissed",
    "dismiss_undo": "Dismissal undone",
    "legal_hold": "Legal hold",
    "erase": "Personal data erased",
    "retention": "Retention",
    "subject_access": "Subject-access pack",
    "comment_add": "Comment added",
    "document_add": "Document added",
    "document_download": "Document downloaded",
    "document_delete": "Document deleted",
    "document_erase": "Document erased",
    "comment_edit": "Comment edited",
    "comment_delete": "Comment deleted",
    "assign": "Assigned",
}
# Keys of audit details that are database ids or job ids: the subject has no use for them. A comment's author is
# staff, named by role here as everywhere in the pack (the comment's own file says who wrote it, by role).
# Who an assignment gave the case to, as the pack says it (staff are never named in it).
STAFF_MEMBER = "a staff member"
INTERNAL_KEYS = {"job", "importBatch", "batch", "id", "caseId", "commentId", "author", "documentId"}


PACK_LABELS = {p.json_key: p.pack_label for p in registry.pack_fields()}


def label(key: str) -> str:
    return PACK_LABELS.get(key) or EXTRA_LABELS.get(key) or field_label(key)


def when(moment: datetime) -> str:
    """dd/mm/yyyy hh:mm in London, as the screens show times."""
    return moment.astimezone(LONDON).strftime("%d/%m/%Y %H:%M")


def day(moment: datetime) -> str:
    return moment.astimezone(LONDON).strftime("%d/%m/%Y")


def case_title(case: Case) -> str:
    """A case as the subject can tell it apart: its BHR UK ID, else its company."""
    return case.bhruk_id or f"No BHR UK ID ({case.widget})"


def cell(key: str, value: Any, names: CaseNames) -> str:
    """One field as the screens show it; empty for nothing (a blank cell, not a dash)."""
    text = when(value) if isinstance(value, datetime) else value_text(key, value, names)
    return "" if text == NONE_TEXT else text


def headers() -> list[str]:
    return [label(key) for key, _ in CASE_FIELDS]


def case_row(case: Case, names: CaseNames) -> dict[str, str]:
    """{label: text} of one case, in the screens' order."""
    return {label(key): cell(key, getattr(case, attribute), names) for key, attribute in CASE_FIELDS}


def csv_safe(text: str) -> str:
    """A cell a spreadsheet will not run as a formula (as the exports neutralise them)."""
    return "'" + text if text.startswith(FORMULA_TRIGGERS) else text


def person_text(user: User | None, *, former: bool) -> str:
    """Staff by role, never by name or e-mail; `former`: someone was there, whose account is gone."""
    if user is None:
        return "a former user" if former else "the system"
    role = user.effective_role
    return str(Role(role).label) if role in Role.values else "a user"


def actor_text(event: AuditEvent) -> str:
    return person_text(event.actor, former=bool(event.actor_email))


def _details(event: AuditEvent) -> dict[str, Any]:
    changes = event.changes if isinstance(event.changes, dict) else {}
    kept = {k: v for k, v in changes.items() if k not in INTERNAL_KEYS}
    if event.action == AuditEvent.Action.ASSIGN:  # who handles the case: staff, not named here either
        kept = assignee_names_masked(kept, label=STAFF_MEMBER)
    if isinstance(kept.get("fields"), list):  # an erasure names the fields it cleared
        kept["fields"] = [label(str(name)) for name in kept["fields"]]
    return kept


def event_lines(event: AuditEvent, names: CaseNames) -> list[str]:
    """An event as the Audit Log shows it: when, the action, who, then each field it changed (old -> new) or
    each detail it recorded."""
    action = ACTION_LABELS.get(event.action, label(event.action))
    lines = [f"{when(event.created_at)}  {action} by {actor_text(event)}"]
    for change in readable_changes(event.action, _details(event), names):
        name = EXTRA_LABELS.get(change["field"], change["label"])
        if change["oldText"]:
            lines.append(f"    {name}: {change['oldText']} -> {change['newText']}")
        else:
            lines.append(f"    {name}: {change['newText']}")
    if len(lines) == 1 and event.action == AuditEvent.Action.UPDATE:
        lines.append("    No field changed")
    return lines


def history_text(case: Case, events: Sequence[AuditEvent], names: CaseNames) -> str:
    lines = [f"History of case {case_title(case)} ({case.widget}), oldest first", ""]
    for event in events:
        lines += event_lines(event, names)
    return "\n".join(lines) + "\n"


def comments_text(case: Case, comments: Sequence[CaseComment]) -> str:
    """A case's internal comments, oldest first: when, who (by role) and what they wrote."""
    lines = [f"Staff comments on case {case_title(case)} ({case.widget}), oldest first", ""]
    for comment in comments:
        edited = f" (edited {when(comment.edited_at)})" if comment.edited_at else ""
        lines.append(f"{when(comment.created_at)}  {person_text(comment.author, former=True)} wrote{edited}:")
        lines += [f"    {line}" for line in comment.body.splitlines()] + [""]
    return "\n".join(lines)


def requests_text(case: Case, requests: Sequence[CaseRequest]) -> str:
    """What staff asked the client for on a case, oldest first: when, what, by when, and where it stands."""
    lines = [f"Requests to the client on case {case_title(case)} ({case.widget}), oldest first", ""]
    for request in requests:
        lines.append(f"{when(request.created_at)}  {request.title} (due {request.due_date:%d/%m/%Y}, {request.status})")
        lines += [f"    {line}" for line in request.message.splitlines()]
        if request.rejection_reason:
            lines.append(f"    Answer refused: {request.rejection_reason}")
        lines.append("")
    return "\n".join(lines)
