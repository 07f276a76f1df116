# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
"""The OpenAPI schema of the report answers (the selectors build plain dicts)."""

from rest_framework import serializers


class AgeingRowSerializer(serializers.Serializer):
    key = serializers.CharField(help_text="need_instructions, on_hold:<reason> or in_production")
    label = serializers.CharField()  # type: ignore[assignment]  # a declared field, taken out of the class by DRF's metaclass
    counts = serializers.ListField(child=serializers.IntegerField(), help_text="One count per bucket")
    total = serializers.IntegerField()


class AgeingSerializer(serializers.Serializer):
    asOf = serializers.DateTimeField()
    buckets = serializers.ListField(child=serializers.CharField())
    rows = AgeingRowSerializer(many=True)


class WeekSerializer(serializers.Serializer):
    weekStart = serializers.DateField(help_text="The Monday (Europe/London)")
    created = serializers.IntegerField()
    sent = serializers.IntegerField()
    cancelled = serializers.IntegerField()
    merged = serializers.IntegerField()


class ThroughputTotalsSerializer(serializers.Serializer):
    created = serializers.IntegerField()
    sent = serializers.IntegerField()
    cancelled = serializers.IntegerField()
    merged = serializers.IntegerField()


class ThroughputSerializer(serializers.Serializer):
    dateFrom = serializers.DateField()
    dateTo = serializers.DateField()
    weeks = WeekSerializer(many=True)
    totals = ThroughputTotalsSerializer()


class SendTimeSerializer(serializers.Serializer):
    cases = serializers.IntegerField()
    medianDays = serializers.FloatField()
    p90Days = serializers.FloatField()


class CompanySendTimeSerializer(SendTimeSerializer):
    company = serializers.CharField()


class TimeToSendSerializer(serializers.Serializer):
    dateFrom = serializers.DateField()
    dateTo = serializers.DateField()
    rows = CompanySendTimeSerializer(many=True)
    overall = SendTimeSerializer(allow_null=True)


class TurnaroundRowSerializer(serializers.Serializer):
    month = serializers.CharField(help_text="YYYY-MM: the month the cases were Sent (Europe/London)")
    company = serializers.CharField(help_text='A company, or "All companies" (every month has one)')
    sent = serializers.IntegerField()
    onTime = serializers.IntegerField(help_text="Sent on or before their due date")
    onTimeRate = serializers.FloatField(allow_null=True, help_text="onTime / sent to 3 decimals; null when none sent")
    medianWorkingDays = serializers.FloatField(allow_null=True, help_text="Working days used (a .5 between two)")
    medianPausedDays = serializers.FloatField(allow_null=True)


class TurnaroundReportSerializer(serializers.Serializer):
    rows = TurnaroundRowSerializer(many=True)


class WorkloadCountsSerializer(serializers.Serializer):
    open = serializers.IntegerField(help_text="Open cases: not Sent, cancelled or merged")
    byStatus = serializers.DictField(child=serializers.IntegerField(), help_text="Per status (every open status)")
    byTurnaround = serializers.DictField(
        child=serializers.IntegerField(), help_text="overdue, due_soon, on_track, paused, not_started"
    )


class WorkloadHandlerSerializer(WorkloadCountsSerializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class WorkloadSerializer(serializers.Serializer):
    handlers = WorkloadHandlerSerializer(many=True)
    unassigned = WorkloadCountsSerializer()
    asOf = serializers.DateField(help_text="The London date the turnaround states are read against")
