"""The rules the Add and Edit Case dialogs show inline are the API's too (guide: workflow#adding-a-case): a client name
is not cleared, On Hold needs a reason, and Add Case can ask whether a BHR UK ID is already in use."""

import pytest

from cases.models import AuditEvent
from cases.rules import Status
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

USE_URL = "/api/cases/bhruk-id-use"


@pytest.mark.parametrize("blank", ["", "   ", None])
@pytest.mark.parametrize("role", ["admin", "staff"])
def test_clearing_a_client_name_is_refused_with_the_specs_words(role_clients, role, blank):
    case = CaseFactory(client_name="Jane Client")

    response = role_clients[role].put(f"/api/cases/{case.pk}", {"clientName": blank}, format="json")

    assert response.status_code == 400
    assert response.json() == {
        "message": "Client name is required",
        "errors": {"clientName": ["Client name is required"]},
    }
    case.refresh_from_db()
    assert case.client_name == "Jane Client"
    assert not AuditEvent.objects.filter(case_id=case.pk).exists()


def test_a_case_that_never_had_a_client_name_can_still_be_edited(role_clients):
    case = CaseFactory(client_name="", kam_id="111")

    response = role_clients["admin"].put(f"/api/cases/{case.pk}", {"clientName": "", "kamId": "222"}, format="json")

    assert response.status_code == 200
    case.refresh_from_db()
    assert (case.client_name, case.kam_id) == ("", "222")


def test_on_hold_without_a_reason_is_refused_on_edit(role_clients):
    case = CaseFactory(instructed=True, current_status=Status.IN_PRODUCTION)

    response = role_clients["staff"].put(
        f"/api/cases/{case.pk}", {"currentStatus": "on_hold", "onHoldReason": None}, format="json"
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {"onHoldReason": ["On hold reason is required when the status is On Hold."]}
    case.refresh_from_db()
    assert case.current_status == Status.IN_PRODUCTION


def test_a_bhr_uk_id_in_use_is_counted_as_the_duplicate_marker_counts_it(role_clients):
    CaseFactory(widget="Acme Ltd", bhruk_id="1234")
    CaseFactory(widget="Globex Plc", bhruk_id=" 1234 ")
    CaseFactory(widget="Acme Ltd", bhruk_id="1234", is_merged=True)  # merged cases carry no marker
    CaseFactory(widget="Acme Ltd", bhruk_id="12345")

    response = role_clients["manager"].get(USE_URL, {"company": "Acme Ltd", "bhrukId": "1234"})

    assert response.status_code == 200
    assert response.json() == {"bhrukId": "1234", "cases": 2}


def test_a_kind_companys_number_is_checked_with_its_prefix(role_clients):
    CaseFactory(widget="Kind", bhruk_id="KIND77")

    response = role_clients["admin"].get(USE_URL, {"company": "Kind", "bhrukId": "77"})

    assert response.status_code == 200
    assert response.json() == {"bhrukId": "KIND77", "cases": 1}


def test_a_free_bhr_uk_id_counts_no_case(role_clients):
    CaseFactory(bhruk_id="1")

    assert role_clients["admin"].get(USE_URL, {"bhrukId": "2"}).json() == {"bhrukId": "2", "cases": 0}


def test_the_check_needs_an_id_and_the_create_permission(role_clients):
    assert role_clients["admin"].get(USE_URL).status_code == 400
    assert role_clients["staff"].get(USE_URL, {"bhrukId": "1"}).status_code == 403
    assert role_clients["client"].get(USE_URL, {"bhrukId": "1"}).status_code == 403
    assert role_clients["anonymous"].get(USE_URL, {"bhrukId": "1"}).status_code == 401
