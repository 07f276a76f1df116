"""`Authorization: Bearer cbk_...`: who the token acts as, its rate limit and its scope, checked for every request.

Placed before CasebookJWTAuthentication; any other bearer value is left to it (None). An unknown, revoked or
expired token answers 401 with the very body a bad sign-in token gets. `request.user` is the token's service user
(a client of the token's company, so every client scoping path applies), `request.auth` the ApiToken.
"""

from django.utils import timezone

from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import exceptions
from rest_framework.authentication import BaseAuthentication

from accounts.api_tokens import rate_limit, scopes, selectors, services
from accounts.authentication import UNAUTHORIZED, bearer_value
from accounts.throttling import client_address

# Set on Django's request for config.request_log (the token's id in the request's log line).
REQUEST_ATTRIBUTE = "api_token_id"


def is_api_token(value: str | None) -> bool:
    return bool(value and value.startswith(services.TOKEN_PREFIX))


class ApiTokenAuthentication(BaseAuthentication):
    def authenticate(self, request):
        secret = bearer_value(request)
        if secret is None or not is_api_token(secret):
            return None
        token = selectors.api_token_by_secret(secret=secret)
        now = timezone.now()
        if token is None or selectors.api_token_state(token, now=now) != selectors.ACTIVE or not token.user.is_active:
            raise exceptions.AuthenticationFailed(UNAUTHORIZED)
        setattr(request._request, REQUEST_ATTRIBUTE, token.pk)
        # Every request counts, refused ones too, so probing the map costs the same as calling it.
        rate_limit.api_token_rate_check(token_id=token.pk)
        match = getattr(request, "resolver_match", None)
        rule = scopes.rule_for(getattr(match, "url_name", None), request.method)
        if rule is None:
            raise exceptions.PermissionDenied(scopes.ENDPOINT_REFUSED)
        if rule.internal_only and token.company:
            raise exceptions.PermissionDenied(scopes.INTERNAL_ONLY)
        if rule.scope not in token.scopes:
            raise exceptions.PermissionDenied(scopes.scope_missing_message(rule.scope))
        services.api_token_used(token=token, address=client_address(request), now=now)
        return token.user, token

    def authenticate_header(self, request):
        # The first authenticator's header is the one DRF sends with a 401: the same as the JWT path's.
        return 'Bearer realm="api"'


class ApiTokenScheme(OpenApiAuthenticationExtension):
    """Declares the API token scheme in /api/schema/ (shown at /api/docs/)."""

    target_class = "accounts.api_tokens.authentication.ApiTokenAuthentication"
    name = "apiToken"
    priority = 1

    def get_security_definition(self, auto_schema):
        lines = "\n".join(f"- `{scope}`: {text}" for scope, text in scopes.SCOPES.items())
        return {
            "type": "http",
            "scheme": "bearer",
            "description": (
                "An API token for a company's own software: `Authorization: Bearer cbk_...`. Admins create tokens "
                "in Settings > Integrations (or POST /api/api-tokens); the secret is shown once. A company token "
                "acts as a client of its company (its cases only; another company's case answers 404); an internal "
                "token (no company) as staff. Each endpoint needs one scope (403 without it; endpoints outside "
                "the token map answer 403):\n\n"
                f"{lines}\n\nRequests are rate-limited per token (API_TOKEN_RATE_LIMIT; 429 with Retry-After)."
            ),
        }
