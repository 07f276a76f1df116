"""Every formula trigger of OWASP's CSV injection guidance (= + - @ | tab CR) is neutralised in the case export (CSV
and Excel) and the audit log CSV (a leading | was not)."""

import csv
import io

import openpyxl
import pytest

from cases.models import AuditEvent
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

PAYLOADS = ["|calc", "=1+1", "+44 20", "-5", "@SUM(A1)", "\tTab"]  # CR too, but a bare CR does not survive a reader


@pytest.fixture
def admin(auth_client, admin_user):
    return auth_client(admin_user)


def _body(response) -> bytes:
    return b"".join(response.streaming_content) if response.streaming else response.content


def _column(rows: list[list[str]], header: str) -> list[str]:
    index = rows[0].index(header)
    return [row[index] for row in rows[1:]]


@pytest.fixture
def payload_cases():
    # Descending BHR UK IDs: the export's order is the payloads' order.
    return [CaseFactory(bhruk_id=str(2000 - i), client_name=text) for i, text in enumerate(PAYLOADS)]


def test_the_csv_export_prefixes_every_trigger_with_a_quote(admin, payload_cases):
    data = _body(admin.get("/api/cases/export?format=csv"))

    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))
    assert _column(rows, "Client Name") == ["'" + text for text in PAYLOADS]


def test_a_pipe_later_in_the_text_is_left_alone(admin):
    CaseFactory(client_name="Smith | Jones")

    data = _body(admin.get("/api/cases/export?format=csv"))

    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))
    assert _column(rows, "Client Name") == ["Smith | Jones"]


def test_the_excel_export_keeps_each_value_as_text_with_the_quote_prefix(admin, payload_cases):
    CaseFactory(bhruk_id="1000", client_name="Plain")

    sheet = openpyxl.load_workbook(io.BytesIO(_body(admin.get("/api/cases/export?format=xlsx"))))["Cases"]

    column = [cell.value for cell in sheet[1]].index("Client Name") + 1
    cells = [sheet.cell(row=r, column=column) for r in range(2, sheet.max_row + 1)]
    assert [c.value for c in cells] == [*PAYLOADS, "Plain"]
    assert all(c.data_type == "s" for c in cells)
    assert [c.quotePrefix for c in cells] == [True] * len(PAYLOADS) + [False]


def test_the_audit_log_csv_prefixes_a_leading_pipe(admin, admin_user):
    case = CaseFactory()
    AuditEvent.objects.create(
        action="create", case_id=case.pk, actor=admin_user, actor_email=admin_user.email, changes={"clientName": "|x"}
    )

    data = _body(admin.get("/api/audit-logs/export", {"format": "csv"}))

    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))
    assert _column(rows, "New Value") == ["'|x"]
