"""The mfaToken, the authenticator code and the recovery codes are single use even when requests race
(PostgreSQL row locks; each request on its own connection)."""

import pytest
from rest_framework.test import APIClient

from accounts.models import AuthSession
from accounts.tests.factories import UserFactory
from accounts.tests.mfa_support import VERIFY, enrol_totp, login, session_of
from accounts.tests.races import race

pytestmark = [pytest.mark.postgres_only, pytest.mark.django_db(transaction=True)]


def verify(mfa_token: str, code: str) -> int:
    return APIClient().post(VERIFY, {"mfaToken": mfa_token, "code": code}, format="json").status_code


def test_one_mfa_token_completes_one_sign_in_however_many_right_codes_race():
    user = UserFactory(email="racer@example.com")
    enrolled = enrol_totp(session_of(user))
    mfa_token = login(user.email).json()["mfaToken"]
    sessions_before = AuthSession.objects.filter(user=user).count()

    statuses = race(lambda code: verify(mfa_token, code), enrolled.recovery_codes[:4])

    assert sorted(statuses) == [200, 400, 400, 400]
    assert AuthSession.objects.filter(user=user).count() == sessions_before + 1


def test_one_mfa_token_with_one_authenticator_code_racing_signs_in_once():
    user = UserFactory(email="racer3@example.com")
    enrolled = enrol_totp(session_of(user))
    mfa_token = login(user.email).json()["mfaToken"]
    code = enrolled.code()

    statuses = race(lambda _: verify(mfa_token, code), range(4))

    assert sorted(statuses) == [200, 400, 400, 400]


def test_one_recovery_code_signs_in_once_across_racing_sign_ins():
    user = UserFactory(email="racer2@example.com")
    enrolled = enrol_totp(session_of(user))
    tokens = [login(user.email).json()["mfaToken"] for _ in range(4)]
    code = enrolled.recovery_codes[0]

    statuses = race(lambda mfa_token: verify(mfa_token, code), tokens)

    assert sorted(statuses) == [200, 400, 400, 400]


def test_one_authenticator_code_signs_in_once_across_racing_sign_ins():
    """django-otp's replay check (the device's last time step) read and written by racing requests."""
    user = UserFactory(email="racer4@example.com")
    enrolled = enrol_totp(session_of(user))
    tokens = [login(user.email).json()["mfaToken"] for _ in range(4)]
    sessions_before = AuthSession.objects.filter(user=user).count()
    code = enrolled.code()

    statuses = race(lambda mfa_token: verify(mfa_token, code), tokens)

    assert sorted(statuses) == [200, 400, 400, 400]
    assert AuthSession.objects.filter(user=user).count() == sessions_before + 1
