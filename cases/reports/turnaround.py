"""The turnaround report: per month a case was Sent (its clock stopped, Europe/London) and company, how many were
sent, how many on time (clock met), and the median working days used and paused. Read from the clock columns
(cases.turnaround), never the audit trail: one indexed query over the range's stopped clocks (case_turnaround_stopped),
the medians computed in Python on both databases (a month's sent cases, at most MAX_MONTHS months of them)."""

import re
import statistics
from collections import defaultdict
from dataclasses import dataclass
from datetime import date

from django.core.exceptions import ValidationError
from django.db.models.functions import Upper

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter

from cases.audit_log.filters import london_midnight
from cases.models import TurnaroundPhase
from cases.selectors import cases_visible_to
from cases.working_days import london_date, working_days_after

ALL_COMPANIES = "All companies"
DEFAULT_MONTHS = 12
MAX_MONTHS = 36
_MONTH = re.compile(r"^(\d{4})-(\d{2})$")


@dataclass(frozen=True)
class TurnaroundParams:
    first: date  # the first day of the first month
    last: date  # the first day of the last month
    company: str | None

    def months(self) -> list[date]:
        out, month = [], self.first
        while month <= self.last:
            out.append(month)
            month = _next_month(month)
        return out


def _next_month(month: date) -> date:
    return date(month.year + month.month // 12, month.month % 12 + 1, 1)


def _month(params, name: str) -> date | None:
    value = (params.get(name) or "").strip()
    if not value:
        return None
    found = _MONTH.match(value)
    if not found or not 1 <= int(found.group(2)) <= 12:
        raise ValidationError({name: [f"{name} must be a month written YYYY-MM, such as 2026-10."]})
    return date(int(found.group(1)), int(found.group(2)), 1)


def parse_turnaround_params(params, *, today: date) -> TurnaroundParams:
    """from..to (months, both included); by default the 12 months ending with this one."""
    first, last = _month(params, "from"), _month(params, "to")
    last = last or max(date(today.year, today.month, 1), first or date.min)
    if first is None:
        first = last
        for _ in range(DEFAULT_MONTHS - 1):
            first = date(first.year - (first.month == 1), (first.month - 2) % 12 + 1, 1)
    if first > last:
        raise ValidationError({"to": ["The end month must not be before the start month."]})
    if (last.year - first.year) * 12 + last.month - first.month + 1 > MAX_MONTHS:
        raise ValidationError({"from": [f"Choose a range of at most {MAX_MONTHS} months."]})
    company = (params.get("company") or "").strip()
    return TurnaroundParams(first, last, None if not company or company.lower() == "all" else company)


TURNAROUND_PARAMETERS = [
    OpenApiParameter("from", OpenApiTypes.STR, description="First month, YYYY-MM (Europe/London); included"),
    OpenApiParameter("to", OpenApiTypes.STR, description="Last month, YYYY-MM; included. Default: the last 12 months"),
    OpenApiParameter(
        "company", OpenApiTypes.STR, description="A company (matched ignoring case); all or empty: every one"
    ),
]


def _row(month: str, company: str, used: list[int], paused: list[int], on_time: int) -> dict:
    sent = len(used)
    return {
        "month": month,
        "company": company,
        "sent": sent,
        "onTime": on_time,
        "onTimeRate": round(on_time / sent, 3) if sent else None,
        "medianWorkingDays": statistics.median(used) if used else None,
        "medianPausedDays": statistics.median(paused) if paused else None,
    }


def report_turnaround(*, user, params: TurnaroundParams) -> dict:
    """{"rows": [...]}: per month in order, one row per company that sent cases (by name, ignoring case), then the
    "All companies" row (present for every month, with nulls when none was sent)."""
    cases = cases_visible_to(user=user).filter(
        turnaround_phase__in=(TurnaroundPhase.MET, TurnaroundPhase.MISSED),
        turnaround_stopped_at__gte=london_midnight(params.first),
        turnaround_stopped_at__lt=london_midnight(_next_month(params.last)),
    )
    if params.company:
        cases = cases.annotate(widget_upper=Upper("widget")).filter(widget_upper=params.company.upper())
    rows = cases.order_by().values_list(
        "widget", "turnaround_phase", "turnaround_started_at", "turnaround_stopped_at", "turnaround_paused_days"
    )
    used: dict[tuple[str, str], list[int]] = defaultdict(list)
    paused: dict[tuple[str, str], list[int]] = defaultdict(list)
    on_time: dict[tuple[str, str], int] = defaultdict(int)
    spans: dict[tuple[date, date], int] = {}
    for widget, phase, started, stopped, paused_days in rows.iterator(chunk_size=10_000):
        assert stopped is not None  # filtered on turnaround_stopped_at above  # noqa: S101
        stopped_day = london_date(stopped)
        span = (london_date(started), stopped_day) if started else (stopped_day, stopped_day)
        if span not in spans:
            spans[span] = working_days_after(*span)
        month = stopped_day.strftime("%Y-%m")
        for key in ((month, widget), (month, "")):
            used[key].append(max(spans[span] - (paused_days or 0), 0))
            paused[key].append(paused_days or 0)
            on_time[key] += phase == TurnaroundPhase.MET
    answer = []
    for month in (m.strftime("%Y-%m") for m in params.months()):
        companies = sorted((w for m, w in used if m == month and w), key=lambda w: (w.casefold(), w))
        for widget in companies:
            key = (month, widget)
            answer.append(_row(month, widget, used[key], paused[key], on_time[key]))
        key = (month, "")
        answer.append(_row(month, ALL_COMPANIES, used.get(key, []), paused.get(key, []), on_time.get(key, 0)))
    return {"rows": answer}
