from typing import ClassVar

from django.contrib.auth.base_user import AbstractBaseUser, BaseUserManager
from django.contrib.auth.models import Permission, PermissionsMixin
from django.db import models
from django.db.models.functions import Lower
from django.utils import timezone

from accounts.roles import PERMISSION_APP_LABEL, PERMISSIONS, Role, effective_role, permissions_for_role


class UserManager(BaseUserManager):
    use_in_migrations = True

    def get_by_natural_key(self, username):
        return self.get(email__iexact=username)

    def create_user(self, email, password=None, **extra):
        """The row only. The role's group (and so the app permissions) is given by accounts.services,
        which every writer goes through (`user_account_create`, the admin site, createsuperuser)."""
        if not email:
            raise ValueError("Users must have an e-mail address.")
        user = self.model(email=self.normalize_email(email).lower(), **extra)
        user.set_password(password)
        user.save(using=self._db)
        return user

    def create_superuser(self, email, password=None, **extra):
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
