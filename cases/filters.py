"""The list and stats query parameters of guide: api#endpoints, parsed strictly: a bad value answers 400 naming the
parameter."""

import re
import zoneinfo
from dataclasses import dataclass, replace
from datetime import datetime, time

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import connection, models
from django.db.models import CharField, F, Field, Func, Q, QuerySet, Value
from django.db.models.expressions import RawSQL
from django.db.models.functions import StrIndex
from django.db.models.lookups import Contains, Exact, GreaterThan, In
from django.utils import timezone
from django.utils.dateparse import parse_date, parse_datetime

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter

from accounts.numbers import is_whole_number, parse_whole_number
from cases import search_index
from cases.models import Case, CaseRequest
from cases.rules import NEED_INSTRUCTIONS, Status, clean_text, kam_key
from cases.search_fold import Fold, fold, fold_sql

# 1000: a large page for API clients (the dashboard's own pages are 25-250).
PAGE_SIZES = (25, 50, 100, 250, 1000)
# The list's query parameters by name: its filters, then its sort. The current-view export and saved views take
# exactly these (FILTER_PARAMETERS and PAGE_PARAMETERS below document them).
FILTER_NAMES = (
    "company",
    "status",
    "search",
    "kamSearch",
    "clientNameSearch",
    "lockFilter",
    "includeCancelled",
    "includeMerged",
    "request",
    "createdFrom",
)
SORT_NAMES = ("sortBy", "sortOrder")
DEFAULT_PAGE_SIZE = 50
SORT_FIELDS = {"bhrukId": "bhruk_number", "createdAt": "created_at"}
STATUS_ALIAS = "need_instructions"
LOCK_FILTERS = ("all", "open", "locked")
# Cases with a request to the client that is open, open past its due date (London), or received (cases.requests).
REQUEST_FILTERS = ("open", "overdue", "received")
MAX_PAGE = 10_000_000
# Below this many characters a substring has no trigram to look up: PostgreSQL's trigram index would read all of
# itself and recheck every row (1.5 s for "zz" at 1M cases), so shorter searches are spelled so it is not used.
TRIGRAM_MIN = 3
# The one search box's fields, joined by a separator that a cleaned search text never holds (control characters
# are dropped from it), so a match never spans two fields. The expression is the one indexed by migration 0016.
SEARCH_SEPARATOR = "\x1f"
SEARCH_FIELDS = search_index.COLUMNS  # client_name, email, kam_id, bhruk_id, external_user_id
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_DIGITS = re.compile(r"[0-9]+")
_KIND_ID = re.compile(r"KIND([0-9]{1,18})", re.IGNORECASE)
_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off", ""}


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

    def apply(
        self, qs: QuerySet, *, visibility: bool = True, walk: bool = False, company_led: bool = False
    ) -> QuerySet:
        """Filter a case queryset; `visibility=False` leaves out includeCancelled/includeMerged (stats use it).

        `walk=True` (SQLite, a page of many matches) keeps SQLite from choosing the company/status/lock index
        and sorting every match: it then walks the sort index and checks these filters on the way. With a search,
        SQLite never gets those indexes either (see below). `company_led=True` (a walk in BHR UK ID order) leaves the
        company to SQLite: case_widget_bhruk (migration 0024) walks one company's cases in that order.
        """

        # On SQLite a search is a scan: of its covering index (which holds company, status and lock too) when the
        # planner cannot pick a company/status/lock index instead and look every one of those cases up in the table.
        hide = connection.vendor == "sqlite" and (walk or self.has_search)

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
        # Only bhruk_number can be NULL; spelling NULLS LAST on created_at would stop PostgreSQL using its index.
        nulls = self.sort_by == "bhrukId"
        key, tie = (F(column), F("id")) if use_index else (unindexed(column), unindexed("id"))
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


class SearchText(Func):
    """The one search box's fields, each folded (cases.search_fold), as one text (NULL BHR UK ID as empty): the
    expression migration 0021 indexes on PostgreSQL."""

    output_field = CharField()

    def __init__(self):
        super().__init__(*[F(name) for name in SEARCH_FIELDS])

    def as_sql(self, compiler, connection, function=None, template=None, arg_joiner=None, **extra):
        sep = "chr(31)" if connection.vendor == "postgresql" else "char(31)"
        parts = [compiler.compile(expr)[0] for expr in self.source_expressions]
        parts[SEARCH_FIELDS.index("bhruk_id")] = f"COALESCE({parts[SEARCH_FIELDS.index('bhruk_id')]}, '')"
        return "(" + f" || {sep} || ".join(fold_sql(connection.vendor, part) for part in parts) + ")", []


