from datetime import timedelta
from decimal import Decimal

import pytest

from accounts.roles import perm
from cases import sequences
from cases.models import AuditEvent, BhrukSequence
from cases.rules import Status
from cases.serializers import iso_datetime
from cases.tests.factories import CaseFactory
from conftest import OTHER_COMPANY

pytestmark = pytest.mark.django_db


def url(case):
    return f"/api/cases/{case.pk}"


def edit_form(case, **changes):
    """The edit dialog's body: every field with its current value, plus the changes."""
    body = {
        "widget": case.widget,
        "kamId": case.kam_id,
        "clientName": case.client_name,
        "bhrukId": case.bhruk_id,
        "instructed": case.instructed,
        "currentStatus": case.current_status,
        "onHoldReason": case.on_hold_reason,
        "invoiced": case.invoiced,
        "invoiceDate": case.invoice_date.isoformat() if case.invoice_date else "",
        "invoiceNumber": case.invoice_number,
        "miType": case.mi_type,
        "miAmount": float(case.mi_amount) if case.mi_amount is not None else None,
    }
    body.update(changes)
    return body


def test_manager_edits_a_case_and_the_change_is_audited(role_clients, manager_user):
    case = CaseFactory(client_name="Old Name", kam_id="111")

    response = role_clients["manager"].put(url(case), {"clientName": "  New Name ", "kamId": "222"}, format="json")

    assert response.status_code == 200
    assert response.json()["clientName"] == "New Name"
    case.refresh_from_db()
    assert (case.client_name, case.kam_id, case.kam_key, case.client_key) == ("New Name", "222", "222", "new name")
    event = AuditEvent.objects.get(case_id=case.pk)
    assert event.action == "update"
    assert event.actor == manager_user
    assert event.changes == {"clientName": ["Old Name", "New Name"], "kamId": ["111", "222"]}


def test_a_field_left_out_keeps_its_value(role_clients):
    case = CaseFactory(client_name="Keep", kam_id="111", notes="note")

    role_clients["admin"].put(url(case), {"kamId": "333"}, format="json")

    case.refresh_from_db()
    assert (case.client_name, case.kam_id, case.notes) == ("Keep", "333", "note")


def test_an_unchanged_form_writes_nothing(role_clients):
    case = CaseFactory()
    before = case.updated_at

    response = role_clients["admin"].put(url(case), edit_form(case), format="json")

    assert response.status_code == 200
    case.refresh_from_db()
    assert case.updated_at == before
    assert not AuditEvent.objects.exists()


def test_blank_company_is_rejected(role_clients):
    case = CaseFactory()

    response = role_clients["admin"].put(url(case), {"widget": "  "}, format="json")

    assert response.status_code == 400
    assert response.json() == {"message": "Company is required", "errors": {"widget": ["Company is required"]}}


@pytest.mark.parametrize(
    ("field", "value"), [("currentStatus", "completed"), ("onHoldReason", "bored"), ("miType", "profit")]
)
def test_enumerated_fields_reject_unknown_values(role_clients, field, value):
    case = CaseFactory()

    response = role_clients["admin"].put(url(case), {field: value}, format="json")

    assert response.status_code == 400
    assert list(response.json()["errors"]) == [field]


def test_instructed_with_an_incompatible_status_is_rejected(role_clients):
    case = CaseFactory()

    response = role_clients["admin"].put(
        url(case), {"instructed": False, "currentStatus": "in_production"}, format="json"
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "currentStatus": ["Current status In Production is not allowed when Instructed is No."]
    }


def test_setting_instructed_alone_moves_a_need_instructions_status_to_in_production(role_clients):
    case = CaseFactory(current_status=Status.NEED_INSTRUCTIONS_HIRE)

    role_clients["admin"].put(url(case), {"instructed": True}, format="json")

    case.refresh_from_db()
    assert (case.instructed, case.current_status) == (True, Status.IN_PRODUCTION)


def test_clearing_instructed_alone_moves_the_status_to_need_instructions_new(role_clients):
    case = CaseFactory(instructed=True, current_status=Status.IN_PRODUCTION)

    role_clients["admin"].put(url(case), {"instructed": False}, format="json")

    case.refresh_from_db()
    assert (case.instructed, case.current_status) == (False, Status.NEED_INSTRUCTIONS_NEW)


def test_setting_a_working_status_alone_marks_the_case_instructed(role_clients):
    case = CaseFactory()

    role_clients["admin"].put(url(case), {"currentStatus": "in_production"}, format="json")

    case.refresh_from_db()
    assert (case.instructed, case.current_status) == (True, Status.IN_PRODUCTION)


