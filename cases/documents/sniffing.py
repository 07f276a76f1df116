"""What a file is, from its bytes, never its name (guide: workflow#documents): PDF, PNG, JPEG, CSV or XLSX.

PNG, JPEG and PDF by their signatures (the `filetype` package); XLSX is a ZIP that holds an Office Open XML
workbook ([Content_Types].xml and xl/); CSV is text (UTF-8, else Windows-1252) without NUL bytes. A PDF must also
open with pypdf and not be encrypted: a file the firm cannot read is refused with words a client can act on.
"""

import zipfile
from typing import IO

from django.core.exceptions import ValidationError

import filetype
from pypdf import PdfReader

from cases.documents import messages

PDF = "application/pdf"
PNG = "image/png"
JPEG = "image/jpeg"
CSV = "text/csv"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
# The extension a stored type's download name ends with when the uploaded name has another.
EXTENSIONS = {PDF: ".pdf", PNG: ".png", JPEG: ".jpg", CSV: ".csv", XLSX: ".xlsx"}
HEAD = 8192


def _refuse(message: str) -> ValidationError:
    return ValidationError({"file": [message]})


def _is_xlsx(file: IO[bytes]) -> bool:
    file.seek(0)
    try:
        with zipfile.ZipFile(file) as archive:
            names = archive.namelist()
    except Exception:  # noqa: BLE001 - untrusted bytes: whatever fails to open is not a workbook
        return False
    return "[Content_Types].xml" in names and any(n.startswith("xl/") for n in names)


def _is_csv(file: IO[bytes]) -> bool:
    file.seek(0)
    data = file.read()
    if not data or b"\0" in data:
        return False
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        # cp1252 leaves five bytes undefined (decoding fails); control characters other than layout are not text.
        return not any(ord(c) < 32 and c not in "\t\r\n\f" for c in text)
    return False


def _check_pdf(file: IO[bytes]) -> None:
    file.seek(0)
    try:
        reader = PdfReader(file)
        if reader.is_encrypted:
            raise _refuse(messages.PDF_ENCRYPTED)
        _ = len(reader.pages)
    except ValidationError:
        raise
    except Exception:  # noqa: BLE001 - any failure to parse untrusted bytes makes the PDF "unreadable"
        raise _refuse(messages.PDF_UNREADABLE) from None


def content_type_of(file: IO[bytes]) -> str:
    """The file's content type, sniffed from its bytes; ValidationError {"file": [...]} for anything else."""
    file.seek(0)
    head = file.read(HEAD)
    kind = filetype.guess(head)
    mime = kind.mime if kind else None
    if mime == PDF or head.startswith(b"%PDF-"):
        _check_pdf(file)
        return PDF
    if mime in (PNG, JPEG):
        return mime
    if mime in ("application/zip", XLSX) or head.startswith(b"PK\x03\x04"):
        if _is_xlsx(file):
            return XLSX
        raise _refuse(messages.NOT_ALLOWED)
    if mime is None and _is_csv(file):
        return CSV
    raise _refuse(messages.NOT_ALLOWED)
