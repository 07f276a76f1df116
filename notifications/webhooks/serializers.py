# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
"""The webhook endpoints' JSON. Input is checked by the services (one place for the rules and their sentences);
these serializers describe it for the OpenAPI schema and shape the answers."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from accounts.numbers import WholeNumberField
from cases.serializers import PaginationSerializer, UtcDateTimeField
from notifications.models import WebhookMessage
from notifications.webhooks import selectors
from notifications.webhooks.events import EVENT_TYPES


class WebhookEndpointInputSerializer(serializers.Serializer):
    url = serializers.CharField(help_text="https only; public addresses only (checked again at each delivery)")
    events = serializers.ListField(child=serializers.ChoiceField(choices=EVENT_TYPES))
    company = serializers.CharField(
        required=False, allow_null=True, help_text="Only this company's cases; null for every company"
    )


class WebhookEndpointUpdateSerializer(WebhookEndpointInputSerializer):
    url = serializers.CharField(required=False)
    events = serializers.ListField(child=serializers.ChoiceField(choices=EVENT_TYPES), required=False)
    active = serializers.BooleanField(
        required=False, help_text="true re-enables a disabled endpoint and clears its failure streak"
    )


class WebhookLastDeliverySerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=WebhookMessage.Status.choices)
    at = UtcDateTimeField()


class WebhookEndpointSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    url = serializers.CharField()
    events = serializers.ListField(child=serializers.CharField())
    company = serializers.CharField(allow_null=True)
    active = serializers.BooleanField()
    disabledReason = serializers.CharField(source="disabled_reason")
    createdAt = UtcDateTimeField(source="created_at")


class WebhookEndpointListItemSerializer(WebhookEndpointSerializer):
    lastDelivery = serializers.SerializerMethodField()

    @extend_schema_field(WebhookLastDeliverySerializer(allow_null=True))
    def get_lastDelivery(self, endpoint) -> dict | None:  # noqa: N802
        status = getattr(endpoint, "last_status", None)
        if status is None:
            return None
        return WebhookLastDeliverySerializer({"status": status, "at": endpoint.last_at}).data


class WebhookEndpointWithSecretSerializer(WebhookEndpointSerializer):
    secret = serializers.CharField(help_text="The Standard Webhooks signing secret (whsec_...)")


class WebhookEndpointListSerializer(serializers.Serializer):
    data = WebhookEndpointListItemSerializer(many=True)  # type: ignore[assignment]  # a declared field, as DRF's metaclass takes it


class WebhookAttemptSerializer(serializers.Serializer):
    at = serializers.DateTimeField()
    statusCode = serializers.IntegerField(allow_null=True)
    durationMs = serializers.IntegerField()
    error = serializers.CharField(allow_blank=True)


class WebhookDeliverySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    eventId = serializers.UUIDField(source="event_id")
    eventType = serializers.CharField(source="event_type")
    caseId = serializers.IntegerField(source="case_id", allow_null=True)
    status = serializers.ChoiceField(choices=WebhookMessage.Status.choices)
    attempts = WebhookAttemptSerializer(many=True)
    createdAt = UtcDateTimeField(source="created_at")
    nextAttemptAt = serializers.SerializerMethodField()

    @extend_schema_field(serializers.DateTimeField(allow_null=True))
    def get_nextAttemptAt(self, message: WebhookMessage) -> str | None:  # noqa: N802
        if message.status in (WebhookMessage.Status.DELIVERED, WebhookMessage.Status.FAILED):
            return None
        return UtcDateTimeField().to_representation(message.next_attempt_at)


class WebhookDeliveryPageSerializer(serializers.Serializer):
    data = WebhookDeliverySerializer(many=True)  # type: ignore[assignment]  # a declared field, as DRF's metaclass takes it
    pagination = PaginationSerializer()


class WebhookDeliveryQuerySerializer(serializers.Serializer):
    page = WholeNumberField(required=False, default=1, min_value=1, max_value=selectors.MAX_PAGE)
    limit = WholeNumberField(
        required=False, default=selectors.DEFAULT_LIMIT, min_value=1, max_value=selectors.MAX_LIMIT
    )


class WebhookTestQueuedSerializer(serializers.Serializer):
    deliveryId = serializers.IntegerField()
