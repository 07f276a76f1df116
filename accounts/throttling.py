"""Login throttle: failed sign-ins counted per account and per client address in Django's cache.

Each counter lives for LOGIN_FAILURE_WINDOW_SECONDS from its first failure and then expires on its own
(no permanent lock-out). With Redis as the cache (REDIS_URL) the counts are shared by every server process.
The client address comes from DRF's `get_ident`, which with NUM_PROXIES=0 is REMOTE_ADDR only, so a forged
X-Forwarded-For header cannot start a fresh count.
"""

import hashlib
import math
import time

from django.conf import settings
from django.core.cache import cache

from rest_framework import exceptions
from rest_framework.throttling import BaseThrottle

KEY_PREFIX = "login-failures"


class LoginThrottled(exceptions.Throttled):
    """429 with Retry-After (DRF sets the header from `wait`) and a message the login screen can show."""

    def __init__(self, wait: float):
        wait = max(1, math.ceil(wait))
        minutes = max(1, math.ceil(wait / 60))
        unit = "minute" if minutes == 1 else "minutes"
        super().__init__(wait=None)
        self.wait = wait
        self.detail = exceptions.ErrorDetail(
            f"Too many failed sign-in attempts. Try again in {minutes} {unit}.", code=self.default_code
        )


def client_address(request) -> str:
    return BaseThrottle().get_ident(request) or "unknown"


def _keys(scope: str, value: str) -> tuple[str, str]:
    digest = hashlib.sha256(value.encode()).hexdigest()
    return f"{KEY_PREFIX}:{scope}:{digest}:count", f"{KEY_PREFIX}:{scope}:{digest}:started"


def _scopes(*, email: str, address: str) -> list[tuple[str, str]]:
    return [_keys("account", email.strip().lower()), _keys("address", address)]


def login_throttle_check(*, email: str, address: str) -> None:
    """Raise LoginThrottled when the account or the address has used up its failures for the window."""
    window = settings.LOGIN_FAILURE_WINDOW_SECONDS
    now = time.time()
    waits = []
    for count_key, started_key in _scopes(email=email, address=address):
        values = cache.get_many([count_key, started_key])
        if values.get(count_key, 0) >= settings.LOGIN_MAX_FAILURES:
            started = values.get(started_key, now)
            waits.append(started + window - now)
    if waits:
        raise LoginThrottled(wait=max(waits))


def login_failure_record(*, email: str, address: str) -> None:
    window = settings.LOGIN_FAILURE_WINDOW_SECONDS
    for count_key, started_key in _scopes(email=email, address=address):
        # add() only writes when the key is absent, so the window runs from the first failure;
        # incr() is atomic in Redis and keeps the key's expiry.
        cache.add(started_key, time.time(), timeout=window)
        cache.add(count_key, 0, timeout=window)
        try:
            cache.incr(count_key)
        except ValueError:  # expired between add() and incr(): this failure opens a new window
            cache.set(count_key, 1, timeout=window)
            cache.set(started_key, time.time(), timeout=window)


def login_failures_clear(*, email: str) -> None:
    """A successful sign-in clears the account's count (never the address's, which an attacker could reset)."""
    cache.delete_many(list(_keys("account", email.strip().lower())))


def password_reset_email_allowed(*, email: str) -> bool:
    """At most LOGIN_MAX_FAILURES reset e-mails per account per window, so the form cannot flood an inbox.

    The caller stays silent when this says no: the answer must not differ between accounts.
    """
    window = settings.LOGIN_FAILURE_WINDOW_SECONDS
    key = f"password-reset-emails:{hashlib.sha256(email.strip().lower().encode()).hexdigest()}"
    cache.add(key, 0, timeout=window)
    try:
        sent = cache.incr(key)
    except ValueError:
        cache.set(key, 1, timeout=window)
        sent = 1
    return sent <= settings.LOGIN_MAX_FAILURES
