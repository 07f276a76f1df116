"""The API token endpoints and the token's authentication, with internal tokens (company tokens need cases: see
cases/tests/api_tokens)."""

import hashlib
import logging
import uuid
from datetime import timedelta

from django.core.cache import caches
from django.test import override_settings
from django.utils import timezone

import pytest

from accounts.api_tokens import rate_limit
from accounts.api_tokens.scopes import CASES_READ, ENDPOINT_REFUSED, REQUESTS_READ, scope_missing_message
from accounts.models import ApiToken, User
from accounts.roles import Role
from accounts.tests.api_token_support import token_client, token_make

pytestmark = pytest.mark.django_db

UNAUTHORIZED = {"message": "Unauthorized"}


def test_an_admin_creates_an_internal_token_and_sees_its_secret_once(role_clients, admin_user):
    answer = role_clients["admin"].post(
        "/api/api-tokens", {"name": " Nightly sync ", "company": None, "scopes": [CASES_READ]}, format="json"
    )
    assert answer.status_code == 201, answer.content
    body = answer.json()
    assert set(body) == {"id", "name", "company", "scopes", "prefix", "token", "expiresAt", "createdAt"}
    assert body["name"] == "Nightly sync"
    assert body["company"] is None
    assert body["scopes"] == [CASES_READ]
    assert body["expiresAt"] is None
    secret = body["token"]
    assert secret.startswith("cbk_") and len(secret) == 4 + 40
    assert body["prefix"] == secret[:12]
    token = ApiToken.objects.get(pk=body["id"])
    assert token.token_hash == hashlib.sha256(secret.encode()).hexdigest()
    assert token.created_by == admin_user
    service = token.user
    assert service.is_service_account and service.role == Role.STAFF and service.company == ""
    assert not service.has_usable_password()

    listed = role_clients["admin"].get("/api/api-tokens")
    assert listed.status_code == 200
    assert secret not in listed.content.decode()
    (row,) = listed.json()["data"]
    assert row == {
        "id": token.pk,
        "name": "Nightly sync",
        "company": None,
        "scopes": [CASES_READ],
        "prefix": secret[:12],
        "expiresAt": None,
        "createdAt": row["createdAt"],
        "createdBy": {"id": admin_user.pk, "name": "Ada Admin"},
        "lastUsedAt": None,
        "lastUsedIp": None,
        "revokedAt": None,
        "state": "active",
    }


def test_the_database_holds_only_the_hash_of_the_secret(admin_user):
    token, secret = token_make(actor=admin_user)
    row = ApiToken.objects.filter(pk=token.pk).values().get()
    values = [str(v) for v in row.values()]
    assert all(secret not in v for v in values)
    assert all(secret[12:] not in v for v in values)


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"name": "", "scopes": [CASES_READ]}, "name", "The name must be 1 to 100 characters."),
        ({"name": "x" * 101, "scopes": [CASES_READ]}, "name", "The name must be 1 to 100 characters."),
        ({"name": "A", "scopes": []}, "scopes", "Choose at least one scope."),
        ({"name": "A", "scopes": ["cases:write"]}, "scopes", "Unknown scope cases:write."),
        ({"name": "A", "scopes": [CASES_READ], "company": "Nobody Ltd"}, "company", "No cases belong to"),
        (
            {"name": "A", "scopes": [CASES_READ], "expiresAt": "2001-01-01T00:00:00Z"},
            "expiresAt",
            "The expiry date must be in the future.",
        ),
    ],
)
def test_a_token_is_refused_with_a_sentence_for_each_mistake(role_clients, body, field, message):
    answer = role_clients["admin"].post("/api/api-tokens", body, format="json")
    assert answer.status_code == 400
    assert answer.json()["errors"][field][0].startswith(message)
    assert not ApiToken.objects.exists()
    assert not User.objects.filter(is_service_account=True).exists()


def test_a_live_tokens_name_cannot_be_taken_again_until_it_is_revoked(role_clients, admin_user):
    token, _ = token_make(actor=admin_user, name="Sync")
    again = role_clients["admin"].post("/api/api-tokens", {"name": "sync", "scopes": [CASES_READ]}, format="json")
    assert again.status_code == 400
    assert "already exists" in again.json()["errors"]["name"][0]
    assert role_clients["admin"].delete(f"/api/api-tokens/{token.pk}").status_code == 204
    assert (
        role_clients["admin"]
        .post("/api/api-tokens", {"name": "Sync", "scopes": [CASES_READ]}, format="json")
        .status_code
        == 201
    )


