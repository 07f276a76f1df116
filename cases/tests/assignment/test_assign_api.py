"""PUT /api/cases/{id}/assignee: who may give a case to whom, with which messages, what is audited, and that
clients never learn who handles their case."""

from datetime import UTC, datetime

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.assignment import messages
from cases.messages import CLIENTS_READ_ONLY, MERGED_READ_ONLY
from cases.models import AuditEvent, Case
from cases.tests.factories import CaseFactory
from conftest import COMPANY, OTHER_COMPANY

pytestmark = pytest.mark.django_db

UPDATED = datetime(2026, 7, 2, 9, 0, tzinfo=UTC)


def assign(client, case_id: int, assignee_id: int | None):
    return client.put(f"/api/cases/{case_id}/assignee", {"assigneeId": assignee_id}, format="json")


def holder(case: Case) -> int | None:
    return Case.objects.values_list("assignee_id", flat=True).get(pk=case.pk)


@pytest.mark.parametrize("role", ["admin", "manager"])
def test_edit_cases_holders_assign_reassign_and_unassign_anyone(role_clients, staff_user, admin_user, role):
    case = CaseFactory()

    answer = assign(role_clients[role], case.pk, staff_user.pk)

    assert answer.status_code == 200, answer.content
    assert answer.json()["assignee"] == {"id": staff_user.pk, "name": "Sam Staff"}
    assert answer.json()["id"] == case.pk
    assert assign(role_clients[role], case.pk, admin_user.pk).json()["assignee"] == {
        "id": admin_user.pk,
        "name": "Ada Admin",
    }
    assert assign(role_clients[role], case.pk, None).json()["assignee"] is None
    assert holder(case) is None


def test_the_answer_is_the_case_answer_of_get(role_clients, staff_user):
    case = CaseFactory()

    answer = assign(role_clients["manager"], case.pk, staff_user.pk).json()

    assert answer == role_clients["manager"].get(f"/api/cases/{case.pk}").json()


def test_staff_take_an_unassigned_case_and_hand_it_back(role_clients, staff_user):
    case = CaseFactory()

    taken = assign(role_clients["staff"], case.pk, staff_user.pk)
    again = assign(role_clients["staff"], case.pk, staff_user.pk)
    handed_back = assign(role_clients["staff"], case.pk, None)

    assert taken.status_code == 200 and taken.json()["assignee"]["id"] == staff_user.pk
    assert again.status_code == 200
    assert handed_back.status_code == 200 and handed_back.json()["assignee"] is None
    assert AuditEvent.objects.filter(case_id=case.pk, action="assign").count() == 2  # the repeat changed nothing


def test_staff_cannot_take_a_colleagues_case(role_clients, staff_user, manager_user):
    case = CaseFactory(assignee=manager_user)

    answer = assign(role_clients["staff"], case.pk, staff_user.pk)

    assert (answer.status_code, answer.json()["message"]) == (403, messages.TAKEN)
    assert holder(case) == manager_user.pk


@pytest.mark.parametrize("current", ["nobody", "colleague", "self"])
def test_staff_cannot_give_cases_to_others_or_unassign_others(role_clients, staff_user, manager_user, current):
    colleague = UserFactory(role=Role.STAFF)
    case = CaseFactory(assignee={"nobody": None, "colleague": manager_user, "self": staff_user}[current])

    answer = assign(role_clients["staff"], case.pk, colleague.pk)

    assert (answer.status_code, answer.json()["message"]) == (403, messages.TAKE_OR_HAND_BACK_ONLY)
    if current == "colleague":
        unassign = assign(role_clients["staff"], case.pk, None)
        assert (unassign.status_code, unassign.json()["message"]) == (403, messages.TAKE_OR_HAND_BACK_ONLY)


def test_clients_get_403_on_their_companys_cases_and_404_on_others(role_clients, staff_user):
    own = CaseFactory(widget=COMPANY)
    other = CaseFactory(widget=OTHER_COMPANY)

    mine = assign(role_clients["client"], own.pk, staff_user.pk)

    assert (mine.status_code, mine.json()["message"]) == (403, CLIENTS_READ_ONLY)
    assert assign(role_clients["client"], other.pk, staff_user.pk).status_code == 404
    assert assign(role_clients["anonymous"], own.pk, staff_user.pk).status_code == 401
    assert assign(role_clients["manager"], 999_999, staff_user.pk).status_code == 404
    assert holder(own) is None


@pytest.mark.parametrize("who", ["client", "inactive", "unknown"])
def test_only_active_admins_managers_and_staff_may_be_assigned(role_clients, client_user, who):
    target = {
        "client": client_user.pk,
        "inactive": UserFactory(role=Role.STAFF, is_active=False).pk,
        "unknown": 999_999,
    }[who]
    case = CaseFactory()

    answer = assign(role_clients["manager"], case.pk, target)

    assert answer.status_code == 400
    assert answer.json()["message"] == "Choose an active admin, manager or staff user."
    assert answer.json()["errors"] == {"assigneeId": ["Choose an active admin, manager or staff user."]}


@pytest.mark.parametrize("body", [{}, {"assigneeId": "x"}, {"assigneeId": 1.5}, {"assigneeId": True}])
def test_a_malformed_body_is_400(role_clients, body):
    case = CaseFactory()
    assert role_clients["manager"].put(f"/api/cases/{case.pk}/assignee", body, format="json").status_code == 400


