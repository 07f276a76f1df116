"""Reads of cases, always scoped to what the asking user may see (guide: roles)."""

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import replace

from django.db import connection
from django.db.models import Case as DbCase
from django.db.models import (
    CharField,
    Count,
    Exists,
    F,
    IntegerField,
    OuterRef,
    Q,
    QuerySet,
    Subquery,
    Value,
    When,
    Window,
)
from django.db.models.expressions import RawSQL
from django.db.models.functions import Coalesce, RowNumber
from django.db.models.lookups import Exact
from django.http import Http404
from django.utils import timezone

from accounts.roles import Role, effective_role, perm
from cases import rules
from cases.assignees import assignee_names_masked, assignees_attach
from cases.filters import TRIGRAM_MIN, CaseFilters, PageRequest, search_exact_q, unindexed
from cases.models import COMMENT_ACTIONS, DOCUMENT_ACTIONS, AuditEvent, Case, CaseDocument, CaseRequest
from cases.rules import NEED_INSTRUCTIONS, Status
from cases.search_counts import counted_search, search_count_company_groups, search_count_groups

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


def user_sees_all_cases(user) -> bool:
    return bool(user and user.is_authenticated and user.has_perm(perm("view_all_cases")))


def filters_for(*, user, filters: CaseFilters) -> CaseFilters:
    """The filters as `user` may use them: Show Merged & Cancelled is staff's (guide: roles), so a client's
    includeCancelled/includeMerged are ignored and a client's lists never hold a cancelled or merged case."""
    if user_sees_all_cases(user):
        return filters
    return replace(filters, include_cancelled=False, include_merged=False)


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


# Below this many matching cases a page is chosen by fetching the matches through the filters' own indexes and
# sorting them, above it by walking the sort index until the page is found. Walking for few matches reads most of
# the index (2.7 s at 1M cases for need instructions + locked sorted by createdAt: no case matches); sorting many
# matches reads them all. The COUNT the page runs anyway tells which case it is.
SORT_MATCHES_BELOW = 5000
# Without a search on PostgreSQL the sort indexes carry every filter column (migration 0017), so a walk never
# fetches a row to check it and stays cheaper than sorting down to far fewer matches.
COVERED_SORT_MATCHES_BELOW = 1000
# A text shorter than a trigram has no index to find its few matches (each case the other filters leave is tested),
# so a walk pays off from fewer matches.
SHORT_SEARCH_SORT_MATCHES_BELOW = 500


def _walk_from(filters: CaseFilters) -> int:
    """From how many matches a page is found by walking the sort index rather than sorting the matches."""
    shortest = filters.shortest_search
    if shortest is None:
        return COVERED_SORT_MATCHES_BELOW if connection.vendor == "postgresql" else SORT_MATCHES_BELOW
    return SHORT_SEARCH_SORT_MATCHES_BELOW if shortest < TRIGRAM_MIN else SORT_MATCHES_BELOW


# At most this many exact identifier matches are put first (one identifier is shared by a handful of cases).
EXACT_FIRST_MAX = 1000


def cases_listed(*, user, filters: CaseFilters, page: PageRequest | None = None) -> QuerySet[Case]:
    """The dashboard list's rows (every filter, scoped to the user), in its order when `page` gives one.

    The list endpoint and the current-view export both read this, so an export holds exactly what the
    dashboard lists. With the one search box, cases whose identifier is the search text come first.
    """
    filters = filters_for(user=user, filters=filters)
    qs = filters.apply(cases_visible_to(user=user))
    if page is None:
        return qs
    if filters.search:
        return qs.order_by(_exact_first(filters), *page.ordering())
    return qs.order_by(*page.ordering())


