"""Working days: Monday to Friday in England, less England and Wales bank holidays (the `holidays` package), dated
in Europe/London. The one calendar of the request chasers and the turnaround clock."""

from datetime import date, datetime, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo

from django.utils import timezone

import holidays

LONDON = ZoneInfo("Europe/London")


@lru_cache(maxsize=64)
def _bank_holidays(year: int) -> frozenset[date]:
    return frozenset(holidays.country_holidays("GB", subdiv="ENG", years=year))


def london_date(at: datetime) -> date:
    return at.astimezone(LONDON).date()


def london_today() -> date:
    return london_date(timezone.now())


def is_working_day(day: date) -> bool:
    return day.weekday() < 5 and day not in _bank_holidays(day.year)


def working_days_after(start: date, end: date) -> int:
    """How many working days lie in (start, end]: 0 when end is not after start."""
    count, day = 0, start + timedelta(days=1)
    while day <= end:
        count += is_working_day(day)
        day += timedelta(days=1)
    return count


def add_working_days(start: date, days: int) -> date:
    """The `days`-th working day after `start` (`start` itself when days is 0)."""
    day = start
    while days > 0:
        day += timedelta(days=1)
        days -= is_working_day(day)
    return day
