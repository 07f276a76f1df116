# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
"""The comments' and the timeline's JSON shapes, and the comment request body."""

from drf_spectacular.utils import PolymorphicProxySerializer
from rest_framework import serializers

from accounts.numbers import IdListField
from cases.audit_log.serializers import CaseHistoryEventSerializer
from cases.comments import messages
from cases.models import CaseComment
from cases.serializers import iso_datetime


class PersonSerializer(serializers.Serializer):
    id = serializers.IntegerField(allow_null=True, help_text="null for a deleted user")
    name = serializers.CharField(help_text='The user\'s full name (else e-mail); "Deleted user" once deleted')


class CommentSerializer(serializers.Serializer):
    """One comment. Expects the comment fetched with its people (cases.comments.selectors.with_people)."""

    id = serializers.IntegerField()
    caseId = serializers.IntegerField()
    body = serializers.CharField()
    author = PersonSerializer()
    mentions = PersonSerializer(many=True)
    createdAt = serializers.DateTimeField()
    editedAt = serializers.DateTimeField(allow_null=True)

    def to_representation(self, comment: CaseComment) -> dict:
        author = comment.author
        return {
            "id": comment.pk,
            "caseId": comment.case_id,
            "body": comment.body,
            "author": {"id": author.pk, "name": author.full_name}
            if author is not None
            else {"id": None, "name": messages.DELETED_USER},
            "mentions": [{"id": m.user.pk, "name": m.user.full_name} for m in comment.mention_rows.all()],
            "createdAt": iso_datetime(comment.created_at),
            "editedAt": iso_datetime(comment.edited_at),
        }


class CommentInputSerializer(serializers.Serializer):
    # Blank and over-long bodies are the service's to refuse, with the comments' own words.
    body = serializers.CharField(required=False, allow_blank=True, trim_whitespace=False, default="")
    mentions = IdListField(noun="user id", required=False, default=list, help_text="Ids of active staff users (≤ 20)")


class TimelineEventItemSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["event"])
    at = serializers.DateTimeField()
    event = CaseHistoryEventSerializer()


class TimelineCommentItemSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["comment"])
    at = serializers.DateTimeField()
    comment = CommentSerializer()


TIMELINE_ITEM = PolymorphicProxySerializer(
    component_name="TimelineItem",
    serializers={"event": TimelineEventItemSerializer, "comment": TimelineCommentItemSerializer},
    resource_type_field_name="kind",
    many=True,
)


class TimelinePageSerializer(serializers.Serializer):
    items = TIMELINE_ITEM
    next = serializers.CharField(allow_null=True, help_text="The cursor of the next (older) page; null at the end")
