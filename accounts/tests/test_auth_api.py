import base64
import json
from datetime import timedelta

from django.utils import timezone

import jwt
import pytest
from rest_framework.test import APIClient
from rest_framework_simplejwt.tokens import AccessToken

from accounts.models import RevokedToken
from accounts.services import user_set_password
from accounts.tests.factories import DEFAULT_PASSWORD, UserFactory
from accounts.tokens import access_token_for

pytestmark = pytest.mark.django_db

LOGIN = "/api/auth/login"
LOGOUT = "/api/auth/logout"
ME = "/api/auth/user"
WRONG = {"message": "Invalid email or password"}


def login(client, email, password, ip="10.0.0.1", **headers):
    return client.post(LOGIN, {"email": email, "password": password}, format="json", REMOTE_ADDR=ip, **headers)


def bearer(token: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    return client


def b64(data: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).rstrip(b"=").decode()


# --- Login -------------------------------------------------------------------------------------------------


def test_login_answers_user_token_and_message(api_client, manager_user):
    response = login(api_client, "manager@example.com", DEFAULT_PASSWORD)

    assert response.status_code == 200
    body = response.json()
    assert body["message"] == "Login successful"
    assert body["user"]["email"] == "manager@example.com"
    assert body["user"]["role"] == "manager"
    assert set(body["user"]) == {
        "id",
        "email",
        "firstName",
        "lastName",
        "role",
        "company",
        "isActive",
        "lastLoginAt",
        "profileImageUrl",
    }
    assert bearer(body["token"]).get(ME).json()["email"] == "manager@example.com"


def test_login_email_is_case_insensitive(api_client, staff_user):
    response = login(api_client, "  Staff@EXAMPLE.com ", DEFAULT_PASSWORD)

    assert response.status_code == 200
    assert response.json()["user"]["id"] == staff_user.pk


def test_login_records_last_login_time(api_client, staff_user):
    assert staff_user.last_login is None

    response = login(api_client, staff_user.email, DEFAULT_PASSWORD)

    staff_user.refresh_from_db()
    assert staff_user.last_login is not None
    assert abs(timezone.now() - staff_user.last_login) < timedelta(seconds=30)
    assert response.json()["user"]["lastLoginAt"] is not None


def test_login_with_wrong_password_is_refused(api_client, staff_user):
    response = login(api_client, staff_user.email, "wrong-password")

    assert response.status_code == 401
    assert response.json() == WRONG


def test_login_with_unknown_email_gives_the_same_answer(api_client):
    response = login(api_client, "nobody@example.com", DEFAULT_PASSWORD)

    assert response.status_code == 401
    assert response.json() == WRONG


def test_inactive_user_cannot_log_in(api_client):
    UserFactory(email="gone@example.com", is_active=False)

    response = login(api_client, "gone@example.com", DEFAULT_PASSWORD)

    assert response.status_code == 401
    assert response.json() == WRONG


def test_login_rejects_an_invalid_email(api_client):
    response = login(api_client, "not-an-email", DEFAULT_PASSWORD)

    assert response.status_code == 400
    assert response.json()["message"] == "Please enter a valid email address"
    assert response.json()["errors"]["email"] == ["Please enter a valid email address"]


def test_login_rejects_a_short_password(api_client, staff_user):
    response = login(api_client, staff_user.email, "12345")

    assert response.status_code == 400
    assert response.json()["message"] == "Password must be at least 6 characters"


def test_login_ignores_a_stale_token_in_the_browser(staff_user):
    client = bearer("garbage.token.value")

    response = login(client, staff_user.email, DEFAULT_PASSWORD)

    assert response.status_code == 200


# --- Current user --------------------------------------------------------------------------------------------


def test_current_user_answers_the_user_with_role(auth_client, client_user):
    response = auth_client(client_user).get(ME)

    assert response.status_code == 200
    assert response.json() == {
        "id": client_user.pk,
        "email": "client@example.com",
        "firstName": "Cleo",
        "lastName": "Client",
        "role": "client",
        "company": "Acme Ltd",
        "isActive": True,
        "lastLoginAt": None,
        "profileImageUrl": None,
    }


def test_current_user_without_a_token_is_unauthorized(api_client):
    response = api_client.get(ME)

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}
    assert response["WWW-Authenticate"].startswith("Bearer")


