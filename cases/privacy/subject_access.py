"""The subject-access pack (guide: privacy#subject-access): a ZIP with the cases as CSV and JSON, each case's history in
words (staff named by role, never by e-mail) and a summary of what Casebook holds, when and where it came from."""

import csv
import io
import json
import zipfile
from collections.abc import Callable, Sequence
from typing import IO

from django.core.files.storage import default_storage

from cases.audit_log.display import referenced_case_ids
from cases.audit_log.selectors import case_names
from cases.models import AuditEvent, Case, CaseComment, CaseDocument, CaseRequest, ImportBatch
from cases.privacy.subject_access_format import (
    case_row,
    case_title,
    comments_text,
    csv_safe,
    day,
    headers,
    history_text,
    requests_text,
)


def _source(case: Case, batches: dict[int, ImportBatch]) -> str:
    batch = batches.get(case.import_event_id or 0)
    if batch is not None:
        return f"imported from the file {batch.file_name!r} on {day(batch.created_at)}"
    return "entered by hand in Casebook"


def summary_text(
    cases: Sequence[Case],
    batches: dict[int, ImportBatch],
    comments: dict[int, list[CaseComment]] | None = None,
    documents: dict[int, list[CaseDocument]] | None = None,
) -> str:
    comments = comments or {}
    documents = documents or {}
    lines = [
        "Subject-access pack from Casebook",
        "",
        "What Casebook holds about you: for each case below, the client name, and where the case came from an",
        "import, the name, e-mail address and OB Link given in that file, plus any notes staff wrote, with the",
        "case's workflow data (company, status, dates, invoicing and MI figures). Every change is kept in the",
        "case's history (history/ in this pack), with the role of the person who made it, and what staff wrote",
        "about the case in its comments (comments/ in this pack), and the files attached to the case (documents/",
        "in this pack: the reports and statements about you, and anything else filed on the case).",
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
    if any(documents.get(case.pk) for case in cases):
        files += ", documents/<n> <BHR UK ID>/ (the files attached to a case: reports, statements and others)"
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
    documents: dict[int, list[CaseDocument]] = {c.pk: [] for c in cases}
    for document in CaseDocument.objects.filter(case_id__in=list(documents), erased_at__isnull=True).order_by("id"):
        documents[document.case_id].append(document)
    requests: dict[int, list[CaseRequest]] = {c.pk: [] for c in cases}
    for request in CaseRequest.objects.filter(case_id__in=list(requests)).order_by("created_at", "id"):
        requests[request.case_id].append(request)
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
            if requests[case.pk]:
                archive.writestr(f"requests/{done:03d} {case_title(case)}.txt", requests_text(case, requests[case.pk]))
            _write_documents(archive, f"documents/{done:03d} {case_title(case)}/", documents[case.pk])
            if progress:
                progress(done)
        archive.writestr("summary.txt", summary_text(cases, batches, comments, documents))
    return len(cases)


def _write_documents(archive: zipfile.ZipFile, folder: str, documents: Sequence[CaseDocument]) -> None:
    """The case's documents' bytes, each under its name (numbered when two share one), streamed from storage."""
    used: set[str] = set()
    for document in documents:
        name = document.name.replace("/", "_") or f"document-{document.pk}"
        stem, dot, ext = name.rpartition(".")
        number = 2
        while name in used:
            name = f"{stem} ({number}).{ext}" if dot else f"{ext} ({number})"
            number += 1
        used.add(name)
        with default_storage.open(document.storage_key, "rb") as source, archive.open(folder + name, "w") as target:
            for chunk in iter(lambda: source.read(64 * 1024), b""):
                target.write(chunk)
