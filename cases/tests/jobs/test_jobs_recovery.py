"""A worker that dies mid-job (kill -9) loses nothing: the job's heartbeat stops, and the job is queued again (up to
JOB_MAX_ATTEMPTS runs) or failed with a message; a run that lost its job cannot overwrite the newer run."""

import time
from datetime import timedelta
from io import StringIO

from django.core.management import call_command
from django.utils import timezone

import pytest

from cases.jobs import dispatch, services
from cases.jobs.heartbeat import Heartbeat
from cases.models import Case, Job
from cases.tests.data import csv_bytes, row, upload
from cases.tests.factories import CaseFactory
from cases.tests.jobs_fixtures import get_job, media_folder  # noqa: F401 - the autouse fixture `media`


@pytest.fixture
def admin(auth_client, admin_user):
    return auth_client(admin_user)


def start_export(client) -> str:
    return client.post("/api/exports", {"format": "csv"}, format="json").json()["id"]


def die_mid_job(job_id, *, silent_for: int) -> Job:
    """What a worker killed mid-job leaves: the job claimed and running, its heartbeat stopped `silent_for` s ago."""
    job = services.job_claim(job_id=job_id)
    assert job is not None
    Job.objects.filter(pk=job_id).update(heartbeat_at=timezone.now() - timedelta(seconds=silent_for), progress=40)
    return job


def test_a_job_whose_worker_died_is_queued_again_when_read_and_then_finishes(admin, settings, run_tasks):
    CaseFactory.create_batch(3)
    job_id = start_export(admin)
    die_mid_job(job_id, silent_for=settings.JOB_STALE_SECONDS + 1)

    job = get_job(admin, job_id)

    assert (job["status"], job["progress"], job["message"]) == ("queued", 0, dispatch.WORKER_LOST_RETRY)
    run_tasks()
    job = get_job(admin, job_id)
    assert job["status"] == "succeeded"
    assert Job.objects.get(pk=job_id).attempts == 2
    assert job["downloadUrl"]


def test_a_running_job_with_a_recent_heartbeat_is_left_alone(admin, settings, db):
    job_id = start_export(admin)
    die_mid_job(job_id, silent_for=settings.JOB_STALE_SECONDS - 5)

    job = get_job(admin, job_id)

    assert (job["status"], job["progress"]) == ("running", 40)


def test_a_job_whose_worker_died_on_every_attempt_fails_with_a_message(admin, settings, db):
    settings.JOB_MAX_ATTEMPTS = 1
    job_id = start_export(admin)
    die_mid_job(job_id, silent_for=settings.JOB_STALE_SECONDS + 1)

    job = get_job(admin, job_id)

    assert job["status"] == "failed"
    assert job["message"] == dispatch.WORKER_LOST_FAILED.format(attempts=1)
    assert job["downloadUrl"] is None


def test_an_import_killed_mid_job_wrote_nothing_and_imports_once_when_retried(
    auth_client, manager_user, settings, run_tasks
):
    settings.CSV_IMPORT_JOB_MIN_BYTES = 1
    client = auth_client(manager_user)
    job_id = upload(client, csv_bytes([row(n) for n in range(4)])).json()["id"]
    die_mid_job(job_id, silent_for=settings.JOB_STALE_SECONDS + 1)
    assert Case.objects.count() == 0

    call_command("recover_jobs", stdout=StringIO())
    run_tasks()

    assert get_job(client, job_id)["status"] == "succeeded"
    assert Case.objects.count() == 4


def test_an_import_given_up_deletes_its_uploaded_file(auth_client, manager_user, settings, media, db):
    settings.CSV_IMPORT_JOB_MIN_BYTES = 1
    settings.JOB_MAX_ATTEMPTS = 1
    client = auth_client(manager_user)
    job_id = upload(client, csv_bytes([row(1)])).json()["id"]
    die_mid_job(job_id, silent_for=settings.JOB_STALE_SECONDS + 1)
    out = StringIO()

    call_command("recover_jobs", stdout=out)

    assert out.getvalue().strip() == "Recovered 1 stale job(s); deleted 0 expired file(s)."
    assert Job.objects.get(pk=job_id).status == Job.Status.FAILED
    assert not any(p.is_file() for p in media.rglob("*"))


def test_a_run_that_lost_its_job_cannot_overwrite_the_newer_run(admin, settings, db):
    job_id = start_export(admin)
    first = die_mid_job(job_id, silent_for=settings.JOB_STALE_SECONDS + 1)
    dispatch.jobs_recover_stale()
    second = services.job_claim(job_id=job_id)
    assert second is not None

    assert services.job_succeed(job=first, message="old run", result={}) is False
    assert services.job_fail(job=second, message="new run") is True
    assert Job.objects.get(pk=job_id).message == "new run"


def test_recover_jobs_deletes_expired_export_files(admin, media, run_tasks):
    CaseFactory()
    job_id = start_export(admin)
    run_tasks()
    Job.objects.filter(pk=job_id).update(expires_at=timezone.now() - timedelta(seconds=1))
    out = StringIO()

    call_command("recover_jobs", stdout=out)

    assert out.getvalue().strip() == "Recovered 0 stale job(s); deleted 1 expired file(s)."
    assert not any(p.is_file() for p in media.rglob("*"))
    assert admin.get(f"/api/jobs/{job_id}/download").status_code == 410


def test_the_heartbeat_records_progress_while_the_job_runs(admin, settings, transactional_db):
    settings.JOB_HEARTBEAT_SECONDS = 0.05
    job = services.job_claim(job_id=start_export(admin))
    assert job is not None
    Job.objects.filter(pk=job.pk).update(heartbeat_at=timezone.now() - timedelta(minutes=5))

    with Heartbeat(job_id=job.pk, attempt=job.attempts) as beat:
        beat.set(40)
        deadline = time.monotonic() + 5
        while Job.objects.get(pk=job.pk).progress != 40 and time.monotonic() < deadline:
            time.sleep(0.05)

    stored = Job.objects.get(pk=job.pk)
    assert stored.progress == 40
    assert stored.heartbeat_at is not None
    assert stored.heartbeat_at > timezone.now() - timedelta(seconds=5)
