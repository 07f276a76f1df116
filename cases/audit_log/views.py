"""GET /api/audit-logs, /api/audit-logs/export and /api/audit-logs/users: read-only, for VIEW_AUDIT_LOGS."""

from django.contrib.auth import get_user_model
from django.http import StreamingHttpResponse

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from cases.audit_log import selectors
from cases.audit_log.csv_file import audit_csv_chunks
from cases.audit_log.display import referenced_case_ids
from cases.audit_log.filters import AUDIT_FILTER_PARAMETERS, parse_audit_filters
from cases.audit_log.serializers import AuditLogPageSerializer, AuditLogRowSerializer, AuditUserSerializer
from cases.listing.params import parse_page_request

PAGE_SIZES = (25, 50, 100, 250)
CSV_TYPE = "text/csv; charset=utf-8"
ERRORS = {400: OpenApiTypes.OBJECT, 401: OpenApiTypes.OBJECT, 403: OpenApiTypes.OBJECT}


class AuditLogView(APIView):
    permission_classes = [HasPerm("view_audit_logs")]

    @extend_schema(
        summary="The audit log, newest first",
        parameters=[
            OpenApiParameter("page", OpenApiTypes.INT, default=1),
            OpenApiParameter("limit", OpenApiTypes.INT, enum=list(PAGE_SIZES), default=50),
            *AUDIT_FILTER_PARAMETERS,
        ],
        responses={200: AuditLogPageSerializer, **ERRORS},
    )
    def get(self, request):
        params = request.query_params
        page = parse_page_request({"page": params.get("page"), "limit": params.get("limit")}, sizes=PAGE_SIZES)
        filters = parse_audit_filters(params)
        rows, pagination = selectors.audit_events_page(filters=filters, page=page.page, limit=page.limit)
        names = selectors.case_names(case_ids=referenced_case_ids(rows))
        data = AuditLogRowSerializer(rows, many=True, context={"case_names": names}).data
        return Response({"data": data, "pagination": pagination})


class AuditLogExportView(APIView):
    permission_classes = [HasPerm("view_audit_logs")]

    def perform_content_negotiation(self, request, force=False):
        # ?format= names the file, not a DRF renderer; error bodies are JSON.
        renderer = JSONRenderer()
        return renderer, renderer.media_type

    @extend_schema(
        summary="Download the filtered audit log as CSV (one row per changed field, Europe/London times)",
        parameters=[
            OpenApiParameter("format", OpenApiTypes.STR, enum=["csv"], required=True),
            *AUDIT_FILTER_PARAMETERS,
        ],
        responses={(200, CSV_TYPE): OpenApiTypes.BINARY, **ERRORS},
    )
    def get(self, request):
        if (request.query_params.get("format") or "").strip().lower() != "csv":
            return Response({"message": "format must be csv."}, status=400)
        filters = parse_audit_filters(request.query_params)
        response = StreamingHttpResponse(
            audit_csv_chunks(selectors.audit_events(filters=filters)), content_type=CSV_TYPE
        )
        response["Content-Disposition"] = 'attachment; filename="audit_log.csv"'
        return response


class AuditUsersView(APIView):
    """The users the log can be filtered by (every account; an event keeps its e-mail once a user is deleted)."""

    permission_classes = [HasPerm("view_audit_logs")]

    @extend_schema(summary="Users for the audit log's user filter", responses={200: AuditUserSerializer(many=True)})
    def get(self, request):
        users = get_user_model().objects.order_by("email").values("id", "email", "first_name", "last_name")
        return Response(
            [{"id": u["id"], "email": u["email"], "name": f"{u['first_name']} {u['last_name']}".strip()} for u in users]
        )
