"""Two-factor sign-in with an authenticator app and recovery codes (MFA contract), codes computed with pyotp."""

from datetime import timedelta

from django.utils import timezone

import pyotp
import pytest
from django_otp.plugins.otp_totp.models import TOTPDevice

from accounts.models import AuthSession, PendingSignIn, RecoveryCode
from accounts.tests.factories import DEFAULT_PASSWORD
from accounts.tests.mfa_support import (
    ME,
    MFA,
    RECOVERY,
    TOTP,
    TOTP_CONFIRM,
    bearer,
    enrol_totp,
    login,
    session_of,
    verify,
)

pytestmark = pytest.mark.django_db

MFA_MESSAGE = "Enter the code from your authenticator app, use a passkey, or enter a recovery code."
WRONG_CODE = {"message": "That code is not valid. Check your authenticator app and try again."}
WRONG_RECOVERY_CODE = {
    "message": "That recovery code has already been used or is wrong. Each recovery code works once: try another one."
}
EXPIRED = {"message": "Your sign-in has expired. Sign in again."}


@pytest.fixture
def enrolled(staff_user):
    return enrol_totp(session_of(staff_user))


# --- Enrolment -----------------------------------------------------------------------------------------------


def test_a_new_user_has_no_factor(staff_user):
    response = session_of(staff_user).get(MFA)

    assert response.status_code == 200
    assert response.json() == {
        "totp": False,
        "passkeys": [],
        "recoveryCodesLeft": 0,
        "required": False,
        "enrolled": False,
    }


def test_starting_totp_answers_a_secret_an_otpauth_uri_and_a_qr_svg_but_the_factor_is_not_on(staff_user):
    client = session_of(staff_user)

    response = client.post(TOTP)

    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"secret", "otpauthUri", "qrSvg"}
    assert body["otpauthUri"].startswith("otpauth://totp/Casebook%3Astaff%40example.com?")
    assert f"secret={body['secret']}" in body["otpauthUri"]
    assert "issuer=Casebook" in body["otpauthUri"]
    assert body["qrSvg"].startswith("<svg")
    assert client.get(MFA).json()["totp"] is False
    assert login(staff_user.email).json()["token"]  # still signs in with the password alone


def test_confirming_with_a_right_code_turns_totp_on_and_shows_ten_recovery_codes(staff_user):
    client = session_of(staff_user)
    secret = client.post(TOTP).json()["secret"]

    response = client.post(TOTP_CONFIRM, {"code": pyotp.TOTP(secret).now()}, format="json")

    assert response.status_code == 200
    codes = response.json()["recoveryCodes"]
    assert len(codes) == 10 and len(set(codes)) == 10
    assert response.json()["message"]
    # Hashed at rest: no stored value is a code.
    stored = set(RecoveryCode.objects.filter(user=staff_user).values_list("code_hash", flat=True))
    assert len(stored) == 10 and not stored & set(codes)
    assert client.get(MFA).json() == {
        "totp": True,
        "passkeys": [],
        "recoveryCodesLeft": 10,
        "required": False,
        "enrolled": True,
    }


