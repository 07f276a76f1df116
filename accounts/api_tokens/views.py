"""The API token endpoints (admins: the system_settings permission). Thin: parse, call one service or selector,
serialize."""

from django.utils import timezone

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.response import Response

from accounts.api_tokens import selectors, services
from accounts.api_tokens.serializers import (
    ApiTokenCreatedSerializer,
    ApiTokenCreateSerializer,
    ApiTokenListSerializer,
    ApiTokenSerializer,
)
from accounts.permissions import HasPerm
from accounts.serializers import MessageSerializer
from accounts.views import AccountsView

ERRORS = {
    400: OpenApiResponse(MessageSerializer, description="Validation error: {message, errors}"),
    401: OpenApiResponse(MessageSerializer, description="Unauthorized"),
    403: OpenApiResponse(MessageSerializer, description="Forbidden"),
}
DENIED = "Only administrators can manage API tokens."


class ApiTokensView(AccountsView):
    permission_classes = [HasPerm("system_settings", message=DENIED)]

    @extend_schema(
        summary="API tokens, newest first (never their secrets)",
        responses={200: ApiTokenListSerializer, 401: ERRORS[401], 403: ERRORS[403]},
    )
    def get(self, request):
        tokens = selectors.api_tokens_list()
        data = ApiTokenSerializer(tokens, many=True, context={"now": timezone.now()}).data
        return Response({"data": data})

    @extend_schema(
        summary="Create an API token (its secret is in this answer only)",
        description=(
            "company: a company that has cases (GET /api/companies), or null for an internal token. scopes: one "
            "or more of cases:read, documents:read, documents:write, requests:read. expiresAt: in the future, or "
            "null for a token that never expires."
        ),
        request=ApiTokenCreateSerializer,
        responses={201: ApiTokenCreatedSerializer, **ERRORS},
    )
    def post(self, request):
        form = ApiTokenCreateSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        token, secret = services.api_token_create(
            actor=request.user,
            name=form.validated_data["name"],
            company=form.validated_data.get("company"),
            scopes=form.validated_data["scopes"],
            expires_at=form.validated_data.get("expiresAt"),
        )
        body = ApiTokenCreatedSerializer(token, context={"secret": secret}).data
        return Response(body, status=status.HTTP_201_CREATED)


class ApiTokenView(AccountsView):
    permission_classes = [HasPerm("system_settings", message=DENIED)]

    @extend_schema(
        summary="Revoke an API token (it fails at once)",
        responses={204: None, 401: ERRORS[401], 403: ERRORS[403], 404: OpenApiResponse(MessageSerializer)},
    )
    def delete(self, request, token_id: int):
        services.api_token_revoke(actor=request.user, token_id=token_id)
        return Response(status=status.HTTP_204_NO_CONTENT)
