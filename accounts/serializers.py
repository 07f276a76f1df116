# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase, guide: api#fields)
"""Request and response shapes of the accounts API, camelCase as guide: api#fields spells them."""

from rest_framework import serializers

from accounts.models import User
from accounts.roles import PERMISSIONS, Role
from accounts.selectors import ROLE_CHOICES_MESSAGE

LOGIN_EMAIL_MESSAGE = "Please enter a valid email address"
MIN6_MESSAGE = "Password must be at least 6 characters"
MIN8_MESSAGE = "Password must be at least 8 characters if provided"
ADMIN_FORM_ROLES = [Role.STAFF, Role.CLIENT, Role.ADMIN]


def _messages(message: str, *keys: str) -> dict:
    return dict.fromkeys(("required", "blank", "null", "invalid", *keys), message)


def _login_email():
    return serializers.EmailField(max_length=254, error_messages=_messages(LOGIN_EMAIL_MESSAGE, "max_length"))


def _password(min_length: int, message: str, **kwargs):
    return serializers.CharField(
        min_length=min_length,
        max_length=128,
        trim_whitespace=False,
        write_only=True,
        error_messages={**_messages(message, "min_length"), "max_length": "Password must be at most 128 characters"},
        **kwargs,
    )


class UserSerializer(serializers.ModelSerializer):
    firstName = serializers.CharField(source="first_name")
    lastName = serializers.CharField(source="last_name")
    role = serializers.ChoiceField(source="effective_role", choices=Role.choices)
    company = serializers.SerializerMethodField()
    isActive = serializers.BooleanField(source="is_active")
    lastLoginAt = serializers.DateTimeField(source="last_login", allow_null=True)
    profileImageUrl = serializers.SerializerMethodField()

    class Meta:
        model = User
        fields = [
            "id",
            "email",
            "firstName",
            "lastName",
            "role",
            "company",
            "isActive",
            "lastLoginAt",
            "profileImageUrl",
        ]
        read_only_fields = fields

    def get_company(self, user) -> str | None:
        return user.company or None  # "none means no company" (guide: labels#validation)

    def get_profileImageUrl(self, user) -> str | None:
        return user.profile_image_url or None


class MessageSerializer(serializers.Serializer):
    message = serializers.CharField()


class LoginSerializer(serializers.Serializer):
    email = _login_email()
    password = _password(6, MIN6_MESSAGE)


class LoginResponseSerializer(serializers.Serializer):
    """The login answer (guide: api#endpoints); or, for a user with a second factor,
    mfaRequired/mfaToken/methods/message and no token."""

    user = UserSerializer(required=False)
    token = serializers.CharField(required=False)
    message = serializers.CharField()
    mfaEnrolmentRequired = serializers.BooleanField(
        required=False, help_text="The token is an enrolment-only session: set up a second factor first"
    )
    recoveryCodesLeft = serializers.IntegerField(
        required=False, help_text="After a sign-in with a recovery code: how many unused recovery codes are left"
    )
    mfaRequired = serializers.BooleanField(required=False)
    mfaToken = serializers.CharField(required=False, help_text="For /api/auth/mfa/verify and the passkey sign-in")
    methods = serializers.ListField(
        child=serializers.ChoiceField(choices=["totp", "webauthn", "recovery"]), required=False
    )


class AuthCreateUserSerializer(serializers.Serializer):
    """/api/auth/create-user: the /setup form (role admin) and the admin page's form (guide: labels#validation)."""

    email = _login_email()
    password = _password(6, MIN6_MESSAGE)
    firstName = serializers.CharField(source="first_name", required=False, allow_blank=True, max_length=150)
    lastName = serializers.CharField(source="last_name", required=False, allow_blank=True, max_length=150)
    role = serializers.ChoiceField(
        choices=ADMIN_FORM_ROLES, error_messages=_messages("Role must be one of staff, client, admin", "invalid_choice")
    )
    company = serializers.CharField(required=False, allow_blank=True, allow_null=True, max_length=255)


class UserFormSerializer(serializers.Serializer):
    """The Users page form (guide: labels#validation user management). PUT /api/users/{id} validates it with
    partial=True, so any subset of the fields (or just {role}) may be sent."""

    email = serializers.EmailField(max_length=254, error_messages=_messages("Invalid email address", "max_length"))
    firstName = serializers.CharField(
        source="first_name", max_length=150, error_messages=_messages("First name is required")
    )
    lastName = serializers.CharField(
        source="last_name", max_length=150, error_messages=_messages("Last name is required")
    )
    role = serializers.ChoiceField(
        choices=Role.choices, error_messages=_messages(ROLE_CHOICES_MESSAGE, "invalid_choice")
    )
    company = serializers.CharField(required=False, allow_blank=True, allow_null=True, max_length=255)
    # Blank or null means "not given": the form sends an empty field when no password is typed.
    password = serializers.CharField(
        required=False,
        allow_blank=True,
        allow_null=True,
        trim_whitespace=False,
        write_only=True,
        max_length=128,
        error_messages={**_messages(MIN8_MESSAGE), "max_length": "Password must be at most 128 characters"},
    )
    isActive = serializers.BooleanField(source="is_active", default=True)
    profileImageUrl = serializers.URLField(
        source="profile_image_url", required=False, allow_blank=True, allow_null=True, max_length=500
    )

    def validate_password(self, value):
        if value and len(value) < 8:
            raise serializers.ValidationError(MIN8_MESSAGE)
        return value or None

    def validate(self, attrs):
        if attrs.get("password") is None:
            attrs.pop("password", None)
        return attrs


class UserCreatedSerializer(serializers.Serializer):
    invitationSent = serializers.BooleanField()
    temporaryPassword = serializers.CharField(allow_null=True)
    email = serializers.EmailField()


class RolePermissionSerializer(serializers.Serializer):
    role = serializers.ChoiceField(
        choices=Role.choices, error_messages=_messages(ROLE_CHOICES_MESSAGE, "invalid_choice")
    )
    permission = serializers.ChoiceField(
        choices=list(PERMISSIONS), error_messages=_messages("Unknown permission", "invalid_choice")
    )
    granted = serializers.BooleanField(error_messages=_messages("granted must be true or false"))


class PasswordResetRequestSerializer(serializers.Serializer):
    email = _login_email()


class PasswordUpdateSerializer(serializers.Serializer):
    password = _password(6, MIN6_MESSAGE)


class MentionableUserSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField(help_text="The user's full name, else their e-mail")
