"""Writes of two-factor sign-in. Each validates, writes atomically, announces its security event (audit log)
and raises Django errors (400 / 403 through config.exception_handler) or the sign-in throttle's 429."""

import re
from base64 import b32encode
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import Any

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.http import Http404
from django.utils import timezone

from django_otp.plugins.otp_totp.models import TOTPDevice

from accounts import security_events as events
from accounts import selectors as account_selectors
from accounts.mfa import ceremonies, selectors
from accounts.mfa.recovery import recovery_code_use, recovery_codes_left, recovery_codes_replace
from accounts.mfa.sign_in import SIGN_IN_EXPIRED, pending_sign_in_get
from accounts.models import AuthSession, MfaPolicy, Passkey, PendingSignIn, RecoveryCode, User
from accounts.roles import Role
from accounts.sessions import session_sign_in, user_sessions_end
from accounts.throttling import login_attempt

WRONG_CODE = "That code is not valid. Check your authenticator app and try again."
WRONG_RECOVERY_CODE = (
    "That recovery code has already been used or is wrong. Each recovery code works once: try another one."
)
WRONG_PASSWORD = "Your password is incorrect."  # noqa: S105 - an error message, not a password
NO_PASSKEY = "You have no passkey. Use your authenticator app or a recovery code."
TOTP_ALREADY_ON = "Your authenticator app is already set up. Remove it first to set up another one."
TOTP_NOT_STARTED = "Start setting up the authenticator app first."
REGISTRATION_EXPIRED = "Passkey registration has expired. Start again."
PASSKEY_TAKEN = "This passkey is already registered."
PASSKEY_NAME_TOO_LONG = "Passkey names can be at most 100 characters."
PASSKEY_NOT_FOUND = "That passkey does not exist."
NO_FACTOR = "Set up two-factor sign-in first."
RESET_DENIED = "You don't have permission to reset two-factor sign-in."
RESET_OWN = "Use the Security page to change your own two-factor sign-in."
POLICY_DENIED = "You don't have permission to change the two-factor policy."
CEREMONY_SECONDS = 5 * 60
TOTP_DEVICE_NAME = "Authenticator app"
PASSKEY_DEFAULT_NAME = "Passkey"


# --- Signing in with a second factor -------------------------------------------------------------------------


@dataclass(frozen=True)
class SecondFactorSignIn:
    user: object
    token: str
    # After a recovery code: how many unused ones the user has left (None after any other factor).
    recovery_codes_left: int | None = None


class _WrongFactorError(Exception):
    """Raised inside the sign-in transaction so that the claim on the mfaToken is rolled back."""


def _sign_in_with(
    *,
    mfa_token: str,
    address: str,
    user_agent: str,
    check: Callable[[PendingSignIn], bool],
    method: str,
    wrong_message: str,
) -> SecondFactorSignIn:
    """Claim the mfaToken, run `check(pending)` (True when the factor is right) and start the session.

    A wrong factor counts as a failed sign-in of the account from this address (the password throttle) and
    leaves the mfaToken usable for another try until the throttle refuses.
    """
    pending = pending_sign_in_get(mfa_token=mfa_token)
    user = pending.user
    with login_attempt(email=user.email, address=address) as attempt:
        try:
            with transaction.atomic():
                # The row lock queues racing requests with one mfaToken; the claim makes it single use.
                pending = pending_sign_in_get(mfa_token=mfa_token, for_update=True)
                claimed = PendingSignIn.objects.filter(pk=pending.pk, used_at__isnull=True).update(
                    used_at=timezone.now()
                )
                if not claimed:
                    raise ValidationError(SIGN_IN_EXPIRED)
                if not check(pending):
                    raise _WrongFactorError()
                token = session_sign_in(user=user, user_agent=user_agent)
        except _WrongFactorError:
            attempt.failed()
            second_factor_failure_audit(user=user, address=address, method=method)
            raise ValidationError(wrong_message) from None
        except ValidationError:
            attempt.withdrawn()
            raise
        attempt.succeeded()
    return SecondFactorSignIn(user=user, token=token)


def _totp_device(*, user: User, confirmed: bool = True) -> TOTPDevice | None:
    return TOTPDevice.objects.filter(user=user, confirmed=confirmed).order_by("-id").first()


def _is_authenticator_code(code: str) -> bool:
    """Six digits (spaces aside) are an authenticator code; anything else is taken for a recovery code."""
    return re.fullmatch(r"\d{6}", (code or "").strip().replace(" ", "")) is not None


