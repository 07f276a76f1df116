"""CSV import of cases (guide: screens#dialogs Upload CSV Cases, guide: api#endpoints upload-csv): every row is checked,
then all or nothing is written.

The file is streamed, never held in memory, so the same code serves a 50 MB upload and a million-row file
from `manage.py import_cases`:

1. the bytes are scanned once to choose the encoding (UTF-8 with or without BOM, else Windows-1252);
2. the rows are parsed and checked (reading.py) and copied into a temporary staging table (writing.py: COPY on
   PostgreSQL, executemany on SQLite). After the first problem nothing more is staged, but every row is
   still checked so the answer can count them all;
3. in one transaction, SQL marks the rows to skip (already in the database, or repeated earlier in the file),
   BHR UK IDs are reserved per company group from `cases.sequences`, one audit event is recorded and a single
   INSERT ... SELECT moves the rows into the case table with the event as their `import_event`; the import
   batch (cases.import_batches) records who, when, the counts and the new cases' id range, for its undo.

A dry run (the preview) is the same code up to step 3, with two differences: rows with problems are collected
instead of stopping the staging, and the transaction only reads: it counts, lists duplicates (preview.py, SQL
over the staging table) and peeks at the BHR UK IDs the rows would get.
"""

import io
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import IO, Any

from django.db import connection, transaction
from django.db.backends.utils import CursorWrapper
from django.utils import timezone

from accounts.models import User
from cases.audit import audit_record
from cases.import_batches.services import import_batch_record
from cases.importing import preview, writing
from cases.importing.reading import (
    FILE_REQUIRED,
    REQUIRED_COLUMNS,
    TOO_LARGE,
    CsvImportError,
    Problems,
    detect_encoding,
    parse_created_at,
    read_rows,
    size_text,
)
from cases.models import AuditEvent

__all__ = [
    "FILE_REQUIRED",
    "REQUIRED_COLUMNS",
    "TOO_LARGE",
    "CsvImportError",
    "ImportResult",
    "cases_import_csv",
    "parse_created_at",
    "size_text",
]

Progress = Callable[[str, int, int], None]  # (phase "read" | "write", done, total)


# How many skipped rows an answer lists (the error report lists them all), and how many the message names.
MAX_LISTED_SKIPPED = 100
MAX_NAMED_SKIPPED = 10


@dataclass
class ImportResult:
    rows: int
    imported: int
    skipped: int
    dry_run: bool = False
    event_id: int | None = None
    batch_id: int | None = None
    # Of the skipped rows: those repeating an earlier row of the file, and those already in Casebook.
    skipped_in_file: int = 0
    skipped_present: int = 0
    # The first MAX_LISTED_SKIPPED skipped rows (writing.skipped_rows), in file order.
    skipped_rows: list[dict[str, Any]] = field(default_factory=list)
    # A dry run's findings (see preview_body).
    problems: Problems | None = None
    duplicates: list[dict[str, Any]] = field(default_factory=list)
    new_bhruk_ids: list[dict[str, Any]] = field(default_factory=list)

    def preview_body(self) -> dict[str, Any]:
        """The dry-run answer of POST /api/cases/upload-csv?dryRun=true.

        The counts are those of the rows without problems: what the upload does once the problems are fixed
        (with any problem it imports nothing, which the dialog says).
        """
        problems = self.problems or Problems()
        first = self.new_bhruk_ids[0]["first"] if self.new_bhruk_ids else None
        last = self.new_bhruk_ids[0]["last"] if self.new_bhruk_ids else None
        return {
            "rows": self.rows,
            "wouldImport": self.imported,
            "wouldSkip": self.skipped,
            "wouldSkipInFile": self.skipped_in_file,
            "wouldSkipPresent": self.skipped_present,
            "skippedRows": self.skipped_rows,
            "errors": problems.items,
            "errorCount": problems.count,
            "duplicates": self.duplicates,
            "newBhrukIds": self.new_bhruk_ids,
            # The first group's range, kept for older clients; newBhrukIds has every group's.
            "firstNewBhrukId": first,
            "lastNewBhrukId": last,
        }

    def upload_body(self) -> dict[str, Any]:
        """The answer of a finished upload: the message (the toast) and the counts, with the skipped rows."""
        return {
            "message": self.message,
            "imported": self.imported,
            "skipped": self.skipped,
            "skippedInFile": self.skipped_in_file,
            "skippedPresent": self.skipped_present,
            "skippedRows": self.skipped_rows,
        }

    def problem_error(self) -> CsvImportError | None:
        """A dry run's row problems as the error the import would have raised, or None."""
        return self.problems.error() if self.problems and self.problems.count else None

    @property
    def message(self) -> str:
        """'Imported 3 cases.' and, when rows were skipped, which and why (the first MAX_NAMED_SKIPPED)."""
        cases = f"{self.imported} case{'' if self.imported == 1 else 's'}"
        if self.dry_run:
            text = f"Dry run: {cases} would be imported; nothing was written."
        elif not self.imported and self.skipped:
            text = "No new cases."
        else:
            text = f"Imported {cases}."
        return f"{text} {self.skipped_text}" if self.skipped else text

    @property
    def skipped_text(self) -> str:
        """E.g. 'Skipped 2 rows: row 4 repeats row 2; row 7 is already in Casebook as BHR UK ID 1003.'"""
        noun = "row" if self.skipped == 1 else "rows"
        named = [writing.skip_summary(item) for item in self.skipped_rows[:MAX_NAMED_SKIPPED]]
        more = self.skipped - len(named)
        listed = "; ".join(named) + (f"; and {more} more" if more > 0 else "")
        return f"Skipped {self.skipped} {noun}: {listed}."


