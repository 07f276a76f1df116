"""Writes to users and role permissions. Each service validates, writes atomically and raises Django errors.

Sign-in and password-reset failures have no Django equivalent (401, 429), so those services raise the
DRF exceptions of accounts.authentication / accounts.throttling directly.
"""

import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.apps.registry import Apps
from django.conf import settings
from django.contrib.auth import authenticate
from django.contrib.auth.models import Group, Permission
from django.contrib.contenttypes.models import ContentType
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

from rest_framework_simplejwt.tokens import Token

from accounts import emails, selectors
from accounts.authentication import LoginFailed, ResetLinkInvalid, revoke_token
from accounts.mfa import selectors as mfa_selectors
from accounts.mfa import services as mfa_services
from accounts.mfa.sign_in import pending_sign_in_start
from accounts.models import PasswordResetToken, RevokedToken, User
from accounts.roles import PERMISSION_APP_LABEL, PERMISSIONS, Role, can_manage, perm, role_may_hold
from accounts.sessions import session_sign_in, user_sessions_end
from accounts.throttling import login_attempt, password_reset_email_allowed

SETUP_CLOSED_MESSAGE = "An administrator already exists. Ask an administrator to create your account."
DUPLICATE_EMAIL_MESSAGE = "A user with this email already exists"
MODIFY_PERMISSIONS_DENIED = "You don't have permission to modify role permissions"
OWN_ROLE_MESSAGE = "You cannot change your own role"


def user_sync_group(*, user: User) -> None:
    """A user's role decides their single group; every writer of a new user or a role calls this."""
    group, _ = Group.objects.get_or_create(name=user.effective_role)
    user.groups.set([group])


def user_account_create(*, email: str, password: str | None, **fields: Any) -> User:
    """Every new account is made here: the row and its role's group, together."""
    with transaction.atomic():
        user = User.objects.create_user(email=email, password=password, **fields)
        user_sync_group(user=user)
    return user


def users_sync_missing_groups() -> int:
    """Give each user without a group their role's group (after Django's own createsuperuser); how many."""
    users = list(User.objects.filter(groups__isnull=True))
    with transaction.atomic():
        for user in users:
            user_sync_group(user=user)
    return len(users)


def roles_seed_permissions(*, grants: dict[str, set[str]], apps: Apps | None = None) -> None:
    """Create the role groups and the permission catalogue, granting `grants` (used by the data migration)."""
    # A migration's historical models, or the real ones.
    group_model: Any = apps.get_model("auth", "Group") if apps else Group
    perm_model: Any = apps.get_model("auth", "Permission") if apps else Permission
    ct_model: Any = apps.get_model("contenttypes", "ContentType") if apps else ContentType
    content_type, _ = ct_model.objects.get_or_create(app_label=PERMISSION_APP_LABEL, model="user")
    with transaction.atomic():
        perms = {}
        for codename, name in PERMISSIONS.items():
            perms[codename], _ = perm_model.objects.get_or_create(
                content_type=content_type, codename=codename, defaults={"name": name}
            )
        for role in Role.values:
            group, _ = group_model.objects.get_or_create(name=role)
            group.permissions.add(*[perms[c] for c in grants.get(role, set())])


# --- Sign-in -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SignIn:
    """The outcome of the right password: a session token, or (second factor set up) an mfaToken and methods."""

    user: object
    token: str | None = None
    mfa_token: str | None = None
    methods: tuple[str, ...] = ()
    enrolment_required: bool = False


def auth_login(*, email: str, password: str, address: str, user_agent: str = "") -> SignIn:
    """Check the password of an active user; failures are counted and throttled.

    A user with a second factor gets an mfaToken to complete the sign-in with (accounts.mfa.services); the
    throttle's count for this account and address is cleared only then, so a known password never buys fresh
    guesses at the code. A user whose role requires a second factor and who has none gets an enrolment session.
    """
    with login_attempt(email=email, address=address) as attempt:
        user = authenticate(None, username=email, password=password)  # None for unknown, wrong or inactive
        # An API token's service user never signs in (its password is unusable too).
        if user is None or getattr(user, "is_service_account", False):
            attempt.failed()
            raise LoginFailed()
        methods = mfa_selectors.user_mfa_methods(user=user)
        if methods:
            attempt.withdrawn()
            return SignIn(user=user, mfa_token=pending_sign_in_start(user=user), methods=tuple(methods))
        attempt.succeeded()
    enrolment = mfa_selectors.mfa_required_for(user=user)
    token = session_sign_in(user=user, user_agent=user_agent, enrolment_only=enrolment)
    return SignIn(user=user, token=token, enrolment_required=enrolment)


def auth_logout(*, token: Token) -> None:
    with transaction.atomic():
        revoke_token(token)
    # Revoked rows are only needed until the token would have expired anyway.
    RevokedToken.objects.filter(expires_at__lt=timezone.now()).delete()


# --- Users -----------------------------------------------------------------------------------------------


def _require_names(first_name: str, last_name: str) -> None:
    errors = {}
    if not (first_name or "").strip():
        errors["firstName"] = ["First name is required"]
    if not (last_name or "").strip():
        errors["lastName"] = ["Last name is required"]
    if errors:
        raise ValidationError(errors)


