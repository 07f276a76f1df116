"""POST /api/cases/upload-csv?dryRun=true (the preview) and POST /api/cases/upload-csv/errors (the error report)."""

import csv
import io

from django.core.files.uploadedfile import SimpleUploadedFile

import pytest

from cases.models import Case, ImportBatch
from cases.tests.data import HEADER, UPLOAD_URL, csv_bytes, row, snapshot, upload
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

PREVIEW_URL = UPLOAD_URL + "?dryRun=true"
ERRORS_URL = UPLOAD_URL + "/errors"


@pytest.fixture
def uploader(auth_client, manager_user):
    return auth_client(manager_user)


def preview(client, content: bytes, name: str = "cases.csv"):
    return client.post(PREVIEW_URL, {"csvFile": SimpleUploadedFile(name, content, "text/csv")}, format="multipart")


def error_report(client, content: bytes, name: str = "cases.csv"):
    return client.post(ERRORS_URL, {"csvFile": SimpleUploadedFile(name, content, "text/csv")}, format="multipart")


def report_rows(response) -> list[list[str]]:
    text = b"".join(response.streaming_content).decode("utf-8-sig")
    return list(csv.reader(io.StringIO(text)))


# --- Preview -------------------------------------------------------------------------------------------------


def test_preview_of_a_good_file_counts_and_names_the_new_identifiers_and_writes_nothing(uploader):
    CaseFactory(external_user_id="https://ob.example.com/users/1", kam_id="900", client_name="Old", bhruk_id=None)
    before = snapshot()

    response = preview(uploader, csv_bytes([row(1), row(2), row(3, widget="Kind"), row(4)]))

    assert response.status_code == 200
    assert response.json() == {
        "rows": 4,
        "wouldImport": 3,
        "wouldSkip": 1,
        "wouldSkipInFile": 0,
        "wouldSkipPresent": 1,
        "skippedRows": [
            {
                "row": 2,
                "reason": "present",
                "sameAsRow": None,
                "existingCaseId": Case.objects.get().pk,
                "existingBhrukId": None,
                "byUserId": False,
                "text": "Already in Casebook (a case without a BHR UK ID) (same company and OB Link)",
            }
        ],
        "errors": [],
        "errorCount": 0,
        "duplicates": [],
        # Every group's range: the KIND row's identifier too.
        "newBhrukIds": [
            {"group": "standard", "first": "1000", "last": "1001", "count": 2},
            {"group": "kind", "first": "KIND1000", "last": "KIND1000", "count": 1},
        ],
        "firstNewBhrukId": "1000",
        "lastNewBhrukId": "1001",
    }
    assert snapshot() == before
    assert ImportBatch.objects.count() == 0


def test_preview_lists_every_problem_and_still_counts_the_valid_rows(uploader):
    before = snapshot()
    rows = [row(1), row(2, created="someday"), row(3, widget=""), row(4)]

    response = preview(uploader, csv_bytes(rows))

    body = response.json()
    assert response.status_code == 200
    assert (body["wouldImport"], body["wouldSkip"], body["errorCount"]) == (2, 0, 2)
    assert body["errors"] == [
        {
            "row": 3,
            "column": "Created At",
            "message": 'Not a date: "someday". Use 2025-01-31, 2025-01-31T14:05:00 or 31/01/2025 14:05.',
        },
        {"row": 4, "column": "Widget (Company)", "message": "Company is required"},
    ]
    assert snapshot() == before


def test_preview_caps_the_listed_problems_but_counts_them_all(uploader):
    response = preview(uploader, csv_bytes([row(n, created="") for n in range(1, 151)] + [row(999)]))

    body = response.json()
    assert (len(body["errors"]), body["errorCount"], body["wouldImport"]) == (100, 150, 1)


def test_preview_finds_kam_ids_and_client_names_repeated_in_the_file_or_held_by_active_cases(uploader):
    existing = CaseFactory(kam_id="555", client_name="Jane  SMITH", bhruk_id="2000")
    CaseFactory(kam_id="555", client_name="Other", is_merged=True, bhruk_id="2001")  # merged: not active
    rows = [
        row(1, ob_link="https://ob.example.com/users/555"),  # KAM 555: an existing case
        row(2, name="jane smith"),  # client name of the existing case, normalised
        row(3, ob_link="https://ob.example.com/users/77", name="Ann Lee"),
        row(4, ob_link="https://ob.example.com/profile/77", name="ann  lee"),  # repeats row 3 twice over
        row(5),
    ]

    response = preview(uploader, csv_bytes(rows))

    held = {"existingCaseIds": [existing.pk], "existingBhrukIds": ["2000"]}
    none: dict = {"existingCaseIds": [], "existingBhrukIds": []}
    assert response.json()["duplicates"] == [
        {"row": 2, "identifierType": "kamId", "identifier": "555", "inFile": [], **held},
        {"row": 3, "identifierType": "clientName", "identifier": "jane smith", "inFile": [], **held},
        {"row": 4, "identifierType": "kamId", "identifier": "77", "inFile": [5], **none},
        {"row": 4, "identifierType": "clientName", "identifier": "Ann Lee", "inFile": [5], **none},
        {"row": 5, "identifierType": "kamId", "identifier": "77", "inFile": [4], **none},
        {"row": 5, "identifierType": "clientName", "identifier": "ann lee", "inFile": [4], **none},
    ]


def test_rows_already_imported_are_not_reported_as_duplicates(uploader):
    upload(uploader, csv_bytes([row(1)]))

    body = preview(uploader, csv_bytes([row(1), row(2)])).json()

    assert (body["wouldImport"], body["wouldSkip"], body["duplicates"]) == (1, 1, [])


