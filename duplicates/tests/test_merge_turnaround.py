"""A merge keeps the turnaround clocks (cases.turnaround): the master's follows the status it takes, the merged
cases' pause."""

import pytest

from cases.models import TurnaroundPhase
from cases.rules import Status
from cases.tests.factories import CaseFactory
from cases.tests.turnaround.helpers import at, columns, frozen
from cases.turnaround.following import clocks_recompute
from duplicates.services import cases_merge

pytestmark = pytest.mark.django_db
PROD = {"instructed": True, "current_status": Status.IN_PRODUCTION}


def test_a_merge_pauses_the_merged_cases_and_moves_the_masters_clock(admin_user):
    master, duplicate = CaseFactory(kam_id="777"), CaseFactory(kam_id="777", **PROD, created_at=at("2027-02-01", 9))
    clocks_recompute([duplicate.pk])
    with frozen("2027-02-03"):
        answer = cases_merge(
            master_id=master.pk, duplicate_ids=[duplicate.pk], merged_data=PROD, reason="Same client", actor=admin_user
        )

    assert answer.turnaround_phase == TurnaroundPhase.RUNNING
    assert answer.turnaround_started_at == at("2027-02-03")
    assert columns(duplicate.pk)["turnaround_phase"] == TurnaroundPhase.PAUSED
