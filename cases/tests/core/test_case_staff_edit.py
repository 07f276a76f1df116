"""Staff edit the four fields of guide: roles#staff-edits with the default permissions; EDIT_CASES grants the full
edit."""

from decimal import Decimal

from django.contrib.auth.models import Permission
from django.utils import timezone

import pytest

from accounts.roles import DEFAULT_GRANTS, Role
from cases.fields import EDITABLE
from cases.models import AuditEvent, Case
from cases.tests.core.test_case_update import edit_form, url
from cases.tests.factories import CaseFactory
from conftest import COMPANY, OTHER_COMPANY

pytestmark = pytest.mark.django_db

NOT_ALLOWED = (
    "Without the Edit cases permission you may change only instructed, clientName, currentStatus and "
    "onHoldReason (not allowed: {})."
)


def state(case: Case) -> dict:
    case = Case.objects.get(pk=case.pk)
    return {f: getattr(case, f) for f in [*EDITABLE, "is_locked", "is_cancelled", "updated_at"]}


def grant(user, codename: str) -> None:
    user.groups.first().permissions.add(Permission.objects.get(codename=codename))


def revoke(user, codename: str) -> None:
    user.groups.first().permissions.remove(Permission.objects.get(codename=codename))


@pytest.fixture
def staff(auth_client, staff_user):
    assert staff_user.role_permissions() == DEFAULT_GRANTS[Role.STAFF] == {"view_all_cases"}
    return auth_client(staff_user)


# --- The four fields ------------------------------------------------------------------------------------------


def test_staff_renames_the_client_with_the_default_permissions(staff, staff_user):
    case = CaseFactory(client_name="Old Name")

    response = staff.put(url(case), {"clientName": "  New Name "}, format="json")

    assert response.status_code == 200
    assert response.json()["clientName"] == "New Name"
    case.refresh_from_db()
    assert case.client_name == "New Name"
    event = AuditEvent.objects.get(case_id=case.pk, action=AuditEvent.Action.UPDATE)
    assert event.actor_id == staff_user.pk
    assert event.changes == {"clientName": ["Old Name", "New Name"]}


def test_staff_setting_instructed_moves_a_need_instructions_case_to_in_production(staff):
    case = CaseFactory(instructed=False, current_status="need_instructions_new")

    response = staff.put(url(case), {"instructed": True}, format="json")

    assert response.status_code == 200
    case.refresh_from_db()
    assert (case.instructed, case.current_status) == (True, "in_production")


def test_staff_moves_a_case_from_need_instructions_to_on_hold_with_a_reason(staff):
    case = CaseFactory(instructed=False, current_status="need_instructions_new")

    response = staff.put(
        url(case), edit_form(case, instructed=True, currentStatus="on_hold", onHoldReason="need_pdf"), format="json"
    )

    assert response.status_code == 200
    case.refresh_from_db()
    assert (case.instructed, case.current_status, case.on_hold_reason) == (True, "on_hold", "need_pdf")


def test_staff_changes_the_on_hold_reason(staff):
    case = CaseFactory(instructed=True, current_status="on_hold", on_hold_reason="more_account")

    response = staff.put(url(case), edit_form(case, onHoldReason="other"), format="json")

    assert response.status_code == 200
    case.refresh_from_db()
    assert case.on_hold_reason == "other"


def test_staff_sending_every_other_field_unchanged_is_accepted(staff):
    case = CaseFactory(lockable=True, invoice_number="INV-1", invoice_date=timezone.localdate(), notes="n")

    response = staff.put(url(case), edit_form(case, clientName="Renamed", notes="n"), format="json")

    assert response.status_code == 200
    case.refresh_from_db()
    assert case.client_name == "Renamed"
    assert (case.invoiced, case.invoice_number, case.mi_type, case.mi_amount) == (
        True,
        "INV-1",
        "deficit",
        Decimal("-250.00"),
    )


def test_staff_leaving_sent_clears_mi_as_the_rules_derive_it(staff):
    case = CaseFactory(lockable=True)

    response = staff.put(url(case), edit_form(case, currentStatus="in_production"), format="json")

    assert response.status_code == 200
    case.refresh_from_db()
    assert (case.current_status, case.mi_type, case.mi_amount) == ("in_production", None, None)


# --- Every guide: workflow#editing-a-case rule still applies to a staff edit ------------------------------------------


def test_staff_cannot_pair_instructed_no_with_on_hold(staff):
    case = CaseFactory(instructed=False, current_status="need_instructions_new")
    before = state(case)

    response = staff.put(
        url(case), edit_form(case, instructed=False, currentStatus="on_hold", onHoldReason="other"), format="json"
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "currentStatus": ["Current status On Hold is not allowed when Instructed is No."]
    }
    assert state(case) == before


def test_staff_putting_a_case_on_hold_needs_a_reason(staff):
    case = CaseFactory(instructed=True, current_status="in_production")
    before = state(case)

    response = staff.put(url(case), {"currentStatus": "on_hold"}, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"onHoldReason": ["On hold reason is required when the status is On Hold."]}
    assert state(case) == before


