"""The comments and timeline endpoints of a case: staff only (clients 403), cases scoped as every
case read (404 outside the user's cases). Thin: parse, call one selector or service, serialize."""

from django.core.exceptions import ValidationError

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers as drf
from rest_framework import status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.numbers import parse_whole_number
from accounts.permissions import CanReadCases, IsStaffSide
from cases.audit_log import selectors as audit_selectors
from cases.audit_log.display import referenced_case_ids
from cases.audit_log.serializers import CaseHistoryEventSerializer
from cases.comments import messages, selectors, services, timeline
from cases.comments.serializers import CommentInputSerializer, CommentSerializer, TimelinePageSerializer
from cases.serializers import CaseMessageSerializer, iso_datetime

# Staff who can read cases; a client is refused before anything is looked up.
STAFF_READERS = [IsStaffSide(message=messages.STAFF_ONLY), CanReadCases()]
ERRORS = {
    400: inline_serializer("CommentErrorBody", {"message": drf.CharField(), "errors": drf.DictField(required=False)}),
    401: CaseMessageSerializer,
    403: CaseMessageSerializer,
    404: CaseMessageSerializer,
}


def _input(request: Request) -> dict:
    form = CommentInputSerializer(data=request.data)
    form.is_valid(raise_exception=True)
    return dict(form.validated_data)


def _answer(comment_id: int, request: Request, code: int = status.HTTP_200_OK) -> Response:
    comment = selectors.comment_get(user=request.user, comment_id=comment_id)
    return Response(CommentSerializer(comment).data, status=code)


class CaseCommentsView(APIView):
    permission_classes = STAFF_READERS

    @extend_schema(
        summary="A case's internal comments, oldest first", responses={200: CommentSerializer(many=True), **ERRORS}
    )
    def get(self, request, case_id: int):
        comments = selectors.comments_of_case(user=request.user, case_id=case_id)
        return Response(CommentSerializer(comments, many=True).data)

    @extend_schema(
        summary="Comment on a case",
        description="Allowed on any case the user can see (locked, cancelled, merged or on legal hold alike).",
        request=CommentInputSerializer,
        responses={201: CommentSerializer, **ERRORS},
    )
    def post(self, request, case_id: int):
        comment = services.comment_create(case_id=case_id, actor=request.user, **_input(request))
        return _answer(comment.pk, request, status.HTTP_201_CREATED)


class CommentDetailView(APIView):
    permission_classes = STAFF_READERS

    @extend_schema(
        summary="Edit a comment",
        description="Its author within 15 minutes of posting it, or an admin at any time.",
        request=CommentInputSerializer,
        responses={200: CommentSerializer, **ERRORS},
    )
    def put(self, request, comment_id: int):
        services.comment_update(comment_id=comment_id, actor=request.user, **_input(request))
        return _answer(comment_id, request)

    @extend_schema(
        summary="Delete a comment",
        description="Its author within 15 minutes of posting it, or an admin at any time.",
        responses={204: None, **ERRORS},
    )
    def delete(self, request, comment_id: int):
        services.comment_delete(comment_id=comment_id, actor=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


def _limit(text: str | None) -> int:
    if text is None or text == "":
        return timeline.DEFAULT_LIMIT
    number = parse_whole_number(text)
    if number is None or not 1 <= number <= timeline.MAX_LIMIT:
        raise ValidationError({"limit": [f"limit must be a whole number from 1 to {timeline.MAX_LIMIT}."]})
    return number


class CaseTimelineView(APIView):
    permission_classes = STAFF_READERS

    @extend_schema(
        summary="A case's timeline: its history's events and its comments, newest first",
        parameters=[
            OpenApiParameter("before", OpenApiTypes.STR, description="The cursor a previous page gave as next"),
            OpenApiParameter("limit", OpenApiTypes.INT, description="Items per page, 1 to 100 (default 50)"),
        ],
        responses={200: TimelinePageSerializer, **ERRORS},
    )
    def get(self, request, case_id: int):
        cursor = request.query_params.get("before")
        before = timeline.decode_cursor(cursor) if cursor else None
        limit = _limit(request.query_params.get("limit"))
        page, next_key = timeline.case_timeline(user=request.user, case_id=case_id, before=before, limit=limit)
        events = [item.event for item in page if item.event is not None]
        names = audit_selectors.case_names(case_ids=referenced_case_ids(events), user=request.user)
        items = []
        for item in page:
            at = iso_datetime(item.key.at)
            if item.event is not None:
                event = CaseHistoryEventSerializer(item.event, context={"case_names": names}).data
                items.append({"kind": timeline.EVENT, "at": at, "event": event})
            else:
                items.append({"kind": timeline.COMMENT, "at": at, "comment": CommentSerializer(item.comment).data})
        return Response({"items": items, "next": next_key.encode() if next_key else None})
