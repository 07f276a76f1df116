import pytest

from cases.tests.factories import CaseFactory
from conftest import OTHER_COMPANY

URL = "/api/companies"

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("role", ["admin", "manager", "staff"])
def test_staff_side_roles_get_every_company_once(role_clients, role):
    CaseFactory.create_batch(2, widget="Acme Ltd")
    CaseFactory(widget=OTHER_COMPANY)

    response = role_clients[role].get(URL)

    assert response.status_code == 200
    assert response.json() == ["Acme Ltd", OTHER_COMPANY]


def test_client_gets_only_their_own_company(role_clients):
    CaseFactory(widget="Acme Ltd")
    CaseFactory(widget=OTHER_COMPANY)
    CaseFactory(widget="Initech")

    response = role_clients["client"].get(URL)

    assert response.status_code == 200
    assert response.json() == ["Acme Ltd"]


def test_client_gets_every_spelling_of_their_company_they_can_see(role_clients):
    CaseFactory(widget="ACME LTD")
    CaseFactory(widget="Acme Ltd")
    CaseFactory(widget=OTHER_COMPANY)

    response = role_clients["client"].get(URL)

    assert response.json() == ["ACME LTD", "Acme Ltd"]


def test_client_without_cases_or_company_gets_an_empty_list(auth_client, client_user):
    CaseFactory(widget=OTHER_COMPANY)
    assert auth_client(client_user).get(URL).json() == []

    client_user.company = ""
    client_user.save()
    assert auth_client(client_user).get(URL).json() == []


def test_names_are_sorted_case_insensitively(role_clients):
    for name in ["beta Co", "Alpha Ltd", "Zeta", "alpha labs", "Gamma"]:
        CaseFactory(widget=name)

    response = role_clients["admin"].get(URL)

    assert response.json() == ["alpha labs", "Alpha Ltd", "beta Co", "Gamma", "Zeta"]


def test_blank_company_names_are_left_out(role_clients):
    CaseFactory(widget="")
    CaseFactory(widget="   ")
    CaseFactory(widget="Acme Ltd")

    assert role_clients["admin"].get(URL).json() == ["Acme Ltd"]


def test_an_empty_database_gives_an_empty_list(role_clients):
    assert role_clients["admin"].get(URL).json() == []


def test_cancelled_and_merged_cases_still_count(role_clients):
    master = CaseFactory(widget="Acme Ltd")
    CaseFactory(widget="Initech", is_cancelled=True)
    CaseFactory(widget="Umbrella", is_merged=True, merged_into=master)

    assert role_clients["admin"].get(URL).json() == ["Acme Ltd", "Initech", "Umbrella"]


def test_anonymous_gets_401(role_clients):
    response = role_clients["anonymous"].get(URL)

    assert response.status_code == 401
    assert response.json()["message"]


def test_user_without_a_read_permission_gets_403(auth_client, staff_user):
    staff_user.groups.first().permissions.clear()
    assert auth_client(staff_user).get(URL).status_code == 403


@pytest.mark.parametrize("role", ["admin", "client"])
def test_query_count_does_not_grow_with_cases_or_companies(role_clients, role, django_assert_num_queries):
    client = role_clients[role]
    client.get(URL)  # warm the token/user caches so only the request's own queries differ
    CaseFactory.create_batch(3, widget="Acme Ltd")
    # A client's request also finds their company's spellings (selectors.company_spellings): one query more.
    with django_assert_num_queries(4 if role == "admin" else 5) as few:
        client.get(URL)
    for n in range(30):
        CaseFactory(widget=f"Company {n:02d}")
    with django_assert_num_queries(len(few.captured_queries)):
        response = client.get(URL)
    assert len(response.json()) == (31 if role == "admin" else 1)
