# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
"""Request and response shapes of the two-factor and sessions API (MFA contract)."""

from rest_framework import serializers

from accounts.models import AuthSession, Passkey
from accounts.roles import Role


def _text(max_length: int, **kwargs) -> serializers.CharField:
    return serializers.CharField(max_length=max_length, trim_whitespace=True, **kwargs)


def _password() -> serializers.CharField:
    message = "Enter your current password."
    return serializers.CharField(
        max_length=128,
        trim_whitespace=False,
        write_only=True,
        error_messages={"required": message, "blank": message, "null": message},
    )


EXPIRED = "Your sign-in has expired. Sign in again."


def _mfa_token() -> serializers.CharField:
    return _text(1000, error_messages=dict.fromkeys(("required", "blank", "null", "invalid", "max_length"), EXPIRED))


class MfaVerifySerializer(serializers.Serializer):
    mfaToken = _mfa_token()
    code = _text(
        64,
        error_messages={
            "required": "Enter the code from your authenticator app or a recovery code.",
            "blank": "Enter the code from your authenticator app or a recovery code.",
        },
    )


class MfaTokenSerializer(serializers.Serializer):
    mfaToken = _mfa_token()


class WebAuthnLoginFinishSerializer(MfaTokenSerializer):
    credential = serializers.JSONField()


class CodeSerializer(serializers.Serializer):
    code = _text(
        64,
        error_messages={
            "required": "Enter the 6-digit code from your authenticator app.",
            "blank": "Enter the 6-digit code from your authenticator app.",
        },
    )


class PasswordSerializer(serializers.Serializer):
    password = _password()


class PasskeyNameSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100, allow_blank=True, required=False, default="")


class WebAuthnRegisterFinishSerializer(PasskeyNameSerializer):
    credential = serializers.JSONField()


class PasskeySerializer(serializers.ModelSerializer):
    createdAt = serializers.DateTimeField(source="created_at")
    lastUsedAt = serializers.DateTimeField(source="last_used_at", allow_null=True)

    class Meta:
        model = Passkey
        fields = ["id", "name", "createdAt", "lastUsedAt"]
        read_only_fields = fields


class MfaStatusSerializer(serializers.Serializer):
    totp = serializers.BooleanField()
    passkeys = PasskeySerializer(many=True)
    recoveryCodesLeft = serializers.IntegerField()
    # The metaclass takes declared fields off the class, so this does not clash with Field.required at runtime.
    required = serializers.BooleanField(help_text="The user's role requires two-factor sign-in")  # type: ignore[assignment]
    enrolled = serializers.BooleanField(help_text="The user has at least one second factor")


class TotpSetupSerializer(serializers.Serializer):
    secret = serializers.CharField(help_text="Base32, for typing into an authenticator app")
    otpauthUri = serializers.CharField()
    qrSvg = serializers.CharField(help_text="An inline SVG QR code of otpauthUri")


class RecoveryCodesSerializer(serializers.Serializer):
    recoveryCodes = serializers.ListField(child=serializers.CharField())
    message = serializers.CharField(required=False)


class OptionsSerializer(serializers.Serializer):
    options = serializers.JSONField(help_text="WebAuthn options JSON for @simplewebauthn/browser")


class PasskeyRegisteredSerializer(serializers.Serializer):
    passkey = PasskeySerializer()
    recoveryCodes = serializers.ListField(
        child=serializers.CharField(), required=False, help_text="Only when this is the user's first factor"
    )


class PasskeyBodySerializer(serializers.Serializer):
    passkey = PasskeySerializer()


class SessionSerializer(serializers.ModelSerializer):
    createdAt = serializers.DateTimeField(source="created_at")
    lastUsedAt = serializers.DateTimeField(source="last_used_at")
    userAgent = serializers.CharField(source="user_agent")
    current = serializers.SerializerMethodField()

    class Meta:
        model = AuthSession
        fields = ["id", "createdAt", "lastUsedAt", "userAgent", "current"]
        read_only_fields = fields

    def get_current(self, session) -> bool:
        return session.pk == self.context.get("current_id")


class RevokedSessionsSerializer(serializers.Serializer):
    message = serializers.CharField()
    revoked = serializers.IntegerField()


class MfaPolicySerializer(serializers.Serializer):
    admin = serializers.BooleanField(required=False)
    manager = serializers.BooleanField(required=False)
    staff = serializers.BooleanField(required=False)
    client = serializers.BooleanField(required=False)

    def validate(self, attrs):
        unknown = set(self.initial_data) - set(Role.values) if isinstance(self.initial_data, dict) else set()
        if unknown:
            raise serializers.ValidationError(
                f"Unknown role {sorted(unknown)[0]}: expected admin, manager, staff or client."
            )
        return attrs
