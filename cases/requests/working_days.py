"""Working days for the chasers: Monday to Friday in England, less its bank holidays (the `holidays` package)."""

from datetime import date, timedelta
from functools import lru_cache

import holidays


@lru_cache(maxsize=8)
def _bank_holidays(year: int) -> frozenset[date]:
    return frozenset(holidays.country_holidays("GB", subdiv="ENG", years=year))


def is_working_day(day: date) -> bool:
    return day.weekday() < 5 and day not in _bank_holidays(day.year)


def working_days_after(start: date, end: date) -> int:
    """How many working days lie in (start, end]: 0 when end is not after start."""
    count, day = 0, start + timedelta(days=1)
    while day <= end:
        count += is_working_day(day)
        day += timedelta(days=1)
    return count
