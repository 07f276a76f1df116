"""GET /api/imports, GET /api/imports/{id}, POST /api/imports/{id}/undo. Thin: parse, call, serialize."""

from django.http import Http404

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers as drf
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from cases.import_batches import selectors, services
from cases.import_batches.serializers import ImportBatchDetailSerializer, ImportBatchSerializer, UndoRequestSerializer
from cases.listing.params import parse_page_request
from cases.models import ImportBatch

PAGE_SIZES = (25, 50, 100)
NOT_FOUND = "Import not found."
MESSAGE = inline_serializer("ImportMessage", {"message": drf.CharField()})
ERRORS = {400: MESSAGE, 401: MESSAGE, 403: MESSAGE, 404: MESSAGE}


def _batch(batch_id: int) -> ImportBatch:
    try:
        return selectors.import_batch_get(batch_id=batch_id)
    except ImportBatch.DoesNotExist as exc:
        raise Http404(NOT_FOUND) from exc


class ImportBatchListView(APIView):
    permission_classes = [HasPerm("upload_csv")]

    @extend_schema(
        operation_id="imports_list",
        summary="Import batches, newest first",
        parameters=[
            OpenApiParameter("page", OpenApiTypes.INT, default=1),
            OpenApiParameter("limit", OpenApiTypes.INT, enum=list(PAGE_SIZES), default=25),
        ],
        responses={
            200: inline_serializer(
                "ImportBatchPage",
                {"data": ImportBatchSerializer(many=True), "pagination": drf.DictField()},
            ),
            **ERRORS,
        },
    )
    def get(self, request):
        params = request.query_params
        page = parse_page_request({"page": params.get("page"), "limit": params.get("limit")}, sizes=PAGE_SIZES)
        rows, pagination = selectors.import_batches_page(page=page.page, limit=page.limit)
        return Response({"data": ImportBatchSerializer(rows, many=True).data, "pagination": pagination})


class ImportBatchDetailView(APIView):
    permission_classes = [HasPerm("upload_csv")]

    @extend_schema(
        summary="One import batch with the ids of the cases it created",
        responses={200: ImportBatchDetailSerializer, **ERRORS},
    )
    def get(self, request, batch_id: int):
        batch = _batch(batch_id)
        batch.case_ids = selectors.import_batch_case_ids(batch)
        return Response(ImportBatchDetailSerializer(batch).data)


class ImportBatchUndoView(APIView):
    permission_classes = [HasPerm("upload_csv", "delete_cases")]

    @extend_schema(
        summary="Undo an import: remove every case it created, all or nothing",
        request=UndoRequestSerializer,
        responses={200: ImportBatchSerializer, 409: MESSAGE, **ERRORS},
    )
    def post(self, request, batch_id: int):
        data = UndoRequestSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        _batch(batch_id)
        try:
            batch = services.import_batch_undo(
                batch_id=batch_id, actor=request.user, reason=data.validated_data["reason"]
            )
        except ImportBatch.DoesNotExist as exc:
            raise Http404(NOT_FOUND) from exc
        return Response(ImportBatchSerializer(batch).data)
