from urllib.parse import quote

import pytest

from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


def url(identifier_type, identifier):
    return f"/api/duplicates/{identifier_type}/{quote(identifier, safe='')}"


def test_the_group_detail_lists_its_cases_with_the_fields_the_merge_screen_compares(role_clients):
    first = CaseFactory(client_name="Jane Doe", report_type="Statements", name="J Doe", email="j@example.com")
    second = CaseFactory(client_name="jane  doe", original_status="Complete")
    CaseFactory(client_name="Someone Else")

    response = role_clients["admin"].get(url("clientName", "Jane Doe"))

    assert response.status_code == 200
    cases = response.json()
    assert [c["id"] for c in cases] == [first.pk, second.pk]
    case = cases[0]
    for field in [
        "widget",
        "externalUserId",
        "createdAt",
        "kamId",
        "clientName",
        "bhrukId",
        "instructed",
        "currentStatus",
        "onHoldReason",
        "invoiced",
        "invoiceDate",
        "invoiceNumber",
        "miType",
        "miAmount",
        "isLocked",
        "isCancelled",
        "notes",
        "reportType",
        "name",
        "email",
        "originalStatus",
    ]:
        assert field in case, field
    assert (case["reportType"], case["name"], case["email"]) == ("Statements", "J Doe", "j@example.com")
    assert cases[1]["originalStatus"] == "Complete"


def test_the_detail_accepts_every_identifier_the_list_returns(role_clients):
    CaseFactory(client_name="O'Brien / Sons & Co?")
    CaseFactory(client_name="o'brien /  sons & co?")
    CaseFactory(bhruk_id="KIND#12")
    CaseFactory(bhruk_id="kind#12")
    CaseFactory(kam_id="100%")
    CaseFactory(kam_id="100%")
    CaseFactory(bhruk_id="77v\t")
    CaseFactory(bhruk_id="77v")
    CaseFactory(client_name="\tVera  V \x0b")
    CaseFactory(client_name="\tvera v")
    client = role_clients["admin"]

    groups = client.get("/api/duplicates").json()["groups"]
    assert len(groups) == 5
    for group in groups:
        response = client.get(url(group["identifierType"], group["identifier"]))
        assert response.status_code == 200, group
        assert len(response.json()) == group["caseCount"]


def test_merged_cases_are_not_part_of_the_group_detail(role_clients):
    master = CaseFactory(kam_id="808")
    CaseFactory(kam_id="808")
    CaseFactory(kam_id="808", is_merged=True, merged_into=master)

    response = role_clients["admin"].get(url("kamId", "808"))

    assert len(response.json()) == 2


@pytest.mark.parametrize(
    "path",
    [
        url("kamId", "404"),  # nobody has it
        url("kamId", "505"),  # only one case has it
        url("kamId", "Not Known"),
        url("email", "505"),
    ],
)
def test_the_detail_of_a_group_that_does_not_exist_is_a_404(role_clients, path):
    CaseFactory(kam_id="505")
    CaseFactory(kam_id="Not Known")
    CaseFactory(kam_id="Not Known")

    response = role_clients["admin"].get(path)

    assert response.status_code == 404
    assert response.json() == {"message": "Duplicate group not found"}


@pytest.mark.parametrize("role", ["manager", "staff", "client"])
def test_only_administrators_may_open_a_group(role_clients, role):
    CaseFactory(kam_id="1")
    CaseFactory(kam_id="1")

    response = role_clients[role].get(url("kamId", "1"))

    assert response.status_code == 403
    assert response.json() == {"message": "Only administrators can access duplicate management"}


def test_the_group_detail_runs_a_bounded_number_of_queries(role_clients, django_assert_max_num_queries):
    for _ in range(20):
        CaseFactory(client_name="Big Group")
    client = role_clients["admin"]

    with django_assert_max_num_queries(10):
        response = client.get(url("clientName", "Big Group"))

    assert len(response.json()) == 20
