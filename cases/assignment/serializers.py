# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
"""The assignment endpoints' request bodies."""

from rest_framework import serializers

from accounts.numbers import IdListField, WholeNumberField


class AssigneeSerializer(serializers.Serializer):
    assigneeId = WholeNumberField(
        allow_null=True,
        min_value=1,
        help_text="The user to handle the case (an active admin, manager or staff); null: nobody",
    )


class BatchAssignSerializer(AssigneeSerializer):
    ids = IdListField(noun="case id", allow_empty=False, max_length=10000, help_text="Case ids")
