from collections.abc import Iterator
from typing import Any, ClassVar

from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser, BaseUserManager
from django.contrib.auth.models import Permission, PermissionsMixin
from django.db import models
from django.db.models import Q
from django.db.models.functions import Lower
from django.utils import timezone
from django.utils.crypto import salted_hmac

from accounts.roles import PERMISSION_APP_LABEL, PERMISSIONS, Role, effective_role, permissions_for_role

# Django's own salt for the session auth hash (AbstractBaseUser), so generation 0 gives the hash Django gives.
SESSION_HASH_SALT = "django.contrib.auth.models.AbstractBaseUser.get_session_auth_hash"


class UserManager(BaseUserManager["User"]):
    use_in_migrations = True

    def get_by_natural_key(self, username):
        return self.get(email__iexact=username)

    def create_user(self, email: str, password: str | None = None, **extra: Any) -> "User":
        """The row only. The role's group (and so the app permissions) is given by accounts.services,
        which every writer goes through (`user_account_create`, the admin site, createsuperuser)."""
        if not email:
            raise ValueError("Users must have an e-mail address.")
        user = self.model(email=self.normalize_email(email).lower(), **extra)
        user.set_password(password)
        user.save(using=self._db)
        return user

    def create_superuser(self, email: str, password: str | None = None, **extra: Any) -> "User":
        """A Django-admin superuser for emergency data fixes; the app's own access comes from `role`."""
        extra.setdefault("is_staff", True)
        extra.setdefault("is_superuser", True)
        extra.setdefault("role", Role.ADMIN)
        return self.create_user(email, password, **extra)


class User(AbstractBaseUser, PermissionsMixin):
    email = models.EmailField(max_length=254, unique=True)  # always stored lower-cased
    first_name = models.CharField(max_length=150, blank=True)
    last_name = models.CharField(max_length=150, blank=True)
    role = models.CharField(max_length=20, choices=Role.choices, default=Role.CLIENT)
    company = models.CharField(max_length=255, blank=True, default="")
    is_active = models.BooleanField(default=True)
    is_staff = models.BooleanField(default=False, help_text="May sign in to the Django admin site.")
    profile_image_url = models.URLField(max_length=500, blank=True, default="")
    date_joined = models.DateTimeField(default=timezone.now)
    # Tokens issued before this moment are refused (see accounts.authentication).
    password_changed_at = models.DateTimeField(null=True, blank=True)
    # Part of the session auth hash: raising it ends every Django admin (cookie) session of the user at once, as
    # the AuthSession rows end the API's (accounts.sessions.user_sessions_end does both).
    session_generation = models.PositiveIntegerField(default=0)
    # The user an API token acts as (accounts.api_tokens): never listed, assigned, mentioned or e-mailed, and never
    # signs in (its password is unusable and the sign-in refuses it anyway).
    is_service_account = models.BooleanField(default=False, editable=False)

    objects = UserManager()

    USERNAME_FIELD = "email"
    EMAIL_FIELD = "email"
    REQUIRED_FIELDS: ClassVar[list[str]] = []

    class Meta:
        ordering = ["email"]
        constraints = [models.UniqueConstraint(Lower("email"), name="user_email_ci_unique")]
        permissions = list(PERMISSIONS.items())

    def __str__(self) -> str:
        return self.email

    @property
    def effective_role(self) -> str:
        return effective_role(self.role)

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}".strip() or self.email

    def get_session_auth_hash(self) -> str:
        return self._session_auth_hash()

    def get_session_auth_fallback_hash(self) -> Iterator[str]:
        for fallback_secret in settings.SECRET_KEY_FALLBACKS:
            yield self._session_auth_hash(secret=fallback_secret)

    def _session_auth_hash(self, secret: str | bytes | None = None) -> str:
        # Generation 0 hashes what Django does, so sessions from before the field existed stay valid.
        value = f"{self.password}\0{self.session_generation}" if self.session_generation else self.password
        return salted_hmac(SESSION_HASH_SALT, value, secret=secret, algorithm="sha256").hexdigest()

    def has_perm(self, perm: str, obj: models.Model | None = None) -> bool:
        # The app's permissions come from the role's group only: being a Django superuser
        # (for the admin site) grants nothing in the app itself.
        app_label, _, codename = perm.partition(".")
        if app_label == PERMISSION_APP_LABEL and codename in PERMISSIONS:
            return self.is_active and codename in self.role_permissions()
        return super().has_perm(perm, obj)

    def role_permissions(self) -> set[str]:
        """Codenames granted to the user's role group, read once per request (the user is loaded per request).

        A client never holds more than roles.CLIENT_PERMISSION_CEILING, whatever their group was granted.
        """
        if not hasattr(self, "_role_perm_cache"):
            granted = set(
                Permission.objects.filter(group__user=self, content_type__app_label=PERMISSION_APP_LABEL).values_list(
                    "codename", flat=True
                )
            )
            self._role_perm_cache = permissions_for_role(self.role, granted)
        return self._role_perm_cache