def test_a_merged_case_cannot_be_assigned(role_clients, staff_user):
    case = CaseFactory(is_merged=True)

    answer = assign(role_clients["manager"], case.pk, staff_user.pk)

    assert (answer.status_code, answer.json()["message"]) == (400, MERGED_READ_ONLY)


@pytest.mark.parametrize("state", [{"locked": True}, {"is_cancelled": True}, {"legal_hold": True}])
def test_locked_cancelled_and_held_cases_may_be_assigned(role_clients, staff_user, state):
    case = CaseFactory(**state)
    assert assign(role_clients["manager"], case.pk, staff_user.pk).status_code == 200
    assert holder(case) == staff_user.pk


def test_assigning_leaves_the_cases_updated_at(role_clients, staff_user):
    case = CaseFactory()
    Case.objects.filter(pk=case.pk).update(updated_at=UPDATED)

    answer = assign(role_clients["manager"], case.pk, staff_user.pk)

    assert answer.json()["updatedAt"] == "2026-07-02T09:00:00Z"


def test_each_change_is_audited_with_the_names(role_clients, manager_user, staff_user, admin_user):
    case = CaseFactory()
    assign(role_clients["manager"], case.pk, staff_user.pk)
    assign(role_clients["manager"], case.pk, admin_user.pk)
    assign(role_clients["manager"], case.pk, None)

    events = AuditEvent.objects.filter(case_id=case.pk, action="assign").order_by("id")

    assert [e.changes for e in events] == [
        {"assignee": [None, "Sam Staff"]},
        {"assignee": ["Sam Staff", "Ada Admin"]},
        {"assignee": ["Ada Admin", None]},
    ]
    assert {e.actor_id for e in events} == {manager_user.pk}


def test_staff_history_and_the_audit_log_read_the_change(role_clients, staff_user):
    case = CaseFactory()
    assign(role_clients["manager"], case.pk, staff_user.pk)

    event = role_clients["manager"].get(f"/api/cases/{case.pk}/history").json()[0]
    row = role_clients["admin"].get("/api/audit-logs", {"action": "assign"}).json()["data"][0]

    expected = [
        {
            "field": "assignee",
            "old": None,
            "new": "Sam Staff",
            "label": "Assigned To",
            "oldText": "—",
            "newText": "Sam Staff",
        }
    ]
    assert event["action"] == "assign" and event["fields"] == expected
    assert row["fields"] == expected


def test_a_clients_history_masks_the_names(role_clients, staff_user, admin_user):
    case = CaseFactory(widget=COMPANY)
    assign(role_clients["manager"], case.pk, staff_user.pk)
    assign(role_clients["manager"], case.pk, admin_user.pk)
    assign(role_clients["manager"], case.pk, None)

    answer = role_clients["client"].get(f"/api/cases/{case.pk}/history")

    assert answer.status_code == 200
    text = answer.content.decode()
    for name in ("Sam Staff", "Ada Admin", "Max Manager", "staff@example.com", "manager@example.com"):
        assert name not in text
    changes = [e["changes"] for e in answer.json() if e["action"] == "assign"]
    assert changes == [
        {"assignee": ["Casebook staff", None]},
        {"assignee": ["Casebook staff", "Casebook staff"]},
        {"assignee": [None, "Casebook staff"]},
    ]
    stored = AuditEvent.objects.filter(action="assign").order_by("-id")[0]
    assert stored.changes == {"assignee": ["Ada Admin", None]}  # kept as recorded


def test_clients_never_see_the_assignee_in_case_answers(role_clients, staff_user):
    case = CaseFactory(widget=COMPANY, assignee=staff_user)

    detail = role_clients["client"].get(f"/api/cases/{case.pk}").json()
    page = role_clients["client"].get("/api/cases/paginated").json()["data"]
    portal = role_clients["client"].get("/api/cases").json()

    assert detail["assignee"] is None
    assert [row["assignee"] for row in page] == [None]
    assert [row["assignee"] for row in portal] == [None]
    assert role_clients["staff"].get(f"/api/cases/{case.pk}").json()["assignee"] == {
        "id": staff_user.pk,
        "name": "Sam Staff",
    }


def test_a_user_without_a_name_is_named_by_their_e_mail(role_clients):
    nameless = UserFactory(role=Role.STAFF, email="nameless@example.com", first_name="", last_name="")
    case = CaseFactory()

    answer = assign(role_clients["manager"], case.pk, nameless.pk)

    assert answer.json()["assignee"] == {"id": nameless.pk, "name": "nameless@example.com"}


def test_the_list_reads_the_assignees_with_the_page(role_clients, django_assert_max_num_queries, manager_user):
    for _ in range(3):
        CaseFactory(assignee=UserFactory(role=Role.STAFF))
    role_clients["manager"].get("/api/cases/paginated")  # warm: the user's permissions are read per request
    with django_assert_max_num_queries(12) as few:
        role_clients["manager"].get("/api/cases/paginated")
    for _ in range(20):
        CaseFactory(assignee=UserFactory(role=Role.STAFF))

    with django_assert_max_num_queries(len(few)):
        answer = role_clients["manager"].get("/api/cases/paginated", {"limit": 50})

    assert sum(1 for row in answer.json()["data"] if row["assignee"]) == 23
