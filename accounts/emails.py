"""Account e-mails: plain text plus an HTML alternative, rendered from templates/emails/."""

import logging

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string

logger = logging.getLogger(__name__)


def _send(*, template: str, subject: str, to: str, context: dict) -> bool:
    """Send one multipart message; False (logged) when the mail server refuses, so callers can report it."""
    message = EmailMultiAlternatives(
        subject=subject,
        body=render_to_string(f"emails/{template}.txt", context),
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[to],
    )
    message.attach_alternative(render_to_string(f"emails/{template}.html", context), "text/html")
    try:
        message.send()
    except Exception:  # any transport failure: SMTP, DNS, timeouts
        logger.exception("Could not send the %s e-mail to %s", template, to)
        return False
    return True


def invitation_send(*, user, inviter, has_temporary_password: bool) -> bool:
    return _send(
        template="invitation",
        subject="Your Casebook account",
        to=user.email,
        context={
            "user": user,
            "inviter_name": inviter.full_name if inviter else "An administrator",
            "login_url": f"{settings.SITE_URL}/login",
            "has_temporary_password": has_temporary_password,
        },
    )


def password_reset_send(*, user, token: str) -> bool:
    return _send(
        template="password_reset",
        subject="Reset your Casebook password",
        to=user.email,
        context={
            "user": user,
            "reset_url": f"{settings.SITE_URL}/reset-password#access_token={token}&type=recovery",
            "expiry_minutes": settings.PASSWORD_RESET_TOKEN_SECONDS // 60,
        },
    )