class RevokedToken(models.Model):
    """Access tokens ended early by logout; rows past their expiry can be purged."""

    jti = models.CharField(max_length=64, unique=True)
    expires_at = models.DateTimeField(db_index=True)


class PasswordResetToken(models.Model):
    """Single-use reset link tokens; only a hash of the token is stored."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="reset_tokens")
    token_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)


class AuthSession(models.Model):
    """One signed-in session: the access token whose `jti` this is authenticates only while the row is live.

    A token without a live row (logged out, revoked from another session, ended by an admin reset or a
    deactivation) is refused, so reactivating an account never brings its old tokens back.
    """

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="auth_sessions")
    jti = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    last_used_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    revoked_at = models.DateTimeField(null=True, blank=True)
    user_agent = models.CharField(max_length=300, blank=True, default="")
    # Signed in with the right password but the role requires a second factor the user has not set up yet:
    # the session may only enrol one (accounts.authentication enforces it).
    enrolment_only = models.BooleanField(default=False)
    # The pending WebAuthn registration ceremony of this session (base64url challenge) and when it lapses.
    webauthn_challenge = models.CharField(max_length=200, blank=True, default="")
    webauthn_challenge_expires_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["user", "-last_used_at"], name="auth_session_user")]


class PendingSignIn(models.Model):
    """The right password of a user with a second factor: what an mfaToken points at (by its nonce).

    Single use: `used_at` is set when the sign-in completes. Carries the WebAuthn sign-in challenge.
    """

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="pending_sign_ins")
    nonce = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)
    webauthn_challenge = models.CharField(max_length=200, blank=True, default="")


class RecoveryCode(models.Model):
    """A single-use recovery code, stored as a keyed hash (HMAC with a key derived from SECRET_KEY)."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="recovery_codes")
    code_hash = models.CharField(max_length=64)
    created_at = models.DateTimeField(default=timezone.now)
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "code_hash"], name="recovery_code_unique")]


class Passkey(models.Model):
    """A WebAuthn credential (passkey or security key) registered as a second factor."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="passkeys")
    name = models.CharField(max_length=100)
    credential_id = models.CharField(max_length=1400, unique=True)  # base64url
    public_key = models.BinaryField()
    sign_count = models.BigIntegerField(default=0)
    transports = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    last_used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["created_at", "id"]


class MfaPolicy(models.Model):
    """Whether a role requires two-factor sign-in. A role without a row does not (the default)."""

    role = models.CharField(max_length=20, choices=Role.choices, unique=True)
    required = models.BooleanField(default=False)
    updated_at = models.DateTimeField(auto_now=True)


class ApiToken(models.Model):
    """A scoped API token for a client company's software (or internal use), acting through its own service user.

    Only the SHA-256 of the secret is stored; `prefix` (its first characters, `cbk_...`) identifies it in lists.
    A token is live until revoked (an expired one keeps its name until revoked, so the name stays unambiguous).
    """

    name = models.CharField(max_length=100)
    # The company (Case.widget) whose cases the token reads; "" for an internal token.
    company = models.CharField(max_length=255, blank=True, default="")
    scopes = models.JSONField(default=list)
    prefix = models.CharField(max_length=12)
    token_hash = models.CharField(max_length=64, unique=True)
    user = models.OneToOneField(User, on_delete=models.CASCADE, related_name="api_token")
    created_by = models.ForeignKey(User, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    last_used_ip = models.GenericIPAddressField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                Lower("name"), condition=Q(revoked_at__isnull=True), name="api_token_live_name_unique"
            )
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}...)"


class ApiTokenAddress(models.Model):
    """An address a token has been used from (the first use from a new one is audited)."""

    token = models.ForeignKey(ApiToken, on_delete=models.CASCADE, related_name="addresses")
    address = models.GenericIPAddressField()
    first_seen_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["token", "address"], name="api_token_address_unique")]
