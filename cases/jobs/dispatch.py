"""Starting a job (the row, then its task once committed) and recovery of jobs whose worker died.

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

from cases import exporting
from cases.importing.error_report import error_report_name
from cases.jobs import tasks
from cases.jobs.services import discard_input
from cases.models import Job
from cases.privacy.services import subject_access_record

logger = logging.getLogger(__name__)

WORKER_LOST_RETRY = "The worker running this job stopped; it has been queued again."
WORKER_LOST_FAILED = "The worker running this job stopped {attempts} times, so it was given up. Please start it again."
QUEUED_MESSAGE = "Waiting for a worker."
EXPORT_PARAMS = ("format", "includeAll", *exporting.VIEW_PARAMS)


def _enqueue(job: Job) -> None:
    """Hand the job to the task backend once the row is committed, so a worker never looks for a missing job."""
    task = {
        Job.Kind.EXPORT: tasks.run_export_job,
        Job.Kind.IMPORT: tasks.run_import_job,
        Job.Kind.SUBJECT_ACCESS: tasks.run_subject_access_job,
        Job.Kind.ERASURE: tasks.run_erasure_job,
        Job.Kind.IMPORT_PREVIEW: tasks.run_import_preview_job,
        Job.Kind.IMPORT_ERRORS: tasks.run_import_errors_job,
    }[Job.Kind(job.kind)]
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


def _upload_job_start(*, kind: Job.Kind, user, upload, file_name: str) -> Job:
    """Queue a job reading an uploaded CSV file: the file is kept in media storage until the job ends."""
    with transaction.atomic():
        job = Job(kind=kind, created_by=user, file_name=file_name, message=QUEUED_MESSAGE)
        job.params = {"fileName": upload.name, "size": upload.size}
        job.input_file = default_storage.save(f"jobs/imports/{job.pk}.csv", upload)
        job.save(force_insert=True)
        _enqueue(job)
    return job


def job_import_start(*, user, upload) -> Job:
    """Queue the import of an uploaded CSV file."""
    return _upload_job_start(kind=Job.Kind.IMPORT, user=user, upload=upload, file_name=upload.name)


def job_import_preview_start(*, user, upload) -> Job:
    """Queue the dry run (Check File) of an uploaded CSV file; the job's result is the preview."""
    return _upload_job_start(kind=Job.Kind.IMPORT_PREVIEW, user=user, upload=upload, file_name=upload.name)


def job_import_errors_start(*, user, upload) -> Job:
    """Queue the error report of an uploaded CSV file; the job's file is the report."""
    name = error_report_name(upload.name)
    return _upload_job_start(kind=Job.Kind.IMPORT_ERRORS, user=user, upload=upload, file_name=name)


def job_subject_access_start(*, user, case_ids: list[int]) -> Job:
    """Queue a subject-access pack for these cases (issue 22 §3); only its requester and admins see it."""
    with transaction.atomic():
        job = Job.objects.create(
            kind=Job.Kind.SUBJECT_ACCESS,
            created_by=user,
            params={},
            file_name=f"subject-access-{timezone.now():%Y-%m-%d}.zip",
            message=QUEUED_MESSAGE,
        )
        job.params = {"caseIds": subject_access_record(actor=user, case_ids=case_ids, job_id=str(job.pk))}
        job.save(update_fields=["params"])
        _enqueue(job)
    return job


def job_erasure_start(*, user, case_ids: list[int], reason: str) -> Job:
    """Queue a large erasure; the job runs the same all-or-nothing service (cases.privacy.services.cases_erase)."""
    with transaction.atomic():
        job = Job.objects.create(
            kind=Job.Kind.ERASURE,
            created_by=user,
            params={"caseIds": sorted(set(case_ids)), "reason": reason},
            file_name=f"{len(set(case_ids))} cases",
            message=QUEUED_MESSAGE,
        )
        _enqueue(job)
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
                    _enqueue(job)
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
