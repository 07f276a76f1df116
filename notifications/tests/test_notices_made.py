"""What makes a notice: a case given to someone by someone else (notifications.notices receives cases.events), a
mention in a comment, a client's answer to a request on a case with an assignee, and the daily run's due-soon and
overdue notices, made once per case, state and clock. And what takes them away: erasure, and the case's deletion."""

from datetime import date, timedelta
from io import StringIO

from django.core.management import call_command

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import TurnaroundPhase
from cases.tests.documents.conftest import clamd, clamd_socket, media  # noqa: F401 - fixtures
from cases.tests.factories import CaseFactory
from cases.tests.requests.helpers import make, upload
from cases.working_days import add_working_days, london_today
from conftest import COMPANY
from notifications.models import Notification
from notifications.notices import turnaround_notices_create
from notifications.tasks import notify_turnaround

pytestmark = pytest.mark.django_db

# A Wednesday: two working days ahead is Friday; the Monday after is three.
TODAY = date(2026, 11, 18)


def comment(client, case_id: int, mentions: list[int], body: str = "Please look") -> dict:
    answer = client.post(f"/api/cases/{case_id}/comments", {"body": body, "mentions": mentions}, format="json")
    assert answer.status_code == 201, answer.content
    return answer.json()


def rows(**filters) -> list[tuple]:
    return list(Notification.objects.filter(**filters).order_by("id").values_list("user_id", "kind", "case_id", "text"))


# --- Assignments ------------------------------------------------------------------------------------------------


def assign(client, case_id: int, assignee_id: int | None):
    answer = client.put(f"/api/cases/{case_id}/assignee", {"assigneeId": assignee_id}, format="json")
    assert answer.status_code == 200, answer.content


def test_taking_a_case_tells_nobody_and_being_given_one_tells_the_assignee(role_clients, staff_user, manager_user):
    taken = CaseFactory()
    given = CaseFactory(bhruk_id="KIND123", widget="Kind")

    assign(role_clients["staff"], taken.pk, staff_user.pk)
    assign(role_clients["manager"], given.pk, staff_user.pk)
    assign(role_clients["manager"], given.pk, manager_user.pk)  # to oneself: no notice

    notices = list(Notification.objects.values_list("user_id", "kind", "case_id", "text"))
    assert notices == [(staff_user.pk, "assigned", given.pk, "Max Manager assigned KIND123 (Kind) to you.")]


def test_a_notice_names_a_case_without_an_id_by_its_number_and_never_the_client(role_clients, staff_user):
    case = CaseFactory(bhruk_id=None, widget="Acme Ltd", client_name="Private Person", name="Pat Person")

    assign(role_clients["manager"], case.pk, staff_user.pk)

    assert Notification.objects.get().text == f"Max Manager assigned Case {case.pk} (Acme Ltd) to you."


def test_a_batch_tells_the_assignee_of_each_case_it_gave_them(role_clients, staff_user, manager_user):
    cases = CaseFactory.create_batch(3, widget="Kind")
    already = CaseFactory(assignee=staff_user)

    answer = role_clients["manager"].post(
        "/api/cases/batch-assign",
        {"ids": [c.pk for c in [*cases, already]], "assigneeId": staff_user.pk},
        format="json",
    )

    assert answer.json()["assigned"] == 3
    assert sorted(rows()) == sorted(
        (staff_user.pk, "assigned", c.pk, f"Max Manager assigned {c.bhruk_id} (Kind) to you.") for c in cases
    )
    role_clients["manager"].post(
        "/api/cases/batch-assign", {"ids": [cases[0].pk], "assigneeId": manager_user.pk}, format="json"
    )
    role_clients["manager"].post("/api/cases/batch-assign", {"ids": [cases[1].pk], "assigneeId": None}, format="json")
    assert Notification.objects.count() == 3  # to oneself, or to nobody: no notice


# --- Mentions ---------------------------------------------------------------------------------------------------


def test_each_mentioned_user_but_the_author_gets_a_notice(role_clients, staff_user, manager_user, admin_user):
    case = CaseFactory(bhruk_id="KIND9", widget="Kind", client_name="Private Person")

    comment(role_clients["staff"], case.pk, [manager_user.pk, admin_user.pk, staff_user.pk], body="Private Person rang")

    text = "Sam Staff mentioned you in a comment on KIND9 (Kind)."
    assert rows() == [(manager_user.pk, "mentioned", case.pk, text), (admin_user.pk, "mentioned", case.pk, text)]


def test_an_edit_tells_only_the_newly_mentioned(role_clients, staff_user, manager_user, admin_user):
    case = CaseFactory(bhruk_id="KIND10", widget="Kind")
    made = comment(role_clients["staff"], case.pk, [manager_user.pk])

    answer = role_clients["staff"].put(
        f"/api/comments/{made['id']}",
        {"body": "Please look now", "mentions": [manager_user.pk, admin_user.pk]},
        format="json",
    )

    assert answer.status_code == 200, answer.content
    assert [(u, k) for u, k, _, _ in rows()] == [(manager_user.pk, "mentioned"), (admin_user.pk, "mentioned")]


def test_a_comment_refused_makes_no_notice(role_clients, manager_user, client_user):
    case = CaseFactory()
    answer = role_clients["staff"].post(
        f"/api/cases/{case.pk}/comments", {"body": "Hi", "mentions": [manager_user.pk, client_user.pk]}, format="json"
    )
    assert answer.status_code == 400
    assert not Notification.objects.exists()


