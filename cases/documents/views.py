"""The documents endpoints of a case (guide: workflow#documents, portal): cases scoped as every case read (404
outside the user's cases; a client also finds only the documents shown to them). Adding, showing or hiding and
deleting are staff's (clients 403 before the body is read). Thin: parse, call one selector or service, serialize."""

from django.core.files.storage import default_storage
from django.http import FileResponse

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers as drf
from rest_framework import status
from rest_framework.parsers import FormParser, JSONParser, MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import CanReadCases, IsStaffSide
from cases.documents import messages, selectors, services, sniffing, uploads
from cases.documents.download import content_disposition
from cases.documents.serializers import DocumentSerializer, DocumentUploadSerializer, DocumentVisibilitySerializer
from cases.serializers import CaseMessageSerializer

ERRORS = {
    400: inline_serializer("DocumentErrorBody", {"message": drf.CharField(), "errors": drf.DictField(required=False)}),
    401: CaseMessageSerializer,
    403: CaseMessageSerializer,
    404: CaseMessageSerializer,
}
UPLOAD_REQUEST = {
    "multipart/form-data": {
        "type": "object",
        "properties": {
            "file": {"type": "string", "format": "binary"},
            "kind": {"type": "string", "enum": ["report", "statement", "other"]},
            "visibleToClient": {"type": "string", "enum": ["true", "false"]},
        },
        "required": ["file", "kind"],
    }
}


def _permissions(request: Request) -> list:
    if request.method in ("GET", "HEAD", "OPTIONS"):
        return [CanReadCases()()]
    return [IsStaffSide(message=messages.CLIENTS_CANNOT_UPLOAD)(), CanReadCases()()]


def _answer(document, request: Request, code: int = status.HTTP_200_OK) -> Response:
    document = selectors.document_get(user=request.user, document_id=document.pk)
    return Response(DocumentSerializer(document, context={"viewer": request.user}).data, status=code)


class CaseDocumentsView(APIView):
    parser_classes = [MultiPartParser, FormParser]

    def get_permissions(self):
        return _permissions(self.request)

    @extend_schema(
        summary="A case's documents, newest first",
        description="Staff see every document (erased ones as tombstones); a client only those shown to them.",
        responses={200: DocumentSerializer(many=True), **ERRORS},
    )
    def get(self, request, case_id: int):
        documents = selectors.documents_of_case(user=request.user, case_id=case_id)
        return Response(DocumentSerializer(documents, many=True, context={"viewer": request.user}).data)

    @extend_schema(
        summary="Attach a document to a case",
        description=(
            "Staff who may edit the case. PDF, PNG, JPEG, CSV or XLSX (from the bytes), up to DOCUMENT_MAX_BYTES, "
            "virus-checked when clamd is configured (503 while it is down). visibleToClient defaults to true for a "
            "report, false otherwise. Allowed on locked, cancelled and held cases; refused on merged ones."
        ),
        request=UPLOAD_REQUEST,
        responses={201: DocumentSerializer, 503: CaseMessageSerializer, **ERRORS},
    )
    def post(self, request, case_id: int):
        if uploads.declared_too_big(request._request):
            raise services.too_big()
        uploads.limit_uploads(request._request)
        form = DocumentUploadSerializer(data=request.data)
        if uploads.stopped_too_big(request._request):
            raise services.too_big()
        form.is_valid(raise_exception=True)
        document = services.document_add(
            case_id=case_id,
            actor=request.user,
            file=request.FILES.get("file"),
            kind=form.validated_data["kind"],
            visible_to_client=form.validated_data["visibleToClient"],
        )
        return _answer(document, request, status.HTTP_201_CREATED)


class DocumentDetailView(APIView):
    parser_classes = [JSONParser, MultiPartParser, FormParser]

    def get_permissions(self):
        return _permissions(self.request)

    @extend_schema(
        summary="Show a document to the client or hide it",
        request=DocumentVisibilitySerializer,
        responses={200: DocumentSerializer, **ERRORS},
    )
    def put(self, request, document_id: int):
        form = DocumentVisibilitySerializer(data=request.data)
        form.is_valid(raise_exception=True)
        document = services.document_set_visibility(
            document_id=document_id, actor=request.user, visible_to_client=form.validated_data["visibleToClient"]
        )
        return _answer(document, request)

    @extend_schema(
        summary="Delete a document",
        description="Refused on a locked or merged case (400) and on a case under legal hold (409).",
        responses={204: None, 409: CaseMessageSerializer, **ERRORS},
    )
    def delete(self, request, document_id: int):
        services.document_delete(document_id=document_id, actor=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class DocumentDownloadView(APIView):
    def get_permissions(self):
        return _permissions(self.request)

    @extend_schema(
        summary="Download a document's bytes",
        description="An attachment under a safe name, with the sniffed Content-Type and nosniff. Audited.",
        responses={
            **{(200, mime): OpenApiResponse(OpenApiTypes.BINARY) for mime in sniffing.EXTENSIONS},
            401: CaseMessageSerializer,
            403: CaseMessageSerializer,
            404: CaseMessageSerializer,
            410: CaseMessageSerializer,
        },
    )
    def get(self, request, document_id: int):
        document = selectors.document_get(user=request.user, document_id=document_id)
        if document.erased_at is not None or not document.storage_key:
            return Response({"message": messages.ERASED}, status=status.HTTP_410_GONE)
        stored = default_storage.open(document.storage_key, "rb")
        services.document_download_record(document=document, actor=request.user)
        response = FileResponse(stored, content_type=document.content_type)
        response["Content-Disposition"] = content_disposition(document.name)
        response["Content-Length"] = str(document.size)
        response["X-Content-Type-Options"] = "nosniff"
        response["Cache-Control"] = "private, no-store"
        return response
