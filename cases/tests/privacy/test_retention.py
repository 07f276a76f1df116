"""Retention (guide: privacy#retention): the setting, the preview, the run in committed batches, the command and the
task."""

import json
import re
from datetime import timedelta
from io import StringIO

from django.core.management import call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

import pytest

from cases.models import AuditEvent, Case, Job
from cases.privacy import retention
from cases.rules import Status
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

SETTING = {"enabled": True, "months": 12, "appliesTo": ["sent", "cancelled"]}
OFF_PREVIEW = {
    "enabled": False,
    "count": 0,
    "message": "Retention is off: no cases will be anonymised until you turn it on.",
    "sample": [],
}


def _aged(months, **kwargs):
    pk = CaseFactory(**kwargs).id
    Case.objects.filter(pk=pk).update(updated_at=timezone.now() - timedelta(days=31 * months))
    return Case.objects.get(pk=pk)


def _switch_on(admin, setting=SETTING):
    """Turn retention on as the screen does: preview the form, then save confirming the count it gave."""
    count = admin.post("/api/privacy/retention/preview", setting, format="json").json()["count"]
    answer = admin.put("/api/privacy/retention", {**setting, "confirmCount": count}, format="json")
    assert answer.status_code == 200, answer.json()
    return answer


def _world():
    due = [_aged(13, current_status=Status.SENT, name=f"Old {i}", email=f"old{i}@example.org") for i in range(5)]
    due.append(_aged(20, is_cancelled=True, current_status=Status.IN_PRODUCTION))
    kept = [
        _aged(13, current_status=Status.SENT, legal_hold=True),  # on hold
        _aged(11, current_status=Status.SENT),  # too recent
        _aged(30, current_status=Status.IN_PRODUCTION),  # status not chosen
        _aged(30, is_merged=True, current_status=Status.SENT),  # merged not chosen
    ]
    return due, kept


def test_off_by_default_and_the_setting_round_trips_audited(role_clients, admin_user):
    admin = role_clients["admin"]
    assert admin.get("/api/privacy/retention").json() == {"enabled": False, "months": 72, "appliesTo": []}
    _world()
    assert admin.post("/api/privacy/retention/preview").json() == OFF_PREVIEW

    answer = _switch_on(admin)

    assert answer.status_code == 200
    assert answer.json() == SETTING
    assert admin.get("/api/privacy/retention").json() == SETTING
    event = AuditEvent.objects.get(action="retention")
    assert event.actor == admin_user and event.case_id is None
    assert event.changes["setting"]["after"] == SETTING


@pytest.mark.parametrize(
    ("body", "field"),
    [({**SETTING, "months": 0}, "months"), ({**SETTING, "appliesTo": ["shipped"]}, "appliesTo")],
)
def test_bad_settings_are_refused(role_clients, body, field):
    answer = role_clients["admin"].put("/api/privacy/retention", body, format="json")
    assert answer.status_code == 400
    assert field in answer.json()["errors"]
    assert role_clients["admin"].get("/api/privacy/retention").json()["enabled"] is False


def test_only_system_settings_holders(role_clients):
    assert role_clients["staff"].get("/api/privacy/retention").status_code == 403
    assert role_clients["manager"].post("/api/privacy/retention/preview").status_code == 403


def test_preview_is_exactly_what_the_run_changes(role_clients):
    admin = role_clients["admin"]
    due, kept = _world()
    _switch_on(admin)

    preview = admin.post("/api/privacy/retention/preview").json()

    assert preview["count"] == 6
    assert sorted(row["id"] for row in preview["sample"]) == sorted(c.pk for c in due)
    outcome = retention.run(batch_size=4)
    assert (outcome.anonymised, outcome.batches) == (6, 2)
    changed = set(Case.objects.filter(erased_at__isnull=False).values_list("pk", flat=True))
    assert changed == {c.pk for c in due}
    for case in Case.objects.filter(pk__in=changed):
        assert case.client_name.startswith("Erased ") and (case.name, case.email) == ("", "")
    assert len(set(Case.objects.filter(pk__in=changed).values_list("client_name", flat=True))) == 6
    assert Case.objects.filter(pk__in=[c.pk for c in kept], erased_at__isnull=False).count() == 0
    assert AuditEvent.objects.filter(action="retention", case_id__isnull=False).count() == 6
    assert admin.post("/api/privacy/retention/preview").json() == {
        "enabled": True,
        "count": 0,
        "message": "No case is due yet: the next run anonymises no cases.",
        "sample": [],
    }


