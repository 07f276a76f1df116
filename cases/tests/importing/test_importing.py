"""POST /api/cases/upload-csv: mapping, identifiers, skipping, real-world files, bad files, audit, permissions."""

from datetime import UTC, datetime

from django.test import override_settings

import pytest

from cases import sequences
from cases.importing.reading import REQUIRED_COLUMNS, parse_created_at
from cases.models import AuditEvent, Case
from cases.rules import NOT_KNOWN, Status
from cases.tests.data import HEADER, csv_bytes, read, row, snapshot, upload
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def uploader(auth_client, manager_user):
    return auth_client(manager_user)


def bhruk_ids(**filters) -> list[str | None]:
    return list(Case.objects.filter(**filters).order_by("id").values_list("bhruk_id", flat=True))


# --- A good file ----------------------------------------------------------------------------------------


def test_upload_creates_a_case_per_row_mapped_as_documented(uploader, manager_user):
    response = upload(uploader, csv_bytes([row(101), row(102, ob_link="https://ob.example.com/no-digits")]))

    assert response.status_code == 200
    assert response.json() == {
        "message": "Imported 2 cases.",
        "imported": 2,
        "skipped": 0,
        "skippedInFile": 0,
        "skippedPresent": 0,
        "skippedRows": [],
    }
    first, second = Case.objects.order_by("id")
    assert first.widget == "Acme Ltd"
    assert first.report_type == "Statements"
    assert first.external_user_id == "https://ob.example.com/users/101"
    assert first.name == first.client_name == "Client 101"
    assert first.email == "client101@example.com"
    assert first.source_user_id == "U101"
    assert first.original_status == "Complete"
    assert first.created_at == datetime(2025, 1, 31, 14, 5, tzinfo=UTC)  # GMT in January
    assert first.kam_id == "101" and first.kam_key == "101"
    assert second.kam_id == NOT_KNOWN and second.kam_key is None
    assert first.client_key == "client 101"
    assert (first.bhruk_id, first.bhruk_number, first.bhruk_key) == ("1000", 1000, "1000")
    assert second.bhruk_id == "1001"
    assert first.current_status == Status.NEED_INSTRUCTIONS_NEW
    assert not first.instructed and not first.invoiced and not first.is_locked
    assert not first.is_cancelled and not first.is_merged
    assert first.on_hold_reason is None and first.mi_type is None and first.mi_amount is None
    assert first.import_event_id == second.import_event_id is not None


def test_headers_match_short_names_or_labels_in_any_case_order_and_spacing_and_extra_columns_are_ignored(uploader):
    header = ["  user id ", "WIDGET", "Notes", "created at", "External User ID (OB Link)", "name", "EMAIL", "Status"]
    header.insert(2, "report TYPE")
    values = [
        "U7",
        "Acme Ltd",
        "Affordability",
        "ignored",
        "2025-03-01",
        "https://ob.example.com/u/7",
        "Ann",
        "a@x.com",
        "New",
    ]

    response = upload(uploader, csv_bytes([values], header=header))

    assert response.status_code == 200, response.json()
    case = Case.objects.get()
    assert (case.widget, case.report_type, case.source_user_id, case.name) == ("Acme Ltd", "Affordability", "U7", "Ann")
    assert case.original_status == "New" and case.notes == ""


