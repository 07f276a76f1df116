"""Reads for the daily e-mails. Each digest costs a fixed handful of aggregate and bounded queries,
whatever the size of the book, and returns plain data the templates render."""

from datetime import date, datetime, timedelta

from django.contrib.auth import get_user_model
from django.db.models import Count, Max, Min, Q, QuerySet

from cases import rules
from cases.models import COMMENT_ACTIONS, DOCUMENT_ACTIONS, AuditEvent, Case, CaseRequest, CommentMention
from cases.rules import OnHoldReason, Status
from cases.turnaround.states import due_or_overdue_q
from notifications import formatting
from notifications.models import DigestDelivery, Notification

# How many cases one list of an e-mail shows before "and N more".
LIST_LIMIT = 50

_CASE_FIELDS = (
    "id",
    "widget",
    "client_name",
    "bhruk_id",
    "kam_id",
    "created_at",
    "current_status",
    "on_hold_reason",
    "invoiced",
    "invoice_date",
    "mi_type",
    "mi_amount",
    "is_cancelled",
    "is_merged",
)

# The dashboard's stat cards (guide: screens): completed means sent.
_STATUS_COUNTS = {
    "total": Count("id"),
    "need_instructions": Count("id", filter=Q(current_status__in=rules.NEED_INSTRUCTIONS)),
    "on_hold": Count("id", filter=Q(current_status=Status.ON_HOLD)),
    "in_production": Count("id", filter=Q(current_status=Status.IN_PRODUCTION)),
    "completed": Count("id", filter=Q(current_status=Status.SENT)),
}

# The staff digest's lists: (key, title, filter, the dashboard's status filter for its links).
_STAFF_SECTIONS = (
    (
        "need_instructions",
        "Cases needing instructions",
        Q(current_status__in=rules.NEED_INSTRUCTIONS),
        "need_instructions",
    ),
    ("on_hold", "Cases on hold", Q(current_status=Status.ON_HOLD), Status.ON_HOLD),
    ("sent_not_invoiced", "Sent but not invoiced", Q(current_status=Status.SENT, invoiced=False), Status.SENT),
    (
        "sent_not_locked",
        "Sent and invoiced but not locked",
        Q(current_status=Status.SENT, invoiced=True, is_locked=False),
        Status.SENT,
    ),
)


def digest_recipients() -> QuerySet:
    """Every active user with an address; the service decides staff digest or client update by role."""
    return (
        get_user_model()
        .objects.filter(is_active=True, is_service_account=False)
        .exclude(email="")
        .order_by("email", "id")
    )


def deliveries_for_day(*, digest_date) -> dict[int, DigestDelivery]:
    return {d.user_id: d for d in DigestDelivery.objects.filter(digest_date=digest_date)}


def _book() -> QuerySet:
    """Cases that count: cancelled and merged ones are out of every list and count."""
    return Case.objects.filter(is_cancelled=False, is_merged=False)


def _on_hold_reason_label(value: str | None) -> str:
    return OnHoldReason(value).label if value in OnHoldReason.values else "No reason given"


def _case_line(row: dict, *, today, link_status: str) -> dict:
    mi_tag = rules.mi_tag(row["mi_type"])
    return {
        "company": row["widget"],
        "client_name": row["client_name"] or "(no client name)",
        "bhruk_id": row["bhruk_id"] or "None",
        "kam_id": formatting.kam_display(row["kam_id"]),
        "created": formatting.short_date(row["created_at"]),
        "age_days": formatting.age_in_days(row["created_at"], today),
        "status": formatting.case_status_label(current_status=row["current_status"]),
        "on_hold_reason": _on_hold_reason_label(row["on_hold_reason"]),
        "invoice_date": formatting.short_date(row["invoice_date"]),
        "mi": " ".join(p for p in (mi_tag, formatting.money(row["mi_amount"])) if p),
        "link": formatting.dashboard_url(
            status=link_status, company=row["widget"], clientNameSearch=row["client_name"] or ""
        ),
    }


# How many cases each requests list of the staff digest shows.
REQUEST_LIST_LIMIT = 10


