"""API tokens for tests: made through the service, as the endpoint makes them."""

from rest_framework.test import APIClient

from accounts.api_tokens import services
from accounts.api_tokens.scopes import SCOPES


def token_make(*, actor, scopes=None, company: str | None = None, name: str = "Sync", expires_at=None):
    """(ApiToken, secret)."""
    return services.api_token_create(
        actor=actor,
        name=name,
        company=company,
        scopes=list(SCOPES) if scopes is None else scopes,
        expires_at=expires_at,
    )


def token_client(secret: str, address: str = "203.0.113.5") -> APIClient:
    client = APIClient(REMOTE_ADDR=address)
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {secret}")
    return client
