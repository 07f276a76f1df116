# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase, guide: api#fields)
"""JSON shapes of the duplicates endpoints (guide: api#fields Duplicate group, guide: api#endpoints Duplicates)."""

from datetime import UTC

from rest_framework import serializers

from accounts.numbers import IdListField, WholeNumberField
from cases.fields import API_NAMES
from cases.identifiers import IdentifierType, display_identifier
from cases.serializers import CaseFieldsSerializer, CaseSerializer, OptionalTextField
from duplicates.selectors import GROUP_PAGE_SIZES, GROUP_SORTS, DuplicateGroup
from duplicates.services import DUPLICATES_REQUIRED, MASTER_REQUIRED, MERGEABLE_FIELDS, REASON_REQUIRED

# --- Read shapes ------------------------------------------------------------------------------------------------


class DuplicateGroupSerializer(serializers.Serializer):
    identifier = serializers.CharField(
        help_text="One member's text for the identifier; pass it (URL-encoded) to the group's detail endpoint"
    )
    identifierType = serializers.ChoiceField(choices=IdentifierType.values)
    caseCount = serializers.IntegerField(help_text="Non-merged cases in the group (cancelled ones included)")
    lastUpdated = serializers.DateTimeField(
        help_text="The latest updatedAt among the group's cases (UTC, always with microseconds)"
    )

    def to_representation(self, group: DuplicateGroup) -> dict:
        # Built by hand: the list can hold tens of thousands of groups.
        return {
            "identifier": display_identifier(group.identifier_type, group.identifier) or group.key,
            "identifierType": group.identifier_type,
            "caseCount": group.case_count,
            "lastUpdated": group.last_updated.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
        }


class DuplicateSummarySerializer(serializers.Serializer):
    total = serializers.IntegerField()
    kamId = serializers.IntegerField()
    bhrukId = serializers.IntegerField()
    clientName = serializers.IntegerField()


class DuplicateGroupListSerializer(serializers.Serializer):
    groups = DuplicateGroupSerializer(many=True, help_text="Newest activity first; dismissed groups left out")
    summary = DuplicateSummarySerializer(help_text="Group counts per type, whatever the type filter")


class DismissalSerializer(serializers.Serializer):
    message = serializers.CharField()
    identifier = serializers.CharField()
    identifierType = serializers.ChoiceField(choices=IdentifierType.values)
    dismissedAt = serializers.DateTimeField()
    dismissedBy = serializers.CharField(help_text="E-mail of who dismissed it")


class MergeResultSerializer(serializers.Serializer):
    message = serializers.CharField()
    masterCase = CaseSerializer()
    mergedCaseIds = serializers.ListField(child=serializers.IntegerField())


# --- Request bodies ---------------------------------------------------------------------------------------------


class GroupListQuerySerializer(serializers.Serializer):
    type = serializers.CharField(required=False, allow_blank=True, help_text="kamId, bhrukId or clientName")

    def validate_type(self, value: str) -> str | None:
        if value in ("", "all"):
            return None
        if value not in IdentifierType.values:
            raise serializers.ValidationError("type must be one of kamId, bhrukId, clientName")
        return value


class GroupPageQuerySerializer(serializers.Serializer):
    """The paged list's query: `page` turns paging on; `identifierType` (or guide (api#endpoints) `type`) filters."""

    page = WholeNumberField(min_value=1, max_value=1_000_000)
    limit = serializers.ChoiceField(choices=GROUP_PAGE_SIZES, default=25)
    identifierType = serializers.CharField(required=False, allow_blank=True)
    sortBy = serializers.ChoiceField(choices=list(GROUP_SORTS), default="lastUpdated")
    sortOrder = serializers.ChoiceField(choices=["asc", "desc"], default="desc")

    def validate_identifierType(self, value: str) -> str | None:  # noqa: N802
        if value in ("", "all"):
            return None
        if value not in IdentifierType.values:
            raise serializers.ValidationError("identifierType must be one of all, kamId, bhrukId, clientName")
        return value

    def validate_limit(self, value: object) -> int:
        return int(value)  # type: ignore[call-overload]


class DuplicateGroupPageSerializer(serializers.Serializer):
    data = DuplicateGroupSerializer(many=True, help_text="One page of groups in the chosen order")  # type: ignore[assignment]
    pagination = serializers.DictField(help_text="currentPage, itemsPerPage, totalItems, totalPages, ...")
    summary = DuplicateSummarySerializer(help_text="Group counts per type, whatever the type filter")


class DismissRequestSerializer(serializers.Serializer):
    identifier = serializers.CharField(trim_whitespace=False, max_length=500)
    identifierType = serializers.ChoiceField(
        choices=IdentifierType.values,
        error_messages={"invalid_choice": "identifierType must be one of kamId, bhrukId, clientName"},
    )


class MergedDataSerializer(CaseFieldsSerializer):
    """The per-field values chosen on the merge screen: the case's own, user-visible data fields only."""

    externalUserId = OptionalTextField(max_length=500)
    createdAt = serializers.DateTimeField(required=False)
    reportType = OptionalTextField(max_length=255)
    name = OptionalTextField(max_length=255)
    email = OptionalTextField(max_length=254)
    originalStatus = OptionalTextField(max_length=100)

    FIELD_MAP = {API_NAMES[field]: field for field in MERGEABLE_FIELDS}


class MergeRequestSerializer(serializers.Serializer):
    masterCaseId = WholeNumberField(
        min_value=1,
        error_messages=dict.fromkeys(("required", "null", "invalid", "min_value"), MASTER_REQUIRED),
    )
    mergeReason = serializers.CharField(
        max_length=1000,
        error_messages={
            **dict.fromkeys(("required", "null", "blank"), REASON_REQUIRED),
            "max_length": "The merge reason must be at most 1,000 characters.",
        },
    )
    duplicateCaseIds = IdListField(
        noun="case id",
        max_length=10000,
        error_messages={"required": DUPLICATES_REQUIRED, "null": DUPLICATES_REQUIRED},
        help_text="Cases to merge into the master",
    )
    mergedData = serializers.DictField(
        required=False,
        default=dict,
        help_text="camelCase case fields (widget, externalUserId, createdAt, kamId, clientName, bhrukId, "
        "instructed, currentStatus, onHoldReason, invoiced, invoiceDate, invoiceNumber, miType, miAmount, "
        "notes, reportType, name, email, originalStatus) with the values the master takes; any other name is "
        "rejected",
    )

    def validate_mergedData(self, value: dict) -> dict:
        """Parsed values under model field names; unknown names and bad values are one message each."""
        unknown = [k for k in value if k not in MergedDataSerializer.FIELD_MAP]
        if unknown:
            raise serializers.ValidationError(f"These fields cannot be merged: {', '.join(unknown)}")
        inner = MergedDataSerializer(data=value)
        if not inner.is_valid():
            raise serializers.ValidationError(
                [f"{field}: {msg}" for field, msgs in inner.errors.items() for msg in msgs]
            )
        return {MergedDataSerializer.FIELD_MAP[k]: v for k, v in inner.validated_data.items()}