def _request_sections(*, today) -> list[dict]:
    """Requests to the client received (awaiting staff) and overdue (open, due before today), on the cases that
    count: one aggregate for both counts, then one bounded query per list (cases, soonest due first)."""
    requests = CaseRequest.objects.filter(case__is_cancelled=False, case__is_merged=False)
    conditions = {
        "requests_received": Q(status=CaseRequest.Status.RECEIVED),
        "requests_overdue": Q(status=CaseRequest.Status.OPEN, due_date__lt=today),
    }
    counts = requests.aggregate(**{key: Count("id", filter=q) for key, q in conditions.items()})
    titles = {"requests_received": "Requests received", "requests_overdue": "Requests overdue"}
    filters = {"requests_received": "received", "requests_overdue": "overdue"}
    sections = []
    for key, condition in conditions.items():
        rows = (
            requests.filter(condition)
            .values("case_id", "case__bhruk_id", "case__client_name", "case__widget")
            .annotate(n=Count("id"), due=Min("due_date"))
            .order_by("due", "case_id")[:REQUEST_LIST_LIMIT]
        )
        lines = [
            {
                "label": row["case__bhruk_id"] or f"Case #{row['case_id']}",
                "company": row["case__widget"],
                "client_name": row["case__client_name"] or "(no client name)",
                "requests": row["n"],
                "due": formatting.short_date(row["due"]),
                "link": formatting.case_url(row["case_id"]),
            }
            for row in rows
        ]
        sections.append(
            {
                "key": key,
                "title": titles[key],
                "count": counts[key],
                "lines": lines,
                "link": formatting.dashboard_url(request=filters[key]),
            }
        )
    return sections


def staff_digest(*, now: datetime) -> dict:
    """The whole book's digest: one aggregate query for every count, then one bounded query per list."""
    today = formatting.local_date(now)
    book = _book()
    counts = book.aggregate(
        **_STATUS_COUNTS,
        sent_not_invoiced=Count("id", filter=Q(current_status=Status.SENT, invoiced=False)),
        sent_not_locked=Count("id", filter=Q(current_status=Status.SENT, invoiced=True, is_locked=False)),
    )
    sections = []
    for key, title, condition, link_status in _STAFF_SECTIONS:
        rows = book.filter(condition).order_by("created_at", "id").values(*_CASE_FIELDS)[:LIST_LIMIT]
        lines = [_case_line(row, today=today, link_status=link_status) for row in rows]
        sections.append(
            {
                "key": key,
                "title": title,
                "note": "oldest first" if key == "need_instructions" else "",
                "count": counts[key],
                "lines": lines,
                "more": max(counts[key] - len(lines), 0),
                "link": formatting.dashboard_url(status=link_status),
            }
        )
    return {
        "date": formatting.long_date(now),
        "counts": {k: counts[k] for k in _STATUS_COUNTS},
        "sections": sections,
        "request_sections": _request_sections(today=today),
        "dashboard_url": formatting.dashboard_url(),
    }


def client_digest(*, company: str, now: datetime) -> dict:
    """One company's cases with their status, and what changed in the 24 hours up to `now`.

    Scoped by widget == company (case-insensitive), like every client read: never another company's case.
    """
    since = now - timedelta(hours=24)
    company_cases = Case.objects.filter(widget__iexact=company)
    active = company_cases.filter(is_cancelled=False, is_merged=False)
    counts = active.aggregate(**_STATUS_COUNTS)
    rows = active.order_by("-updated_at", "-id").values(*_CASE_FIELDS)[:LIST_LIMIT]
    cases = [
        {
            "company": row["widget"],
            "client_name": row["client_name"] or "(no client name)",
            "bhruk_id": row["bhruk_id"] or "None",
            "kam_id": formatting.kam_display(row["kam_id"]),
            "created": formatting.short_date(row["created_at"]),
            "status": formatting.case_status_label(current_status=row["current_status"]),
            "invoiced": "Yes" if row["invoiced"] else "No",
        }
        for row in rows
    ]
    changed = _client_changes(company_cases=company_cases, since=since, until=now)
    return {
        "date": formatting.long_date(now),
        "company": company,
        "counts": counts,
        "cases": cases,
        "cases_more": max(counts["total"] - len(cases), 0),
        "changed": changed["lines"],
        "changed_more": changed["more"],
        "portal_url": formatting.portal_url(),
    }


