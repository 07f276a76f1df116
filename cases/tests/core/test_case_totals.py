"""The unsearched totals (cases.listing.case_totals) always agree with counting the cases themselves, and the list's
total and the stat cards are read from them."""

import random
from datetime import date, timedelta
from io import StringIO

from django.core.management import call_command
from django.db import connection
from django.db.models import Count
from django.utils import timezone

import pytest

from accounts.tests.factories import UserFactory
from cases.listing import case_totals
from cases.listing.case_totals import OVERDUE_SINCE, case_total_groups, case_totals_fold, request_rebuild
from cases.listing.query import CaseFilters
from cases.models import Case, CaseTotal, CaseTotalChange, TurnaroundPhase
from cases.rules import Status
from cases.tests.factories import CaseFactory
from cases.turnaround.states import TurnaroundState
from cases.working_days import london_today

pytestmark = pytest.mark.django_db

URL = "/api/cases/paginated"
STATS = "/api/stats"
STATUSES = list(Status.values)
COMPANIES = ["Kind", "Acme Ltd", "acme ltd"]
PHASES = [None, *(phase for phase in TurnaroundPhase.values if phase != TurnaroundPhase.NOT_STARTED)]
STATES = [None, *TurnaroundState.values]


@pytest.fixture(autouse=True)
def totals_built():
    """Start from totals in use (migrate builds them; a test may have left notes)."""
    case_totals_fold()
    assert not CaseTotalChange.objects.exists()


def due_dates() -> list[date | None]:
    today = london_today()
    return [None, today - timedelta(days=40), today - timedelta(days=1), today, today + timedelta(days=1)] + [
        today + timedelta(days=30)
    ]


def live_groups(filters: CaseFilters) -> list[tuple]:
    rows = filters.apply(Case.objects.all(), visibility=False).order_by()
    return sorted(rows.values_list("is_cancelled", "is_merged", "current_status").annotate(n=Count("*")))


def total_groups(filters: CaseFilters) -> list[tuple]:
    groups = case_total_groups(filters=filters)
    assert groups is not None, filters
    merged: dict[tuple, int] = {}
    for cancelled, merged_flag, status, _, _, n in groups:
        merged[(cancelled, merged_flag, status)] = merged.get((cancelled, merged_flag, status), 0) + n
    return sorted((*key, n) for key, n in merged.items() if n)


def random_clock(rng) -> dict:
    phase = rng.choice(PHASES)
    return {"turnaround_phase": phase, "turnaround_due": rng.choice(due_dates()) if phase else None}


def random_case(rng, users) -> None:
    CaseFactory(
        widget=rng.choice(COMPANIES),
        current_status=rng.choice(STATUSES),
        is_locked=rng.random() < 0.3,
        is_cancelled=rng.random() < 0.2,
        is_merged=rng.random() < 0.1,
        assignee=rng.choice([None, *users]),
        **random_clock(rng),
    )


def assert_totals_agree(rng, rounds=12):
    for _ in range(rounds):
        filters = CaseFilters(
            company=rng.choice([None, *COMPANIES]),
            status=rng.choice([None, "need_instructions", *STATUSES]),
            lock_filter=rng.choice(["all", "open", "locked"]),
            turnaround=rng.choice(STATES),
            assignee=rng.choice([None, "none"]),
        )
        assert total_groups(filters) == live_groups(filters), filters


@pytest.mark.parametrize("seed", [1, 2])
def test_the_totals_match_the_cases_through_every_kind_of_write(seed):
    rng = random.Random(seed)
    users = UserFactory.create_batch(2)
    for _ in range(25):
        random_case(rng, users)
    assert_totals_agree(rng)

    for _ in range(50):
        action = rng.choice(["create", "edit", "delete", "bulk_update", "bulk_create", "raw", "fold"])
        cases = list(Case.objects.all())
        if action == "create":
            random_case(rng, users)
        elif action == "edit" and cases:
            case = rng.choice(cases)
            case.current_status, case.is_locked = rng.choice(STATUSES), not case.is_locked
            case.widget, case.assignee = rng.choice(COMPANIES), rng.choice([None, *users])
            for field, value in random_clock(rng).items():
                setattr(case, field, value)
            case.save()
        elif action == "delete" and cases:
            rng.choice(cases).delete()
        elif action == "bulk_update" and cases:
            picked = [c.pk for c in rng.sample(cases, min(4, len(cases)))]
            Case.objects.filter(pk__in=picked).update(is_cancelled=True, **random_clock(rng))
        elif action == "bulk_create":
            Case.objects.bulk_create([Case(widget=rng.choice(COMPANIES), **random_clock(rng)) for _ in range(3)])
        elif action == "raw" and cases:
            with connection.cursor() as cursor:
                cursor.execute(
                    "UPDATE cases_case SET current_status = %s WHERE id = %s", [Status.SENT, rng.choice(cases).pk]
                )
        elif action == "fold":
            case_totals_fold()
        assert_totals_agree(rng, rounds=3)
    case_totals_fold()
    assert not CaseTotalChange.objects.exists()
    assert_totals_agree(rng)


def test_a_statement_changing_many_cases_notes_one_row_a_side_on_postgresql():
    CaseFactory.create_batch(30, widget="Kind", current_status=Status.IN_PRODUCTION)
    case_totals_fold()

    Case.objects.filter(widget="Kind").update(current_status=Status.SENT)

    notes = sorted(CaseTotalChange.objects.values_list("n", "current_status"))
    if connection.vendor == "postgresql":
        assert notes == [(-30, Status.IN_PRODUCTION), (30, Status.SENT)]
    else:  # SQLite's row triggers: one note a side per case, added up all the same
        assert len(notes) == 60
    assert total_groups(CaseFilters(status=Status.SENT)) == [(False, False, Status.SENT, 30)]