def test_preview_of_a_file_with_nothing_new_names_no_identifiers(uploader):
    upload(uploader, csv_bytes([row(1)]))

    body = preview(uploader, csv_bytes([row(1)])).json()

    assert body["wouldImport"] == 0
    assert body["firstNewBhrukId"] is None and body["lastNewBhrukId"] is None


def test_preview_peeks_at_the_sequence_without_moving_it(uploader):
    upload(uploader, csv_bytes([row(1), row(2)]))

    first = preview(uploader, csv_bytes([row(3), row(4), row(5)])).json()
    again = preview(uploader, csv_bytes([row(3), row(4), row(5)])).json()

    assert (first["firstNewBhrukId"], first["lastNewBhrukId"]) == ("1002", "1004")
    assert again == first
    upload(uploader, csv_bytes([row(3), row(4), row(5)]))
    assert list(Case.objects.order_by("id").values_list("bhruk_id", flat=True))[-3:] == ["1002", "1003", "1004"]


def test_a_bad_file_gets_the_same_answer_as_the_import(uploader):
    content = csv_bytes([row(1)], header=HEADER[:-1])
    imported = upload(uploader, content)

    previewed = preview(uploader, content)

    assert previewed.status_code == imported.status_code == 400
    assert previewed.json() == imported.json()
    assert previewed.json()["message"] == "The file is missing required column: Status."


def test_preview_needs_a_file_and_the_upload_permission(role_clients):
    assert role_clients["manager"].post(PREVIEW_URL, {}, format="multipart").json() == {
        "message": "Choose a CSV file to upload."
    }
    assert preview(role_clients["staff"], csv_bytes([row(1)])).status_code == 403
    assert preview(role_clients["client"], csv_bytes([row(1)])).status_code == 403
    assert preview(role_clients["anonymous"], csv_bytes([row(1)])).status_code == 401


# --- Error report ------------------------------------------------------------------------------------------------


def test_error_report_holds_only_the_bad_rows_with_every_column_and_an_errors_column(uploader):
    header = [*HEADER, "Notes"]
    rows = [
        [*row(1), "fine"],
        [*row(2, created="someday"), "bad date"],
        [*row(3, widget="", created=""), "two problems"],
        [*row(4), "fine too"],
    ]
    before = snapshot()

    response = error_report(uploader, csv_bytes(rows, header=header), name="march.csv")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv"
    assert 'filename="march-errors.csv"' in response["Content-Disposition"]
    assert report_rows(response) == [
        [*header, "Errors", "Skipped"],
        [
            *rows[1],
            'Created At: Not a date: "someday". Use 2025-01-31, 2025-01-31T14:05:00 or 31/01/2025 14:05.',
            "",
        ],
        [*rows[2], "Widget (Company): Company is required; Created At: Created At is required.", ""],
    ]
    assert snapshot() == before


def test_a_short_row_is_padded_so_its_errors_stay_in_the_errors_column(uploader):
    rows = [row(1), ["Acme Ltd", "Statements"]]

    lines = report_rows(error_report(uploader, csv_bytes(rows)))

    assert lines[1] == ["Acme Ltd", "Statements", "", "", "", "", "", "", "Expected 8 fields but found 2.", ""]


def test_the_fixed_error_report_can_be_uploaded_as_it_is(uploader):
    rows = [row(1), row(2, created="someday")]
    lines = report_rows(error_report(uploader, csv_bytes(rows)))
    lines[1][6] = "01/02/2025 09:00"

    fixed = csv_bytes(lines[1:], header=lines[0])
    response = upload(uploader, fixed)

    assert (response.json()["message"], response.json()["imported"]) == ("Imported 1 case.", 1)
    assert Case.objects.get().external_user_id == "https://ob.example.com/users/2"


def test_error_report_lists_the_skipped_rows_and_why_beside_the_bad_ones(uploader):
    CaseFactory(widget="Acme Ltd", external_user_id="https://ob.example.com/users/1", bhruk_id="4321")
    rows = [row(1), row(2), row(3, created="someday"), row(2, name="Again"), row(5)]
    before = snapshot()

    lines = report_rows(error_report(uploader, csv_bytes(rows)))

    assert [(line[3], line[-2][:10], line[-1]) for line in lines[1:]] == [
        ("Client 1", "", "Already in Casebook as BHR UK ID 4321 (same company and OB Link)"),
        ("Client 3", "Created At", ""),
        ("Again", "", "Repeats row 3 of this file (same company and OB Link)"),
    ]
    assert snapshot() == before


def test_error_report_reads_many_skipped_rows_in_pages(uploader, monkeypatch):
    from cases.importing import error_report as report_module

    monkeypatch.setattr(report_module, "SKIPPED_PAGE", 2)
    rows = [row(1)] + [row(1, name=f"Copy {n}") for n in range(5)] + [row(9, created="someday")]

    lines = report_rows(error_report(uploader, csv_bytes(rows)))

    assert [line[3] for line in lines[1:]] == [*[f"Copy {n}" for n in range(5)], "Client 9"]
    assert {line[-1] for line in lines[1:6]} == {"Repeats row 2 of this file (same company and OB Link)"}


def test_error_report_of_an_unreadable_file_answers_as_the_import(uploader):
    response = error_report(uploader, b"")

    assert response.status_code == 400
    assert response.json() == {"message": "The file is empty."}


def test_error_report_needs_the_upload_permission(role_clients):
    assert error_report(role_clients["staff"], csv_bytes([row(1)])).status_code == 403
