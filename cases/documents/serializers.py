# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
"""The documents' JSON shape and request bodies."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from cases.access import is_client
from cases.documents import messages
from cases.models import CaseDocument
from cases.serializers import iso_datetime


class UploaderSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(help_text="The staff member's full name (else e-mail)")


class DocumentSerializer(serializers.Serializer):
    """A document attached to a case."""

    # Expects the uploader fetched with it; context["viewer"] is the user asking (a client gets uploadedBy null:
    # clients never see staff names).

    id = serializers.IntegerField()
    caseId = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=CaseDocument.Kind.choices)
    name = serializers.CharField(help_text='The uploaded file\'s name; "" once erased')
    size = serializers.IntegerField(help_text="Bytes")
    contentType = serializers.CharField(help_text="Sniffed from the bytes")
    sha256 = serializers.CharField()
    visibleToClient = serializers.BooleanField()
    uploadedBy = UploaderSerializer(allow_null=True, help_text="null for a client, or when the uploader is gone")
    uploadedAt = serializers.DateTimeField()
    erased = serializers.BooleanField(help_text="Erased: the file and its name are gone, the record stays")

    def to_representation(self, document: CaseDocument) -> dict:
        viewer = self.context.get("viewer")
        uploader = document.uploaded_by
        show_uploader = uploader is not None and viewer is not None and not is_client(viewer)
        return {
            "id": document.pk,
            "caseId": document.case_id,
            "kind": document.kind,
            "name": document.name,
            "size": document.size,
            "contentType": document.content_type,
            "sha256": document.sha256,
            "visibleToClient": document.visible_to_client,
            "uploadedBy": {"id": uploader.pk, "name": uploader.full_name} if show_uploader and uploader else None,
            "uploadedAt": iso_datetime(document.uploaded_at),
            "erased": document.erased_at is not None,
        }


@extend_schema_field(OpenApiTypes.BOOL)
class FlagField(serializers.Field):
    """ "true"/"false" as a multipart form sends them (and JSON booleans)."""

    default_error_messages = {"invalid": messages.BAD_VISIBLE}

    def to_internal_value(self, data: object) -> bool:
        if isinstance(data, bool):
            return data
        text = str(data).strip().lower()
        if text in ("true", "1", "yes", "on"):
            return True
        if text in ("false", "0", "no", "off"):
            return False
        self.fail("invalid")
        return False  # pragma: no cover - fail raises

    def to_representation(self, value: bool) -> bool:
        return value


class DocumentUploadSerializer(serializers.Serializer):
    """The multipart body's fields besides the file (which the view takes from request.FILES: its checks are the
    service's, in the documents' own words)."""

    kind = serializers.CharField(required=False, allow_blank=True, default=None, allow_null=True)
    visibleToClient = FlagField(required=False, default=None, allow_null=True)


class DocumentVisibilitySerializer(serializers.Serializer):
    visibleToClient = FlagField()