def _client_changes(*, company_cases: QuerySet, since: datetime, until: datetime) -> dict:
    """The most recently changed cases (bounded), each with its visible changes, oldest change first."""
    events = AuditEvent.objects.filter(
        created_at__gt=since, created_at__lte=until, case_id__in=company_cases.values("id")
    ).exclude(action__in=[AuditEvent.Action.DELETE, AuditEvent.Action.ASSIGN, *COMMENT_ACTIONS, *DOCUMENT_ACTIONS])
    latest = list(events.values("case_id").annotate(last=Max("created_at")).order_by("-last", "-case_id")[:LIST_LIMIT])
    if not latest:
        return {"lines": [], "more": 0}
    total = len(latest) if len(latest) < LIST_LIMIT else events.values("case_id").distinct().count()
    ids = [item["case_id"] for item in latest]
    by_case: dict[int | None, list[AuditEvent]] = {}
    for event in (
        events.filter(case_id__in=ids).order_by("created_at", "id").only("case_id", "action", "changes", "created_at")
    ):
        by_case.setdefault(event.case_id, []).append(event)
    found = {row["id"]: row for row in company_cases.filter(id__in=ids).values(*_CASE_FIELDS)}

    lines = []
    for case_id in ids:
        row = found.get(case_id)
        changes = [
            {"when": formatting.time_of_day(event.created_at), "text": text}
            for event in by_case.get(case_id, [])
            for text in formatting.client_change_lines(action=event.action, changes=event.changes)
        ]
        if row is None or not changes:
            continue
        lines.append(
            {
                "company": row["widget"],
                "client_name": row["client_name"] or "(no client name)",
                "bhruk_id": row["bhruk_id"] or "None",
                "kam_id": formatting.kam_display(row["kam_id"]),
                "status": formatting.case_status_label(
                    current_status=row["current_status"], is_cancelled=row["is_cancelled"], is_merged=row["is_merged"]
                ),
                "changes": changes,
            }
        )
    return {"lines": lines, "more": max(total - len(ids), 0)}


def mentions_pending(*, user_id: int) -> dict:
    """The cases on which the user was mentioned and not yet told, newest mention first (at most LIST_LIMIT listed),
    and the mentions' ids, to mark once the e-mail has gone. One query."""
    rows = (
        CommentMention.objects.filter(user_id=user_id, notified_at__isnull=True)
        .order_by("-comment__created_at", "-id")
        .values_list("id", "comment__case_id", "comment__case__bhruk_id")
    )
    ids: list[int] = []
    cases: dict[int, str] = {}
    for mention_id, case_id, bhruk_id in rows:
        ids.append(mention_id)
        cases.setdefault(case_id, bhruk_id or f"Case #{case_id}")
    lines = [{"label": label, "link": formatting.case_url(pk)} for pk, label in list(cases.items())[:LIST_LIMIT]]
    return {"ids": ids, "count": len(cases), "cases": lines, "more": max(len(cases) - len(lines), 0)}


def assigned_due(*, user_id: int, today: date) -> dict:
    """The user's open cases whose running turnaround clock is overdue or due soon, soonest due first (at most
    LIST_LIMIT listed). One query, and a count only when there are more."""
    due = (
        _book()
        .exclude(current_status=Status.SENT)
        .filter(
            due_or_overdue_q(today=today),
            assignee_id=user_id,
        )
        .order_by("turnaround_due", "id")
    )
    rows = list(due.values("id", "bhruk_id", "widget", "client_name", "turnaround_due")[: LIST_LIMIT + 1])
    count = len(rows) if len(rows) <= LIST_LIMIT else due.count()
    lines = [
        {
            "label": row["bhruk_id"] or f"Case #{row['id']}",
            "company": row["widget"],
            "client_name": row["client_name"] or "(no client name)",
            "due": formatting.short_date(row["turnaround_due"]),
            "state": "Overdue" if row["turnaround_due"] < today else "Due soon",
            "link": formatting.case_url(row["id"]),
        }
        for row in rows[:LIST_LIMIT]
    ]
    return {"count": count, "cases": lines, "more": max(count - len(lines), 0)}


# The notices the staff digest lists one by one; the other kinds have sections of their own (mentions; the user's
# cases due soon or overdue), which tell of them.
LISTED_NOTICE_KINDS = (Notification.Kind.ASSIGNED, Notification.Kind.REQUEST_ANSWERED)


def notices_pending(*, user_id: int, kinds: set[str]) -> dict:
    """The user's notices of the e-mailed `kinds` not yet e-mailed, newest first: the ids of all of them (to mark once
    the e-mail has gone) and the listed kinds' lines (at most LIST_LIMIT). One query."""
    rows = (
        Notification.objects.filter(user_id=user_id, emailed_at__isnull=True, kind__in=sorted(kinds))
        .order_by("-created_at", "-id")
        .values_list("id", "kind", "text", "case_id", "created_at")
    )
    ids: list[int] = []
    listed: list[dict] = []
    for pk, kind, text, case_id, created_at in rows:
        ids.append(pk)
        if kind in LISTED_NOTICE_KINDS:
            link = formatting.case_url(case_id) if case_id else ""
            listed.append({"text": text, "when": formatting.time_of_day(created_at), "link": link})
    lines = listed[:LIST_LIMIT]
    return {"ids": ids, "count": len(listed), "lines": lines, "more": len(listed) - len(lines)}