def test_surrounding_spaces_are_trimmed_from_values(uploader):
    upload(
        uploader,
        csv_bytes(
            [
                [
                    "  Acme Ltd ",
                    " Statements",
                    " https://ob.example.com/users/5 ",
                    " Ann  Lee ",
                    "a@x.com ",
                    " U5",
                    " 2025-01-02 ",
                    " New ",
                ]
            ]
        ),
    )

    case = Case.objects.get()
    assert (case.widget, case.external_user_id, case.name, case.source_user_id) == (
        "Acme Ltd",
        "https://ob.example.com/users/5",
        "Ann  Lee",
        "U5",
    )
    assert case.kam_id == "5" and case.client_key == "ann lee"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2025-01-31", datetime(2025, 1, 31, 0, 0, tzinfo=UTC)),
        ("2025-01-31T14:05:00", datetime(2025, 1, 31, 14, 5, tzinfo=UTC)),
        ("2025-01-31 14:05", datetime(2025, 1, 31, 14, 5, tzinfo=UTC)),
        ("2025-06-30T14:05:00", datetime(2025, 6, 30, 13, 5, tzinfo=UTC)),  # naive is London: BST
        ("2025-06-30T14:05:00Z", datetime(2025, 6, 30, 14, 5, tzinfo=UTC)),
        ("2025-06-30T14:05:00+02:00", datetime(2025, 6, 30, 12, 5, tzinfo=UTC)),
        ("2025-06-30T14:05:00.250", datetime(2025, 6, 30, 13, 5, 0, 250000, tzinfo=UTC)),
        ("31/01/2025", datetime(2025, 1, 31, 0, 0, tzinfo=UTC)),
        ("31/01/2025 14:05", datetime(2025, 1, 31, 14, 5, tzinfo=UTC)),
        ("31/01/2025 14:05:09", datetime(2025, 1, 31, 14, 5, 9, tzinfo=UTC)),
        ("1/7/2025 9:05", datetime(2025, 7, 1, 8, 5, tzinfo=UTC)),
        ("01-07-2025 09:05", datetime(2025, 7, 1, 8, 5, tzinfo=UTC)),
    ],
)
def test_created_at_reads_iso_8601_and_uk_day_first_dates_with_naive_times_in_london(text, expected):
    assert parse_created_at(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("30/03/2025 00:59", datetime(2025, 3, 30, 0, 59, tzinfo=UTC)),  # last minute of GMT
        ("30/03/2025 01:30", datetime(2025, 3, 30, 1, 30, tzinfo=UTC)),  # a skipped hour: read as GMT
        ("30/03/2025 02:00", datetime(2025, 3, 30, 1, 0, tzinfo=UTC)),  # BST from here
        ("26/10/2025 01:30", datetime(2025, 10, 26, 0, 30, tzinfo=UTC)),  # a repeated hour: the first (BST)
        ("26/10/2025 02:00", datetime(2025, 10, 26, 2, 0, tzinfo=UTC)),  # GMT again
    ],
)
def test_created_at_around_the_clock_changes_follows_zoneinfo(text, expected):
    assert parse_created_at(text) == expected


@pytest.mark.parametrize(
    "text", ["", "31/02/2025", "2025-13-01", "01/31/2025", "yesterday", "31/01/25", "2025/01/31 25:00"]
)
def test_created_at_rejects_what_is_not_a_date(text):
    assert parse_created_at(text) is None


# --- Identifiers ----------------------------------------------------------------------------------------


def test_bhruk_ids_follow_file_order_within_each_company_group(uploader):
    rows = [row(1), row(2, widget="Kind"), row(3, widget="Globex Plc"), row(4, widget="KIND"), row(5)]

    upload(uploader, csv_bytes(rows))

    assert bhruk_ids() == ["1000", "KIND1000", "1001", "KIND1001", "1002"]
    kind = Case.objects.get(bhruk_id="KIND1001")
    assert (kind.bhruk_number, kind.bhruk_key) == (1001, "kind1001")


def test_identifiers_continue_across_uploads_and_skip_the_ones_typed_by_hand(uploader):
    upload(uploader, csv_bytes([row(1), row(2), row(3, widget="Kind")]))
    # Manual adds: the next number, then typed-in ones just ahead of the sequence and far beyond it.
    manual = sequences.bhruk_allocate(widget="Acme Ltd")[0]
    CaseFactory(bhruk_id=manual)
    CaseFactory(bhruk_id="1003")
    CaseFactory(bhruk_id="1500")
    CaseFactory(widget="Kind", bhruk_id="KIND1001")
    CaseFactory(widget="Kind", bhruk_id="KIND7777")

    upload(uploader, csv_bytes([row(4), row(5, widget="Kind"), row(6), row(7, widget="Kind")]))

    assert manual == "1002"
    # 1003 and KIND1001 are taken: skipped; the typed 1500 and KIND7777 did not move the sequences.
    assert bhruk_ids(source_user_id__in=["U4", "U5", "U6", "U7"]) == ["1004", "KIND1002", "1005", "KIND1003"]
    assert sequences.bhruk_peek_next(widget="Acme Ltd") == "1006"
    assert sequences.bhruk_peek_next(widget="Kind") == "KIND1004"


