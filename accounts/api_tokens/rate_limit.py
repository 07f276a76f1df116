"""The per-token rate limit (API_TOKEN_RATE_LIMIT, "N/second|minute|hour"), counted in Django's cache.

With REDIS_URL the cache is Redis, so every web process counts into the same key; add() and incr() are atomic
there. A fixed window: the count of the current window (its start in the key) against N, the wait being the rest
of the window.
"""

import math
from time import time as clock

from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import ImproperlyConfigured

from rest_framework import exceptions

KEY_PREFIX = "api-token-rate"
PERIODS = {"second": 1, "minute": 60, "hour": 3600}


def parse_rate(value: str) -> tuple[int, int]:
    """(requests, period in seconds) of "600/minute"."""
    count, _, unit = value.strip().partition("/")
    try:
        requests = int(count)
    except ValueError:
        requests = -1
    if requests < 1 or unit.strip() not in PERIODS:
        raise ImproperlyConfigured(
            f'API_TOKEN_RATE_LIMIT must look like "600/minute" (second, minute or hour): {value!r}'
        )
    return requests, PERIODS[unit.strip()]


class TokenThrottled(exceptions.Throttled):
    """429; DRF sets Retry-After from `wait`."""

    def __init__(self, wait: float):
        seconds = max(1, math.ceil(wait))
        super().__init__(wait=seconds)
        unit = "second" if seconds == 1 else "seconds"
        self.detail = exceptions.ErrorDetail(
            f"This API token has made too many requests. Try again in {seconds} {unit}.", code=self.default_code
        )


def api_token_rate_check(*, token_id: int) -> None:
    """Count one request of the token; raise TokenThrottled when it is over the limit of the current window."""
    limit, period = parse_rate(settings.API_TOKEN_RATE_LIMIT)
    now = clock()
    window = int(now // period)
    key = f"{KEY_PREFIX}:{token_id}:{period}:{window}"
    # The key outlives its window a little, so a count never vanishes while its window is still current.
    cache.add(key, 0, timeout=period + 1)
    try:
        count = cache.incr(key)
    except ValueError:  # evicted between add and incr: start again
        cache.add(key, 1, timeout=period + 1)
        count = 1
    if count > limit:
        raise TokenThrottled(wait=(window + 1) * period - now)
