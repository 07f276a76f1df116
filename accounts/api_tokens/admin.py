"""API tokens in Django's admin: read only (the hash is never shown), revocation through the service."""

from django.contrib import admin, messages

from accounts.api_tokens import services
from accounts.models import ApiToken


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    list_display = ("name", "prefix", "company", "created_at", "expires_at", "revoked_at", "last_used_at")
    list_filter = ("company",)
    search_fields = ("name", "prefix", "company")
    fields = (
        "name",
        "prefix",
        "company",
        "scopes",
        "user",
        "created_by",
        "created_at",
        "expires_at",
        "revoked_at",
        "last_used_at",
        "last_used_ip",
    )
    readonly_fields = fields
    actions = ["revoke"]

    def has_add_permission(self, request):
        return False  # made in the app (the secret is shown once there)

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False  # revoke instead: the row stays for the trail

    @admin.action(description="Revoke selected API tokens", permissions=["view"])
    def revoke(self, request, queryset):
        for token in queryset.filter(revoked_at__isnull=True):
            services.api_token_revoke(actor=request.user, token_id=token.pk)
        self.message_user(request, "The selected tokens are revoked.", messages.SUCCESS)
