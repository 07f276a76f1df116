from django.core.exceptions import ValidationError

from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm, IsStaffSide
from notifications import inbox, notices, preferences
from notifications.dispatch import daily_digests_enqueue
from notifications.serializers import (
    MarkReadSerializer,
    NotificationPageSerializer,
    NotificationQuerySerializer,
    NotificationSerializer,
    PreferencesSerializer,
    PreferencesUpdateSerializer,
    UnreadSerializer,
)
from notifications.services import daily_digests_preview

STAFF_ONLY = "Notifications are for staff users."


class SendDailyInput(serializers.Serializer):
    force = serializers.BooleanField(required=False, default=False)


class SendDailyResult(serializers.Serializer):
    message = serializers.CharField()
    queued = serializers.IntegerField()
    skipped = serializers.IntegerField()


class SendDailyPreview(serializers.Serializer):
    recipients = serializers.IntegerField(help_text="How many e-mails a send now would queue")
    skipped = serializers.IntegerField(
        help_text="Active accounts it would skip (sent today, or a client without a company)"
    )


class SendDailyView(APIView):
    """POST /api/notifications/send-daily: queue today's e-mails, one background job per recipient.

    202 once the jobs are queued; the workers send them, retry what the mail server refused for a
    while, and record each outcome in the digest ledger (Django admin: Digest deliveries).
    """

    permission_classes = [HasPerm("send_notifications")]

    @extend_schema(
        summary="How many recipients Send Daily Emails would reach now (nothing is sent)",
        responses={200: SendDailyPreview},
    )
    def get(self, request):
        result = daily_digests_preview()
        return Response({"recipients": result.queued, "skipped": result.skipped})

    @extend_schema(request=SendDailyInput, responses={202: SendDailyResult})
    def post(self, request):
        data = SendDailyInput(data=request.data or {})
        data.is_valid(raise_exception=True)
        result = daily_digests_enqueue(force=data.validated_data["force"])
        body = {"message": result.message, "queued": result.queued, "skipped": result.skipped}
        return Response(body, status=status.HTTP_202_ACCEPTED)


class NotificationListView(APIView):
    """GET /api/notifications: the caller's notices, newest first (staff users; clients 403)."""

    permission_classes = [IsStaffSide(STAFF_ONLY)]

    @extend_schema(
        summary="The caller's notifications, newest first, and how many are unread",
        parameters=[NotificationQuerySerializer],
        responses={200: NotificationPageSerializer},
    )
    def get(self, request):
        query = NotificationQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        rows, block, unread = inbox.notifications_page(user=request.user, **query.validated_data)
        data = NotificationSerializer(rows, many=True).data
        return Response({"data": data, "pagination": block, "unread": unread})


class NotificationReadView(APIView):
    permission_classes = [IsStaffSide(STAFF_ONLY)]

    @extend_schema(
        summary="Mark notifications read: these ids, or all",
        description="Ids of notices that are not the caller's (or do not exist) are ignored.",
        request=MarkReadSerializer,
        responses={200: UnreadSerializer},
    )
    def post(self, request):
        body = MarkReadSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        unread = notices.notifications_mark_read(user=request.user, ids=data.get("ids"), every=bool(data.get("all")))
        return Response({"unread": unread})


class NotificationPreferencesView(APIView):
    permission_classes = [IsStaffSide(STAFF_ONLY)]

    @extend_schema(summary="Which notices also come in the daily e-mail", responses={200: PreferencesSerializer})
    def get(self, request):
        return Response(preferences.preferences_get(user=request.user))

    @extend_schema(
        summary="Choose which notices also come in the daily e-mail",
        description="Send any of the kinds; the others keep their choice. 400 for an unknown kind or value.",
        request=PreferencesUpdateSerializer,
        responses={200: PreferencesSerializer},
    )
    def put(self, request):
        if not isinstance(request.data, dict):
            raise ValidationError("Send an object of kind: in_app or in_app_and_email.")
        return Response(preferences.preferences_set(user=request.user, choices=request.data))
