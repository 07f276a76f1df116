from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from cases.models import SavedView


class SavedViewInputSerializer(serializers.Serializer):
    """Shapes only; the rules (name, query, sharing) are the services'."""

    name = serializers.CharField(max_length=200, trim_whitespace=False, allow_blank=True)
    filters = serializers.JSONField()
    shared = serializers.BooleanField(default=False)


class SavedViewUpdateSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=200, trim_whitespace=False, allow_blank=True, required=False)
    filters = serializers.JSONField(required=False)
    shared = serializers.BooleanField(required=False)


class SavedViewOwnerSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(source="full_name")


@extend_schema_field({"type": "object", "additionalProperties": {"type": "string"}})
class QueryTextsField(serializers.JSONField):
    """A saved query as stored: the list's parameter names and their values, all text (saved_view_query)."""


class SavedViewSerializer(serializers.ModelSerializer):
    filters = QueryTextsField(help_text="The dashboard list's query parameters that were set, as text")
    shared = serializers.BooleanField()
    owner = SavedViewOwnerSerializer(read_only=True)
    canEdit = serializers.SerializerMethodField()  # noqa: N815 - the API's camelCase
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)  # noqa: N815
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)  # noqa: N815

    class Meta:
        model = SavedView
        fields = ["id", "name", "filters", "shared", "owner", "canEdit", "createdAt", "updatedAt"]

    def get_canEdit(self, view: SavedView) -> bool:  # noqa: N802
        request = self.context.get("request")
        return bool(request and view.owner_id == request.user.pk)
