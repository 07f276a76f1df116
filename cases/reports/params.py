"""The reports' query parameters: company and a London date range (the last 26 weeks unless given)."""

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from django.core.exceptions import ValidationError

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter

from cases.audit_log.filters import DATE_PARAMETERS, LONDON, date_range, london_midnight

DEFAULT_WEEKS = 26
MAX_WEEKS = 104
FUTURE_START = "The start date must not be after today when no end date is given."


@dataclass(frozen=True)
class ReportParams:
    company: str | None
    date_from: date  # a Monday
    date_to: date  # a Sunday
    weeks: int

    @property
    def since(self) -> datetime:
        return london_midnight(self.date_from)

    @property
    def until(self) -> datetime:
        return london_midnight(self.date_to + timedelta(days=1))

    def week_starts(self) -> list[datetime]:
        """The London Monday midnights opening each week, and the one closing the last."""
        return [london_midnight(self.date_from + timedelta(weeks=i)) for i in range(self.weeks + 1)]


def parse_report_params(params, *, now: datetime) -> ReportParams:
    """Whole weeks covering dateFrom..dateTo; by default the 26 weeks ending with the current one."""
    company = (params.get("company") or "").strip()
    date_from, date_to = date_range(params)
    today = now.astimezone(LONDON).date()
    if date_from and not date_to and date_from > today:
        raise ValidationError({"dateFrom": [FUTURE_START]})
    end = date_to or today
    end = end + timedelta(days=6 - end.weekday())
    start = date_from or (end - timedelta(weeks=DEFAULT_WEEKS) + timedelta(days=1))
    start = start - timedelta(days=start.weekday())
    weeks = (end - start).days // 7 + 1
    if weeks > MAX_WEEKS:
        raise ValidationError({"dateFrom": [f"Choose a range of at most {MAX_WEEKS} weeks."]})
    return ReportParams(
        company=None if not company or company.lower() == "all" else company,
        date_from=start,
        date_to=end,
        weeks=weeks,
    )


REPORT_PARAMETERS = [
    OpenApiParameter("company", OpenApiTypes.STR, description="Exact company (widget); all or empty: every company"),
    *DATE_PARAMETERS,
]
