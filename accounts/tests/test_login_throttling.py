"""Sign-in throttling (accounts/throttling.py) as an API client sees it: 401s, then 429 with Retry-After."""

import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

from django.conf import settings as django_settings
from django.core.cache import caches
from django.test import override_settings

import pytest
import redis

from accounts.tests.factories import DEFAULT_PASSWORD, UserFactory
from accounts.throttling import login_attempt

pytestmark = pytest.mark.django_db

LOGIN = "/api/auth/login"
OFFICE = "10.0.0.1"
HOME = "10.0.0.2"
REDIS_LOCATION = "redis://127.0.0.1:6379/7"
ROOT = Path(__file__).resolve().parents[2]


def login(client, email, password, ip=OFFICE, **headers):
    return client.post(LOGIN, {"email": email, "password": password}, format="json", REMOTE_ADDR=ip, **headers)


def fail(client, email, ip=OFFICE, **headers):
    response = login(client, email, "wrong-password", ip=ip, **headers)
    assert response.status_code == 401, response.content
    return response


def login_failure_record(*, email: str, address: str) -> None:
    with login_attempt(email=email, address=address) as attempt:
        attempt.failed()


def assert_refused(response, retry_after: int, wait_text: str):
    assert response.status_code == 429
    assert response["Retry-After"] == str(retry_after)
    assert response.json() == {"message": f"Too many failed sign-in attempts. Try again in {wait_text}."}


@pytest.fixture
def clock(monkeypatch):
    """A controllable time.time(), used by the throttle and by the locmem cache's expiry."""
    now = [time.time()]
    monkeypatch.setattr(time, "time", lambda: now[0])
    return now


# --- The (account, address) pair --------------------------------------------------------------------------


def test_five_failures_lock_that_account_at_that_address_only(api_client, staff_user, manager_user, clock):
    for _ in range(5):
        fail(api_client, staff_user.email)

    assert_refused(login(api_client, staff_user.email, DEFAULT_PASSWORD), 15 * 60, "15 minutes")
    # A colleague behind the same office router, and the same account from home, still sign in.
    assert login(api_client, manager_user.email, DEFAULT_PASSWORD).status_code == 200
    assert login(api_client, staff_user.email, DEFAULT_PASSWORD, ip=HOME).status_code == 200


def test_four_failures_do_not_lock_the_pair(api_client, staff_user):
    for _ in range(4):
        fail(api_client, staff_user.email)

    assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 200


def test_an_attacker_guessing_from_elsewhere_does_not_lock_the_owner_out(api_client, staff_user):
    attacker = "198.51.100.9"
    for _ in range(5):
        fail(api_client, staff_user.email, ip=attacker)
    # Hammering the locked pair is refused without being counted against the account.
    for _ in range(30):
        assert login(api_client, staff_user.email, "another-guess", ip=attacker).status_code == 429

    assert login(api_client, staff_user.email, DEFAULT_PASSWORD, ip=OFFICE).status_code == 200


def test_the_lock_expires_on_its_own_and_retry_after_counts_down(api_client, staff_user, clock):
    for _ in range(5):
        fail(api_client, staff_user.email)

    clock[0] += 6 * 60
    assert_refused(login(api_client, staff_user.email, DEFAULT_PASSWORD), 9 * 60, "9 minutes")

    clock[0] += 14 * 60 + 30 - 6 * 60
    assert_refused(login(api_client, staff_user.email, DEFAULT_PASSWORD), 30, "30 seconds")

    clock[0] += 31
    assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 200


def test_a_successful_sign_in_clears_its_pair(api_client, staff_user):
    for _ in range(4):
        fail(api_client, staff_user.email)
    assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 200

    for _ in range(4):
        fail(api_client, staff_user.email)

    assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 200


def test_successful_sign_ins_are_not_counted(api_client, staff_user):
    for _ in range(8):
        assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 200


def test_validation_errors_are_not_counted(api_client, staff_user):
    for _ in range(6):
        assert login(api_client, staff_user.email, "short").status_code == 400

    assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 200


