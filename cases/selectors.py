"""Reads of cases, always scoped to what the asking user may see (guide: roles). The dashboard list's own read path
(pages, stat cards, the portal list, the export's rows) is cases.listing."""

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence

from django.db import connection
from django.db.models import Case as DbCase
from django.db.models import (
    CharField,
    Count,
    Exists,
    F,
    OuterRef,
    Q,
    QuerySet,
    Subquery,
    Value,
    When,
    Window,
)
from django.db.models.functions import Coalesce, RowNumber
from django.db.models.lookups import Exact
from django.http import Http404
from django.utils import timezone

from accounts.roles import Role, effective_role, perm
from cases import rules
from cases.assignees import assignee_names_masked, assignees_attach
from cases.models import COMMENT_ACTIONS, DOCUMENT_ACTIONS, AuditEvent, Case, CaseDocument, CaseRequest

# The attribute the case answer's documentsCount reads (Case.documents_count), annotated by the list pages.
COUNTED_DOCUMENTS = "documents_count"
# The attribute the case answer's requestState reads (Case.request_state), annotated alike.
REQUEST_STATE = "request_state"
# How many merged cases are listed per master on a row (the master badge tooltip shows up to 5).
MERGED_PREVIEW = 5


def cases_visible_to(*, user) -> QuerySet[Case]:
    """Every case for VIEW_ALL_CASES; the user's company's cases for VIEW_OWN_CASES; otherwise none."""
    if user is None or not user.is_authenticated:
        return Case.objects.none()
    if user.has_perm(perm("view_all_cases")):
        return Case.objects.all()
    if user.has_perm(perm("view_own_cases")):
        company = (user.company or "").strip()
        if not company:
            return Case.objects.none()
        spellings = company_spellings(user=user, company=company)
        return Case.objects.filter(widget__in=spellings) if spellings else Case.objects.none()
    return Case.objects.none()


