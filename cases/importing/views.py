"""The file endpoints of SPEC §7: CSV upload and CSV/Excel export. Thin: check the request, call one service."""

import io
import tempfile

from django.conf import settings
from django.http import FileResponse

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers as drf
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from cases import importing
from cases.importing.error_report import import_error_report
from cases.jobs import dispatch as job_dispatch
from cases.jobs.views import JOB, job_accepted
from cases.openapi import MESSAGE

# Room for the multipart envelope around the file when comparing Content-Length with the file size limit.
MULTIPART_SLACK = 64 * 1024
REPORT_IN_MEMORY = 4 * 1024 * 1024  # an error report larger than this is spooled to a temporary file

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


UPLOAD_REQUEST = {"type": "object", "properties": {"csvFile": {"type": "string", "format": "binary"}}}


def _too_large(size: int) -> Response:
    limit = settings.CSV_UPLOAD_MAX_BYTES
    message = importing.TOO_LARGE.format(size=importing.size_text(size), limit=importing.size_text(limit))
    return Response({"message": message}, status=413)


def _checked_upload(request):
    """(the uploaded csvFile, None), or (None, the answer refusing the request)."""
    # Refuse an oversized body before it is read and spooled to disk.
    declared = int(request.META.get("CONTENT_LENGTH") or 0)
    if declared > settings.CSV_UPLOAD_MAX_BYTES + MULTIPART_SLACK:
        return None, _too_large(declared)
    upload = request.FILES.get("csvFile")
    if upload is None:
        return None, Response({"message": importing.FILE_REQUIRED}, status=400)
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
            202: JOB,
            400: UPLOAD_ERROR,
            401: MESSAGE,
            403: MESSAGE,
            413: MESSAGE,
        },
        description=(
            "A file of settings.CSV_IMPORT_JOB_MIN_BYTES or more is imported by a background job: the answer is "
            "then 202 with the job (follow it with GET /api/jobs/{id}; its result holds the counts or the problems)."
        ),
    )
    def post(self, request):
        upload, refused = _checked_upload(request)
        if refused:
            return refused
        if _flag(request.query_params.get("dryRun")):
            # The preview reads and checks the whole file like the import but writes nothing (issue 14).
            try:
                result = importing.cases_import_csv(
                    file=upload, file_name=upload.name, actor=request.user, dry_run=True
                )
            except importing.CsvImportError as exc:
                return Response(exc.body(), status=exc.status_code)
            return Response(result.preview_body())
        if upload.size >= settings.CSV_IMPORT_JOB_MIN_BYTES:
            return job_accepted(job_dispatch.job_import_start(user=request.user, upload=upload))
        try:
            result = importing.cases_import_csv(file=upload, file_name=upload.name, actor=request.user)
        except importing.CsvImportError as exc:
            return Response(exc.body(), status=exc.status_code)
        return Response(result.upload_body())


class CaseUploadErrorsView(APIView):
    """The error report (issue 14): the file's rows with problems, as CSV with an added Errors column."""

    permission_classes = [HasPerm("upload_csv")]
    parser_classes = [MultiPartParser]

    @extend_schema(
        summary="Download the rows of a CSV file that have problems, with an Errors column",
        request={"multipart/form-data": UPLOAD_REQUEST},
        responses={(200, "text/csv"): OpenApiTypes.BINARY, 400: UPLOAD_ERROR, 401: MESSAGE, 403: MESSAGE, 413: MESSAGE},
    )
    def post(self, request):
        upload, refused = _checked_upload(request)
        if refused:
            return refused
        report = tempfile.SpooledTemporaryFile(max_size=REPORT_IN_MEMORY, mode="w+b")
        text = io.TextIOWrapper(report, encoding="utf-8-sig", newline="")
        try:
            import_error_report(file=upload, output=text)
        except importing.CsvImportError as exc:
            text.close()
            return Response(exc.body(), status=exc.status_code)
        text.flush()
        text.detach()
        report.seek(0)
        stem = upload.name.rsplit(".", 1)[0] if "." in upload.name else upload.name
        return FileResponse(report, as_attachment=True, filename=f"{stem}-errors.csv", content_type="text/csv")