def test_an_update_that_changes_nothing_counted_notes_nothing():
    case = CaseFactory(widget="Kind", turnaround_phase=TurnaroundPhase.MET, turnaround_due=date(2026, 1, 5))
    case_totals_fold()

    Case.objects.filter(pk=case.pk).update(notes="a note", client_name="Someone Else")
    # A stopped clock's due date is not counted: changing it notes nothing either.
    Case.objects.filter(pk=case.pk).update(turnaround_due=date(2026, 1, 6))

    assert not CaseTotalChange.objects.exists()


def test_a_fold_keeps_overdue_clocks_overdue_under_one_old_date():
    today = london_today()
    CaseFactory(turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due=today - timedelta(days=3))
    CaseFactory(turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due=today - timedelta(days=90))
    CaseFactory(turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due=today)
    case_totals_fold()

    dues = sorted(CaseTotal.objects.exclude(current_status="*").values_list("turnaround_due", "n"))
    assert dues == [(OVERDUE_SINCE, 2), (today, 1)]
    # The case due 3 days ago is sent: its note (the real date) and the stored old date are both overdue.
    Case.objects.filter(turnaround_due=today - timedelta(days=3)).update(turnaround_phase=TurnaroundPhase.MET)
    overdue = CaseFilters(turnaround=TurnaroundState.OVERDUE)
    assert total_groups(overdue) == live_groups(overdue) == [(False, False, Status.NEED_INSTRUCTIONS_NEW, 1)]
    case_totals_fold()
    assert total_groups(overdue) == live_groups(overdue)


def test_the_totals_cannot_answer_filters_they_do_not_keep():
    for filters in (
        CaseFilters(search="jo"),
        CaseFilters(client_name_search="jo"),
        CaseFilters(request="open"),
        CaseFilters(assignee="7"),
        CaseFilters(created_from=timezone.now()),
    ):
        assert case_total_groups(filters=filters) is None, filters


def test_not_built_or_a_rebuild_asked_for_falls_back_to_counting_the_cases(monkeypatch):
    queued = []
    monkeypatch.setattr(case_totals, "_queue_fold", lambda: queued.append(True))
    CaseFactory.create_batch(3, current_status=Status.ON_HOLD)

    request_rebuild()
    assert case_total_groups(filters=CaseFilters()) is None
    assert queued
    case_totals_fold()
    assert total_groups(CaseFilters()) == [(False, False, Status.ON_HOLD, 3)]

    CaseTotal.objects.all().delete()
    assert case_total_groups(filters=CaseFilters()) is None
    case_totals_fold()
    assert total_groups(CaseFilters()) == [(False, False, Status.ON_HOLD, 3)]


def test_a_read_queues_a_fold_when_notes_pile_up(monkeypatch):
    monkeypatch.setattr(case_totals, "FOLD_AFTER", 2)
    queued = []
    monkeypatch.setattr(case_totals, "_queue_fold", lambda: queued.append(True))
    CaseFactory.create_batch(2)
    assert case_total_groups(filters=CaseFilters()) is not None
    assert not queued

    CaseFactory()

    assert sum(n for *_, n in total_groups(CaseFilters())) == 3
    assert queued


def test_the_api_total_and_stat_cards_come_from_the_totals(role_clients, django_assert_max_num_queries):
    today = london_today()
    CaseFactory.create_batch(3, current_status=Status.IN_PRODUCTION)
    CaseFactory(current_status=Status.IN_PRODUCTION, turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due=today)
    CaseFactory(is_cancelled=True)
    case_totals_fold()
    # Doctored totals show through: the answers are read from them, not counted.
    CaseTotal.objects.filter(current_status=Status.IN_PRODUCTION, turnaround_phase=None).update(n=40)
    admin = role_clients["admin"]

    with django_assert_max_num_queries(12):
        body = admin.get(URL).json()
    assert body["pagination"]["totalItems"] == 41
    stats = admin.get(STATS).json()
    assert (stats["total"], stats["inProduction"], stats["cancelledOnly"], stats["dueSoon"]) == (41, 41, 1, 1)
    assert admin.get(STATS, {"turnaround": "due_soon"}).json()["total"] == 1
    assert admin.get(STATS, {"includeCancelled": "true"}).json()["total"] == 42
    # A search, an assignee and a client's portal are counted from the cases themselves.
    assert admin.get(STATS, {"assignee": "me"}).json()["total"] == 0
    assert role_clients["client"].get(STATS).json()["total"] == 4


@pytest.mark.django_db(transaction=True)
def test_truncating_the_cases_leaves_built_totals_of_nothing():
    if connection.vendor != "postgresql":
        pytest.skip("SQLite has no TRUNCATE; DELETE goes through the row triggers")
    CaseFactory.create_batch(2)
    case_totals_fold()

    with connection.cursor() as cursor:
        cursor.execute(f"TRUNCATE {Case._meta.db_table} CASCADE")

    assert case_total_groups(filters=CaseFilters()) == []


def test_refresh_case_totals_folds_the_notes_or_counts_every_case_again():
    CaseFactory.create_batch(2, current_status=Status.SENT)
    out = StringIO()
    call_command("refresh_case_totals", stdout=out)
    assert out.getvalue().strip() == "Case totals: 2 note(s) folded."
    CaseTotal.objects.filter(current_status=Status.SENT).update(n=9)

    out = StringIO()
    call_command("refresh_case_totals", "--rebuild", stdout=out)

    assert out.getvalue().strip() == "Case totals: counted again from every case."
    assert total_groups(CaseFilters()) == [(False, False, Status.SENT, 2)]
