# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
"""The audit log's JSON rows (the table's columns) and the schema of its answers."""

from rest_framework import serializers

from cases.audit_log.selectors import field_changes, reference
from cases.serializers import PaginationSerializer, iso_datetime


class FieldChangeSerializer(serializers.Serializer):
    field = serializers.CharField()
    old = serializers.JSONField(allow_null=True)
    new = serializers.JSONField(allow_null=True)


class AuditLogRowSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    createdAt = serializers.DateTimeField()
    actorId = serializers.IntegerField(allow_null=True)
    actorEmail = serializers.CharField()
    action = serializers.CharField()
    caseId = serializers.IntegerField(allow_null=True)
    caseBhrukId = serializers.CharField(allow_null=True, help_text="None when the case has no ID or was deleted")
    caseCompany = serializers.CharField(allow_null=True)
    changes = serializers.JSONField(help_text='{"field": [old, new]} for updates; details for other actions')
    fields = FieldChangeSerializer(many=True, help_text="One entry per changed field (old is null for details)")  # type: ignore[assignment]  # declared field, taken out of the class by DRF's metaclass
    reference = serializers.CharField(help_text="Batch xxxxxxxx for a bulk action, Import #n for an import")

    def to_representation(self, event):
        return {
            "id": event.pk,
            "createdAt": iso_datetime(event.created_at),
            "actorId": event.actor_id,
            "actorEmail": event.actor_email,
            "action": event.action,
            "caseId": event.case_id,
            "caseBhrukId": event.case_bhruk_id,
            "caseCompany": event.case_company,
            "changes": event.changes,
            "fields": [{"field": f, "old": o, "new": n} for f, o, n in field_changes(event.action, event.changes)],
            "reference": reference(event.action, event.pk, event.batch),
        }


class AuditLogPaginationSerializer(PaginationSerializer):
    totalIsLowerBound = serializers.BooleanField(help_text="true when there are at least totalItems events")


class AuditLogPageSerializer(serializers.Serializer):
    data = AuditLogRowSerializer(many=True)  # type: ignore[assignment]  # a declared field, taken out of the class by DRF's metaclass
    pagination = AuditLogPaginationSerializer()


class AuditUserSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    email = serializers.CharField()
    name = serializers.CharField()
