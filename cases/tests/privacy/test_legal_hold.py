import pytest

from cases.models import AuditEvent, Case, ImportBatch
from cases.tests.data import csv_bytes, row, upload
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


def test_admin_puts_a_case_on_hold_and_releases_it_audited(role_clients, admin_user):
    case = CaseFactory()
    updated_before = Case.objects.get(pk=case.pk).updated_at

    answer = role_clients["admin"].put(
        f"/api/cases/{case.pk}/legal-hold", {"hold": True, "reason": "Litigation 2026/14"}, format="json"
    )

    assert answer.status_code == 200
    assert answer.json()["legalHold"] is True
    case.refresh_from_db()
    assert (case.legal_hold, case.legal_hold_reason) == (True, "Litigation 2026/14")
    assert case.legal_hold_at is not None
    assert case.updated_at == updated_before
    event = AuditEvent.objects.get(action="legal_hold")
    assert (event.case_id, event.actor, event.changes) == (
        case.pk,
        admin_user,
        {"hold": True, "reason": "Litigation 2026/14"},
    )
    assert role_clients["admin"].get(f"/api/cases/{case.pk}").json()["legalHold"] is True

    answer = role_clients["admin"].put(
        f"/api/cases/{case.pk}/legal-hold", {"hold": False, "reason": "Settled"}, format="json"
    )
    assert answer.status_code == 200
    assert answer.json()["legalHold"] is False
    case.refresh_from_db()
    assert (case.legal_hold, case.legal_hold_reason, case.legal_hold_at) == (False, "", None)
    assert AuditEvent.objects.filter(action="legal_hold").count() == 2


def test_a_reason_is_required(role_clients):
    case = CaseFactory()
    answer = role_clients["admin"].put(f"/api/cases/{case.pk}/legal-hold", {"hold": True, "reason": " "}, format="json")
    assert answer.status_code == 400
    assert "Give a reason" in str(answer.json())
    assert Case.objects.get(pk=case.pk).legal_hold is False


def test_unknown_case_is_404(role_clients):
    answer = role_clients["admin"].put("/api/cases/999999/legal-hold", {"hold": True, "reason": "x"}, format="json")
    assert answer.status_code == 404


@pytest.mark.parametrize("role", ["manager", "staff", "client", "anonymous"])
def test_only_system_settings_holders(role_clients, role):
    case = CaseFactory()
    answer = role_clients[role].put(f"/api/cases/{case.pk}/legal-hold", {"hold": True, "reason": "x"}, format="json")
    assert answer.status_code in (401, 403)
    assert Case.objects.get(pk=case.pk).legal_hold is False


def test_case_answers_carry_legal_hold(role_clients):
    CaseFactory(legal_hold=True)
    rows = role_clients["admin"].get("/api/cases/paginated").json()["data"]
    assert [r["legalHold"] for r in rows] == [True]


def test_a_hold_put_and_lifted_does_not_count_as_a_change_for_the_import_undo(role_clients):
    admin = role_clients["admin"]
    assert upload(admin, csv_bytes([row(1), row(2)])).status_code == 200
    batch = ImportBatch.objects.get()
    case = Case.objects.order_by("pk").first()
    assert case is not None
    for hold, reason in ((True, "Litigation"), (False, "Settled")):
        body = {"hold": hold, "reason": reason}
        assert admin.put(f"/api/cases/{case.pk}/legal-hold", body, format="json").status_code == 200

    answer = admin.post(f"/api/imports/{batch.pk}/undo", {"reason": "Wrong file"}, format="json")

    assert answer.status_code == 200, answer.json()
    assert not Case.objects.exists()


def test_an_import_undo_is_refused_for_the_hold_naming_every_held_case(role_clients):
    admin = role_clients["admin"]
    assert upload(admin, csv_bytes([row(1), row(2), row(3)])).status_code == 200
    first, second, _ = Case.objects.order_by("pk")
    for case in (first, second):
        body = {"hold": True, "reason": "Litigation"}
        assert admin.put(f"/api/cases/{case.pk}/legal-hold", body, format="json").status_code == 200

    answer = admin.post(f"/api/imports/{ImportBatch.objects.get().pk}/undo", {"reason": "Wrong"}, format="json")

    assert answer.status_code == 409
    assert answer.json() == {
        "message": f"BHR UK ID {first.bhruk_id}, BHR UK ID {second.bhruk_id} are under legal hold: "
        "the import that created them cannot be undone.",
        "errors": [
            {"id": first.pk, "label": f"BHR UK ID {first.bhruk_id}"},
            {"id": second.pk, "label": f"BHR UK ID {second.bhruk_id}"},
        ],
    }
    assert Case.objects.count() == 3
    assert ImportBatch.objects.get().undone_at is None


def test_a_held_case_whose_stored_name_predates_the_cleaning_still_takes_a_status_change(role_clients):
    case = CaseFactory(client_name="  Jane   Doe ", legal_hold=True)
    body = {"widget": case.widget, "clientName": "Jane   Doe", "kamId": case.kam_id, "bhrukId": case.bhruk_id}

    answer = role_clients["admin"].put(
        f"/api/cases/{case.pk}", {**body, "currentStatus": "in_production"}, format="json"
    )

    assert answer.status_code == 200, answer.json()
    case.refresh_from_db()
    assert (case.current_status, case.client_name) == ("in_production", "  Jane   Doe ")
