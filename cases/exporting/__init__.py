"""Export of cases to CSV or Excel (SPEC §7 GET /api/cases/export), with memory that does not grow with the rows.

- columns.py: the columns, their display rules (labels from cases.rules, Yes/No, London time, formula
  neutralisation) and the querysets, scoped through cases.selectors.cases_visible_to;
- csv_file.py: the CSV, streamed (COPY TO STDOUT on PostgreSQL);
- xlsx_file.py: the workbook, written to a temporary file and then streamed out.

Formula injection (OWASP "CSV Injection"): a CSV text cell starting with = + - @ tab or CR gets a leading
single quote; an XLSX text cell is always an inline string, which a spreadsheet never evaluates.
"""

from dataclasses import dataclass

from django.http import FileResponse, StreamingHttpResponse

from cases.exporting.columns import COLUMNS, FORMULA_TRIGGERS, HEADERS, export_queryset
from cases.exporting.csv_file import csv_chunks
from cases.exporting.xlsx_file import xlsx_file

__all__ = [
    "COLUMNS",
    "CSV_TYPE",
    "XLSX_TYPE",
    "FORMULA_TRIGGERS",
    "HEADERS",
    "ExportRequest",
    "ExportRequestError",
    "cases_export_response",
    "parse_export_request",
]

CSV_TYPE = "text/csv; charset=utf-8"
XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
BAD_FORMAT = "format must be csv or xlsx."
BAD_INCLUDE_ALL = "includeAll must be true or false."


class ExportRequestError(ValueError):
    pass


@dataclass(frozen=True)
class ExportRequest:
    format: str  # csv | xlsx
    include_all: bool

    @property
    def filename(self) -> str:
        return f"{'all' if self.include_all else 'active'}_cases.{self.format}"


def parse_export_request(params) -> ExportRequest:
    fmt = (params.get("format") or "").strip().lower()
    if fmt not in ("csv", "xlsx"):
        raise ExportRequestError(BAD_FORMAT)
    include_all = (params.get("includeAll") or "false").strip().lower()
    if include_all not in ("true", "false"):
        raise ExportRequestError(BAD_INCLUDE_ALL)
    return ExportRequest(format=fmt, include_all=include_all == "true")


def cases_export_response(*, user, export: ExportRequest):
    """The file as an attachment named {active|all}_cases.{csv|xlsx}."""
    qs = export_queryset(user=user, include_all=export.include_all)
    if export.format == "csv":
        response = StreamingHttpResponse(csv_chunks(qs), content_type=CSV_TYPE)
        response["Content-Disposition"] = f'attachment; filename="{export.filename}"'
    else:
        response = FileResponse(xlsx_file(qs), as_attachment=True, filename=export.filename, content_type=XLSX_TYPE)
    response["Cache-Control"] = "no-store"
    return response
