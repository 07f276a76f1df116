"""state_q finds exactly the cases state_of names, on the two indexed columns, on either database."""

from datetime import date, timedelta

import pytest

from cases.models import Case, TurnaroundPhase
from cases.tests.factories import CaseFactory
from cases.turnaround.states import TurnaroundState, state_label_expression, state_of, state_q

pytestmark = pytest.mark.django_db
TODAY = date(2026, 12, 24)  # a Thursday before Christmas: two working days on is Wednesday 30th


@pytest.fixture
def book():
    running = TurnaroundPhase.RUNNING
    rows = [(None, None), (TurnaroundPhase.PAUSED, None), (TurnaroundPhase.MET, date(2026, 12, 1))]
    rows += [(TurnaroundPhase.MISSED, date(2026, 12, 1))]
    rows += [(running, TODAY + timedelta(days=d)) for d in (-30, -1, 0, 5, 6, 7, 40)]
    cases = []
    for phase, due in rows:
        case = CaseFactory()
        Case.objects.filter(pk=case.pk).update(turnaround_phase=phase, turnaround_due=due)
        cases.append((case.pk, state_of(phase=phase, due=due, today=TODAY)))
    return cases


@pytest.mark.parametrize("state", TurnaroundState.values)
def test_state_q_matches_state_of(book, state):
    found = set(Case.objects.filter(state_q(state, today=TODAY)).values_list("pk", flat=True))

    assert found == {pk for pk, named in book if named == state}
    assert found  # every state has a case in the book


def test_state_q_reads_only_the_indexed_columns():
    where = str(Case.objects.filter(state_q(TurnaroundState.DUE_SOON, today=TODAY)).query).split("WHERE")[1]

    assert "turnaround_phase" in where and "turnaround_due" in where
    assert all(c not in where for c in ("status", "cancelled", "widget"))


def test_the_label_expression_words_every_state(book):
    labels = dict(Case.objects.annotate(s=state_label_expression(today=TODAY)).values_list("pk", "s"))

    assert {labels[pk] for pk, _ in book} == {label for _, label in TurnaroundState.choices}
    assert all(labels[pk] == TurnaroundState(named).label for pk, named in book)
