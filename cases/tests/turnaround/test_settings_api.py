"""GET/PUT /api/settings/turnaround: who may, what is refused, what a change does to the clocks, and its audit."""

from datetime import date
from types import SimpleNamespace

from django.contrib.auth.models import Group, Permission

import pytest

from cases.models import AuditEvent, Case, TurnaroundPhase
from cases.rules import Status
from cases.tests.factories import CaseFactory
from cases.tests.turnaround.helpers import at, columns
from cases.turnaround import services
from cases.turnaround.following import clocks_recompute
from cases.turnaround.tasks import clocks_retarget_task

pytestmark = pytest.mark.django_db
URL = "/api/settings/turnaround"


def test_the_default_is_ten_working_days_and_no_company(role_clients):
    answer = role_clients["admin"].get(URL)

    assert answer.status_code == 200
    assert answer.json() == {"defaultTargetDays": 10, "companies": {}}


@pytest.mark.parametrize("role", ["manager", "staff", "client"])
def test_only_system_settings_holders_read_or_change_it(role_clients, role):
    assert role_clients[role].get(URL).status_code == 403
    answer = role_clients[role].put(URL, {"defaultTargetDays": 5, "companies": {}}, format="json")
    assert answer.status_code == 403
    assert answer.json() == {"message": "You do not have permission to perform this action."}
    assert role_clients["anonymous"].get(URL).status_code == 401


def test_a_role_granted_system_settings_may(role_clients):
    Group.objects.get(name="manager").permissions.add(Permission.objects.get(codename="system_settings"))

    assert role_clients["manager"].get(URL).status_code == 200


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"defaultTargetDays": 0}, "defaultTargetDays", "defaultTargetDays must be a whole number from 1 to 250."),
        ({"defaultTargetDays": 251}, "defaultTargetDays", "defaultTargetDays must be a whole number from 1 to 250."),
        ({"defaultTargetDays": 2.5}, "defaultTargetDays", "defaultTargetDays must be a whole number from 1 to 250."),
        ({"defaultTargetDays": "10"}, "defaultTargetDays", "defaultTargetDays must be a whole number from 1 to 250."),
        ({}, "defaultTargetDays", "defaultTargetDays must be a whole number from 1 to 250."),
        (
            {"defaultTargetDays": 10, "companies": [5]},
            "companies",
            'companies must be an object of company names and target days, such as {"Kind": 5}.',
        ),
        (
            {"defaultTargetDays": 10, "companies": {"Kind": 0}},
            "companies",
            'companies: the target for "Kind" must be a whole number from 1 to 250.',
        ),
        (
            {"defaultTargetDays": 10, "companies": {"  ": 5}},
            "companies",
            "companies: company names must not be empty.",
        ),
        (
            {"defaultTargetDays": 10, "companies": {"Kind": 5, "KIND": 6}},
            "companies",
            'companies: "KIND" is listed twice (names are matched ignoring case).',
        ),
    ],
)
def test_bad_targets_are_refused_naming_the_field(role_clients, body, field, message):
    answer = role_clients["admin"].put(URL, body, format="json")

    assert answer.status_code == 400
    assert answer.json() == {"message": message, "errors": {field: [message]}}
    assert role_clients["admin"].get(URL).json() == {"defaultTargetDays": 10, "companies": {}}


def test_a_change_is_saved_audited_and_moves_the_live_clocks_of_that_company(role_clients, admin_user):
    kind = CaseFactory(
        widget="KIND", instructed=True, current_status=Status.IN_PRODUCTION, created_at=at("2027-02-01", 9)
    )
    other = CaseFactory(
        widget="Acme Ltd", instructed=True, current_status=Status.IN_PRODUCTION, created_at=at("2027-02-01", 9)
    )
    sent = CaseFactory(widget="Kind", instructed=True, current_status=Status.SENT, created_at=at("2027-02-01", 9))
    clocks_recompute([kind.pk, other.pk, sent.pk])

    answer = role_clients["admin"].put(URL, {"defaultTargetDays": 10, "companies": {" Kind ": 5}}, format="json")

    assert answer.status_code == 200
    assert answer.json() == {"defaultTargetDays": 10, "companies": {"Kind": 5}}
    assert role_clients["admin"].get(URL).json() == {"defaultTargetDays": 10, "companies": {"Kind": 5}}
    assert (columns(kind.pk)["turnaround_target_days"], columns(kind.pk)["turnaround_due"]) == (5, date(2027, 2, 8))
    assert columns(other.pk)["turnaround_target_days"] == 10
    assert columns(sent.pk)["turnaround_target_days"] == 10  # measured against the target it had
    event = AuditEvent.objects.get(action=AuditEvent.Action.TURNAROUND_TARGETS)
    assert event.case_id is None and event.actor == admin_user
    assert event.changes["setting"] == {
        "before": {"defaultTargetDays": 10, "companies": {}},
        "after": {"defaultTargetDays": 10, "companies": {"Kind": 5}},
    }


def test_a_change_moving_many_clocks_is_left_to_a_task(role_clients, monkeypatch, django_capture_on_commit_callbacks):
    monkeypatch.setattr(services, "SYNC_MAX", 0)
    queued = []
    monkeypatch.setattr(services, "clocks_retarget_task", SimpleNamespace(enqueue=lambda: queued.append(True)))
    case = CaseFactory(instructed=True, current_status=Status.IN_PRODUCTION, created_at=at("2027-02-01", 9))
    clocks_recompute([case.pk])

    with django_capture_on_commit_callbacks(execute=True):
        answer = role_clients["admin"].put(URL, {"defaultTargetDays": 3}, format="json")

    assert answer.status_code == 200
    assert queued == [True]
    assert columns(case.pk)["turnaround_target_days"] == 10  # not yet: the task moves it
    clocks_retarget_task.func()
    assert Case.objects.get(pk=case.pk).turnaround_target_days == 3
    assert Case.objects.get(pk=case.pk).turnaround_phase == TurnaroundPhase.RUNNING
