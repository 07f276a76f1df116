from datetime import UTC, timedelta

from django.utils import timezone

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import Case
from cases.tests.factories import CaseFactory
from duplicates.models import DismissedGroup
from duplicates.summary import summary_refresh

pytestmark = pytest.mark.django_db

URL = "/api/duplicates"


def touch(case, minutes_ago):
    """Set a case's updated_at (auto_now would overwrite it on save)."""
    Case.objects.filter(pk=case.pk).update(updated_at=timezone.now() - timedelta(minutes=minutes_ago))


def groups_of(response):
    return [(g["identifierType"], g["identifier"], g["caseCount"]) for g in response.json()["groups"]]


def test_cases_sharing_a_kam_id_form_one_group(role_clients):
    CaseFactory(kam_id="12345")
    CaseFactory(kam_id="12345")
    CaseFactory(kam_id="99999")

    response = role_clients["admin"].get(URL)

    assert response.status_code == 200
    assert groups_of(response) == [("kamId", "12345", 2)]
    assert response.json()["summary"] == {"total": 1, "kamId": 1, "bhrukId": 0, "clientName": 0}


def test_cases_sharing_a_bhruk_id_form_one_group(role_clients):
    CaseFactory(bhruk_id="4321")
    CaseFactory(bhruk_id="4321")
    CaseFactory(bhruk_id="4321")

    response = role_clients["admin"].get(URL)

    assert groups_of(response) == [("bhrukId", "4321", 3)]


def test_cases_sharing_a_client_name_form_one_group(role_clients):
    CaseFactory(client_name="Jane Doe")
    CaseFactory(client_name="Jane Doe")

    response = role_clients["admin"].get(URL)

    assert groups_of(response) == [("clientName", "Jane Doe", 2)]


def test_one_pair_of_cases_can_be_in_a_group_of_each_type(role_clients):
    CaseFactory(kam_id="777", bhruk_id="KIND9", client_name="Jane Doe")
    CaseFactory(kam_id="777", bhruk_id="KIND9", client_name="Jane Doe")

    body = role_clients["admin"].get(URL).json()

    assert sorted(g["identifierType"] for g in body["groups"]) == ["bhrukId", "clientName", "kamId"]
    assert body["summary"] == {"total": 3, "kamId": 1, "bhrukId": 1, "clientName": 1}


def test_identifiers_are_compared_ignoring_case_and_spacing(role_clients):
    CaseFactory(client_name="Jane  Doe")
    CaseFactory(client_name=" jane doe ")
    CaseFactory(client_name="JANE DOE")
    CaseFactory(bhruk_id="kind77")
    CaseFactory(bhruk_id=" KIND77 ")
    CaseFactory(kam_id=" 555")
    CaseFactory(kam_id="555 ")

    body = role_clients["admin"].get(URL).json()

    counts = {g["identifierType"]: g["caseCount"] for g in body["groups"]}
    assert counts == {"clientName": 3, "bhrukId": 2, "kamId": 2}
    shown = {g["identifierType"]: g["identifier"] for g in body["groups"]}
    # One member's own text, with the surrounding and doubled spaces tidied away.
    assert shown["clientName"].lower() == "jane doe"
    assert shown["bhrukId"].lower() == "kind77"
    assert shown["kamId"] == "555"


def test_not_known_and_blank_identifiers_never_form_a_group(role_clients):
    for kam in ["Not Known", "not known", " NOT KNOWN ", "", "  "]:
        CaseFactory(kam_id=kam, client_name="", bhruk_id=None)
    CaseFactory(kam_id="", client_name="   ", bhruk_id="  ")

    body = role_clients["admin"].get(URL).json()

    assert body["groups"] == []
    assert body["summary"] == {"total": 0, "kamId": 0, "bhrukId": 0, "clientName": 0}


def test_merged_cases_do_not_count_towards_a_group(role_clients):
    master = CaseFactory(kam_id="4242")
    CaseFactory(kam_id="4242", is_merged=True, merged_into=master)
    CaseFactory(client_name="Sam Smith")
    CaseFactory(client_name="Sam Smith")
    CaseFactory(client_name="Sam Smith", is_merged=True, merged_into=master)

    response = role_clients["admin"].get(URL)

    assert groups_of(response) == [("clientName", "Sam Smith", 2)]


def test_cancelled_cases_still_count_towards_a_group(role_clients):
    CaseFactory(kam_id="4242", is_cancelled=True, cancellation_reason="Client request")
    CaseFactory(kam_id="4242")

    response = role_clients["admin"].get(URL)

    assert groups_of(response) == [("kamId", "4242", 2)]


