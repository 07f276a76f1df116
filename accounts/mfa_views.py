"""Two-factor sign-in and sessions API (MFA contract): thin views over accounts.mfa.services and selectors."""

import segno
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny, BasePermission
from rest_framework.response import Response

from accounts.authentication import request_session, request_session_required
from accounts.mfa import ceremonies, selectors, serializers, services
from accounts.permissions import IsAuthenticatedUser
from accounts.roles import Role
from accounts.serializers import LoginResponseSerializer, MessageSerializer, UserSerializer
from accounts.sessions import user_sessions_active
from accounts.throttling import client_address
from accounts.views import ERRORS, AccountsView

SIGNED_IN = "Login successful"
E400, E401, E403, E404 = ERRORS[400], ERRORS[401], ERRORS[403], ERRORS[404]


def _user_agent(request) -> str:
    return request.headers.get("User-Agent", "")


def _signed_in(result) -> Response:
    body = {"user": UserSerializer(result.user).data, "token": result.token, "message": SIGNED_IN}
    if result.recovery_codes_left is not None:
        body["recoveryCodesLeft"] = result.recovery_codes_left
    return Response(body)


def _form(serializer_class, request):
    form = serializer_class(data=request.data)
    form.is_valid(raise_exception=True)
    return form.validated_data


class IsStaffSide(BasePermission):
    message = "You don't have permission to view the two-factor policy."

    def has_permission(self, request, view):
        user = request.user
        return bool(user and user.is_authenticated and user.effective_role != Role.CLIENT)


# --- Signing in (anonymous: the mfaToken is the credential) ------------------------------------------------------


class MfaVerifyView(AccountsView):
    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        request=serializers.MfaVerifySerializer,
        responses={200: LoginResponseSerializer, 400: E400, 429: MessageSerializer},
        summary="Complete a sign-in with an authenticator code or a recovery code",
    )
    def post(self, request):
        data = _form(serializers.MfaVerifySerializer, request)
        result = services.mfa_verify(
            mfa_token=data["mfaToken"],
            code=data["code"],
            address=client_address(request),
            user_agent=_user_agent(request),
        )
        return _signed_in(result)


class WebAuthnLoginBeginView(AccountsView):
    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        request=serializers.MfaTokenSerializer,
        responses={200: serializers.OptionsSerializer, 400: E400},
        summary="Start signing in with a passkey (PublicKeyCredentialRequestOptionsJSON)",
    )
    def post(self, request):
        data = _form(serializers.MfaTokenSerializer, request)
        options = services.webauthn_sign_in_begin(mfa_token=data["mfaToken"], rp=ceremonies.relying_party(request))
        return Response({"options": options})


class WebAuthnLoginFinishView(AccountsView):
    authentication_classes: list = []
    permission_classes = [AllowAny]

    @extend_schema(
        request=serializers.WebAuthnLoginFinishSerializer,
        responses={200: LoginResponseSerializer, 400: E400, 429: MessageSerializer},
        summary="Complete a sign-in with the passkey's answer",
    )
    def post(self, request):
        data = _form(serializers.WebAuthnLoginFinishSerializer, request)
        result = services.webauthn_sign_in_finish(
            mfa_token=data["mfaToken"],
            credential=data["credential"],
            rp=ceremonies.relying_party(request),
            address=client_address(request),
            user_agent=_user_agent(request),
        )
        return _signed_in(result)


# --- The signed-in user's factors --------------------------------------------------------------------------------


class MfaStatusView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(responses={200: serializers.MfaStatusSerializer, 401: E401}, summary="The user's second factors")
    def get(self, request):
        return Response(serializers.MfaStatusSerializer(selectors.user_mfa_status(user=request.user)).data)


class TotpView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(
        request=None,
        responses={200: serializers.TotpSetupSerializer, 400: E400, 401: E401},
        summary="Start setting up an authenticator app (not on until confirmed)",
    )
    def post(self, request):
        setup = services.totp_enrol_start(user=request.user)
        qr_svg = segno.make(setup.otpauth_uri, error="m").svg_inline(scale=4, title="Authenticator app QR code")
        return Response({"secret": setup.secret, "otpauthUri": setup.otpauth_uri, "qrSvg": qr_svg})

    @extend_schema(
        request=serializers.PasswordSerializer,
        responses={200: MessageSerializer, 400: E400, 401: E401, 429: MessageSerializer},
        summary="Remove the authenticator app (needs the current password)",
    )
    def delete(self, request):
        data = _form(serializers.PasswordSerializer, request)
        services.totp_remove(
            user=request.user,
            password=data["password"],
            address=client_address(request),
            session=request_session(request),
        )
        return Response({"message": "Your authenticator app was removed."})


class TotpConfirmView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(
        request=serializers.CodeSerializer,
        responses={200: serializers.RecoveryCodesSerializer, 400: E400, 401: E401},
        summary="Turn the authenticator app on with a code from it; answers ten recovery codes",
    )
    def post(self, request):
        data = _form(serializers.CodeSerializer, request)
        codes = services.totp_enrol_confirm(user=request.user, code=data["code"])
        return Response(
            {
                "recoveryCodes": codes,
                "message": "Two-factor sign-in is on. Save your recovery codes somewhere safe.",
            }
        )


