"""The mfaToken: proof of the right password, good only for completing that sign-in with a second factor.

A signed (SECRET_KEY, own salt) and timestamped nonce; the nonce's PendingSignIn row makes it single use and
lets it expire server-side too. It is not a JWT, so the API's bearer authentication never accepts it.
"""

import secrets
from datetime import timedelta

from django.conf import settings
from django.core import signing
from django.core.exceptions import ValidationError
from django.utils import timezone

from accounts.models import PendingSignIn

SALT = "casebook.accounts.mfa-token"
SIGN_IN_EXPIRED = "Your sign-in has expired. Sign in again."


def pending_sign_in_start(*, user) -> str:
    now = timezone.now()
    nonce = secrets.token_urlsafe(32)
    # Keep the table small: rows past their expiry are of no use.
    PendingSignIn.objects.filter(expires_at__lt=now - timedelta(hours=1)).delete()
    PendingSignIn.objects.create(
        user=user, nonce=nonce, created_at=now, expires_at=now + timedelta(seconds=settings.MFA_TOKEN_SECONDS)
    )
    return signing.dumps({"n": nonce}, salt=SALT)


def pending_sign_in_get(*, mfa_token: str, for_update: bool = False) -> PendingSignIn:
    """The live PendingSignIn of an mfaToken, or ValidationError(SIGN_IN_EXPIRED) for expired/used/unknown."""
    try:
        data = signing.loads(mfa_token or "", salt=SALT, max_age=settings.MFA_TOKEN_SECONDS)
    except signing.BadSignature:
        raise ValidationError(SIGN_IN_EXPIRED) from None
    nonce = data.get("n") if isinstance(data, dict) else None
    if not isinstance(nonce, str):
        raise ValidationError(SIGN_IN_EXPIRED)
    rows = PendingSignIn.objects.select_related("user")
    if for_update:
        rows = rows.select_for_update(of=("self",))
    pending = rows.filter(nonce=nonce).first()
    if pending is None or pending.used_at or pending.expires_at <= timezone.now() or not pending.user.is_active:
        raise ValidationError(SIGN_IN_EXPIRED)
    return pending
