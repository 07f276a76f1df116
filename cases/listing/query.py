"""The list's filters and sort as plain values (CaseFilters, PageRequest) and the Q objects and ordering they stand for,
the same on both databases: what differs per database is asked of cases.listing.engine (spelling a substring test
for its index, hiding a column from its planner).

Adding a filter: a field on the query serializer (cases.listing.params), a field on CaseFilters, its Q in `apply`
(below), and, if it needs an index, a migration; docs/adr/0016-listing-package.md walks through it.
"""

import re
from dataclasses import dataclass, replace
from datetime import datetime

from django.db.models import F, Q, QuerySet
from django.db.models.lookups import Exact, In
from django.utils import timezone

from accounts.numbers import is_whole_number
from cases.listing.engine import engine
from cases.listing.expressions import unindexed
from cases.models import CaseRequest
from cases.rules import NEED_INSTRUCTIONS, kam_key
from cases.search_fold import fold
from cases.turnaround.states import state_q
from cases.working_days import london_today

DEFAULT_PAGE_SIZE = 50
SORT_FIELDS = {"bhrukId": "bhruk_number", "createdAt": "created_at", "dueDate": "turnaround_due"}
# assignee=none: the unassigned cases (assignee=me is made the user's id by listing.selectors.filters_for).
UNASSIGNED = "none"
STATUS_ALIAS = "need_instructions"
_KIND_ID = re.compile(r"KIND([0-9]{1,18})", re.IGNORECASE)


@dataclass(frozen=True)
class CaseFilters:
    company: str | None = None
    status: str | None = None
    kam_search: str | None = None
    client_name_search: str | None = None
    lock_filter: str = "all"
    include_cancelled: bool = False
    include_merged: bool = False
    search: str | None = None
    request: str | None = None
    # createdFrom: the portal's date range (cases created at or after this moment).
    created_from: datetime | None = None
    # A turnaround state (cases.turnaround.states), read against today in London.
    turnaround: str | None = None
    # "me", "none" or a user's id (as text).
    assignee: str | None = None

    def apply(
        self, qs: QuerySet, *, visibility: bool = True, walk: bool = False, company_led: bool = False
    ) -> QuerySet:
        """Filter a case queryset; `visibility=False` leaves out includeCancelled/includeMerged (stats use it).

        `walk=True` (a page of many matches; on SQLite) keeps SQLite from choosing the company/status/lock index
        and sorting every match: it then walks the sort index and checks these filters on the way. With a search,
        SQLite never gets those indexes either (see below). `company_led=True` (a walk in BHR UK ID order) leaves the
        company to SQLite: case_widget_bhruk (migration 0024) walks one company's cases in that order.
        """

        # Whether the company/status/lock columns are hidden from the planner: see hides_filter_indexes (SQLite).
        hide = engine().hides_filter_indexes(walk=walk, searched=self.has_search)

        def column(name: str):
            return unindexed(name) if hide else F(name)

        if self.company:
            qs = qs.filter(Exact(F("widget") if company_led else column("widget"), self.company))
        if self.status == STATUS_ALIAS:
            qs = qs.filter(In(column("current_status"), sorted(NEED_INSTRUCTIONS)))
        elif self.status:
            qs = qs.filter(Exact(column("current_status"), self.status))
        if self.has_search:
            qs = qs.filter(self.text_q(walk=walk))
        if self.lock_filter != "all":
            qs = qs.filter(Exact(column("is_locked"), self.lock_filter == "locked"))
        if self.request:
            qs = qs.filter(request_q(self.request))
        if self.created_from is not None:
            # A bare bound on the column: the created_at sort indexes serve it (a range scan from the bound).
            qs = qs.filter(created_at__gte=self.created_from)
        if self.turnaround:
            # Only the two columns of case_turnaround (and case_due_sort) are read.
            qs = qs.filter(state_q(self.turnaround, today=london_today()))
        if self.assignee == UNASSIGNED:
            qs = qs.filter(assignee__isnull=True)
        elif self.assignee and self.assignee.isdigit():
            qs = qs.filter(assignee_id=int(self.assignee))
        if visibility:
            qs = qs.filter(self.visibility_q())
        return qs

    def text_q(self, *, walk: bool = False) -> Q:
        """The searches alone (kamSearch, clientNameSearch, the search box); `walk`: see _contains."""
        q = Q()
        if self.kam_search:
            q &= _field_contains("kam_id", self.kam_search, walk=walk)
        if self.client_name_search:
            q &= _field_contains("client_name", self.client_name_search, walk=walk)
        if self.search:
            q &= search_q(self.search, walk=walk)
        return q

    def unsearched(self) -> "CaseFilters":
        """The same filters without any search."""
        return replace(self, kam_search=None, client_name_search=None, search=None)

    @property
    def shortest_search(self) -> int | None:
        lengths = [len(text) for text in (self.kam_search, self.client_name_search, self.search) if text]
        return min(lengths) if lengths else None

    @property
    def has_search(self) -> bool:
        return bool(self.kam_search or self.client_name_search or self.search)

    def shows(self, *, cancelled: bool, merged: bool) -> bool:
        """Whether includeCancelled/includeMerged let a case with these flags through (visibility_q's rule)."""
        return (self.include_cancelled or not cancelled) and (self.include_merged or not merged)

    def visibility_q(self) -> Q:
        q = Q()
        if not self.include_cancelled:
            q &= Q(is_cancelled=False)
        if not self.include_merged:
            q &= Q(is_merged=False)
        return q


