"""Sign-in attempts racing each other: the throttle's limits hold however many arrive at once.

Each attempt reserves its place in the throttle's counts before the password or code is evaluated, so at most
LOGIN_MAX_FAILURES evaluations happen in a window whatever the concurrency. Evaluations are counted by wrapping
the password check (and the second-factor check), which pause a little to widen the race a real server has.
"""

import uuid

from django.test import override_settings

import pytest
import redis
from rest_framework.test import APIClient

from accounts.mfa import services as mfa_services
from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tests.mfa_support import LOGIN, OFFICE, VERIFY, enrol_totp, login, session_of
from accounts.tests.races import Counter, race

pytestmark = pytest.mark.django_db(transaction=True)

REDIS_LOCATION = "redis://127.0.0.1:6379/14"
PAUSE = 0.05


@pytest.fixture(params=["locmem", "redis"])
def any_cache(request):
    """The cache of the tests (locmem, one process) and of production (Redis, shared by every process)."""
    if request.param == "locmem":
        yield
        return
    prefix = f"casebook-race-test-{uuid.uuid4().hex}"
    config = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_LOCATION,
            "KEY_PREFIX": prefix,
        }
    }
    raw = redis.Redis.from_url(REDIS_LOCATION)
    try:
        with override_settings(CACHES=config):
            yield
    finally:
        keys = list(raw.scan_iter(match=f"{prefix}:*"))
        if keys:
            raw.delete(*keys)
        raw.close()


@pytest.fixture
def password_checks(monkeypatch) -> Counter:
    counter = Counter()
    monkeypatch.setattr(User, "check_password", counter.wrap(User.check_password, pause=PAUSE))
    return counter


def wrong_password(i: int) -> int:
    return (
        APIClient()
        .post(LOGIN, {"email": "target@example.com", "password": f"guess-{i}"}, format="json", REMOTE_ADDR=OFFICE)
        .status_code
    )


def test_forty_wrong_passwords_at_once_are_evaluated_at_most_five_times(any_cache, password_checks):
    UserFactory(email="target@example.com")

    statuses = race(wrong_password, range(40))

    assert password_checks.calls == 5
    assert sorted(statuses) == [401] * 5 + [429] * 35


def test_wrong_passwords_from_many_addresses_at_once_meet_the_account_limit(any_cache, password_checks, settings):
    settings.LOGIN_ACCOUNT_MAX_FAILURES = 3
    # A delay no loaded machine outruns: the race is about how many checks run, not how long the delay is.
    settings.LOGIN_ACCOUNT_DELAY_SECONDS = 60
    UserFactory(email="target@example.com")

    def guess(i: int) -> int:
        address = f"192.0.2.{i}"
        return (
            APIClient()
            .post(LOGIN, {"email": "target@example.com", "password": "wrong-guess"}, format="json", REMOTE_ADDR=address)
            .status_code
        )

    statuses = race(guess, range(12))

    # Three within the account's limit; past it each further attempt waits for the delay, one at a time.
    assert password_checks.calls == 3
    assert sorted(statuses) == [401] * 3 + [429] * 9


def test_a_right_password_racing_wrong_ones_is_never_evaluated_past_the_limit(any_cache, password_checks):
    UserFactory(email="target@example.com")

    statuses = race(wrong_password, range(20))
    right = login("target@example.com")

    assert password_checks.calls == 5
    assert sorted(statuses) == [401] * 5 + [429] * 15
    assert right.status_code == 429


@pytest.mark.postgres_only
def test_forty_wrong_codes_at_once_are_evaluated_at_most_five_times(monkeypatch):
    user = UserFactory(email="coder@example.com")
    enrolled = enrol_totp(session_of(user))
    tokens = [login(user.email).json()["mfaToken"] for _ in range(40)]
    wrong = "000000" if enrolled.code() != "000000" else "111111"
    checks = Counter()
    monkeypatch.setattr(
        mfa_services, "second_factor_code_check", checks.wrap(mfa_services.second_factor_code_check, pause=PAUSE)
    )

    def attempt(mfa_token: str) -> int:
        body = {"mfaToken": mfa_token, "code": wrong}
        return APIClient().post(VERIFY, body, format="json", REMOTE_ADDR=OFFICE).status_code

    statuses = race(attempt, tokens)

    assert checks.calls == 5
    assert sorted(statuses) == [400] * 5 + [429] * 35
