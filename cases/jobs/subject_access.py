"""A subject-access job (and a large erasure's job, below): the pack (cases.privacy.subject_access) written to
a temporary file, saved to media storage, then published by marking the job succeeded, as exports are
(cases.jobs.exports)."""

import logging
import tempfile

from django.core.files import File
from django.core.files.storage import default_storage

from accounts.roles import perm
from cases.jobs import services
from cases.jobs.heartbeat import Heartbeat
from cases.privacy.services import cases_erase
from cases.privacy.subject_access import write_pack

logger = logging.getLogger(__name__)

SUCCEEDED = "The subject-access pack for {count} case{s} is ready."
FAILED = "The subject-access pack failed. Please try again."
NO_LONGER_ALLOWED = "You no longer have permission to produce subject-access packs."


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


def erasure_job_run(*, job_id) -> None:
    """A large erasure (issue 22 §2): the same all-or-nothing service, its progress written by the heartbeat."""
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
