"""The dashboard list's read path, always scoped to what the asking user may see (guide: roles): its pages, the stat
cards, the MI summary, the portal list, the current-view export's rows and the company filter's options.

Selectors return rows ready to serialize (each page's rows carry their annotations; cases.selectors.cases_with_extras
adds the per-row extras): the serializers run no queries. How a page is found (the walk/sort thresholds below) was
measured at 1,000,000 cases (docs/benchmarks.md); what differs per database is asked of cases.listing.engine.
"""

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import replace

from django.db import connection
from django.db.models import Case as DbCase
from django.db.models import Count, Exists, IntegerField, OuterRef, Q, QuerySet, Value, When
from django.db.models.expressions import RawSQL

from accounts.roles import perm
from cases.listing.case_totals import case_total_groups
from cases.listing.engine import engine
from cases.listing.expressions import TRIGRAM_MIN
from cases.listing.query import CaseFilters, PageRequest, search_exact_q
from cases.listing.search_counts import counted_search, search_count_company_groups, search_count_groups
from cases.models import Case
from cases.rules import NEED_INSTRUCTIONS, Status
from cases.selectors import (
    COMPANY_WALK_SQL,
    COUNTED_DOCUMENTS,
    REQUEST_STATE,
    cases_visible_to,
    company_spellings,
    documents_count,
    pagination,
    request_state,
    user_sees_all_cases,
)
from cases.turnaround.states import TurnaroundState, due_or_overdue_q, state_of
from cases.working_days import london_today


def filters_for(*, user, filters: CaseFilters) -> CaseFilters:
    """The filters as `user` may use them: Show Merged & Cancelled is staff's (guide: roles), so a client's
    includeCancelled/includeMerged are ignored and a client's lists never hold a cancelled or merged case."""
    if user_sees_all_cases(user):
        if filters.assignee == "me":
            return replace(filters, assignee=str(user.pk))
        return filters
    # Clients never learn who handles a case, so they cannot filter by it either.
    return replace(filters, include_cancelled=False, include_merged=False, assignee=None)


# Below this many matching cases a page is chosen by fetching the matches through the filters' own indexes and
# sorting them, above it by walking the sort index until the page is found. Walking for few matches reads most of
# the index (2.7 s at 1M cases for need instructions + locked sorted by createdAt: no case matches); sorting many
# matches reads them all. The COUNT the page runs anyway tells which case it is.
SORT_MATCHES_BELOW = 5000
# Without a search, where the sort indexes carry every filter column (PostgreSQL: migration 0017), a walk never
# fetches a row to check it and stays cheaper than sorting down to far fewer matches.
COVERED_SORT_MATCHES_BELOW = 1000
# A text shorter than a trigram has no index to find its few matches (each case the other filters leave is tested),
# so a walk pays off from fewer matches.
SHORT_SEARCH_SORT_MATCHES_BELOW = 500


