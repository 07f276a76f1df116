from decimal import Decimal

import pytest

from cases import sequences
from cases.models import AuditEvent, BhrukSequence, Case

URL = "/api/cases/manual"

pytestmark = pytest.mark.django_db


def form(**changes):
    """The Add Case dialog's body after its own conversions (guide: workflow)."""
    body = {
        "widget": "Acme Ltd",
        "clientName": "Jane Doe",
        "bhrukId": "7001",
        "kamId": "4242",
        "instructed": False,
        "currentStatus": "need_instructions_new",
        "onHoldReason": None,
        "invoiced": False,
        "miType": None,
        "miAmount": None,
        "notes": "Phoned in",
        "externalUserId": "N/A (Statements)",
    }
    body.update(changes)
    return body


@pytest.mark.parametrize("role", ["admin", "manager"])
def test_manager_and_admin_add_a_case(role_clients, role):
    response = role_clients[role].post(URL, form(), format="json")

    assert response.status_code == 201
    body = response.json()
    assert body["externalUserId"] == "N/A (Statements)"
    assert body["kamCheck"] == {"status": "valid", "message": "No OB Link provided", "expected": "Not Known"}
    case = Case.objects.get(pk=body["id"])
    assert (case.widget, case.client_name, case.bhruk_id, case.kam_id, case.notes) == (
        "Acme Ltd",
        "Jane Doe",
        "7001",
        "4242",
        "Phoned in",
    )
    assert (case.kam_key, case.bhruk_key, case.bhruk_number) == ("4242", "7001", 7001)
    event = AuditEvent.objects.get(case_id=case.pk)
    assert event.action == "create"
    assert event.changes["clientName"] == "Jane Doe"


def test_the_ob_link_is_always_the_manual_placeholder(role_clients):
    response = role_clients["admin"].post(URL, form(externalUserId="https://evil/1"), format="json")
    assert response.json()["externalUserId"] == "N/A (Statements)"


@pytest.mark.parametrize(
    ("field", "api_field", "message"),
    [
        ("widget", "widget", "Company name is required"),
        ("clientName", "clientName", "Client name is required"),
        ("bhrukId", "bhrukId", "BHR UK ID is required"),
        ("kamId", "kamId", "KAM ID is required"),
    ],
)
def test_required_fields_after_trimming(role_clients, field, api_field, message):
    response = role_clients["admin"].post(URL, form(**{field: "   "}), format="json")

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {api_field: [message]}}
    assert not Case.objects.exists()


def test_every_missing_field_is_reported_in_dialog_order(role_clients):
    response = role_clients["admin"].post(URL, {}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "Company name is required"
    assert list(response.json()["errors"]) == ["widget", "clientName", "bhrukId", "kamId"]


def test_kind_company_gets_the_prefix_and_a_typed_number_does_not_move_the_sequence(role_clients):
    response = role_clients["admin"].post(URL, form(widget="KIND", bhrukId="7777"), format="json")

    assert response.json()["bhrukId"] == "KIND7777"
    assert sequences.bhruk_peek_next(widget="Kind") == "KIND1000"
    assert sequences.bhruk_allocate(widget="Kind", count=2) == ["KIND1000", "KIND1001"]


def test_the_allocator_skips_a_typed_id_when_it_reaches_it(role_clients):
    role_clients["admin"].post(URL, form(bhrukId="1001"), format="json")
    role_clients["admin"].post(URL, form(bhrukId="5000", clientName="Other"), format="json")

    assert sequences.bhruk_peek_next(widget="Acme Ltd") == "1000"
    assert sequences.bhruk_allocate(widget="Acme Ltd", count=3) == ["1000", "1002", "1003"]
    assert BhrukSequence.objects.get(group="standard").next_value == 1004


def test_any_of_the_five_statuses_with_matching_instructed(role_clients):
    response = role_clients["admin"].post(
        URL, form(instructed=True, currentStatus="sent", miType="deficit", miAmount="300"), format="json"
    )

    assert response.status_code == 201
    case = Case.objects.get()
    assert (case.current_status, case.mi_type, case.mi_amount) == ("sent", "deficit", Decimal("-300.00"))


def test_a_status_without_instructed_sets_instructed_from_it(role_clients):
    body = form(currentStatus="in_production")
    del body["instructed"]

    response = role_clients["admin"].post(URL, body, format="json")

    assert response.json()["instructed"] is True


def test_incompatible_instructed_and_status_are_rejected(role_clients):
    response = role_clients["admin"].post(URL, form(instructed=False, currentStatus="sent"), format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "Current status Sent is not allowed when Instructed is No."


def test_on_hold_needs_a_reason(role_clients):
    response = role_clients["admin"].post(URL, form(instructed=True, currentStatus="on_hold"), format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"onHoldReason": ["On hold reason is required when the status is On Hold."]}


def test_mi_without_sent_is_rejected(role_clients):
    response = role_clients["admin"].post(URL, form(miType="surplus", miAmount=5), format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "MI information can only be set when the status is Sent."


@pytest.mark.parametrize(("role", "status"), [("staff", 403), ("client", 403), ("anonymous", 401)])
def test_roles_without_create_cases_cannot_add(role_clients, role, status):
    assert role_clients[role].post(URL, form(), format="json").status_code == status
    assert not Case.objects.exists()