# SQLite: above this many FTS5 candidates a field search scans its narrow covering index (case_kam_search,
# case_client_search) instead of looking every candidate up in the table; the search box's covering index is wide
# and tested with a LIKE over five fields joined, so the lookups stay cheaper much longer. Measured at 1M cases:
# clientNameSearch=smi (96,000 candidates) 260 ms scanning, 410 ms looking up; search=smi 1,040 / 620 ms;
# search=example (every case) 970 / 3,700 ms.
FIELD_SCAN_ABOVE = 50_000
BOX_SCAN_ABOVE = 250_000


def _contains(expression, text: str, *, column: str | None = None, walk: bool = False) -> Q:
    """The folded expression (SearchText or Fold) holds the folded text (cases.search_fold): a LIKE, which on
    PostgreSQL is case-sensitive (both sides are folded) and on SQLite ignores ASCII case (its Fold leaves ASCII
    values as they are).

    On PostgreSQL a text shorter than a trigram is matched with STRPOS instead, which the trigram index cannot
    serve, so the planner scans the table (or the rows the other filters leave) instead of the whole index; so is
    any text with `walk=True` (the page walks a sort index and tests each case it reaches by id): with a LIKE the
    planner, which guesses ~100 matches for it, fetched every match through the trigram index first and sorted them
    (`Thom`, 49,000 matches: 236 ms, walking 20 ms).
    On SQLite a text of 3 or more characters first asks the FTS5 trigram index of the folded fields
    (cases.search_index) for the cases holding its trigrams in the searched fields (in `column` alone if given),
    and LIKE tests only those; shorter texts, and texts with too many candidates, scan the narrow covering
    indexes. `walk=True` (the page walks a sort index) makes the candidates a set each walked case is checked
    against, instead of the cases to fetch.
    """
    if connection.vendor == "sqlite":
        q = Q(Contains(expression, text))
        if len(text) >= TRIGRAM_MIN:
            limit = BOX_SCAN_ABOVE if column is None else FIELD_SCAN_ABOVE
            match = search_index.match_expression(text, column=column, scan_above=limit)
            if match is not None:
                candidates = RawSQL(search_index.candidates_sql(), [match])  # noqa: S611 - SQL from the code, values as parameters
                q &= Q(In(unindexed("id"), candidates)) if walk else Q(pk__in=candidates)
        return q
    if (len(text) >= TRIGRAM_MIN and not walk) or connection.vendor != "postgresql":
        return Q(Contains(expression, text))
    return Q(GreaterThan(StrIndex(expression, Value(text)), 0))


# Up to this many characters a text's trigrams are all asked for: `KIND123` finds its 1,073 candidates in 10 ms, its
# digits `123` 10,196 in 31 ms; each very common trigram costs ~10 ms at 1M cases (an OB Link's 22: 217 ms).
WHOLE_TEXT_UP_TO = 10


def _trigram_part(text: str) -> str:
    """The part of a search text the trigram index is asked for: its longest run of digits when it has one of a
    trigram or more beside other characters and the text is longer than WHOLE_TEXT_UP_TO, else the whole text.

    Every trigram of the text is looked up, and in an e-mail or OB Link most of them ("cli", "exa", "com",
    "htt") are in nearly every case: reading those posting lists took 60-200 ms at 1M cases for one match. The
    digits of an identifier are its selective part. Whatever holds the text holds its digits, and the whole
    text is still tested on each candidate.
    """
    runs = _DIGITS.findall(text)
    longest = max(runs, key=len) if runs else ""
    if len(text) <= WHOLE_TEXT_UP_TO:
        return text
    return longest if len(longest) >= TRIGRAM_MIN and longest != text else text


def _indexed_contains(expression, text: str) -> Q:
    """On PostgreSQL: the candidates from the five folded fields' trigram index (SearchText, migration 0021), then
    the folded expression's own substring test (STRPOS, as _contains). `text` is folded."""
    part = _trigram_part(text)
    if part == text and isinstance(expression, SearchText):
        return _contains(expression, text)
    exact = Q(GreaterThan(StrIndex(expression, Value(text)), 0))
    return _contains(SearchText(), part) & exact


