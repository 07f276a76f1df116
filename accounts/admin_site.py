"""The Django admin door (/django-admin/login/): the sign-in throttle of /api/auth/login and, for a user with a
second factor, an authenticator or recovery code as well (guide: roles#django-admin); a user whose role requires
two-factor sign-in and who has not set it up is sent to the app to do so, never let in on a password alone.

Installed as the default admin site by config.admin_apps.CasebookAdminConfig, so `admin.site` is this one.
"""

from django import forms
from django.contrib import admin
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth import authenticate
from django.db import transaction

from rest_framework.request import Request

from accounts.mfa import selectors as mfa_selectors
from accounts.mfa import services as mfa_services
from accounts.throttling import LoginAttempt, LoginThrottled, client_address, login_attempt

THROTTLED_ATTRIBUTE = "_casebook_login_retry_after"
ENROL_FIRST = (
    "Your role requires two-factor sign-in. Sign in to Casebook and set it up on the Security page, then come "
    "back here."
)
CODE_NEEDED = "This account has two-factor sign-in: enter the code from your authenticator app or a recovery code."


class CasebookAdminAuthenticationForm(AdminAuthenticationForm):
    otp_code = forms.CharField(
        label="Two-factor code",
        required=False,
        max_length=64,
        strip=True,
        help_text="Only if your account has two-factor sign-in: the code from your authenticator app or a "
        "recovery code.",
        widget=forms.TextInput(attrs={"autocomplete": "one-time-code"}),
    )

    def clean(self):
        email = self.cleaned_data.get("username") or ""
        password = self.cleaned_data.get("password")
        if not (email and password):
            return self.cleaned_data
        # Django's admin login always builds this form with its request; the throttle keys on its address.
        address = client_address(Request(self.request)) if self.request is not None else "unknown"
        try:
            with login_attempt(email=email, address=address) as attempt:
                self.user_cache = self._signed_in_user(email=email, password=password, address=address, attempt=attempt)
        except LoginThrottled as exc:
            setattr(self.request, THROTTLED_ATTRIBUTE, exc.wait)
            raise forms.ValidationError(str(exc.detail), code="throttled") from None
        return self.cleaned_data

    def _signed_in_user(self, *, email: str, password: str, address: str, attempt: LoginAttempt):
        """The user once the password and, as the app asks it, the second factor are right; settles `attempt`."""
        user = authenticate(self.request, username=email, password=password)
        if user is None:
            attempt.failed()
            raise self.get_invalid_login_error()
        try:
            self.confirm_login_allowed(user)
            methods = mfa_selectors.user_mfa_methods(user=user)
            if not methods and mfa_selectors.mfa_required_for(user=user):
                raise forms.ValidationError(ENROL_FIRST, code="mfa_enrolment_required")
        except forms.ValidationError:
            attempt.withdrawn()  # the right password: neither a failure nor a sign-in
            raise
        if methods:
            self._second_factor_check(user=user, address=address, attempt=attempt)
        attempt.succeeded()
        return user

    def _second_factor_check(self, *, user, address: str, attempt: LoginAttempt) -> None:
        code = self.cleaned_data.get("otp_code") or ""
        if not code:
            attempt.withdrawn()
            raise forms.ValidationError(CODE_NEEDED, code="otp_required")
        with transaction.atomic():
            accepted = mfa_services.second_factor_code_check(user=user, code=code, address=address)
        if not accepted:
            attempt.failed()
            mfa_services.second_factor_failure_audit(user=user, address=address, method="admin")
            raise forms.ValidationError(mfa_services.WRONG_CODE, code="otp_invalid")


class CasebookAdminSite(admin.AdminSite):
    login_form = CasebookAdminAuthenticationForm
    login_template = "admin/casebook_login.html"

    def login(self, request, extra_context=None):
        response = super().login(request, extra_context)
        wait = getattr(request, THROTTLED_ATTRIBUTE, None)
        if wait:
            response.status_code = 429
            response["Retry-After"] = str(wait)
        return response
