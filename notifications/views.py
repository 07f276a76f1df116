from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from notifications.dispatch import daily_digests_enqueue
from notifications.services import daily_digests_preview


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
