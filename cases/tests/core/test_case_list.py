from datetime import timedelta

from django.utils import timezone

import pytest

from cases.rules import Status
from cases.tests.factories import CaseFactory
from conftest import OTHER_COMPANY

URL = "/api/cases/paginated"

pytestmark = pytest.mark.django_db


def ids(response):
    return [row["id"] for row in response.json()["data"]]


def bhruk_ids(response):
    return [row["bhrukId"] for row in response.json()["data"]]


@pytest.mark.parametrize("role", ["admin", "manager", "staff"])
def test_staff_side_roles_see_every_company(role_clients, role):
    CaseFactory(widget="Acme Ltd")
    CaseFactory(widget=OTHER_COMPANY)

    response = role_clients[role].get(URL)

    assert response.status_code == 200
    assert {row["widget"] for row in response.json()["data"]} == {"Acme Ltd", OTHER_COMPANY}


def test_client_sees_only_their_company_matched_case_insensitively(role_clients):
    mine = CaseFactory(widget="ACME LTD")
    CaseFactory(widget=OTHER_COMPANY)

    response = role_clients["client"].get(URL)

    assert response.status_code == 200
    assert ids(response) == [mine.pk]
    assert response.json()["pagination"]["totalItems"] == 1


def test_anonymous_gets_401(role_clients):
    assert role_clients["anonymous"].get(URL).status_code == 401


def test_user_without_a_read_permission_gets_403(auth_client, staff_user):
    staff_user.groups.first().permissions.clear()
    assert auth_client(staff_user).get(URL).status_code == 403


def test_client_without_a_company_sees_nothing(auth_client, client_user):
    client_user.company = ""
    client_user.save()
    CaseFactory()

    response = auth_client(client_user).get(URL)

    assert response.status_code == 200
    assert response.json()["data"] == []


def test_default_page_is_50_rows_sorted_by_bhruk_id_numerically_descending(role_clients):
    CaseFactory(widget="Kind", bhruk_id="KIND99")
    CaseFactory(widget="Kind", bhruk_id="KIND100")
    CaseFactory(widget="Acme Ltd", bhruk_id="5")
    CaseFactory(widget="Acme Ltd", bhruk_id=None)

    response = role_clients["admin"].get(URL)

    assert bhruk_ids(response) == ["KIND100", "KIND99", "5", None]
    assert response.json()["pagination"] == {
        "currentPage": 1,
        "itemsPerPage": 50,
        "totalItems": 4,
        "totalPages": 1,
        "hasPreviousPage": False,
        "hasNextPage": False,
    }


def test_ascending_bhruk_sort_puts_cases_without_one_first(role_clients):
    CaseFactory(bhruk_id="20")
    CaseFactory(bhruk_id=None)
    CaseFactory(bhruk_id="3")

    response = role_clients["admin"].get(URL, {"sortOrder": "asc"})

    assert bhruk_ids(response) == [None, "3", "20"]


def test_sort_by_created_at_both_directions(role_clients):
    now = timezone.now()
    old = CaseFactory(created_at=now - timedelta(days=2))
    new = CaseFactory(created_at=now)
    middle = CaseFactory(created_at=now - timedelta(days=1))

    desc = role_clients["admin"].get(URL, {"sortBy": "createdAt"})
    asc = role_clients["admin"].get(URL, {"sortBy": "createdAt", "sortOrder": "asc"})

    assert ids(desc) == [new.pk, middle.pk, old.pk]
    assert ids(asc) == [old.pk, middle.pk, new.pk]


def test_pages_split_the_rows_without_overlap(role_clients):
    CaseFactory.create_batch(30)

    first = role_clients["admin"].get(URL, {"limit": 25, "page": 1})
    second = role_clients["admin"].get(URL, {"limit": 25, "page": 2})

    assert len(ids(first)) == 25
    assert len(ids(second)) == 5
    assert not set(ids(first)) & set(ids(second))
    assert second.json()["pagination"] == {
        "currentPage": 2,
        "itemsPerPage": 25,
        "totalItems": 30,
        "totalPages": 2,
        "hasPreviousPage": True,
        "hasNextPage": False,
    }
    assert first.json()["pagination"]["hasNextPage"] is True


def test_a_page_past_the_end_is_empty(role_clients):
    CaseFactory()
    response = role_clients["admin"].get(URL, {"page": 9})
    assert response.status_code == 200
    assert response.json()["data"] == []


