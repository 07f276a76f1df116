# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase, SPEC §3)
"""Request bodies of the privacy endpoints."""

from rest_framework import serializers

from accounts.numbers import IdListField


class LegalHoldSerializer(serializers.Serializer):
    hold = serializers.BooleanField()
    reason = serializers.CharField(max_length=500, allow_blank=True, required=False, default="")


class ErasureSerializer(serializers.Serializer):
    caseIds = IdListField(noun="case id", max_length=100_000)
    reason = serializers.CharField(max_length=500, allow_blank=True, required=False, default="")


class ErasureResultSerializer(serializers.Serializer):
    message = serializers.CharField()
    erased = serializers.IntegerField()
    pseudonym = serializers.CharField()


class RetentionSerializer(serializers.Serializer):
    enabled = serializers.BooleanField()
    months = serializers.IntegerField()
    appliesTo = serializers.ListField(child=serializers.CharField(max_length=32), max_length=20)


class RetentionPreviewSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    sample = serializers.ListField(child=serializers.DictField())


class SubjectAccessSerializer(serializers.Serializer):
    caseIds = IdListField(noun="case id", max_length=10_000)