def second_factor_code_check(*, user: User, code: str, address: str) -> bool:
    """Whether `code` is a current authenticator code of the user or one of their unused recovery codes (which
    is then spent and its use audited). Call inside a transaction: the caller decides whether it sticks.

    django-otp refuses a time step at or before the device's `last_t` and then saves the new one: a check and
    a write, made one step by locking the device's row until the transaction ends, so one code signs in once
    however many sign-ins race. A recovery code is spent by one conditional UPDATE (single use likewise).
    """
    code = (code or "").strip().replace(" ", "")
    if _is_authenticator_code(code):
        device = TOTPDevice.objects.select_for_update().filter(user=user, confirmed=True).order_by("-id").first()
        return bool(device and device.verify_token(code))
    if recovery_code_use(user=user, code=code):
        events.security_event_send(
            action=events.MFA_RECOVERY_USE,
            actor=user,
            details={"codesLeft": recovery_codes_left(user=user), "address": address},
        )
        return True
    return False


def second_factor_failure_audit(*, user: User, address: str, method: str) -> None:
    """A wrong second factor (the caller's sign-in attempt counts it as a failure) goes to the audit log."""
    with transaction.atomic():
        events.security_event_send(action=events.MFA_FAILED, actor=user, details={"method": method, "address": address})


def mfa_verify(*, mfa_token: str, code: str, address: str, user_agent: str = "") -> SecondFactorSignIn:
    """Complete a sign-in with a 6-digit authenticator code or a recovery code (which is then spent; the answer
    then says how many are left, so the user knows when to make new ones)."""
    authenticator = _is_authenticator_code(code)

    def check(pending: PendingSignIn) -> bool:
        return second_factor_code_check(user=pending.user, code=code, address=address)

    signed_in = _sign_in_with(
        mfa_token=mfa_token,
        address=address,
        user_agent=user_agent,
        check=check,
        method="code",
        wrong_message=WRONG_CODE if authenticator else WRONG_RECOVERY_CODE,
    )
    if authenticator:
        return signed_in
    return replace(signed_in, recovery_codes_left=recovery_codes_left(user=signed_in.user))


def webauthn_sign_in_begin(*, mfa_token: str, rp: ceremonies.RelyingParty) -> dict[str, Any]:
    pending = pending_sign_in_get(mfa_token=mfa_token)
    passkeys = selectors.user_passkeys(user=pending.user)
    if not passkeys:
        raise ValidationError(NO_PASSKEY)
    options, challenge = ceremonies.authentication_options(rp=rp, passkeys=passkeys)
    PendingSignIn.objects.filter(pk=pending.pk).update(webauthn_challenge=challenge)
    return options


def webauthn_sign_in_finish(
    *, mfa_token: str, credential: object, rp: ceremonies.RelyingParty, address: str, user_agent: str = ""
) -> SecondFactorSignIn:
    if not isinstance(credential, dict) or not isinstance(credential.get("id"), str):
        raise ValidationError(ceremonies.PASSKEY_FAILED)

    def check(pending: PendingSignIn) -> bool:
        if not pending.webauthn_challenge:
            return False
        passkey = Passkey.objects.filter(user=pending.user, credential_id=credential["id"]).first()
        if passkey is None:
            return False
        try:
            sign_count = ceremonies.authentication_verify(
                rp=rp, credential=credential, challenge=pending.webauthn_challenge, passkey=passkey
            )
        except ValidationError:
            return False
        Passkey.objects.filter(pk=passkey.pk).update(sign_count=sign_count, last_used_at=timezone.now())
        return True

    return _sign_in_with(
        mfa_token=mfa_token,
        address=address,
        user_agent=user_agent,
        check=check,
        method="webauthn",
        wrong_message=ceremonies.PASSKEY_FAILED,
    )


# --- Enrolment ---------------------------------------------------------------------------------------------------


def _enrolment_sessions_promote(*, user: User) -> None:
    """A confirmed factor turns the user's enrolment-only sessions into full ones."""
    AuthSession.objects.filter(user=user, enrolment_only=True).update(enrolment_only=False)


@dataclass(frozen=True)
class TotpSetup:
    secret: str
    otpauth_uri: str


def totp_enrol_start(*, user: User) -> TotpSetup:
    """A new, unconfirmed authenticator-app key (any earlier unconfirmed one is dropped)."""
    with transaction.atomic():
        if _totp_device(user=user):
            raise ValidationError(TOTP_ALREADY_ON)
        TOTPDevice.objects.filter(user=user, confirmed=False).delete()
        device = TOTPDevice.objects.create(user=user, name=TOTP_DEVICE_NAME, confirmed=False)
    return TotpSetup(secret=b32encode(device.bin_key).decode().rstrip("="), otpauth_uri=device.config_url)