@pytest.mark.parametrize(
    ("param", "value"),
    [
        ("page", "0"),
        ("page", "abc"),
        ("limit", "30"),
        ("limit", "x"),
        ("sortBy", "clientName"),
        ("sortOrder", "sideways"),
        ("status", "completed"),
        ("lockFilter", "half"),
        ("includeCancelled", "maybe"),
        ("includeMerged", "2"),
    ],
)
def test_an_invalid_parameter_answers_400_naming_it(role_clients, param, value):
    response = role_clients["admin"].get(URL, {param: value})

    assert response.status_code == 400
    body = response.json()
    assert param in body["message"]
    assert list(body["errors"]) == [param]


def test_limit_1000_is_accepted_for_the_summary_and_company_list(role_clients):
    CaseFactory()
    assert role_clients["admin"].get(URL, {"limit": 1000}).json()["pagination"]["itemsPerPage"] == 1000


def test_company_filter_and_all(role_clients):
    acme = CaseFactory(widget="Acme Ltd")
    globex = CaseFactory(widget=OTHER_COMPANY)

    assert ids(role_clients["admin"].get(URL, {"company": OTHER_COMPANY})) == [globex.pk]
    assert set(ids(role_clients["admin"].get(URL, {"company": "all"}))) == {acme.pk, globex.pk}


def test_status_filter_and_need_instructions_alias(role_clients):
    new = CaseFactory(current_status=Status.NEED_INSTRUCTIONS_NEW)
    hire = CaseFactory(current_status=Status.NEED_INSTRUCTIONS_HIRE)
    production = CaseFactory(current_status=Status.IN_PRODUCTION, instructed=True)

    assert ids(role_clients["admin"].get(URL, {"status": "in_production"})) == [production.pk]
    assert set(ids(role_clients["admin"].get(URL, {"status": "need_instructions"}))) == {new.pk, hire.pk}
    assert ids(role_clients["admin"].get(URL, {"status": "need_instructions_hire"})) == [hire.pk]


def test_kam_and_client_name_searches_are_case_insensitive_substrings(role_clients):
    match = CaseFactory(kam_id="AB12345", client_name="Jane McDonald")
    CaseFactory(kam_id="99999", client_name="John Smith")

    assert ids(role_clients["admin"].get(URL, {"kamSearch": "b123"})) == [match.pk]
    assert ids(role_clients["admin"].get(URL, {"clientNameSearch": "MCDON"})) == [match.pk]
    assert ids(role_clients["admin"].get(URL, {"clientNameSearch": "mcdon", "kamSearch": "999"})) == []


def test_lock_filter(role_clients):
    locked = CaseFactory(locked=True)
    open_case = CaseFactory()

    assert ids(role_clients["admin"].get(URL, {"lockFilter": "locked"})) == [locked.pk]
    assert ids(role_clients["admin"].get(URL, {"lockFilter": "open"})) == [open_case.pk]
    assert set(ids(role_clients["admin"].get(URL, {"lockFilter": "all"}))) == {locked.pk, open_case.pk}


def test_cancelled_and_merged_cases_are_hidden_unless_asked_for(role_clients):
    active = CaseFactory()
    cancelled = CaseFactory(is_cancelled=True, cancellation_reason="Client request")
    merged = CaseFactory(is_merged=True, merged_into=active, merged_at=timezone.now())

    assert ids(role_clients["admin"].get(URL)) == [active.pk]
    assert set(ids(role_clients["admin"].get(URL, {"includeCancelled": "true"}))) == {active.pk, cancelled.pk}
    assert set(ids(role_clients["admin"].get(URL, {"includeMerged": "true"}))) == {active.pk, merged.pk}


def test_rows_carry_duplicate_flags_and_counts_ignoring_merged_cases(role_clients):
    first = CaseFactory(kam_id="777", bhruk_id="5000", client_name="Jane  Doe")
    CaseFactory(kam_id=" 777 ", bhruk_id="6000", client_name="jane doe")
    master = CaseFactory(kam_id="888")
    CaseFactory(kam_id="Not Known", bhruk_id="5000", is_merged=True, merged_into=master)
    CaseFactory(kam_id="Not Known")
    CaseFactory(kam_id="not known")

    rows = {row["id"]: row for row in role_clients["admin"].get(URL).json()["data"]}

    row = rows[first.pk]
    assert (row["isDuplicateKamId"], row["duplicateKamIdCount"]) == (True, 2)
    assert (row["isDuplicateBhrukId"], row["duplicateBhrukIdCount"]) == (False, 1)
    assert (row["isDuplicateClientName"], row["duplicateClientNameCount"]) == (True, 2)
    not_known = [r for r in rows.values() if r["kamId"].lower() == "not known"]
    assert [(r["isDuplicateKamId"], r["duplicateKamIdCount"]) for r in not_known] == [(False, 0), (False, 0)]


