"""Case.status_changed_at / sent_at (cases.status_times): every write path keeps them as the audit trail says."""

import importlib
from datetime import UTC, datetime, timedelta

from django.apps import apps

import pytest

from cases.models import AuditEvent, Case
from cases.rules import Status
from cases.status_times import backfill
from cases.tests.data import csv_bytes, row, upload
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def times(case) -> tuple:
    return Case.objects.values_list("status_changed_at", "sent_at").get(pk=case.pk)


def status_events(case) -> list[datetime]:
    return list(
        AuditEvent.objects.filter(case_id=case.pk, action="update", changes__has_key="currentStatus")
        .order_by("created_at")
        .values_list("created_at", flat=True)
    )


def assert_backfill_agrees():
    """The columns as the write paths left them are what the migration computes from the whole trail."""
    kept = dict(Case.objects.values_list("pk", "status_changed_at"))
    kept_sent = dict(Case.objects.values_list("pk", "sent_at"))
    Case.objects.update(status_changed_at=None, sent_at=None)
    backfill()
    assert dict(Case.objects.values_list("pk", "status_changed_at")) == kept
    assert dict(Case.objects.values_list("pk", "sent_at")) == kept_sent


def test_a_new_case_starts_with_its_creation_time():
    case = CaseFactory(created_at=T0, current_status=Status.SENT, instructed=True)

    assert times(case) == (T0, None)


def test_editing_a_case_to_on_hold_moves_status_changed_at_and_other_edits_do_not(role_clients):
    case = CaseFactory(created_at=T0, instructed=True, current_status=Status.IN_PRODUCTION)

    response = role_clients["admin"].put(
        f"/api/cases/{case.pk}", {"currentStatus": "on_hold", "onHoldReason": "need_pdf"}, format="json"
    )
    assert response.status_code == 200
    (changed,) = status_events(case)
    assert changed > T0
    assert times(case) == (changed, None)

    assert role_clients["admin"].put(f"/api/cases/{case.pk}", {"notes": "rang"}, format="json").status_code == 200
    assert times(case) == (changed, None)
    assert_backfill_agrees()


def test_batch_status_changes_keep_the_latest_change_and_the_first_move_to_sent_ever(role_clients):
    cases = CaseFactory.create_batch(2, created_at=T0)
    untouched = CaseFactory(created_at=T0)
    ids = [c.pk for c in cases]

    def batch(status: str):
        body = {"caseIds": ids, "updates": {"currentStatus": status, "instructed": True}}
        assert role_clients["admin"].post("/api/cases/batch-update", body, format="json").status_code == 200

    batch("sent")
    batch("in_production")
    batch("sent")

    for case in cases:
        first_sent, _, latest = status_events(case)
        assert first_sent < latest
        assert times(case) == (latest, first_sent)
    # One batch, one time: every case of it has the same.
    assert len({times(c) for c in cases}) == 1
    assert times(untouched) == (T0, None)
    assert_backfill_agrees()


def test_events_recorded_out_of_date_order_keep_the_latest_and_the_earliest():
    case = CaseFactory(created_at=T0)
    later, earlier = T0 + timedelta(days=9), T0 + timedelta(days=2)

    AuditEvent.objects.create(
        action="update", case_id=case.pk, changes={"currentStatus": ["a", "sent"]}, created_at=later
    )
    AuditEvent.objects.create(
        action="update", case_id=case.pk, changes={"currentStatus": ["b", "sent"]}, created_at=earlier
    )
    AuditEvent.objects.create(
        action="update", case_id=case.pk, changes={"clientName": ["x", "y"]}, created_at=later + timedelta(days=1)
    )

    assert times(case) == (later, earlier)
    assert_backfill_agrees()


def test_a_merge_creates_nothing_and_is_not_a_status_change(role_clients):
    master = CaseFactory(created_at=T0, kam_id="12345", client_name="Jane Doe")
    duplicate = CaseFactory(created_at=T0 + timedelta(days=1), kam_id="12345", client_name="Jane Doe")
    AuditEvent.objects.create(
        action="update",
        case_id=duplicate.pk,
        changes={"currentStatus": ["in_production", "sent"]},
        created_at=T0 + timedelta(days=3),
    )
    body = {
        "masterCaseId": master.pk,
        "duplicateCaseIds": [duplicate.pk],
        "mergedData": {"instructed": True, "currentStatus": "in_production"},
        "mergeReason": "Same client",
    }

    response = role_clients["admin"].post("/api/duplicates/merge", body, format="json")

    assert response.status_code == 200, response.json()
    master.refresh_from_db()
    assert master.current_status == Status.IN_PRODUCTION
    # Like the reports before these columns: only "update" events are status changes (cases.models.STATUS_CHANGE).
    assert times(master) == (T0, None)
    assert times(duplicate) == (T0 + timedelta(days=3), T0 + timedelta(days=3))
    assert Case.objects.count() == 2
    assert_backfill_agrees()


def test_imported_cases_start_at_their_created_at(auth_client, manager_user):
    response = upload(auth_client(manager_user), csv_bytes([row(101), row(102)]))

    assert (response.json()["message"], response.json()["imported"]) == ("Imported 2 cases.", 2)
    imported = Case.objects.order_by("pk")
    assert imported.count() == 2
    for case in imported:
        assert (case.status_changed_at, case.sent_at) == (case.created_at, None)
    assert_backfill_agrees()


def test_a_case_added_by_hand_as_sent_was_never_moved_to_sent(role_clients):
    body = {
        "widget": "Acme Ltd",
        "clientName": "Jane Doe",
        "bhrukId": "7001",
        "kamId": "4242",
        "instructed": True,
        "currentStatus": "sent",
        "invoiced": False,
        "notes": "",
    }

    response = role_clients["admin"].post("/api/cases/manual", body, format="json")

    assert response.status_code == 201, response.json()
    case = Case.objects.get(pk=response.json()["id"])
    assert (case.status_changed_at, case.sent_at) == (case.created_at, None)
    assert_backfill_agrees()


def test_the_migration_backfills_both_columns_from_a_known_history():
    quiet = CaseFactory(created_at=T0)
    held = CaseFactory(created_at=T0)
    resent = CaseFactory(created_at=T0)
    day = timedelta(days=1)
    history = [
        (held, "update", {"currentStatus": ["need_instructions_new", "on_hold"]}, T0 + 5 * day),
        (held, "update", {"onHoldReason": ["need_pdf", "more_account"]}, T0 + 8 * day),
        (held, "merge", {"fields": {"currentStatus": ["on_hold", "sent"]}}, T0 + 9 * day),
        (resent, "update", {"currentStatus": ["in_production", "sent"], "instructed": [False, True]}, T0 + 4 * day),
        (resent, "update", {"currentStatus": ["sent", "in_production"]}, T0 + 2 * day),
        (resent, "update", {"currentStatus": ["in_production", "sent"]}, T0 + 7 * day),
        (quiet, "lock", {}, T0 + 3 * day),
    ]
    # Written in bulk: no signal, so only the backfill fills the columns.
    AuditEvent.objects.bulk_create(
        [AuditEvent(case_id=c.pk, action=a, changes=ch, created_at=at) for c, a, ch, at in history]
    )
    Case.objects.update(status_changed_at=None, sent_at=None)

    importlib.import_module("cases.migrations.0008_case_status_times").backfill(apps, None)

    assert times(quiet) == (T0, None)
    assert times(held) == (T0 + 5 * day, None)
    assert times(resent) == (T0 + 7 * day, T0 + 4 * day)