# --- Skipping -------------------------------------------------------------------------------------------


def test_uploading_the_same_file_again_skips_every_row(uploader):
    content = csv_bytes([row(1), row(2), row(3, ob_link="", user_id="U3")])
    upload(uploader, content)

    response = upload(uploader, content)

    assert response.status_code == 200
    body = response.json()
    assert body["message"] == (
        "No new cases. Skipped 3 rows: row 2 is already in Casebook as BHR UK ID 1000; "
        "row 3 is already in Casebook as BHR UK ID 1001; row 4 is already in Casebook as BHR UK ID 1002."
    )
    assert (body["imported"], body["skipped"], body["skippedInFile"], body["skippedPresent"]) == (0, 3, 0, 3)
    assert body["skippedRows"][2] == {
        "row": 4,
        "reason": "present",
        "sameAsRow": None,
        "existingCaseId": Case.objects.get(bhruk_id="1002").pk,
        "existingBhrukId": "1002",
        "byUserId": True,
        "text": "Already in Casebook as BHR UK ID 1002 (same company and User ID)",
    }
    assert Case.objects.count() == 3


def test_rows_already_present_are_skipped_and_the_rest_imported(uploader):
    CaseFactory(widget="Acme Ltd", external_user_id="https://ob.example.com/users/1", bhruk_id="7001")
    CaseFactory(widget="Acme Ltd", external_user_id="", source_user_id="U2", bhruk_id=None)
    rows = [
        row(1),  # same widget and OB Link
        row(2, ob_link=""),  # no OB Link: same widget and User ID
        row(3, widget="Globex Plc", ob_link="https://ob.example.com/users/1"),  # another company: new
        row(4, ob_link="", user_id="U1"),  # no OB Link, but no case without a link has U1: new
        row(5),
    ]

    response = upload(uploader, csv_bytes(rows))

    body = response.json()
    assert body["message"] == (
        "Imported 3 cases. Skipped 2 rows: row 2 is already in Casebook as BHR UK ID 7001; "
        "row 3 is already in Casebook."
    )
    assert (body["imported"], body["skipped"], body["skippedInFile"], body["skippedPresent"]) == (3, 2, 0, 2)
    assert [item["text"] for item in body["skippedRows"]] == [
        "Already in Casebook as BHR UK ID 7001 (same company and OB Link)",
        "Already in Casebook (a case without a BHR UK ID) (same company and User ID)",
    ]
    assert sorted(Case.objects.filter(import_event__isnull=False).values_list("source_user_id", flat=True)) == [
        "U1",
        "U3",
        "U5",
    ]


def test_a_row_repeated_in_the_same_file_is_imported_once_and_counted_as_skipped(uploader):
    rows = [row(1), row(2, ob_link="", user_id="U2"), row(1, name="Again"), row(2, ob_link="", user_id="U2"), row(3)]

    response = upload(uploader, csv_bytes(rows))

    body = response.json()
    assert body["message"] == "Imported 3 cases. Skipped 2 rows: row 4 repeats row 2; row 5 repeats row 3."
    assert (body["skippedInFile"], body["skippedPresent"]) == (2, 0)
    assert body["skippedRows"][1]["text"] == "Repeats row 3 of this file (same company and User ID)"
    assert list(Case.objects.order_by("id").values_list("name", "bhruk_id")) == [
        ("Client 1", "1000"),
        ("Client 2", "1001"),
        ("Client 3", "1002"),
    ]


def test_rows_without_ob_link_or_user_id_are_never_treated_as_duplicates(uploader):
    response = upload(uploader, csv_bytes([row(1, ob_link="", user_id=""), row(2, ob_link="", user_id="")]))

    assert response.json()["imported"] == 2


