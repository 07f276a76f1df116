"""The list's query parameters (guide: api#endpoints), parsed once and strictly by DRF query serializers: a bad value
answers 400 naming the parameter, with the first bad parameter's message (in the order the fields are declared).
The serializers also document the parameters in the OpenAPI schema (`@extend_schema(parameters=[CaseListParams])`).

The list, the stat cards, the MI summary, the portal, the current-view export and saved views all read these, and
get plain values back: CaseFilters and PageRequest (cases.listing.query).

Adding a parameter: a field here (its parse function raises serializers.ValidationError with the message to show),
the value it gives set on CaseFilters or PageRequest in `_filters` / `_page`, and its name in FILTER_NAMES or
SORT_NAMES so the export and saved views take it too.
"""

import re
import zoneinfo
from collections.abc import Callable
from datetime import datetime, time
from typing import Any

from django.conf import settings
from django.core.exceptions import ValidationError
from django.utils import timezone
from django.utils.dateparse import parse_date, parse_datetime

from drf_spectacular.utils import set_override
from rest_framework import serializers

from accounts.numbers import parse_whole_number
from cases.listing.query import DEFAULT_PAGE_SIZE, SORT_FIELDS, STATUS_ALIAS, UNASSIGNED, CaseFilters, PageRequest
from cases.rules import Status, clean_text
from cases.search_fold import fold
from cases.turnaround.states import TurnaroundState

# 1000: a large page for API clients (the dashboard's own pages are 25-250).
PAGE_SIZES = (25, 50, 100, 250, 1000)
# The list's query parameters by name: its filters, then its sort. The current-view export and saved views take
# exactly these (CaseFilterParams and CaseViewParams below declare them).
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
    "turnaround",
    "assignee",
)
SORT_NAMES = ("sortBy", "sortOrder")
LOCK_FILTERS = ("all", "open", "locked")
# Cases with a request to the client that is open, open past its due date (London), or received (cases.requests).
REQUEST_FILTERS = ("open", "overdue", "received")
MAX_PAGE = 10_000_000
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off", ""}


# --- One parameter's text to its value ---------------------------------------------------------------------------
# Each takes the parameter's text ("" when absent) and the serializer's context; a bad value raises
# serializers.ValidationError with the message the answer shows.


def _text(raw: str, context: dict) -> str | None:
    value = raw.strip()
    return None if not value or value.lower() == "all" else value


def _search(raw: str, context: dict) -> str | None:
    """A search text cleaned as stored identifiers are (rules.clean_text), so full-width digits find 123; a text
    that folds to nothing (only combining marks) is no search, as an empty one."""
    value = _text(raw, context)
    return _searchable(clean_text(value)) if value else None


def _searchable(text: str) -> str | None:
    return text if fold(text) else None


def _box(raw: str, context: dict) -> str | None:
    """The search box's text: cleaned as _search, control characters dropped; "all" is a text like any other."""
    return _searchable(clean_text(_CONTROL.sub("", raw)))


def _bool(name: str) -> Callable[[str, dict], bool]:
    def parse(raw: str, context: dict) -> bool:
        value = raw.strip().lower()
        if value in _TRUE:
            return True
        if value in _FALSE:
            return False
        raise serializers.ValidationError(f"Invalid {name}: expected true or false.")

    return parse


def _int(raw: str, name: str, default: int) -> int:
    if not raw.strip():
        return default
    number = parse_whole_number(raw)
    if number is None:
        raise serializers.ValidationError(f"Invalid {name}: expected a positive whole number.")
    return number


def _status(raw: str, context: dict) -> str | None:
    status = _text(raw, context)
    if status and status not in Status.values and status != STATUS_ALIAS:
        allowed = ", ".join([*Status.values, STATUS_ALIAS])
        raise serializers.ValidationError(f"Invalid status: {status!r}. Expected one of {allowed}.")
    return status


def _lock_filter(raw: str, context: dict) -> str:
    lock_filter = (raw or "all").strip().lower() or "all"
    if lock_filter not in LOCK_FILTERS:
        raise serializers.ValidationError(f"Invalid lockFilter: {lock_filter!r}. Expected all, open or locked.")
    return lock_filter


def _request(raw: str, context: dict) -> str | None:
    request = raw.strip().lower() or None
    if request not in (None, "all", *REQUEST_FILTERS):
        raise serializers.ValidationError(f"Invalid request: {request!r}. Expected open, overdue or received.")
    return None if request == "all" else request