def test_current_user_with_a_malformed_token_is_unauthorized():
    response = bearer("not-a-jwt").get(ME)

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}


def test_token_with_a_bad_signature_is_refused(staff_user):
    claims = dict(AccessToken(access_token_for(staff_user)).payload)  # type: ignore[arg-type]  # simplejwt annotates `token` as Token; it decodes the str
    forged = jwt.encode(claims, "some-other-secret-key-long-enough-for-hs256!", algorithm="HS256")

    response = bearer(forged).get(ME)

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}


def test_token_with_alg_none_is_refused(admin_user):
    claims = dict(AccessToken(access_token_for(admin_user)).payload)  # type: ignore[arg-type]  # simplejwt annotates `token` as Token; it decodes the str
    unsigned = f"{b64({'alg': 'none', 'typ': 'JWT'})}.{b64(claims)}."

    response = bearer(unsigned).get(ME)

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}


def test_expired_token_is_refused(staff_user):
    token = AccessToken.for_user(staff_user)
    token.set_exp(from_time=timezone.now() - timedelta(days=2), lifetime=timedelta(hours=1))

    response = bearer(str(token)).get(ME)

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}


def test_token_of_a_deactivated_user_is_refused(staff_user):
    client = bearer(access_token_for(staff_user))
    assert client.get(ME).status_code == 200

    staff_user.is_active = False
    staff_user.save()

    response = client.get(ME)
    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}


def test_token_of_a_deleted_user_is_refused(staff_user):
    client = bearer(access_token_for(staff_user))
    staff_user.delete()

    assert client.get(ME).status_code == 401


def test_tokens_issued_before_a_password_change_are_refused(staff_user):
    old = bearer(access_token_for(staff_user))
    assert old.get(ME).status_code == 200

    user_set_password(user=staff_user, password="a-brand-new-password")

    response = old.get(ME)
    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}
    assert bearer(access_token_for(staff_user)).get(ME).status_code == 200


def test_token_with_a_purpose_claim_is_refused(staff_user):
    token = AccessToken.for_user(staff_user)
    token["purpose"] = "password_reset"

    assert bearer(str(token)).get(ME).status_code == 401


# --- Logout --------------------------------------------------------------------------------------------------


def test_logout_ends_the_presented_token(api_client, staff_user):
    token = login(api_client, staff_user.email, DEFAULT_PASSWORD).json()["token"]
    client = bearer(token)

    response = client.post(LOGOUT)

    assert response.status_code == 200
    assert response.json() == {"message": "Logged out successfully"}
    assert RevokedToken.objects.filter(jti=AccessToken(token)["jti"]).exists()
    reused = bearer(token).get(ME)
    assert reused.status_code == 401
    assert reused.json() == {"message": "Unauthorized"}


def test_logout_leaves_other_sessions_of_the_user_working(api_client, staff_user):
    first = login(api_client, staff_user.email, DEFAULT_PASSWORD).json()["token"]
    second = access_token_for(staff_user)

    bearer(first).post(LOGOUT)

    assert bearer(second).get(ME).status_code == 200


def test_logout_twice_with_the_same_token_is_unauthorized(staff_user):
    client = bearer(access_token_for(staff_user))
    client.post(LOGOUT)

    response = client.post(LOGOUT)

    assert response.status_code == 401


def test_logout_without_a_token_is_unauthorized(api_client):
    response = api_client.post(LOGOUT)

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}


def test_logout_purges_revocations_past_their_expiry(staff_user):
    RevokedToken.objects.create(jti="old", expires_at=timezone.now() - timedelta(hours=1))

    bearer(access_token_for(staff_user)).post(LOGOUT)

    assert not RevokedToken.objects.filter(jti="old").exists()
    assert RevokedToken.objects.count() == 1
