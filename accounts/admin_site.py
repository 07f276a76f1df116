"""The Django admin door (/django-admin/login/): the sign-in throttle of /api/auth/login and, for a user with a
second factor, an authenticator or recovery code as well (issue 20 §2).

Installed as the default admin site by config.admin_apps.CasebookAdminConfig, so `admin.site` is this one.
"""

from django import forms
from django.contrib import admin
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth import authenticate
from django.db import transaction

from accounts.mfa import selectors as mfa_selectors
from accounts.mfa import services as mfa_services
from accounts.throttling import (
    LoginThrottled,
    client_address,
    login_failure_record,
    login_failures_clear,
    login_throttle_check,
)

THROTTLED_ATTRIBUTE = "_casebook_login_retry_after"
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
        address = client_address(self.request)
        try:
            login_throttle_check(email=email, address=address)
        except LoginThrottled as exc:
            setattr(self.request, THROTTLED_ATTRIBUTE, exc.wait)
            raise forms.ValidationError(str(exc.detail), code="throttled") from None
        user = authenticate(self.request, username=email, password=password)
        if user is None:
            login_failure_record(email=email, address=address)
            raise self.get_invalid_login_error()
        self.confirm_login_allowed(user)
        if mfa_selectors.user_mfa_methods(user=user):
            self._second_factor_check(user=user, address=address)
        login_failures_clear(email=email, address=address)
        self.user_cache = user
        return self.cleaned_data

    def _second_factor_check(self, *, user, address: str) -> None:
        code = self.cleaned_data.get("otp_code") or ""
        if not code:
            raise forms.ValidationError(CODE_NEEDED, code="otp_required")
        with transaction.atomic():
            accepted = mfa_services.second_factor_code_check(user=user, code=code, address=address)
        if not accepted:
            mfa_services.second_factor_failure_record(user=user, address=address, method="admin")
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
