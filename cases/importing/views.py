"""The file endpoints of guide: api#endpoints: CSV upload and CSV/Excel export. Thin: check the request, call one
service."""

from django.conf import settings
from django.http import FileResponse

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers as drf
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.numbers import parse_whole_number
from accounts.permissions import HasPerm
from cases.importing import jobs as import_jobs
from cases.importing.error_report import error_report_name, import_error_report_file
from cases.importing.reading import FILE_REQUIRED, TOO_LARGE, CsvImportError, size_text
from cases.importing.services import cases_import_csv
from cases.jobs.views import JOB, job_accepted
from cases.openapi import MESSAGE

# Room for the multipart envelope around the file when comparing Content-Length with the file size limit.
MULTIPART_SLACK = 64 * 1024

PROBLEMS = inline_serializer(
    "CsvProblem",
    {"row": drf.IntegerField(), "column": drf.CharField(allow_null=True), "message": drf.CharField()},
    many=True,
    required=False,
)
UPLOAD_ERROR = inline_serializer(
    "CsvUploadError",
    {
        "message": drf.CharField(),
        "errors": PROBLEMS,
        "errorCount": drf.IntegerField(required=False),
    },
)

# A large file's answer (the job that does the work) and the refusals, alike for every upload endpoint.
JOB_OR_ERRORS = {202: JOB, 400: UPLOAD_ERROR, 401: MESSAGE, 403: MESSAGE, 413: MESSAGE}

UPLOAD_REQUEST = {"type": "object", "properties": {"csvFile": {"type": "string", "format": "binary"}}}


def _too_large(size: int) -> Response:
    limit = settings.CSV_UPLOAD_MAX_BYTES
    message = TOO_LARGE.format(size=size_text(size), limit=size_text(limit))
    return Response({"message": message}, status=413)


def _checked_upload(request):
    """(the uploaded csvFile, None), or (None, the answer refusing the request)."""
    # Refuse an oversized body before it is read and spooled to disk.
    declared = parse_whole_number(request.META.get("CONTENT_LENGTH") or "0") or 0
    if declared > settings.CSV_UPLOAD_MAX_BYTES + MULTIPART_SLACK:
        return None, _too_large(declared)
    upload = request.FILES.get("csvFile")
    if upload is None:
        return None, Response({"message": FILE_REQUIRED}, status=400)
    if upload.size > settings.CSV_UPLOAD_MAX_BYTES:
        return None, _too_large(upload.size)
    return upload, None


def _flag(value: str | None) -> bool:
    return (value or "").strip().lower() in ("1", "true", "yes")


class CaseUploadCsvView(APIView):
    permission_classes = [HasPerm("upload_csv")]
    parser_classes = [MultiPartParser]

    @extend_schema(
        summary="Import cases from a CSV file (all or nothing)",
        parameters=[
            OpenApiParameter(
                "dryRun",
                OpenApiTypes.BOOL,
                description=(
                    "Preview: check the whole file and write nothing. The answer is then {rows, wouldImport, "
                    "wouldSkip, wouldSkipInFile, wouldSkipPresent, skippedRows, errors, errorCount, duplicates, "
                    "newBhrukIds (per company group), firstNewBhrukId, lastNewBhrukId} (row problems are listed "
                    "with 200; the counts are those of the rows without problems; a file that cannot be read at "
                    "all answers 400 as the import does)."
                ),
            )
        ],
        request={
            "multipart/form-data": {"type": "object", "properties": {"csvFile": {"type": "string", "format": "binary"}}}
        },
        responses={
            200: inline_serializer(
                "CsvUploadResult",
                {
                    "message": drf.CharField(),
                    "imported": drf.IntegerField(),
                    "skipped": drf.IntegerField(),
                    "skippedInFile": drf.IntegerField(),
                    "skippedPresent": drf.IntegerField(),
                    "skippedRows": drf.ListField(child=drf.DictField()),
                },
            ),
            **JOB_OR_ERRORS,
        },
        description=(
            "A file of settings.CSV_IMPORT_JOB_MIN_BYTES or more is imported (or, with dryRun, previewed) by a "
            "background job: the answer is then 202 with the job (follow it with GET /api/jobs/{id}; its result "
            "holds the counts, the preview or the problems)."
        ),
    )
    def post(self, request):
        upload, refused = _checked_upload(request)
        if refused:
            return refused
        if _flag(request.query_params.get("dryRun")):
            # The preview reads and checks the whole file like the import but writes nothing (guide: workflow#imports);
            # a large file is checked by a job, as it is imported by one (a request would outlive the server's timeout).
            if upload.size >= settings.CSV_IMPORT_JOB_MIN_BYTES:
                return job_accepted(import_jobs.job_import_preview_start(user=request.user, upload=upload))
            try:
                result = cases_import_csv(file=upload, file_name=upload.name, actor=request.user, dry_run=True)
            except CsvImportError as exc:
                return Response(exc.body(), status=exc.status_code)
            return Response(result.preview_body())
        if upload.size >= settings.CSV_IMPORT_JOB_MIN_BYTES:
            return job_accepted(import_jobs.job_import_start(user=request.user, upload=upload))
        try:
            result = cases_import_csv(file=upload, file_name=upload.name, actor=request.user)
        except CsvImportError as exc:
            return Response(exc.body(), status=exc.status_code)
        return Response(result.upload_body())


class CaseUploadErrorsView(APIView):
    """The error report (guide: workflow#imports): the file's rows with problems, as CSV with an added Errors column."""

    permission_classes = [HasPerm("upload_csv")]
    parser_classes = [MultiPartParser]

    @extend_schema(
        summary="Download the rows of a CSV file that have problems, with an Errors column",
        request={"multipart/form-data": UPLOAD_REQUEST},
        responses={
            (200, "text/csv"): OpenApiTypes.BINARY,
            **JOB_OR_ERRORS,
        },
        description=(
            "A file of settings.CSV_IMPORT_JOB_MIN_BYTES or more is reported on by a background job: the answer is "
            "then 202 with the job; once it has succeeded, GET /api/jobs/{id}/download gives the report (a failed "
            "job's result holds the message and problems a 400 would)."
        ),
    )
    def post(self, request):
        upload, refused = _checked_upload(request)
        if refused:
            return refused
        if upload.size >= settings.CSV_IMPORT_JOB_MIN_BYTES:
            return job_accepted(import_jobs.job_import_errors_start(user=request.user, upload=upload))
        try:
            report, _ = import_error_report_file(file=upload)
        except CsvImportError as exc:
            return Response(exc.body(), status=exc.status_code)
        return FileResponse(
            report, as_attachment=True, filename=error_report_name(upload.name), content_type="text/csv"
        )
