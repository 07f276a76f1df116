from django.urls import path

from accounts import mfa_views as views

urlpatterns = [
    path("auth/mfa", views.MfaStatusView.as_view(), name="mfa-status"),
    path("auth/mfa/verify", views.MfaVerifyView.as_view(), name="mfa-verify"),
    path("auth/mfa/totp", views.TotpView.as_view(), name="mfa-totp"),
    path("auth/mfa/totp/confirm", views.TotpConfirmView.as_view(), name="mfa-totp-confirm"),
    path("auth/mfa/recovery-codes", views.RecoveryCodesView.as_view(), name="mfa-recovery-codes"),
    path("auth/mfa/webauthn/login/begin", views.WebAuthnLoginBeginView.as_view(), name="mfa-webauthn-login-begin"),
    path("auth/mfa/webauthn/login/finish", views.WebAuthnLoginFinishView.as_view(), name="mfa-webauthn-login-finish"),
    path(
        "auth/mfa/webauthn/register/begin",
        views.WebAuthnRegisterBeginView.as_view(),
        name="mfa-webauthn-register-begin",
    ),
    path(
        "auth/mfa/webauthn/register/finish",
        views.WebAuthnRegisterFinishView.as_view(),
        name="mfa-webauthn-register-finish",
    ),
    path("auth/mfa/webauthn/<int:passkey_id>", views.PasskeyView.as_view(), name="mfa-passkey"),
    path("auth/mfa-policy", views.MfaPolicyView.as_view(), name="mfa-policy"),
    path("auth/sessions", views.SessionsView.as_view(), name="auth-sessions"),
    path("auth/sessions/revoke-others", views.RevokeOtherSessionsView.as_view(), name="auth-sessions-revoke-others"),
    path("users/<int:user_id>/mfa-reset", views.MfaResetView.as_view(), name="user-mfa-reset"),
]