def test_on_hold_needs_a_reason(role_clients):
    case = CaseFactory(instructed=True, current_status=Status.IN_PRODUCTION)

    response = role_clients["admin"].put(url(case), {"currentStatus": "on_hold"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "On hold reason is required when the status is On Hold."
    assert list(response.json()["errors"]) == ["onHoldReason"]


def test_leaving_on_hold_clears_the_reason(role_clients):
    case = CaseFactory(instructed=True, current_status=Status.ON_HOLD, on_hold_reason="need_pdf")

    role_clients["admin"].put(
        url(case), edit_form(case, currentStatus="in_production", onHoldReason="need_pdf"), format="json"
    )

    case.refresh_from_db()
    assert (case.current_status, case.on_hold_reason) == (Status.IN_PRODUCTION, None)


def test_mi_is_refused_unless_the_status_is_sent(role_clients):
    case = CaseFactory(instructed=True, current_status=Status.IN_PRODUCTION)

    response = role_clients["admin"].put(url(case), {"miType": "surplus", "miAmount": 10}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "MI information can only be set when the status is Sent."


def test_leaving_sent_clears_mi(role_clients):
    case = CaseFactory(lockable=True)

    response = role_clients["admin"].put(url(case), edit_form(case, currentStatus="in_production"), format="json")

    assert response.status_code == 200
    case.refresh_from_db()
    assert (case.mi_type, case.mi_amount) == (None, None)
    assert response.json()["miTag"] == ""


@pytest.mark.parametrize(
    ("mi_type", "amount", "stored", "tag"),
    [
        ("deficit", 120.5, Decimal("-120.50"), "Impecunious"),
        ("deficit", "-99.99", Decimal("-99.99"), "Impecunious"),
        ("deficit", 0, Decimal("0.00"), "Impecunious"),
        ("surplus", "75.255", Decimal("75.26"), "Impecunious (STUS)"),
    ],
)
def test_mi_amount_accepts_numbers_and_strings_and_stores_a_deficit_negative(
    role_clients, mi_type, amount, stored, tag
):
    case = CaseFactory(instructed=True, current_status=Status.SENT)

    response = role_clients["admin"].put(url(case), {"miType": mi_type, "miAmount": amount}, format="json")

    assert response.status_code == 200
    case.refresh_from_db()
    assert case.mi_amount == stored
    assert response.json()["miTag"] == tag
    assert response.json()["miAmount"] == float(stored)


def test_a_non_numeric_mi_amount_is_rejected(role_clients):
    case = CaseFactory(instructed=True, current_status=Status.SENT)

    response = role_clients["admin"].put(url(case), {"miAmount": "lots"}, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"miAmount": ["MI amount must be a number."]}


def test_a_typed_kind_bhruk_id_is_normalised_and_does_not_move_the_sequence(role_clients):
    case = CaseFactory(widget="Kind", bhruk_id="KIND5")

    response = role_clients["admin"].put(url(case), {"bhrukId": "kind 4500"}, format="json")

    assert response.json()["bhrukId"] == "KIND4500"
    case.refresh_from_db()
    assert (case.bhruk_number, case.bhruk_key) == (4500, "kind4500")
    assert sequences.bhruk_peek_next(widget="Kind") == "KIND1000"
    BhrukSequence.objects.filter(group="kind").update(next_value=4499)
    assert sequences.bhruk_allocate(widget="Kind", count=2) == ["KIND4499", "KIND4501"]


def test_locked_case_cannot_be_edited(role_clients):
    case = CaseFactory(locked=True)

    response = role_clients["admin"].put(url(case), {"clientName": "X"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "This case is locked. Unlock it before editing."


def test_cancelled_case_cannot_be_edited(role_clients):
    case = CaseFactory(is_cancelled=True)

    response = role_clients["admin"].put(url(case), {"clientName": "X"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "This case is cancelled. Restore it before editing."


def test_merged_case_is_read_only(role_clients):
    master = CaseFactory()
    case = CaseFactory(is_merged=True, merged_into=master)

    response = role_clients["admin"].put(url(case), {"clientName": "X"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "This case has been merged into another case and is read-only."


def test_stale_updated_at_answers_409_and_changes_nothing(role_clients):
    case = CaseFactory(client_name="Original")
    stale = iso_datetime(case.updated_at - timedelta(seconds=5))

    response = role_clients["admin"].put(url(case), {"clientName": "Mine", "updatedAt": stale}, format="json")

    assert response.status_code == 409
    assert response.json()["message"] == "This record was changed by someone else. Reload it and try again."
    case.refresh_from_db()
    assert case.client_name == "Original"


def test_current_updated_at_is_accepted(role_clients):
    case = CaseFactory(client_name="Original")
    fresh = role_clients["admin"].get(url(case)).json()["updatedAt"]

    response = role_clients["admin"].put(url(case), {"clientName": "Mine", "updatedAt": fresh}, format="json")

    assert response.status_code == 200
    second = role_clients["admin"].put(url(case), {"clientName": "Again", "updatedAt": fresh}, format="json")
    assert second.status_code == 409


# Staff edits (the four fields of guide: roles#staff-edits with the default permissions): test_case_staff_edit.py


@pytest.mark.parametrize("role", ["client", "anonymous"])
def test_clients_and_anonymous_cannot_edit(role_clients, role):
    case = CaseFactory(widget="Acme Ltd")
    expected = 403 if role == "client" else 401
    assert role_clients[role].put(url(case), {"clientName": "X"}, format="json").status_code == expected


def test_a_client_given_edit_rights_still_cannot_edit(auth_client, client_user):
    from django.contrib.auth.models import Permission

    client_user.groups.first().permissions.add(Permission.objects.get(codename="edit_cases"))
    assert not client_user.has_perm(perm("edit_cases"))  # clamped: a client never holds a write permission
    case = CaseFactory(widget="Acme Ltd")

    response = auth_client(client_user).put(url(case), {"clientName": "X"}, format="json")

    assert response.status_code == 403
    assert response.json()["message"] == "Clients cannot change cases."


def test_editing_a_missing_case_is_404(role_clients):
    assert role_clients["admin"].put("/api/cases/999999", {"clientName": "X"}, format="json").status_code == 404


def test_company_change_keeps_other_company_case_visible_to_admin(role_clients):
    case = CaseFactory(widget="Acme Ltd")
    response = role_clients["admin"].put(url(case), {"widget": OTHER_COMPANY}, format="json")
    assert response.json()["widget"] == OTHER_COMPANY
