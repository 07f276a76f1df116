"""The error report: the rows of a CSV file that have problems or would be skipped, every original column plus
"Errors" and "Skipped".

The file is checked and staged by the import's own code (the dry run: reading.read_rows, then
writing.mark_skipped), so the report says exactly what an upload would do. Then the file is read again and
only the reported rows are copied out, merged in file order with the skipped rows read from the staging table
in pages, so memory stays flat. The user can fix the rows in a spreadsheet and upload the report itself (the
import ignores the extra columns; skipped rows are skipped again).
"""

import csv
import io
import tempfile
from collections.abc import Iterator
from typing import IO

from django.db import connection, transaction

from cases.importing import writing
from cases.importing.reading import Problems, detect_encoding, read_header
from cases.importing.services import stage_rows

ERRORS_COLUMN = "Errors"
SKIPPED_COLUMN = "Skipped"
SKIPPED_PAGE = 5_000
REPORT_IN_MEMORY = 4 * 1024 * 1024  # a report larger than this is spooled to a temporary file


def error_report_name(file_name: str) -> str:
    """The report's download name: the uploaded file's stem and -errors.csv."""
    stem = file_name.rsplit(".", 1)[0] if "." in file_name else file_name
    return f"{stem}-errors.csv"


def import_error_report_file(*, file) -> tuple[IO[bytes], int]:
    """The report of `file` as a binary file, rewound (what the endpoint answers and the job stores), and the
    number of rows it reports. Raises CsvImportError as import_error_report does.
    """
    report = tempfile.SpooledTemporaryFile(max_size=REPORT_IN_MEMORY, mode="w+b")  # noqa: SIM115 - handed back open; the caller closes it
    text = io.TextIOWrapper(report, encoding="utf-8-sig", newline="")
    try:
        reported = import_error_report(file=file, output=text)
    except BaseException:
        text.close()
        raise
    text.flush()
    text.detach()
    report.seek(0)
    return report, reported


def import_error_report(*, file, output: IO[str]) -> int:
    """Write the report of `file` (binary, seekable) as CSV to `output`; returns the number of rows reported.

    Raises CsvImportError for a file the import would refuse as a whole (empty, not CSV, missing columns).
    """
    encoding = detect_encoding(file)
    problems = Problems(by_row=True)
    with connection.cursor() as cursor, writing.bulk_session(cursor):
        writing.create_staging(cursor)
        try:
            stage_rows(cursor, file, encoding, None, problems)
            with transaction.atomic():
                writing.begin_write(cursor, lock=False)
                writing.mark_skipped(cursor)
                writing.index_rows(cursor)
                return _write_report(file, encoding, problems.by_row or {}, _skipped(cursor), output)
        finally:
            writing.drop_staging(cursor)


def _skipped(cursor) -> Iterator[tuple[int, str]]:
    """(row, why) of every skipped row, in file order, read in pages."""
    after = 0
    while True:
        page = writing.skipped_rows(cursor, after=after, limit=SKIPPED_PAGE)
        for item in page:
            yield item["row"], item["text"]
        if len(page) < SKIPPED_PAGE:
            return
        after = page[-1]["row"]


def _write_report(file, encoding: str, by_row: dict[int, list[str]], skipped, output: IO[str]) -> int:
    writer = csv.writer(output, lineterminator="\r\n")
    reported = 0
    next_skip = next(skipped, None)
    with _Text(file, encoding) as text:
        reader = csv.reader(text)
        header_row, header = read_header(reader)
        writer.writerow([*header, ERRORS_COLUMN, SKIPPED_COLUMN])
        width = len(header)
        for rownum, fields in enumerate(reader, header_row + 1):
            messages = by_row.get(rownum)
            why = ""
            if next_skip is not None and next_skip[0] == rownum:
                why = next_skip[1]
                next_skip = next(skipped, None)
            if messages or why:
                writer.writerow([*fields, *[""] * (width - len(fields)), "; ".join(messages or []), why])
                reported += 1
    return reported


class _Text:
    """The binary file read as text from its start, detached afterwards (the caller owns the file)."""

    def __init__(self, binary, encoding: str):
        self.binary, self.encoding = binary, encoding

    def __enter__(self) -> io.TextIOWrapper:
        self.binary.seek(0)
        self.wrapper = io.TextIOWrapper(self.binary, encoding=self.encoding, newline="")
        return self.wrapper

    def __exit__(self, *exc: object) -> None:
        self.wrapper.detach()
