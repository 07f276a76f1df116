from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from notifications.services import daily_digests_send


class SendDailyInput(serializers.Serializer):
    force = serializers.BooleanField(required=False, default=False)


class SendDailyResult(serializers.Serializer):
    message = serializers.CharField()
    sent = serializers.IntegerField()
    skipped = serializers.IntegerField()
    failed = serializers.IntegerField()
    failedRecipients = serializers.ListField(child=serializers.EmailField())  # noqa: N815 - the JSON name


class SendDailyView(APIView):
    """POST /api/notifications/send-daily: run today's e-mails now.

    200 once the run completed, even if some recipients failed (the counts say so); 502 when every
    attempted recipient failed, so the dashboard shows the message as an error.
    """

    permission_classes = [HasPerm("send_notifications")]

    @extend_schema(request=SendDailyInput, responses={200: SendDailyResult, 502: SendDailyResult})
    def post(self, request):
        data = SendDailyInput(data=request.data or {})
        data.is_valid(raise_exception=True)
        result = daily_digests_send(force=data.validated_data["force"])
        body = {
            "message": result.message,
            "sent": result.sent,
            "skipped": result.skipped,
            "failed": result.failed,
            "failedRecipients": [f["email"] for f in result.failures],
        }
        return Response(body, status=status.HTTP_502_BAD_GATEWAY if result.all_failed else status.HTTP_200_OK)
