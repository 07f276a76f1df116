"""What an export request asks for (the guide: api#shared-behaviour active/all export, or the dashboard's current view)
and its rows."""

from dataclasses import dataclass

from django.conf import settings
from django.db.models import QuerySet

from cases.exporting.columns import export_queryset
from cases.listing.params import FILTER_NAMES, SORT_NAMES, parse_case_view
from cases.listing.query import CaseFilters, PageRequest

BAD_FORMAT = "format must be csv or xlsx."
BAD_INCLUDE_ALL = "includeAll must be true or false."


class ExportRequestError(ValueError):
    pass


# The list endpoint's query parameters that make an export "the current view" (GET /api/cases/paginated).
VIEW_PARAMS = (*FILTER_NAMES, *SORT_NAMES)


@dataclass(frozen=True)
class ExportRequest:
    format: str  # csv | xlsx
    include_all: bool
    # The current view: the dashboard's filters and sort, or None for the guide: api#shared-behaviour active/all export.
    filters: CaseFilters | None = None
    order: PageRequest | None = None

    @property
    def filename(self) -> str:
        scope = "filtered" if self.filters is not None else ("all" if self.include_all else "active")
        return f"{scope}_cases.{self.format}"


def _as_text(value) -> str:
    """A query-string value or a JSON body value (the export job's POST /api/exports sends booleans)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else str(value)


def parse_export_request(params) -> ExportRequest:
    """Parse ?format=&includeAll= and, when any is given, every filter and the sort of the case list.

    `params` is a QueryDict or a plain dict. Raises ExportRequestError for a bad format/includeAll and Django's
    ValidationError (the list endpoint's own messages, naming the parameter) for a bad filter or sort.
    """
    params = {key: _as_text(params.get(key)) for key in ("format", "includeAll", *VIEW_PARAMS)}
    fmt = params["format"].strip().lower()
    if fmt not in ("csv", "xlsx"):
        raise ExportRequestError(BAD_FORMAT)
    include_all = (params["includeAll"] or "false").strip().lower()
    if include_all not in ("true", "false"):
        raise ExportRequestError(BAD_INCLUDE_ALL)
    # "all" and blanks mean no filter, as on the list (guide: api#shared-behaviour skips them); the sort alone also
    # makes a view.
    given = [k for k in VIEW_PARAMS if params[k].strip() and params[k].strip().lower() not in ("all", "false")]
    if not given:
        return ExportRequest(format=fmt, include_all=include_all == "true")
    filters, order = parse_case_view(params)
    return ExportRequest(format=fmt, include_all=include_all == "true", filters=filters, order=order)


def export_rows(*, user, export: ExportRequest) -> QuerySet:
    """The cases an export request produces, in file order (csv_chunks / xlsx_file turn them into the file)."""
    return export_queryset(user=user, include_all=export.include_all, filters=export.filters, order=export.order)


def export_is_large(*, user, export: ExportRequest) -> bool:
    """GET /api/cases/export answers the file itself up to settings.EXPORT_SYNC_MAX_ROWS rows, a job above."""
    return export_rows(user=user, export=export).count() > settings.EXPORT_SYNC_MAX_ROWS