def _field_contains(field: str, text: str, *, walk: bool = False) -> Q:
    """kamSearch / clientNameSearch: a substring of the one field, folded. On PostgreSQL the search box's trigram
    index (over all five folded fields, this one among them) finds the candidates, so the field needs no index of
    its own: whatever holds the text in this field holds it in the five fields joined. On SQLite the FTS5 index's
    column for the field finds them."""
    folded = fold(text)
    if len(folded) >= TRIGRAM_MIN and connection.vendor == "postgresql" and not walk:
        return _indexed_contains(Fold(F(field)), folded)
    return _contains(Fold(F(field)), folded, column=field, walk=walk)


def search_contains_q(text: str, *, walk: bool = False) -> Q:
    """Any of client name, e-mail, KAM ID, BHR UK ID or OB Link contains the text, case and accents folded."""
    folded = fold(text)
    if len(folded) >= TRIGRAM_MIN and connection.vendor == "postgresql" and not walk:
        return _indexed_contains(SearchText(), folded)
    return _contains(SearchText(), folded, walk=walk)


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


class _Unindexed(Func):
    """The column behind a no-op (SQLite's unary plus; + 0 or + 0 seconds on PostgreSQL), so the database filters
    through its other indexes and sorts the matches instead of walking the column's sort index."""

    def as_sql(self, compiler, connection, function=None, template=None, arg_joiner=None, **extra):
        sql, params = compiler.compile(self.source_expressions[0])
        if connection.vendor != "postgresql":
            return f"+{sql}", params
        if isinstance(self.output_field, models.DateTimeField):
            return f"({sql} + interval '0 seconds')", params
        return f"({sql} + 0)", params


def unindexed(column: str) -> Func:
    field = Case._meta.get_field(column)
    assert isinstance(field, Field)  # noqa: S101 - narrows the type for mypy
    return _Unindexed(F(column), output_field=field)


def _error(param: str, message: str) -> ValidationError:
    return ValidationError({param: [message]})


def _text(params, name: str) -> str | None:
    value = (params.get(name) or "").strip()
    return None if not value or value.lower() == "all" else value


def _search(params, name: str) -> str | None:
    """A search text cleaned as stored identifiers are (rules.clean_text), so full-width digits find 123; a text
    that folds to nothing (only combining marks) is no search, as an empty one."""
    value = _text(params, name)
    return _searchable(clean_text(value)) if value else None


def _searchable(text: str) -> str | None:
    return text if fold(text) else None


def _bool(params, name: str) -> bool:
    raw = (params.get(name) or "").strip().lower()
    if raw in _TRUE:
        return True
    if raw in _FALSE:
        return False
    raise _error(name, f"Invalid {name}: expected true or false.")


def _int(params, name: str, default: int) -> int:
    raw = params.get(name) or ""
    if not raw.strip():
        return default
    number = parse_whole_number(raw)
    if number is None:
        raise _error(name, f"Invalid {name}: expected a positive whole number.")
    return number


def _box(params, name: str) -> str | None:
    """The search box's text: cleaned as _search, control characters dropped; "all" is a text like any other."""
    return _searchable(clean_text(_CONTROL.sub("", params.get(name) or "")))


def _created_from(params) -> datetime | None:
    """createdFrom: a date (YYYY-MM-DD, from the start of that day in Europe/London) or an ISO 8601 date-time."""
    raw = (params.get("createdFrom") or "").strip()
    if not raw:
        return None
    try:
        day = parse_date(raw) if len(raw) == 10 else None
        moment = datetime.combine(day, time.min) if day else parse_datetime(raw)
    except ValueError:
        moment = None
    if moment is None:
        raise _error("createdFrom", "Invalid createdFrom: expected a date (YYYY-MM-DD) or an ISO 8601 date-time.")
    if timezone.is_naive(moment):
        moment = timezone.make_aware(moment, zoneinfo.ZoneInfo(settings.TIME_ZONE))
    return moment


