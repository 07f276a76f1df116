"""The subject-access pack (guide: privacy#subject-access): a ZIP with the cases as CSV and JSON, each case's history in
words (staff named by role, never by e-mail) and a summary of what Casebook holds, when and where it came from."""

import csv
import io
import json
import zipfile
from collections.abc import Callable, Sequence
from typing import IO

from cases.audit_log.display import referenced_case_ids
from cases.audit_log.selectors import case_names
from cases.models import AuditEvent, Case, CaseComment, ImportBatch
from cases.privacy.subject_access_format import (
    case_row,
    case_title,
    comments_text,
    csv_safe,
    day,
    headers,
    history_text,
)


def _source(case: Case, batches: dict[int, ImportBatch]) -> str:
    batch = batches.get(case.import_event_id or 0)
    if batch is not None:
        return f"imported from the file {batch.file_name!r} on {day(batch.created_at)}"
    return "entered by hand in Casebook"


def summary_text(
    cases: Sequence[Case], batches: dict[int, ImportBatch], comments: dict[int, list[CaseComment]] | None = None
) -> str:
    comments = comments or {}
    lines = [
        "Subject-access pack from Casebook",
        "",
        "What Casebook holds about you: for each case below, the client name, and where the case came from an",
        "import, the name, e-mail address and OB Link given in that file, plus any notes staff wrote, with the",
        "case's workflow data (company, status, dates, invoicing and MI figures). Every change is kept in the",
        "case's history (history/ in this pack), with the role of the person who made it, and what staff wrote",
        "about the case in its comments (comments/ in this pack).",
        "",
        f"Cases: {len(cases)}",
    ]
    lines.extend(
        f"- Case {case_title(case)} ({case.widget}): collected {day(case.created_at)}, "
        f"{_source(case, batches)}; last changed {day(case.updated_at)}."
        for case in cases
    )
    files = "Files: cases.csv and cases.json (the cases), history/<n> <BHR UK ID>.txt (each case's history)"
    if any(comments.get(case.pk) for case in cases):
        files += ", comments/<n> <BHR UK ID>.txt (staff's comments on a case, where there are any)"
    lines += ["", files + "."]
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
    comments: dict[int, list[CaseComment]] = {c.pk: [] for c in cases}
    for comment in CaseComment.objects.filter(case_id__in=list(comments)).select_related("author"):
        comments[comment.case_id].append(comment)  # the model's order: oldest first
    merged_into = {c.merged_into_id for c in cases if c.merged_into_id}
    logged = referenced_case_ids(e for case_events in events.values() for e in case_events)
    names = case_names(case_ids=merged_into | logged)
    rows = [case_row(c, names) for c in cases]
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        text = io.StringIO()
        writer = csv.writer(text)
        writer.writerow(headers())
        for row in rows:
            writer.writerow([csv_safe(value) for value in row.values()])
        archive.writestr("cases.csv", "\ufeff" + text.getvalue())
        archive.writestr("cases.json", json.dumps(rows, indent=2, ensure_ascii=False))
        for done, case in enumerate(cases, start=1):
            name = f"history/{done:03d} {case_title(case)}.txt"
            archive.writestr(name, history_text(case, events[case.pk], names))
            if comments[case.pk]:
                archive.writestr(f"comments/{done:03d} {case_title(case)}.txt", comments_text(case, comments[case.pk]))
            if progress:
                progress(done)
        archive.writestr("summary.txt", summary_text(cases, batches, comments))
    return len(cases)