@pytest.mark.parametrize("role", ["manager", "staff", "client", "anonymous"])
def test_only_admins_manage_tokens(role_clients, admin_user, role):
    token, _ = token_make(actor=admin_user)
    expected = 401 if role == "anonymous" else 403
    client = role_clients[role]
    assert client.get("/api/api-tokens").status_code == expected
    assert client.post("/api/api-tokens", {"name": "B", "scopes": [CASES_READ]}, format="json").status_code == expected
    assert client.delete(f"/api/api-tokens/{token.pk}").status_code == expected
    assert ApiToken.objects.count() == 1 and ApiToken.objects.get().revoked_at is None


def test_a_token_cannot_manage_tokens(admin_user):
    _, secret = token_make(actor=admin_user)
    answer = token_client(secret).get("/api/api-tokens")
    assert answer.status_code == 403
    assert answer.json() == {"message": ENDPOINT_REFUSED}


def test_a_token_works_until_revoked_and_fails_at_once_afterwards(role_clients, admin_user):
    token, secret = token_make(actor=admin_user, scopes=[CASES_READ])
    client = token_client(secret)
    assert client.get("/api/companies").status_code == 200
    assert role_clients["admin"].delete(f"/api/api-tokens/{token.pk}").status_code == 204
    answer = client.get("/api/companies")
    assert answer.status_code == 401
    assert answer.json() == UNAUTHORIZED
    assert answer["WWW-Authenticate"] == 'Bearer realm="api"'
    token.refresh_from_db()
    assert token.revoked_at is not None
    assert not token.user.is_active
    (row,) = role_clients["admin"].get("/api/api-tokens").json()["data"]
    assert row["state"] == "revoked" and row["revokedAt"] is not None
    # Revoking again changes nothing; an unknown token is 404.
    assert role_clients["admin"].delete(f"/api/api-tokens/{token.pk}").status_code == 204
    assert role_clients["admin"].delete("/api/api-tokens/999999").status_code == 404


def test_an_expired_token_is_refused(role_clients, admin_user):
    token, secret = token_make(actor=admin_user, scopes=[CASES_READ], expires_at=timezone.now() + timedelta(hours=1))
    assert token_client(secret).get("/api/companies").status_code == 200
    ApiToken.objects.filter(pk=token.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    answer = token_client(secret).get("/api/companies")
    assert answer.status_code == 401
    assert answer.json() == UNAUTHORIZED
    assert role_clients["admin"].get("/api/api-tokens").json()["data"][0]["state"] == "expired"


@pytest.mark.parametrize("secret", ["cbk_unknown", "cbk_" + "A" * 40, "cbk_"])
def test_an_unknown_token_is_refused_like_a_bad_sign_in_token(secret):
    answer = token_client(secret).get("/api/companies")
    assert answer.status_code == 401
    assert answer.json() == UNAUTHORIZED


def test_a_missing_scope_is_named(admin_user):
    _, secret = token_make(actor=admin_user, scopes=[REQUESTS_READ])
    answer = token_client(secret).get("/api/companies")
    assert answer.status_code == 403
    assert answer.json() == {"message": scope_missing_message(CASES_READ)}
    assert answer.json() == {"message": "This API token does not have the cases:read scope."}


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("post", "/api/auth/login", {"email": "x@example.com", "password": "x"}),
        ("post", "/api/auth/logout", {}),
        ("get", "/api/auth/user", None),
        ("get", "/api/auth/mfa", None),
        ("post", "/api/auth/mfa/verify", {}),
        ("post", "/api/auth/request-password-reset", {"email": "x@example.com"}),
        ("get", "/api/auth/setup-status", None),
        ("get", "/api/health", None),
        ("get", "/api/users", None),
        ("get", "/api/schema/", None),
        ("get", "/api/no-such-thing", None),
    ],
)
def test_a_token_never_reaches_sign_in_users_or_anything_outside_its_map(admin_user, method, path, body):
    _, secret = token_make(actor=admin_user)
    answer = getattr(token_client(secret), method)(path, body, format="json")
    assert answer.status_code == 403
    assert answer.json() == {"message": ENDPOINT_REFUSED}


