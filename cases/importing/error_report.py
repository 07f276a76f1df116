"""The error report: the rows of a CSV file that have problems, every original column plus "Errors".

Two streaming passes over the file: the import's own checks (reading.read_rows) collect each bad row's
problems, then the file is read again and only those rows are copied out, so the user can fix them in a
spreadsheet and upload the report itself (the import ignores the extra Errors column).
"""

import csv
import io
from typing import IO

from cases.importing.reading import Problems, detect_encoding, read_header, read_rows

ERRORS_COLUMN = "Errors"


def import_error_report(*, file, output: IO[str]) -> int:
    """Write the report of `file` (binary, seekable) as CSV to `output`; returns the number of rows reported.

    Raises CsvImportError for a file the import would refuse as a whole (empty, not CSV, missing columns).
    """
    encoding = detect_encoding(file)
    problems = Problems(by_row=True)
    with _Text(file, encoding) as text:
        read_rows(text, write=lambda staged: None, datetime_suffix="", progress=lambda: None, problems=problems)
    by_row = problems.by_row or {}
    writer = csv.writer(output, lineterminator="\r\n")
    with _Text(file, encoding) as text:
        reader = csv.reader(text)
        header_row, header = read_header(reader)
        writer.writerow([*header, ERRORS_COLUMN])
        width = len(header)
        for rownum, fields in enumerate(reader, header_row + 1):
            messages = by_row.get(rownum)
            if messages:
                writer.writerow([*fields, *[""] * (width - len(fields)), "; ".join(messages)])
    return len(by_row)


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
