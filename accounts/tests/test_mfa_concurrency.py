"""The mfaToken and the recovery codes are single use even when requests race (PostgreSQL row locks)."""

import threading

from django.db import connection

import pytest
from rest_framework.test import APIClient

from accounts.models import AuthSession
from accounts.tests.factories import UserFactory
from accounts.tests.mfa_support import VERIFY, enrol_totp, login, session_of

pytestmark = [pytest.mark.postgres_only, pytest.mark.django_db(transaction=True)]


def race(mfa_token: str, codes: list[str]) -> list[int]:
    barrier = threading.Barrier(len(codes))
    statuses: list[int] = []

    def attempt(code: str) -> None:
        try:
            barrier.wait()
            response = APIClient().post(VERIFY, {"mfaToken": mfa_token, "code": code}, format="json")
            statuses.append(response.status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=attempt, args=(c,)) for c in codes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sorted(statuses)


def test_one_mfa_token_completes_one_sign_in_however_many_right_codes_race():
    user = UserFactory(email="racer@example.com")
    enrolled = enrol_totp(session_of(user))
    mfa_token = login(user.email).json()["mfaToken"]
    sessions_before = AuthSession.objects.filter(user=user).count()

    statuses = race(mfa_token, enrolled.recovery_codes[:4])

    assert statuses == [200, 400, 400, 400]
    assert AuthSession.objects.filter(user=user).count() == sessions_before + 1


def test_one_recovery_code_signs_in_once_across_racing_sign_ins():
    user = UserFactory(email="racer2@example.com")
    enrolled = enrol_totp(session_of(user))
    tokens = [login(user.email).json()["mfaToken"] for _ in range(4)]
    code = enrolled.recovery_codes[0]
    barrier = threading.Barrier(len(tokens))
    statuses: list[int] = []

    def attempt(mfa_token: str) -> None:
        try:
            barrier.wait()
            response = APIClient().post(VERIFY, {"mfaToken": mfa_token, "code": code}, format="json")
            statuses.append(response.status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=attempt, args=(t,)) for t in tokens]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(statuses) == [200, 400, 400, 400]
