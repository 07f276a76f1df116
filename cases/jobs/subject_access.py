"""A subject-access job: the pack (cases.privacy.subject_access) written to a temporary file, saved to media
storage, then published by marking the job succeeded, as exports are (cases.jobs.exports)."""

import logging
import tempfile

from django.core.files import File
from django.core.files.storage import default_storage

from accounts.roles import perm
from cases.jobs import services
from cases.jobs.heartbeat import Heartbeat
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
