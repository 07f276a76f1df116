"""What an export contains: the columns, their display rules, and the querysets that read them.

Labels, Yes/No and formula neutralisation are SQL expressions (CASE) built from cases.rules, so the database
does that work for every row; dates and times are turned into Europe/London wall time here or, for the
PostgreSQL CSV, in SQL.
"""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from django.db.models import Case, F, Func, OuterRef, QuerySet, Subquery, TextField, Value, When
from django.db.models.functions import Cast, Concat, Left
from django.db.models.lookups import In

from cases import rules
from cases.listing.query import CaseFilters, PageRequest
from cases.listing.selectors import cases_listed
from cases.selectors import cases_visible_to
from cases.turnaround.states import state_label_expression
from cases.working_days import london_today

TIME_ZONE = "Europe/London"
LONDON = ZoneInfo(TIME_ZONE)
# OWASP "CSV Injection": a cell starting with one of these may be read as a formula (a leading | starts a DDE
# command in some spreadsheets; tab and CR are dropped by some before they read the rest).
FORMULA_TRIGGERS = ("=", "+", "-", "@", "|", "\t", "\r")


@dataclass(frozen=True)
class ExportColumn:
    header: str
    # A Case field, "master" (the BHR UK ID of the case it was merged into) or "turnaround_state" (the clock's state)
    source: str
    kind: str  # text | bool | datetime | date | amount | status | hold | mi
    width: int  # Excel column width


COLUMNS = (
    ExportColumn("Company", "widget", "text", 22),
    ExportColumn("OB Link", "external_user_id", "text", 40),
    ExportColumn("Created At", "created_at", "datetime", 20),
    ExportColumn("KAM ID", "kam_id", "text", 12),
    ExportColumn("Client Name", "client_name", "text", 26),
    ExportColumn("BHRUK ID", "bhruk_id", "text", 12),
    ExportColumn("Instructed", "instructed", "bool", 11),
    ExportColumn("Current Status", "current_status", "status", 26),
    ExportColumn("On Hold Reason", "on_hold_reason", "hold", 26),
    ExportColumn("Invoiced", "invoiced", "bool", 10),
    ExportColumn("Invoice Date", "invoice_date", "date", 13),
    ExportColumn("Invoice Number", "invoice_number", "text", 16),
    ExportColumn("MI Type", "mi_type", "mi", 20),
    ExportColumn("MI Amount (£)", "mi_amount", "amount", 15),
    ExportColumn("Locked", "is_locked", "bool", 9),
    ExportColumn("Locked At", "locked_at", "datetime", 20),
    ExportColumn("Cancelled", "is_cancelled", "bool", 11),
    ExportColumn("Cancellation Reason", "cancellation_reason", "text", 24),
    ExportColumn("Merged", "is_merged", "bool", 9),
    ExportColumn("Merged Into (BHRUK ID)", "master", "text", 14),
    ExportColumn("Merged At", "merged_at", "datetime", 20),
    ExportColumn("Notes", "notes", "text", 40),
    ExportColumn("Report Type", "report_type", "text", 16),
    ExportColumn("Name", "name", "text", 26),
    ExportColumn("Email", "email", "text", 30),
    ExportColumn("User ID", "source_user_id", "text", 14),
    ExportColumn("Original Status", "original_status", "text", 16),
    ExportColumn("Updated At", "updated_at", "datetime", 20),
    # The turnaround clock (cases.turnaround): its due date (blank when not started or paused) and its state's
    # words as of the export ("turnaround_state", annotated by export_queryset).
    ExportColumn("Due Date", "turnaround_due", "date", 13),
    ExportColumn("Turnaround", "turnaround_state", "text", 13),
)
HEADERS = [c.header for c in COLUMNS]

LABELS = {
    "status": {v: rules.status_label(v) for v in [*rules.Status.values, *rules.EXTRA_STATUS_LABELS]},
    "hold": dict(rules.OnHoldReason.choices),
    "mi": {v: rules.mi_tag(v) for v in rules.MiType.values},
}


def label(kind: str, value: str | None) -> str:
    """The display label of a stored code (an unknown code shows as it is)."""
    return LABELS[kind].get(value, value or "") if value else ""


# --- Querysets -------------------------------------------------------------------------------------------------


def export_queryset(
    *, user, include_all: bool, filters: CaseFilters | None = None, order: PageRequest | None = None
) -> QuerySet:
    """The cases to export, with `master`: the BHR UK ID of the case each was merged into, when the user may see
    that case.

    Without `filters` (guide: api#endpoints): the cases the user may see (clients: their company only), active ones
    unless include_all, newest BHR UK ID first. With `filters` (the current view): exactly the dashboard list's rows in
    its order (`order`, by default the list's default sort); include_all is then not used.
    """
    if filters is not None:
        qs = cases_listed(user=user, filters=filters, page=order or PageRequest())
    else:
        qs = cases_visible_to(user=user)
        if not include_all:
            qs = qs.filter(is_cancelled=False, is_merged=False)
        qs = qs.order_by("-bhruk_number", "-id")
    master = cases_visible_to(user=user).filter(pk=OuterRef("merged_into_id")).values("bhruk_id")[:1]
    return qs.annotate(
        master=Case(When(merged_into_id__isnull=False, then=Subquery(master)), default=None, output_field=TextField()),
        turnaround_state=state_label_expression(today=london_today()),
    )


