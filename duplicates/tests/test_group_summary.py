"""The maintained summary (duplicates.summary) always agrees with grouping the cases afresh."""

import json
import random
import threading
from datetime import timedelta

from django.db import connection, transaction
from django.utils import timezone

import pytest

from cases.models import Case
from cases.tests.factories import CaseFactory
from duplicates import services, summary
from duplicates.models import GroupSummary, StaleKey
from duplicates.selectors import (
    _from_cases,
    duplicate_groups,
    duplicate_groups_json,
    groups_from_cases,
    groups_from_summary,
)
from duplicates.serializers import DuplicateGroupSerializer
from duplicates.summary import install_triggers, summary_refresh

pytestmark = pytest.mark.django_db


def fresh():
    return sorted(groups_from_cases(Case.objects.all()), key=lambda g: (g.identifier_type, g.key))


def maintained():
    summary_refresh()
    return sorted(groups_from_summary(), key=lambda g: (g.identifier_type, g.key))


KAMS = ["100", " 100", "200", "Not Known", "", "300"]
NAMES = ["Ann Lee", "ann  lee", "Bo Li", "", "Cy Dee", "CY DEE "]
BHRUKS = ["1", "2", "KIND3", "kind3", None, "4"]


def random_case(rng):
    return {"kam_id": rng.choice(KAMS), "client_name": rng.choice(NAMES), "bhruk_id": rng.choice(BHRUKS)}


def listed_both_ways(admin):
    """The admin's list (from the summary) and the same list computed afresh from every case."""
    return duplicate_groups(user=admin), _from_cases(Case.objects.all(), None)


@pytest.mark.parametrize("seed", [5, 6])
def test_the_summary_matches_a_fresh_grouping_through_every_kind_of_write(admin_user, seed):
    rng = random.Random(seed)
    cases = [CaseFactory(**random_case(rng)) for _ in range(30)]
    assert maintained() == fresh()
    hidden_seen = 0
    actions = ["create", "edit", "merge", "delete", "bulk_update", "bulk_create", "touch", "dismiss", "refresh"]

    for step in range(80):
        action = rng.choice(actions)
        live = list(Case.objects.filter(is_merged=False))
        if action == "create":
            cases.append(CaseFactory(**random_case(rng)))
        elif action == "edit" and live:
            case = rng.choice(live)
            for field, value in random_case(rng).items():
                setattr(case, field, value)
            case.refresh_keys()
            case.save()
        elif action == "merge" and len(live) > 2:
            master, dup = rng.sample(live, 2)
            Case.objects.filter(pk=dup.pk).update(is_merged=True, merged_into=master, merged_at=timezone.now())
        elif action == "delete" and live:
            rng.choice(live).delete()
        elif action == "bulk_update" and live:
            picked = rng.sample(live, min(5, len(live)))
            Case.objects.filter(pk__in=[c.pk for c in picked]).update(kam_key="200", kam_id="200")
        elif action == "bulk_create":
            rows = [Case(widget="Acme Ltd", **random_case(rng)) for _ in range(4)]
            for row in rows:
                row.refresh_keys()
            Case.objects.bulk_create(rows)
        elif action == "touch" and live:
            Case.objects.filter(pk=rng.choice(live).pk).update(updated_at=timezone.now() + timedelta(hours=step))
        elif action == "dismiss":
            groups = fresh()
            if groups:
                group = rng.choice(groups)
                services.duplicate_group_dismiss(
                    identifier_type=group.identifier_type, identifier=group.identifier, actor=admin_user
                )
        if action == "refresh" or step % 7 == 0:
            assert maintained() == fresh(), step
            from_summary, from_cases = listed_both_ways(admin_user)
            assert from_summary == from_cases, step
            hidden_seen += len(fresh()) - from_summary["summary"]["total"]
    assert maintained() == fresh()
    assert listed_both_ways(admin_user)[0] == listed_both_ways(admin_user)[1]
    assert not StaleKey.objects.exists()
    assert hidden_seen > 0  # dismissed groups were hidden along the way


