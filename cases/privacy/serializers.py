# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase, guide: api#fields)
"""Request bodies of the privacy endpoints."""

from rest_framework import serializers

from accounts.numbers import IdListField
from cases.privacy import messages
from cases.serializers import CaseSerializer, PaginationSerializer


class LegalHoldSerializer(serializers.Serializer):
    hold = serializers.BooleanField()
    reason = serializers.CharField(max_length=500, allow_blank=True, required=False, default="")


class ChosenCasesSerializer(serializers.Serializer):
    """The cases to act on: the ones chosen on screen (caseIds), or every match of the search (query), whose
    count the screen showed (expectedCount)."""

    caseIds = IdListField(noun="case id", max_length=100_000, required=False)
    query = serializers.CharField(max_length=500, required=False, help_text="Every case this search finds")
    expectedCount = serializers.IntegerField(
        min_value=0, required=False, help_text="How many matches the screen showed: 409 if the search now finds more"
    )

    def validate(self, attrs):
        if ("caseIds" in attrs) == ("query" in attrs):
            raise serializers.ValidationError({"query": [messages.CASES_OR_QUERY]})
        return attrs


class ErasureSerializer(ChosenCasesSerializer):
    reason = serializers.CharField(max_length=500, allow_blank=True, required=False, default="")


class ErasureResultSerializer(serializers.Serializer):
    message = serializers.CharField()
    erased = serializers.IntegerField()
    pseudonym = serializers.CharField()


class RetentionSerializer(serializers.Serializer):
    enabled = serializers.BooleanField()
    months = serializers.IntegerField()
    appliesTo = serializers.ListField(child=serializers.CharField(max_length=32), max_length=20)


class RetentionSaveSerializer(RetentionSerializer):
    confirmCount = serializers.IntegerField(
        required=False,
        allow_null=True,
        default=None,
        help_text="Needed when the save leaves retention on with other settings: the number of cases its first "
        "run anonymises, as the preview said (409 stating the number otherwise)",
    )


class RetentionPreviewSerializer(serializers.Serializer):
    enabled = serializers.BooleanField()
    count = serializers.IntegerField(help_text="Cases the next run anonymises (0 while retention is off)")
    message = serializers.CharField()
    sample = serializers.ListField(child=serializers.DictField())


class SubjectAccessSerializer(ChosenCasesSerializer):
    caseIds = IdListField(noun="case id", max_length=10_000, required=False)


class SubjectPageSerializer(serializers.Serializer):
    data = CaseSerializer(many=True)  # type: ignore[assignment]  # a declared field, taken out of the class by DRF's metaclass
    pagination = PaginationSerializer()
