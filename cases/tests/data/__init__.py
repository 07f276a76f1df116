"""CSV files for the import and export tests: saved real-world files here, and builders for the rest."""

import csv
import io
from pathlib import Path

from django.core.files.uploadedfile import SimpleUploadedFile

from cases.models import AuditEvent, BhrukSequence, Case

DATA = Path(__file__).resolve().parent
UPLOAD_URL = "/api/cases/upload-csv"
HEADER = [
    "Widget (Company)",
    "Report Type",
    "External User ID (OB Link)",
    "Name",
    "Email",
    "User ID",
    "Created At",
    "Status",
]


def row(
    n: int,
    *,
    widget: str = "Acme Ltd",
    ob_link: str | None = None,
    user_id: str | None = None,
    created: str = "31/01/2025 14:05",
    name: str | None = None,
) -> list[str]:
    """One data row; the OB Link and User ID default to values derived from n."""
    return [
        widget,
        "Statements",
        f"https://ob.example.com/users/{n}" if ob_link is None else ob_link,
        name if name is not None else f"Client {n}",
        f"client{n}@example.com",
        f"U{n}" if user_id is None else user_id,
        created,
        "Complete",
    ]


def csv_bytes(rows, *, header=HEADER, encoding: str = "utf-8", newline: str = "\n", bom: bool = False) -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator=newline)
    if header is not None:
        writer.writerow(header)
    writer.writerows(rows)
    data = buffer.getvalue().encode(encoding)
    return (b"\xef\xbb\xbf" if bom else b"") + data


def read(name: str) -> bytes:
    return (DATA / name).read_bytes()


def upload(client, content: bytes, name: str = "cases.csv"):
    return client.post(UPLOAD_URL, {"csvFile": SimpleUploadedFile(name, content, "text/csv")}, format="multipart")


def snapshot() -> dict:
    """What an import could change: every case, the audit trail and the identifier sequences."""
    return {
        "cases": list(Case.objects.order_by("id").values()),
        "events": list(AuditEvent.objects.order_by("id").values_list("id", flat=True)),
        "sequences": list(BhrukSequence.objects.order_by("group").values_list("group", "next_value")),
    }
