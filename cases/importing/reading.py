"""Reading an uploaded CSV: encoding, header, and the check of every row (pure Python, no database)."""

import codecs
import csv
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from cases import rules
from cases.models import Case, max_length_of

LONDON = ZoneInfo("Europe/London")
MAX_LISTED_PROBLEMS = 100

# --- Messages (the UI toasts `message` verbatim) ---------------------------------------------------------

FILE_REQUIRED = "Choose a CSV file to upload."
EMPTY_FILE = "The file is empty."
HEADER_ONLY = "The file has a header row but no cases."
NOT_CSV = "This file is not a CSV file. Save it as CSV (comma delimited) and try again."
UTF16_FILE = "This file is saved as UTF-16 text. Save it as CSV UTF-8 (comma delimited) and try again."
UNKNOWN_ENCODING = "The file's text encoding was not recognised. Save it as CSV UTF-8 and try again."
BAD_UTF8 = "The file starts with a UTF-8 marker but contains bytes that are not UTF-8 text."
UNREADABLE = "The file could not be read as CSV at row {row}: {detail}."
TOO_LARGE = "The file is too large ({size}); the limit is {limit}."
MISSING_COLUMNS = "The file is missing required column{s}: {names}."
MISSING_COLUMN = "Required column is missing."
FIELD_COUNT = "Expected {expected} fields but found {found}."
COMPANY_REQUIRED = "Company is required"
DATE_REQUIRED = "Created At is required."
BAD_DATE = 'Not a date: "{value}". Use 2025-01-31, 2025-01-31T14:05:00 or 31/01/2025 14:05.'
TOO_LONG = "Longer than {limit} characters."
KAM_TOO_LONG = "The OB Link's number is longer than {limit} digits."


def size_text(size: int) -> str:
    """50 MB, 1.5 MB, 3 KB, 900 bytes."""
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f}".removesuffix(".0") + " MB"
    if size >= 1024:
        return f"{size // 1024} KB"
    return f"{size} bytes"


class CsvImportError(Exception):
    """A file that cannot be imported. `errors` lists problems as {row, column, message}; nothing was written."""

    def __init__(self, message: str, *, errors: list[dict] | None = None, count: int | None = None, status=400):
        super().__init__(message)
        self.message = message
        self.errors = errors or []
        self.error_count = count if count is not None else len(self.errors)
        self.status_code = status

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"message": self.message}
        if self.errors:
            body.update(errors=self.errors, errorCount=self.error_count)
        return body


class Problems:
    """Every problem is counted; the first MAX_LISTED_PROBLEMS are kept for the answer.

    With `by_row`, every problem's text is also kept per row number (for the error report).
    """

    def __init__(self, *, by_row: bool = False):
        self.items: list[dict] = []
        self.count = 0
        self.by_row: dict[int, list[str]] | None = {} if by_row else None

    def add(self, row: int, column: str | None, message: str) -> None:
        self.count += 1
        if len(self.items) < MAX_LISTED_PROBLEMS:
            self.items.append({"row": row, "column": column, "message": message})
        if self.by_row is not None:
            self.by_row.setdefault(row, []).append(f"{column}: {message}" if column else message)

    def error(self) -> CsvImportError:
        first = self.items[0]
        where = f"row {first['row']}" + (f" ({first['column']})" if first["column"] else "")
        noun = "problem" if self.count == 1 else "problems"
        message = f"The file has {self.count} {noun}; nothing was imported. First: {where}: {first['message']}"
        return CsvImportError(message, errors=self.items, count=self.count)


# --- Encoding ----------------------------------------------------------------------------------------------

# Control bytes that never occur in a text CSV (tab, LF, VT, FF, CR and Ctrl-Z are allowed).
_CONTROL_BYTES = re.compile(rb"[\x00-\x08\x0e-\x19\x1b-\x1f]")


