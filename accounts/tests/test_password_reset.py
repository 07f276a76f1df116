"""Forgot password: /api/auth/request-password-reset e-mails a link; /api/auth/update-password uses it once."""

import hashlib
import re
from datetime import timedelta

from django.core import mail
from django.core.mail import EmailMultiAlternatives
from django.utils import timezone

import pytest
from rest_framework.test import APIClient

from accounts.models import PasswordResetToken
from accounts.tests.factories import DEFAULT_PASSWORD, UserFactory
from accounts.tokens import access_token_for

pytestmark = pytest.mark.django_db

REQUEST = "/api/auth/request-password-reset"
UPDATE = "/api/auth/update-password"
NEUTRAL = {"message": "If an account exists for that email, we have sent a link to reset the password."}
INVALID_LINK = {"message": "Invalid password reset link. Please request a new password reset."}
LINK = re.compile(r"http://127\.0\.0\.1:8000/reset-password#access_token=([A-Za-z0-9_-]+)&type=recovery")


def request_reset(email: str):
    return APIClient().post(REQUEST, {"email": email}, format="json")


def reset_token_from_mail() -> str:
    found = LINK.search(str(mail.outbox[-1].body))
    assert found, "no reset link in the e-mail"
    return found.group(1)


def update_password(token: str | None, password: str = "brand-new-pass"):
    client = APIClient()
    if token is not None:
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client.post(UPDATE, {"password": password}, format="json")


def test_request_for_an_existing_account_emails_a_reset_link(staff_user):
    response = request_reset("STAFF@example.com")

    assert response.status_code == 200
    assert response.json() == NEUTRAL
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["staff@example.com"]
    assert message.subject == "Reset your Casebook password"
    assert "expires in 60 minutes" in message.body
    token = reset_token_from_mail()
    assert isinstance(message, EmailMultiAlternatives)
    html, mimetype = message.alternatives[0]
    assert mimetype == "text/html"
    assert isinstance(html, str)
    assert f"/reset-password#access_token={token}&amp;type=recovery" in html


def test_the_token_is_stored_only_as_a_hash(staff_user):
    request_reset(staff_user.email)
    token = reset_token_from_mail()

    stored = PasswordResetToken.objects.get()
    assert stored.user == staff_user
    assert stored.token_hash == hashlib.sha256(token.encode()).hexdigest()
    assert stored.token_hash != token
    assert stored.expires_at - stored.created_at == timedelta(hours=1)


def test_request_for_an_unknown_email_answers_the_same_and_sends_nothing():
    response = request_reset("nobody@example.com")

    assert response.status_code == 200
    assert response.json() == NEUTRAL
    assert mail.outbox == []


def test_request_for_an_inactive_account_answers_the_same_and_sends_nothing():
    UserFactory(email="gone@example.com", is_active=False)

    response = request_reset("gone@example.com")

    assert response.json() == NEUTRAL
    assert mail.outbox == []
    assert not PasswordResetToken.objects.exists()


def test_request_with_a_malformed_email_is_a_validation_error():
    response = request_reset("nope")

    assert response.status_code == 400
    assert response.json()["message"] == "Please enter a valid email address"


def test_reset_emails_to_one_account_are_capped_per_window(staff_user, settings):
    for _ in range(settings.LOGIN_MAX_FAILURES + 2):
        assert request_reset(staff_user.email).json() == NEUTRAL

    assert len(mail.outbox) == settings.LOGIN_MAX_FAILURES


def test_update_password_with_the_emailed_token_sets_the_password(staff_user):
    request_reset(staff_user.email)

    response = update_password(reset_token_from_mail(), "brand-new-pass")

    assert response.status_code == 200
    assert response.json() == {"message": "Password updated successfully"}
    staff_user.refresh_from_db()
    assert staff_user.check_password("brand-new-pass")
    assert staff_user.password_changed_at is not None
    assert PasswordResetToken.objects.get().used_at is not None
    login = APIClient().post(
        "/api/auth/login", {"email": staff_user.email, "password": "brand-new-pass"}, format="json"
    )
    assert login.status_code == 200


def test_a_reset_token_works_only_once(staff_user):
    request_reset(staff_user.email)
    token = reset_token_from_mail()
    assert update_password(token, "first-new-pass").status_code == 200

    response = update_password(token, "second-new-pass")

    assert response.status_code == 401
    assert response.json() == INVALID_LINK
    staff_user.refresh_from_db()
    assert staff_user.check_password("first-new-pass")


def test_using_one_link_spends_the_users_other_links(staff_user):
    request_reset(staff_user.email)
    first = reset_token_from_mail()
    request_reset(staff_user.email)
    second = reset_token_from_mail()

    assert update_password(second).status_code == 200

    assert update_password(first).json() == INVALID_LINK


def test_an_expired_reset_token_is_refused(staff_user):
    request_reset(staff_user.email)
    token = reset_token_from_mail()
    PasswordResetToken.objects.update(expires_at=timezone.now() - timedelta(seconds=1))

    response = update_password(token)

    assert response.status_code == 401
    assert response.json() == INVALID_LINK
    staff_user.refresh_from_db()
    assert staff_user.check_password(DEFAULT_PASSWORD)


def test_a_token_of_a_since_deactivated_user_is_refused(staff_user):
    request_reset(staff_user.email)
    staff_user.is_active = False
    staff_user.save()

    assert update_password(reset_token_from_mail()).status_code == 401


def test_an_unknown_reset_token_is_refused(staff_user):
    response = update_password("made-up-token")

    assert response.status_code == 401
    assert response.json() == INVALID_LINK


def test_update_password_without_a_token_is_refused():
    response = update_password(None)

    assert response.status_code == 401
    assert response.json() == INVALID_LINK


def test_a_login_jwt_is_not_a_reset_token(staff_user):
    response = update_password(access_token_for(staff_user))

    assert response.status_code == 401
    assert response.json() == INVALID_LINK
    staff_user.refresh_from_db()
    assert staff_user.check_password(DEFAULT_PASSWORD)


def test_a_short_new_password_is_refused_and_the_token_stays_usable(staff_user):
    request_reset(staff_user.email)
    token = reset_token_from_mail()

    response = update_password(token, "12345")

    assert response.status_code == 400
    assert response.json()["message"] == "Password must be at least 6 characters"
    assert update_password(token, "123456").status_code == 200


def test_resetting_the_password_ends_earlier_sessions(staff_user):
    session = APIClient()
    session.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(staff_user)}")
    request_reset(staff_user.email)

    update_password(reset_token_from_mail())

    assert session.get("/api/auth/user").status_code == 401


def test_a_new_request_purges_reset_tokens_long_expired(staff_user, manager_user):
    request_reset(manager_user.email)
    PasswordResetToken.objects.update(expires_at=timezone.now() - timedelta(days=2))

    request_reset(staff_user.email)

    assert list(PasswordResetToken.objects.values_list("user__email", flat=True)) == ["staff@example.com"]
