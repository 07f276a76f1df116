"""Starting a job (the row, then its task once committed) and recovery of jobs whose worker died.

Each kind's own start (what it keeps in the row) lives with its work: cases.exporting.jobs, cases.importing.jobs,
cases.privacy.jobs.

What the worker does with a job (claim, succeed, fail) is cases.jobs.services, below the tasks; this module
enqueues tasks, so it sits above them (see docs/adr/0001-job-claim-heartbeat-recovery.md).
"""

import logging
from datetime import timedelta

from django.conf import settings
from django.core.files.storage import default_storage
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from cases.jobs import tasks
from cases.jobs.services import discard_input
from cases.models import Job

logger = logging.getLogger(__name__)

WORKER_LOST_RETRY = "The worker running this job stopped; it has been queued again."
WORKER_LOST_FAILED = "The worker running this job stopped {attempts} times, so it was given up. Please start it again."
QUEUED_MESSAGE = "Waiting for a worker."


def job_enqueue(job: Job) -> None:
    """Hand the job to the task backend once the row is committed, so a worker never looks for a missing job."""
    job_id = str(job.pk)

    def send() -> None:
        result = tasks.run_job.enqueue(job_id)
        Job.objects.filter(pk=job_id).update(task_id=str(result.id)[:64])

    transaction.on_commit(send)


def upload_job_start(*, kind: Job.Kind, user, upload, file_name: str) -> Job:
    """Queue a job reading an uploaded CSV file: the file is kept in media storage until the job ends."""
    with transaction.atomic():
        job = Job(kind=kind, created_by=user, file_name=file_name, message=QUEUED_MESSAGE)
        job.params = {"fileName": upload.name, "size": upload.size}
        job.input_file = default_storage.save(f"jobs/imports/{job.pk}.csv", upload)
        job.save(force_insert=True)
        job_enqueue(job)
    return job


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
                    job_enqueue(job)
                    recovered += 1
            elif still_stale.update(
                status=Job.Status.FAILED,
                message=WORKER_LOST_FAILED.format(attempts=job.attempts),
                finished_at=timezone.now(),
            ):
                recovered += 1
                discard_input(job)
    if recovered:
        logger.warning("Recovered %s stale job(s)", recovered)
    return recovered