def _email_taken(email: str, *, exclude_id: int | None = None) -> bool:
    matching = User.objects.filter(email__iexact=email)
    if exclude_id is not None:
        matching = matching.exclude(pk=exclude_id)
    return matching.exists()


def _user_insert(*, email: str, password: str, **fields: Any) -> User:
    if _email_taken(email):
        raise ValidationError({"email": [DUPLICATE_EMAIL_MESSAGE]})
    try:
        with transaction.atomic():
            return user_account_create(email=email.strip(), password=password, **fields)
    except IntegrityError as exc:  # a concurrent request took the address between the check and the insert
        raise ValidationError({"email": [DUPLICATE_EMAIL_MESSAGE]}) from exc


def _denied_role(role: str) -> PermissionDenied:
    return PermissionDenied(f"Access Denied: you cannot manage users with the {role} role")


def admin_setup_create(
    *, email: str, password: str, first_name: str = "", last_name: str = "", role: str = Role.ADMIN, company: str = ""
) -> User:
    """The first-run /setup: create the first admin, only while no admin exists.

    The admin group's row is locked first, so simultaneous setup requests queue and exactly one succeeds.
    """
    if selectors.admin_exists():  # answer a closed setup before complaining about the form
        raise PermissionDenied(SETUP_CLOSED_MESSAGE)
    if role != Role.ADMIN:
        raise ValidationError({"role": ["The first account must be an administrator"]})
    _require_names(first_name, last_name)
    with transaction.atomic():
        Group.objects.select_for_update().get_or_create(name=Role.ADMIN)
        if selectors.admin_exists():  # checked again under the lock: another request may have won
            raise PermissionDenied(SETUP_CLOSED_MESSAGE)
        return _user_insert(
            email=email,
            password=password,
            first_name=first_name.strip(),
            last_name=last_name.strip(),
            role=Role.ADMIN,
            company=(company or "").strip(),
        )


def auth_user_create(
    *, actor: User, email: str, password: str, role: str, first_name: str = "", last_name: str = "", company: str = ""
) -> User:
    """The admin page's create-user form (/api/auth/create-user with a token): administrators only."""
    if actor.effective_role != Role.ADMIN or not actor.has_perm(perm("create_users")):
        raise PermissionDenied("Only administrators can create users here.")
    with transaction.atomic():
        return _user_insert(
            email=email,
            password=password,
            first_name=(first_name or "").strip(),
            last_name=(last_name or "").strip(),
            role=role,
            company=(company or "").strip(),
        )


@dataclass(frozen=True)
class UserCreated:
    user: User
    temporary_password: str | None
    invitation_sent: bool


def temporary_password_generate() -> str:
    return secrets.token_urlsafe(9)  # 12 URL-safe characters, ~72 bits


def user_create(
    *,
    actor: User,
    email: str,
    first_name: str,
    last_name: str,
    role: str,
    company: str = "",
    password: str | None = None,
    is_active: bool = True,
    profile_image_url: str | None = "",
) -> UserCreated:
    """The Users page: create an account (temporary password when none is given) and e-mail an invitation."""
    if not actor.has_perm(perm("create_users")):
        raise PermissionDenied("Access Denied: you don't have permission to create users")
    if not can_manage(actor.role, role):
        raise _denied_role(role)
    _require_names(first_name, last_name)
    initial_password = password or temporary_password_generate()
    temporary_password = None if password else initial_password
    with transaction.atomic():
        user = _user_insert(
            email=email,
            password=initial_password,
            first_name=first_name.strip(),
            last_name=last_name.strip(),
            role=role,
            company=(company or "").strip(),
            is_active=is_active,
            profile_image_url=(profile_image_url or "").strip(),
        )
    # Outside the transaction: a slow or failing mail server must not undo the account.
    sent = emails.invitation_send(user=user, inviter=actor, has_temporary_password=temporary_password is not None)
    return UserCreated(user=user, temporary_password=temporary_password, invitation_sent=sent)


PROFILE_FIELDS = ("email", "first_name", "last_name", "company", "is_active", "profile_image_url", "password")