def parse_case_filters(params) -> CaseFilters:
    status = _text(params, "status")
    if status and status not in Status.values and status != STATUS_ALIAS:
        allowed = ", ".join([*Status.values, STATUS_ALIAS])
        raise _error("status", f"Invalid status: {status!r}. Expected one of {allowed}.")
    lock_filter = (params.get("lockFilter") or "all").strip().lower() or "all"
    if lock_filter not in LOCK_FILTERS:
        raise _error("lockFilter", f"Invalid lockFilter: {lock_filter!r}. Expected all, open or locked.")
    request = (params.get("request") or "").strip().lower() or None
    if request not in (None, "all", *REQUEST_FILTERS):
        raise _error("request", f"Invalid request: {request!r}. Expected open, overdue or received.")
    return CaseFilters(
        request=None if request == "all" else request,
        company=_text(params, "company"),
        status=status,
        kam_search=_search(params, "kamSearch"),
        client_name_search=_search(params, "clientNameSearch"),
        lock_filter=lock_filter,
        include_cancelled=_bool(params, "includeCancelled"),
        include_merged=_bool(params, "includeMerged"),
        search=_box(params, "search"),
        created_from=_created_from(params),
    )


def parse_page_request(params, *, sizes=PAGE_SIZES) -> PageRequest:
    page = _int(params, "page", 1)
    if page < 1 or page > MAX_PAGE:
        raise _error("page", "Invalid page: expected a positive whole number.")
    limit = _int(params, "limit", DEFAULT_PAGE_SIZE)
    if limit not in sizes:
        raise _error("limit", f"Invalid limit: expected one of {', '.join(map(str, sizes))}.")
    sort_by = (params.get("sortBy") or "bhrukId").strip()
    if sort_by not in SORT_FIELDS:
        raise _error("sortBy", "Invalid sortBy: expected createdAt or bhrukId.")
    sort_order = (params.get("sortOrder") or "desc").strip().lower()
    if sort_order not in ("asc", "desc"):
        raise _error("sortOrder", "Invalid sortOrder: expected asc or desc.")
    return PageRequest(page=page, limit=limit, sort_by=sort_by, sort_order=sort_order)


# --- OpenAPI descriptions of the same parameters ------------------------------------------------------------

FILTER_PARAMETERS = [
    OpenApiParameter("company", OpenApiTypes.STR, description="Exact company (widget); all or empty: every company"),
    OpenApiParameter(
        "status", OpenApiTypes.STR, enum=[*Status.values, STATUS_ALIAS, "all"], description="need_instructions: both"
    ),
    OpenApiParameter(
        "kamSearch", OpenApiTypes.STR, description="Substring of the KAM ID, ignoring case and accents (Ní finds Ni)"
    ),
    OpenApiParameter(
        "clientNameSearch",
        OpenApiTypes.STR,
        description="Substring of the client name, ignoring case and accents (ni bhriain finds Ní Bhriain)",
    ),
    OpenApiParameter(
        "search",
        OpenApiTypes.STR,
        description="One box: substring, ignoring case and accents, of the client name, e-mail, KAM ID, BHR UK ID or "
        "OB Link, or the case number (id). Cases whose case number, BHR UK ID (with or without the KIND prefix), "
        "KAM ID or OB Link equals the text come first, then the chosen sort.",
    ),
    OpenApiParameter("lockFilter", OpenApiTypes.STR, enum=list(LOCK_FILTERS), default="all"),
    OpenApiParameter("includeCancelled", OpenApiTypes.BOOL, default=False),
    OpenApiParameter("includeMerged", OpenApiTypes.BOOL, default=False),
    OpenApiParameter(
        "request",
        OpenApiTypes.STR,
        enum=[*REQUEST_FILTERS, "all"],
        description="Cases with a request to the client that is open, overdue (open, due before today) or received",
    ),
    OpenApiParameter(
        "createdFrom",
        OpenApiTypes.STR,
        description="Cases created at or after: a date (YYYY-MM-DD, from midnight Europe/London) or an ISO 8601 "
        "date-time (the portal's date range)",
    ),
]

PAGE_PARAMETERS = [
    OpenApiParameter("page", OpenApiTypes.INT, default=1),
    OpenApiParameter("limit", OpenApiTypes.INT, enum=list(PAGE_SIZES), default=DEFAULT_PAGE_SIZE),
    OpenApiParameter("sortBy", OpenApiTypes.STR, enum=list(SORT_FIELDS), default="bhrukId"),
    OpenApiParameter("sortOrder", OpenApiTypes.STR, enum=["asc", "desc"], default="desc"),
]