def detect_encoding(binary) -> str:
    """utf-8-sig (with or without BOM) or cp1252, after one streaming pass; raises CsvImportError otherwise."""
    binary.seek(0)
    head = binary.read(64 * 1024)
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise CsvImportError(UTF16_FILE)
    if not head.removeprefix(codecs.BOM_UTF8).strip():
        raise CsvImportError(EMPTY_FILE)
    if _CONTROL_BYTES.search(head):
        raise CsvImportError(NOT_CSV)
    if _decodes(binary, "utf-8-sig"):
        return "utf-8-sig"
    if head.startswith(codecs.BOM_UTF8):
        raise CsvImportError(BAD_UTF8)
    if _decodes(binary, "cp1252"):
        return "cp1252"
    raise CsvImportError(UNKNOWN_ENCODING)


def _decodes(binary, encoding: str) -> bool:
    decoder = codecs.getincrementaldecoder(encoding)()
    binary.seek(0)
    try:
        while chunk := binary.read(1024 * 1024):
            decoder.decode(chunk)
        decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        return False
    finally:
        binary.seek(0)
    return True


# --- Columns -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Column:
    field: str
    label: str  # as guide: screens lists it; also the `column` of a problem
    names: tuple[str, ...]  # accepted headers (normalised), most preferred first


# The short name or the full label of guide: screens match; so does the bracketed name (Company, OB Link), which is how
# the export heads those columns, so an exported file can be uploaded again (its rows are all skipped).
REQUIRED_COLUMNS = (
    Column("widget", "Widget (Company)", ("widget", "widget (company)", "company")),
    Column("report_type", "Report Type", ("report type",)),
    Column(
        "external_user_id",
        "External User ID (OB Link)",
        ("external user id", "external user id (ob link)", "ob link"),
    ),
    Column("name", "Name", ("name",)),
    Column("email", "Email", ("email",)),
    Column("source_user_id", "User ID", ("user id",)),
    Column("created_at", "Created At", ("created at",)),
    Column("original_status", "Status", ("status", "original status")),
)
LABELS = {c.field: c.label for c in REQUIRED_COLUMNS}
TEXT_FIELDS = ("widget", "report_type", "external_user_id", "name", "email", "source_user_id", "original_status")
# Name fills both name and client_name, so the shorter limit applies.


MAX_LENGTHS = {f: max_length_of(Case, f) for f in TEXT_FIELDS}
MAX_LENGTHS["name"] = min(MAX_LENGTHS["name"], max_length_of(Case, "client_name"))
KAM_MAX = max_length_of(Case, "kam_id")


def normalise_header(text: str) -> str:
    return " ".join(text.replace("\ufeff", "").split()).casefold()


def match_columns(header: list[str], *, row: int = 1) -> dict[str, int]:
    """{field: index} for the required columns; raises CsvImportError naming every missing one."""
    positions: dict[str, int] = {}
    for i, text in enumerate(header):
        positions.setdefault(normalise_header(text), i)
    found, missing = {}, []
    for column in REQUIRED_COLUMNS:
        index = next((positions[n] for n in column.names if n in positions), None)
        if index is None:
            missing.append(column.label)
        else:
            found[column.field] = index
    if missing:
        raise CsvImportError(
            MISSING_COLUMNS.format(s="s" if len(missing) > 1 else "", names=", ".join(missing)),
            errors=[{"row": row, "column": label, "message": MISSING_COLUMN} for label in missing],
        )
    return found


# --- Dates -------------------------------------------------------------------------------------------------

