"""The content types of the files Casebook serves (exports, error reports, subject-access packs)."""

from pathlib import PurePath

CSV_TYPE = "text/csv; charset=utf-8"
XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
ZIP_TYPE = "application/zip"

_BY_SUFFIX = {".csv": CSV_TYPE, ".xlsx": XLSX_TYPE, ".zip": ZIP_TYPE}


def content_type_for(file_name: str) -> str:
    """The type of a file by its name's suffix; anything else is plain bytes."""
    return _BY_SUFFIX.get(PurePath(file_name).suffix.lower(), "application/octet-stream")
