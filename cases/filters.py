"""The list and stats query parameters of SPEC §7, parsed strictly: a bad value answers 400 naming the parameter."""

from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.db.models import F, Field, Func, Q, QuerySet

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter

from cases.models import Case
from cases.rules import NEED_INSTRUCTIONS, Status, clean_text

PAGE_SIZES = (25, 50, 100, 250, 1000)  # 1000: the dashboard's sent-cases summary and company list (SPEC §7)
DEFAULT_PAGE_SIZE = 50
SORT_FIELDS = {"bhrukId": "bhruk_number", "createdAt": "created_at"}
STATUS_ALIAS = "need_instructions"
LOCK_FILTERS = ("all", "open", "locked")
MAX_PAGE = 10_000_000
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

    def apply(self, qs: QuerySet, *, visibility: bool = True) -> QuerySet:
        """Filter a case queryset; `visibility=False` leaves out includeCancelled/includeMerged (stats use it)."""
        if self.company:
            qs = qs.filter(widget=self.company)
        if self.status == STATUS_ALIAS:
            qs = qs.filter(current_status__in=sorted(NEED_INSTRUCTIONS))
        elif self.status:
            qs = qs.filter(current_status=self.status)
        if self.kam_search:
            qs = qs.filter(kam_id__icontains=self.kam_search)
        if self.client_name_search:
            qs = qs.filter(client_name__icontains=self.client_name_search)
        if self.lock_filter == "open":
            qs = qs.filter(is_locked=False)
        elif self.lock_filter == "locked":
            qs = qs.filter(is_locked=True)
        if visibility:
            qs = qs.filter(self.visibility_q())
        return qs

    @property
    def has_search(self) -> bool:
        return bool(self.kam_search or self.client_name_search)

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
        key, tie = (F(column), F("id")) if use_index else (_unindexed(column), _unindexed("id"))
        if self.sort_order == "desc":
            return [key.desc(nulls_last=nulls or None), tie.desc()]
        return [key.asc(nulls_first=nulls or None), tie.asc()]


def _unindexed(column: str) -> Func:
    field = Case._meta.get_field(column)
    assert isinstance(field, Field)
    return Func(F(column), template="+%(expressions)s", output_field=field)


def _error(param: str, message: str) -> ValidationError:
    return ValidationError({param: [message]})


def _text(params, name: str) -> str | None:
    value = (params.get(name) or "").strip()
    return None if not value or value.lower() == "all" else value


def _search(params, name: str) -> str | None:
    """A search text cleaned as stored identifiers are (rules.clean_text), so full-width digits find 123."""
    value = _text(params, name)
    return clean_text(value) or None if value else None


def _bool(params, name: str) -> bool:
    raw = (params.get(name) or "").strip().lower()
    if raw in _TRUE:
        return True
    if raw in _FALSE:
        return False
    raise _error(name, f"Invalid {name}: expected true or false.")


def _int(params, name: str, default: int) -> int:
    raw = (params.get(name) or "").strip()
    if not raw:
        return default
    if not raw.isdigit():
        raise _error(name, f"Invalid {name}: expected a positive whole number.")
    return int(raw)


def parse_case_filters(params) -> CaseFilters:
    status = _text(params, "status")
    if status and status not in Status.values and status != STATUS_ALIAS:
        allowed = ", ".join([*Status.values, STATUS_ALIAS])
        raise _error("status", f"Invalid status: {status!r}. Expected one of {allowed}.")
    lock_filter = (params.get("lockFilter") or "all").strip().lower() or "all"
    if lock_filter not in LOCK_FILTERS:
        raise _error("lockFilter", f"Invalid lockFilter: {lock_filter!r}. Expected all, open or locked.")
    return CaseFilters(
        company=_text(params, "company"),
        status=status,
        kam_search=_search(params, "kamSearch"),
        client_name_search=_search(params, "clientNameSearch"),
        lock_filter=lock_filter,
        include_cancelled=_bool(params, "includeCancelled"),
        include_merged=_bool(params, "includeMerged"),
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
    OpenApiParameter("kamSearch", OpenApiTypes.STR, description="Case-insensitive substring of the KAM ID"),
    OpenApiParameter("clientNameSearch", OpenApiTypes.STR, description="Case-insensitive substring of the client name"),
    OpenApiParameter("lockFilter", OpenApiTypes.STR, enum=list(LOCK_FILTERS), default="all"),
    OpenApiParameter("includeCancelled", OpenApiTypes.BOOL, default=False),
    OpenApiParameter("includeMerged", OpenApiTypes.BOOL, default=False),
]

PAGE_PARAMETERS = [
    OpenApiParameter("page", OpenApiTypes.INT, default=1),
    OpenApiParameter("limit", OpenApiTypes.INT, enum=list(PAGE_SIZES), default=DEFAULT_PAGE_SIZE),
    OpenApiParameter("sortBy", OpenApiTypes.STR, enum=list(SORT_FIELDS), default="bhrukId"),
    OpenApiParameter("sortOrder", OpenApiTypes.STR, enum=["asc", "desc"], default="desc"),
]
