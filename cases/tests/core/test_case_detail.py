from datetime import timedelta

from django.utils import timezone

import pytest

from cases.models import AuditEvent, Case
from cases.rules import LOCK_BLOCKED_MESSAGE, Status
from cases.tests.factories import CaseFactory
from conftest import OTHER_COMPANY

pytestmark = pytest.mark.django_db


# --- GET /api/cases/{id} ------------------------------------------------------------------------------------


@pytest.mark.parametrize("role", ["admin", "manager", "staff", "client"])
def test_each_reading_role_gets_a_case_of_its_company(role_clients, role):
    case = CaseFactory(widget="Acme Ltd")

    response = role_clients[role].get(f"/api/cases/{case.pk}")

    assert response.status_code == 200
    assert response.json()["id"] == case.pk


def test_anonymous_gets_401(role_clients):
    case = CaseFactory()
    assert role_clients["anonymous"].get(f"/api/cases/{case.pk}").status_code == 401


def test_a_client_asking_for_another_companys_case_gets_404(role_clients):
    case = CaseFactory(widget=OTHER_COMPANY)

    response = role_clients["client"].get(f"/api/cases/{case.pk}")

    assert response.status_code == 404
    assert response.json() == {"message": "Case not found."}


def test_a_missing_case_is_404(role_clients):
    assert role_clients["admin"].get("/api/cases/424242").status_code == 404


def test_a_single_case_carries_its_duplicate_counts(role_clients):
    case = CaseFactory(client_name="Same")
    CaseFactory(client_name="same")

    body = role_clients["admin"].get(f"/api/cases/{case.pk}").json()

    assert (body["isDuplicateClientName"], body["duplicateClientNameCount"]) == (True, 2)


def test_a_clients_duplicate_counts_only_count_their_company(role_clients):
    case = CaseFactory(widget="Acme Ltd", client_name="Same")
    CaseFactory(widget=OTHER_COMPANY, client_name="Same")

    body = role_clients["client"].get(f"/api/cases/{case.pk}").json()

    assert (body["isDuplicateClientName"], body["duplicateClientNameCount"]) == (False, 1)


# --- GET /api/cases (client portal) -------------------------------------------------------------------------


def test_portal_list_is_the_callers_cases_newest_first(role_clients):
    now = timezone.now()
    old = CaseFactory(widget="Acme Ltd", created_at=now - timedelta(days=3))
    new = CaseFactory(widget="acme ltd", created_at=now)
    CaseFactory(widget=OTHER_COMPANY, created_at=now)

    response = role_clients["client"].get("/api/cases")

    assert response.status_code == 200
    assert [row["id"] for row in response.json()] == [new.pk, old.pk]


def test_portal_list_leaves_out_merged_and_cancelled_cases(role_clients):
    active = CaseFactory()
    CaseFactory(is_cancelled=True)
    CaseFactory(is_merged=True, merged_into=active)

    assert [row["id"] for row in role_clients["client"].get("/api/cases").json()] == [active.pk]


def test_portal_list_is_capped_at_the_newest_thousand(role_clients, monkeypatch):
    from cases.listing import selectors

    monkeypatch.setattr(selectors, "PORTAL_LIMIT", 2)
    now = timezone.now()
    cases = [CaseFactory(created_at=now - timedelta(minutes=i)) for i in range(3)]

    assert [row["id"] for row in role_clients["admin"].get("/api/cases").json()] == [cases[0].pk, cases[1].pk]


@pytest.mark.parametrize(("role", "status"), [("anonymous", 401)])
def test_portal_list_needs_a_login(role_clients, role, status):
    assert role_clients[role].get("/api/cases").status_code == status


def test_portal_list_query_count_is_fixed(role_clients, django_assert_max_num_queries):
    CaseFactory.create_batch(40)
    with django_assert_max_num_queries(9):  # 8, and the client's company spellings (selectors.company_spellings)
        assert len(role_clients["client"].get("/api/cases").json()) == 40


# --- Lock and unlock ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("role", ["admin", "manager"])
def test_a_sent_invoiced_case_with_mi_can_be_locked_and_unlocked(role_clients, role):
    case = CaseFactory(lockable=True)

    locked = role_clients[role].post(f"/api/cases/{case.pk}/lock")

    assert locked.status_code == 200
    assert locked.json()["isLocked"] is True
    assert locked.json()["lockedAt"]
    unlocked = role_clients[role].post(f"/api/cases/{case.pk}/unlock")
    assert unlocked.status_code == 200
    assert (unlocked.json()["isLocked"], unlocked.json()["lockedAt"]) == (False, None)
    assert list(AuditEvent.objects.filter(case_id=case.pk).values_list("action", flat=True)) == ["unlock", "lock"]