def _neutralised(expression):
    return Case(
        When(In(Left(expression, 1), list(FORMULA_TRIGGERS)), then=Concat(Value("'"), expression)),
        default=expression,
        output_field=TextField(),
    )


def _labelled(kind: str, source: str):
    whens = [When(**{source: code}, then=Value(text)) for code, text in LABELS[kind].items()]
    return _neutralised(Case(*whens, default=F(source), output_field=TextField()))


class _LondonIso(Func):
    """PostgreSQL: a timestamptz column as wall time with its offset, 2025-06-30T14:05:09+01:00, in the session's
    time zone: the CSV export sets it to Europe/London for its transaction (one to_char per value; converting
    with AT TIME ZONE and computing the offset separately cost 1.4 s more per million rows)."""

    output_field = TextField()
    template = "to_char(%(expressions)s, 'YYYY-MM-DD\"T\"HH24:MI:SSTZH:TZM')"


class _IsoDate(Func):
    output_field = TextField()
    template = "to_char(%(expressions)s, 'YYYY-MM-DD')"


def csv_values(qs: QuerySet, *, postgres: bool) -> QuerySet:
    """One text value per column, ready for CSV, except where Python finishes the job (not `postgres`):
    datetimes arrive as stored UTC text and amounts as numbers."""
    expressions = {}
    for i, column in enumerate(COLUMNS):
        source = F(column.source)
        if column.kind == "text":
            value = _neutralised(source)
        elif column.kind == "bool":
            value = Case(When(**{column.source: True}, then=Value("Yes")), default=Value("No"))
        elif column.kind in LABELS:
            value = _labelled(column.kind, column.source)
        elif column.kind == "datetime":
            value = _LondonIso(source) if postgres else Cast(source, TextField())
        elif column.kind == "date":
            value = _IsoDate(source) if postgres else Cast(source, TextField())
        else:  # amount: numeric(14, 2) as text keeps both decimals on PostgreSQL
            value = Cast(source, TextField()) if postgres else source
        expressions[f"c{i}"] = value
    return qs.annotate(**expressions).values_list(*expressions)


def raw_values(qs: QuerySet) -> QuerySet:
    """The stored values per column (datetimes as text on SQLite, where Django would parse each one)."""
    names = []
    casts = {}
    for column in COLUMNS:
        if column.kind == "datetime":
            casts[f"{column.source}_text"] = Cast(column.source, TextField())
            names.append(f"{column.source}_text")
        else:
            names.append(column.source)
    return qs.annotate(**casts).values_list(*names)


# --- Time ------------------------------------------------------------------------------------------------------


class LondonClock:
    """UTC instants (stored UTC text "YYYY-MM-DD HH:MM:SS[.f]" or aware datetimes) as Europe/London wall time.

    London's offset only changes on a UTC hour, so each UTC hour is converted once and cached: the rest is
    string slicing, which keeps a million rows cheap.
    """

    EXCEL_EPOCH = datetime(1899, 12, 30)  # noqa: DTZ001 - Excel serials are naive wall time

    def __init__(self):
        # UTC hour ("YYYY-MM-DD HH" or (y, m, d, h)) -> (local "YYYY-MM-DDTHH", "+01:00", Excel serial of the hour)
        self._hours: dict[str | tuple[int, int, int, int], tuple[str, str, float]] = {}

    def _convert(self, key: str | tuple[int, int, int, int]) -> tuple[str, str, float]:
        if len(self._hours) > 100_000:
            self._hours.clear()
        parts = (int(key[:4]), int(key[5:7]), int(key[8:10]), int(key[11:13])) if isinstance(key, str) else key
        year, month, day, hour = parts
        local = datetime(year, month, day, hour, tzinfo=UTC).astimezone(LONDON)
        offset = local.utcoffset() or timedelta(0)
        sign, offset = ("-", -offset) if offset < timedelta(0) else ("+", offset)
        minutes = int(offset.total_seconds()) // 60
        naive = local.replace(tzinfo=None)
        found = self._hours[key] = (
            f"{naive:%Y-%m-%dT%H}",
            f"{sign}{minutes // 60:02d}:{minutes % 60:02d}",
            (naive - self.EXCEL_EPOCH) / timedelta(days=1),
        )
        return found

    def iso(self, value) -> str:
        """2025-06-30T14:05:09+01:00 (to the second)."""
        if isinstance(value, str):
            text_key = value[:13]
            hour = self._hours.get(text_key) or self._convert(text_key)
            return hour[0] + value[13:19] + hour[1]
        value = value.astimezone(UTC)
        hour_key = (value.year, value.month, value.day, value.hour)
        hour = self._hours.get(hour_key) or self._convert(hour_key)
        return f"{hour[0]}:{value.minute:02d}:{value.second:02d}{hour[1]}"

    def excel_serial(self, value) -> float:
        """Days since 1899-12-30 in London wall time, to the second: how a spreadsheet stores a date and time."""
        if isinstance(value, str):
            text_key = value[:13]
            hour = self._hours.get(text_key) or self._convert(text_key)
            return hour[2] + (int(value[14:16]) * 60 + int(value[17:19])) / 86400
        value = value.astimezone(UTC)
        hour_key = (value.year, value.month, value.day, value.hour)
        hour = self._hours.get(hour_key) or self._convert(hour_key)
        return hour[2] + (value.minute * 60 + value.second) / 86400