def test_one_skipped_row_reads_in_the_singular(uploader):
    CaseFactory(external_user_id="https://ob.example.com/users/1", bhruk_id="1000")

    assert upload(uploader, csv_bytes([row(1), row(2)])).json()["message"] == (
        "Imported 1 case. Skipped 1 row: row 2 is already in Casebook as BHR UK ID 1000."
    )


# --- Real-world files -----------------------------------------------------------------------------------


def test_an_excel_saved_utf8_csv_with_bom_crlf_quotes_and_line_breaks_imports_exactly(uploader):
    response = upload(uploader, read("excel_utf8_bom_crlf.csv"))

    assert response.status_code == 200, response.json()
    assert response.json()["imported"] == 3
    names = list(Case.objects.order_by("id").values_list("widget", "name", "created_at"))
    assert names == [
        ("Acme Ltd", "O'Brien, Siobhán", datetime(2025, 1, 31, 9, 15, tzinfo=UTC)),
        ("Acme Ltd", 'Zoë "Zed" Ångström', datetime(2025, 7, 1, 13, 5, tzinfo=UTC)),
        ("Kind", "Line one\nline two", datetime(2025, 2, 3, 10, 0, tzinfo=UTC)),
    ]


def test_a_windows_1252_file_keeps_its_pound_sign_and_accents(uploader):
    response = upload(uploader, read("windows1252_pound.csv"))

    assert response.status_code == 200, response.json()
    case = Case.objects.get()
    assert case.report_type == "Statements £250 fee"
    assert case.name == "Renée Dupont – Jr"


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_line_endings_and_blank_trailing_lines_do_not_matter(uploader, newline):
    content = csv_bytes([row(1), row(2)], newline=newline) + newline.encode() * 3

    assert upload(uploader, content).json()["imported"] == 2


def test_excels_sep_line_and_blank_lines_before_the_header_are_skipped_and_rows_keep_their_numbers(uploader):
    content = b"sep=,\r\n\r\n" + csv_bytes([row(1), row(2, created="never")], newline="\r\n")

    body = upload(uploader, content).json()

    assert body["errors"] == [
        {
            "row": 5,
            "column": "Created At",
            "message": 'Not a date: "never". Use 2025-01-31, 2025-01-31T14:05:00 or 31/01/2025 14:05.',
        }
    ]


def test_quoted_fields_may_hold_commas_quotes_and_line_breaks(uploader):
    name = 'Smith, "Jo"\nSecond line'

    upload(uploader, csv_bytes([row(1, name=name)]))

    assert Case.objects.get().client_name == name


@pytest.mark.slow
def test_a_large_upload_spooled_to_disk_is_read_as_a_stream(uploader, settings):
    rows = [row(n) for n in range(1, 25_001)]
    content = csv_bytes(rows)
    assert len(content) > settings.FILE_UPLOAD_MAX_MEMORY_SIZE

    response = upload(uploader, content)

    assert response.json()["imported"] == 25_000
    assert Case.objects.order_by("-id").values_list("bhruk_id", flat=True)[0] == "25999"


# --- Bad files: a clear answer, and nothing written ------------------------------------------------------


def _rejected(client, content: bytes, status: int = 400) -> dict:
    before = snapshot()
    response = upload(client, content)
    assert response.status_code == status, response.content
    assert snapshot() == before
    return response.json()


def test_a_file_that_is_not_a_csv_is_rejected(uploader):
    xlsx = b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00" + bytes(range(256))

    assert _rejected(uploader, xlsx) == {
        "message": "This file is not a CSV file. Save it as CSV (comma delimited) and try again."
    }


def test_a_utf16_text_file_is_rejected_with_how_to_save_it(uploader):
    content = csv_bytes([row(1)], encoding="utf-16")

    assert _rejected(uploader, content) == {
        "message": "This file is saved as UTF-16 text. Save it as CSV UTF-8 (comma delimited) and try again."
    }


@pytest.mark.parametrize("content", [b"", b"\xef\xbb\xbf", b"\r\n\r\n  \n"])
def test_an_empty_file_is_rejected(uploader, content):
    assert _rejected(uploader, content) == {"message": "The file is empty."}


