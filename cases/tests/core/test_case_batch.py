from django.contrib.auth.models import Permission

import pytest

from cases.models import AuditEvent, Case
from cases.rules import Status
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


def post(client, action, body):
    return client.post(f"/api/cases/batch-{action}", body, format="json")


# --- batch-update -------------------------------------------------------------------------------------------


def test_batch_update_changes_every_case_and_audits_each(role_clients, manager_user):
    cases = CaseFactory.create_batch(3)

    response = post(
        role_clients["manager"], "update", {"caseIds": [c.pk for c in cases], "updates": {"currentStatus": "sent"}}
    )

    assert response.status_code == 200
    assert response.json() == {"message": "Updated 3 cases.", "updated": 3}
    assert set(Case.objects.values_list("current_status", "instructed")) == {("sent", True)}
    events = AuditEvent.objects.filter(action="update")
    assert list(events.order_by("case_id").values_list("case_id", flat=True)) == sorted(c.pk for c in cases)
    first = events.first()
    assert first is not None
    assert first.changes == {
        "currentStatus": ["need_instructions_new", "sent"],
        "instructed": [False, True],
    }
    assert {e.actor_id for e in events} == {manager_user.pk}


def test_batch_update_reports_locked_cancelled_and_missing_cases_after_failed(role_clients):
    ok = CaseFactory()
    locked = CaseFactory(locked=True, bhruk_id="8001")
    cancelled = CaseFactory(is_cancelled=True, bhruk_id="8002")

    response = post(
        role_clients["admin"],
        "update",
        {"caseIds": [ok.pk, locked.pk, cancelled.pk, 999999], "updates": {"invoiced": True}},
    )

    assert response.json() == {
        "message": "Updated 1 of 4 cases. Failed: case #999999: not found; 8001: locked; 8002: cancelled",
        "updated": 1,
    }
    ok.refresh_from_db()
    locked.refresh_from_db()
    assert ok.invoiced is True
    assert locked.updated_at is not None and AuditEvent.objects.filter(case_id=locked.pk).count() == 0


def test_batch_update_with_nothing_to_change_reports_no_changes(role_clients):
    case = CaseFactory(invoiced=True)

    response = post(role_clients["admin"], "update", {"caseIds": [case.pk], "updates": {"invoiced": True}})

    assert response.json() == {"message": "Updated 0 of 1 case. The others needed no change.", "updated": 0}


def test_batch_on_hold_needs_a_reason(role_clients):
    case = CaseFactory()

    response = post(role_clients["admin"], "update", {"caseIds": [case.pk], "updates": {"currentStatus": "on_hold"}})

    assert response.status_code == 400
    assert response.json()["message"] == "On hold reason is required when the status is On Hold."


def test_batch_on_hold_with_a_reason(role_clients):
    case = CaseFactory()

    post(
        role_clients["admin"],
        "update",
        {"caseIds": [case.pk], "updates": {"currentStatus": "on_hold", "onHoldReason": "more_account"}},
    )

    case.refresh_from_db()
    assert (case.current_status, case.on_hold_reason, case.instructed) == ("on_hold", "more_account", True)


def test_batch_leaving_sent_clears_mi(role_clients):
    case = CaseFactory(lockable=True)

    post(role_clients["admin"], "update", {"caseIds": [case.pk], "updates": {"currentStatus": "in_production"}})

    case.refresh_from_db()
    assert (case.current_status, case.mi_type, case.mi_amount) == ("in_production", None, None)


def test_batch_incompatible_instructed_and_status_is_rejected(role_clients):
    case = CaseFactory()

    response = post(
        role_clients["admin"],
        "update",
        {"caseIds": [case.pk], "updates": {"instructed": False, "currentStatus": "sent"}},
    )

    assert response.status_code == 400
    assert response.json()["message"] == "Current status Sent is not allowed when Instructed is No."


