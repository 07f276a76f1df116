"""GET /api/reports/workload: each handler's open cases by status and turnaround state, and the unassigned ones,
for EDIT_CASES holders, counted in one grouped query."""

from datetime import date, timedelta

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import TurnaroundPhase
from cases.rules import Status
from cases.tests.factories import CaseFactory
from cases.working_days import add_working_days, london_today

pytestmark = pytest.mark.django_db

ZERO_STATUS = {"need_instructions_new": 0, "need_instructions_hire": 0, "in_production": 0, "on_hold": 0}
ZERO_CLOCK = {"overdue": 0, "due_soon": 0, "on_track": 0, "paused": 0, "not_started": 0}


def running(due: date, **fields):
    return CaseFactory(turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due=due, **fields)


def test_counts_per_handler_status_and_turnaround_state(role_clients, staff_user, manager_user, admin_user):
    today = london_today()
    running(today - timedelta(days=1), assignee=staff_user, instructed=True, current_status=Status.IN_PRODUCTION)
    running(today, assignee=staff_user, instructed=True, current_status=Status.IN_PRODUCTION)
    running(add_working_days(today, 2), assignee=staff_user)
    running(add_working_days(today, 3), assignee=staff_user)
    CaseFactory(
        assignee=staff_user,
        turnaround_phase=TurnaroundPhase.PAUSED,
        instructed=True,
        current_status=Status.ON_HOLD,
        on_hold_reason="need_pdf",
    )
    CaseFactory(assignee=staff_user)
    # Not open: sent, cancelled, merged.
    CaseFactory(assignee=staff_user, instructed=True, current_status=Status.SENT, turnaround_phase=TurnaroundPhase.MET)
    CaseFactory(assignee=staff_user, is_cancelled=True)
    CaseFactory(assignee=staff_user, is_merged=True)
    running(today - timedelta(days=3))
    CaseFactory(current_status=Status.NEED_INSTRUCTIONS_HIRE)
    gone = UserFactory(role=Role.STAFF, first_name="Gone", last_name="Away", is_active=False)
    CaseFactory(assignee=gone)
    UserFactory(role=Role.STAFF, first_name="Idle", last_name="Inactive", is_active=False)

    answer = role_clients["manager"].get("/api/reports/workload")

    assert answer.status_code == 200
    body = answer.json()
    handlers = {h["name"]: h for h in body["handlers"]}
    assert list(handlers) == ["Ada Admin", "Gone Away", "Max Manager", "Sam Staff"]  # by name; idle inactive out
    assert handlers["Sam Staff"] == {
        "id": staff_user.pk,
        "name": "Sam Staff",
        "open": 6,
        "byStatus": {**ZERO_STATUS, "in_production": 2, "on_hold": 1, "need_instructions_new": 3},
        "byTurnaround": {"overdue": 1, "due_soon": 2, "on_track": 1, "paused": 1, "not_started": 1},
    }
    assert handlers["Max Manager"] == {
        "id": manager_user.pk,
        "name": "Max Manager",
        "open": 0,
        "byStatus": ZERO_STATUS,
        "byTurnaround": ZERO_CLOCK,
    }
    assert handlers["Gone Away"]["open"] == 1
    assert body["unassigned"] == {
        "open": 2,
        "byStatus": {**ZERO_STATUS, "need_instructions_new": 1, "need_instructions_hire": 1},
        "byTurnaround": {**ZERO_CLOCK, "overdue": 1, "not_started": 1},
    }
    assert body["asOf"] == today.isoformat()


@pytest.mark.parametrize(
    ("role", "status"), [("admin", 200), ("manager", 200), ("staff", 403), ("client", 403), ("anonymous", 401)]
)
def test_only_edit_cases_holders_read_it(role_clients, role, status):
    assert role_clients[role].get("/api/reports/workload").status_code == status


def test_the_query_count_does_not_grow(role_clients, django_assert_max_num_queries):
    role_clients["admin"].get("/api/reports/workload")
    for _ in range(5):
        user = UserFactory(role=Role.STAFF)
        CaseFactory.create_batch(3, assignee=user)
    # The caller's sign-in and permissions (3), the grouped count, the handlers.
    with django_assert_max_num_queries(5):
        role_clients["admin"].get("/api/reports/workload")
