"""The jobs that read an uploaded CSV file (kept in media storage until the job has its final outcome, so a retried
run reads it again): the import, its dry run (Check File) and its error report.

The import goes through cases.importing.services.cases_import_csv, which writes all rows in one transaction or
none, so a worker killed mid-import leaves the database as it was. The dry run's result is the preview the endpoint
answers for a small file; the error report is a file published like an export's (only once the job has
succeeded)."""

import logging
import shutil
import tempfile
from collections.abc import Callable
from typing import IO

from django.core.files import File
from django.core.files.storage import default_storage

from cases.importing.error_report import error_report_name, import_error_report_file
from cases.importing.reading import CsvImportError
from cases.importing.services import cases_import_csv
from cases.jobs import services
from cases.jobs.dispatch import upload_job_start
from cases.jobs.heartbeat import Heartbeat
from cases.jobs.registry import job_runner
from cases.models import Job

logger = logging.getLogger(__name__)

READ_SHARE = 90  # of the progress bar: reading and checking the rows; the rest is writing them
REPORT_READY = "The error report of {rows} row{s} is ready."
CHECKED = "Checked {rows} row{s}."
FAILED = {
    Job.Kind.IMPORT: services.IMPORT_FAILED,
    Job.Kind.IMPORT_PREVIEW: services.PREVIEW_FAILED,
    Job.Kind.IMPORT_ERRORS: services.ERRORS_FAILED,
}

# (the job, its uploaded file as a local binary file, the heartbeat) -> (message, result, published file name or "")
Work = Callable[[Job, IO[bytes], Heartbeat], tuple[str, dict, str]]


def _plural(rows: int) -> str:
    return "" if rows == 1 else "s"


def _progress(beat: Heartbeat):
    def report(phase: str, done: int, total: int) -> None:
        share = done / total if total else 1
        beat.set(READ_SHARE * share if phase == "read" else READ_SHARE + (99 - READ_SHARE) * share)

    return report


def _run_on_upload(job_id, work: Work) -> None:
    job = services.job_claim(job_id=job_id)
    if job is None:
        return
    try:
        with Heartbeat(job_id=job.pk, attempt=job.attempts) as beat, tempfile.TemporaryFile() as file:
            with default_storage.open(job.input_file, "rb") as stored:
                shutil.copyfileobj(stored, file)
            file.seek(0)
            message, result, output = work(job, file, beat)
    except CsvImportError as exc:
        if services.job_fail(job=job, message=exc.message, result=exc.body()):
            services.job_discard_input(job=job)
        return
    except Exception:
        logger.exception("%s job %s failed", job.kind, job.pk)
        if services.job_fail(job=job, message=FAILED[Job.Kind(job.kind)]):
            services.job_discard_input(job=job)
        return
    if services.job_succeed(job=job, message=message, result=result, output_file=output):
        services.job_discard_input(job=job)
    elif output:
        default_storage.delete(output)  # the job was taken over by a newer run: this file is never published


def _import(job: Job, file: IO[bytes], beat: Heartbeat) -> tuple[str, dict, str]:
    result = cases_import_csv(file=file, file_name=job.file_name, actor=job.created_by, progress=_progress(beat))
    counts = {"imported": result.imported, "skipped": result.skipped, "rows": result.rows, "batchId": result.batch_id}
    return result.message, counts, ""


def _preview(job: Job, file: IO[bytes], beat: Heartbeat) -> tuple[str, dict, str]:
    result = cases_import_csv(
        file=file, file_name=job.file_name, actor=job.created_by, dry_run=True, progress=_progress(beat)
    )
    return CHECKED.format(rows=result.rows, s=_plural(result.rows)), result.preview_body(), ""


def _error_report(job: Job, file: IO[bytes], beat: Heartbeat) -> tuple[str, dict, str]:
    report, rows = import_error_report_file(file=file)
    with report:
        name = default_storage.save(f"jobs/reports/{job.pk}/{job.attempts}/{job.file_name}", File(report))
    return REPORT_READY.format(rows=rows, s=_plural(rows)), {"rows": rows}, name


def job_import_start(*, user, upload) -> Job:
    """Queue the import of an uploaded CSV file."""
    return upload_job_start(kind=Job.Kind.IMPORT, user=user, upload=upload, file_name=upload.name)


def job_import_preview_start(*, user, upload) -> Job:
    """Queue the dry run (Check File) of an uploaded CSV file; the job's result is the preview."""
    return upload_job_start(kind=Job.Kind.IMPORT_PREVIEW, user=user, upload=upload, file_name=upload.name)


def job_import_errors_start(*, user, upload) -> Job:
    """Queue the error report of an uploaded CSV file; the job's file is the report."""
    name = error_report_name(upload.name)
    return upload_job_start(kind=Job.Kind.IMPORT_ERRORS, user=user, upload=upload, file_name=name)


@job_runner(Job.Kind.IMPORT)
def import_job_run(*, job_id) -> None:
    _run_on_upload(job_id, _import)


@job_runner(Job.Kind.IMPORT_PREVIEW)
def import_preview_job_run(*, job_id) -> None:
    _run_on_upload(job_id, _preview)


@job_runner(Job.Kind.IMPORT_ERRORS)
def import_errors_job_run(*, job_id) -> None:
    _run_on_upload(job_id, _error_report)
