"""Issuing the bearer tokens the API accepts: each one is a session row (accounts.models.AuthSession)."""

from datetime import UTC, datetime

from rest_framework_simplejwt.tokens import AccessToken

from accounts.models import AuthSession

USER_AGENT_MAX = 300


class SessionAccessToken(AccessToken):
    """The access token as the API reads it (settings SIMPLE_JWT AUTH_TOKEN_CLASSES): once validated, it carries
    its live AuthSession row (CasebookJWTAuthentication.get_validated_token sets it)."""

    session: AuthSession


def access_token_for(user, *, user_agent: str = "", enrolment_only: bool = False) -> str:
    token = AccessToken.for_user(user)
    AuthSession.objects.create(
        user=user,
        jti=token["jti"],
        expires_at=datetime.fromtimestamp(token["exp"], tz=UTC),
        user_agent=(user_agent or "")[:USER_AGENT_MAX],
        enrolment_only=enrolment_only,
    )
    return str(token)
