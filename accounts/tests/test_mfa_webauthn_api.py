"""Passkeys as a second factor (WebAuthn), with a software authenticator answering the real ceremonies."""

from django.test import override_settings

import pytest
from rest_framework.test import APIClient

from accounts.models import Passkey
from accounts.tests.factories import DEFAULT_PASSWORD
from accounts.tests.mfa_support import ME, MFA, OFFICE, bearer, enrol_totp, login, session_of
from accounts.tests.soft_authenticator import SoftAuthenticator

pytestmark = pytest.mark.django_db

REGISTER_BEGIN = "/api/auth/mfa/webauthn/register/begin"
REGISTER_FINISH = "/api/auth/mfa/webauthn/register/finish"
LOGIN_BEGIN = "/api/auth/mfa/webauthn/login/begin"
LOGIN_FINISH = "/api/auth/mfa/webauthn/login/finish"
PASSKEY_FAILED = {"message": "That passkey could not be verified. Try again, or use another way to sign in."}


def register(client, authenticator: SoftAuthenticator, name: str = "My laptop", **kwargs):
    begin = client.post(REGISTER_BEGIN)
    assert begin.status_code == 200, begin.content
    credential = authenticator.register(begin.json()["options"], **kwargs)
    return client.post(REGISTER_FINISH, {"name": name, "credential": credential}, format="json")


def passkey_sign_in(email: str, authenticator: SoftAuthenticator, **kwargs):
    mfa_token = login(email).json()["mfaToken"]
    client = APIClient()
    begin = client.post(LOGIN_BEGIN, {"mfaToken": mfa_token}, format="json", REMOTE_ADDR=OFFICE)
    assert begin.status_code == 200, begin.content
    credential = authenticator.sign_in(begin.json()["options"], **kwargs)
    body = {"mfaToken": mfa_token, "credential": credential}
    return client.post(LOGIN_FINISH, body, format="json", REMOTE_ADDR=OFFICE)


@pytest.fixture
def key():
    return SoftAuthenticator()


def test_registration_options_name_the_relying_party_from_the_request_host(staff_user):
    response = session_of(staff_user).post(REGISTER_BEGIN)

    assert response.status_code == 200
    options = response.json()["options"]
    assert options["rp"] == {"id": "testserver", "name": "Casebook"}
    assert options["user"]["name"] == "staff@example.com"
    assert options["attestation"] == "none"
    assert len(options["challenge"]) >= 43


@override_settings(WEBAUTHN_RP_ID="casebook.example.com", WEBAUTHN_ORIGIN="https://casebook.example.com")
def test_the_relying_party_can_be_set_in_the_settings(staff_user):
    options = session_of(staff_user).post(REGISTER_BEGIN).json()["options"]

    assert options["rp"]["id"] == "casebook.example.com"


def test_registering_a_first_passkey_turns_two_factor_on_with_recovery_codes(staff_user, key):
    client = session_of(staff_user)

    response = register(client, key)

    assert response.status_code == 201, response.content
    body = response.json()
    assert body["passkey"]["name"] == "My laptop"
    assert body["passkey"]["lastUsedAt"] is None
    assert len(body["recoveryCodes"]) == 10
    status = client.get(MFA).json()
    assert status["enrolled"] is True and status["totp"] is False
    assert [p["name"] for p in status["passkeys"]] == ["My laptop"]
    assert login(staff_user.email).json()["methods"] == ["webauthn", "recovery"]


def test_a_second_factor_added_later_shows_no_new_recovery_codes(staff_user, key):
    client = session_of(staff_user)
    enrol_totp(client)

    body = register(client, key).json()

    assert "recoveryCodes" not in body
    assert login(staff_user.email).json()["methods"] == ["totp", "webauthn", "recovery"]


def test_a_registration_from_another_origin_is_refused(staff_user, key):
    response = register(session_of(staff_user), key, origin="https://evil.example.com")

    assert response.status_code == 400
    assert response.json() == {"message": "That passkey could not be registered. Try again."}
    assert not Passkey.objects.exists()


def test_a_registration_for_another_relying_party_is_refused(staff_user, key):
    response = register(session_of(staff_user), key, rp_id="evil.example.com")

    assert response.status_code == 400


def test_a_registration_challenge_works_once(staff_user, key):
    client = session_of(staff_user)
    options = client.post(REGISTER_BEGIN).json()["options"]
    credential = key.register(options)
    assert client.post(REGISTER_FINISH, {"name": "A", "credential": credential}, format="json").status_code == 201

    again = client.post(REGISTER_FINISH, {"name": "B", "credential": key.register(options)}, format="json")

    assert again.status_code == 400
    assert again.json() == {"message": "Passkey registration has expired. Start again."}


def test_finishing_without_beginning_is_refused(staff_user, key):
    response = session_of(staff_user).post(REGISTER_FINISH, {"name": "A", "credential": {"id": "x"}}, format="json")

    assert response.status_code == 400