def cases_page(*, user, filters: CaseFilters, page: PageRequest) -> tuple[list[Case], dict]:
    """One page of the dashboard list and its pagination block.

    The total is a COUNT, or read from the search counts (cases.search_counts). The page's ids are chosen in a
    subquery (so a deep OFFSET walks an index, not the table) and the rows then fetched by id. With the one search
    box the exact identifier matches (few, each found through its own index) are read first and the page is cut
    from them followed by the other matches in the sort order. A search whose matches lie in a few companies only,
    sorted by BHR UK ID, is cut from each company's own page (_company_pages).
    """
    filters = filters_for(user=user, filters=filters)
    counted = _company_groups(user=user, filters=filters)
    by_company = _company_totals(user=user, filters=filters, page=page, counted=counted)
    if by_company is not None:
        total = sum(by_company.values())
    elif counted is None:
        total = filters.apply(cases_visible_to(user=user)).count()
    else:
        total = sum(n for _, cancelled, merged, _, n in counted if filters.shows(cancelled=cancelled, merged=merged))
    paging = pagination(page=page.page, limit=page.limit, total=total)
    if page.offset >= total:
        return [], paging
    exact: list[int] = []
    if filters.search:
        # Every exact match is a match, so the substring test is left out: each exact branch has its own index.
        others = replace(filters, search=None).apply(cases_visible_to(user=user))
        matches = others.filter(search_exact_q(filters.search, include_merged=filters.include_merged))
        exact = list(matches.order_by(*page.ordering(use_index=False)).values_list("id", flat=True)[:EXACT_FIRST_MAX])
    first = exact[page.offset : page.offset + page.limit]
    if len(first) == page.limit:
        wanted: list[int] | QuerySet = first
    else:
        start = max(0, page.offset - len(exact))
        stop = start + page.limit - len(first)
        companies = [(c, n) for c, n in (by_company or {}).items() if n]
        if 0 < len(companies) <= FEW_COMPANIES and total >= _walk_from(filters):
            merged = _company_pages(
                user=user, filters=filters, page=page, companies=companies, exclude=exact, stop=stop
            )
            ids: list[int] | QuerySet = merged[start:stop]
        else:
            ids = _ordered_ids(user=user, filters=filters, page=page, total=total, exclude=exact, stop=stop)[start:stop]
        # With exact matches the other ids are read first: "id IN (...) OR id IN (subquery)" is a table scan.
        wanted = first + list(ids) if first else ids
    rows = list(
        Case.objects.filter(id__in=wanted)
        .select_related("assignee")
        .annotate(**{COUNTED_DOCUMENTS: documents_count(user=user), REQUEST_STATE: request_state()})
        .order_by(*page.ordering(use_index=False))
    )
    if first:
        rank = {pk: i for i, pk in enumerate(first)}
        rows.sort(key=lambda case: rank.get(case.pk, len(rank)))  # stable: the others keep the sort order
    return rows, paging


def _ordered_ids(
    *, user, filters: CaseFilters, page: PageRequest, total: int, exclude: list[int], stop: int
) -> QuerySet:
    """The matches' ids in the page's order (slice it up to `stop`), leaving out `exclude`; `total` (how many match)
    chooses between walking the sort index and sorting the matches, and on PostgreSQL a search's walk must also look
    worth it at the head of the sort order (_walk_pays)."""
    walk = total >= _walk_from(filters)
    if connection.vendor == "postgresql" and (filters.shortest_search or 0) >= TRIGRAM_MIN:
        narrowed = bool(filters.company or filters.status or filters.lock_filter != "all")
        if walk or (narrowed and total >= NARROWED_WALK_FROM):
            walk = _walk_pays(user=user, filters=filters, page=page, total=total, stop=stop, short=not walk)
    order = page.ordering(use_index=walk)
    qs = filters.apply(cases_visible_to(user=user))
    if walk and connection.vendor == "sqlite":
        qs = filters.apply(cases_visible_to(user=user), walk=True, company_led=page.sort_by == "bhrukId")
    elif walk and filters.has_search:
        # Walk the sort index on its own (an index-only scan: it holds company, status and lock) and test the search
        # on each case it reaches, by id; tested in the same scan, every entry walked would fetch its row first.
        searched = Case.objects.filter(pk=OuterRef("pk")).filter(filters.text_q(walk=True))
        qs = filters.unsearched().apply(cases_visible_to(user=user)).filter(Exists(searched))
    rest = qs.exclude(id__in=exclude) if exclude else qs
    return rest.order_by(*order).values_list("id", flat=True)