def test_a_requested_full_rebuild_recomputes_every_group():
    CaseFactory(kam_id="1")
    CaseFactory(kam_id="1")
    summary_refresh()
    GroupSummary.objects.all().delete()  # as if the summary had been lost
    StaleKey.objects.create(identifier_type=summary.REBUILD, key=summary.REBUILD)

    assert [g.key for g in maintained()] == ["1"]


def test_many_stale_keys_are_handled_by_one_full_rebuild(monkeypatch):
    monkeypatch.setattr(summary, "FULL_REBUILD_OVER", 3)
    for n in range(5):
        CaseFactory(client_name=f"Pair {n}")
        CaseFactory(client_name=f"Pair {n}")

    assert len(maintained()) == 5
    assert maintained() == fresh()


def test_missing_triggers_are_reinstalled_and_the_summary_rebuilt():
    """SQLite drops a table's triggers when a migration rebuilds the table; migrate puts them back."""
    summary_refresh()
    with connection.cursor() as cursor:
        for name in summary._TRIGGER_NAMES:
            cursor.execute(
                f"DROP TRIGGER IF EXISTS {name}" + (f" ON {summary.CASES}" if connection.vendor == "postgresql" else "")
            )
    CaseFactory(kam_id="77")
    CaseFactory(kam_id="77")
    assert not StaleKey.objects.exists()  # unnoticed while the triggers were gone

    assert install_triggers() is True
    assert install_triggers() is False  # idempotent
    assert StaleKey.objects.filter(identifier_type="*").exists()  # a full rebuild is asked for

    assert [g.key for g in maintained()] == ["77"]


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_a_change_committed_during_a_refresh_is_not_lost():
    """A listing never waits for writers, and a writer's change shows once it commits."""
    CaseFactory(kam_id="1")
    CaseFactory(kam_id="1")
    maintained()
    inserted = threading.Event()
    release = threading.Event()

    def writer():
        try:
            with transaction.atomic():
                CaseFactory(kam_id="1")
                inserted.set()
                assert release.wait(10)
        finally:
            connection.close()

    thread = threading.Thread(target=writer)
    thread.start()
    assert inserted.wait(10)
    during = maintained()  # the writer has not committed: not waited for, not counted
    release.set()
    thread.join(10)

    assert [g.case_count for g in during] == [2]
    assert [g.case_count for g in maintained()] == [3]
    assert maintained() == fresh()


@pytest.mark.postgres_only
def test_postgresql_renders_the_list_exactly_as_the_serializers_do(admin_user, auth_client):
    rng = random.Random(9)
    for _ in range(40):
        CaseFactory(**random_case(rng))
    CaseFactory(client_name="  Tab\tand  spaces ")
    CaseFactory(client_name="tab and spaces")
    CaseFactory(kam_id="55v ")
    CaseFactory(kam_id="55v")
    Case.objects.filter(pk__in=list(Case.objects.values_list("pk", flat=True)[:10])).update(updated_at=timezone.now())
    services.duplicate_group_dismiss(identifier_type="kamId", identifier="100", actor=admin_user)

    for identifier_type in [None, "kamId", "clientName"]:
        text = duplicate_groups_json(user=admin_user, identifier_type=identifier_type)
        assert text is not None
        rendered = json.loads(text)
        result = duplicate_groups(user=admin_user, identifier_type=identifier_type)
        serialized = {
            "groups": DuplicateGroupSerializer(result["groups"], many=True).data,
            "summary": result["summary"],
        }
        assert rendered == json.loads(json.dumps(serialized))
    assert "Tab and spaces" in [g["identifier"] for g in rendered["groups"]]
    text = duplicate_groups_json(user=admin_user)
    assert text is not None
    assert auth_client(admin_user).get("/api/duplicates").json() == json.loads(text)


def test_only_postgresql_builds_the_json_itself(admin_user):
    rendered = duplicate_groups_json(user=admin_user)

    assert (rendered is not None) == (connection.vendor == "postgresql")
