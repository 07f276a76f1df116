# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
from rest_framework import serializers

from cases.models import ImportBatch


class ImportBatchSerializer(serializers.ModelSerializer):
    fileName = serializers.CharField(source="file_name")
    importedBy = serializers.CharField(source="actor_email")
    importedAt = serializers.DateTimeField(source="created_at")
    undone = serializers.SerializerMethodField()
    undoneAt = serializers.DateTimeField(source="undone_at")
    undoneBy = serializers.CharField(source="undone_by_email")
    undoReason = serializers.CharField(source="undo_reason")

    class Meta:
        model = ImportBatch
        fields = [
            "id",
            "fileName",
            "importedBy",
            "importedAt",
            "rows",
            "created",
            "skipped",
            "undone",
            "undoneAt",
            "undoneBy",
            "undoReason",
        ]

    def get_undone(self, batch: ImportBatch) -> bool:
        return batch.undone_at is not None


class ImportBatchDetailSerializer(ImportBatchSerializer):
    caseIds = serializers.ListField(child=serializers.IntegerField(), source="case_ids")

    class Meta(ImportBatchSerializer.Meta):
        fields = [*ImportBatchSerializer.Meta.fields, "caseIds"]


class UndoRequestSerializer(serializers.Serializer):
    reason = serializers.CharField(allow_blank=True, required=False, default="", trim_whitespace=False)