# How many cases at the head of the sort order a search's walk is tried on first, and how much more a case walked
# costs than a match sorted (a walk tests each case by id; a sort fetches the trigram index's candidates together).
WALK_PROBE = 200
WALK_COST = 4
# With a company, status or lock filter, a search of fewer matches than the walk's threshold is walked too when the
# probe finds its first matches within this many cases: sorting fetches every candidate of the whole book from the
# trigram index (`Thom` in Company 05: 1,700 matches, but 49,000 candidates to test, ~130 ms; walking ~1,000 of the
# company's cases, ~15 ms).
NARROWED_WALK_FROM = 200
NARROWED_WALK_MAX = 3000


def _walk_pays(*, user, filters: CaseFilters, page: PageRequest, total: int, stop: int, short: bool) -> bool:
    """Whether walking the sort index finds the first `stop` matches for less than sorting the matches, as far as
    the first WALK_PROBE cases of the order tell. The count says how many match, not where: a text's matches may lie
    far down the order (`client12` sorted by BHR UK ID: the e-mails of cases 120,000-129,999, whose numbers follow
    theirs; the walk read ~870,000 cases, 2.7 s, sorting its 11,000 matches takes 30 ms). `short`: fewer matches
    than a walk is otherwise chosen for (narrowed by other filters): walk only if it looks short."""
    head = filters.unsearched().apply(cases_visible_to(user=user)).order_by(*page.ordering()).values("id")
    hits = Case.objects.filter(id__in=head[:WALK_PROBE]).filter(filters.text_q(walk=True)).count()
    if short:
        return hits * NARROWED_WALK_MAX >= stop * WALK_PROBE
    return hits * total >= WALK_COST * stop * WALK_PROBE


# A search sorted by BHR UK ID whose matches lie in at most this many companies reads each company's page through
# the company-led sort index (case_widget_bhruk) and merges them, instead of walking the whole sort index: a
# company's BHR UK numbers can sit at one end of the order (Kind's are all below 490,000 at 1M cases, so `KIND1`
# walked ~360,000 other cases before its first match: 2-3 s).
FEW_COMPANIES = 3


def _company_totals(
    *, user, filters: CaseFilters, page: PageRequest, counted: list[tuple] | None
) -> dict[str, int] | None:
    """How many cases match per company, when the page may be cut per company (a search, every company, sorted by
    BHR UK ID: case_widget_bhruk walks a company in that order): from the search counts, or on PostgreSQL one grouped
    COUNT instead of the plain one (on SQLite grouping by the bare column reads the wrong index). None otherwise.
    `counted`: the search counts' groups per company (search_count_company_groups), None if they cannot answer."""
    if not (
        connection.vendor in ("postgresql", "sqlite")
        and page.sort_by == "bhrukId"
        and filters.has_search
        and not filters.company
        and user_sees_all_cases(user)
    ):
        return None
    totals: dict[str, int] = defaultdict(int)
    if counted is None and connection.vendor != "postgresql":
        return None
    if counted is None:
        qs = filters.apply(cases_visible_to(user=user)).order_by()
        for widget, n in qs.values_list("widget").annotate(n=Count("*")):
            totals[widget] += n
    else:
        for widget, cancelled, merged, _, n in counted:
            if filters.shows(cancelled=cancelled, merged=merged):
                totals[widget] += n
    return dict(totals)


def _company_pages(
    *, user, filters: CaseFilters, page: PageRequest, companies: list[tuple[str, int]], exclude: list[int], stop: int
) -> list[int]:
    """The first `stop` matches' ids in the page's order, merged from each company's first `stop` (each found as a
    list filtered by that company would find them)."""
    ids: list[int] = []
    for company, total in companies:
        one = replace(filters, company=company)
        ids += _ordered_ids(user=user, filters=one, page=page, total=total, exclude=exclude, stop=stop)[:stop]
    merged = Case.objects.filter(id__in=ids).order_by(*page.ordering(use_index=False))
    return list(merged.values_list("id", flat=True)[:stop])


# The client portal list is not paginated (guide: api#endpoints GET /api/cases answers an array): it is capped at the
# newest.
PORTAL_LIMIT = 1000


