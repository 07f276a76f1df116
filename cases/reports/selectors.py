"""The report figures: ageing, throughput and time to send, each counted by the database in a few queries."""

import math
from collections import defaultdict
from datetime import datetime, timedelta

from django.db import connection
from django.db.models import Case as Choose
from django.db.models import Count, F, IntegerField, QuerySet, Value, When
from django.db.models.functions import Coalesce

from cases.models import SENT_CHANGE, AuditEvent, Case
from cases.reports.params import ReportParams
from cases.rules import NEED_INSTRUCTIONS, OnHoldReason, Status
from cases.selectors import cases_visible_to, user_sees_all_cases

AGE_BUCKETS = ("0-7 days", "8-30 days", "31-90 days", "Over 90 days")
# A case is in the first bucket while it has been in its status less than 8 whole days, and so on.
AGE_LIMITS = (8, 31, 91)
OPEN_STATUSES = sorted([*NEED_INSTRUCTIONS, Status.ON_HOLD, Status.IN_PRODUCTION])


def _cases(*, user, company: str | None) -> QuerySet[Case]:
    qs = cases_visible_to(user=user)
    return qs.filter(widget=company) if company else qs


def _events(*, user, company: str | None) -> QuerySet[AuditEvent]:
    """Events of the cases the user may see (and of the company); every event for a user who sees all cases."""
    qs = AuditEvent.objects.all()
    if company or not user_sees_all_cases(user):
        qs = qs.filter(case_id__in=_cases(user=user, company=company).values("id"))
    return qs


# --- Ageing ----------------------------------------------------------------------------------------------------


def report_ageing(*, user, company: str | None, now: datetime) -> dict:
    """Open cases (not cancelled or merged) per status, on-hold ones per reason, by how long they have been in
    their status: since their latest status change in the audit trail, or their creation if none (the case's
    status_changed_at, kept by cases.status_times)."""
    bucket = Choose(
        *[When(since__gt=now - timedelta(days=days), then=Value(i)) for i, days in enumerate(AGE_LIMITS)],
        default=Value(len(AGE_LIMITS)),
        output_field=IntegerField(),
    )
    groups = (
        _cases(user=user, company=company)
        .filter(is_cancelled=False, is_merged=False, current_status__in=OPEN_STATUSES)
        .alias(since=Coalesce(F("status_changed_at"), F("created_at")))
        .annotate(bucket=bucket)
        .order_by()
        .values_list("current_status", "on_hold_reason", "bucket")
        .annotate(n=Count("*"))
    )
    rows: dict[str, list[int]] = {key: [0] * len(AGE_BUCKETS) for key, _ in AGEING_ROWS}
    for status, reason, index, n in groups:
        rows[_ageing_row(status, reason)][index] += n
    return {
        "asOf": now,
        "buckets": list(AGE_BUCKETS),
        "rows": [
            {"key": key, "label": label, "counts": rows[key], "total": sum(rows[key])}
            for key, label in AGEING_ROWS
            if key != "on_hold:none" or any(rows[key])
        ],
    }


AGEING_ROWS = [
    ("need_instructions", "Need Instructions"),
    *[(f"on_hold:{value}", f"On Hold: {label}") for value, label in OnHoldReason.choices],
    ("on_hold:none", "On Hold: no reason"),
    ("in_production", "In Production"),
]


def _ageing_row(status: str, reason: str | None) -> str:
    if status in NEED_INSTRUCTIONS:
        return "need_instructions"
    if status == Status.ON_HOLD:
        return f"on_hold:{reason}" if reason in OnHoldReason.values else "on_hold:none"
    return status


# --- Throughput ------------------------------------------------------------------------------------------------


def _week_of(field: str, starts: list[datetime]) -> Choose:
    """The index of the week a timestamp falls in (rows are already limited to the whole range)."""
    whens = [When(**{f"{field}__lt": starts[i + 1]}, then=Value(i)) for i in range(len(starts) - 1)]
    return Choose(*whens, default=None, output_field=IntegerField())


def _weekly(qs: QuerySet, field: str, starts: list[datetime], *, distinct: str | None = None) -> list[int]:
    counts = [0] * (len(starts) - 1)
    in_range = qs.filter(**{f"{field}__gte": starts[0], f"{field}__lt": starts[-1]})
    counter = Count(distinct, distinct=True) if distinct else Count("*")
    for week, n in in_range.order_by().annotate(week=_week_of(field, starts)).values_list("week").annotate(n=counter):
        counts[week] = n
    return counts


