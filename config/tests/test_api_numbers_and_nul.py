"""Numbers are read from the ASCII digits 0-9 only and NUL characters never reach the database: what
used to be a 500 is a 400 with a sentence."""

from urllib.parse import urlencode

from django.core.files.uploadedfile import SimpleUploadedFile

import pytest

from accounts.numbers import parse_whole_number
from cases.models import Case, SavedView
from cases.tests.factories import CaseFactory
from config.json_parser import NUL_IN_BODY

pytestmark = pytest.mark.django_db

PAGE = "Invalid page: expected a positive whole number."
LIMIT = "Invalid limit: expected a positive whole number."


@pytest.mark.parametrize(
    ("raw", "number"),
    [
        ("42", 42),
        (" 7 ", 7),
        (42, 42),
        ("²", None),  # str.isdigit() says yes, int() says no
        ("፩", None),
        ("١٢", None),  # int() reads Arabic-Indic digits; no client sends them
        ("1.0", None),
        ("-3", None),
        ("", None),
        (1.0, None),
        (float("inf"), None),
        (True, None),
        (None, None),
        ("1" * 19, None),
        (10**19, None),
    ],
)
def test_a_whole_number_is_ascii_digits_only(raw, number):
    assert parse_whole_number(raw) == number


@pytest.mark.parametrize(
    ("url", "field", "message"),
    [
        ("/api/cases/paginated?page=²", "page", PAGE),
        ("/api/cases/paginated?page=፩", "page", PAGE),
        ("/api/cases/paginated?limit=²", "limit", LIMIT),
        ("/api/audit-logs?page=²", "page", PAGE),
        ("/api/imports?page=²", "page", PAGE),
        ("/api/audit-logs?userId=²", "userId", "Invalid userId: expected a whole number."),
        ("/api/audit-logs?caseId=፩", "caseId", "Invalid caseId: expected a whole number."),
        ("/api/duplicates?page=²", "page", "A valid integer is required."),
    ],
)
def test_a_number_that_is_not_ascii_digits_is_a_400_naming_the_parameter(role_clients, url, field, message):
    response = role_clients["admin"].get(url)

    assert response.status_code == 400
    assert response.json()["message"] == message
    assert response.json()["errors"][field] == [message]


@pytest.mark.parametrize("url", ["/api/cases/paginated", "/api/cases", "/api/stats", "/api/cases/export?format=csv"])
@pytest.mark.parametrize("text", ["፩", "KIND፩", "²", "١٢"])
def test_a_search_for_digits_of_other_scripts_is_a_text_search(role_clients, url, text):
    CaseFactory(client_name="Ethiopic ፩ Ltd", bhruk_id="1")

    joiner = "&" if "?" in url else "?"
    response = role_clients["admin"].get(f"{url}{joiner}{urlencode({'search': text})}")

    assert response.status_code == 200


def test_a_search_for_an_ethiopic_digit_finds_the_text_not_a_case_number(role_clients):
    wanted = CaseFactory(client_name="Ethiopic ፩ Ltd")
    CaseFactory(client_name="Someone else")

    response = role_clients["admin"].get("/api/cases/paginated", {"search": "፩"})

    assert [row["id"] for row in response.json()["data"]] == [wanted.pk]


# --- NUL characters in JSON bodies ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        {"name": "Queue", "filters": {"company": "Acme\x00Ltd"}},
        {"name": "Queue", "filters": {"search": "a\x00"}},
        {"name": "Queue", "filters": {"comp\x00any": "Acme"}},
    ],
)
def test_a_nul_in_a_saved_views_filters_is_refused_and_nothing_is_saved(role_clients, body):
    response = role_clients["staff"].post("/api/saved-views", body, format="json")

    assert response.status_code == 400
    message = NUL_IN_BODY.format(name="filters")
    assert response.json() == {"message": message, "errors": {"filters": [message]}}
    assert "\\u0000" in message
    assert not SavedView.objects.exists()