def cases_portal(*, user, filters: CaseFilters) -> list[Case]:
    """The portal's cases, newest first; with the search box, its exact identifier matches before the others."""
    filters = filters_for(user=user, filters=filters)
    qs = filters.apply(cases_visible_to(user=user))
    order: list = ["-created_at", "-id"]
    if filters.search:
        order = [_exact_first(filters), *order]
    ids = qs.order_by(*order).values("id")[:PORTAL_LIMIT]
    return list(
        Case.objects.filter(id__in=ids)
        .annotate(**{COUNTED_DOCUMENTS: documents_count(user=user), REQUEST_STATE: request_state()})
        .order_by(*order)
    )


def _exact_first(filters: CaseFilters) -> DbCase:
    """0 for the cases whose identifier is the search text, 1 for the others (ORDER BY it first)."""
    assert filters.search  # noqa: S101 - only called with a search
    exact = search_exact_q(filters.search, include_merged=filters.include_merged)
    return DbCase(When(exact, then=Value(0)), default=Value(1), output_field=IntegerField())


def case_stats(*, user, filters: CaseFilters) -> dict:
    """The stat cards from one GROUP BY (is_cancelled, is_merged, current_status) query, or for a 1-3 character
    search from the search counts (cases.search_counts), which answer the same groups.

    The grouping follows the leading columns of the case_flags_status index, so PostgreSQL counts in index
    order from an index-only scan. Status counts and the total follow every filter; the merged/cancelled
    breakdown ignores includeCancelled/includeMerged (it describes exactly the cases those switches hide).
    """
    filters = filters_for(user=user, filters=filters)
    groups = _counted_groups(user=user, filters=filters)
    if groups is None:
        groups = _stat_groups(user=user, filters=filters)
    stats = dict.fromkeys(
        ["total", "needInstructions", "onHold", "inProduction", "completed"]
        + ["mergedOnly", "cancelledOnly", "cancelledAndMerged"],
        0,
    )
    by_status = {Status.ON_HOLD: "onHold", Status.IN_PRODUCTION: "inProduction", Status.SENT: "completed"}
    for cancelled, merged, status, n in groups:
        if cancelled and merged:
            stats["cancelledAndMerged"] += n
        elif cancelled:
            stats["cancelledOnly"] += n
        elif merged:
            stats["mergedOnly"] += n
        if not filters.shows(cancelled=cancelled, merged=merged):
            continue
        stats["total"] += n
        key = "needInstructions" if status in NEED_INSTRUCTIONS else by_status.get(status)
        if key:
            stats[key] += n
    return stats


# The MI Classification Summary is based on at most this many Sent cases: the first of the list's default order.
MI_SUMMARY_READS = 1000


def case_mi_summary(*, user, filters: CaseFilters) -> dict:
    """How many of the Sent cases the filters select (the first MI_SUMMARY_READS of the list's default order) are
    deficit and how many surplus: the dashboard's summary as two numbers, not the thousand cases it counts."""
    filters = filters_for(user=user, filters=filters)
    counts = {"deficit": 0, "surplus": 0}
    if filters.status not in (None, Status.SENT):
        return counts  # the filters pick another status: no Sent case can match
    rows, _ = cases_page(
        user=user, filters=replace(filters, status=Status.SENT), page=PageRequest(limit=MI_SUMMARY_READS)
    )
    for case in rows:
        if case.mi_type in counts:
            counts[case.mi_type] += 1
    return counts


def _stat_groups(*, user, filters: CaseFilters) -> list[tuple]:
    qs = filters.apply(cases_visible_to(user=user), visibility=False)
    keys = ["is_cancelled", "is_merged", "current_status"]
    if connection.vendor == "sqlite" and filters.has_search:
        # Grouping by the bare columns, SQLite reads case_flags_status in order and looks every case up in the
        # table to test the search (5 s at 1M cases); grouping by expressions it scans the covering search index.
        qs = qs.annotate(**{f"group_{key}": unindexed(key) for key in keys})
        keys = [f"group_{key}" for key in keys]
    return list(qs.order_by().values_list(*keys).annotate(n=Count("*")))


