# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
"""The notification centre's JSON: the notices, the list's query, marking read, and the preferences."""

from rest_framework import serializers

from accounts.numbers import IdListField, WholeNumberField
from cases.serializers import PaginationSerializer, UtcDateTimeField
from notifications import inbox, preferences
from notifications.models import Notification


class NotificationSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=Notification.Kind.choices)
    caseId = serializers.IntegerField(source="case_id", allow_null=True)
    text = serializers.CharField()
    createdAt = UtcDateTimeField(source="created_at")
    readAt = UtcDateTimeField(source="read_at", allow_null=True)


class NotificationPageSerializer(serializers.Serializer):
    data = NotificationSerializer(many=True)  # type: ignore[assignment]  # a declared field, taken out of the class by DRF's metaclass
    pagination = PaginationSerializer()
    unread = serializers.IntegerField(help_text="The caller's unread notices, all pages")


class NotificationQuerySerializer(serializers.Serializer):
    page = WholeNumberField(required=False, default=1, min_value=1, max_value=inbox.MAX_PAGE)
    limit = WholeNumberField(required=False, default=inbox.DEFAULT_LIMIT, min_value=1, max_value=inbox.MAX_LIMIT)


class MarkReadSerializer(serializers.Serializer):
    ids = IdListField(noun="notification id", required=False, allow_empty=True, max_length=1000)
    all = serializers.BooleanField(required=False, help_text="true: mark every notice read")

    def validate(self, attrs):
        if bool(attrs.get("all")) == ("ids" in attrs):
            raise serializers.ValidationError('Send either "ids" (a list of notification ids) or "all": true.')
        return attrs


class UnreadSerializer(serializers.Serializer):
    unread = serializers.IntegerField()


def _channel(*, required: bool) -> serializers.ChoiceField:
    return serializers.ChoiceField(choices=preferences.CHOICES, required=required)


class PreferencesSerializer(serializers.Serializer):
    """Per kind: in_app, or in_app_and_email (the default: also in the daily e-mail)."""

    assigned = _channel(required=True)
    mentioned = _channel(required=True)
    due_soon = _channel(required=True)
    overdue = _channel(required=True)
    request_answered = _channel(required=True)


class PreferencesUpdateSerializer(serializers.Serializer):
    """The kinds to change (any of them); the others keep their choice."""

    assigned = _channel(required=False)
    mentioned = _channel(required=False)
    due_soon = _channel(required=False)
    overdue = _channel(required=False)
    request_answered = _channel(required=False)