def test_the_service_user_is_never_listed_and_never_signs_in(role_clients, admin_user, api_client):
    token, _ = token_make(actor=admin_user)
    service = token.user
    emails = [u["email"] for u in role_clients["admin"].get("/api/users").json()]
    assert service.email not in emails
    assert role_clients["admin"].delete(f"/api/users/{service.pk}").status_code == 404
    assert User.objects.filter(pk=service.pk).exists()
    assert role_clients["admin"].get("/api/users/mentionable", {"q": "API"}).json() == []
    service.set_password("correct-horse-9")
    service.save()
    login = api_client.post("/api/auth/login", {"email": service.email, "password": "correct-horse-9"}, format="json")
    assert login.status_code == 401


def test_last_use_is_recorded_at_most_once_a_minute_unless_the_address_changes(admin_user):
    token, secret = token_make(actor=admin_user, scopes=[CASES_READ])
    token_client(secret, "203.0.113.5").get("/api/companies")
    token.refresh_from_db()
    first = token.last_used_at
    assert first is not None and token.last_used_ip == "203.0.113.5"
    token_client(secret, "203.0.113.5").get("/api/companies")
    token.refresh_from_db()
    assert token.last_used_at == first
    token_client(secret, "198.51.100.7").get("/api/companies")
    token.refresh_from_db()
    assert token.last_used_ip == "198.51.100.7"
    assert sorted(token.addresses.values_list("address", flat=True)) == ["198.51.100.7", "203.0.113.5"]


@override_settings(API_TOKEN_RATE_LIMIT="3/minute")
def test_a_token_over_its_rate_limit_gets_429_with_retry_after(admin_user, monkeypatch):
    monkeypatch.setattr(rate_limit, "clock", lambda: 1_800_000_030.0)  # one window throughout
    token, secret = token_make(actor=admin_user, scopes=[CASES_READ])
    other, other_secret = token_make(actor=admin_user, scopes=[CASES_READ], name="Other")
    client = token_client(secret)
    assert [client.get("/api/companies").status_code for _ in range(3)] == [200, 200, 200]
    answer = client.get("/api/companies")
    assert answer.status_code == 429
    assert answer["Retry-After"] == "30"
    assert answer.json()["message"].startswith("This API token has made too many requests. Try again in ")
    # Counted per token.
    assert token_client(other_secret).get("/api/companies").status_code == 200


def test_the_rate_limit_is_shared_through_redis(admin_user, settings, monkeypatch):
    """Another web process is another client of the same Redis: a request it counts counts here too."""
    from django.core.cache.backends.redis import RedisCache

    monkeypatch.setattr(rate_limit, "clock", lambda: 1_800_000_000.0)  # one window throughout
    location = "redis://127.0.0.1:6379/0"
    prefix = f"test-api-token-{uuid.uuid4().hex}"
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": location,
            "KEY_PREFIX": prefix,
        }
    }
    settings.API_TOKEN_RATE_LIMIT = "2/hour"
    token, secret = token_make(actor=admin_user, scopes=[CASES_READ])
    try:
        assert token_client(secret).get("/api/companies").status_code == 200
        elsewhere = RedisCache(location, {"KEY_PREFIX": prefix})
        key = f"{rate_limit.KEY_PREFIX}:{token.pk}:3600:{1_800_000_000 // 3600}"
        assert elsewhere.get(key) == 1
        assert elsewhere.incr(key) == 2  # the other process's request
        answer = token_client(secret).get("/api/companies")
        assert answer.status_code == 429
        assert int(answer["Retry-After"]) == 3600 - 1_800_000_000 % 3600
    finally:
        elsewhere.delete(key)
        caches["default"].close()


class _Lines(logging.Handler):
    def __init__(self):
        super().__init__(logging.INFO)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        self.records.append(record)


def test_a_tokens_requests_carry_its_id_in_the_log_line(admin_user):
    token, secret = token_make(actor=admin_user, scopes=[CASES_READ])
    lines = _Lines()
    logger = logging.getLogger("casebook.requests")
    logger.addHandler(lines)
    try:
        token_client(secret).get("/api/companies")
    finally:
        logger.removeHandler(lines)
    line = lines.records[-1]
    assert line.getMessage().endswith(f" token={token.pk}")
    assert getattr(line, "token", None) == token.pk
    assert secret not in line.getMessage()
