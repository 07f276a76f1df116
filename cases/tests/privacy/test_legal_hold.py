import pytest

from cases.models import AuditEvent, Case
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
