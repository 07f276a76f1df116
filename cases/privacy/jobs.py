"""A subject-access job (and a large erasure's job, below): the pack (cases.privacy.subject_access) written to
a temporary file, saved to media storage, then published by marking the job succeeded, as exports are
(cases.exporting.jobs)."""

import logging
import tempfile

from django.core.files import File
from django.core.files.storage import default_storage
from django.db import transaction
from django.utils import timezone

from accounts.roles import perm
from cases.jobs import services
from cases.jobs.dispatch import QUEUED_MESSAGE, job_enqueue
from cases.jobs.heartbeat import Heartbeat
from cases.jobs.registry import job_runner
from cases.models import Job
from cases.privacy.services import cases_erase, subject_access_record
from cases.privacy.subject_access import write_pack

logger = logging.getLogger(__name__)

SUCCEEDED = "The subject-access pack for {count} case{s} is ready."
FAILED = "The subject-access pack failed. Please try again."
NO_LONGER_ALLOWED = "You no longer have permission to produce subject-access packs."


def job_subject_access_start(*, user, case_ids: list[int]) -> Job:
    """Queue a subject-access pack for these cases; only its requester and admins see it."""
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
        job_enqueue(job)
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
        job_enqueue(job)
    return job


@job_runner(Job.Kind.SUBJECT_ACCESS)
def subject_access_job_run(*, job_id) -> None:
    job = services.job_claim(job_id=job_id)
    if job is None:
        return
    if not job.created_by.has_perm(perm("system_settings")):
        services.job_fail(job=job, message=NO_LONGER_ALLOWED)
        return
    case_ids = [int(i) for i in job.params.get("caseIds", [])]
    try:
        with Heartbeat(job_id=job.pk, attempt=job.attempts) as beat, tempfile.TemporaryFile() as out:
            total = max(len(case_ids), 1)
            count = write_pack(case_ids=case_ids, out=out, progress=lambda done: beat.set(99 * done // total))
            out.seek(0)
            name = default_storage.save(f"jobs/subject-access/{job.pk}/{job.attempts}/{job.file_name}", File(out))
    except Exception:
        logger.exception("Subject-access job %s failed", job.pk)
        services.job_fail(job=job, message=FAILED)
        return
    message = SUCCEEDED.format(count=count, s="" if count == 1 else "s")
    if not services.job_succeed(job=job, message=message, result={"cases": count}, output_file=name):
        default_storage.delete(name)


ERASED = "{message}"
ERASURE_FAILED = "The erasure failed; nothing was changed. Please try again."


@job_runner(Job.Kind.ERASURE)
def erasure_job_run(*, job_id) -> None:
    """A large erasure (guide: privacy#erasure): the same all-or-nothing service, its progress written by the
    heartbeat."""
    job = services.job_claim(job_id=job_id)
    if job is None:
        return
    if not job.created_by.has_perm(perm("system_settings")):
        services.job_fail(job=job, message=NO_LONGER_ALLOWED)
        return
    try:
        with Heartbeat(job_id=job.pk, attempt=job.attempts) as beat:
            outcome = cases_erase(
                case_ids=[int(i) for i in job.params.get("caseIds", [])],
                actor=job.created_by,
                reason=job.params.get("reason", ""),
                progress=lambda done, total: beat.set(99 * done // max(total, 1)),
            )
    except Exception as exc:  # a refusal (legal hold, missing cases) or a failure: nothing changed either way
        message = getattr(exc, "message", None) or " ".join(getattr(exc, "messages", [])) or ERASURE_FAILED
        if not isinstance(message, str):
            message = ERASURE_FAILED
        logger.info("Erasure job %s not done: %s", job.pk, message)
        services.job_fail(job=job, message=message)
        return
    services.job_succeed(
        job=job, message=outcome.message, result={"erased": outcome.erased, "pseudonym": outcome.pseudonym}
    )
