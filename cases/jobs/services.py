"""Every change of a Job row: start (and enqueue), claim by a worker, finish, and recovery of jobs whose worker died.

A job runs at most once at a time: a worker claims it with a conditional UPDATE (queued -> running, attempts + 1)
and may finish it only while that attempt is still the job's current one, so a run that lost its job to the
stale-job recovery cannot overwrite the newer run's outcome.
"""

import logging
from datetime import timedelta

from django.conf import settings
from django.core.files.storage import default_storage
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from cases import exporting
from cases.models import Job

logger = logging.getLogger(__name__)

WORKER_LOST_RETRY = "The worker running this job stopped; it has been queued again."
WORKER_LOST_FAILED = "The worker running this job stopped {attempts} times, so it was given up. Please start it again."
EXPORT_FAILED = "The export failed. Please try again."
IMPORT_FAILED = "The import failed. Please try again."
QUEUED_MESSAGE = "Waiting for a worker."
NO_LONGER_ALLOWED = "You no longer have permission to export data."
EXPORT_PARAMS = ("format", "includeAll", *exporting.VIEW_PARAMS)


def _enqueue(job: Job) -> None:
    """Hand the job to the task backend once the row is committed, so a worker never looks for a missing job."""
    from cases.jobs import tasks  # the tasks module imports the job runners, which import this module

    task = tasks.run_export_job if job.kind == Job.Kind.EXPORT else tasks.run_import_job
    job_id = str(job.pk)

    def send() -> None:
        result = task.enqueue(job_id)
        Job.objects.filter(pk=job_id).update(task_id=str(result.id)[:64])

    transaction.on_commit(send)


def job_export_start(*, user, params, file_name: str) -> Job:
    """Queue an export. `params` (a dict or QueryDict) is a request cases.exporting.parse_export_request accepted;
    the job keeps only what that function reads, and the worker parses it again."""
    kept = {key: params.get(key) for key in EXPORT_PARAMS if params.get(key) not in (None, "")}
    with transaction.atomic():
        job = Job.objects.create(
            kind=Job.Kind.EXPORT, created_by=user, params=kept, file_name=file_name, message=QUEUED_MESSAGE
        )
        _enqueue(job)
    return job


def job_import_start(*, user, upload) -> Job:
    """Queue the import of an uploaded CSV file: the file is kept in media storage until the job ends."""
    with transaction.atomic():
        job = Job(kind=Job.Kind.IMPORT, created_by=user, file_name=upload.name, message=QUEUED_MESSAGE)
        job.params = {"fileName": upload.name, "size": upload.size}
        job.input_file = default_storage.save(f"jobs/imports/{job.pk}.csv", upload)
        job.save(force_insert=True)
        _enqueue(job)
    return job


def job_claim(*, job_id) -> Job | None:
    """Take a queued job for this worker (running, one more attempt), or None when it is not queued any more."""
    now = timezone.now()
    claimed = Job.objects.filter(pk=job_id, status=Job.Status.QUEUED).update(
        status=Job.Status.RUNNING,
        attempts=F("attempts") + 1,
        progress=0,
        message="",
        started_at=now,
        heartbeat_at=now,
    )
    if not claimed:
        return None
    return Job.objects.select_related("created_by").get(pk=job_id)


def _finish(job: Job, *, now=None, **fields) -> bool:
    now = now or timezone.now()
    done = Job.objects.filter(pk=job.pk, status=Job.Status.RUNNING, attempts=job.attempts).update(
        finished_at=now, heartbeat_at=now, **fields
    )
    return bool(done)


def job_succeed(*, job: Job, message: str, result: dict, output_file: str = "") -> bool:
    """Mark this run's job succeeded; False (and nothing written) when the job was taken over meanwhile."""
    now = timezone.now()
    expires = now + timedelta(seconds=settings.JOB_FILE_TTL_SECONDS) if output_file else None
    return _finish(
        job,
        now=now,
        status=Job.Status.SUCCEEDED,
        progress=100,
        message=message,
        result=result,
        output_file=output_file,
        expires_at=expires,
    )


def job_fail(*, job: Job, message: str, result: dict | None = None) -> bool:
    return _finish(job, status=Job.Status.FAILED, message=message, result=result or {})


def _stale_before():
    return timezone.now() - timedelta(seconds=settings.JOB_STALE_SECONDS)


def stale_jobs():
    """Running jobs whose heartbeat stopped: their worker died (kill -9, lost machine) or hangs."""
    return Job.objects.filter(status=Job.Status.RUNNING).filter(
        Q(heartbeat_at__lt=_stale_before()) | Q(heartbeat_at__isnull=True)
    )


def jobs_recover_stale(*, job_ids=None) -> int:
    """Queue again (up to JOB_MAX_ATTEMPTS runs in all) or fail each stale running job; the number recovered.

    Safe to run from anywhere at any time: each job changes only if it is still stale at the UPDATE.
    """
    jobs = stale_jobs()
    if job_ids is not None:
        jobs = jobs.filter(pk__in=job_ids)
    recovered = 0
    for job in jobs:
        still_stale = Job.objects.filter(pk=job.pk, status=Job.Status.RUNNING, attempts=job.attempts).filter(
            Q(heartbeat_at__lt=_stale_before()) | Q(heartbeat_at__isnull=True)
        )
        with transaction.atomic():
            if job.attempts < settings.JOB_MAX_ATTEMPTS:
                if still_stale.update(status=Job.Status.QUEUED, progress=0, message=WORKER_LOST_RETRY):
                    _enqueue(job)
                    recovered += 1
            elif still_stale.update(
                status=Job.Status.FAILED,
                message=WORKER_LOST_FAILED.format(attempts=job.attempts),
                finished_at=timezone.now(),
            ):
                recovered += 1
                _discard_input(job)
    if recovered:
        logger.warning("Recovered %s stale job(s)", recovered)
    return recovered


def _discard_input(job: Job) -> None:
    if job.input_file:
        default_storage.delete(job.input_file)


def job_discard_input(*, job: Job) -> None:
    """Delete an import job's uploaded file once the job has its final outcome."""
    _discard_input(job)
    Job.objects.filter(pk=job.pk).update(input_file="")


def jobs_delete_expired_files() -> int:
    """Delete the files of expired exports (the rows stay, with no file); the number deleted."""
    expired = Job.objects.filter(expires_at__lt=timezone.now()).exclude(output_file="")
    count = 0
    for job in expired:
        default_storage.delete(job.output_file)
        Job.objects.filter(pk=job.pk).update(output_file="")
        count += 1
    return count
