"""Requests that used to end in a 500 or an HTML page under /api/ answer JSON with a message."""

from datetime import timedelta

from django.utils import timezone

import pytest

from config.json_parser import MAX_DEPTH, TOO_DEEP, json_depth_exceeds

pytestmark = pytest.mark.django_db

NUL_MESSAGE = "Invalid {name}: it contains a NUL character (%00). Remove it and try again."
FILTERED_ENDPOINTS = [
    "/api/cases",
    "/api/cases/paginated",
    "/api/stats",
    "/api/cases/export",
    "/api/exports",
    "/api/reports/ageing",
    "/api/reports/throughput",
    "/api/reports/time-to-send",
    "/api/audit-logs",
    "/api/duplicates",
]


# --- NUL characters in query strings -----------------------------------------------------------------------


@pytest.mark.parametrize("role", ["admin", "manager", "staff", "client"])
@pytest.mark.parametrize("url", FILTERED_ENDPOINTS)
@pytest.mark.parametrize("name", ["clientNameSearch", "kamSearch", "company"])
def test_a_nul_in_a_filter_is_refused_with_a_message_for_every_role(role_clients, role, url, name):
    response = role_clients[role].get(f"{url}?{name}=ab%00cd")

    assert response.status_code == 400
    assert response.json() == {"message": NUL_MESSAGE.format(name=name)}


def test_a_nul_in_a_path_segment_is_refused(role_clients):
    response = role_clients["admin"].get("/api/next-bhruk-id/Acme%00Ltd")

    assert response.status_code == 400
    assert response.json() == {"message": "Invalid address: it contains a NUL character (%00)."}


def test_filters_without_nul_still_work(role_clients):
    response = role_clients["client"].get("/api/cases/paginated?clientNameSearch=ab&company=Acme")

    assert response.status_code == 200


# --- Money too large to round --------------------------------------------------------------------------


TOO_LARGE = "MI amount is too large: it must be less than £1,000,000,000,000."


@pytest.mark.parametrize("amount", [1.25e95, "1.25e95", -1e300, 1e12])
def test_a_huge_mi_amount_on_manual_add_is_refused(role_clients, amount):
    body = {"widget": "Acme Ltd", "clientName": "Jane", "bhrukId": "7001", "kamId": "1", "miAmount": amount}
    response = role_clients["admin"].post("/api/cases/manual", body, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == TOO_LARGE
    assert response.json()["errors"]["miAmount"] == [TOO_LARGE]


def test_a_huge_mi_amount_on_edit_is_refused_and_nothing_changes(role_clients):
    from cases.tests.factories import CaseFactory

    case = CaseFactory(lockable=True)
    raw = b'{"miType": "deficit", "miAmount": 1.25e95}'
    response = role_clients["admin"].generic("PUT", f"/api/cases/{case.pk}", raw, content_type="application/json")

    assert response.status_code == 400
    assert response.json()["message"] == TOO_LARGE
    case.refresh_from_db()
    assert str(case.mi_amount) == "-250.00"


def test_an_amount_just_under_the_limit_is_kept(role_clients):
    body = {
        "widget": "Acme Ltd",
        "clientName": "Jane",
        "bhrukId": "7001",
        "kamId": "1",
        "instructed": True,
        "currentStatus": "sent",
        "miType": "surplus",
        "miAmount": 999_999_999_999.99,
    }
    response = role_clients["admin"].post("/api/cases/manual", body, format="json")

    assert response.status_code == 201
    assert response.json()["miAmount"] == 999_999_999_999.99


# --- Deeply nested JSON --------------------------------------------------------------------------------


def _post_raw(client, url: str, raw: bytes):
    return client.generic("POST", url, raw, content_type="application/json")


@pytest.mark.parametrize(
    ("role", "url"),
    [
        ("anonymous", "/api/auth/login"),
        ("anonymous", "/api/auth/request-password-reset"),
        ("admin", "/api/cases/manual"),
        ("admin", "/api/cases/batch-update"),
        ("admin", "/api/duplicates/merge"),
    ],
)
def test_fifty_thousand_open_brackets_are_a_400_with_a_message(role_clients, role, url):
    response = _post_raw(role_clients[role], url, b"[" * 50_000)

    assert response.status_code == 400
    assert response.json() == {"message": TOO_DEEP}


def test_nesting_just_past_the_bound_is_refused_and_at_the_bound_parsed(role_clients):
    too_deep = b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1)
    at_bound = b'{"email": ' + b"[" * (MAX_DEPTH - 1) + b"]" * (MAX_DEPTH - 1) + b"}"

    assert _post_raw(role_clients["anonymous"], "/api/auth/login", too_deep).json() == {"message": TOO_DEEP}
    answer = _post_raw(role_clients["anonymous"], "/api/auth/login", at_bound)
    assert answer.status_code == 400
    assert answer.json()["message"] != TOO_DEEP