def test_a_header_only_file_is_rejected(uploader):
    assert _rejected(uploader, csv_bytes([], newline="\r\n") + b"\r\n,,,,,,,\r\n") == {
        "message": "The file has a header row but no cases."
    }


def test_missing_columns_are_all_named(uploader):
    header = ["Widget", "Name", "Created At", "Something Else"]

    assert _rejected(uploader, csv_bytes([["Acme Ltd", "Ann", "2025-01-01", "x"]], header=header)) == {
        "message": (
            "The file is missing required columns: Report Type, External User ID (OB Link), Email, User ID, Status."
        ),
        "errors": [
            {"row": 1, "column": label, "message": "Required column is missing."}
            for label in ["Report Type", "External User ID (OB Link)", "Email", "User ID", "Status"]
        ],
        "errorCount": 5,
    }


def test_a_plain_text_file_is_answered_with_every_missing_column(uploader):
    body = _rejected(uploader, b"Dear team,\nplease find the cases attached.\n")

    assert (
        body["message"]
        == "The file is missing required columns: "
        + ", ".join(
            [
                "Widget (Company)",
                "Report Type",
                "External User ID (OB Link)",
                "Name",
                "Email",
                "User ID",
                "Created At",
                "Status",
            ]
        )
        + "."
    )


@override_settings(CSV_UPLOAD_MAX_BYTES=2048)
def test_a_file_over_the_size_limit_is_refused_with_413(uploader):
    content = csv_bytes([row(n) for n in range(1, 28)])
    assert len(content) // 1024 == 3

    assert _rejected(uploader, content, status=413) == {"message": "The file is too large (3 KB); the limit is 2 KB."}


def test_the_size_limit_message_reads_in_megabytes(uploader, settings):
    settings.CSV_UPLOAD_MAX_BYTES = 50 * 1024 * 1024
    response = uploader.post(
        "/api/cases/upload-csv",
        data=b"x",
        content_type="multipart/form-data; boundary=zz",
        CONTENT_LENGTH=str(60 * 1024 * 1024),
    )

    assert response.status_code == 413
    assert response.json() == {"message": "The file is too large (60 MB); the limit is 50 MB."}


def test_a_row_with_the_wrong_number_of_fields_is_rejected(uploader):
    content = csv_bytes([row(1), row(2)[:5], row(3) + ["extra"]])

    assert _rejected(uploader, content) == {
        "message": "The file has 2 problems; nothing was imported. First: row 3: Expected 8 fields but found 5.",
        "errors": [
            {"row": 3, "column": None, "message": "Expected 8 fields but found 5."},
            {"row": 4, "column": None, "message": "Expected 8 fields but found 9."},
        ],
        "errorCount": 2,
    }


def test_an_unparseable_date_is_rejected_with_its_row_and_column(uploader):
    content = csv_bytes([row(1), row(2, created="31/13/2025")])

    assert _rejected(uploader, content) == {
        "message": (
            "The file has 1 problem; nothing was imported. First: row 3 (Created At): "
            'Not a date: "31/13/2025". Use 2025-01-31, 2025-01-31T14:05:00 or 31/01/2025 14:05.'
        ),
        "errors": [
            {
                "row": 3,
                "column": "Created At",
                "message": 'Not a date: "31/13/2025". Use 2025-01-31, 2025-01-31T14:05:00 or 31/01/2025 14:05.',
            }
        ],
        "errorCount": 1,
    }


def test_an_empty_widget_or_date_is_rejected(uploader):
    content = csv_bytes([row(1, widget="  "), row(2, created="")])

    assert _rejected(uploader, content)["errors"] == [
        {"row": 2, "column": "Widget (Company)", "message": "Company is required"},
        {"row": 3, "column": "Created At", "message": "Created At is required."},
    ]


def test_a_value_longer_than_its_field_is_rejected(uploader):
    content = csv_bytes([row(1, name="x" * 256)])

    assert _rejected(uploader, content)["errors"] == [
        {"row": 2, "column": "Name", "message": "Longer than 255 characters."}
    ]


def test_row_numbers_count_lines_inside_quoted_fields_as_one_row(uploader):
    content = csv_bytes([row(1, name="two\nlines"), row(2, created="never")])

    assert _rejected(uploader, content)["errors"][0]["row"] == 3


