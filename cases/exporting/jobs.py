"""An export job (GET /api/cases/export above its row limit, POST /api/exports): the file is written with this
package's own writers to a local temporary file, then saved to media storage, and only then published by marking
the job succeeded. Until that UPDATE no one can download it (the download endpoint serves a succeeded job's file
only), so a half-written file is never served: a worker killed mid-export leaves at most an unpublished temporary
file, which dies with the process."""

import logging
import shutil
import tempfile

from django.core.exceptions import ValidationError
from django.core.files import File
from django.core.files.storage import default_storage
from django.db import transaction

from accounts.roles import perm
from cases.exporting.csv_file import csv_chunks
from cases.exporting.exports import VIEW_PARAMS, ExportRequestError, export_rows, parse_export_request
from cases.exporting.xlsx_file import xlsx_file
from cases.jobs import services
from cases.jobs.dispatch import QUEUED_MESSAGE, job_enqueue
from cases.jobs.heartbeat import Heartbeat
from cases.jobs.registry import job_runner
from cases.models import Job

logger = logging.getLogger(__name__)

SUCCEEDED = "Your export of {rows} case{s} is ready."
EXPORT_PARAMS = ("format", "includeAll", *VIEW_PARAMS)


def job_export_start(*, user, params, file_name: str) -> Job:
    """Queue an export. `params` (a dict or QueryDict) is a request parse_export_request accepted; the job keeps
    only what that function reads, and the worker parses it again."""
    kept = {key: params.get(key) for key in EXPORT_PARAMS if params.get(key) not in (None, "")}
    with transaction.atomic():
        job = Job.objects.create(
            kind=Job.Kind.EXPORT, created_by=user, params=kept, file_name=file_name, message=QUEUED_MESSAGE
        )
        job_enqueue(job)
    return job


@job_runner(Job.Kind.EXPORT)
def export_job_run(*, job_id) -> None:
    job = services.job_claim(job_id=job_id)
    if job is None:  # finished, or already taken by another run
        return
    if not job.created_by.has_perm(perm("export_data")):  # revoked since the job was queued
        services.job_fail(job=job, message=services.NO_LONGER_ALLOWED)
        return
    try:
        export = parse_export_request(job.params)
        rows = export_rows(user=job.created_by, export=export)
        total = rows.count()
        with Heartbeat(job_id=job.pk, attempt=job.attempts) as beat, tempfile.TemporaryFile() as out:
            percent = _percent(beat, total)
            if export.format == "csv":
                written = 0
                for chunk in csv_chunks(rows):
                    out.write(chunk)
                    written += chunk.count(b"\n")  # rows (a note with a line break counts twice: only a guide)
                    percent(written)
            else:
                with xlsx_file(rows, progress=percent) as workbook:
                    shutil.copyfileobj(workbook, out)
            out.seek(0)
            name = default_storage.save(f"jobs/exports/{job.pk}/{job.attempts}/{export.filename}", File(out))
    except (ExportRequestError, ValidationError) as exc:
        services.job_fail(job=job, message=" ".join(getattr(exc, "messages", [str(exc)])))
        return
    except Exception:
        logger.exception("Export job %s failed", job.pk)
        services.job_fail(job=job, message=services.EXPORT_FAILED)
        return
    message = SUCCEEDED.format(rows=total, s="" if total == 1 else "s")
    if not services.job_succeed(job=job, message=message, result={"rows": total}, output_file=name):
        default_storage.delete(name)  # the job was taken over by a newer run: this file is never published


def _percent(beat: Heartbeat, total: int):
    def report(done: int) -> None:
        beat.set(99 * done // total if total else 99)

    return report
