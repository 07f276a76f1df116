from django.utils import timezone

from rest_framework_simplejwt.authentication import JWTAuthentication
from rest_framework_simplejwt.exceptions import InvalidToken

from accounts.models import RevokedToken


class CasebookJWTAuthentication(JWTAuthentication):
    """simplejwt's bearer auth (signature, expiry, active user, password change) plus logout revocation."""

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


def revoke_token(token) -> None:
    expires = timezone.datetime.fromtimestamp(token["exp"], tz=timezone.UTC)
    RevokedToken.objects.get_or_create(jti=token["jti"], defaults={"expires_at": expires})
