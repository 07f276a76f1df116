"""Shared steps of the turnaround tests: moments in London, and the clock columns of a case."""

from datetime import date, datetime
from zoneinfo import ZoneInfo

from freezegun import freeze_time

from cases.models import Case
from cases.turnaround.clock import COLUMNS

LONDON = ZoneInfo("Europe/London")


def at(day: str, hour: int = 10) -> datetime:
    return datetime.combine(date.fromisoformat(day), datetime.min.time(), tzinfo=LONDON).replace(hour=hour)


def frozen(day: str, hour: int = 10):
    return freeze_time(at(day, hour))


def columns(case_id: int) -> dict:
    return Case.objects.filter(pk=case_id).values(*COLUMNS.values()).get()
