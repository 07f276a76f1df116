"""Every change of a Job row during its run: claim by a worker, finish (succeed or fail), its files.

A job runs at most once at a time: a worker claims it with a conditional UPDATE (queued -> running, attempts + 1)
and may finish it only while that attempt is still the job's current one, so a run that lost its job to the
stale-job recovery cannot overwrite the newer run's outcome. Starting a job and recovering stale ones (which
enqueue tasks) live in cases.jobs.dispatch, above the tasks.
"""

from datetime import datetime, timedelta
from typing import Any
from uuid import UUID

from django.conf import settings
from django.core.files.storage import default_storage
from django.db.models import F
from django.utils import timezone

from cases.models import Job

EXPORT_FAILED = "The export failed. Please try again."
IMPORT_FAILED = "The import failed. Please try again."
PREVIEW_FAILED = "The file check failed. Please try again."
ERRORS_FAILED = "The error report failed. Please try again."
NO_LONGER_ALLOWED = "You no longer have permission to export data."


def job_claim(*, job_id: UUID | str) -> Job | None:
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


def _finish(job: Job, *, now: datetime | None = None, **fields: Any) -> bool:
    now = now or timezone.now()
    done = Job.objects.filter(pk=job.pk, status=Job.Status.RUNNING, attempts=job.attempts).update(
        finished_at=now, heartbeat_at=now, **fields
    )
    return bool(done)


def job_succeed(*, job: Job, message: str, result: dict[str, Any], output_file: str = "") -> bool:
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


def job_fail(*, job: Job, message: str, result: dict[str, Any] | None = None) -> bool:
    return _finish(job, status=Job.Status.FAILED, message=message, result=result or {})


def discard_input(job: Job) -> None:
    """Delete the job's uploaded file (the row keeps its name)."""
    if job.input_file:
        default_storage.delete(job.input_file)


def job_discard_input(*, job: Job) -> None:
    """Delete an import job's uploaded file once the job has its final outcome."""
    discard_input(job)
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
