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

Every attempt takes its place in the three counts before its password or code is evaluated (`login_attempt`),
atomically, so attempts racing each other never get past a limit: at most LOGIN_MAX_FAILURES of them are
evaluated per pair and window, however many arrive at once. A success or an attempt that was neither right nor
wrong gives its places back; refused attempts are not counted, so a locked pair or a waiting account gains an
attacker nothing. Each count lives for the window from the attempt that opened it and then expires on its own
(no permanent lock-out). With Redis as the cache (REDIS_URL) the counts are shared by every server process;
add(), incr() and decr() are atomic there, and so are they in locmem within one process. The client address
comes from DRF's `get_ident` (NUM_PROXIES), so with NUM_PROXIES=0 a forged X-Forwarded-For header cannot start a
fresh count.
"""

import contextlib
import hashlib
import math
import time
from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings
from django.core.cache import cache

from rest_framework import exceptions
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

KEY_PREFIX = "login-failures"
# How long an attempt past the account's limit holds the account's turn at most (if its process dies mid-way).
TURN_SECONDS = 60


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


def _waits(*, pair: str, by_address: str, account: str, now: float) -> float:
    """How long until the pair, the address and the account are all open again (0 when they are)."""
    window = settings.LOGIN_FAILURE_WINDOW_SECONDS
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
    return max(waits, default=0)


def _count_up(stem: str, *, now: float, window: int) -> int:
    count_key, started_key = f"{stem}:count", f"{stem}:started"
    # add() only writes when the key is absent, so the window runs from the attempt that opened it.
    cache.add(started_key, now, timeout=window)
    if cache.add(count_key, 1, timeout=window):
        return 1
    try:
        count = cache.incr(count_key)  # atomic in Redis, and keeps the key's expiry
    except ValueError:  # expired between add() and incr(): this attempt opens a new window
        count = 0
    if count <= 1:
        # Redis INCR recreates a key that expired after Django's exists() check without an expiry: give it one.
        cache.set(count_key, 1, timeout=window)
        cache.set(started_key, now, timeout=window)
        count = 1
    return count


def _count_down(stem: str) -> None:
    with contextlib.suppress(ValueError):  # the window ended meanwhile: nothing left to give back
        cache.decr(f"{stem}:count")


class LoginAttempt:
    """One evaluation of a password or a second factor, whose place in the three counts is already taken.

    Settle it once: `failed()` keeps the place as a failure; `succeeded()` clears the pair and gives the
    address's and the account's places back; `withdrawn()` gives every place back (neither right nor wrong, e.g.
    the right password of a user who still owes a second factor, so a known password buys no fresh guesses).
    """

    def __init__(self, *, pair: str, by_address: str, account: str, turn: bool):
        self._pair, self._by_address, self._account, self._turn = pair, by_address, account, turn
        self.settled = False

    def failed(self) -> None:
        now = time.time()
        cache.set(f"{self._account}:last", now, timeout=settings.LOGIN_FAILURE_WINDOW_SECONDS)
        self._settle()

    def succeeded(self) -> None:
        """Clears its own pair only: never the address's count (an attacker with one valid account could reset
        their spraying budget) nor the account's (the owner signing in must not hand a distributed guesser a
        fresh allowance)."""
        cache.delete_many([f"{self._pair}:count", f"{self._pair}:started"])
        _count_down(self._by_address)
        _count_down(self._account)
        self._settle()

    def withdrawn(self) -> None:
        for stem in (self._pair, self._by_address, self._account):
            _count_down(stem)
        self._settle()

    def _settle(self) -> None:
        if self.settled:
            raise RuntimeError("A sign-in attempt is settled once.")
        if self._turn:
            cache.delete(f"{self._account}:turn")
        self.settled = True


def _reserve(*, email: str, address: str) -> LoginAttempt:
    """Take the attempt's place in the pair's, the address's and the account's counts, or raise LoginThrottled.

    The counts are raised before anything is evaluated (atomically: add/incr), and an attempt whose own count
    passes a limit gives its places back and is refused, so however many attempts race, at most the limit of
    them are evaluated. Past the account's limit only one attempt at a time (the account's turn) may go once
    the delay since the last failure has passed.
    """
    window = settings.LOGIN_FAILURE_WINDOW_SECONDS
    now = time.time()
    pair, by_address, account = _scopes(email=email, address=address)
    taken: list[str] = []
    allowed, turn = True, False
    for stem, limit in ((pair, settings.LOGIN_MAX_FAILURES), (by_address, settings.LOGIN_ADDRESS_MAX_FAILURES)):
        taken.append(stem)
        if _count_up(stem, now=now, window=window) > limit:
            allowed = False
            break
    if allowed:
        taken.append(account)
        count = _count_up(account, now=now, window=window)
        if count > settings.LOGIN_ACCOUNT_MAX_FAILURES:
            last = cache.get(f"{account}:last")
            # No last failure yet means the attempts within the limit are still being evaluated: wait for them.
            waited = last is not None and now >= last + account_delay_seconds(count - 1)
            turn = waited and cache.add(f"{account}:turn", now, timeout=TURN_SECONDS)
            allowed = turn
    if not allowed:
        for stem in taken:
            _count_down(stem)
        raise LoginThrottled(wait=_waits(pair=pair, by_address=by_address, account=account, now=now))
    return LoginAttempt(pair=pair, by_address=by_address, account=account, turn=turn)


@contextmanager
def login_attempt(*, email: str, address: str) -> Iterator[LoginAttempt]:
    """Evaluate one password or second factor inside: LoginThrottled (429) when no place is left.

    Settle the attempt inside the block; one left unsettled (an unexpected error) counts as a failure.
    """
    attempt = _reserve(email=email, address=address)
    try:
        yield attempt
    finally:
        if not attempt.settled:
            attempt.failed()


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