def _created_from(raw: str, context: dict) -> datetime | None:
    """createdFrom: a date (YYYY-MM-DD, from the start of that day in Europe/London) or an ISO 8601 date-time."""
    raw = raw.strip()
    if not raw:
        return None
    try:
        day = parse_date(raw) if len(raw) == 10 else None
        moment = datetime.combine(day, time.min) if day else parse_datetime(raw)
    except ValueError:
        moment = None
    if moment is None:
        raise serializers.ValidationError("Invalid createdFrom: expected a date (YYYY-MM-DD) or an ISO 8601 date-time.")
    if timezone.is_naive(moment):
        moment = timezone.make_aware(moment, zoneinfo.ZoneInfo(settings.TIME_ZONE))
    return moment


def _turnaround(raw: str, context: dict) -> str | None:
    state = _text(raw, context)
    if state and state not in TurnaroundState.values:
        allowed = ", ".join(TurnaroundState.values)
        raise serializers.ValidationError(f"Invalid turnaround: {state!r}. Expected one of {allowed}.")
    return state


def _assignee(raw: str, context: dict) -> str | None:
    """me, none, or a user's id."""
    assignee = _text(raw, context)
    if assignee is None:
        return None
    assignee = assignee.lower()
    if assignee in ("me", UNASSIGNED):
        return assignee
    number = parse_whole_number(assignee)
    if number is None:
        raise serializers.ValidationError("Invalid assignee: expected me, none or a user id.")
    return str(number)


def _page(raw: str, context: dict) -> int:
    page = _int(raw, "page", 1)
    if page < 1 or page > MAX_PAGE:
        raise serializers.ValidationError("Invalid page: expected a positive whole number.")
    return page


def _limit(raw: str, context: dict) -> int:
    sizes = context.get("sizes", PAGE_SIZES)
    limit = _int(raw, "limit", DEFAULT_PAGE_SIZE)
    if limit not in sizes:
        raise serializers.ValidationError(f"Invalid limit: expected one of {', '.join(map(str, sizes))}.")
    return limit


def _sort_by(raw: str, context: dict) -> str:
    sort_by = (raw or "bhrukId").strip()
    if sort_by not in SORT_FIELDS:
        raise serializers.ValidationError("Invalid sortBy: expected createdAt, bhrukId or dueDate.")
    return sort_by


def _sort_order(raw: str, context: dict) -> str:
    sort_order = (raw or "desc").strip().lower()
    if sort_order not in ("asc", "desc"):
        raise serializers.ValidationError("Invalid sortOrder: expected asc or desc.")
    return sort_order


# --- The serializers ----------------------------------------------------------------------------------------------


class QueryParam(serializers.Field):
    """One query parameter: its text ("" when absent: a blank and a missing parameter mean the same) given to
    `parse`, and `schema` (an OpenAPI schema object) for the documentation."""

    def __init__(self, parse: Callable[[str, dict], Any], *, schema: dict, **kwargs: Any) -> None:
        kwargs.setdefault("required", False)
        super().__init__(**kwargs)
        self.parse = parse
        if "enum" in schema:  # listed as drf-spectacular lists an OpenApiParameter's enum, so the schema reads the same
            schema = {**schema, "enum": sorted(schema["enum"], key=str)}
        set_override(self, "field", schema)

    def get_value(self, dictionary: Any) -> str:
        return dictionary.get(self.field_name) or ""

    def to_internal_value(self, data: str) -> Any:
        return self.parse(data, self.context)

    def to_representation(self, value: Any) -> Any:
        return value


_STR = {"type": "string"}
_BOOL = {"type": "boolean"}


def _sort_by_param() -> QueryParam:
    return QueryParam(_sort_by, schema={**_STR, "enum": list(SORT_FIELDS)}, default="bhrukId")


def _sort_order_param() -> QueryParam:
    return QueryParam(_sort_order, schema={**_STR, "enum": ["asc", "desc"]}, default="desc")


def _page_param() -> QueryParam:
    return QueryParam(_page, schema={"type": "integer"}, default=1)


def _limit_param() -> QueryParam:
    return QueryParam(_limit, schema={"type": "integer", "enum": list(PAGE_SIZES)}, default=DEFAULT_PAGE_SIZE)


