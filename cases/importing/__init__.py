"""CSV import of cases (SPEC §2 Upload CSV Cases, §7 upload-csv): every row is checked, then all or nothing is written.

The file is streamed, never held in memory, so the same code serves a 50 MB upload and a million-row file
from `manage.py import_cases`:

1. the bytes are scanned once to choose the encoding (UTF-8 with or without BOM, else Windows-1252);
2. the rows are parsed and checked (reading.py) and copied into a temporary staging table (writing.py: COPY on
   PostgreSQL, executemany on SQLite). After the first problem nothing more is staged, but every row is
   still checked so the answer can count them all;
3. in one transaction, SQL marks the rows to skip (already in the database, or repeated earlier in the file),
   BHR UK IDs are reserved per company group from `cases.sequences`, one audit event is recorded and a single
   INSERT ... SELECT moves the rows into the case table with the event as their `import_event`.
"""

import io
from collections.abc import Callable
from dataclasses import dataclass

from django.db import connection, transaction

from cases.audit import audit_record
from cases.importing import writing
from cases.importing.reading import (
    FILE_REQUIRED,
    REQUIRED_COLUMNS,
    TOO_LARGE,
    CsvImportError,
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


@dataclass
class ImportResult:
    rows: int
    imported: int
    skipped: int
    dry_run: bool = False
    event_id: int | None = None

    @property
    def message(self) -> str:
        cases = f"{self.imported} case{'' if self.imported == 1 else 's'}"
        if self.dry_run:
            text = f"Dry run: {cases} would be imported"
            if self.skipped:
                text += f" ({self.skipped} already present would be skipped)"
            return text + "; nothing was written."
        if not self.imported and self.skipped:
            return f"No new cases: all {self.skipped} were already present."
        text = f"Imported {cases}"
        if self.skipped:
            verb = "was" if self.skipped == 1 else "were"
            text += f" ({self.skipped} already present {verb} skipped)"
        return text + "."


def cases_import_csv(
    *, file, file_name: str, actor, dry_run: bool = False, progress: Progress | None = None
) -> ImportResult:
    """Import the cases of a CSV file (a binary, seekable file object), all or nothing.

    Raises CsvImportError for a file that cannot be read or has invalid rows; the database is then unchanged.
    With dry_run the file is checked and counted but nothing is written.
    """
    encoding = detect_encoding(file)
    with connection.cursor() as cursor, writing.bulk_session(cursor):
        writing.create_staging(cursor)
        try:
            rows = _stage(cursor, file, encoding, progress)
            return _write(cursor, rows, file_name=file_name, actor=actor, dry_run=dry_run, progress=progress)
        finally:
            writing.drop_staging(cursor)


def _stage(cursor, file, encoding: str, progress: Progress | None) -> int:
    size = file.seek(0, io.SEEK_END)
    file.seek(0)

    def report() -> None:
        if progress:
            progress("read", file.tell(), size)

    text = io.TextIOWrapper(file, encoding=encoding, newline="")
    try:
        with writing.StagingWriter(cursor) as staging:
            suffix = "+00:00" if writing.postgres() else ""
            rows = read_rows(text, write=staging.write, datetime_suffix=suffix, progress=report)
    finally:
        text.detach()  # the caller owns the file
    if progress:
        progress("read", size, size)
    return rows


def _write(cursor, rows: int, *, file_name: str, actor, dry_run: bool, progress: Progress | None) -> ImportResult:
    with transaction.atomic():
        writing.begin_write(cursor, lock=not dry_run)
        writing.mark_skipped(cursor)
        counts = writing.group_counts(cursor)
        imported = sum(n for _, _, n in counts)
        result = ImportResult(rows=rows, imported=imported, skipped=rows - imported, dry_run=dry_run)
        if dry_run:
            return result
        if progress:
            progress("write", 0, imported)
        blocks = [writing.reserve_block(group, widget, n) for group, widget, n in counts]
        event = audit_record(
            action=AuditEvent.Action.IMPORT,
            actor=actor,
            changes={"fileName": file_name, "rows": rows, "imported": imported, "skipped": result.skipped},
        )
        result.event_id = event.pk
        if imported:
            writing.insert_cases(cursor, blocks, event.pk)
        if progress:
            progress("write", imported, imported)
    return result