def test_the_pair_limit_and_window_are_settings(api_client, staff_user, settings, clock):
    settings.LOGIN_MAX_FAILURES = 2
    settings.LOGIN_FAILURE_WINDOW_SECONDS = 120
    for _ in range(2):
        fail(api_client, staff_user.email)

    assert_refused(login(api_client, staff_user.email, DEFAULT_PASSWORD), 120, "2 minutes")
    clock[0] += 121
    assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 200


# --- The address, across accounts -------------------------------------------------------------------------


def test_a_hundred_failures_across_accounts_refuse_the_address_for_everyone(
    api_client, staff_user, manager_user, clock
):
    for i in range(99):
        fail(api_client, f"guess{i}@example.com")
    # One short of the limit the office still signs in; a success does not reset the address's count.
    assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 200

    fail(api_client, "guess99@example.com")

    assert_refused(login(api_client, staff_user.email, DEFAULT_PASSWORD), 15 * 60, "15 minutes")
    assert_refused(login(api_client, manager_user.email, DEFAULT_PASSWORD), 15 * 60, "15 minutes")
    assert login(api_client, manager_user.email, DEFAULT_PASSWORD, ip=HOME).status_code == 200


def test_the_address_limit_is_a_setting(api_client, staff_user, settings):
    settings.LOGIN_ADDRESS_MAX_FAILURES = 3
    for i in range(3):
        fail(api_client, f"guess{i}@example.com")

    assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 429
    assert login(api_client, staff_user.email, DEFAULT_PASSWORD, ip=HOME).status_code == 200


# --- The account, across addresses ------------------------------------------------------------------------


def test_distributed_guessing_meets_a_doubling_delay_not_a_lock(api_client, staff_user, clock):
    for i in range(20):
        fail(api_client, staff_user.email, ip=f"192.0.2.{i}")

    # Past the account's limit every address waits, since the last failure, a delay doubling per failure.
    assert_refused(login(api_client, staff_user.email, DEFAULT_PASSWORD, ip=HOME), 1, "1 second")
    for expected in (1, 2, 4, 8, 16, 32):
        refused = login(api_client, staff_user.email, "wrong-guess", ip="203.0.113.1")
        assert refused.status_code == 429
        assert refused["Retry-After"] == str(expected)
        clock[0] += expected
        fail(api_client, staff_user.email, ip=f"203.0.113.{expected}")

    # The delay stops growing at its cap, and attempts refused while it runs are not counted.
    for _ in range(3):
        assert_refused(login(api_client, staff_user.email, "wrong-guess", ip="203.0.113.9"), 60, "1 minute")
    clock[0] += 59
    assert_refused(login(api_client, staff_user.email, DEFAULT_PASSWORD, ip=HOME), 1, "1 second")

    # Once the delay has passed, the owner's correct password from an unlocked pair signs in.
    clock[0] += 1
    assert login(api_client, staff_user.email, DEFAULT_PASSWORD, ip=HOME).status_code == 200


def test_the_account_limit_counts_within_the_window_only(api_client, staff_user, clock):
    for i in range(19):
        fail(api_client, staff_user.email, ip=f"192.0.2.{i}")
    clock[0] += 15 * 60 + 1

    fail(api_client, staff_user.email, ip="192.0.2.200")

    assert login(api_client, staff_user.email, DEFAULT_PASSWORD, ip=HOME).status_code == 200


def test_the_account_delay_is_configured_by_settings(api_client, staff_user, settings, clock):
    settings.LOGIN_ACCOUNT_MAX_FAILURES = 2
    settings.LOGIN_ACCOUNT_DELAY_SECONDS = 10
    settings.LOGIN_ACCOUNT_MAX_DELAY_SECONDS = 15
    fail(api_client, staff_user.email, ip="192.0.2.1")
    fail(api_client, staff_user.email, ip="192.0.2.2")

    assert_refused(login(api_client, staff_user.email, DEFAULT_PASSWORD, ip=HOME), 10, "10 seconds")
    clock[0] += 10
    fail(api_client, staff_user.email, ip="192.0.2.3")
    assert_refused(login(api_client, staff_user.email, DEFAULT_PASSWORD, ip=HOME), 15, "15 seconds")