def test_json_depth_counts_lists_and_objects():
    assert not json_depth_exceeds({"a": [1, {"b": []}]}, limit=4)
    assert json_depth_exceeds({"a": [1, {"b": []}]}, limit=3)
    assert not json_depth_exceeds("text", limit=0)


# --- Reports ------------------------------------------------------------------------------------------


def test_throughput_from_a_future_date_without_an_end_is_a_400(role_clients):
    future = (timezone.now() + timedelta(days=30)).date().isoformat()

    response = role_clients["admin"].get(f"/api/reports/throughput?dateFrom={future}")

    assert response.status_code == 400
    assert response.json() == {
        "message": "The start date must not be after today when no end date is given.",
        "errors": {"dateFrom": ["The start date must not be after today when no end date is given."]},
    }


def test_throughput_from_a_future_date_with_an_end_still_answers(role_clients):
    start = (timezone.now() + timedelta(days=30)).date()
    end = start + timedelta(days=20)

    response = role_clients["admin"].get(f"/api/reports/throughput?dateFrom={start}&dateTo={end}")

    assert response.status_code == 200


# --- Unknown paths, non-numeric ids, over-size bodies -----------------------------------------------


@pytest.mark.parametrize(
    "path",
    ["/api/no-such-thing", "/api/cases/abc", "/api/cases/1.5/history", "/api/users/x", "/api/jobs/not-a-uuid"],
)
@pytest.mark.parametrize("role", ["anonymous", "admin"])
def test_unknown_api_paths_and_non_integer_ids_are_json_404s(role_clients, path, role):
    response = role_clients[role].get(path)

    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert response.json() == {"message": "Not found."}


def test_a_missing_case_is_a_json_404_too(role_clients):
    response = role_clients["admin"].get("/api/cases/999999")

    assert response.status_code == 404
    assert response.json() == {"message": "Case not found."}


def test_an_api_path_without_its_trailing_slash_still_redirects(api_client):
    response = api_client.get("/api/schema")

    assert response.status_code == 301
    assert response["Location"] == "/api/schema/"


def test_paths_outside_the_api_still_serve_the_app(client):
    response = client.get("/cases/abc")

    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/html")


def test_a_json_body_over_the_limit_is_a_413_with_a_message(role_clients, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024
    body = b'{"notes": "' + b"x" * (2 * 1024 * 1024 + 10) + b'"}'

    response = _post_raw(role_clients["admin"], "/api/cases/manual", body)

    assert response.status_code == 413
    assert response.json() == {"message": "The request is too large: the limit is 2 MB."}


def test_an_anonymous_over_size_login_is_a_413(role_clients, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000

    response = _post_raw(role_clients["anonymous"], "/api/auth/login", b'{"email": "' + b"a" * 2000 + b'"}')

    assert response.status_code == 413
    assert response.json() == {"message": "The request is too large: the limit is 1,000 bytes."}


# --- Numbers past what the database holds ------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("get", "/api/cases/" + "9" * 30, None),
        ("post", "/api/cases/batch-cancel", {"caseIds": [10**30], "cancellationReason": "x"}),
        ("post", "/api/cases/batch-update", {"caseIds": [10**30], "updates": {"invoiced": True}}),
    ],
)
def test_an_id_too_large_for_the_database_is_not_a_server_error(role_clients, method, path, body):
    response = getattr(role_clients["admin"], method)(path, body, format="json")

    # SQLite's driver cannot bind it (400, "A number in the request is too large."); PostgreSQL compares it. An id
    # of more than 18 digits in a body is refused before either (accounts.numbers).
    assert response.status_code in (200, 400, 404)
    if response.status_code == 400:
        assert response.json()["message"] in (
            "A number in the request is too large.",
            "Item 1 of caseIds is not a case id: each must be a whole number from 1, such as 42.",
        )