def test_signing_in_with_the_passkey_completes_the_sign_in(staff_user, key):
    register(session_of(staff_user), key)

    response = passkey_sign_in(staff_user.email, key)

    assert response.status_code == 200, response.content
    body = response.json()
    assert body["message"] == "Login successful"
    assert bearer(body["token"]).get(ME).status_code == 200
    passkey = Passkey.objects.get()
    assert passkey.sign_count == 1
    assert passkey.last_used_at is not None


def test_sign_in_options_allow_the_users_passkeys_only(staff_user, key):
    register(session_of(staff_user), key)
    mfa_token = login(staff_user.email).json()["mfaToken"]

    options = bearer("").post(LOGIN_BEGIN, {"mfaToken": mfa_token}, format="json").json()["options"]

    assert options["rpId"] == "testserver"
    assert [c["id"] for c in options["allowCredentials"]] == [key.id]


def test_a_signature_by_another_key_is_refused_and_counted(staff_user, key):
    register(session_of(staff_user), key)
    impostor = SoftAuthenticator()

    response = passkey_sign_in(staff_user.email, key, key=impostor.key)

    assert response.status_code == 400
    assert response.json() == PASSKEY_FAILED


def test_an_assertion_from_another_origin_is_refused(staff_user, key):
    register(session_of(staff_user), key)

    response = passkey_sign_in(staff_user.email, key, origin="https://evil.example.com")

    assert response.status_code == 400


def test_a_passkey_of_another_user_is_refused(staff_user, manager_user, key):
    register(session_of(staff_user), key)
    register(session_of(manager_user), SoftAuthenticator())

    response = passkey_sign_in(manager_user.email, key)

    assert response.status_code == 400


def test_passkey_sign_in_without_begin_is_refused(staff_user, key):
    register(session_of(staff_user), key)
    mfa_token = login(staff_user.email).json()["mfaToken"]
    options = {"rpId": "testserver", "challenge": "AAAA"}

    response = bearer("").post(LOGIN_FINISH, {"mfaToken": mfa_token, "credential": key.sign_in(options)}, format="json")

    assert response.status_code == 400


def test_passkey_begin_for_a_user_without_passkeys_is_refused(staff_user):
    enrol_totp(session_of(staff_user))
    mfa_token = login(staff_user.email).json()["mfaToken"]

    response = bearer("").post(LOGIN_BEGIN, {"mfaToken": mfa_token}, format="json")

    assert response.status_code == 400
    assert response.json() == {"message": "You have no passkey. Use your authenticator app or a recovery code."}


def test_passkey_begin_with_a_bad_mfa_token_is_refused():
    response = bearer("").post(LOGIN_BEGIN, {"mfaToken": "forged"}, format="json")

    assert response.status_code == 400
    assert response.json() == {"message": "Your sign-in has expired. Sign in again."}


def test_five_failed_passkey_attempts_throttle_the_sign_in(staff_user, key):
    register(session_of(staff_user), key)
    impostor = SoftAuthenticator()
    for _ in range(5):
        assert passkey_sign_in(staff_user.email, key, key=impostor.key).status_code == 400

    assert login(staff_user.email).status_code == 429


def test_renaming_and_removing_a_passkey(staff_user, key):
    client = session_of(staff_user)
    passkey_id = register(client, key).json()["passkey"]["id"]
    url = f"/api/auth/mfa/webauthn/{passkey_id}"

    renamed = client.patch(url, {"name": "Work YubiKey"}, format="json")
    wrong = client.delete(url, {"password": "not-it"}, format="json")
    removed = client.delete(url, {"password": DEFAULT_PASSWORD}, format="json")

    assert renamed.status_code == 200
    assert renamed.json()["passkey"]["name"] == "Work YubiKey"
    assert wrong.status_code == 400
    assert wrong.json() == {"message": "Your password is incorrect."}
    assert removed.status_code == 200
    assert removed.json() == {"message": "The passkey was removed."}
    assert client.get(MFA).json()["enrolled"] is False
    assert "token" in login(staff_user.email).json()


def test_a_user_cannot_touch_another_users_passkey(staff_user, manager_user, key):
    passkey_id = register(session_of(staff_user), key).json()["passkey"]["id"]
    other = session_of(manager_user)

    renamed = other.patch(f"/api/auth/mfa/webauthn/{passkey_id}", {"name": "Mine"}, format="json")
    removed = other.delete(f"/api/auth/mfa/webauthn/{passkey_id}", {"password": DEFAULT_PASSWORD}, format="json")

    assert renamed.status_code == 404
    assert renamed.json() == {"message": "That passkey does not exist."}
    assert removed.status_code == 404
    assert Passkey.objects.get().name == "My laptop"


def test_a_passkey_name_longer_than_100_characters_is_refused(staff_user, key):
    response = register(session_of(staff_user), key, name="x" * 101)

    assert response.status_code == 400
    assert not Passkey.objects.exists()