def test_batch_lock_locks_lockable_cases_and_lists_the_others(role_clients):
    lockable = CaseFactory(lockable=True)
    not_ready = CaseFactory(bhruk_id="8100")

    response = post(
        role_clients["manager"], "update", {"caseIds": [lockable.pk, not_ready.pk], "updates": {"isLocked": True}}
    )

    assert response.json() == {
        "message": "Updated 1 of 2 cases. Failed: 8100: cannot be locked "
        "(Status must be Sent, Invoiced Yes and MI information completed)",
        "updated": 1,
    }
    lockable.refresh_from_db()
    assert lockable.is_locked and lockable.locked_at


def test_batch_unlock_then_edit_in_one_request(role_clients):
    case = CaseFactory(locked=True)

    response = post(
        role_clients["admin"], "update", {"caseIds": [case.pk], "updates": {"isLocked": False, "invoiced": False}}
    )

    assert response.json()["updated"] == 1
    case.refresh_from_db()
    assert (case.is_locked, case.locked_at, case.invoiced) == (False, None, False)


def test_batch_lock_needs_batch_lock_unlock(auth_client, manager_user):
    manager_user.groups.first().permissions.remove(Permission.objects.get(codename="batch_lock_unlock"))
    case = CaseFactory(lockable=True)

    response = post(auth_client(manager_user), "update", {"caseIds": [case.pk], "updates": {"isLocked": True}})

    assert response.status_code == 403
    assert response.json()["message"] == "You do not have permission to lock or unlock cases in bulk."


def test_batch_update_needs_at_least_one_change(role_clients):
    response = post(role_clients["admin"], "update", {"caseIds": [1], "updates": {}})
    assert response.status_code == 400
    assert response.json()["message"] == "Choose at least one change."


def test_batch_update_needs_case_ids(role_clients):
    response = post(role_clients["admin"], "update", {"caseIds": [], "updates": {"invoiced": True}})
    assert response.status_code == 400
    assert list(response.json()["errors"]) == ["caseIds"]


def test_batch_update_for_staff_is_limited_to_their_fields(auth_client, staff_user):
    staff_user.groups.first().permissions.add(Permission.objects.get(codename="batch_update"))
    case = CaseFactory()

    response = post(auth_client(staff_user), "update", {"caseIds": [case.pk], "updates": {"invoiced": True}})

    assert response.status_code == 403
    assert "(not allowed: invoiced)" in response.json()["message"]


@pytest.mark.parametrize(("role", "status"), [("staff", 403), ("client", 403), ("anonymous", 401)])
def test_batch_update_roles(role_clients, role, status):
    case = CaseFactory()
    response = post(role_clients[role], "update", {"caseIds": [case.pk], "updates": {"invoiced": True}})
    assert response.status_code == status


def test_batch_update_runs_a_bounded_number_of_queries(role_clients, django_assert_max_num_queries):
    cases = CaseFactory.create_batch(120)
    with django_assert_max_num_queries(12):
        response = post(
            role_clients["admin"], "update", {"caseIds": [c.pk for c in cases], "updates": {"invoiced": True}}
        )
    assert response.json()["updated"] == 120


# --- batch-delete -------------------------------------------------------------------------------------------


def test_batch_delete_deletes_and_lists_what_it_could_not(role_clients):
    gone = CaseFactory()
    locked = CaseFactory(locked=True, bhruk_id="9001")
    master = CaseFactory(bhruk_id="9002")
    CaseFactory(is_merged=True, merged_into=master)

    response = post(role_clients["admin"], "delete", {"caseIds": [gone.pk, locked.pk, master.pk]})

    assert response.json() == {
        "message": "Deleted 1 of 3 cases. Failed: 9001: This case is locked. Unlock it before deleting; "
        "9002: This case has merged cases and cannot be deleted",
        "deleted": 1,
    }
    assert not Case.objects.filter(pk=gone.pk).exists()
    assert AuditEvent.objects.get(case_id=gone.pk).action == "delete"