def test_master_rows_list_their_first_five_merged_cases_and_the_count(role_clients):
    master = CaseFactory()
    now = timezone.now()
    merged = [
        CaseFactory(is_merged=True, merged_into=master, merged_at=now - timedelta(minutes=i), widget=f"W{i}")
        for i in range(7)
    ]

    row = role_clients["admin"].get(URL).json()["data"][0]

    assert row["id"] == master.pk
    assert row["mergedCasesCount"] == 7
    assert [e["id"] for e in row["mergedIntoCases"]] == [c.pk for c in merged[:5]]
    assert set(row["mergedIntoCases"][0]) == {"id", "widget", "externalUserId", "bhrukId", "clientName", "mergedAt"}
    assert row["mergedIntoCases"][0]["widget"] == "W0"


def test_rows_carry_the_kam_check(role_clients):
    CaseFactory(external_user_id="https://ob/x/123/y", kam_id="999")

    row = role_clients["admin"].get(URL).json()["data"][0]

    assert row["kamCheck"] == {
        "status": "warning",
        "message": "KAM ID doesn't match OB Link (expected: 123)",
        "expected": "123",
    }


def test_a_row_has_every_field_of_the_spec(role_clients):
    CaseFactory(lockable=True)

    row = role_clients["admin"].get(URL).json()["data"][0]

    assert set(row) >= {
        "id", "widget", "externalUserId", "createdAt", "updatedAt", "kamId", "clientName", "bhrukId",
        "instructed", "currentStatus", "onHoldReason", "invoiced", "invoiceDate", "invoiceNumber", "miType",
        "miAmount", "miTag", "isLocked", "lockedAt", "isCancelled", "cancellationReason", "isMerged",
        "mergedIntoId", "mergedAt", "mergedIntoCases", "notes", "reportType", "name", "email", "originalStatus",
        "isDuplicateKamId", "isDuplicateBhrukId", "isDuplicateClientName", "duplicateKamIdCount",
        "duplicateBhrukIdCount", "duplicateClientNameCount", "kamCheck",
    }  # fmt: skip
    assert row["miAmount"] == -250.0
    assert row["miTag"] == "Impecunious"


@pytest.mark.parametrize("size", [1, 60])
def test_the_number_of_queries_does_not_grow_with_the_page(role_clients, django_assert_max_num_queries, size):
    masters = CaseFactory.create_batch(size, kam_id="123")
    for master in masters[:3]:
        CaseFactory(is_merged=True, merged_into=master)
    client = role_clients["admin"]

    # auth (revocation check, user, role grants) + ids/rows + count + 3 duplicate groups + merged previews
    with django_assert_max_num_queries(9):
        response = client.get(URL, {"limit": 250, "includeMerged": "true"})

    assert len(response.json()["data"]) == size + min(size, 3)


@pytest.mark.parametrize("many_matches", [False, True])
def test_search_results_keep_the_sort_order_however_few_match(role_clients, monkeypatch, many_matches):
    from cases.listing import selectors

    # A handful of matches is sorted without the sort index, many are found by walking it; both must order alike.
    monkeypatch.setattr(selectors, "SORT_MATCHES_BELOW", 0 if many_matches else 5000)
    now = timezone.now()
    CaseFactory(kam_id="X-5", bhruk_id="5", created_at=now - timedelta(days=1))
    CaseFactory(kam_id="X-20", bhruk_id="20", created_at=now)
    CaseFactory(kam_id="X-none", bhruk_id=None, created_at=now - timedelta(days=2))
    CaseFactory(kam_id="other", bhruk_id="99")

    desc = role_clients["admin"].get(URL, {"kamSearch": "x-"})
    asc = role_clients["admin"].get(URL, {"kamSearch": "x-", "sortOrder": "asc"})
    created = role_clients["admin"].get(URL, {"kamSearch": "x-", "sortBy": "createdAt", "sortOrder": "asc"})

    assert bhruk_ids(desc) == ["20", "5", None]
    assert bhruk_ids(asc) == [None, "5", "20"]
    assert bhruk_ids(created) == [None, "5", "20"]