def totp_enrol_confirm(*, user: User, code: str) -> list[str]:
    """Turn the authenticator app on with a code it shows; ten new recovery codes."""
    device = _totp_device(user=user, confirmed=False)
    if device is None:
        raise ValidationError(_totp_device(user=user) and TOTP_ALREADY_ON or TOTP_NOT_STARTED)
    code = (code or "").strip().replace(" ", "")
    if not (re.fullmatch(r"\d{6}", code) and device.verify_token(code)):
        with transaction.atomic():
            events.security_event_send(
                action=events.MFA_FAILED, actor=user, details={"method": "totp", "stage": "setup"}
            )
        raise ValidationError(WRONG_CODE)
    with transaction.atomic():
        device.confirmed = True
        device.save(update_fields=["confirmed"])
        codes = recovery_codes_replace(user=user)
        _enrolment_sessions_promote(user=user)
        events.security_event_send(action=events.MFA_ENROL, actor=user, details={"method": "totp"})
    return codes


def _password_confirm(*, user: User, password: str, address: str) -> None:
    """Removing a factor needs the current password; wrong ones count towards the sign-in throttle."""
    with login_attempt(email=user.email, address=address) as attempt:
        if not user.check_password(password or ""):
            attempt.failed()
            raise ValidationError(WRONG_PASSWORD)
        attempt.withdrawn()


def sessions_end_without_required_factor(*, user: User, keep: AuthSession | None = None) -> int:
    """A user whose role requires two-factor sign-in and who has no factor keeps no full session: every API and
    Django admin session ends at once, but `keep` (the session of the user's own request), which from now on may
    only enrol a factor. Call inside a transaction. How many API sessions ended."""
    if not selectors.mfa_required_for(user=user) or selectors.user_mfa_methods(user=user):
        return 0
    ended = user_sessions_end(user=user, keep=keep)
    if keep is not None:
        AuthSession.objects.filter(pk=keep.pk).update(enrolment_only=True)
    return ended


def _factor_removed(*, user: User, session: AuthSession | None) -> None:
    """Without a factor left the recovery codes go, and so do the full sessions if the role requires one."""
    if selectors.user_mfa_methods(user=user):
        return
    RecoveryCode.objects.filter(user=user).delete()
    sessions_end_without_required_factor(user=user, keep=session)


def totp_remove(*, user: User, password: str, address: str, session: AuthSession | None = None) -> None:
    _password_confirm(user=user, password=password, address=address)
    with transaction.atomic():
        removed, _ = TOTPDevice.objects.filter(user=user).delete()
        if not removed:
            raise ValidationError("Your authenticator app is not set up.")
        _factor_removed(user=user, session=session)
        events.security_event_send(action=events.MFA_REMOVE, actor=user, details={"method": "totp"})


def recovery_codes_regenerate(*, user: User, password: str, address: str) -> list[str]:
    _password_confirm(user=user, password=password, address=address)
    with transaction.atomic():
        if not selectors.user_mfa_methods(user=user):
            raise ValidationError(NO_FACTOR)
        codes = recovery_codes_replace(user=user)
        events.security_event_send(action=events.MFA_CODES_NEW, actor=user, details={})
    return codes


def webauthn_register_begin(*, user: User, session: AuthSession, rp: ceremonies.RelyingParty) -> dict[str, Any]:
    options, challenge = ceremonies.registration_options(rp=rp, user=user, passkeys=selectors.user_passkeys(user=user))
    AuthSession.objects.filter(pk=session.pk).update(
        webauthn_challenge=challenge,
        webauthn_challenge_expires_at=timezone.now() + timedelta(seconds=CEREMONY_SECONDS),
    )
    return options


def _passkey_name(name: str | None) -> str:
    name = (name or "").strip() or PASSKEY_DEFAULT_NAME
    if len(name) > 100:
        raise ValidationError({"name": [PASSKEY_NAME_TOO_LONG]})
    return name


@dataclass(frozen=True)
class PasskeyRegistered:
    passkey: Passkey
    recovery_codes: list[str] | None = field(default=None)