class RecoveryCodesView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(
        request=serializers.PasswordSerializer,
        responses={200: serializers.RecoveryCodesSerializer, 400: E400, 401: E401, 429: MessageSerializer},
        summary="Replace the recovery codes (the old ones stop working)",
    )
    def post(self, request):
        data = _form(serializers.PasswordSerializer, request)
        codes = services.recovery_codes_regenerate(
            user=request.user, password=data["password"], address=client_address(request)
        )
        return Response({"recoveryCodes": codes, "message": "New recovery codes created. The old ones no longer work."})


class WebAuthnRegisterBeginView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(
        request=None,
        responses={200: serializers.OptionsSerializer, 401: E401},
        summary="Start registering a passkey (PublicKeyCredentialCreationOptionsJSON)",
    )
    def post(self, request):
        options = services.webauthn_register_begin(
            user=request.user, session=request_session_required(request), rp=ceremonies.relying_party(request)
        )
        return Response({"options": options})


class WebAuthnRegisterFinishView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(
        request=serializers.WebAuthnRegisterFinishSerializer,
        responses={201: serializers.PasskeyRegisteredSerializer, 400: E400, 401: E401},
        summary="Register the passkey; ten recovery codes when it is the first second factor",
    )
    def post(self, request):
        data = _form(serializers.WebAuthnRegisterFinishSerializer, request)
        result = services.webauthn_register_finish(
            user=request.user,
            session=request_session_required(request),
            rp=ceremonies.relying_party(request),
            name=data.get("name"),
            credential=data["credential"],
        )
        body: dict[str, object] = {"passkey": serializers.PasskeySerializer(result.passkey).data}
        if result.recovery_codes is not None:
            body["recoveryCodes"] = result.recovery_codes
        return Response(body, status=status.HTTP_201_CREATED)


class PasskeyView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(
        request=serializers.PasskeyNameSerializer,
        responses={200: serializers.PasskeyBodySerializer, 400: E400, 401: E401, 404: E404},
        summary="Rename a passkey",
    )
    def patch(self, request, passkey_id: int):
        data = _form(serializers.PasskeyNameSerializer, request)
        passkey = services.passkey_rename(user=request.user, passkey_id=passkey_id, name=data.get("name"))
        return Response({"passkey": serializers.PasskeySerializer(passkey).data})

    @extend_schema(
        request=serializers.PasswordSerializer,
        responses={200: MessageSerializer, 400: E400, 401: E401, 404: E404, 429: MessageSerializer},
        summary="Remove a passkey (needs the current password)",
    )
    def delete(self, request, passkey_id: int):
        data = _form(serializers.PasswordSerializer, request)
        services.passkey_remove(
            user=request.user,
            passkey_id=passkey_id,
            password=data["password"],
            address=client_address(request),
            session=request_session(request),
        )
        return Response({"message": "The passkey was removed."})


# --- Sessions ------------------------------------------------------------------------------------------------------


class SessionsView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(responses={200: serializers.SessionSerializer(many=True), 401: E401}, summary="Active sessions")
    def get(self, request):
        current = request_session(request)
        sessions = user_sessions_active(user=request.user)
        context = {"current_id": current.pk if current else None}
        return Response(serializers.SessionSerializer(sessions, many=True, context=context).data)


class RevokeOtherSessionsView(AccountsView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(
        request=None,
        responses={200: serializers.RevokedSessionsSerializer, 401: E401},
        summary="Sign out every other session of the user",
    )
    def post(self, request):
        revoked = services.sessions_revoke_others(user=request.user, current=request_session_required(request))
        message = "Signed out of 1 other session." if revoked == 1 else f"Signed out of {revoked} other sessions."
        return Response({"message": message, "revoked": revoked})


# --- Policy and admin reset ----------------------------------------------------------------------------------


class MfaPolicyView(AccountsView):
    def get_permissions(self):
        if self.request.method == "GET":
            return [IsStaffSide()]
        return [IsAuthenticatedUser()]  # writes: admins, checked by the service

    @extend_schema(responses={200: serializers.MfaPolicySerializer, 401: E401, 403: E403})
    def get(self, request):
        return Response(selectors.mfa_policy())

    @extend_schema(
        request=serializers.MfaPolicySerializer,
        responses={200: serializers.MfaPolicySerializer, 400: E400, 401: E401, 403: E403},
        summary="Require (or not) two-factor sign-in per role (admins only)",
    )
    def put(self, request):
        data = _form(serializers.MfaPolicySerializer, request)
        return Response(services.mfa_policy_set(actor=request.user, changes=data, session=request_session(request)))


class MfaResetView(AccountsView):
    permission_classes = [IsAuthenticatedUser]  # admins, checked by the service

    @extend_schema(
        request=None,
        responses={200: MessageSerializer, 401: E401, 403: E403, 404: E404},
        summary="Remove every second factor of a user and end the user's sessions (admins only)",
    )
    def post(self, request, user_id: int):
        user = services.mfa_reset(actor=request.user, user_id=user_id)
        return Response({"message": f"Two-factor sign-in was reset for {user.email}."})
