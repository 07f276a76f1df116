"""The list's turnaround and assignee filters, its due-date sort and the Overdue / Due Soon stat cards
(GET /api/cases/paginated and /api/stats): what a handler sees when they click "My cases" or a stat card."""

from datetime import timedelta

import pytest

from accounts.tests.factories import UserFactory
from cases.models import TurnaroundPhase
from cases.tests.factories import CaseFactory
from cases.working_days import london_today

LIST = "/api/cases/paginated"
STATS = "/api/stats"

pytestmark = pytest.mark.django_db


def ids(response):
    assert response.status_code == 200, response.content
    return [row["id"] for row in response.json()["data"]]


@pytest.fixture
def clocks():
    today = london_today()
    return {
        "overdue": CaseFactory(turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due=today - timedelta(days=10)),
        "due_soon": CaseFactory(turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due=today),
        "on_track": CaseFactory(turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due=today + timedelta(days=30)),
        "paused": CaseFactory(turnaround_phase=TurnaroundPhase.PAUSED),
        "met": CaseFactory(turnaround_phase=TurnaroundPhase.MET, turnaround_due=today - timedelta(days=60)),
        "missed": CaseFactory(turnaround_phase=TurnaroundPhase.MISSED, turnaround_due=today - timedelta(days=90)),
        "not_started": CaseFactory(),
    }


@pytest.mark.parametrize("state", ["overdue", "due_soon", "on_track", "paused", "met", "missed", "not_started"])
def test_each_turnaround_state_filters_the_list_to_its_cases(role_clients, clocks, state):
    answer = role_clients["manager"].get(LIST, {"turnaround": state})

    assert ids(answer) == [clocks[state].pk]
    assert answer.json()["data"][0]["turnaround"]["state"] == state
    assert answer.json()["pagination"]["totalItems"] == 1


def test_an_unknown_turnaround_state_is_a_400_naming_the_choices(role_clients):
    answer = role_clients["manager"].get(LIST, {"turnaround": "late"})

    assert answer.status_code == 400
    assert answer.json()["message"] == (
        "Invalid turnaround: 'late'. Expected one of not_started, on_track, due_soon, overdue, paused, met, missed."
    )


def test_stat_cards_count_overdue_and_due_soon_under_the_same_filters(role_clients, clocks):
    CaseFactory(widget="Other Co", turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due=london_today())

    everything = role_clients["manager"].get(STATS).json()
    acme = role_clients["manager"].get(STATS, {"company": "Acme Ltd"}).json()
    overdue_only = role_clients["manager"].get(STATS, {"turnaround": "overdue"}).json()

    assert (everything["overdue"], everything["dueSoon"]) == (1, 2)
    assert (acme["overdue"], acme["dueSoon"]) == (1, 1)
    assert (overdue_only["total"], overdue_only["overdue"], overdue_only["dueSoon"]) == (1, 1, 0)


def test_sorting_by_due_date_puts_cases_without_one_last_ascending_and_first_descending(role_clients, clocks):
    ascending = ids(role_clients["manager"].get(LIST, {"sortBy": "dueDate", "sortOrder": "asc"}))
    descending = ids(role_clients["manager"].get(LIST, {"sortBy": "dueDate", "sortOrder": "desc"}))

    dated = [clocks[s].pk for s in ("missed", "met", "overdue", "due_soon", "on_track")]
    undated = sorted([clocks["paused"].pk, clocks["not_started"].pk])
    assert ascending == dated + undated
    assert descending == undated[::-1] + dated[::-1]


def test_an_unknown_sort_names_the_three_sorts(role_clients):
    answer = role_clients["manager"].get(LIST, {"sortBy": "due"})

    assert answer.status_code == 400
    assert answer.json()["message"] == "Invalid sortBy: expected createdAt, bhrukId or dueDate."


def test_my_cases_unassigned_and_one_handler(role_clients, staff_user, manager_user):
    mine = CaseFactory(assignee=staff_user)
    theirs = CaseFactory(assignee=manager_user)
    nobody = CaseFactory()

    assert ids(role_clients["staff"].get(LIST, {"assignee": "me"})) == [mine.pk]
    assert ids(role_clients["manager"].get(LIST, {"assignee": "me"})) == [theirs.pk]
    assert ids(role_clients["manager"].get(LIST, {"assignee": "none"})) == [nobody.pk]
    assert ids(role_clients["manager"].get(LIST, {"assignee": str(staff_user.pk)})) == [mine.pk]
    assert role_clients["staff"].get(STATS, {"assignee": "me"}).json()["total"] == 1


def test_a_bad_assignee_is_a_400(role_clients):
    answer = role_clients["manager"].get(LIST, {"assignee": "sam"})

    assert answer.status_code == 400
    assert answer.json()["message"] == "Invalid assignee: expected me, none or a user id."


def test_a_client_cannot_filter_by_who_handles_a_case(role_clients, client_user):
    handler = UserFactory(role="staff")
    handled = CaseFactory(widget=client_user.company, assignee=handler)
    other = CaseFactory(widget=client_user.company)

    answer = role_clients["client"].get(LIST, {"assignee": str(handler.pk)})

    assert sorted(ids(answer)) == sorted([handled.pk, other.pk])
    assert {row["assignee"] for row in answer.json()["data"]} == {None}


def test_a_short_search_with_a_turnaround_filter_counts_the_cases_themselves(role_clients, clocks):
    # The search counts keep no turnaround dimension: the list and the cards count the matching cases instead.
    late = CaseFactory(
        client_name="Quxley Late",
        turnaround_phase=TurnaroundPhase.RUNNING,
        turnaround_due=clocks["overdue"].turnaround_due,
    )
    CaseFactory(client_name="Quxley Fine", turnaround_phase=TurnaroundPhase.PAUSED)

    answer = role_clients["manager"].get(LIST, {"search": "qux", "turnaround": "overdue"})
    stats = role_clients["manager"].get(STATS, {"search": "qux", "turnaround": "overdue"}).json()

    assert ids(answer) == [late.pk]
    assert answer.json()["pagination"]["totalItems"] == 1
    assert (stats["total"], stats["overdue"]) == (1, 1)


def test_the_filtered_page_runs_a_fixed_number_of_queries(
    role_clients, staff_user, clocks, django_assert_max_num_queries
):
    for case in clocks.values():
        case.assignee = staff_user
        case.save()

    with django_assert_max_num_queries(14):
        answer = role_clients["staff"].get(LIST, {"assignee": "me", "turnaround": "due_soon", "sortBy": "dueDate"})

    assert ids(answer) == [clocks["due_soon"].pk]
    assert answer.json()["data"][0]["assignee"] == {"id": staff_user.pk, "name": "Sam Staff"}
