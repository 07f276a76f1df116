"""The subject-access pack (issue 22 §3): a ZIP with the cases as CSV and JSON, each case's history in words
(staff named by role, never by e-mail) and a summary of what Casebook holds, when and where it came from."""

import csv
import io
import json
import zipfile
from collections.abc import Callable, Sequence
from typing import IO, Any

from accounts.roles import Role
from cases.models import AuditEvent, Case, ImportBatch
from cases.privacy import registry
from cases.rules import Status


def _personal(field: str) -> Callable[[Case], Any]:
    return lambda c: getattr(c, field)


# The personal fields are the registry's (cases.privacy.registry: every field the pack includes), then the workflow.
FIELDS = [
    ("id", "Case ID", lambda c: c.pk),
    ("widget", "Company", lambda c: c.widget),
    *((p.json_key, p.pack_label, _personal(p.name)) for p in registry.pack_fields()),
    ("bhrukId", "BHR UK ID", lambda c: c.bhruk_id or ""),
    (
        "currentStatus",
        "Status",
        lambda c: Status(c.current_status).label if c.current_status in Status.values else c.current_status,
    ),
    ("instructed", "Instructed", lambda c: c.instructed),
    ("invoiced", "Invoiced", lambda c: c.invoiced),
    ("invoiceDate", "Invoice Date", lambda c: c.invoice_date.isoformat() if c.invoice_date else ""),
    ("invoiceNumber", "Invoice Number", lambda c: c.invoice_number),
    ("miType", "MI Type", lambda c: c.mi_type or ""),
    ("miAmount", "MI Amount", lambda c: str(c.mi_amount) if c.mi_amount is not None else ""),
    ("reportType", "Report Type", lambda c: c.report_type),
    ("isCancelled", "Cancelled", lambda c: c.is_cancelled),
    ("isMerged", "Merged", lambda c: c.is_merged),
    ("createdAt", "Created", lambda c: c.created_at.isoformat()),
    ("updatedAt", "Last Changed", lambda c: c.updated_at.isoformat()),
]
ACTION_WORDS = {
    "create": "Created",
    "update": "Changed",
    "lock": "Locked",
    "unlock": "Unlocked",
    "cancel": "Cancelled",
    "restore": "Restored",
    "delete": "Deleted",
    "import": "Imported",
    "merge": "Merged other cases into this one",
    "merged": "Merged into another case",
    "autofill": "Filled in automatically",
    "import_undo": "Import undone",
    "legal_hold": "Legal hold changed",
    "erase": "Personal data erased",
    "retention": "Anonymised under the retention policy",
    "subject_access": "Subject-access pack produced",
}


def _role(event: AuditEvent) -> str:
    if event.actor is None:
        return "the system" if not event.actor_email else "a former user"
    return Role(event.actor.effective_role).label if event.actor.effective_role in Role.values else "a user"


def _value(value: Any) -> str:
    if value in (None, ""):
        return "(empty)"
    return str(value)


def history_text(case: Case, events: Sequence[AuditEvent]) -> str:
    lines = [f"History of case {case.bhruk_id or case.pk} ({case.widget}), oldest first", ""]
    for event in events:
        when = event.created_at.strftime("%Y-%m-%d %H:%M UTC")
        lines.append(f"{when}  {ACTION_WORDS.get(event.action, event.action)} by {_role(event)}")
        changes = event.changes if isinstance(event.changes, dict) else {}
        for key, value in changes.items():
            if isinstance(value, list) and len(value) == 2 and event.action in ("update", "autofill"):
                lines.append(f"    {key}: {_value(value[0])} -> {_value(value[1])}")
            elif key in ("reason", "fileName", "cancellationReason"):
                lines.append(f"    {key}: {_value(value)}")
    return "\n".join(lines) + "\n"


def _source(case: Case, batches: dict[int, ImportBatch]) -> str:
    batch = batches.get(case.import_event_id or 0)
    if batch is not None:
        return f"imported from the file {batch.file_name!r} on {batch.created_at:%Y-%m-%d}"
    return "entered by hand in Casebook"


def summary_text(cases: Sequence[Case], batches: dict[int, ImportBatch]) -> str:
    lines = [
        "Subject-access pack from Casebook",
        "",
        "What Casebook holds about you: for each case below, the client name, and where the case came from an",
        "import, the name, e-mail address and OB Link given in that file, plus any notes staff wrote, with the",
        "case's workflow data (company, status, dates, invoicing and MI figures). Every change is kept in the",
        "case's history (history/ in this pack), with the role of the person who made it.",
        "",
        f"Cases: {len(cases)}",
    ]
    for case in cases:
        lines.append(
            f"- Case {case.bhruk_id or case.pk} ({case.widget}): collected {case.created_at:%Y-%m-%d}, "
            f"{_source(case, batches)}; last changed {case.updated_at:%Y-%m-%d}."
        )
    lines += ["", "Files: cases.csv and cases.json (the cases), history/<case>.txt (each case's history)."]
    return "\n".join(lines) + "\n"


def write_pack(*, case_ids: Sequence[int], out: IO[bytes], progress: Callable[[int], None] | None = None) -> int:
    """Write the pack for these cases to `out`; the number of cases written."""
    cases = list(Case.objects.filter(pk__in=case_ids).order_by("pk"))
    events: dict[int, list[AuditEvent]] = {c.pk: [] for c in cases}
    for event in (
        AuditEvent.objects.filter(case_id__in=list(events)).select_related("actor").order_by("created_at", "id")
    ):
        events[int(event.case_id or 0)].append(event)
    import_events = [c.import_event_id for c in cases if c.import_event_id]
    batches = {b.event_id: b for b in ImportBatch.objects.filter(event_id__in=import_events)}
    rows = [{key: get(c) for key, _, get in FIELDS} for c in cases]
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        text = io.StringIO()
        writer = csv.writer(text)
        writer.writerow([label for _, label, _ in FIELDS])
        for row in rows:
            writer.writerow([row[key] for key, _, _ in FIELDS])
        archive.writestr("cases.csv", "\ufeff" + text.getvalue())
        archive.writestr("cases.json", json.dumps(rows, indent=2, ensure_ascii=False))
        for done, case in enumerate(cases, start=1):
            archive.writestr(f"history/{case.bhruk_id or case.pk}-{case.pk}.txt", history_text(case, events[case.pk]))
            if progress:
                progress(done)
        archive.writestr("summary.txt", summary_text(cases, batches))
    return len(cases)
