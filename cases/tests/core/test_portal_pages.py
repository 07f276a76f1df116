"""The portal at scale: a client pages GET /api/cases/paginated, scoped to their company, with the
date range (createdFrom); Show Merged & Cancelled is staff's, so a client's includeCancelled/includeMerged are
ignored; GET /api/cases keeps its array answer."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from django.utils import timezone

import pytest

from cases.listing import selectors
from cases.listing.query import CaseFilters
from cases.listing.search_counts import search_counts_fold
from cases.models import Case
from cases.rules import Status
from cases.search_fold import fold
from cases.tests.factories import CaseFactory

COMPANY = "Acme Ltd"  # conftest.py: the client_user fixture's company
OTHER_COMPANY = "Globex Plc"

LONDON = ZoneInfo("Europe/London")


@pytest.fixture
def book(db):
    """Three of the client's cases (one cancelled, one merged) and two of another company's."""
    now = timezone.now()
    own = [
        CaseFactory(widget=COMPANY, bhruk_id="101", created_at=now - timedelta(days=2)),
        CaseFactory(widget=COMPANY, bhruk_id="102", created_at=now - timedelta(days=20)),
        CaseFactory(widget=COMPANY, bhruk_id="103", created_at=now - timedelta(days=60), current_status=Status.SENT),
    ]
    hidden = [
        CaseFactory(widget=COMPANY, bhruk_id="104", is_cancelled=True),
        CaseFactory(widget=COMPANY, bhruk_id="105", is_merged=True),
    ]
    # Identifiers no case of the client's holds in any searched field (the factories' sequences never reach 99020x).
    others = [
        CaseFactory(
            widget=OTHER_COMPANY,
            bhruk_id=f"99020{n}",
            kam_id=f"99030{n}",
            external_user_id=f"https://ob.example.com/users/99030{n}",
            client_name="Other Client",
        )
        for n in range(2)
    ]
    return {"own": own, "hidden": hidden, "others": others}


def _ids(response) -> list[int]:
    assert response.status_code == 200, response.content
    return [row["id"] for row in response.json()["data"]]


def test_a_client_pages_their_own_company_only(auth_client, client_user, book):
    api = auth_client(client_user)
    body = api.get("/api/cases/paginated", {"limit": 25}).json()
    assert [row["id"] for row in body["data"]] == [c.id for c in reversed(book["own"])]  # BHRUK ID descending
    assert body["pagination"]["totalItems"] == 3
    assert {row["widget"] for row in body["data"]} == {COMPANY}


def test_a_client_searching_another_companys_case_finds_nothing(auth_client, client_user, book):
    api = auth_client(client_user)
    for search in ("Other Client", "990200", "990201", "990300"):
        body = api.get("/api/cases/paginated", {"search": search}).json()
        assert body["data"] == [] and body["pagination"]["totalItems"] == 0, search
        stats = api.get("/api/stats", {"search": search}).json()
        assert stats["total"] == 0, search


def test_a_clients_stats_count_their_company_only(auth_client, client_user, book):
    stats = auth_client(client_user).get("/api/stats").json()
    assert stats["total"] == 3
    assert stats["completed"] == 1


def test_a_client_cannot_show_merged_and_cancelled_cases(auth_client, client_user, book):
    api = auth_client(client_user)
    params = {"includeCancelled": "true", "includeMerged": "true"}
    page = api.get("/api/cases/paginated", params).json()
    assert page["pagination"]["totalItems"] == 3
    assert sorted(_ids(api.get("/api/cases/paginated", params))) == sorted(c.id for c in book["own"])
    assert sorted(row["id"] for row in api.get("/api/cases", params).json()) == sorted(c.id for c in book["own"])
    assert api.get("/api/stats", params).json()["total"] == 3


def test_staff_still_show_merged_and_cancelled_cases(auth_client, admin_user, book):
    params = {"includeCancelled": "true", "includeMerged": "true", "company": COMPANY}
    assert auth_client(admin_user).get("/api/cases/paginated", params).json()["pagination"]["totalItems"] == 5


def test_created_from_keeps_the_cases_created_since(auth_client, client_user, book):
    api = auth_client(client_user)
    since = (timezone.now() - timedelta(days=30)).isoformat()
    body = api.get("/api/cases/paginated", {"createdFrom": since, "sortBy": "createdAt"}).json()
    assert [row["id"] for row in body["data"]] == [book["own"][0].id, book["own"][1].id]
    assert body["pagination"]["totalItems"] == 2
    assert api.get("/api/stats", {"createdFrom": since}).json()["total"] == 2


def test_created_from_a_date_starts_at_midnight_in_london(auth_client, admin_user, db):
    # 00:30 on 1 July 2026 in London is 23:30 on 30 June in UTC: a date of 2026-07-01 keeps it.
    summer = CaseFactory(created_at=datetime(2026, 7, 1, 0, 30, tzinfo=LONDON))
    CaseFactory(created_at=datetime(2026, 6, 30, 23, 59, tzinfo=LONDON))
    body = auth_client(admin_user).get("/api/cases/paginated", {"createdFrom": "2026-07-01"}).json()
    assert [row["id"] for row in body["data"]] == [summer.id]


@pytest.mark.parametrize("value", ["yesterday", "2026-13-45", "2026-02-30T10:00"])
def test_a_bad_created_from_is_refused(auth_client, client_user, value, db):
    response = auth_client(client_user).get("/api/cases/paginated", {"createdFrom": value})
    assert response.status_code == 400
    assert "createdFrom" in response.json()["errors"]


def test_the_portal_array_answer_stays(auth_client, client_user, book):
    response = auth_client(client_user).get("/api/cases")
    assert response.status_code == 200
    assert isinstance(response.json(), list)
    assert [row["id"] for row in response.json()] == [c.id for c in book["own"]]  # newest first


def test_a_client_pages_with_sort_and_page_size(auth_client, client_user, db):
    cases = [CaseFactory(widget=COMPANY, bhruk_id=str(300 + n)) for n in range(30)]
    CaseFactory.create_batch(5, widget=OTHER_COMPANY)
    api = auth_client(client_user)
    body = api.get("/api/cases/paginated", {"page": 2, "limit": 25, "sortBy": "bhrukId", "sortOrder": "asc"}).json()
    assert [row["id"] for row in body["data"]] == [c.id for c in cases[25:]]
    assert body["pagination"] == {
        "currentPage": 2,
        "itemsPerPage": 25,
        "totalItems": 30,
        "totalPages": 2,
        "hasPreviousPage": True,
        "hasNextPage": False,
    }


@pytest.mark.parametrize("text", ["j", "jo", "zz", "7"])
def test_a_clients_short_search_counted_from_the_search_counts_agrees_with_the_cases(
    auth_client, client_user, text, db
):
    for n, name in enumerate(["Jo Jones", "jojo", "Ann Lee", "Zoë Zed", "Judy 7"]):
        CaseFactory(widget=COMPANY, client_name=name, bhruk_id=str(500 + n))
        CaseFactory(widget="acme ltd", client_name=name, bhruk_id=str(600 + n))  # the same company, spelt otherwise
        CaseFactory(widget=OTHER_COMPANY, client_name=name, bhruk_id=str(700 + n))
    CaseFactory(widget=COMPANY, client_name="Jo Cancelled", is_cancelled=True)
    search_counts_fold()
    # The counts answer for the client (their company's spellings only), so no COUNT of the cases is run.
    assert selectors._counted_groups(user=client_user, filters=CaseFilters(search=text)) is not None
    expected = sorted(
        c.id
        for c in Case.objects.filter(widget__in=[COMPANY, "acme ltd"], is_cancelled=False, is_merged=False)
        if fold(text) in fold(f"{c.client_name}\x1f{c.email}\x1f{c.kam_id}\x1f{c.bhruk_id}\x1f{c.external_user_id}")
        or text == str(c.id)
    )
    api = auth_client(client_user)
    body = api.get("/api/cases/paginated", {"search": text, "limit": 25}).json()
    assert sorted(row["id"] for row in body["data"]) == expected
    assert body["pagination"]["totalItems"] == len(expected)
    assert api.get("/api/stats", {"search": text}).json()["total"] == len(expected)