@dataclass(frozen=True)
class PageRequest:
    page: int = 1
    limit: int = DEFAULT_PAGE_SIZE
    sort_by: str = "bhrukId"
    sort_order: str = "desc"

    @property
    def offset(self) -> int:
        return (self.page - 1) * self.limit

    def ordering(self, *, use_index: bool = True) -> list:
        """bhrukId sorts numerically (KIND100 after KIND99); cases without one count as lowest. Ties by id.

        `use_index=False` wraps the sort columns in SQLite's no-op unary plus, so SQLite filters the table and
        sorts the few matches instead of walking the whole sort index looking for them.
        """
        column = SORT_FIELDS[self.sort_by]
        key, tie = (F(column), F("id")) if use_index else (unindexed(column), unindexed("id"))
        if self.sort_by == "dueDate":
            # A case without a due date counts as due last (PostgreSQL's own order of case_due_sort both ways).
            if self.sort_order == "desc":
                return [key.desc(nulls_first=True), tie.desc()]
            return [key.asc(nulls_last=True), tie.asc()]
        # Only bhruk_number can be NULL; spelling NULLS LAST on created_at would stop PostgreSQL using its index.
        nulls = self.sort_by == "bhrukId"
        if self.sort_order == "desc":
            return [key.desc(nulls_last=nulls or None), tie.desc()]
        return [key.asc(nulls_first=nulls or None), tie.asc()]


def request_q(state: str) -> Q:
    """The cases with a request in that state: "id IN (the requests' case ids)", read from the requests table (few
    rows; request_status_due leads with the status), so neither database probes the requests once per case."""
    requests = CaseRequest.objects.all()
    if state == "received":
        requests = requests.filter(status=CaseRequest.Status.RECEIVED)
    else:
        requests = requests.filter(status=CaseRequest.Status.OPEN)
        if state == "overdue":
            requests = requests.filter(due_date__lt=timezone.localdate())
    return Q(pk__in=requests.order_by().values("case_id"))


def _field_contains(field: str, text: str, *, walk: bool = False) -> Q:
    """kamSearch / clientNameSearch: a substring of the one field, folded (cases.search_fold), found through the
    engine's index (PostgreSQL: the search box's trigram index; SQLite: the FTS5 index's column for the field).
    `walk`: the page walks a sort index and tests each case it reaches (see the engines' `contains`)."""
    return engine().field_contains(field, fold(text), walk=walk)


def search_contains_q(text: str, *, walk: bool = False) -> Q:
    """Any of client name, e-mail, KAM ID, BHR UK ID or OB Link contains the text, case and accents folded."""
    return engine().search_contains(fold(text), walk=walk)


def search_q(text: str, *, walk: bool = False) -> Q:
    """The one search box: any of client name, e-mail, KAM ID, BHR UK ID or OB Link contains the text (case and
    accents folded), or the text is the case's number (its id)."""
    q = search_contains_q(text, walk=walk)
    if is_whole_number(text):
        # Also the exact BHR UK numbers (KIND01234 or 12-34 hold the number 1234 but not the text "1234"), so that
        # every exact match (search_exact_q) is a match.
        q |= Q(pk=int(text)) | Q(bhruk_number=int(text))
    return q


def search_exact_q(text: str, *, include_merged: bool) -> Q:
    """The cases whose identifier IS the text (these come first in the list): case number (id), BHR UK ID with or
    without the KIND prefix (1234 finds KIND1234 and 1234), KAM ID (case-insensitive, as its duplicate key) and OB
    Link (as stored: a URL is case-sensitive). Each branch has an index, so this is cheap however many cases the
    substring matches."""
    q = Q(external_user_id=text)
    key = kam_key(text)
    if key:
        q |= Q(kam_key=key, is_merged=False)
        if include_merged:
            q |= Q(kam_key=key, is_merged=True)
    if is_whole_number(text):
        q |= Q(pk=int(text)) | Q(bhruk_number=int(text))
    elif kind := _KIND_ID.fullmatch(text):
        q |= Q(bhruk_number=int(kind.group(1)), bhruk_id__iexact=text)
    return q
