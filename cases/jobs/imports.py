"""An import job: the uploaded CSV (kept in media storage) goes through cases.importing.cases_import_csv, which
writes all rows in one transaction or none, so a worker killed mid-import leaves the database as it was; the
uploaded file stays until the job has its final outcome, so a retried run reads it again."""

import logging
import shutil
import tempfile

from django.core.files.storage import default_storage

from cases import importing
from cases.jobs import services
from cases.jobs.heartbeat import Heartbeat

logger = logging.getLogger(__name__)

READ_SHARE = 90  # of the progress bar: reading and checking the rows; the rest is writing them


def import_job_run(*, job_id) -> None:
    job = services.job_claim(job_id=job_id)
    if job is None:
        return
    try:
        with Heartbeat(job_id=job.pk, attempt=job.attempts) as beat, tempfile.TemporaryFile() as file:
            with default_storage.open(job.input_file, "rb") as stored:
                shutil.copyfileobj(stored, file)
            file.seek(0)

            def progress(phase: str, done: int, total: int) -> None:
                share = done / total if total else 1
                beat.set(READ_SHARE * share if phase == "read" else READ_SHARE + (99 - READ_SHARE) * share)

            result = importing.cases_import_csv(
                file=file, file_name=job.file_name, actor=job.created_by, progress=progress
            )
    except importing.CsvImportError as exc:
        if services.job_fail(job=job, message=exc.message, result=exc.body()):
            services.job_discard_input(job=job)
        return
    except Exception:
        logger.exception("Import job %s failed", job.pk)
        if services.job_fail(job=job, message=services.IMPORT_FAILED):
            services.job_discard_input(job=job)
        return
    counts = {"imported": result.imported, "skipped": result.skipped, "rows": result.rows, "batchId": result.batch_id}
    if services.job_succeed(job=job, message=result.message, result=counts):
        services.job_discard_input(job=job)