def test_a_run_killed_after_its_first_batch_converges_when_run_again(role_clients, monkeypatch):
    _switch_on(role_clients["admin"])
    due, _ = _world()
    real_erase = retention.erase_locked
    calls = {"n": 0}

    def dies_on_second_batch(**kwargs):
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("worker killed")
        return real_erase(**kwargs)

    monkeypatch.setattr(retention, "erase_locked", dies_on_second_batch)
    with pytest.raises(RuntimeError):
        retention.run(batch_size=4)
    # The first batch is committed whole, the second not at all.
    assert Case.objects.filter(erased_at__isnull=False).count() == 4
    assert AuditEvent.objects.filter(action="retention", case_id__isnull=False).count() == 4
    names_after_first = dict(Case.objects.filter(erased_at__isnull=False).values_list("pk", "client_name"))

    monkeypatch.setattr(retention, "erase_locked", real_erase)
    assert retention.run(batch_size=4).anonymised == 2
    assert set(Case.objects.filter(erased_at__isnull=False).values_list("pk", flat=True)) == {c.pk for c in due}
    # Nothing anonymised twice: the first batch kept its pseudonyms and has one retention event per case.
    assert dict(Case.objects.filter(pk__in=names_after_first).values_list("pk", "client_name")) == names_after_first
    assert AuditEvent.objects.filter(action="retention", case_id__isnull=False).count() == 6
    assert retention.run(batch_size=4).anonymised == 0


def test_each_batch_reads_on_from_the_one_before_and_the_run_looks_back_once(role_clients):
    """A batch reading from the start re-reads every case already anonymised: at 1,000,000 cases the batches grew
    from 1.2 s to 3.8 s over a run. Each reads on from the last case of the one before; at the end the run looks
    once from the start for cases it passed by (here one released from hold mid-run, as a case skipped because
    another transaction held it would be)."""
    _switch_on(role_clients["admin"])
    held = _aged(13, current_status=Status.SENT, legal_hold=True)
    due, _ = _world()
    order = sorted(c.pk for c in due)

    def release_after_first_batch(batch):
        if batch == 1:
            Case.objects.filter(pk=held.pk).update(legal_hold=False)

    with CaptureQueriesContext(connection) as queries:
        outcome = retention.run(batch_size=2, on_batch=release_after_first_batch)

    starts = [
        int(found.group(1))
        for query in queries.captured_queries
        if "LIMIT 2" in query["sql"] and (found := re.search(r'"cases_case"\."id" > (\d+)', query["sql"]))
    ]
    assert starts == [0, order[1], order[3], order[5], 0, held.pk]
    assert (outcome.anonymised, outcome.batches) == (7, 4)
    assert set(Case.objects.filter(erased_at__isnull=False).values_list("pk", flat=True)) == {held.pk, *order}
    assert retention.run(batch_size=2).anonymised == 0


def test_the_command_dry_run_prints_the_preview_and_changes_nothing(role_clients):
    _switch_on(role_clients["admin"])
    due, _ = _world()
    out = StringIO()
    call_command("apply_retention", "--dry-run", stdout=out)
    printed = json.loads(out.getvalue())
    assert printed["count"] == 6
    assert Case.objects.filter(erased_at__isnull=False).count() == 0

    out = StringIO()
    call_command("apply_retention", stdout=out)
    assert out.getvalue().strip() == "Retention anonymised 6 cases in 1 batches."
    assert Case.objects.filter(erased_at__isnull=False).count() == 6


def test_the_daily_task_runs_through_the_worker(run_tasks, admin_user):
    retention.policy_set(actor=admin_user, enabled=True, months=12, applies_to=["sent", "cancelled"], confirmed_count=0)
    _world()
    call_command("apply_retention", "--enqueue", stdout=StringIO())
    assert Case.objects.filter(erased_at__isnull=False).count() == 0
    run_tasks()
    assert Case.objects.filter(erased_at__isnull=False).count() == 6


