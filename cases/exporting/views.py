"""GET /api/cases/export (the file, or a job when large) and POST /api/exports (always a job). Thin."""

from django.http import FileResponse, StreamingHttpResponse

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers as drf
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from cases.content_types import CSV_TYPE, XLSX_TYPE
from cases.exporting.csv_file import csv_chunks
from cases.exporting.exports import (
    ExportRequest,
    ExportRequestError,
    export_is_large,
    export_rows,
    parse_export_request,
)
from cases.exporting.jobs import job_export_start
from cases.exporting.xlsx_file import xlsx_file
from cases.jobs.views import JOB, job_accepted
from cases.jobs.views import MESSAGE as JOB_MESSAGE
from cases.listing.params import CaseViewParams
from cases.openapi import MESSAGE


def _file_response(*, user, export: ExportRequest):
    """The file as an attachment named {active|all|filtered}_cases.{csv|xlsx}."""
    qs = export_rows(user=user, export=export)
    if export.format == "csv":
        response = StreamingHttpResponse(csv_chunks(qs), content_type=CSV_TYPE)
        response["Content-Disposition"] = f'attachment; filename="{export.filename}"'
    else:
        response = FileResponse(xlsx_file(qs), as_attachment=True, filename=export.filename, content_type=XLSX_TYPE)
    return response


class CaseExportView(APIView):
    permission_classes = [HasPerm("export_data")]

    def perform_content_negotiation(self, request, force=False):
        # Here ?format= names the file to produce, not a DRF renderer; error bodies are always JSON.
        renderer = JSONRenderer()
        return renderer, renderer.media_type

    @extend_schema(
        summary="Download cases as CSV or Excel",
        description=(
            "With any list filter or sort (those of GET /api/cases/paginated) the file holds exactly the rows the "
            "dashboard lists, in its order, and is named filtered_cases.{format}. Above settings.EXPORT_SYNC_MAX_ROWS "
            "rows (default 100,000) the answer is 202 with a background job instead, as POST /api/exports gives."
        ),
        parameters=[
            OpenApiParameter("format", OpenApiTypes.STR, enum=["csv", "xlsx"], required=True),
            OpenApiParameter(
                "includeAll",
                OpenApiTypes.BOOL,
                description="all cases, not only active ones; used only when no list filter or sort is given",
            ),
            CaseViewParams,
        ],
        responses={
            (200, CSV_TYPE): OpenApiTypes.BINARY,
            (200, XLSX_TYPE): OpenApiTypes.BINARY,
            202: JOB,
            400: MESSAGE,
            401: MESSAGE,
            403: MESSAGE,
        },
    )
    def get(self, request):
        try:
            request_ = parse_export_request(request.query_params)
        except ExportRequestError as exc:
            return Response({"message": str(exc)}, status=400)
        if export_is_large(user=request.user, export=request_):
            job = job_export_start(user=request.user, params=request.query_params, file_name=request_.filename)
            return job_accepted(job)
        return _file_response(user=request.user, export=request_)


class ExportJobView(APIView):
    permission_classes = [HasPerm("export_data")]

    @extend_schema(
        summary="Start an export job (CSV or Excel written to storage)",
        description=(
            "Body: {format: csv|xlsx, includeAll, ...the filters and sort of GET /api/cases/paginated}. Answers 202 "
            "with the job; follow it with GET /api/jobs/{id} and download from its downloadUrl when it succeeds."
        ),
        request=inline_serializer(
            "ExportJobRequest", {"format": drf.ChoiceField(choices=["csv", "xlsx"]), "includeAll": drf.BooleanField()}
        ),
        responses={202: JOB, 400: JOB_MESSAGE, 401: JOB_MESSAGE, 403: JOB_MESSAGE},
    )
    def post(self, request):
        params = request.data if isinstance(request.data, dict) else {}
        try:
            export = parse_export_request(params)
        except ExportRequestError as exc:
            return Response({"message": str(exc)}, status=400)
        job = job_export_start(user=request.user, params=params, file_name=export.filename)
        return job_accepted(job)
