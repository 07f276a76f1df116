# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
"""The audit log's JSON rows (the table's columns) and the schema of its answers."""

from rest_framework import serializers

from cases.audit_log.display import readable_changes
from cases.audit_log.selectors import case_display_name, reference
from cases.serializers import AuditEventSerializer, PaginationSerializer, iso_datetime


class FieldChangeSerializer(serializers.Serializer):
    field = serializers.CharField()
    old = serializers.JSONField(allow_null=True)
    new = serializers.JSONField(allow_null=True)
    # Declared fields leave the class (DRF's metaclass), so this does not shadow Field.label at run time.
    label = serializers.CharField(  # type: ignore[assignment]
        help_text="The field as users know it: Current Status, MI Amount (£), Merged Into"
    )
    oldText = serializers.CharField(help_text="old as users read it (labels, Yes/No, £, London time); '' for details")
    newText = serializers.CharField(help_text="new as users read it; cases named by BHR UK ID")


class AuditLogRowSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    createdAt = serializers.DateTimeField()
    actorId = serializers.IntegerField(allow_null=True)
    actorEmail = serializers.CharField()
    action = serializers.CharField()
    caseId = serializers.IntegerField(allow_null=True)
    caseBhrukId = serializers.CharField(allow_null=True, help_text="None when the case has no ID or was deleted")
    caseCompany = serializers.CharField(allow_null=True)
    caseLabel = serializers.CharField(
        allow_null=True, help_text="The case as users know it (BHR UK ID), '… (deleted)' once deleted; null for none"
    )
    changes = serializers.JSONField(help_text='{"field": [old, new]} for updates; details for other actions')
    fields = FieldChangeSerializer(many=True, help_text="One entry per changed field (old is null for details)")  # type: ignore[assignment]  # declared field, taken out of the class by DRF's metaclass
    reference = serializers.CharField(help_text="Batch xxxxxxxx for a bulk action, Import #n for an import")

    def to_representation(self, event):
        names = self.context.get("case_names", {})
        return {
            "id": event.pk,
            "createdAt": iso_datetime(event.created_at),
            "actorId": event.actor_id,
            "actorEmail": event.actor_email,
            "action": event.action,
            "caseId": event.case_id,
            "caseBhrukId": event.case_bhruk_id,
            "caseCompany": event.case_company,
            "caseLabel": _case_label(event),
            "changes": event.changes,
            "fields": readable_changes(event.action, event.changes, names),
            "reference": reference(event.action, event.pk, event.batch),
        }


class CaseHistoryEventSerializer(AuditEventSerializer):
    """One event of a case's history (GET /api/cases/{id}/history): as stored, and its lines as the audit log
    reads them (the one formatter, display.readable_changes). Context: case_names, the cases the events name."""

    fields = FieldChangeSerializer(many=True, help_text="One entry per changed field (old is null for details)")  # type: ignore[assignment]  # declared field, taken out of the class by DRF's metaclass

    class Meta(AuditEventSerializer.Meta):
        fields = [*AuditEventSerializer.Meta.fields, "fields"]

    def to_representation(self, event):
        names = self.context.get("case_names", {})
        return {**super().to_representation(event), "fields": readable_changes(event.action, event.changes, names)}


def _case_label(event) -> str | None:
    if event.case_id is None:
        return None
    if event.case_company is not None:
        return case_display_name(
            bhruk_id=event.case_bhruk_id, company=event.case_company, client_name=event.case_client_name
        )
    # Deleted: a delete or an import undo recorded what the case was.
    recorded = getattr(event, "deleted_bhruk_id", None)
    return f"{recorded} (deleted)" if recorded else "Deleted case"


class AuditLogPaginationSerializer(PaginationSerializer):
    totalIsLowerBound = serializers.BooleanField(help_text="true when there are at least totalItems events")


class AuditLogPageSerializer(serializers.Serializer):
    data = AuditLogRowSerializer(many=True)  # type: ignore[assignment]  # a declared field, taken out of the class by DRF's metaclass
    pagination = AuditLogPaginationSerializer()


class AuditUserSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    email = serializers.CharField()
    name = serializers.CharField()
