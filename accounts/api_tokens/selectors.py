"""Reads of API tokens."""

import hashlib
from datetime import datetime

from django.db.models import QuerySet

from accounts.models import ApiToken

ACTIVE = "active"
EXPIRED = "expired"
REVOKED = "revoked"


def secret_hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def api_token_by_secret(*, secret: str) -> ApiToken | None:
    """The token whose secret this is (any state), with its service user."""
    return ApiToken.objects.select_related("user").filter(token_hash=secret_hash(secret)).first()


def api_tokens_list() -> QuerySet[ApiToken]:
    """Every token, revoked ones too, newest first."""
    return ApiToken.objects.select_related("created_by").order_by("-created_at", "-id")


def api_token_state(token: ApiToken, *, now: datetime) -> str:
    if token.revoked_at is not None:
        return REVOKED
    if token.expires_at is not None and token.expires_at <= now:
        return EXPIRED
    return ACTIVE