def test_a_nul_in_a_saved_views_name_is_refused(role_clients):
    response = role_clients["staff"].post("/api/saved-views", {"name": "Q\x00", "filters": {}}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == NUL_IN_BODY.format(name="name")
    assert not SavedView.objects.exists()


def test_a_nul_in_an_update_of_a_saved_view_leaves_it_unchanged(role_clients, staff_user):
    view = SavedView.objects.create(owner=staff_user, name="Queue", filters={"company": "Acme"})

    response = role_clients["staff"].put(
        f"/api/saved-views/{view.pk}", {"filters": {"company": "Ac\x00me"}}, format="json"
    )

    assert response.status_code == 400
    view.refresh_from_db()
    assert view.filters == {"company": "Acme"}


def test_a_nul_in_a_case_edit_is_refused_and_the_case_is_unchanged(role_clients):
    case = CaseFactory(notes="before")

    response = role_clients["admin"].put(f"/api/cases/{case.pk}", {"notes": "af\x00ter"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == NUL_IN_BODY.format(name="notes")
    case.refresh_from_db()
    assert case.notes == "before"


def test_a_nul_in_a_body_that_is_not_an_object_is_refused(role_clients):
    response = role_clients["admin"].post("/api/cases/batch-delete", ["a\x00"], format="json")

    assert response.status_code == 400
    assert response.json() == {"message": NUL_IN_BODY.format(name="request body")}


# --- Ids in batch bodies --------------------------------------------------------------------------------------

CASE_ID = "Item 1 of caseIds is not a case id: each must be a whole number from 1, such as 42."
BAD_IDS = [b"1e400", b"-1e400", b"1.5", b'"abc"', b'"\\u00b2"', b"true", b"null", b"{}", b"0", b"-4", b"1" * 25]


@pytest.mark.parametrize("raw", BAD_IDS)
@pytest.mark.parametrize(
    ("url", "extra"),
    [
        ("/api/cases/batch-delete", b""),
        ("/api/cases/batch-restore", b""),
        ("/api/cases/batch-cancel", b""),
        ("/api/cases/batch-update", b', "updates": {"invoiced": true}'),
    ],
)
def test_a_batch_with_an_id_that_is_not_a_whole_number_answers_a_sentence(role_clients, url, extra, raw):
    case = CaseFactory()

    response = role_clients["admin"].generic(
        "POST", url, b'{"caseIds": [' + raw + b"]" + extra + b"}", content_type="application/json"
    )

    assert response.status_code == 400
    assert response.json() == {"message": CASE_ID, "errors": {"caseIds": [CASE_ID]}}
    assert Case.objects.filter(pk=case.pk, is_cancelled=False).exists()


def test_the_first_bad_id_is_named_by_its_position(role_clients):
    case = CaseFactory()

    response = role_clients["admin"].generic(
        "POST", "/api/cases/batch-delete", f'{{"caseIds": [{case.pk}, 2, 1e400]}}', content_type="application/json"
    )

    assert response.status_code == 400
    assert response.json()["message"] == CASE_ID.replace("Item 1", "Item 3")
    assert Case.objects.filter(pk=case.pk).exists()


@pytest.mark.parametrize(
    ("url", "body"),
    [
        ("/api/duplicates/merge", b'{"masterCaseId": 1, "mergeReason": "same", "duplicateCaseIds": [1e400]}'),
        ("/api/privacy/erasure", b'{"caseIds": [1e400], "reason": "asked"}'),
        ("/api/privacy/subject-access", b'{"caseIds": [1e400]}'),
    ],
)
def test_other_bodies_of_case_ids_answer_the_same_sentence(role_clients, url, body):
    response = role_clients["admin"].generic("POST", url, body, content_type="application/json")

    assert response.status_code == 400
    assert "ErrorDetail" not in response.json()["message"]
    assert response.json()["message"].startswith("Item 1 of ")
    assert response.json()["message"].endswith("is not a case id: each must be a whole number from 1, such as 42.")


def test_an_upload_with_a_content_length_that_is_not_a_number_is_not_a_server_error(role_clients):
    response = role_clients["admin"].post(
        "/api/cases/upload-csv?dryRun=true",
        {"csvFile": SimpleUploadedFile("a.csv", b"Widget\n", "text/csv")},
        format="multipart",
        CONTENT_LENGTH="²",
    )

    assert response.status_code < 500
