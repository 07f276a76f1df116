"""The Django admin door (/django-admin/login/): the sign-in throttle, and the second factor of users with one."""

import pytest

from accounts.models import User
from accounts.tests.mfa_support import bearer, enrol_totp, login

pytestmark = pytest.mark.django_db

LOGIN = "/django-admin/login/?next=/django-admin/"
PASSWORD = "root-pass-123"


@pytest.fixture
def root(db):
    return User.objects.create_superuser("root@example.com", PASSWORD)


def admin_login(client, password: str, code: str | None = None, ip: str = "10.0.0.1"):
    form = {"username": "root@example.com", "password": password, "next": "/django-admin/"}
    if code is not None:
        form["otp_code"] = code
    return client.post(LOGIN, form, REMOTE_ADDR=ip)


def signed_in(client) -> bool:
    return "_auth_user_id" in client.session


def test_the_right_password_signs_a_superuser_without_a_second_factor_in(client, root):
    response = admin_login(client, PASSWORD)

    assert response.status_code == 302
    assert signed_in(client)


def test_the_sixth_attempt_after_five_wrong_passwords_is_refused_even_with_the_right_password(client, root):
    for _ in range(5):
        wrong = admin_login(client, "guess")
        assert wrong.status_code == 200
        assert not signed_in(client)

    refused = admin_login(client, PASSWORD)

    assert refused.status_code == 429
    assert int(refused["Retry-After"]) > 0
    assert b"Too many failed sign-in attempts" in refused.content
    assert not signed_in(client)


def test_the_admin_door_shares_the_api_sign_in_throttle(client, root, api_client):
    for _ in range(5):
        response = api_client.post(
            "/api/auth/login",
            {"email": "root@example.com", "password": "wrong-guess"},
            format="json",
            REMOTE_ADDR="10.0.0.1",
        )
        assert response.status_code == 401

    assert admin_login(client, PASSWORD).status_code == 429


def test_another_address_is_not_locked_out(client, root):
    for _ in range(5):
        admin_login(client, "guess")

    assert admin_login(client, PASSWORD, ip="10.0.0.2").status_code == 302


def test_a_superuser_with_a_second_factor_must_give_a_code(client, root):
    enrol_totp(_session(root))

    without = admin_login(client, PASSWORD)

    assert without.status_code == 200
    assert b"two-factor sign-in" in without.content
    assert not signed_in(client)


def test_a_superuser_with_a_second_factor_signs_in_with_password_and_code(client, root):
    enrolled = enrol_totp(_session(root))

    response = admin_login(client, PASSWORD, code=enrolled.code())

    assert response.status_code == 302
    assert signed_in(client)


def test_a_wrong_code_is_refused_and_counted(client, root):
    enrolled = enrol_totp(_session(root))
    for _ in range(5):
        response = admin_login(client, PASSWORD, code="000000" if enrolled.code() != "000000" else "111111")
        assert response.status_code == 200
        assert b"That code is not valid" in response.content

    assert admin_login(client, PASSWORD, code=enrolled.code()).status_code == 429
    assert not signed_in(client)


def test_a_recovery_code_opens_the_admin_door_once(client, root):
    enrolled = enrol_totp(_session(root))

    first = admin_login(client, PASSWORD, code=enrolled.recovery_codes[0])
    client.logout()
    second = admin_login(client, PASSWORD, code=enrolled.recovery_codes[0])

    assert first.status_code == 302
    assert second.status_code == 200
    assert not signed_in(client)


def test_the_login_page_asks_for_the_two_factor_code(client):
    page = client.get(LOGIN)

    assert page.status_code == 200
    assert b'name="otp_code"' in page.content


def _session(user):
    return bearer(login(user.email, PASSWORD).json()["token"])