def _walk_from(filters: CaseFilters) -> int:
    """From how many matches a page is found by walking the sort index rather than sorting the matches."""
    shortest = filters.shortest_search
    if shortest is None:
        return COVERED_SORT_MATCHES_BELOW if engine().SORT_INDEXES_COVER_FILTERS else SORT_MATCHES_BELOW
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

    The total is read from the unsearched totals (cases.listing.case_totals) or the search counts
    (cases.listing.search_counts) when they can answer, else a COUNT. The page's ids are chosen in a
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
        groups = _unsearched_groups(user=user, filters=filters)
        if groups is None:
            total = filters.apply(cases_visible_to(user=user)).count()
        else:
            total = sum(group[-1] for group in groups if filters.shows(cancelled=group[0], merged=group[1]))
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
    db = engine()
    walk = total >= _walk_from(filters)
    if db.probes_search_walk(filters.shortest_search):
        narrowed = bool(filters.company or filters.status or filters.lock_filter != "all")
        if walk or (narrowed and total >= NARROWED_WALK_FROM):
            walk = _walk_pays(user=user, filters=filters, page=page, total=total, stop=stop, short=not walk)
    order = page.ordering(use_index=walk)
    if walk and filters.has_search and db.WALKS_SEARCH_BY_ID:
        # Walk the sort index on its own (an index-only scan: it holds company, status and lock) and test the search
        # on each case it reaches, by id; tested in the same scan, every entry walked would fetch its row first.
        searched = Case.objects.filter(pk=OuterRef("pk")).filter(filters.text_q(walk=True))
        qs = filters.unsearched().apply(cases_visible_to(user=user)).filter(Exists(searched))
    else:
        # A walk on SQLite hides the filters' columns from its planner (cases.listing.sqlite.hides_filter_indexes);
        # a walk in BHR UK ID order leaves it the company (case_widget_bhruk walks one company's cases in that order).
        qs = filters.apply(cases_visible_to(user=user), walk=walk, company_led=walk and page.sort_by == "bhrukId")
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
    COUNT instead of the plain one (engine().COUNTS_PER_COMPANY: on SQLite grouping by the bare column reads the wrong
    index). None otherwise.
    `counted`: the search counts' groups per company (search_count_company_groups), None if they cannot answer."""
    if not (page.sort_by == "bhrukId" and filters.has_search and not filters.company and user_sees_all_cases(user)):
        return None
    totals: dict[str, int] = defaultdict(int)
    if counted is None and not engine().COUNTS_PER_COMPANY:
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
    """The stat cards: without a search, for a user who sees every case, from the unsearched totals
    (cases.listing.case_totals); for a counted search from the search counts (cases.listing.search_counts); else
    from one GROUP BY (is_cancelled, is_merged, current_status) query and a count of the running clocks due soon.

    The grouping follows the leading columns of the case_flags_status index, so PostgreSQL counts in index
    order from an index-only scan. Status counts and the total follow every filter; the merged/cancelled
    breakdown ignores includeCancelled/includeMerged (it describes exactly the cases those switches hide).
    """
    filters = filters_for(user=user, filters=filters)
    totals = _unsearched_groups(user=user, filters=filters)
    groups: list[tuple] | None = None
    if totals is not None:
        per_status: dict[tuple, int] = defaultdict(int)
        for cancelled, merged, status, _, _, n in totals:
            per_status[(cancelled, merged, status)] += n
        groups = [(*key, n) for key, n in per_status.items()]
    if groups is None:
        groups = _counted_groups(user=user, filters=filters)
    if groups is None:
        groups = _stat_groups(user=user, filters=filters)
    stats = dict.fromkeys(
        ["total", "needInstructions", "onHold", "inProduction", "completed"]
        + ["mergedOnly", "cancelledOnly", "cancelledAndMerged"],
        0,
    )
    if totals is not None:
        stats.update(_due_totals(filters=filters, totals=totals))
    elif any(group[-1] for group in groups):
        stats.update(_due_counts(user=user, filters=filters))
    else:
        stats.update(overdue=0, dueSoon=0)  # nothing matches (a search with no match): no clock to count
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


def _unsearched_groups(*, user, filters: CaseFilters) -> list[tuple] | None:
    """The unsearched totals' (is_cancelled, is_merged, current_status, turnaround_phase, turnaround_due, n) groups
    (cases.listing.case_totals), for a user who sees every case; None: count the cases themselves."""
    if not user_sees_all_cases(user):
        return None
    return case_total_groups(filters=filters)


def _due_totals(*, filters: CaseFilters, totals: list[tuple]) -> dict[str, int]:
    """The Overdue and Due Soon cards from the unsearched totals: the clock's state read against today."""
    today = london_today()
    counts = {"overdue": 0, "dueSoon": 0}
    for cancelled, merged, _, phase, due, n in totals:
        if not filters.shows(cancelled=cancelled, merged=merged):
            continue
        state = state_of(phase=phase, due=due, today=today)
        if state == TurnaroundState.OVERDUE:
            counts["overdue"] += n
        elif state == TurnaroundState.DUE_SOON:
            counts["dueSoon"] += n
    return counts


def _due_counts(*, user, filters: CaseFilters) -> dict[str, int]:
    """The Overdue and Due Soon cards: running clocks due up to two working days ahead, counted in one query over
    the case_turnaround index range (phase, due <= the due-soon limit); with a search that matches many cases, over
    case_running_search (PostgreSQL), which holds the stored search text (cases.listing.postgres)."""
    today = london_today()
    qs = filters.apply(cases_visible_to(user=user)).filter(due_or_overdue_q(today=today))
    # COUNT(turnaround_due), not COUNT(id): case_turnaround_cover holds it, so PostgreSQL counts from the index alone
    # (80 ms for 244,000 running clocks at 1M cases on a busy machine; COUNT(id) fetched every row: 600 ms).
    counts = qs.order_by().aggregate(
        overdue=Count("turnaround_due", filter=Q(turnaround_due__lt=today)),
        dueSoon=Count("turnaround_due", filter=Q(turnaround_due__gte=today)),
    )
    return {key: counts[key] or 0 for key in ("overdue", "dueSoon")}


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
    # The grouping's columns as the engine reads them best (SQLite with a search: expressions, see stat_groups).
    qs, keys = engine().stat_groups(qs, ["is_cancelled", "is_merged", "current_status"], searched=filters.has_search)
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


# The company walk of cases.selectors (one index probe per company).
_COMPANY_NAMES_SQL = COMPANY_WALK_SQL + "SELECT widget FROM walk WHERE widget IS NOT NULL"  # noqa: S608 - names from the code, values as parameters
# One case per company (the ORDER BY follows case_widget_status so it is one index probe, never a table scan).
_COMPANY_FIRST_IDS_SQL = (
    COMPANY_WALK_SQL  # noqa: S608 - names from the code, values as parameters
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