def test_groups_are_listed_newest_activity_first_with_last_updated(role_clients):
    old = [CaseFactory(kam_id="1"), CaseFactory(kam_id="1")]
    new = [CaseFactory(client_name="Ann Lee"), CaseFactory(client_name="Ann Lee")]
    mid = [CaseFactory(bhruk_id="B-7"), CaseFactory(bhruk_id="B-7")]
    touch(old[0], 300)
    touch(old[1], 200)
    touch(new[0], 500)
    touch(new[1], 5)
    touch(mid[0], 60)
    touch(mid[1], 100)

    body = role_clients["admin"].get(URL).json()

    assert [g["identifierType"] for g in body["groups"]] == ["clientName", "bhrukId", "kamId"]
    latest = Case.objects.get(pk=new[1].pk).updated_at
    assert body["groups"][0]["lastUpdated"] == latest.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def test_type_filter_lists_one_type_but_the_summary_keeps_every_type(role_clients):
    CaseFactory(kam_id="777", client_name="Jane Doe")
    CaseFactory(kam_id="777", client_name="Jane Doe")

    body = role_clients["admin"].get(URL, {"type": "clientName"}).json()

    assert [g["identifierType"] for g in body["groups"]] == ["clientName"]
    assert body["summary"] == {"total": 2, "kamId": 1, "bhrukId": 0, "clientName": 1}
    assert len(role_clients["admin"].get(URL, {"type": "all"}).json()["groups"]) == 2


def test_an_unknown_type_filter_is_a_400(role_clients):
    response = role_clients["admin"].get(URL, {"type": "email"})

    assert response.status_code == 400
    assert response.json()["message"] == "type must be one of kamId, bhrukId, clientName"


@pytest.mark.parametrize("role", ["manager", "staff", "client"])
def test_only_administrators_may_list_duplicates(role_clients, role):
    response = role_clients[role].get(URL)

    assert response.status_code == 403
    assert response.json() == {"message": "Only administrators can access duplicate management"}


def test_listing_duplicates_needs_a_signed_in_user(role_clients):
    assert role_clients["anonymous"].get(URL).status_code == 401


def test_a_role_granted_view_duplicates_in_the_matrix_may_list_them(role_clients, grant):
    CaseFactory(kam_id="777")
    CaseFactory(kam_id="777")
    grant("manager", "view_duplicates")

    response = role_clients["manager"].get(URL)

    assert response.status_code == 200
    assert groups_of(response) == [("kamId", "777", 2)]


def test_admin_loses_access_when_view_duplicates_is_switched_off(role_clients, revoke):
    revoke("admin", "view_duplicates")

    response = role_clients["admin"].get(URL)

    assert response.status_code == 403
    assert response.json()["message"] == "Only administrators can access duplicate management"


@pytest.fixture
def company_scoped_client(auth_client, grant, revoke):
    """A staff user who sees one company's cases only (view_own_cases instead of view_all_cases) and may list
    duplicates: the partial-book path. Clients themselves can never hold view_duplicates (the client ceiling)."""
    grant(Role.STAFF, "view_duplicates", "view_own_cases")
    revoke(Role.STAFF, "view_all_cases")
    return auth_client(UserFactory(role=Role.STAFF, email="scoped@example.com", company="Acme Ltd"))


def test_a_company_scoped_user_sees_only_groups_within_their_company(company_scoped_client):
    CaseFactory(widget="Acme Ltd", kam_id="1")
    CaseFactory(widget="acme ltd", kam_id="1")
    CaseFactory(widget="Acme Ltd", kam_id="2")
    CaseFactory(widget="Globex Plc", kam_id="2")
    CaseFactory(widget="Globex Plc", kam_id="3")
    CaseFactory(widget="Globex Plc", kam_id="3")

    response = company_scoped_client.get(URL)

    assert groups_of(response) == [("kamId", "1", 2)]


@pytest.mark.parametrize("pairs", [3, 40])
def test_the_list_runs_a_fixed_number_of_queries(role_clients, django_assert_max_num_queries, pairs):
    # The full rebuild that a new database asks for is done first (a test that empties the tables takes that request
    # away too): what is measured is the refresh of the keys that changed, as a running system does it.
    summary_refresh()
    for n in range(pairs):
        CaseFactory(kam_id=f"K{n}", client_name=f"Client {n}")
        CaseFactory(kam_id=f"K{n}", client_name=f"Client {n}")
    DismissedGroup.objects.create(identifier_type="kamId", key="k1", member_ids=[1])
    client = role_clients["admin"]

    # Catching up on the changes: auth (3), "anything stale?" (1), the refresh of the changed keys (15 statements,
    # among them a delete and an insert for each of the three kinds of key; 14 on SQLite, which takes no advisory
    # lock), summary counts and rows (2).
    with django_assert_max_num_queries(21):
        first = client.get(URL)
    # Nothing changed since: auth (3), "anything stale?", summary counts and rows.
    with django_assert_max_num_queries(6):
        second = client.get(URL)

    assert first.json() == second.json()
    assert second.json()["summary"]["total"] == 2 * pairs


def test_a_company_scoped_list_runs_a_fixed_number_of_queries(company_scoped_client, django_assert_max_num_queries):
    for n in range(20):
        CaseFactory(kam_id=f"K{n}")
        CaseFactory(kam_id=f"K{n}")
    client = company_scoped_client

    # auth (3), the company's stored spellings, three groupings over its cases, dismissals
    with django_assert_max_num_queries(8):
        response = client.get(URL)

    assert response.json()["summary"]["kamId"] == 20