def test_batch_delete_runs_a_bounded_number_of_queries(role_clients, django_assert_max_num_queries):
    cases = CaseFactory.create_batch(120)
    # 14, and the deleted cases' documents: their storage keys (files go after commit) and their rows (CASCADE),
    # and their notices (notifications.Notification, CASCADE).
    with django_assert_max_num_queries(17):
        response = post(role_clients["admin"], "delete", {"caseIds": [c.pk for c in cases]})
    assert response.json() == {"message": "Deleted 120 cases.", "deleted": 120}
    assert AuditEvent.objects.filter(action="delete").count() == 120


@pytest.mark.parametrize(("role", "status"), [("manager", 403), ("staff", 403), ("client", 403), ("anonymous", 401)])
def test_batch_delete_roles(role_clients, role, status):
    case = CaseFactory()
    assert post(role_clients[role], "delete", {"caseIds": [case.pk]}).status_code == status


# --- batch-cancel and batch-restore -------------------------------------------------------------------------


def test_batch_cancel_uses_the_fixed_reason_and_refuses_sent_and_locked_cases(role_clients):
    ok = CaseFactory()
    sent = CaseFactory(instructed=True, current_status=Status.SENT, bhruk_id="7001")
    locked = CaseFactory(locked=True, bhruk_id="7002")

    response = post(role_clients["manager"], "cancel", {"caseIds": [ok.pk, sent.pk, locked.pk]})

    assert response.json() == {
        "message": "Cancelled 1 of 3 cases. Failed: 7001: sent cases cannot be cancelled; 7002: locked",
        "cancelled": 1,
    }
    ok.refresh_from_db()
    assert (ok.is_cancelled, ok.cancellation_reason) == (True, "Client request")
    event = AuditEvent.objects.get(case_id=ok.pk)
    assert (event.action, event.changes["isCancelled"]) == ("cancel", [False, True])


def test_batch_cancel_with_a_given_reason(role_clients):
    case = CaseFactory()
    post(role_clients["admin"], "cancel", {"caseIds": [case.pk], "cancellationReason": "Duplicate"})
    case.refresh_from_db()
    assert case.cancellation_reason == "Duplicate"


def test_batch_cancel_of_nothing_cancellable_is_a_validation_error(role_clients):
    sent = CaseFactory(instructed=True, current_status=Status.SENT, bhruk_id="7001")

    response = post(role_clients["admin"], "cancel", {"caseIds": [sent.pk]})

    assert response.json() == {
        "message": "Cancelled 0 of 1 case. Failed: 7001: sent cases cannot be cancelled",
        "cancelled": 0,
    }


def test_batch_restore_returns_cancelled_cases(role_clients):
    cancelled = CaseFactory(is_cancelled=True, cancellation_reason="Client request")
    active = CaseFactory(bhruk_id="6001")

    response = post(role_clients["manager"], "restore", {"caseIds": [cancelled.pk, active.pk]})

    assert response.json() == {"message": "Restored 1 of 2 cases. Failed: 6001: not cancelled", "restored": 1}
    cancelled.refresh_from_db()
    assert (cancelled.is_cancelled, cancelled.cancellation_reason) == (False, "")
    assert AuditEvent.objects.get(case_id=cancelled.pk).action == "restore"


def test_batch_cancel_and_restore_run_a_bounded_number_of_queries(role_clients, django_assert_max_num_queries):
    ids = [c.pk for c in CaseFactory.create_batch(150)]
    with django_assert_max_num_queries(10):
        assert post(role_clients["admin"], "cancel", {"caseIds": ids}).json()["cancelled"] == 150
    with django_assert_max_num_queries(10):
        assert post(role_clients["admin"], "restore", {"caseIds": ids}).json()["restored"] == 150


@pytest.mark.parametrize(("role", "status"), [("staff", 403), ("client", 403), ("anonymous", 401)])
@pytest.mark.parametrize("action", ["cancel", "restore"])
def test_batch_cancel_and_restore_roles(role_clients, role, status, action):
    case = CaseFactory()
    assert post(role_clients[role], action, {"caseIds": [case.pk]}).status_code == status
