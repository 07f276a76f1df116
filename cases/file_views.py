"""The file endpoints of SPEC §7: CSV upload and CSV/Excel export. Thin: check the request, call one service."""

from django.conf import settings

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers as drf
from rest_framework.parsers import MultiPartParser
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from cases import exporting, importing

# Room for the multipart envelope around the file when comparing Content-Length with the file size limit.
MULTIPART_SLACK = 64 * 1024

MESSAGE = inline_serializer("FileMessage", {"message": drf.CharField()})
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


class CaseUploadCsvView(APIView):
    permission_classes = [HasPerm("upload_csv")]
    parser_classes = [MultiPartParser]

    @extend_schema(
        summary="Import cases from a CSV file (all or nothing)",
        request={
            "multipart/form-data": {"type": "object", "properties": {"csvFile": {"type": "string", "format": "binary"}}}
        },
        responses={
            200: inline_serializer(
                "CsvUploadResult",
                {"message": drf.CharField(), "imported": drf.IntegerField(), "skipped": drf.IntegerField()},
            ),
            400: UPLOAD_ERROR,
            401: MESSAGE,
            403: MESSAGE,
            413: MESSAGE,
        },
    )
    def post(self, request):
        # Refuse an oversized body before it is read and spooled to disk.
        declared = int(request.META.get("CONTENT_LENGTH") or 0)
        if declared > settings.CSV_UPLOAD_MAX_BYTES + MULTIPART_SLACK:
            return _too_large(declared)
        upload = request.FILES.get("csvFile")
        if upload is None:
            return Response({"message": importing.FILE_REQUIRED}, status=400)
        if upload.size > settings.CSV_UPLOAD_MAX_BYTES:
            return _too_large(upload.size)
        try:
            result = importing.cases_import_csv(file=upload, file_name=upload.name, actor=request.user)
        except importing.CsvImportError as exc:
            return Response(exc.body(), status=exc.status_code)
        return Response({"message": result.message, "imported": result.imported, "skipped": result.skipped})


class CaseExportView(APIView):
    permission_classes = [HasPerm("export_data")]

    def perform_content_negotiation(self, request, force=False):
        # Here ?format= names the file to produce, not a DRF renderer; error bodies are always JSON.
        renderer = JSONRenderer()
        return renderer, renderer.media_type

    @extend_schema(
        summary="Download cases as CSV or Excel",
        parameters=[
            OpenApiParameter("format", OpenApiTypes.STR, enum=["csv", "xlsx"], required=True),
            OpenApiParameter("includeAll", OpenApiTypes.BOOL, description="all cases, not only active ones"),
        ],
        responses={
            (200, exporting.CSV_TYPE): OpenApiTypes.BINARY,
            (200, exporting.XLSX_TYPE): OpenApiTypes.BINARY,
            400: MESSAGE,
            401: MESSAGE,
            403: MESSAGE,
        },
    )
    def get(self, request):
        try:
            request_ = exporting.parse_export_request(request.query_params)
        except exporting.ExportRequestError as exc:
            return Response({"message": str(exc)}, status=400)
        return exporting.cases_export_response(user=request.user, export=request_)
