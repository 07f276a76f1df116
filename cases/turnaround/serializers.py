# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
"""The clock in a case answer, and the targets' setting."""

from datetime import UTC
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from cases.turnaround.clock import clock_from_case, clock_view
from cases.turnaround.states import TurnaroundState, state_of
from cases.working_days import london_today


class TurnaroundSerializer(serializers.Serializer):
    targetDays = serializers.IntegerField(
        allow_null=True, help_text="Working days the clock runs to; null until it starts"
    )
    startedAt = serializers.DateTimeField(
        allow_null=True, help_text="When the case was instructed (this clock's start)"
    )
    dueDate = serializers.DateField(
        allow_null=True,
        help_text="Europe/London; null when not started or paused (a pause moves it on: it is shown again on resuming)",
    )
    workingDaysUsed = serializers.IntegerField(
        help_text="Working days since the start day (day 0), less the paused ones"
    )
    workingDaysPaused = serializers.IntegerField()
    state = serializers.ChoiceField(choices=TurnaroundState.choices)


def turnaround_answer(case: Any) -> dict[str, Any]:
    """The clock as the API shows it today, from the case's stored columns (no query)."""
    clock = clock_from_case(case)
    today = london_today()
    view = clock_view(clock, today=today)
    started = view.started_at.astimezone(UTC).isoformat().replace("+00:00", "Z") if view.started_at else None
    return {
        "targetDays": view.target_days,
        "startedAt": started,
        "dueDate": view.due.isoformat() if view.due else None,
        "workingDaysUsed": view.working_days_used,
        "workingDaysPaused": view.working_days_paused,
        "state": state_of(phase=clock.phase, due=clock.due, today=today),
    }


@extend_schema_field(TurnaroundSerializer)
class TurnaroundField(serializers.Field):
    """A case's `turnaround` (source="*": the case itself)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(source="*", read_only=True, **kwargs)

    def to_representation(self, value: Any) -> dict[str, Any]:
        return turnaround_answer(value)


class TurnaroundTargetsSerializer(serializers.Serializer):
    defaultTargetDays = serializers.IntegerField(help_text="Working days, 1-250; 10 unless changed")
    companies = serializers.DictField(
        child=serializers.IntegerField(), help_text='Targets per company, matched ignoring case: {"Kind": 5}'
    )


class TurnaroundTargetsSaveSerializer(serializers.Serializer):
    """Taken as sent: cases.turnaround.targets checks it and names the field at fault."""

    defaultTargetDays = serializers.JSONField(required=False, default=None, help_text="Working days, 1-250")
    companies = serializers.JSONField(
        required=False, default=dict, help_text='Targets per company, matched ignoring case: {"Kind": 5}; all of them'
    )