def test_a_run_merges_the_search_index_once_not_per_batch(role_clients, monkeypatch):
    """The merge that drops erased values from SQLite's search index takes seconds at 1M cases: once per run."""
    _switch_on(role_clients["admin"])
    _world()
    purges = []
    monkeypatch.setattr(retention, "search_index_purge", lambda: purges.append(1))

    assert retention.run(batch_size=2).batches == 3
    assert len(purges) == 1
    assert retention.run(batch_size=2).anonymised == 0
    assert len(purges) == 1  # nothing erased: nothing to merge


def test_the_preview_reads_the_settings_on_screen_not_the_saved_ones(role_clients):
    admin = role_clients["admin"]
    due, _ = _world()

    unsaved = admin.post("/api/privacy/retention/preview", SETTING, format="json")

    assert unsaved.status_code == 200
    assert unsaved.json()["count"] == 6
    assert unsaved.json()["message"] == "The next run anonymises 6 cases."
    assert sorted(row["id"] for row in unsaved.json()["sample"]) == sorted(c.pk for c in due)
    assert admin.get("/api/privacy/retention").json()["enabled"] is False  # nothing was saved
    assert admin.post("/api/privacy/retention/preview", {**SETTING, "months": 24}, format="json").json()["count"] == 0
    off = admin.post("/api/privacy/retention/preview", {**SETTING, "enabled": False}, format="json")
    assert off.json() == OFF_PREVIEW
    bad = admin.post("/api/privacy/retention/preview", {**SETTING, "months": 0}, format="json")
    assert bad.status_code == 400
    assert bad.json()["errors"]["months"] == ["Months must be a whole number from 1 to 1200."]


def test_switching_retention_on_needs_the_count_the_first_run_anonymises(role_clients):
    admin = role_clients["admin"]
    _world()

    unconfirmed = admin.put("/api/privacy/retention", SETTING, format="json")
    wrong = admin.put("/api/privacy/retention", {**SETTING, "confirmCount": 5}, format="json")

    for answer in (unconfirmed, wrong):
        assert answer.status_code == 409
        assert answer.json()["message"] == (
            "Saving this turns on daily anonymisation: its first run anonymises 6 cases, which cannot be undone. "
            "Confirm that number to save."
        )
    assert admin.get("/api/privacy/retention").json()["enabled"] is False
    assert not AuditEvent.objects.filter(action="retention").exists()

    assert admin.put("/api/privacy/retention", {**SETTING, "confirmCount": 6}, format="json").status_code == 200
    # Saving the same settings again, or switching off, starts nothing new: no confirmation.
    assert admin.put("/api/privacy/retention", SETTING, format="json").status_code == 200
    widened = admin.put("/api/privacy/retention", {**SETTING, "months": 6}, format="json")
    assert widened.status_code == 409
    assert "its first run anonymises 7 cases" in widened.json()["message"]
    assert admin.put("/api/privacy/retention", {**SETTING, "enabled": False}, format="json").status_code == 200
    assert Case.objects.filter(erased_at__isnull=False).count() == 0


def test_a_run_that_anonymises_withdraws_every_export_file_written_before_it(
    run_tasks, auth_client, admin_user, settings, tmp_path
):
    from django.core.files.storage import default_storage

    settings.MEDIA_ROOT = str(tmp_path)
    admin = auth_client(admin_user)
    _aged(13, current_status=Status.SENT, client_name="Old Person")
    job_id = admin.post("/api/exports", {"format": "csv", "includeAll": True}, format="json").json()["id"]
    run_tasks()
    stored = Job.objects.get(pk=job_id).output_file
    assert default_storage.exists(stored)
    retention.run()  # retention off: nothing anonymised, nothing withdrawn
    assert default_storage.exists(stored)
    assert admin.put("/api/privacy/retention", {**SETTING, "confirmCount": 1}, format="json").status_code == 200

    assert retention.run().anonymised == 1

    assert admin.get(f"/api/jobs/{job_id}/download").status_code == 410
    assert not default_storage.exists(stored)
