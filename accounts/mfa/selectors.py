"""Reads of the second factors: which methods a user has, the Security page's summary, the role policy."""

from django.db.models import Q

from django_otp.plugins.otp_totp.models import TOTPDevice

from accounts.mfa.recovery import recovery_codes_left
from accounts.models import MfaPolicy, Passkey, User
from accounts.roles import Role


def user_has_totp(*, user) -> bool:
    return TOTPDevice.objects.filter(user=user, confirmed=True).exists()


def user_passkeys(*, user) -> list[Passkey]:
    return list(Passkey.objects.filter(user=user).defer("public_key"))


def user_mfa_methods(*, user) -> list[str]:
    """The second factors the user can sign in with, in the contract's order; [] without a factor."""
    methods = []
    if user_has_totp(user=user):
        methods.append("totp")
    if Passkey.objects.filter(user=user).exists():
        methods.append("webauthn")
    if methods:
        methods.append("recovery")
    return methods


def mfa_policy() -> dict[str, bool]:
    """{role: required} for the four roles (a role without a row does not require a second factor)."""
    required = dict(MfaPolicy.objects.values_list("role", "required"))
    return {role: bool(required.get(role, False)) for role in Role.values}


def users_in_roles(*, roles: list[str]) -> list[User]:
    """The users whose effective role is one of `roles` (a user without a known role counts as a client)."""
    if not roles:
        return []
    matching = Q(role__in=roles)
    if Role.CLIENT in roles:
        matching |= ~Q(role__in=Role.values)
    return list(User.objects.filter(matching))


def mfa_required_for(*, user) -> bool:
    return MfaPolicy.objects.filter(role=user.effective_role, required=True).exists()


def user_mfa_status(*, user) -> dict:
    passkeys = user_passkeys(user=user)
    totp = user_has_totp(user=user)
    return {
        "totp": totp,
        "passkeys": passkeys,
        "recoveryCodesLeft": recovery_codes_left(user=user),
        "required": mfa_required_for(user=user),
        "enrolled": totp or bool(passkeys),
    }
