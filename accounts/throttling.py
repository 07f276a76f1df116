"""Sign-in throttle: failed sign-ins counted in Django's cache under three keys.

- The (account, address) pair is the lock-out key: LOGIN_MAX_FAILURES failures within
  LOGIN_FAILURE_WINDOW_SECONDS refuse that pair only, so one person's typos (or one attacker) never lock out the
  colleagues signing in from the same office router, nor the account's owner from their own address.
- The address, across accounts, against spraying: LOGIN_ADDRESS_MAX_FAILURES (far higher) refuse the address for
  every account.
- The account, across addresses, against distributed guessing: past LOGIN_ACCOUNT_MAX_FAILURES each further
  attempt must wait, since the account's last failure, a delay that doubles with every failure
  (LOGIN_ACCOUNT_DELAY_SECONDS, at most LOGIN_ACCOUNT_MAX_DELAY_SECONDS). A delay rather than a lock: guesses from
  elsewhere cost the owner at most that short wait, never the whole window.

Refused attempts are not counted, so a locked pair or a waiting account gains an attacker nothing. Each count
lives for the window from its first failure and then expires on its own (no permanent lock-out). With Redis as
the cache (REDIS_URL) the counts are shared by every server process; add() and incr() are atomic there, so
concurrent failures are all counted. The client address comes from DRF's `get_ident` (NUM_PROXIES), so with
NUM_PROXIES=0 a forged X-Forwarded-For header cannot start a fresh count.
"""

import hashlib
import math
import time

from django.conf import settings
from django.core.cache import cache

from rest_framework import exceptions
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

KEY_PREFIX = "login-failures"


class LoginThrottled(exceptions.Throttled):
    """429 with Retry-After (DRF sets the header from `wait`) and a message the login screen can show."""

    def __init__(self, wait: float):
        wait = max(1, math.ceil(wait))
        super().__init__(wait=None)
        self.wait = wait
        self.detail = exceptions.ErrorDetail(
            f"Too many failed sign-in attempts. Try again in {_duration(wait)}.", code=self.default_code
        )


def _duration(seconds: int) -> str:
    if seconds < 60:
        return f"{seconds} second" if seconds == 1 else f"{seconds} seconds"
    minutes = math.ceil(seconds / 60)
    return "1 minute" if minutes == 1 else f"{minutes} minutes"


def client_address(request: Request) -> str:
    return BaseThrottle().get_ident(request) or "unknown"


def _key(scope: str, *values: str) -> str:
    digest = hashlib.sha256("\0".join(values).encode()).hexdigest()
    return f"{KEY_PREFIX}:{scope}:{digest}"


def _scopes(*, email: str, address: str) -> tuple[str, str, str]:
    """The cache key stems of the (account, address) pair, the address and the account."""
    account = email.strip().lower()
    return _key("pair", account, address), _key("address", address), _key("account", account)


def account_delay_seconds(failures: int) -> float:
    """The wait after the account's last failure once it has `failures` (at least the account limit)."""
    doublings = min(failures - settings.LOGIN_ACCOUNT_MAX_FAILURES, 32)
    delay: float = settings.LOGIN_ACCOUNT_DELAY_SECONDS * 2**doublings
    limit: float = settings.LOGIN_ACCOUNT_MAX_DELAY_SECONDS
    return min(delay, limit)


def login_throttle_check(*, email: str, address: str) -> None:
    """Raise LoginThrottled while the pair or the address is locked, or the account's delay is running."""
    window = settings.LOGIN_FAILURE_WINDOW_SECONDS
    now = time.time()
    pair, by_address, account = _scopes(email=email, address=address)
    values = cache.get_many(
        [f"{pair}:count", f"{pair}:started", f"{by_address}:count", f"{by_address}:started"]
        + [f"{account}:count", f"{account}:last"]
    )
    waits = []
    for stem, limit in ((pair, settings.LOGIN_MAX_FAILURES), (by_address, settings.LOGIN_ADDRESS_MAX_FAILURES)):
        started = values.get(f"{stem}:started")
        if started is not None and values.get(f"{stem}:count", 0) >= limit:
            waits.append(started + window - now)
    failures, last = values.get(f"{account}:count", 0), values.get(f"{account}:last")
    if last is not None and failures >= settings.LOGIN_ACCOUNT_MAX_FAILURES:
        waits.append(last + account_delay_seconds(failures) - now)
    wait = max(waits, default=0)
    if wait > 0:
        raise LoginThrottled(wait=wait)


def _count(stem: str, *, now: float, window: int) -> int:
    count_key, started_key = f"{stem}:count", f"{stem}:started"
    # add() only writes when the key is absent, so the window runs from the first failure.
    cache.add(started_key, now, timeout=window)
    if cache.add(count_key, 1, timeout=window):
        return 1
    try:
        count = cache.incr(count_key)  # atomic in Redis, and keeps the key's expiry
    except ValueError:  # expired between add() and incr(): this failure opens a new window
        count = 0
    if count <= 1:
        # Redis INCR recreates a key that expired after Django's exists() check without an expiry: give it one.
        cache.set(count_key, 1, timeout=window)
        cache.set(started_key, now, timeout=window)
        count = 1
    return count


def login_failure_record(*, email: str, address: str) -> None:
    window = settings.LOGIN_FAILURE_WINDOW_SECONDS
    now = time.time()
    pair, by_address, account = _scopes(email=email, address=address)
    for stem in (pair, by_address, account):
        _count(stem, now=now, window=window)
    cache.set(f"{account}:last", now, timeout=window)


def login_failures_clear(*, email: str, address: str) -> None:
    """A successful sign-in clears its own pair only.

    Never the address's count (an attacker with one valid account could reset their spraying budget) nor the
    account's (the owner signing in must not hand a distributed guesser a fresh allowance).
    """
    pair, _, _ = _scopes(email=email, address=address)
    cache.delete_many([f"{pair}:count", f"{pair}:started"])


def password_reset_email_allowed(*, email: str) -> bool:
    """At most LOGIN_MAX_FAILURES reset e-mails per account per window, so the form cannot flood an inbox.

    The caller stays silent when this says no: the answer must not differ between accounts.
    """
    window = settings.LOGIN_FAILURE_WINDOW_SECONDS
    key = f"password-reset-emails:{hashlib.sha256(email.strip().lower().encode()).hexdigest()}"
    cache.add(key, 0, timeout=window)
    try:
        sent: int = cache.incr(key)
    except ValueError:
        cache.set(key, 1, timeout=window)
        sent = 1
    limit: int = settings.LOGIN_MAX_FAILURES
    return sent <= limit