def user_update(*, actor: User, user: User, data: dict[str, Any]) -> User:  # noqa: PLR0912 - one branch per profile field and rule
    """Edit profile fields (needs edit_users) and/or the role (needs assign_roles) of a user the actor manages.

    `data` holds snake_case model field names; a `role` equal to the current one is not a role change.
    """
    role_changes = "role" in data and data["role"] != user.effective_role
    profile = {k: v for k, v in data.items() if k in PROFILE_FIELDS}

    if role_changes and actor.pk == user.pk:
        raise PermissionDenied(OWN_ROLE_MESSAGE)
    if profile and not actor.has_perm(perm("edit_users")):
        raise PermissionDenied("Access Denied: you don't have permission to edit users")
    if role_changes and not actor.has_perm(perm("assign_roles")):
        raise PermissionDenied("Access Denied: you don't have permission to change roles")
    if not can_manage(actor.role, user.role):
        raise _denied_role(user.effective_role)
    if role_changes and not can_manage(actor.role, data["role"]):
        raise _denied_role(data["role"])
    if profile.get("is_active") is False and actor.pk == user.pk:
        raise PermissionDenied("You cannot deactivate your own account")

    errors = {}
    for field, key, message in (
        ("first_name", "firstName", "First name is required"),
        ("last_name", "lastName", "Last name is required"),
    ):
        if field in profile and not (profile[field] or "").strip():
            errors[key] = [message]
    if "email" in profile and _email_taken(profile["email"], exclude_id=user.pk):
        errors["email"] = [DUPLICATE_EMAIL_MESSAGE]
    if errors:
        raise ValidationError(errors)

    with transaction.atomic():
        password = profile.pop("password", None)
        for field, value in profile.items():
            if field == "email":
                value = value.strip().lower()
            elif field != "is_active":
                value = (value or "").strip()
            setattr(user, field, value)
        if role_changes:
            user.role = data["role"]
        try:
            with transaction.atomic():
                user.save()
        except IntegrityError as exc:
            raise ValidationError({"email": [DUPLICATE_EMAIL_MESSAGE]}) from exc
        if password:
            user_set_password(user=user, password=password)
        if role_changes:
            user_sync_group(user=user)
            # A new role that requires a second factor the user lacks ends their full sessions, as the policy does.
            mfa_services.sessions_end_without_required_factor(user=user)
        if profile.get("is_active") is False:
            # A deactivated account's tokens stay dead even if it is reactivated later.
            user_sessions_end(user=user)
    return user


def user_delete(*, actor: User, user: User) -> None:
    if not actor.has_perm(perm("delete_users")):
        raise PermissionDenied("Access Denied: you don't have permission to delete users")
    if actor.pk == user.pk:
        raise PermissionDenied("You cannot delete your own account")
    if not can_manage(actor.role, user.role):
        raise _denied_role(user.effective_role)
    with transaction.atomic():
        user.delete()


def user_set_password(*, user: User, password: str) -> None:
    """Set a new password. Tokens carry a hash of the password hash, so every earlier token stops working."""
    user.set_password(password)
    user.password_changed_at = timezone.now()
    user.save(update_fields=["password", "password_changed_at"])


# --- Role permissions ------------------------------------------------------------------------------------


def client_permission_refused_message(permission: str) -> str:
    return (
        f"{PERMISSIONS[permission]} cannot be granted to the Client role: clients change nothing "
        "and see only their own company's cases."
    )


def role_permission_set(*, actor: User, role: str, permission: str, granted: bool) -> dict[str, str | bool]:
    """Grant or revoke one permission of a role; `user.has_perm` reads the group per request, so it applies at once."""
    if actor.effective_role != Role.ADMIN:
        raise PermissionDenied(MODIFY_PERMISSIONS_DENIED)
    if role not in Role.values:
        raise ValidationError({"role": [selectors.ROLE_CHOICES_MESSAGE]})
    if permission not in PERMISSIONS:
        raise ValidationError({"permission": [f"Unknown permission {permission}"]})
    if granted and not role_may_hold(role, permission):
        raise ValidationError({"permission": [client_permission_refused_message(permission)]})
    with transaction.atomic():
        group, _ = Group.objects.get_or_create(name=role)
        permission_row = Permission.objects.get(content_type__app_label=PERMISSION_APP_LABEL, codename=permission)
        if granted:
            group.permissions.add(permission_row)
        else:
            group.permissions.remove(permission_row)
    return {"role": role, "permission": permission, "granted": granted}


# --- Password reset --------------------------------------------------------------------------------------


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def password_reset_request(*, email: str) -> None:
    """E-mail a single-use reset link when an active account has this address; silent otherwise."""
    user = User.objects.filter(email__iexact=email.strip(), is_active=True, is_service_account=False).first()
    if user is None or not password_reset_email_allowed(email=user.email):
        return
    token = secrets.token_urlsafe(32)
    now = timezone.now()
    PasswordResetToken.objects.filter(expires_at__lt=now - timedelta(days=1)).delete()  # keep the table small
    PasswordResetToken.objects.create(
        user=user,
        token_hash=_token_hash(token),
        created_at=now,
        expires_at=now + timedelta(seconds=settings.PASSWORD_RESET_TOKEN_SECONDS),
    )
    emails.password_reset_send(user=user, token=token)


def password_reset_complete(*, token: str, password: str) -> User:
    """Set the password of the token's user and use the token up; unknown, used or expired tokens -> 401."""
    now = timezone.now()
    with transaction.atomic():
        reset = (
            PasswordResetToken.objects.select_for_update()
            .select_related("user")
            .filter(token_hash=_token_hash(token))
            .first()
        )
        if reset is None or reset.used_at is not None or reset.expires_at <= now or not reset.user.is_active:
            raise ResetLinkInvalid()
        user_set_password(user=reset.user, password=password)
        # This link and any other outstanding link of the user are spent.
        PasswordResetToken.objects.filter(user=reset.user, used_at__isnull=True).update(used_at=now)
    return reset.user
