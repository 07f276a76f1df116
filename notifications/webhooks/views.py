"""The webhook endpoints' API (admins: the system_settings permission; everyone else 403). Thin: parse, call one
service or selector, answer."""

from django.core.exceptions import ValidationError

from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from notifications.webhooks import selectors, services
from notifications.webhooks.serializers import (
    WebhookDeliveryPageSerializer,
    WebhookDeliveryQuerySerializer,
    WebhookDeliverySerializer,
    WebhookEndpointInputSerializer,
    WebhookEndpointListItemSerializer,
    WebhookEndpointListSerializer,
    WebhookEndpointUpdateSerializer,
    WebhookEndpointWithSecretSerializer,
    WebhookTestQueuedSerializer,
)

ADMINS_ONLY = "Only admins manage webhooks."
OBJECT_BODY = "Send a JSON object."


def _body(request) -> dict:
    if not isinstance(request.data, dict):
        raise ValidationError(OBJECT_BODY)
    return request.data


class _AdminView(APIView):
    permission_classes = [HasPerm("system_settings", message=ADMINS_ONLY)]


class EndpointCollectionView(_AdminView):
    @extend_schema(
        summary="The webhook endpoints (no secrets)",
        operation_id="webhooks_list",
        responses={200: WebhookEndpointListSerializer},
    )
    def get(self, request):
        return Response({"data": WebhookEndpointListItemSerializer(selectors.endpoints_list(), many=True).data})

    @extend_schema(
        summary="Register a webhook endpoint; the answer holds its signing secret",
        request=WebhookEndpointInputSerializer,
        responses={201: WebhookEndpointWithSecretSerializer},
    )
    def post(self, request):
        body = _body(request)
        endpoint = services.endpoint_create(
            url=body.get("url"), events=body.get("events"), company=body.get("company"), actor=request.user
        )
        return Response(WebhookEndpointWithSecretSerializer(endpoint).data, status=status.HTTP_201_CREATED)


class EndpointDetailView(_AdminView):
    @extend_schema(
        summary="One webhook endpoint, with its signing secret", responses={200: WebhookEndpointWithSecretSerializer}
    )
    def get(self, request, endpoint_id: int):
        return Response(WebhookEndpointWithSecretSerializer(selectors.endpoint_get(endpoint_id=endpoint_id)).data)

    @extend_schema(
        summary="Change a webhook endpoint; active: true re-enables it",
        request=WebhookEndpointUpdateSerializer,
        responses={200: WebhookEndpointWithSecretSerializer},
    )
    def put(self, request, endpoint_id: int):
        endpoint = services.endpoint_update(
            endpoint=selectors.endpoint_get(endpoint_id=endpoint_id), data=_body(request)
        )
        return Response(WebhookEndpointWithSecretSerializer(endpoint).data)

    @extend_schema(summary="Delete a webhook endpoint and its delivery log", responses={204: None})
    def delete(self, request, endpoint_id: int):
        services.endpoint_delete(endpoint=selectors.endpoint_get(endpoint_id=endpoint_id))
        return Response(status=status.HTTP_204_NO_CONTENT)


class EndpointTestView(_AdminView):
    @extend_schema(
        summary="Queue a webhook.test event to the endpoint", request=None, responses={202: WebhookTestQueuedSerializer}
    )
    def post(self, request, endpoint_id: int):
        message = services.endpoint_test(endpoint=selectors.endpoint_get(endpoint_id=endpoint_id))
        return Response({"deliveryId": message.pk}, status=status.HTTP_202_ACCEPTED)


class DeliveryListView(_AdminView):
    @extend_schema(
        summary="The endpoint's deliveries (one per event), newest first, each with its attempts",
        parameters=[WebhookDeliveryQuerySerializer],
        responses={200: WebhookDeliveryPageSerializer},
    )
    def get(self, request, endpoint_id: int):
        query = WebhookDeliveryQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        endpoint = selectors.endpoint_get(endpoint_id=endpoint_id)
        rows, block = selectors.messages_page(endpoint=endpoint, **query.validated_data)
        return Response({"data": WebhookDeliverySerializer(rows, many=True).data, "pagination": block})


class DeliveryRetryView(_AdminView):
    @extend_schema(summary="Send a delivery again now, whatever its status", request=None, responses={202: None})
    def post(self, request, endpoint_id: int, delivery_id: int):
        endpoint = selectors.endpoint_get(endpoint_id=endpoint_id)
        services.message_retry(message=selectors.message_get(endpoint=endpoint, message_id=delivery_id))
        return Response(status=status.HTTP_202_ACCEPTED)
