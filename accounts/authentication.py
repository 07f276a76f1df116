from datetime import UTC, datetime

from django.utils.translation import gettext_lazy as _

from drf_spectacular.contrib.rest_framework_simplejwt import SimpleJWTScheme
from rest_framework import exceptions, status
from rest_framework_simplejwt.authentication import JWTAuthentication
from rest_framework_simplejwt.exceptions import InvalidToken

from accounts.models import RevokedToken

# The React app treats a 401 whose body contains this word as "signed out" (SPEC §8).
UNAUTHORIZED = "Unauthorized"


class CasebookJWTAuthentication(JWTAuthentication):
    """simplejwt's bearer auth (signature, expiry, active user, password change) plus logout revocation."""

    def authenticate(self, request):
        try:
            return super().authenticate(request)
        except exceptions.AuthenticationFailed as exc:
            # Bad signature, alg none, expired, revoked, deactivated user, password changed: one answer,
            # so the body never tells an attacker which check failed.
            raise exceptions.AuthenticationFailed(UNAUTHORIZED, code=exc.default_code) from exc

    def get_validated_token(self, raw_token):
        token = super().get_validated_token(raw_token)
        if token.get("purpose"):
            # Single-purpose tokens (password reset) never authenticate ordinary requests.
            raise InvalidToken("Token not valid for this request.")
        if RevokedToken.objects.filter(jti=token.get("jti")).exists():
            raise InvalidToken("Token has been revoked.")
        return token

    def authenticate_header(self, request):
        return 'Bearer realm="api"'


class CasebookJWTScheme(SimpleJWTScheme):
    """Declares the bearer JWT security scheme in /api/schema/ for every authenticated view."""

    target_class = "accounts.authentication.CasebookJWTAuthentication"


def revoke_token(token) -> None:
    expires = datetime.fromtimestamp(token["exp"], tz=UTC)
    RevokedToken.objects.get_or_create(jti=token["jti"], defaults={"expires_at": expires})


def bearer_value(request) -> str | None:
    """The credential after `Bearer ` in the Authorization header, for views that are not JWT-authenticated."""
    parts = request.headers.get("Authorization", "").split()
    if len(parts) == 2 and parts[0].lower() == "bearer":
        return parts[1]
    return None


class LoginFailed(exceptions.APIException):
    """401 for a wrong e-mail/password or an inactive account (deliberately indistinguishable)."""

    status_code = status.HTTP_401_UNAUTHORIZED
    default_detail = _("Invalid email or password")
    default_code = "invalid_credentials"


class ResetLinkInvalid(exceptions.APIException):
    """401 for a password reset token that is unknown, used or expired (SPEC §8 text)."""

    status_code = status.HTTP_401_UNAUTHORIZED
    default_detail = _("Invalid password reset link. Please request a new password reset.")
    default_code = "invalid_reset_token"
