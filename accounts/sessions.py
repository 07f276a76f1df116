"""Signed-in sessions (accounts.models.AuthSession): listing them and ending them."""

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from accounts.models import AuthSession, User
from accounts.tokens import access_token_for


def user_sessions_active(*, user) -> list[AuthSession]:
    """The user's live sessions, most recently used first."""
    return list(
        AuthSession.objects.filter(user=user, revoked_at__isnull=True, expires_at__gt=timezone.now()).order_by(
            "-last_used_at", "-id"
        )
    )


def user_sessions_end(*, user, keep: AuthSession | None = None) -> int:
    """End every live session of the user (but `keep`): their tokens stop working at once, and so do their Django
    admin sessions (a new session generation changes the session auth hash). How many API sessions ended."""
    sessions = AuthSession.objects.filter(user=user, revoked_at__isnull=True)
    if keep is not None:
        sessions = sessions.exclude(pk=keep.pk)
    with transaction.atomic():
        User.objects.filter(pk=user.pk).update(session_generation=F("session_generation") + 1)
        ended = sessions.filter(expires_at__gt=timezone.now()).update(revoked_at=timezone.now())
        # Rows past their expiry are no longer needed to refuse their tokens (simplejwt checks `exp`).
        AuthSession.objects.filter(user=user, expires_at__lte=timezone.now()).delete()
    return ended


def session_sign_in(*, user, user_agent: str = "", enrolment_only: bool = False) -> str:
    """Complete a sign-in (password, plus the second factor when the user has one): a new session's token."""
    user.last_login = timezone.now()
    user.save(update_fields=["last_login"])
    # Expired sessions are no longer listed nor needed to refuse their tokens (simplejwt checks `exp`).
    AuthSession.objects.filter(user=user, expires_at__lte=user.last_login).delete()
    return access_token_for(user, user_agent=user_agent, enrolment_only=enrolment_only)