@pytest.mark.parametrize(
    "state",
    [
        {"current_status": Status.IN_PRODUCTION},
        {"invoiced": False},
        {"mi_type": None},
        {"mi_amount": None},
    ],
)
def test_lock_is_refused_unless_sent_invoiced_and_mi_complete(role_clients, state):
    case = CaseFactory(lockable=True, **state)

    response = role_clients["admin"].post(f"/api/cases/{case.pk}/lock")

    assert response.status_code == 400
    assert response.json() == {"message": LOCK_BLOCKED_MESSAGE}
    case.refresh_from_db()
    assert case.is_locked is False


def test_locking_a_locked_case_and_unlocking_an_open_one_are_refused(role_clients):
    locked = CaseFactory(locked=True)
    open_case = CaseFactory()

    assert role_clients["admin"].post(f"/api/cases/{locked.pk}/lock").json() == {
        "message": "This case is already locked."
    }
    assert role_clients["admin"].post(f"/api/cases/{open_case.pk}/unlock").json() == {
        "message": "This case is not locked."
    }


def test_a_merged_case_cannot_be_locked(role_clients):
    case = CaseFactory(lockable=True, is_merged=True, merged_into=CaseFactory())
    response = role_clients["admin"].post(f"/api/cases/{case.pk}/lock")
    assert response.json()["message"] == "This case has been merged into another case and is read-only."


@pytest.mark.parametrize(("role", "status"), [("staff", 403), ("client", 403), ("anonymous", 401)])
def test_roles_without_lock_permission(role_clients, role, status):
    case = CaseFactory(lockable=True)
    assert role_clients[role].post(f"/api/cases/{case.pk}/lock").status_code == status
    assert role_clients[role].post(f"/api/cases/{case.pk}/unlock").status_code == status


# --- DELETE -------------------------------------------------------------------------------------------------


def test_admin_deletes_a_case_and_the_snapshot_is_kept_in_the_audit_trail(role_clients, admin_user):
    case = CaseFactory(client_name="Gone")

    response = role_clients["admin"].delete(f"/api/cases/{case.pk}")

    assert response.status_code == 204
    assert not Case.objects.filter(pk=case.pk).exists()
    event = AuditEvent.objects.get(case_id=case.pk)
    assert (event.action, event.actor, event.changes["clientName"]) == ("delete", admin_user, "Gone")


def test_a_locked_case_cannot_be_deleted(role_clients):
    case = CaseFactory(locked=True)

    response = role_clients["admin"].delete(f"/api/cases/{case.pk}")

    assert response.status_code == 400
    assert response.json() == {"message": "This case is locked. Unlock it before deleting."}
    assert Case.objects.filter(pk=case.pk).exists()


def test_a_master_with_merged_cases_cannot_be_deleted(role_clients):
    master = CaseFactory()
    CaseFactory(is_merged=True, merged_into=master)

    response = role_clients["admin"].delete(f"/api/cases/{master.pk}")

    assert response.json() == {"message": "This case has merged cases and cannot be deleted."}


@pytest.mark.parametrize(("role", "status"), [("manager", 403), ("staff", 403), ("client", 403), ("anonymous", 401)])
def test_roles_without_delete_permission(role_clients, role, status):
    case = CaseFactory()
    assert role_clients[role].delete(f"/api/cases/{case.pk}").status_code == status
    assert Case.objects.filter(pk=case.pk).exists()


# --- Merged cases of a master -------------------------------------------------------------------------------


def test_merged_cases_of_a_master(role_clients):
    master = CaseFactory()
    merged = CaseFactory(is_merged=True, merged_into=master, merged_at=timezone.now())
    CaseFactory()

    response = role_clients["client"].get(f"/api/cases/{master.pk}/merged")

    assert response.status_code == 200
    assert [row["id"] for row in response.json()] == [merged.pk]
    assert response.json()[0]["mergedIntoId"] == master.pk


def test_merged_cases_of_another_companys_master_are_404_to_a_client(role_clients):
    master = CaseFactory(widget=OTHER_COMPANY)
    assert role_clients["client"].get(f"/api/cases/{master.pk}/merged").status_code == 404