def company_spellings(*, user, company: str) -> list[str]:
    """The company names (widget), exactly as stored, that are the user's company ignoring case (UPPER() on both
    sides, as iexact does on PostgreSQL): usually one. Found by the company walk (one index probe per company), and
    kept on the user object for the request.

    A client's cases are then `widget IN (...)`, which the company-led indexes serve as they serve the dashboard's
    company filter: UPPER(widget) = UPPER(company) could only use case_widget_upper, and counting Kind's 150,000
    cases through it took 130 ms at 1,000,000 cases, against 16-24 ms through case_widget_status.
    """
    cached = getattr(user, "_company_spellings", None)
    if cached is not None and cached[0] == company:
        return cached[1]
    table = connection.ops.quote_name(Case._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(_COMPANY_SPELLINGS_SQL.format(table=table), [company])
        spellings = [row[0] for row in cursor.fetchall()]
    if spellings:  # none yet: the company's first case may come while this user object lives (a test, a job)
        user._company_spellings = (company, spellings)
    return spellings


def company_has_cases(*, company: str, **_signal) -> bool:
    """Receiver of accounts.api_tokens.companies: whether any case belongs to the company (ignoring case, as a
    client's cases do)."""
    return bool(company.strip()) and Case.objects.filter(widget__iexact=company.strip()).exists()


def user_sees_all_cases(user) -> bool:
    return bool(user and user.is_authenticated and user.has_perm(perm("view_all_cases")))


def case_get(*, user, case_id: int) -> Case:
    """A case the user may see, else 404 (a client asking for another company's case learns nothing)."""
    case = cases_visible_to(user=user).select_related("assignee").filter(pk=case_id).first()
    if case is None:
        raise Http404("Case not found.")
    return case


def pagination(*, page: int, limit: int, total: int) -> dict:
    pages = max(1, math.ceil(total / limit))
    return {
        "currentPage": page,
        "itemsPerPage": limit,
        "totalItems": total,
        "totalPages": pages,
        "hasPreviousPage": page > 1,
        "hasNextPage": page < pages,
    }


# Loose index scan ("skip scan") over an index led by widget (case_widget_status): each step jumps to the next
# distinct widget with one index probe, so listing ~25 companies costs ~25 probes instead of reading 1,000,000
# cases (a plain SELECT DISTINCT reads the whole index). Runs unchanged on PostgreSQL and SQLite.
COMPANY_WALK_SQL = """
WITH RECURSIVE walk(widget) AS (
    SELECT MIN(widget) FROM {table}
    UNION ALL
    SELECT (SELECT MIN(c.widget) FROM {table} c WHERE c.widget > walk.widget) FROM walk WHERE walk.widget IS NOT NULL
)
"""
_COMPANY_SPELLINGS_SQL = COMPANY_WALK_SQL + "SELECT widget FROM walk WHERE UPPER(widget) = UPPER(%s)"  # noqa: S608 - names from the code, values as parameters


def bhruk_id_use(*, widget: str, bhruk_id: str) -> tuple[str | None, int]:
    """The BHR UK ID as a new case of `widget` would store it, and how many cases (not merged) carry it already:
    what a row's duplicate marker counts, so Add Case can warn before it makes a second one (guide:
    workflow#adding-a-case)."""
    stored = rules.normalise_bhruk_id(widget, bhruk_id)
    key = rules.bhruk_key(stored)
    if key is None:
        return stored, 0
    return stored, Case.objects.filter(bhruk_key=key, is_merged=False).count()


def case_merged_cases(*, user, case_id: int) -> list[Case]:
    master = case_get(user=user, case_id=case_id)
    return list(cases_visible_to(user=user).filter(merged_into=master).order_by("-merged_at", "id"))


# Who a client is shown for a change made by someone of the service's side (guide: roles: a client never learns
# the service's staff e-mail addresses).
STAFF_ACTOR_LABEL = "Casebook staff"
CLIENT_ACTOR_LABEL = "Client user"


def case_history(*, user, case_id: int) -> list[AuditEvent]:
    """The audit trail of a case the user may see (newest first), including the import that created it.

    A client sees who did what by role: their own changes under their address, anyone else's as
    "Casebook staff" (or "Client user" for another client account), with no user id.
    """
    case = case_get(user=user, case_id=case_id)
    history = case_history_events(case).order_by("-created_at", "-id")
    if effective_role(getattr(user, "role", None)) != Role.CLIENT:
        return list(history)
    # Comments are internal: a client learns neither them nor that they exist.
    # Nor does a client's history list document events: the portal lists the documents shown to them instead.
    rows = list(history.exclude(action__in=[*COMMENT_ACTIONS, *DOCUMENT_ACTIONS]).select_related("actor"))
    for event in rows:
        _mask_actor(event, viewer=user)
        if event.action == AuditEvent.Action.ASSIGN:
            event.changes = assignee_names_masked(event.changes, label=STAFF_ACTOR_LABEL)
    return rows


def case_history_events(case: Case) -> QuerySet[AuditEvent]:
    """The events of a case's history (unordered): its own and the import that created it."""
    events = Q(case_id=case.pk)
    if case.import_event_id:
        events |= Q(pk=case.import_event_id)
    return AuditEvent.objects.filter(events)


def case_last_change(*, case_id: int) -> AuditEvent | None:
    """The latest event that changed the case (comments and documents change nothing of it), with its actor."""
    events = AuditEvent.objects.filter(case_id=case_id).exclude(action__in=[*COMMENT_ACTIONS, *DOCUMENT_ACTIONS])
    return events.select_related("actor").order_by("-created_at", "-id").first()


def _mask_actor(event: AuditEvent, *, viewer) -> None:
    """Replace the actor's address by their role for a client viewer (in memory only; nothing is saved)."""
    if event.actor_id is not None and event.actor_id == viewer.pk:
        return
    if event.actor_id is None and not event.actor_email:
        return  # a change by the system: nobody to hide
    actor_role = effective_role(event.actor.role) if event.actor is not None else None
    event.actor_email = CLIENT_ACTOR_LABEL if actor_role == Role.CLIENT else STAFF_ACTOR_LABEL
    event.actor_id = None


# --- Per-row extras: duplicate counts and merged cases, fetched for a whole page at once ---------------------

_KEY_FIELDS = (("kam_key", "kam"), ("bhruk_key", "bhruk"), ("client_key", "client"))


def cases_with_extras(*, cases: Iterable[Case], user) -> list[Case]:
    """The cases ready for CaseSerializer (which runs no queries): duplicate counts among the cases `user` can
    see (a client never learns of other companies) and the merged-case previews, fetched for all at once."""
    rows = list(cases)
    cases_decorate(rows, scope=cases_visible_to(user=user))
    _attach_document_counts(rows, user=user)
    assignees_attach(rows, user=user)
    return rows


def _documents_of(*, user) -> QuerySet[CaseDocument]:
    """The documents that count for `user`: not erased, and for a client only those shown to them."""
    documents = CaseDocument.objects.filter(erased_at__isnull=True)
    if effective_role(getattr(user, "role", None)) == Role.CLIENT:
        documents = documents.filter(visible_to_client=True)
    return documents


def documents_count(*, user) -> Coalesce:
    """The case's documents count as a correlated subquery (the list pages annotate their rows with it: no query of
    its own, one probe of the document_case_time index per row)."""
    per_case = _documents_of(user=user).filter(case_id=OuterRef("pk")).order_by().values("case_id")
    return Coalesce(Subquery(per_case.annotate(n=Count("*")).values("n")[:1]), Value(0))


def request_state() -> DbCase:
    """The case's requestState as correlated subqueries on the request_case_status_due index (the list pages annotate
    their rows with it: no query of its own): "overdue" when an open request is past its due date (London), "open"
    when one is open, "received" when the latest request was answered and awaits staff, else NULL."""
    today = timezone.localdate()
    open_requests = CaseRequest.objects.filter(case_id=OuterRef("pk"), status=CaseRequest.Status.OPEN)
    latest = CaseRequest.objects.filter(case_id=OuterRef("pk")).order_by("-created_at", "-id").values("status")[:1]
    return DbCase(
        When(Exists(open_requests.filter(due_date__lt=today)), then=Value("overdue")),
        When(Exists(open_requests), then=Value("open")),
        When(Exact(Subquery(latest), Value(CaseRequest.Status.RECEIVED)), then=Value("received")),
        default=None,
        output_field=CharField(),
    )


def _attach_document_counts(cases: Sequence[Case], *, user) -> None:
    """case.documents_count and case.request_state for the cases not fetched with them (see documents_count and
    request_state), for all of them in one query of the same correlated subqueries."""
    todo = [c for c in cases if not (hasattr(c, COUNTED_DOCUMENTS) and hasattr(c, REQUEST_STATE))]
    if not todo:
        return
    rows = (
        Case.objects.filter(pk__in=[c.pk for c in todo])
        .annotate(n=documents_count(user=user), state=request_state())
        .values_list("pk", "n", "state")
    )
    found = {pk: (n, state) for pk, n, state in rows}
    for case in todo:
        case.documents_count, case.request_state = found.get(case.pk, (0, None))


def case_with_extras(*, case: Case, user) -> Case:
    """One case ready for CaseSerializer (see cases_with_extras)."""
    return cases_with_extras(cases=[case], user=user)[0]


def cases_decorate(cases: Sequence[Case], *, scope: QuerySet[Case] | None = None) -> None:
    """Attach duplicate counts and merged-case previews to each case, with a fixed number of queries.

    One grouped query per key type over the page's keys (counting non-merged cases within `scope`,
    by default all cases), and one windowed query for the merged cases of the page's masters.
    Sets `case.duplicate_counts = {"kam": n, "bhruk": n, "client": n}`, `case.merged_preview` (a list)
    and `case.merged_count`.
    """
    cases = [c for c in cases if not hasattr(c, "duplicate_counts")]
    if not cases:
        return
    base = (scope if scope is not None else Case.objects.all()).filter(is_merged=False)
    counts: dict[str, dict[str, int]] = {}
    for field, name in _KEY_FIELDS:
        keys = {getattr(c, field) for c in cases if getattr(c, field) and not c.is_merged}
        counts[name] = _key_counts(base, field, keys)
    for case in cases:
        case.duplicate_counts = {
            name: (0 if case.is_merged else counts[name].get(getattr(case, field) or "", 0))
            for field, name in _KEY_FIELDS
        }
    _attach_merged(cases)


def _key_counts(base: QuerySet[Case], field: str, keys: Iterable[str]) -> dict[str, int]:
    keys = list(keys)
    if not keys:
        return {}
    rows = base.filter(**{f"{field}__in": keys}).values(field).annotate(n=Count("id")).values_list(field, "n")
    return dict(rows)


def _attach_merged(cases: Sequence[Case]) -> None:
    masters = [c.pk for c in cases]
    previews: dict[int, list[Case]] = defaultdict(list)
    totals: dict[int, int] = {}
    if masters:
        rows = (
            Case.objects.filter(merged_into_id__in=masters)
            .annotate(
                rn=Window(RowNumber(), partition_by=[F("merged_into_id")], order_by=[F("merged_at").desc(), F("id")]),
                total=Window(Count("id"), partition_by=[F("merged_into_id")]),
            )
            .filter(rn__lte=MERGED_PREVIEW)
            .only("id", "widget", "external_user_id", "bhruk_id", "client_name", "merged_at", "merged_into_id")
            .order_by("merged_into_id", "rn")
        )
        for row in rows:
            assert row.merged_into_id is not None  # filtered on merged_into_id above  # noqa: S101
            previews[row.merged_into_id].append(row)
            totals[row.merged_into_id] = row.total
    for case in cases:
        case.merged_preview = previews.get(case.pk, [])
        case.merged_count = totals.get(case.pk, 0)
