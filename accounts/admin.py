"""Django's admin site (at /django-admin/) for emergency data fixes by a Django superuser."""

from django import forms
from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as DjangoUserAdmin
from django.contrib.auth.forms import BaseUserCreationForm, UserChangeForm

from accounts.mfa import services as mfa_services
from accounts.models import User
from accounts.services import user_sync_group
from accounts.sessions import user_sessions_end


class UserAdminCreationForm(BaseUserCreationForm):
    class Meta:
        model = User
        fields = ("email", "first_name", "last_name", "role", "company")

    def clean_email(self):
        email = self.cleaned_data["email"].strip().lower()
        if User.objects.filter(email__iexact=email).exists():
            raise forms.ValidationError("A user with this email already exists")
        return email


class UserAdminChangeForm(UserChangeForm):
    profile_image_url = forms.URLField(required=False, max_length=500, assume_scheme="https")

    class Meta:
        model = User
        fields = "__all__"

    def clean_email(self):
        email = self.cleaned_data["email"].strip().lower()
        if User.objects.filter(email__iexact=email).exclude(pk=self.instance.pk).exists():
            raise forms.ValidationError("A user with this email already exists")
        return email


@admin.register(User)
class UserAdmin(DjangoUserAdmin):
    form = UserAdminChangeForm
    add_form = UserAdminCreationForm
    list_display = ("email", "first_name", "last_name", "role", "company", "is_active", "last_login")
    list_filter = ("role", "is_active", "is_staff", "is_superuser")
    search_fields = ("email", "first_name", "last_name", "company")
    ordering = ("email",)
    readonly_fields = ("last_login", "date_joined", "password_changed_at")
    # The role decides the single group (and so the app permissions); groups are not edited by hand.
    fieldsets = (
        (None, {"fields": ("email", "password")}),
        ("Profile", {"fields": ("first_name", "last_name", "company", "profile_image_url")}),
        ("Access", {"fields": ("role", "is_active", "is_staff", "is_superuser")}),
        ("Dates", {"fields": ("last_login", "date_joined", "password_changed_at")}),
    )
    add_fieldsets = (
        (
            None,
            {
                "classes": ("wide",),
                "fields": ("email", "first_name", "last_name", "role", "company", "password1", "password2"),
            },
        ),
    )
    filter_horizontal = ()

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        user_sync_group(user=obj)
        if change and "is_active" in form.changed_data and not obj.is_active:
            # As the Users page does: a deactivated account's tokens stay dead after a reactivation.
            user_sessions_end(user=obj)
        if change and "role" in form.changed_data:
            # As the Users page does: a role requiring a second factor the user lacks ends their full sessions.
            mfa_services.sessions_end_without_required_factor(user=obj)


# API tokens register their own read-only admin.
from accounts.api_tokens import admin as api_tokens_admin  # noqa: E402, F401