# --- Requests answered ----------------------------------------------------------------------------------------


def test_a_clients_answer_tells_the_cases_assignee(role_clients, staff_user, client_user, media):  # noqa: F811
    case = CaseFactory(widget=COMPANY, bhruk_id="KIND11", assignee=staff_user)
    made = make(role_clients["manager"], case.pk)

    assert upload(role_clients["client"], made["id"]).status_code == 201

    assert rows() == [
        (staff_user.pk, "request_answered", case.pk, f"A client answered a request on KIND11 ({COMPANY}).")
    ]


def test_an_answer_on_a_case_nobody_handles_tells_nobody(role_clients, media):  # noqa: F811
    case = CaseFactory(widget=COMPANY)
    made = make(role_clients["manager"], case.pk)

    assert upload(role_clients["client"], made["id"]).status_code == 201

    assert not Notification.objects.exists()


# --- Due soon and overdue -----------------------------------------------------------------------------------------


def clock(due: date, assignee, **fields):
    return CaseFactory(turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due=due, assignee=assignee, **fields)


def test_the_daily_run_tells_assignees_of_due_soon_and_overdue_cases_once(staff_user, manager_user):
    overdue = clock(TODAY - timedelta(days=1), staff_user, bhruk_id="KIND1", widget="Kind")
    today = clock(TODAY, staff_user, bhruk_id="KIND2", widget="Kind")
    friday = clock(add_working_days(TODAY, 2), manager_user, bhruk_id="KIND3", widget="Kind")
    clock(add_working_days(TODAY, 3), staff_user)  # on track
    clock(TODAY - timedelta(days=1), None)  # nobody to tell
    clock(TODAY - timedelta(days=1), UserFactory(role=Role.STAFF, is_active=False))
    CaseFactory(turnaround_phase=TurnaroundPhase.PAUSED, turnaround_due=TODAY, assignee=staff_user)
    clock(TODAY, staff_user, is_cancelled=True)

    made = turnaround_notices_create(today=TODAY)
    again = turnaround_notices_create(today=TODAY)

    assert (made, again) == (3, 0)
    assert rows() == [
        (staff_user.pk, "overdue", overdue.pk, "KIND1 (Kind) is overdue: it was due on 17 Nov 2026."),
        (staff_user.pk, "due_soon", today.pk, "KIND2 (Kind) is due today."),
        (manager_user.pk, "due_soon", friday.pk, "KIND3 (Kind) is due on 20 Nov 2026."),
    ]


def test_a_due_soon_case_is_told_again_when_it_becomes_overdue_and_for_a_new_clock(staff_user, manager_user):
    case = clock(TODAY, staff_user)
    turnaround_notices_create(today=TODAY)

    turnaround_notices_create(today=TODAY + timedelta(days=1))  # Thursday: overdue now
    turnaround_notices_create(today=TODAY + timedelta(days=2))  # still overdue: nothing new
    case.turnaround_due = TODAY + timedelta(days=2)
    case.assignee = manager_user
    case.save()
    turnaround_notices_create(today=TODAY + timedelta(days=2))  # a new clock, a new assignee

    assert [(u, k) for u, k, _, _ in rows()] == [
        (staff_user.pk, "due_soon"),
        (staff_user.pk, "overdue"),
        (manager_user.pk, "due_soon"),
    ]


def test_the_run_costs_the_same_few_queries_whatever_the_number_of_cases(staff_user, django_assert_max_num_queries):
    for i in range(30):
        clock(TODAY - timedelta(days=i % 3), staff_user)
    with django_assert_max_num_queries(3):  # the cases, the notices made already, the INSERT
        assert turnaround_notices_create(today=TODAY) == 30


def test_the_command_and_the_task_run_it(staff_user, run_tasks):
    case = clock(TODAY, staff_user)
    out = StringIO()

    call_command("notify_turnaround", "--date", TODAY.isoformat(), stdout=out)
    assert out.getvalue().strip() == "Turnaround notices made: 1."

    case.delete()
    clock(london_today() - timedelta(days=30), staff_user)
    notify_turnaround.enqueue()
    run_tasks()
    assert Notification.objects.filter(kind="overdue").count() == 1


# --- Going away -------------------------------------------------------------------------------------------------


def test_erasure_deletes_the_erased_cases_notices(role_clients, staff_user):
    erased, kept = CaseFactory(client_name="Pat Person"), CaseFactory()
    role_clients["manager"].put(f"/api/cases/{erased.pk}/assignee", {"assigneeId": staff_user.pk}, format="json")
    role_clients["manager"].put(f"/api/cases/{kept.pk}/assignee", {"assigneeId": staff_user.pk}, format="json")

    answer = role_clients["admin"].post(
        "/api/privacy/erasure", {"caseIds": [erased.pk], "reason": "Letter"}, format="json"
    )

    assert answer.status_code == 200, answer.content
    assert list(Notification.objects.values_list("case_id", flat=True)) == [kept.pk]


def test_deleting_a_case_deletes_its_notices(role_clients, staff_user):
    case = CaseFactory()
    role_clients["manager"].put(f"/api/cases/{case.pk}/assignee", {"assigneeId": staff_user.pk}, format="json")

    assert role_clients["admin"].delete(f"/api/cases/{case.pk}").status_code == 204

    assert not Notification.objects.exists()