def test_only_the_first_hundred_problems_are_listed_with_the_total(uploader):
    rows = [row(n, created="soon") for n in range(1, 151)]

    body = _rejected(uploader, csv_bytes(rows))

    assert body["message"].startswith("The file has 150 problems; nothing was imported. First: row 2 (Created At)")
    assert len(body["errors"]) == 100 and body["errorCount"] == 150
    assert body["errors"][-1]["row"] == 101


def test_a_bad_row_at_the_end_leaves_the_good_rows_before_it_unimported(uploader):
    rows = [row(n) for n in range(1, 1001)] + [row(1001, widget="")]

    body = _rejected(uploader, csv_bytes(rows))

    assert body["errorCount"] == 1
    assert sequences.bhruk_peek_next(widget="Acme Ltd") == "1000"


def test_a_request_without_the_file_field_is_rejected(uploader):
    response = uploader.post("/api/cases/upload-csv", {"other": "x"}, format="multipart")

    assert response.status_code == 400
    assert response.json() == {"message": "Choose a CSV file to upload."}


def test_an_unclosed_quote_swallows_the_rest_of_the_file_and_is_reported(uploader):
    content = csv_bytes([row(1)]) + b'Acme Ltd,"Statements,x,y\n' + csv_bytes([row(3)], header=None)

    assert _rejected(uploader, content)["errors"] == [
        {"row": 3, "column": None, "message": "Expected 8 fields but found 2."}
    ]


def test_a_field_beyond_the_csv_readers_limit_is_reported_as_unreadable(uploader):
    content = csv_bytes([row(1)]) + b'Acme Ltd,"' + b"x" * 200_000 + b'"\n'

    assert _rejected(uploader, content) == {
        "message": "The file could not be read as CSV at row 3: field larger than field limit (131072)."
    }


# --- Audit ----------------------------------------------------------------------------------------------


def test_one_import_event_records_who_and_the_file_and_each_created_case_points_to_it(uploader, manager_user):
    CaseFactory(external_user_id="https://ob.example.com/users/1")

    upload(uploader, csv_bytes([row(1), row(2), row(3)]), name="march.csv")

    event = AuditEvent.objects.get(action=AuditEvent.Action.IMPORT)
    assert event.actor == manager_user and event.actor_email == "manager@example.com"
    assert event.case_id is None
    assert event.changes == {"fileName": "march.csv", "rows": 3, "imported": 2, "skipped": 1}
    assert set(Case.objects.filter(import_event=event).values_list("source_user_id", flat=True)) == {"U2", "U3"}
    assert AuditEvent.objects.count() == 1


# --- Permissions ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("role", "status"), [("admin", 200), ("manager", 200), ("staff", 403), ("client", 403)])
def test_only_roles_with_upload_csv_may_upload(role_clients, role, status):
    response = upload(role_clients[role], csv_bytes([row(1)]))

    assert response.status_code == status
    assert Case.objects.count() == (1 if status == 200 else 0)


def test_anonymous_upload_is_unauthorised(api_client):
    response = upload(api_client, csv_bytes([row(1)]))

    assert response.status_code == 401
    assert Case.objects.count() == 0


def test_staff_granted_upload_csv_may_upload(auth_client, staff_user):
    from django.contrib.auth.models import Group, Permission

    Group.objects.get(name="staff").permissions.add(Permission.objects.get(codename="upload_csv"))

    assert upload(auth_client(staff_user), csv_bytes([row(1)])).status_code == 200


def test_the_required_columns_are_those_the_upload_dialog_lists():
    assert [c.label for c in REQUIRED_COLUMNS] == HEADER


def test_an_imported_cases_history_shows_the_import_that_created_it(uploader, manager_user):
    upload(uploader, csv_bytes([row(301)]), name="november.csv")
    case = Case.objects.get()
    case_events = uploader.get(f"/api/cases/{case.id}/history")

    assert case_events.status_code == 200
    imports = [e for e in case_events.json() if e["action"] == "import"]
    assert len(imports) == 1
    assert imports[0]["changes"]["fileName"] == "november.csv"