class CaseFilterParams(serializers.Serializer):
    """The list's filters (GET /api/stats, /api/cases/mi-summary and the portal take these alone)."""

    company = QueryParam(_text, schema=_STR, help_text="Exact company (widget); all or empty: every company")
    status = QueryParam(
        _status, schema={**_STR, "enum": [*Status.values, STATUS_ALIAS, "all"]}, help_text="need_instructions: both"
    )
    lockFilter = QueryParam(_lock_filter, schema={**_STR, "enum": list(LOCK_FILTERS)}, default="all")  # noqa: N815 - the parameter's name
    request = QueryParam(
        _request,
        schema={**_STR, "enum": [*REQUEST_FILTERS, "all"]},
        help_text="Cases with a request to the client that is open, overdue (open, due before today) or received",
    )
    kamSearch = QueryParam(  # noqa: N815 - the parameter's name
        _search, schema=_STR, help_text="Substring of the KAM ID, ignoring case and accents (Ní finds Ni)"
    )
    clientNameSearch = QueryParam(  # noqa: N815 - the parameter's name
        _search,
        schema=_STR,
        help_text="Substring of the client name, ignoring case and accents (ni bhriain finds Ní Bhriain)",
    )
    includeCancelled = QueryParam(_bool("includeCancelled"), schema=_BOOL, default=False)  # noqa: N815 - the parameter's name
    includeMerged = QueryParam(_bool("includeMerged"), schema=_BOOL, default=False)  # noqa: N815 - the parameter's name
    search = QueryParam(
        _box,
        schema=_STR,
        help_text="One box: substring, ignoring case and accents, of the client name, e-mail, KAM ID, BHR UK ID or "
        "OB Link, or the case number (id). Cases whose case number, BHR UK ID (with or without the KIND prefix), "
        "KAM ID or OB Link equals the text come first, then the chosen sort.",
    )
    createdFrom = QueryParam(  # noqa: N815 - the parameter's name
        _created_from,
        schema=_STR,
        help_text="Cases created at or after: a date (YYYY-MM-DD, from midnight Europe/London) or an ISO 8601 "
        "date-time (the portal's date range)",
    )
    turnaround = QueryParam(
        _turnaround,
        schema={**_STR, "enum": [*TurnaroundState.values, "all"]},
        help_text="The turnaround clock's state today (Europe/London): due_soon is 2 working days or fewer left",
    )
    assignee = QueryParam(
        _assignee,
        schema=_STR,
        help_text="Who handles the case: me, none (unassigned) or a user's id; ignored for clients",
    )


class PageParams(serializers.Serializer):
    """A page and its sort (the other paginated lists: audit log, imports, requests...)."""

    page = _page_param()
    limit = _limit_param()
    sortBy = _sort_by_param()  # noqa: N815 - the parameter's name
    sortOrder = _sort_order_param()  # noqa: N815 - the parameter's name


class CaseViewParams(CaseFilterParams):
    """The filters and the sort: what makes the current-view export."""

    sortBy = _sort_by_param()  # noqa: N815 - the parameter's name
    sortOrder = _sort_order_param()  # noqa: N815 - the parameter's name


class CaseListParams(CaseFilterParams):
    """GET /api/cases/paginated: the filters, then the page and its sort (a saved view keeps the same)."""

    page = _page_param()
    limit = _limit_param()
    sortBy = _sort_by_param()  # noqa: N815 - the parameter's name
    sortOrder = _sort_order_param()  # noqa: N815 - the parameter's name


def _validated(serializer: serializers.Serializer) -> dict:
    """The parsed values, or Django's ValidationError naming the first bad parameter (one: as it always answered)."""
    if not serializer.is_valid():
        name, messages = next(iter(serializer.errors.items()))
        raise ValidationError({name: [str(messages[0])]})
    return dict(serializer.validated_data)


def _filters(values: dict) -> CaseFilters:
    return CaseFilters(
        company=values["company"],
        status=values["status"],
        kam_search=values["kamSearch"],
        client_name_search=values["clientNameSearch"],
        lock_filter=values["lockFilter"],
        include_cancelled=values["includeCancelled"],
        include_merged=values["includeMerged"],
        search=values["search"],
        request=values["request"],
        created_from=values["createdFrom"],
        turnaround=values["turnaround"],
        assignee=values["assignee"],
    )


def _page_request(values: dict) -> PageRequest:
    return PageRequest(
        page=values.get("page", 1),
        limit=values.get("limit", DEFAULT_PAGE_SIZE),
        sort_by=values["sortBy"],
        sort_order=values["sortOrder"],
    )


def parse_case_filters(params) -> CaseFilters:
    """The filters of a QueryDict or a dict of texts."""
    return _filters(_validated(CaseFilterParams(data=params)))


def parse_case_list(params, *, sizes=PAGE_SIZES) -> tuple[CaseFilters, PageRequest]:
    """The filters and the page of GET /api/cases/paginated, parsed in one go (`limit` one of `sizes`)."""
    values = _validated(CaseListParams(data=params, context={"sizes": sizes}))
    return _filters(values), _page_request(values)


def parse_case_view(params) -> tuple[CaseFilters, PageRequest]:
    """The filters and the sort of the current-view export."""
    values = _validated(CaseViewParams(data=params))
    return _filters(values), _page_request(values)


def parse_page_request(params, *, sizes=PAGE_SIZES) -> PageRequest:
    """A page and its sort, `limit` one of `sizes`."""
    return _page_request(_validated(PageParams(data=params, context={"sizes": sizes})))
