"""Recovery codes: ten random codes shown once; only a keyed hash of each is stored, and each works once."""

import secrets

from django.utils import timezone
from django.utils.crypto import salted_hmac

from accounts.models import RecoveryCode

COUNT = 10
# 32 letters and digits without the look-alikes 0/o, 1/l/i: 10 characters carry 50 bits.
ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
HASH_SALT = "casebook.accounts.recovery-code"


def _normalise(code: str) -> str:
    return "".join(ch for ch in code.lower() if ch.isalnum())


def code_hash(code: str) -> str:
    return salted_hmac(HASH_SALT, _normalise(code), algorithm="sha256").hexdigest()


def _new_code() -> str:
    raw = "".join(secrets.choice(ALPHABET) for _ in range(10))
    return f"{raw[:5]}-{raw[5:]}"


def recovery_codes_replace(*, user) -> list[str]:
    """Ten new codes for the user; the old ones stop working. The caller holds the transaction."""
    codes = [_new_code() for _ in range(COUNT)]
    RecoveryCode.objects.filter(user=user).delete()
    RecoveryCode.objects.bulk_create(RecoveryCode(user=user, code_hash=code_hash(c)) for c in codes)
    return codes


def recovery_code_use(*, user, code: str) -> bool:
    """Spend one unused code of the user; False when it is unknown or already used."""
    if not _normalise(code):
        return False
    spent = RecoveryCode.objects.filter(user=user, code_hash=code_hash(code), used_at__isnull=True).update(
        used_at=timezone.now()
    )
    return spent == 1


def recovery_codes_left(*, user) -> int:
    return RecoveryCode.objects.filter(user=user, used_at__isnull=True).count()
