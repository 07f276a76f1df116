# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase, guide: api#fields)
"""Request and response shapes of the API token endpoints."""

from django.utils import timezone

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from accounts.api_tokens import selectors
from accounts.api_tokens.scopes import SCOPE_CHOICES
from accounts.models import ApiToken

NAME_LENGTH = "The name must be 1 to 100 characters."


class ApiTokenCreateSerializer(serializers.Serializer):
    name = serializers.CharField(
        max_length=100, error_messages={"required": NAME_LENGTH, "blank": NAME_LENGTH, "max_length": NAME_LENGTH}
    )
    company = serializers.CharField(
        max_length=255, allow_null=True, allow_blank=True, required=False, help_text="None for an internal token."
    )
    # The service checks each value (one message naming the unknown scope), so any strings are accepted here.
    scopes = serializers.ListField(child=serializers.CharField(max_length=50), max_length=len(SCOPE_CHOICES) * 2)
    expiresAt = serializers.DateTimeField(allow_null=True, required=False, help_text="None: never expires.")


class ApiTokenCreatorSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(source="full_name")


class ApiTokenSerializer(serializers.ModelSerializer):
    company = serializers.SerializerMethodField()
    scopes = serializers.ListField(child=serializers.ChoiceField(choices=SCOPE_CHOICES))
    expiresAt = serializers.DateTimeField(source="expires_at", allow_null=True)
    createdAt = serializers.DateTimeField(source="created_at")
    createdBy = ApiTokenCreatorSerializer(source="created_by", allow_null=True)
    lastUsedAt = serializers.DateTimeField(source="last_used_at", allow_null=True)
    lastUsedIp = serializers.IPAddressField(source="last_used_ip", allow_null=True)
    revokedAt = serializers.DateTimeField(source="revoked_at", allow_null=True)
    state = serializers.SerializerMethodField()

    class Meta:
        model = ApiToken
        fields = [
            "id",
            "name",
            "company",
            "scopes",
            "prefix",
            "expiresAt",
            "createdAt",
            "createdBy",
            "lastUsedAt",
            "lastUsedIp",
            "revokedAt",
            "state",
        ]
        read_only_fields = fields

    def get_company(self, token: ApiToken) -> str | None:
        return token.company or None

    @extend_schema_field(serializers.ChoiceField(choices=[selectors.ACTIVE, selectors.EXPIRED, selectors.REVOKED]))
    def get_state(self, token: ApiToken) -> str:
        return selectors.api_token_state(token, now=self.context.get("now") or timezone.now())


class ApiTokenListSerializer(serializers.Serializer):
    data = ApiTokenSerializer(many=True)  # type: ignore[assignment]  # a declared field, taken out of the class by DRF's metaclass


class ApiTokenCreatedSerializer(serializers.ModelSerializer):
    company = serializers.SerializerMethodField()
    scopes = serializers.ListField(child=serializers.ChoiceField(choices=SCOPE_CHOICES))
    token = serializers.SerializerMethodField(help_text="The secret: shown this once, never again.")
    expiresAt = serializers.DateTimeField(source="expires_at", allow_null=True)
    createdAt = serializers.DateTimeField(source="created_at")

    class Meta:
        model = ApiToken
        fields = ["id", "name", "company", "scopes", "prefix", "token", "expiresAt", "createdAt"]
        read_only_fields = fields

    def get_company(self, token: ApiToken) -> str | None:
        return token.company or None

    def get_token(self, token: ApiToken) -> str:
        return self.context["secret"]
