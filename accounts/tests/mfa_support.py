"""Helpers of the two-factor tests: sign in through the API and enrol an authenticator app, codes from pyotp."""

import time

import pyotp
from rest_framework.test import APIClient

from accounts.tests.factories import DEFAULT_PASSWORD

LOGIN = "/api/auth/login"
VERIFY = "/api/auth/mfa/verify"
MFA = "/api/auth/mfa"
TOTP = "/api/auth/mfa/totp"
TOTP_CONFIRM = "/api/auth/mfa/totp/confirm"
RECOVERY = "/api/auth/mfa/recovery-codes"
POLICY = "/api/auth/mfa-policy"
SESSIONS = "/api/auth/sessions"
REVOKE_OTHERS = "/api/auth/sessions/revoke-others"
ME = "/api/auth/user"
OFFICE = "10.0.0.1"


def bearer(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def login(email: str, password: str = DEFAULT_PASSWORD, ip: str = OFFICE, **headers):
    return APIClient().post(LOGIN, {"email": email, "password": password}, format="json", REMOTE_ADDR=ip, **headers)


def verify(mfa_token: str, code: str, ip: str = OFFICE):
    return APIClient().post(VERIFY, {"mfaToken": mfa_token, "code": code}, format="json", REMOTE_ADDR=ip)


def session_of(user) -> APIClient:
    """A full session of a user without a second factor, signed in through the API."""
    response = login(user.email)
    assert response.status_code == 200, response.content
    return bearer(response.json()["token"])


class Enrolled:
    """A user with the authenticator app on: its pyotp generator and the recovery codes shown."""

    def __init__(self, client: APIClient, secret: str, recovery_codes: list[str]):
        self.client = client
        self.totp = pyotp.TOTP(secret)
        self.recovery_codes = recovery_codes

    def code(self, offset_steps: int = 0) -> str:
        return self.totp.at(time.time() + 30 * offset_steps)


TOTP_STEP_SECONDS = 30
STEP_MARGIN_SECONDS = 3


def enrol_totp(client: APIClient) -> Enrolled:
    setup = client.post(TOTP)
    assert setup.status_code == 200, setup.content
    secret = setup.json()["secret"]
    # The previous time step (accepted for clock drift), so the current one is still unused for signing in:
    # django-otp refuses a step at or before the last one accepted (no replay). Not in a step's last seconds: the
    # server would check it in the next step, two steps on, where it is no longer accepted.
    left = TOTP_STEP_SECONDS - time.time() % TOTP_STEP_SECONDS
    if left < STEP_MARGIN_SECONDS:
        time.sleep(left + 0.05)
    previous = pyotp.TOTP(secret).at(time.time() - TOTP_STEP_SECONDS)
    confirm = client.post(TOTP_CONFIRM, {"code": previous}, format="json")
    assert confirm.status_code == 200, confirm.content
    return Enrolled(client, secret, confirm.json()["recoveryCodes"])