_DAY_FIRST = re.compile(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?")
# London's offset for each local wall-clock hour seen: it only changes on the hour, so this is exact (an
# ambiguous or skipped hour gets zoneinfo's fold=0 answer) and spares a zoneinfo conversion per row.
_LONDON_OFFSETS: dict[tuple[int, int, int, int], timedelta] = {}


def utc_naive(text: str) -> datetime | None:
    """ISO 8601 or UK day-first (31/01/2025, 31/01/2025 14:05[:30]) as naive UTC; naive input is Europe/London.

    None if the text is neither.
    """
    match = _DAY_FIRST.fullmatch(text)
    try:
        if match:
            day, month, year, hour, minute, second = match.groups()
            value = datetime(int(year), int(month), int(day), int(hour or 0), int(minute or 0), int(second or 0))  # noqa: DTZ001 - London wall time; its offset is applied below
        else:
            value = datetime.fromisoformat(text)
        if value.tzinfo is not None:
            return value.astimezone(UTC).replace(tzinfo=None)
        key = (value.year, value.month, value.day, value.hour)
        offset = _LONDON_OFFSETS.get(key)
        if offset is None:
            if len(_LONDON_OFFSETS) > 100_000:
                _LONDON_OFFSETS.clear()
            london_offset = value.replace(tzinfo=LONDON).utcoffset()
            assert london_offset is not None  # a ZoneInfo always has an offset  # noqa: S101
            offset = _LONDON_OFFSETS[key] = london_offset
        return value - offset
    except (ValueError, OverflowError):
        return None


def parse_created_at(text: str) -> datetime | None:
    """Created At as an aware UTC datetime, or None (see utc_naive)."""
    value = utc_naive(text)
    return value.replace(tzinfo=UTC) if value else None


# --- Rows ----------------------------------------------------------------------------------------------------

# What each valid row becomes, in order: the staging table's columns.
STAGED = (
    "rownum",
    "grp",
    "widget",
    "external_user_id",
    "source_user_id",
    "report_type",
    "name",
    "email",
    "original_status",
    "kam_id",
    "kam_key",
    "client_key",
    "created_at",
)


def read_rows(
    text,
    *,
    write: Callable[[tuple], None],
    datetime_suffix: str,
    progress: Callable[[], None],
    problems: Problems | None = None,
) -> int:
    """Check every row of the CSV text stream and pass each valid one to `write` as a STAGED tuple.

    After the first problem nothing more is written, but every row is still checked so that all problems
    are counted; raises CsvImportError. Given `problems` (a preview), the rows' problems are collected there
    instead of raised and every valid row is still written. File-level problems always raise.
    Returns the number of data rows (blank lines are not rows).
    `datetime_suffix` is appended to Created At (naive UTC, "YYYY-MM-DD HH:MM:SS") for the database.
    """
    reader = csv.reader(text)
    rownum, header = read_header(reader)
    columns = match_columns(header, row=rownum)
    collect = problems is not None
    found = problems if problems is not None else Problems()
    rows = _check_rows(reader, rownum + 1, columns, len(header), write, datetime_suffix, progress, found, collect)
    if found.count and not collect:
        raise found.error()
    if not rows:
        raise CsvImportError(HEADER_ONLY)
    return rows


def read_header(reader) -> tuple[int, list[str]]:
    """(row number, fields) of the header: the first record that is not blank nor Excel's "sep=," line."""
    try:
        rownum, header = next(((n, f) for n, f in enumerate(reader, 1) if _is_header(f)), (0, None))
    except csv.Error as exc:
        raise _unreadable(reader.line_num, exc) from exc
    if header is None:
        raise CsvImportError(EMPTY_FILE)
    return rownum, header


def _is_header(fields: list[str]) -> bool:
    """Not a blank line, nor the "sep=," line Excel writes when asked to name the delimiter."""
    if fields and fields[0].strip().lower().startswith("sep=") and not any(f.strip() for f in fields[1:]):
        return False
    return any(f.strip() for f in fields)


def _unreadable(row: int, exc: csv.Error) -> CsvImportError:
    return CsvImportError(UNREADABLE.format(row=row, detail=str(exc).rstrip(".")))


def _check_rows(reader, first_row, columns, width, write, datetime_suffix, progress, problems, keep_writing) -> int:  # noqa: PLR0917 - the per-row hot loop, see its docstring
    """The per-row loop, kept flat: at a million rows every attribute lookup and call shows."""
    iw, it, ix, inm, ie, iu, ic, ist = (columns[c.field] for c in REQUIRED_COLUMNS)
    lw, lt, lx, ln, le, lu, ls = (MAX_LENGTHS[f] for f in TEXT_FIELDS)
    groups: dict[str, str] = {}
    expected_kam, kam_key, client_key, company_group, clean = (
        rules.expected_kam_id,
        rules.kam_key,
        rules.client_key,
        rules.company_group,
        rules.clean_text,
    )
    rows = 0
    rownum = first_row - 1
    try:
        for rownum, fields in enumerate(reader, first_row):
            if len(fields) != width:
                if fields and any(f.strip() for f in fields):
                    rows += 1
                    problems.add(rownum, None, FIELD_COUNT.format(expected=width, found=len(fields)))
                continue
            widget = fields[iw].strip()
            report_type = fields[it].strip()
            ob_link = fields[ix].strip()
            name = fields[inm].strip()
            email = fields[ie].strip()
            user_id = fields[iu].strip()
            status = fields[ist].strip()
            # isascii() is a flag read: only the rare row with other characters pays for rules.clean_text.
            if not (
                widget.isascii()
                and report_type.isascii()
                and ob_link.isascii()
                and name.isascii()
                and email.isascii()
                and user_id.isascii()
                and status.isascii()
            ):
                widget, report_type, ob_link, name, email, user_id, status = (
                    clean(v) for v in (widget, report_type, ob_link, name, email, user_id, status)
                )
            created = utc_naive(fields[ic].strip())
            kam_id = expected_kam(ob_link)
            if (
                not widget
                or created is None
                or len(widget) > lw
                or len(report_type) > lt
                or len(ob_link) > lx
                or len(name) > ln
                or len(email) > le
                or len(user_id) > lu
                or len(status) > ls
                or len(kam_id) > KAM_MAX
            ):
                if not any(f.strip() for f in fields):
                    continue  # a blank line saved with its commas
                rows += 1
                _report_row(problems, rownum, fields, columns, kam_id)
                continue
            rows += 1
            if problems.count and not keep_writing:
                continue
            group = groups.get(widget)
            if group is None:
                if len(groups) > 10_000:
                    groups.clear()
                group = groups[widget] = company_group(widget)
            write(
                (
                    rownum,
                    group,
                    widget,
                    ob_link,
                    user_id,
                    report_type,
                    name,
                    email,
                    status,
                    kam_id,
                    kam_key(kam_id),
                    client_key(name),
                    created.isoformat(" ") + datetime_suffix,
                )
            )
            if not rows % 20_000:
                progress()
    except csv.Error as exc:
        raise _unreadable(rownum + 1, exc) from exc
    return rows


def _report_row(problems: Problems, rownum: int, fields: list[str], columns: dict[str, int], kam_id: str) -> None:
    values = {f: rules.clean_text(fields[i]) for f, i in columns.items()}
    if not values["widget"]:
        problems.add(rownum, LABELS["widget"], COMPANY_REQUIRED)
    for name in TEXT_FIELDS:
        if len(values[name]) > MAX_LENGTHS[name]:
            problems.add(rownum, LABELS[name], TOO_LONG.format(limit=MAX_LENGTHS[name]))
    if len(kam_id) > KAM_MAX:
        problems.add(rownum, LABELS["external_user_id"], KAM_TOO_LONG.format(limit=KAM_MAX))
    if not values["created_at"]:
        problems.add(rownum, LABELS["created_at"], DATE_REQUIRED)
    elif utc_naive(values["created_at"]) is None:
        shown = values["created_at"] if len(values["created_at"]) <= 40 else values["created_at"][:40] + "..."
        problems.add(rownum, LABELS["created_at"], BAD_DATE.format(value=shown))
