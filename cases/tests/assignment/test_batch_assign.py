"""POST /api/cases/batch-assign: EDIT_CASES holders give many cases to one user (or to nobody) at once, answered as
the other batch endpoints, audited one event per case, in a fixed number of queries."""

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent, Case
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


def batch(client, ids, assignee_id):
    return client.post("/api/cases/batch-assign", {"ids": ids, "assigneeId": assignee_id}, format="json")


def test_many_cases_are_assigned_with_one_event_each_sharing_a_batch(role_clients, staff_user, manager_user):
    cases = CaseFactory.create_batch(3)
    already = CaseFactory(assignee=staff_user)

    answer = batch(role_clients["manager"], [c.pk for c in [*cases, already]], staff_user.pk)

    assert answer.status_code == 200
    assert answer.json() == {"message": "Assigned 3 of 4 cases. The others needed no change.", "assigned": 3}
    assert set(Case.objects.filter(assignee=staff_user).values_list("pk", flat=True)) == {
        c.pk for c in [*cases, already]
    }
    events = AuditEvent.objects.filter(action="assign")
    assert {e.case_id for e in events} == {c.pk for c in cases}
    assert {e.changes["assignee"][1] for e in events} == {"Sam Staff"}
    assert len({e.batch for e in events}) == 1 and events[0].batch is not None
    assert {e.actor_id for e in events} == {manager_user.pk}


def test_unassigning_in_bulk_records_the_old_names(role_clients, staff_user, admin_user):
    one, two = CaseFactory(assignee=staff_user), CaseFactory(assignee=admin_user)

    answer = batch(role_clients["admin"], [one.pk, two.pk], None)

    assert answer.json() == {"message": "Unassigned 2 cases.", "assigned": 2}
    changes = dict(AuditEvent.objects.filter(action="assign").values_list("case_id", "changes"))
    assert changes == {one.pk: {"assignee": ["Sam Staff", None]}, two.pk: {"assignee": ["Ada Admin", None]}}


def test_merged_and_unknown_cases_are_listed_while_the_others_change(role_clients, staff_user):
    ok = CaseFactory()
    merged = CaseFactory(is_merged=True, bhruk_id="7001")

    answer = batch(role_clients["manager"], [ok.pk, merged.pk, 999_999], staff_user.pk)

    assert answer.json() == {
        "message": "Assigned 1 of 3 cases. Failed: case #999999: not found; 7001: merged cases are read-only",
        "assigned": 1,
    }
    assert Case.objects.get(pk=merged.pk).assignee_id is None


def test_a_bad_assignee_refuses_the_whole_batch(role_clients, client_user):
    cases = CaseFactory.create_batch(2)

    answer = batch(role_clients["manager"], [c.pk for c in cases], client_user.pk)

    assert answer.status_code == 400
    assert answer.json()["message"] == "Choose an active admin, manager or staff user."
    assert not Case.objects.filter(assignee__isnull=False).exists()
    assert not AuditEvent.objects.filter(action="assign").exists()


def test_it_is_all_or_nothing_when_a_write_fails(role_clients, staff_user, monkeypatch):
    cases = CaseFactory.create_batch(2)

    def broken(**kwargs):
        raise RuntimeError("audit store down")

    monkeypatch.setattr("cases.assignment.services.audit_record_many", broken)
    role_clients["manager"].raise_request_exception = False
    answer = batch(role_clients["manager"], [c.pk for c in cases], staff_user.pk)

    assert answer.status_code == 500
    assert not Case.objects.filter(assignee__isnull=False).exists()


@pytest.mark.parametrize(("role", "status"), [("staff", 403), ("client", 403), ("anonymous", 401), ("admin", 200)])
def test_only_edit_cases_holders_assign_in_bulk(role_clients, staff_user, role, status):
    case = CaseFactory()
    assert batch(role_clients[role], [case.pk], staff_user.pk).status_code == status


@pytest.mark.parametrize("body", [{"ids": [], "assigneeId": 1}, {"ids": ["x"], "assigneeId": 1}, {"assigneeId": 1}])
def test_a_malformed_body_is_400(role_clients, body):
    assert role_clients["manager"].post("/api/cases/batch-assign", body, format="json").status_code == 400


def test_the_query_count_does_not_grow_with_the_cases(role_clients, staff_user, django_assert_max_num_queries):
    previous = [UserFactory(role=Role.STAFF) for _ in range(3)]
    few = [CaseFactory(assignee=previous[0])]
    many = [CaseFactory(assignee=previous[i % 3]) for i in range(120)]
    with django_assert_max_num_queries(14) as small:
        batch(role_clients["manager"], [c.pk for c in few], staff_user.pk)

    with django_assert_max_num_queries(len(small)):
        answer = batch(role_clients["manager"], [c.pk for c in many], staff_user.pk)

    assert answer.json()["assigned"] == 120