# --- The client address ------------------------------------------------------------------------------------


def test_a_forged_x_forwarded_for_does_not_change_the_address_without_proxies(api_client, staff_user, manager_user):
    for i in range(5):
        fail(api_client, staff_user.email, HTTP_X_FORWARDED_FOR=f"192.0.2.{i}")

    forged = login(api_client, staff_user.email, DEFAULT_PASSWORD, HTTP_X_FORWARDED_FOR="198.51.100.1")

    assert forged.status_code == 429
    assert login(api_client, manager_user.email, DEFAULT_PASSWORD, HTTP_X_FORWARDED_FOR="192.0.2.0").status_code == 200


def test_behind_one_proxy_the_forwarded_address_is_the_client(api_client, staff_user):
    proxy = {**django_settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    with override_settings(REST_FRAMEWORK=proxy):
        for _ in range(5):
            fail(api_client, staff_user.email, ip=OFFICE, HTTP_X_FORWARDED_FOR="203.0.113.5")

        locked = login(api_client, staff_user.email, DEFAULT_PASSWORD, HTTP_X_FORWARDED_FOR="203.0.113.5")
        # The proxy appends the real client, so a forged entry in front of it changes nothing.
        forged = login(api_client, staff_user.email, DEFAULT_PASSWORD, HTTP_X_FORWARDED_FOR="1.2.3.4, 203.0.113.5")
        other_client = login(api_client, staff_user.email, DEFAULT_PASSWORD, HTTP_X_FORWARDED_FOR="203.0.113.6")

    assert locked.status_code == 429
    assert forged.status_code == 429
    assert other_client.status_code == 200


# --- Shared counts in Redis ---------------------------------------------------------------------------------


@pytest.fixture
def redis_cache():
    """Django's cache on a real Redis (its own database number and key prefix); only these keys are removed."""
    prefix = f"casebook-throttle-test-{uuid.uuid4().hex}"
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
            yield config
    finally:
        keys = list(raw.scan_iter(match=f"{prefix}:*"))
        if keys:
            raw.delete(*keys)
        raw.close()


def test_failures_recorded_by_another_process_are_seen_through_redis(api_client, staff_user, redis_cache):
    code = (
        "import django, sys; from django.test.utils import override_settings; django.setup();"
        "from accounts.tests.test_login_throttling import login_failure_record;"
        f"override_settings(CACHES={redis_cache!r}).enable();"
        "[login_failure_record(email=sys.argv[1], address=sys.argv[2]) for _ in range(5)]"
    )
    subprocess.run(
        [sys.executable, "-c", code, "Staff@Example.com", OFFICE],
        check=True,
        cwd=ROOT,
        env={"DJANGO_SETTINGS_MODULE": "config.settings_test", "DATABASE_URL": "", "PATH": ""},
    )

    assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 429
    assert login(api_client, staff_user.email, DEFAULT_PASSWORD, ip=HOME).status_code == 200


def test_concurrent_failures_through_separate_redis_clients_are_all_counted(api_client, staff_user, redis_cache):
    threads_count, per_thread = 9, 11  # 99 failures: one short of the address limit
    start = threading.Barrier(threads_count)
    clients = []

    def spray(n):
        clients.append(id(caches["default"]))  # each thread has its own cache object and connection pool
        start.wait()
        for i in range(per_thread):
            login_failure_record(email=f"spray{n}-{i}@example.com", address=OFFICE)

    threads = [threading.Thread(target=spray, args=(n,)) for n in range(threads_count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert len(set(clients)) == threads_count
    assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 200
    fail(api_client, "one-more@example.com")
    assert login(api_client, staff_user.email, DEFAULT_PASSWORD).status_code == 429


def test_a_new_account_from_a_locked_address_is_refused_too(api_client, settings):
    settings.LOGIN_ADDRESS_MAX_FAILURES = 2
    user = UserFactory(email="new@example.com")
    fail(api_client, "a@example.com")
    fail(api_client, "b@example.com")

    assert login(api_client, user.email, DEFAULT_PASSWORD).status_code == 429
