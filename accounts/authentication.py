from datetime import UTC, datetime, timedelta

from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from drf_spectacular.contrib.rest_framework_simplejwt import SimpleJWTScheme
from rest_framework import exceptions, status
from rest_framework_simplejwt.authentication import JWTAuthentication
from rest_framework_simplejwt.exceptions import InvalidToken

from accounts.mfa.selectors import mfa_required_for
from accounts.models import AuthSession, RevokedToken
from accounts.tokens import SessionAccessToken

# The React app treats a 401 whose body contains this word as "signed out" (guide: labels#errors).
UNAUTHORIZED = "Unauthorized"
MFA_ENROLMENT_REQUIRED = "Set up two-factor sign-in to continue."
# What an enrolment-only session (right password, role requires a second factor, none set up yet) may call:
# URL names of accounts.urls and accounts.mfa_urls. Everything else answers 403 mfa_enrolment_required.
ENROLMENT_SESSION_URLS = frozenset(
    {
        "auth-user",
        "auth-logout",
        "mfa-status",
        "mfa-totp",
        "mfa-totp-confirm",
        "mfa-webauthn-register-begin",
        "mfa-webauthn-register-finish",
    }
)
# A session's last use is written at most this often, so most requests do not write at all.
LAST_USED_RESOLUTION = timedelta(minutes=1)


class MfaEnrolmentRequired(exceptions.PermissionDenied):
    default_detail = _(MFA_ENROLMENT_REQUIRED)
    default_code = "mfa_enrolment_required"

    def __init__(self):
        super().__init__()
        self.detail = {
            "message": exceptions.ErrorDetail(MFA_ENROLMENT_REQUIRED, code=self.default_code),
            "code": exceptions.ErrorDetail(self.default_code, code=self.default_code),
        }


class CasebookJWTAuthentication(JWTAuthentication):
    """simplejwt's bearer auth (signature, expiry, active user, password change) plus the token's session.

    A token authenticates only while its AuthSession row is live (not logged out, revoked or ended by an admin
    reset or a deactivation). An enrolment-only session reaches only ENROLMENT_SESSION_URLS.
    """

    def authenticate(self, request):
        try:
            result = super().authenticate(request)
        except exceptions.AuthenticationFailed as exc:
            # Bad signature, alg none, expired, revoked, deactivated user, password changed: one answer,
            # so the body never tells an attacker which check failed.
            raise exceptions.AuthenticationFailed(UNAUTHORIZED, code=exc.default_code) from exc
        if result is None:
            return None
        user, token = result
        # get_validated_token gives a SessionAccessToken; the check only tells mypy so.
        if not isinstance(token, SessionAccessToken) or token.session.user_id != user.pk:
            raise exceptions.AuthenticationFailed(UNAUTHORIZED)
        session = token.session
        if session.enrolment_only:
            match = getattr(request, "resolver_match", None)
            if match is None or match.url_name not in ENROLMENT_SESSION_URLS:
                if mfa_required_for(user=user):
                    raise MfaEnrolmentRequired()
                # The role no longer requires a second factor: the session is a full one from now on.
                AuthSession.objects.filter(pk=session.pk).update(enrolment_only=False)
                session.enrolment_only = False
        now = timezone.now()
        if session.last_used_at < now - LAST_USED_RESOLUTION:
            AuthSession.objects.filter(pk=session.pk).update(last_used_at=now)
            session.last_used_at = now
        return user, token

    def get_validated_token(self, raw_token: bytes) -> SessionAccessToken:
        token = super().get_validated_token(raw_token)
        if not isinstance(token, SessionAccessToken) or token.get("purpose"):
            # Only SessionAccessToken is configured (SIMPLE_JWT AUTH_TOKEN_CLASSES). Single-purpose tokens (password
            # reset) never authenticate ordinary requests.
            raise InvalidToken("Token not valid for this request.")
        session = (
            AuthSession.objects.filter(jti=token.get("jti"), revoked_at__isnull=True)
            .only("id", "user_id", "last_used_at", "enrolment_only")
            .first()
        )
        if session is None:
            raise InvalidToken("Token has been revoked.")
        token.session = session
        return token

    def authenticate_header(self, request):
        return 'Bearer realm="api"'


class CasebookJWTScheme(SimpleJWTScheme):
    """Declares the bearer JWT security scheme in /api/schema/ for every authenticated view."""

    target_class = "accounts.authentication.CasebookJWTAuthentication"


def revoke_token(token) -> None:
    """End the token's session (and keep the jti on the revocation list until the token expires)."""
    expires = datetime.fromtimestamp(token["exp"], tz=UTC)
    RevokedToken.objects.get_or_create(jti=token["jti"], defaults={"expires_at": expires})
    AuthSession.objects.filter(jti=token["jti"], revoked_at__isnull=True).update(revoked_at=timezone.now())


def request_session(request) -> AuthSession | None:
    """The AuthSession of the request's bearer token (None for other kinds of request)."""
    return request.auth.session if isinstance(request.auth, SessionAccessToken) else None


def request_session_required(request) -> AuthSession:
    """The AuthSession of the request's bearer token, for views that act on it; any other request is answered
    401 (only a bearer token authenticates, so an authenticated request without one is not expected)."""
    session = request_session(request)
    if session is None:
        raise exceptions.NotAuthenticated(UNAUTHORIZED)
    return session


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
    """401 for a password reset token that is unknown, used or expired (guide: labels#errors text)."""

    status_code = status.HTTP_401_UNAUTHORIZED
    default_detail = _("Invalid password reset link. Please request a new password reset.")
    default_code = "invalid_reset_token"
