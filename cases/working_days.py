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


def _weekdays_through(day: date) -> int:
    """Mondays to Fridays from 0001-01-01 (a Monday, ordinal 1) to `day` inclusive."""
    weeks, rest = divmod(day.toordinal(), 7)
    return weeks * 5 + min(rest, 5)


def working_days_after(start: date, end: date) -> int:
    """How many working days lie in (start, end]: 0 when end is not after start. Counted, not walked: a clock paused
    for years costs no more than one paused for a day."""
    if end <= start:
        return 0
    holidays_between = sum(
        1
        for year in range(start.year, end.year + 1)
        for day in _bank_holidays(year)
        if start < day <= end and day.weekday() < 5
    )
    return _weekdays_through(end) - _weekdays_through(start) - holidays_between


def add_working_days(start: date, days: int) -> date:
    """The `days`-th working day after `start` (`start` itself when days is 0)."""
    day = start
    while days > 10:
        # Whole weeks hold at most 5 working days each, so this jump never passes the answer.
        jump = day + timedelta(weeks=days // 5 - 1)
        days -= working_days_after(day, jump)
        day = jump
    while days > 0:
        day += timedelta(days=1)
        days -= is_working_day(day)
    return day
