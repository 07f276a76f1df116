"""The requests endpoints (guide: workflow#requests-to-the-client, portal): cases scoped as every case read (404
outside the user's cases). Making, accepting, rejecting and cancelling are staff's; answering with a file is the
client's. Thin: parse, call one selector or service, serialize."""

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers as drf
from rest_framework import status
from rest_framework.parsers import FormParser, JSONParser, MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import CanReadCases
from cases.documents import selectors as document_selectors
from cases.documents import services as document_services
from cases.documents import uploads
from cases.documents.serializers import DocumentSerializer
from cases.listing.params import PAGE_SIZES
from cases.requests import selectors, services
from cases.requests.selectors import LIST_STATUSES
from cases.requests.serializers import (
    RequestCreateSerializer,
    RequestListQuerySerializer,
    RequestPageSerializer,
    RequestSerializer,
    RequestStatusSerializer,
)
from cases.serializers import CaseMessageSerializer

ERRORS = {
    400: inline_serializer("RequestErrorBody", {"message": drf.CharField(), "errors": drf.DictField(required=False)}),
    401: CaseMessageSerializer,
    403: CaseMessageSerializer,
    404: CaseMessageSerializer,
}
UPLOAD_REQUEST = {
    "multipart/form-data": {
        "type": "object",
        "properties": {"file": {"type": "string", "format": "binary"}},
        "required": ["file"],
    }
}


def _answer(request_id: int, request: Request, code: int = status.HTTP_200_OK) -> Response:
    found = selectors.request_get(user=request.user, request_id=request_id)
    return Response(RequestSerializer(found, context={"viewer": request.user}).data, status=code)


class CaseRequestsView(APIView):
    permission_classes = [CanReadCases()]
    parser_classes = [JSONParser]

    @extend_schema(
        summary="A case's requests to the client, newest first",
        responses={200: RequestSerializer(many=True), **ERRORS},
    )
    def get(self, request, case_id: int):
        found = selectors.requests_of_case(user=request.user, case_id=case_id)
        return Response(RequestSerializer(found, many=True, context={"viewer": request.user}).data)

    @extend_schema(
        summary="Ask the client for something on a case",
        description=(
            "Staff who may edit the case; not on a merged or cancelled case (400). The day's chasers' run is handed "
            "to the worker, so the company's clients are e-mailed now (one who already had today's e-mail hears "
            "tomorrow)."
        ),
        request=RequestCreateSerializer,
        responses={201: RequestSerializer, **ERRORS},
    )
    def post(self, request, case_id: int):
        form = RequestCreateSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        made = services.request_add(
            case_id=case_id,
            actor=request.user,
            title=form.validated_data.get("title"),
            message=form.validated_data.get("message"),
            due_date=form.validated_data.get("dueDate"),
        )
        return _answer(made.pk, request, status.HTTP_201_CREATED)


class RequestListView(APIView):
    permission_classes = [CanReadCases()]

    @extend_schema(
        summary="Requests to the client, newest due first",
        description='Every request the user may see; "overdue": open and due before today (London).',
        parameters=[
            OpenApiParameter("status", str, enum=list(LIST_STATUSES)),
            OpenApiParameter("page", int, default=1),
            OpenApiParameter("limit", int, enum=list(PAGE_SIZES), default=50),
        ],
        responses={200: RequestPageSerializer, **ERRORS},
    )
    def get(self, request):
        query = RequestListQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        rows, paging = selectors.requests_page(
            user=request.user,
            status=query.validated_data.get("status"),
            page=query.validated_data["page"],
            limit=query.validated_data["limit"],
        )
        data = RequestSerializer(rows, many=True, context={"viewer": request.user}).data
        return Response({"data": data, "pagination": paging})


class RequestDetailView(APIView):
    permission_classes = [CanReadCases()]
    parser_classes = [JSONParser]

    @extend_schema(
        summary="Accept, reject or cancel a request",
        description=(
            "accepted and rejected (reason required: back to open) from received; cancelled from open or received. "
            "Another move answers 409 naming the current status."
        ),
        request=RequestStatusSerializer,
        responses={200: RequestSerializer, 409: CaseMessageSerializer, **ERRORS},
    )
    def put(self, request, request_id: int):
        form = RequestStatusSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        services.request_set_status(
            request_id=request_id,
            actor=request.user,
            status=form.validated_data["status"],
            reason=form.validated_data.get("reason"),
        )
        return _answer(request_id, request)


class RequestUploadView(APIView):
    permission_classes = [CanReadCases()]
    parser_classes = [MultiPartParser, FormParser]

    @extend_schema(
        summary="Answer a request with a file (the client)",
        description=(
            "A client of the request's company, for an open request (409 otherwise; staff 403). The documents' "
            "upload checks apply (400, 503 while the virus check is down); the file becomes a statement shown to "
            "the client, and the request moves to received."
        ),
        request=UPLOAD_REQUEST,
        responses={201: DocumentSerializer, 409: CaseMessageSerializer, 503: CaseMessageSerializer, **ERRORS},
    )
    def post(self, request, request_id: int):
        # Who may answer, and whether the request is open, before the body is read.
        services.request_answer_check(request_id=request_id, actor=request.user)
        if uploads.declared_too_big(request._request):
            raise document_services.too_big()
        uploads.limit_uploads(request._request)
        files = request.FILES
        if uploads.stopped_too_big(request._request):
            raise document_services.too_big()
        document = services.request_answer(request_id=request_id, actor=request.user, file=files.get("file"))
        document = document_selectors.document_get(user=request.user, document_id=document.pk)
        return Response(
            DocumentSerializer(document, context={"viewer": request.user}).data, status=status.HTTP_201_CREATED
        )