@pytest.mark.parametrize(
    ("traits", "message"),
    [
        ({"locked": True}, "This case is locked. Unlock it before editing."),
        ({"is_cancelled": True}, "This case is cancelled. Restore it before editing."),
        ({"is_merged": True}, "This case has been merged into another case and is read-only."),
    ],
)
def test_staff_cannot_edit_a_locked_cancelled_or_merged_case(staff, traits, message):
    case = CaseFactory(**traits)
    before = state(case)

    response = staff.put(url(case), {"clientName": "Changed"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == message
    assert state(case) == before


# --- The other fields are read-only to staff -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "named"),
    [
        ({"kamId": "999"}, "kamId"),
        ({"bhrukId": "4242"}, "bhrukId"),
        ({"widget": OTHER_COMPANY}, "widget"),
        (
            {"invoiced": True, "invoiceNumber": "INV-9", "invoiceDate": "2026-01-02"},
            "invoiced, invoiceDate, invoiceNumber",
        ),
        ({"miType": "surplus"}, "miType"),
        ({"miAmount": 10}, "miAmount"),
        ({"notes": "a note"}, "notes"),
    ],
)
def test_staff_changing_another_field_gets_403_naming_it_and_nothing_changes(staff, changes, named):
    case = CaseFactory(lockable=True, kam_id="111", invoiced=False)
    before = state(case)

    # With an allowed change alongside: the whole edit is refused, nothing is half-written.
    response = staff.put(url(case), edit_form(case, clientName="Also changed", **changes), format="json")

    assert response.status_code == 403
    assert response.json()["message"] == NOT_ALLOWED.format(named)
    assert state(case) == before
    assert not AuditEvent.objects.filter(case_id=case.pk, action=AuditEvent.Action.UPDATE).exists()


def test_staff_without_view_all_cases_cannot_edit(auth_client, staff_user):
    revoke(staff_user, "view_all_cases")
    case = CaseFactory()

    response = auth_client(staff_user).put(url(case), {"clientName": "X"}, format="json")

    assert response.status_code == 403
    assert response.json()["message"] == "You do not have permission to edit cases."


# --- EDIT_CASES grants the full edit; clients change nothing ---------------------------------------------------


def test_a_manager_still_edits_every_field(role_clients):
    case = CaseFactory(lockable=True, kam_id="111")

    response = role_clients["manager"].put(
        url(case), edit_form(case, kamId="222", invoiceNumber="INV-7", miType="surplus", miAmount=5), format="json"
    )

    assert response.status_code == 200
    case.refresh_from_db()
    assert (case.kam_id, case.invoice_number, case.mi_type, case.mi_amount) == ("222", "INV-7", "surplus", 5)


def test_staff_granted_edit_cases_edits_every_field(auth_client, staff_user):
    grant(staff_user, "edit_cases")
    case = CaseFactory(kam_id="111")

    response = auth_client(staff_user).put(url(case), {"kamId": "222", "invoiced": True}, format="json")

    assert response.status_code == 200
    case.refresh_from_db()
    assert (case.kam_id, case.invoiced) == ("222", True)


def test_a_manager_without_edit_cases_is_held_to_the_four_fields(auth_client, manager_user):
    revoke(manager_user, "edit_cases")
    case = CaseFactory(kam_id="111")
    client = auth_client(manager_user)

    refused = client.put(url(case), {"kamId": "222"}, format="json")
    accepted = client.put(url(case), {"clientName": "Renamed"}, format="json")

    assert (refused.status_code, refused.json()["message"]) == (403, NOT_ALLOWED.format("kamId"))
    assert accepted.status_code == 200
    case.refresh_from_db()
    assert (case.kam_id, case.client_name) == ("111", "Renamed")


def test_a_client_cannot_edit_their_own_companys_case(role_clients):
    case = CaseFactory(widget=COMPANY)
    before = state(case)

    response = role_clients["client"].put(url(case), {"clientName": "X"}, format="json")

    assert response.status_code == 403
    assert response.json()["message"] == "Clients cannot change cases."
    assert state(case) == before


def test_another_companys_case_is_404_to_a_client(role_clients):
    case = CaseFactory(widget=OTHER_COMPANY)
    before = state(case)

    response = role_clients["client"].put(url(case), {"clientName": "X"}, format="json")

    assert response.status_code == 404
    assert state(case) == before


# --- Bulk status change stays behind BATCH_UPDATE ---------------------------------------------------------------


def test_staff_cannot_change_statuses_in_bulk_with_the_default_permissions(staff):
    case = CaseFactory(instructed=True, current_status="in_production")
    before = state(case)

    response = staff.post(
        "/api/cases/batch-update", {"caseIds": [case.pk], "updates": {"currentStatus": "sent"}}, format="json"
    )

    assert response.status_code == 403
    assert state(case) == before


def test_staff_granted_batch_update_may_bulk_change_the_status_but_not_invoiced(auth_client, staff_user):
    grant(staff_user, "batch_update")
    case = CaseFactory(instructed=True, current_status="in_production")
    client = auth_client(staff_user)

    refused = client.post(
        "/api/cases/batch-update", {"caseIds": [case.pk], "updates": {"invoiced": True}}, format="json"
    )
    accepted = client.post(
        "/api/cases/batch-update", {"caseIds": [case.pk], "updates": {"currentStatus": "sent"}}, format="json"
    )

    assert (refused.status_code, refused.json()["message"]) == (403, NOT_ALLOWED.format("invoiced"))
    assert accepted.status_code == 200
    case.refresh_from_db()
    assert (case.current_status, case.invoiced) == ("sent", False)