def cases_import_csv(
    *, file: IO[bytes], file_name: str, actor: User | None, dry_run: bool = False, progress: Progress | None = None
) -> ImportResult:
    """Import the cases of a CSV file (a binary, seekable file object), all or nothing, as one import batch
    (the result's batch_id).

    Raises CsvImportError for a file that cannot be read or has invalid rows; the database is then unchanged.
    With dry_run nothing is written: the result counts what would happen and holds the rows' problems (not
    raised), the duplicates and the BHR UK IDs the new cases would get; a file-level problem still raises.
    """
    encoding = detect_encoding(file)
    problems = Problems() if dry_run else None
    with connection.cursor() as cursor, writing.bulk_session(cursor):
        writing.create_staging(cursor)
        try:
            rows = stage_rows(cursor, file, encoding, progress, problems)
            if problems is not None:
                return _preview(cursor, rows, problems)
            return _write(cursor, rows, file_name=file_name, actor=actor, progress=progress)
        finally:
            writing.drop_staging(cursor)


def stage_rows(
    cursor: CursorWrapper, file: IO[bytes], encoding: str, progress: Progress | None, problems: Problems | None
) -> int:
    """Read and check the file into the staging table (writing.create_staging); returns the number of rows."""
    size = file.seek(0, io.SEEK_END)
    file.seek(0)

    def report() -> None:
        if progress:
            progress("read", file.tell(), size)

    text = io.TextIOWrapper(file, encoding=encoding, newline="")
    try:
        with writing.StagingWriter(cursor) as staging:
            suffix = "+00:00" if writing.postgres() else ""
            rows = read_rows(text, write=staging.write, datetime_suffix=suffix, progress=report, problems=problems)
    finally:
        text.detach()  # the caller owns the file
    if progress:
        progress("read", size, size)
    return rows


def _preview(cursor: CursorWrapper, rows: int, problems: Problems) -> ImportResult:
    with transaction.atomic():
        writing.begin_write(cursor, lock=False)
        writing.mark_skipped(cursor)
        counts = writing.group_counts(cursor)
        in_file, present = writing.skipped_counts(cursor)
        return ImportResult(
            rows=rows,
            imported=sum(n for _, _, n in counts),
            skipped=in_file + present,
            skipped_in_file=in_file,
            skipped_present=present,
            skipped_rows=writing.skipped_rows(cursor, limit=MAX_LISTED_SKIPPED),
            dry_run=True,
            problems=problems,
            duplicates=preview.duplicates(cursor),
            new_bhruk_ids=preview.new_id_ranges(counts),
        )


def _write(
    cursor: CursorWrapper, rows: int, *, file_name: str, actor: User | None, progress: Progress | None
) -> ImportResult:
    with transaction.atomic():
        writing.begin_write(cursor, lock=True)
        writing.mark_skipped(cursor)
        counts = writing.group_counts(cursor)
        imported = sum(n for _, _, n in counts)
        in_file, present = writing.skipped_counts(cursor)
        result = ImportResult(
            rows=rows,
            imported=imported,
            skipped=rows - imported,
            skipped_in_file=in_file,
            skipped_present=present,
            skipped_rows=writing.skipped_rows(cursor, limit=MAX_LISTED_SKIPPED),
        )
        if progress:
            progress("write", 0, imported)
        blocks = [writing.reserve_block(group, widget, n) for group, widget, n in counts]
        event = audit_record(
            action=AuditEvent.Action.IMPORT,
            actor=actor,
            changes={"fileName": file_name, "rows": rows, "imported": imported, "skipped": result.skipped},
        )
        result.event_id = event.pk
        now = timezone.now()
        id_range = writing.insert_cases(cursor, blocks, event.pk, now) if imported else (None, None)
        batch = import_batch_record(
            event=event,
            file_name=file_name,
            rows=rows,
            created=imported,
            skipped=result.skipped,
            case_ids=id_range,
            cases_updated_at=now,
        )
        result.batch_id = batch.pk
        if progress:
            progress("write", imported, imported)
    return result
