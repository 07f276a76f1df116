"""GET /api/duplicates?page=: one page of groups in a chosen order, with every group still counted."""

from datetime import timedelta

from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import Case
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

URL = "/api/duplicates"


def group(kam_id: str, size: int, minutes_ago: int, **fields) -> None:
    cases: list[Case] = [CaseFactory(kam_id=kam_id, **fields) for _ in range(size)]
    Case.objects.filter(pk__in=[c.pk for c in cases]).update(updated_at=timezone.now() - timedelta(minutes=minutes_ago))


@pytest.fixture
def book():
    """Five KAM groups (newest first: 105, 104, ... 101; sizes 2..6 oldest-first) and two client-name groups."""
    for n in range(5):
        group(f"10{n + 1}", size=6 - n, minutes_ago=50 - n)
    CaseFactory(client_name="Jane Doe")
    CaseFactory(client_name="jane  doe")
    CaseFactory(client_name="Al Bo", widget="Globex Plc")
    CaseFactory(client_name="Al Bo", widget="Globex Plc")


def rows(response) -> list[tuple[str, str, int]]:
    return [(g["identifierType"], g["identifier"], g["caseCount"]) for g in response.json()["data"]]


def test_a_page_of_groups_newest_first_with_every_group_counted(role_clients, book):
    response = role_clients["admin"].get(URL, {"page": 1, "limit": 10, "identifierType": "kamId"})

    assert response.status_code == 200
    body = response.json()
    assert rows(response) == [
        ("kamId", "105", 2),
        ("kamId", "104", 3),
        ("kamId", "103", 4),
        ("kamId", "102", 5),
        ("kamId", "101", 6),
    ]
    assert body["pagination"] == {
        "currentPage": 1,
        "itemsPerPage": 10,
        "totalItems": 5,
        "totalPages": 1,
        "hasPreviousPage": False,
        "hasNextPage": False,
    }
    assert body["summary"] == {"total": 7, "kamId": 5, "bhrukId": 0, "clientName": 2}


def test_pages_follow_each_other_without_gaps_or_repeats(role_clients, book):
    seen = []
    for page in (1, 2, 3):
        body = role_clients["admin"].get(URL, {"page": page, "limit": 10, "sortBy": "caseCount"}).json()
        seen += [(g["identifierType"], g["identifier"]) for g in body["data"]]
    assert len(seen) == len(set(seen)) == 7

    second = role_clients["admin"].get(URL, {"page": 2, "limit": 10}).json()
    assert second["data"] == []
    assert second["pagination"]["hasPreviousPage"] is True


def test_sorted_by_case_count_or_identifier(role_clients, book):
    by_count = role_clients["admin"].get(URL, {"page": 1, "sortBy": "caseCount", "identifierType": "kamId"})
    by_name = role_clients["admin"].get(
        URL, {"page": 1, "sortBy": "identifier", "sortOrder": "asc", "identifierType": "clientName"}
    )

    assert [r[2] for r in rows(by_count)] == [6, 5, 4, 3, 2]
    assert [r[1] for r in rows(by_name)] == ["Al Bo", "Jane Doe"]


def test_the_partial_book_path_pages_the_same_way(auth_client, grant, revoke, book):
    """A user who sees one company's cases gets that company's groups, paged and counted alike."""
    grant(Role.STAFF, "view_duplicates", "view_own_cases")
    revoke(Role.STAFF, "view_all_cases")
    globex = UserFactory(role=Role.STAFF, email="g@example.com", company="Globex Plc")

    body = auth_client(globex).get(URL, {"page": 1}).json()

    assert [(g["identifierType"], g["identifier"]) for g in body["data"]] == [("clientName", "Al Bo")]
    assert body["summary"] == {"total": 1, "kamId": 0, "bhrukId": 0, "clientName": 1}
    assert body["pagination"]["totalItems"] == 1


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"page": "0"}, "Ensure this value is greater than or equal to 1."),
        ({"page": "x"}, "A valid integer is required."),
        ({"page": "1", "limit": "7"}, '"7" is not a valid choice.'),
        ({"page": "1", "sortBy": "colour"}, '"colour" is not a valid choice.'),
        ({"page": "1", "identifierType": "email"}, "identifierType must be one of all, kamId, bhrukId, clientName"),
    ],
)
def test_bad_paging_parameters_answer_400(role_clients, params, message):
    response = role_clients["admin"].get(URL, params)

    assert response.status_code == 400
    assert response.json()["message"] == message


def test_without_page_the_section_7_answer_is_unchanged(role_clients, book):
    body = role_clients["admin"].get(URL).json()

    assert set(body) == {"groups", "summary"}
    assert len(body["groups"]) == 7


def test_a_page_takes_the_same_queries_however_many_groups(role_clients, book):
    role_clients["admin"].get(URL, {"page": 1})
    with CaptureQueriesContext(connection) as few:
        role_clients["admin"].get(URL, {"page": 1})
    for n in range(20):
        group(f"9{n:03d}", size=2, minutes_ago=1)
    role_clients["admin"].get(URL, {"page": 1})  # the summary catches up with the new cases once
    with CaptureQueriesContext(connection) as many:
        body = role_clients["admin"].get(URL, {"page": 1, "limit": 10}).json()

    assert len(body["data"]) == 10
    assert body["summary"]["total"] == 27
    assert len(many) == len(few)


def test_paging_needs_the_view_duplicates_permission(role_clients):
    assert role_clients["staff"].get(URL, {"page": 1}).status_code == 403
    assert role_clients["anonymous"].get(URL, {"page": 1}).status_code == 401