def _counted_groups(*, user, filters: CaseFilters) -> list[tuple] | None:
    """A short search's (is_cancelled, is_merged, current_status, n) groups from the search counts; for a client,
    of their company's cases only. None: count the cases themselves."""
    if user_sees_all_cases(user):
        return search_count_groups(filters=filters)
    groups = _company_groups(user=user, filters=filters)
    if groups is None:
        return None
    merged: dict[tuple, int] = defaultdict(int)
    for _, cancelled, merged_flag, status, n in groups:
        merged[(cancelled, merged_flag, status)] += n
    return [(*key, n) for key, n in merged.items()]


def _company_groups(*, user, filters: CaseFilters) -> list[tuple] | None:
    """The search counts' (widget, is_cancelled, is_merged, current_status, n) groups of the cases the user may see:
    every company's for staff who see every case, the client's company spellings' for a client (the counts are
    kept per company, as stored). None: no counted search, or a user who sees no company's cases."""
    if user_sees_all_cases(user):
        return search_count_company_groups(filters=filters)
    company = (getattr(user, "company", "") or "").strip()
    if not (company and user.has_perm(perm("view_own_cases"))) or counted_search(filters) is None:
        return None
    groups = search_count_company_groups(filters=filters)
    if groups is None:
        return None
    spellings = set(company_spellings(user=user, company=company))
    return [group for group in groups if group[0] in spellings]


# Loose index scan ("skip scan") over an index led by widget (case_widget_status): each step jumps to the next
# distinct widget with one index probe, so listing ~25 companies costs ~25 probes instead of reading 1,000,000
# cases (a plain SELECT DISTINCT reads the whole index). Runs unchanged on PostgreSQL and SQLite.
_COMPANY_WALK_SQL = """
WITH RECURSIVE walk(widget) AS (
    SELECT MIN(widget) FROM {table}
    UNION ALL
    SELECT (SELECT MIN(c.widget) FROM {table} c WHERE c.widget > walk.widget) FROM walk WHERE walk.widget IS NOT NULL
)
"""
_COMPANY_NAMES_SQL = _COMPANY_WALK_SQL + "SELECT widget FROM walk WHERE widget IS NOT NULL"  # noqa: S608 - names from the code, values as parameters
_COMPANY_SPELLINGS_SQL = _COMPANY_WALK_SQL + "SELECT widget FROM walk WHERE UPPER(widget) = UPPER(%s)"  # noqa: S608 - names from the code, values as parameters
# One case per company (the ORDER BY follows case_widget_status so it is one index probe, never a table scan).
_COMPANY_FIRST_IDS_SQL = (
    _COMPANY_WALK_SQL  # noqa: S608 - names from the code, values as parameters
    + "SELECT (SELECT c.id FROM {table} c WHERE c.widget = walk.widget ORDER BY c.widget, c.current_status LIMIT 1)"
    " FROM walk WHERE walk.widget IS NOT NULL"
)


def companies_visible_to(*, user) -> list[str]:
    """The distinct companies (widget) of the cases the user may see, sorted case-insensitively, blanks left out.

    Names are distinct exactly, as stored (the dashboard's company filter matches the widget exactly). One query.
    """
    table = connection.ops.quote_name(Case._meta.db_table)
    names: Iterable[str]
    if user_sees_all_cases(user):
        with connection.cursor() as cursor:
            cursor.execute(_COMPANY_NAMES_SQL.format(table=table))
            names = [row[0] for row in cursor.fetchall()]
    else:
        visible = cases_visible_to(user=user)
        if visible.query.is_empty():
            return []
        # Visibility below view_all_cases is per company (guide: roles: a client sees their company's cases), so a
        # company is visible when one of its cases is: checking one case per company keeps the rule in
        # cases_visible_to and costs one probe per company instead of reading the company's cases.
        firsts = Case.objects.filter(pk__in=RawSQL(_COMPANY_FIRST_IDS_SQL.format(table=table), ()))  # noqa: S611 - SQL from the code, values as parameters
        names = firsts.filter(Exists(visible.filter(pk=OuterRef("pk")))).values_list("widget", flat=True)
    return sorted({name for name in names if name.strip()}, key=lambda name: (name.casefold(), name))


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