def test_confirming_with_a_wrong_code_is_refused_and_the_factor_stays_off(staff_user):
    client = session_of(staff_user)
    client.post(TOTP)

    response = client.post(TOTP_CONFIRM, {"code": "000000"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == WRONG_CODE["message"]
    assert client.get(MFA).json()["totp"] is False


def test_confirming_before_starting_is_refused(staff_user):
    response = session_of(staff_user).post(TOTP_CONFIRM, {"code": "123456"}, format="json")

    assert response.status_code == 400
    assert response.json() == {"message": "Start setting up the authenticator app first."}


def test_starting_again_once_on_is_refused(enrolled):
    response = enrolled.client.post(TOTP)

    assert response.status_code == 400
    assert response.json()["message"].startswith("Your authenticator app is already set up.")


def test_enrolment_endpoints_need_a_session(api_client):
    assert api_client.get(MFA).status_code == 401
    assert api_client.post(TOTP).status_code == 401
    assert api_client.post(TOTP_CONFIRM, {"code": "123456"}, format="json").status_code == 401


# --- Signing in ----------------------------------------------------------------------------------------------


def test_password_of_a_user_with_totp_answers_an_mfa_token_and_no_token(enrolled, staff_user):
    response = login(staff_user.email)

    assert response.status_code == 200
    body = response.json()
    assert body == {
        "mfaRequired": True,
        "mfaToken": body["mfaToken"],
        "methods": ["totp", "recovery"],
        "message": MFA_MESSAGE,
    }
    assert "token" not in body


def test_the_mfa_token_is_not_a_bearer_token(enrolled, staff_user):
    mfa_token = login(staff_user.email).json()["mfaToken"]

    response = bearer(mfa_token).get(ME)

    assert response.status_code == 401


def test_a_right_code_completes_the_sign_in(enrolled, staff_user):
    mfa_token = login(staff_user.email).json()["mfaToken"]

    response = verify(mfa_token, enrolled.code())

    assert response.status_code == 200
    body = response.json()
    assert body["message"] == "Login successful"
    assert body["user"]["email"] == "staff@example.com"
    assert bearer(body["token"]).get(ME).status_code == 200


def test_the_previous_time_step_is_accepted_for_clock_drift(enrolled, staff_user):
    mfa_token = login(staff_user.email).json()["mfaToken"]
    TOTPDevice.objects.update(last_t=-1)  # as if enrolled long ago

    assert verify(mfa_token, enrolled.code(offset_steps=-1)).status_code == 200


def test_a_wrong_code_is_refused_and_the_mfa_token_can_be_tried_again(enrolled, staff_user):
    mfa_token = login(staff_user.email).json()["mfaToken"]

    wrong = verify(mfa_token, "000000" if enrolled.code() != "000000" else "111111")

    assert wrong.status_code == 400
    assert wrong.json() == WRONG_CODE
    assert verify(mfa_token, enrolled.code()).status_code == 200


def test_the_mfa_token_works_once(enrolled, staff_user):
    mfa_token = login(staff_user.email).json()["mfaToken"]
    assert verify(mfa_token, enrolled.code()).status_code == 200

    again = verify(mfa_token, enrolled.code(offset_steps=1))

    assert again.status_code == 400
    assert again.json() == EXPIRED


def test_an_mfa_token_older_than_five_minutes_is_expired(enrolled, staff_user):
    mfa_token = login(staff_user.email).json()["mfaToken"]
    PendingSignIn.objects.update(expires_at=timezone.now() - timedelta(seconds=1))

    response = verify(mfa_token, enrolled.code())

    assert response.status_code == 400
    assert response.json() == EXPIRED


def test_a_forged_or_tampered_mfa_token_is_refused(enrolled, staff_user):
    mfa_token = login(staff_user.email).json()["mfaToken"]

    for forged in ("nonsense", mfa_token[:-2] + "xx", ""):
        response = verify(forged, enrolled.code())
        assert response.status_code == 400
        assert response.json()["message"] == EXPIRED["message"]


def test_a_used_totp_code_cannot_be_replayed(enrolled, staff_user):
    code = enrolled.code()
    assert verify(login(staff_user.email).json()["mfaToken"], code).status_code == 200

    replay = verify(login(staff_user.email).json()["mfaToken"], code)

    assert replay.status_code == 400
    assert replay.json() == WRONG_CODE


def test_a_recovery_code_signs_in_once(enrolled, staff_user):
    code = enrolled.recovery_codes[0]

    first = verify(login(staff_user.email).json()["mfaToken"], code.upper())
    second = verify(login(staff_user.email).json()["mfaToken"], code)

    assert first.status_code == 200
    assert second.status_code == 400
    assert second.json() == WRONG_RECOVERY_CODE
    assert bearer(first.json()["token"]).get(MFA).json()["recoveryCodesLeft"] == 9


def test_a_recovery_code_sign_in_says_how_many_codes_are_left(enrolled, staff_user):
    first = verify(login(staff_user.email).json()["mfaToken"], enrolled.recovery_codes[0])
    second = verify(login(staff_user.email).json()["mfaToken"], enrolled.recovery_codes[1])

    assert first.status_code == 200 and first.json()["recoveryCodesLeft"] == 9
    assert second.status_code == 200 and second.json()["recoveryCodesLeft"] == 8
    assert RecoveryCode.objects.filter(user=staff_user, used_at__isnull=True).count() == 8


def test_an_authenticator_code_sign_in_says_nothing_of_recovery_codes(enrolled, staff_user):
    response = verify(login(staff_user.email).json()["mfaToken"], enrolled.code())

    assert response.status_code == 200
    assert "recoveryCodesLeft" not in response.json()


def test_an_unknown_recovery_code_is_called_a_recovery_code(enrolled, staff_user):
    response = verify(login(staff_user.email).json()["mfaToken"], "zzzzz-zzzzz")

    assert response.status_code == 400
    assert response.json() == WRONG_RECOVERY_CODE


def test_five_wrong_codes_then_the_right_one_is_throttled_with_retry_after(enrolled, staff_user):
    mfa_token = login(staff_user.email).json()["mfaToken"]
    for _ in range(5):
        assert verify(mfa_token, "not-a-code").status_code == 400

    refused = verify(mfa_token, enrolled.code())

    assert refused.status_code == 429
    assert int(refused["Retry-After"]) > 0
    assert refused.json()["message"].startswith("Too many failed sign-in attempts.")


def test_signing_in_again_with_the_password_does_not_reset_the_code_throttle(enrolled, staff_user):
    for _ in range(5):
        assert verify(login(staff_user.email).json()["mfaToken"], "not-a-code").status_code == 400

    response = login(staff_user.email)

    assert response.status_code == 429


def test_the_throttle_is_per_address(enrolled, staff_user):
    mfa_token = login(staff_user.email).json()["mfaToken"]
    for _ in range(5):
        verify(mfa_token, "not-a-code")

    elsewhere = verify(login(staff_user.email, ip="10.0.0.9").json()["mfaToken"], enrolled.code(), ip="10.0.0.9")

    assert elsewhere.status_code == 200


# --- Removing and renewing ------------------------------------------------------------------------------------


def test_removing_totp_needs_the_current_password(enrolled, staff_user):
    response = enrolled.client.delete(TOTP, {"password": "not-my-password"}, format="json")

    assert response.status_code == 400
    assert response.json() == {"message": "Your password is incorrect."}
    assert TOTPDevice.objects.filter(user=staff_user, confirmed=True).exists()


def test_removing_totp_with_the_password_turns_two_factor_off(enrolled, staff_user):
    response = enrolled.client.delete(TOTP, {"password": DEFAULT_PASSWORD}, format="json")

    assert response.status_code == 200
    assert response.json() == {"message": "Your authenticator app was removed."}
    assert enrolled.client.get(MFA).json()["enrolled"] is False
    assert not RecoveryCode.objects.filter(user=staff_user).exists()
    assert "token" in login(staff_user.email).json()


def test_renewing_recovery_codes_needs_the_password_and_ends_the_old_ones(enrolled, staff_user):
    assert enrolled.client.post(RECOVERY, {"password": "nope-nope"}, format="json").status_code == 400

    response = enrolled.client.post(RECOVERY, {"password": DEFAULT_PASSWORD}, format="json")

    assert response.status_code == 200
    new = response.json()["recoveryCodes"]
    assert len(new) == 10 and not set(new) & set(enrolled.recovery_codes)
    assert verify(login(staff_user.email).json()["mfaToken"], enrolled.recovery_codes[0]).status_code == 400
    assert verify(login(staff_user.email).json()["mfaToken"], new[0]).status_code == 200


def test_renewing_recovery_codes_without_a_factor_is_refused(staff_user):
    response = session_of(staff_user).post(RECOVERY, {"password": DEFAULT_PASSWORD}, format="json")

    assert response.status_code == 400
    assert response.json() == {"message": "Set up two-factor sign-in first."}


def test_a_sign_in_with_a_code_records_a_session_with_the_user_agent(enrolled, staff_user):
    mfa_token = login(staff_user.email).json()["mfaToken"]

    token = verify(mfa_token, enrolled.code()).json()["token"]

    assert AuthSession.objects.filter(user=staff_user).count() == 2
    assert bearer(token).get(ME).status_code == 200