def report_throughput(*, user, params: ReportParams) -> dict:
    """Per London week: cases created; cases moved to Sent, cancelled and merged (each case once a week)."""
    starts = params.week_starts()
    events = _events(user=user, company=params.company)
    series = {
        "created": _weekly(_cases(user=user, company=params.company), "created_at", starts),
        "sent": _weekly(events.filter(SENT_CHANGE), "created_at", starts, distinct="case_id"),
        "cancelled": _weekly(events.filter(action=AuditEvent.Action.CANCEL), "created_at", starts, distinct="case_id"),
        "merged": _weekly(events.filter(action=AuditEvent.Action.MERGED), "created_at", starts, distinct="case_id"),
    }
    return {
        "weeks": [
            {"weekStart": (params.date_from + timedelta(weeks=i)).isoformat(), **{k: v[i] for k, v in series.items()}}
            for i in range(params.weeks)
        ],
        "totals": {k: sum(v) for k, v in series.items()},
    }


# --- Time to send ----------------------------------------------------------------------------------------------


def percentile(sorted_values: list[float], fraction: float) -> float:
    """Linear interpolation between the closest ranks (PostgreSQL's percentile_cont)."""
    position = fraction * (len(sorted_values) - 1)
    low = math.floor(position)
    high = min(low + 1, len(sorted_values) - 1)
    return sorted_values[low] + (sorted_values[high] - sorted_values[low]) * (position - low)


def _summary(days: list[float]) -> dict:
    days = sorted(days)
    return {
        "cases": len(days),
        "medianDays": round(percentile(days, 0.5), 1),
        "p90Days": round(percentile(days, 0.9), 1),
    }


def report_time_to_send(*, user, params: ReportParams) -> dict:
    """Days from creation to Sent for the cases whose first move to Sent ever (Case.sent_at, cases.status_times)
    falls in the range, per company: median and 90th percentile. A case sent before the range and sent again in
    it is not counted: its time to send was measured when it was first sent."""
    sent = (
        _cases(user=user, company=params.company)
        .filter(sent_at__gte=params.since, sent_at__lt=params.until)
        .order_by()
        .values_list("widget", "created_at", "sent_at")
    )
    if connection.vendor == "postgresql":
        return _time_to_send_in_sql(sent)
    per_company: dict[str, list[float]] = defaultdict(list)
    for widget, created, sent_at in sent.iterator(chunk_size=10_000):
        assert sent_at is not None  # filtered on sent_at above  # noqa: S101
        per_company[widget].append(max((sent_at - created).total_seconds(), 0) / 86400)
    rows = [{"company": c, **_summary(days)} for c, days in per_company.items()]
    rows.sort(key=lambda r: (r["company"].casefold(), r["company"]))
    everything = [d for days in per_company.values() for d in days]
    return {"rows": rows, "overall": _summary(everything) if everything else None}


# PostgreSQL computes the percentiles itself (percentile_cont), per company and over all (the empty grouping set),
# instead of sending every duration to Python.
_PERCENTILES_SQL = """
SELECT s.widget, GROUPING(s.widget), COUNT(*),
       percentile_cont(0.5) WITHIN GROUP (ORDER BY d.days), percentile_cont(0.9) WITHIN GROUP (ORDER BY d.days)
FROM ({sent}) s
CROSS JOIN LATERAL (SELECT GREATEST(EXTRACT(EPOCH FROM (s.sent_at - s.created_at)), 0) / 86400 AS days) d
GROUP BY GROUPING SETS ((s.widget), ())
"""


def _time_to_send_in_sql(sent: QuerySet) -> dict:
    sql, params = sent.query.sql_with_params()
    query = _PERCENTILES_SQL.format(sent=sql)
    rows, overall = [], None
    with connection.cursor() as cursor:
        cursor.execute(query, params)
        for company, is_total, n, median, p90 in cursor.fetchall():
            if not n:  # the overall row of an empty range
                continue
            figures = {"cases": n, "medianDays": round(float(median), 1), "p90Days": round(float(p90), 1)}
            if is_total:
                overall = figures
            else:
                rows.append({"company": company, **figures})
    rows.sort(key=lambda r: (r["company"].casefold(), r["company"]))
    return {"rows": rows, "overall": overall}