def webauthn_register_finish(
    *, user: User, session: AuthSession, rp: ceremonies.RelyingParty, name: str | None, credential: object
) -> PasskeyRegistered:
    name = _passkey_name(name)
    if not isinstance(credential, dict):
        raise ValidationError(ceremonies.REGISTRATION_FAILED)
    with transaction.atomic():
        row = AuthSession.objects.select_for_update().get(pk=session.pk)
        challenge, expires = row.webauthn_challenge, row.webauthn_challenge_expires_at
        if not challenge or expires is None or expires <= timezone.now():
            raise ValidationError(REGISTRATION_EXPIRED)
        # One ceremony per challenge, whatever its outcome.
        AuthSession.objects.filter(pk=row.pk).update(webauthn_challenge="", webauthn_challenge_expires_at=None)
    new = ceremonies.registration_verify(rp=rp, credential=credential, challenge=challenge)
    with transaction.atomic():
        first_factor = not selectors.user_mfa_methods(user=user)
        try:
            with transaction.atomic():
                passkey = Passkey.objects.create(
                    user=user,
                    name=name,
                    credential_id=new.credential_id,
                    public_key=new.public_key,
                    sign_count=new.sign_count,
                    transports=new.transports,
                )
        except IntegrityError as exc:
            raise ValidationError(PASSKEY_TAKEN) from exc
        codes = recovery_codes_replace(user=user) if first_factor else None
        _enrolment_sessions_promote(user=user)
        events.security_event_send(action=events.MFA_ENROL, actor=user, details={"method": "passkey", "name": name})
    return PasskeyRegistered(passkey=passkey, recovery_codes=codes)


def passkey_rename(*, user: User, passkey_id: int, name: str | None) -> Passkey:
    passkey = Passkey.objects.filter(user=user, pk=passkey_id).defer("public_key").first()
    if passkey is None:
        raise Http404(PASSKEY_NOT_FOUND)
    passkey.name = _passkey_name(name)
    passkey.save(update_fields=["name"])
    return passkey


def passkey_remove(
    *, user: User, passkey_id: int, password: str, address: str, session: AuthSession | None = None
) -> None:
    if not Passkey.objects.filter(user=user, pk=passkey_id).exists():
        raise Http404(PASSKEY_NOT_FOUND)
    _password_confirm(user=user, password=password, address=address)
    with transaction.atomic():
        passkey = Passkey.objects.filter(user=user, pk=passkey_id).defer("public_key").first()
        if passkey is None:
            raise Http404(PASSKEY_NOT_FOUND)
        passkey.delete()
        _factor_removed(user=user, session=session)
        events.security_event_send(
            action=events.MFA_REMOVE, actor=user, details={"method": "passkey", "name": passkey.name}
        )


# --- Policy, admin reset, sessions ---------------------------------------------------------------------------


def _require_policy_admin(actor: User, message: str) -> None:
    # The same people who may edit the Permissions matrix (accounts.services.role_permission_set).
    if actor.effective_role != Role.ADMIN:
        raise PermissionDenied(message)


def mfa_policy_set(*, actor: User, changes: dict[str, bool], session: AuthSession | None = None) -> dict[str, bool]:
    """Require (or not) a second factor per role. A role newly requiring one ends, at once, the full sessions of
    its users who have none (the actor's own `session` may then only enrol)."""
    _require_policy_admin(actor, POLICY_DENIED)
    before = selectors.mfa_policy()
    with transaction.atomic():
        for role, required in changes.items():
            MfaPolicy.objects.update_or_create(role=role, defaults={"required": required})
        after = selectors.mfa_policy()
        changed = {role: [before[role], after[role]] for role in Role.values if before[role] != after[role]}
        if changed:
            events.security_event_send(action=events.MFA_POLICY, actor=actor, details=changed)
        required_now = [role for role, (_, now) in changed.items() if now]
        for user in selectors.users_in_roles(roles=required_now):
            sessions_end_without_required_factor(user=user, keep=session if user.pk == actor.pk else None)
    return after


def mfa_reset(*, actor: User, user_id: int) -> User:
    """An admin removes every second factor and recovery code of the user and ends the user's sessions; the user.

    The permission comes before the lookup, so a 404 never tells someone without it which user ids exist.
    """
    _require_policy_admin(actor, RESET_DENIED)
    user = account_selectors.user_get(user_id=user_id)
    if actor.pk == user.pk:
        raise PermissionDenied(RESET_OWN)
    with transaction.atomic():
        TOTPDevice.objects.filter(user=user).delete()
        Passkey.objects.filter(user=user).delete()
        RecoveryCode.objects.filter(user=user).delete()
        PendingSignIn.objects.filter(user=user).delete()
        ended = user_sessions_end(user=user)
        events.security_event_send(
            action=events.MFA_RESET, actor=actor, details={"user": user.email, "sessionsEnded": ended}
        )
    return user


def sessions_revoke_others(*, user: User, current: AuthSession) -> int:
    return user_sessions_end(user=user, keep=current)
