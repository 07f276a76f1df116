from django.contrib import admin

from notifications.models import DigestDelivery


@admin.register(DigestDelivery)
class DigestDeliveryAdmin(admin.ModelAdmin):
    list_display = ["digest_date", "email", "kind", "status", "attempts", "sent_at", "attempted_at"]
    list_filter = ["status", "kind", "digest_date"]
    search_fields = ["email", "error"]
    date_hierarchy = "digest_date"
    readonly_fields = ["user", "digest_date", "kind", "status", "email", "attempts", "attempted_at", "sent_at", "error"]
