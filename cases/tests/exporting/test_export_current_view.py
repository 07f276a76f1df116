"""GET /api/cases/export with the list's filters and sort: exactly the dashboard's rows, in its order."""

import csv
import io

import openpyxl
import pytest

from cases.exporting.exports import ExportRequestError, parse_export_request
from cases.rules import OnHoldReason, Status
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

FILTER_SETS = [
    {},
    {"company": "Acme Ltd"},
    {"status": "need_instructions"},
    {"status": "on_hold", "sortBy": "createdAt", "sortOrder": "asc"},
    {"kamSearch": "77"},
    {"clientNameSearch": "smith"},
    {"lockFilter": "locked"},
    {"lockFilter": "open", "includeCancelled": "true"},
    {"includeCancelled": "true", "includeMerged": "true", "sortBy": "bhrukId", "sortOrder": "asc"},
    {"company": "Globex Plc", "sortBy": "createdAt", "sortOrder": "desc"},
]


@pytest.fixture
def book():
    """A mixed book: two companies, every status, locked, cancelled, merged, and a case without a BHR UK ID."""
    cases = [
        CaseFactory(widget="Acme Ltd", bhruk_id="100", client_name="Jo Smith", kam_id="5770"),
        CaseFactory(widget="Acme Ltd", bhruk_id="99", client_name="Al Smithers"),
        CaseFactory(widget="Acme Ltd", bhruk_id=None, client_name="No Id"),
        CaseFactory(widget="Acme Ltd", bhruk_id="7", current_status=Status.NEED_INSTRUCTIONS_HIRE),
        CaseFactory(
            widget="Globex Plc",
            bhruk_id="GX12",
            current_status=Status.ON_HOLD,
            instructed=True,
            on_hold_reason=OnHoldReason.OTHER,
        ),
        CaseFactory(widget="Globex Plc", bhruk_id="GX3", locked=True, kam_id="177"),
        CaseFactory(widget="Globex Plc", bhruk_id="GX4", is_cancelled=True, client_name="Cancelled Smith"),
        CaseFactory(widget="Acme Ltd", bhruk_id="55", current_status=Status.IN_PRODUCTION, instructed=True),
    ]
    CaseFactory(widget="Acme Ltd", bhruk_id="56", is_merged=True, merged_into=cases[0])
    return cases


def csv_rows(response) -> list[list[str]]:
    data = b"".join(response.streaming_content)
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def listed(client, params: dict) -> list[list[str]]:
    """(BHRUK ID, Client Name) of every row the dashboard lists for these parameters, page after page."""
    rows, page = [], 1
    while True:
        body = client.get("/api/cases/paginated", {**params, "page": page, "limit": 25}).json()
        rows += [[c["bhrukId"] or "", c["clientName"]] for c in body["data"]]
        if not body["pagination"]["hasNextPage"]:
            return rows
        page += 1


@pytest.mark.parametrize("params", FILTER_SETS[1:])
def test_current_view_csv_holds_the_dashboard_rows_in_its_order(auth_client, admin_user, book, params):
    client = auth_client(admin_user)
    response = client.get("/api/cases/export", {"format": "csv", **params})
    assert response.status_code == 200
    assert response["Content-Disposition"] == 'attachment; filename="filtered_cases.csv"'
    rows = csv_rows(response)
    bhruk, name = rows[0].index("BHRUK ID"), rows[0].index("Client Name")
    exported = [[r[bhruk], r[name]] for r in rows[1:]]
    expected = listed(client, params)
    assert exported == expected
    assert len(expected) > 0


def test_the_filters_really_narrow_the_file(auth_client, admin_user, book):
    client = auth_client(admin_user)
    rows = csv_rows(client.get("/api/cases/export", {"format": "csv", "clientNameSearch": "smith"}))
    # Cancelled Smith is hidden, as on the dashboard, until includeCancelled.
    assert [r[4] for r in rows[1:]] == ["Jo Smith", "Al Smithers"]
    rows = csv_rows(
        client.get("/api/cases/export", {"format": "csv", "clientNameSearch": "smith", "includeCancelled": "true"})
    )
    assert [r[4] for r in rows[1:]] == ["Jo Smith", "Al Smithers", "Cancelled Smith"]


def test_current_view_excel_holds_the_same_rows(auth_client, admin_user, book):
    client = auth_client(admin_user)
    params = {"status": "need_instructions", "sortBy": "bhrukId", "sortOrder": "asc"}
    response = client.get("/api/cases/export", {"format": "xlsx", **params})
    assert response.status_code == 200
    assert 'filename="filtered_cases.xlsx"' in response["Content-Disposition"]
    sheet = openpyxl.load_workbook(io.BytesIO(b"".join(response.streaming_content)))["Cases"]
    values = list(sheet.values)
    bhruk, name = values[0].index("BHRUK ID"), values[0].index("Client Name")
    assert [[r[bhruk] or "", r[name]] for r in values[1:]] == listed(client, params)
    # NULLS LAST when ascending, as the list sorts: the case without an ID comes first.
    assert [r[bhruk] for r in values[1:]] == [None, "7", "99", "100"]


def test_without_filters_include_all_keeps_its_meaning(auth_client, admin_user, book):
    client = auth_client(admin_user)
    active = client.get("/api/cases/export", {"format": "csv", "includeAll": "false", "company": "all"})
    assert active["Content-Disposition"] == 'attachment; filename="active_cases.csv"'
    assert len(csv_rows(active)) - 1 == 7
    everything = client.get("/api/cases/export", {"format": "csv", "includeAll": "true", "status": ""})
    assert everything["Content-Disposition"] == 'attachment; filename="all_cases.csv"'
    assert len(csv_rows(everything)) - 1 == 9


def test_a_client_still_cannot_export_a_view(auth_client, client_user, book):
    response = auth_client(client_user).get("/api/cases/export", {"format": "csv", "company": "Acme Ltd"})
    assert response.status_code == 403
    assert response.json() == {"message": "You do not have permission to perform this action."}


@pytest.mark.parametrize(
    ("params", "field", "message"),
    [
        ({"status": "bogus"}, "status", "Invalid status: 'bogus'."),
        ({"lockFilter": "half"}, "lockFilter", "Invalid lockFilter: 'half'. Expected all, open or locked."),
        ({"sortBy": "name"}, "sortBy", "Invalid sortBy: expected createdAt, bhrukId or dueDate."),
        ({"includeMerged": "maybe"}, "includeMerged", "Invalid includeMerged: expected true or false."),
    ],
)
def test_a_bad_filter_answers_400_naming_it(auth_client, admin_user, params, field, message):
    response = auth_client(admin_user).get("/api/cases/export", {"format": "csv", **params})
    assert response.status_code == 400
    body = response.json()
    assert field in body["errors"]
    assert body["errors"][field][0].startswith(message)


def test_parse_export_request_accepts_a_json_body():
    """The export job's POST /api/exports sends a JSON object: booleans, not strings."""
    request = parse_export_request({"format": "xlsx", "includeAll": True, "includeCancelled": True, "status": "sent"})
    assert request.filename == "filtered_cases.xlsx"
    assert request.filters is not None and request.order is not None
    assert request.filters.include_cancelled is True and request.filters.status == "sent"
    assert request.order.sort_by == "bhrukId" and request.order.sort_order == "desc"
    assert parse_export_request({"format": "csv", "includeAll": True}).filename == "all_cases.csv"
    with pytest.raises(ExportRequestError, match="format must be csv or xlsx."):
        parse_export_request({"format": "pdf"})
