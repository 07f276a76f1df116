"""Two people merging overlapping groups at the same moment (PostgreSQL row locks)."""

import threading
import time

from django.db import connection

import pytest

from cases.audit import audit_record
from cases.models import AuditEvent, Case
from cases.tests.factories import CaseFactory
from duplicates import services

pytestmark = [pytest.mark.postgres_only, pytest.mark.django_db(transaction=True)]


def run_concurrently(*jobs):
    """Start every job at once; return each one's result or raised exception."""
    barrier = threading.Barrier(len(jobs))
    results: list[object] = [None] * len(jobs)

    def worker(i, job):
        try:
            barrier.wait()
            results[i] = job()
        except Exception as exc:  # noqa: BLE001 - the outcome is what is asserted
            results[i] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=worker, args=(i, job)) for i, job in enumerate(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    return results


@pytest.mark.parametrize("attempt", range(5))
def test_of_two_concurrent_overlapping_merges_exactly_one_wins(admin_user, attempt):
    a, b, c, d = (CaseFactory(kam_id="555") for _ in range(4))

    def merge(master, duplicates, notes):
        return lambda: services.cases_merge(
            master_id=master.pk,
            duplicate_ids=[x.pk for x in duplicates],
            merged_data={"notes": notes},
            reason="concurrent",
            actor=admin_user.__class__.objects.get(pk=admin_user.pk),
        )

    # Both merges share c; they take different masters, so either order would leave a half-merge.
    first, second = run_concurrently(merge(a, [b, c], "first"), merge(d, [c], "second"))

    winners = [r for r in (first, second) if isinstance(r, Case)]
    losers = [r for r in (first, second) if not isinstance(r, Case)]
    assert len(winners) == 1, (first, second)
    assert "has already been merged" in str(losers[0])
    winner_master = winners[0]
    rows = {x.pk: x for x in Case.objects.all()}
    assert rows[c.pk].merged_into_id == winner_master.pk
    if winner_master.pk == a.pk:
        assert rows[b.pk].merged_into_id == a.pk
        assert (rows[a.pk].notes, rows[d.pk].notes) == ("first", "")
        assert not rows[d.pk].is_merged
    else:
        assert not rows[b.pk].is_merged
        assert (rows[d.pk].notes, rows[a.pk].notes) == ("second", "")
    assert not rows[a.pk].is_merged and not rows[d.pk].is_merged
    # Only the winner wrote to the audit trail.
    assert AuditEvent.objects.filter(action="merge").count() == 1


def test_a_merge_started_while_another_holds_the_rows_waits_for_it_and_then_fails(admin_user, monkeypatch):
    """Deterministic interleaving: the second merge begins while the first is mid-transaction."""
    a, b, c, d = (CaseFactory(kam_id="555") for _ in range(4))
    first_has_locked = threading.Event()
    real_audit_record = audit_record  # what duplicates.services calls (it imports it from cases.audit)

    def slow_audit_record(**kwargs):
        # Runs inside the first merge's transaction, after its rows are locked and written.
        if kwargs["case_id"] == a.pk:
            first_has_locked.set()
            time.sleep(0.5)
        return real_audit_record(**kwargs)

    monkeypatch.setattr(services, "audit_record", slow_audit_record)

    def merge(master, duplicates):
        return services.cases_merge(
            master_id=master.pk,
            duplicate_ids=[x.pk for x in duplicates],
            merged_data={"notes": f"into {master.pk}"},
            reason="concurrent",
            actor=admin_user.__class__.objects.get(pk=admin_user.pk),
        )

    def second():
        assert first_has_locked.wait(10)
        started = time.monotonic()
        try:
            return merge(d, [c])
        finally:
            second_waited.append(time.monotonic() - started)

    second_waited: list[float] = []
    first_result, second_result = run_concurrently(lambda: merge(a, [b, c]), second)

    assert isinstance(first_result, Case), first_result
    assert str(second_result) == f"['Case {c.pk} has already been merged']"
    assert second_waited[0] > 0.2  # it queued behind the first merge's row locks
    rows = {x.pk: x for x in Case.objects.all()}
    assert rows[c.pk].merged_into_id == a.pk
    assert (rows[d.pk].is_merged, rows[d.pk].notes) == (False, "")
    assert AuditEvent.objects.filter(action="merge").count() == 1


def test_two_concurrent_merges_of_disjoint_groups_both_succeed(admin_user):
    a, b, c, d = (CaseFactory() for _ in range(4))

    def merge(master, dup):
        return lambda: services.cases_merge(
            master_id=master.pk,
            duplicate_ids=[dup.pk],
            merged_data={},
            reason="concurrent",
            actor=admin_user.__class__.objects.get(pk=admin_user.pk),
        )

    results = run_concurrently(merge(a, b), merge(c, d))

    assert all(isinstance(r, Case) for r in results), results
    assert Case.objects.filter(is_merged=True).count() == 2
