from django.contrib import admin

from notifications.models import DigestDelivery, Notification


@admin.register(DigestDelivery)
class DigestDeliveryAdmin(admin.ModelAdmin):
    list_display = ["digest_date", "email", "kind", "status", "attempts", "sent_at", "attempted_at"]
    list_filter = ["status", "kind", "digest_date"]
    search_fields = ["email", "error"]
    date_hierarchy = "digest_date"
    readonly_fields = ["user", "digest_date", "kind", "status", "email", "attempts", "attempted_at", "sent_at", "error"]


@admin.register(Notification)
class NotificationAdmin(admin.ModelAdmin):
    list_display = ["created_at", "user", "kind", "text", "read_at", "emailed_at"]
    list_filter = ["kind"]
    raw_id_fields = ["user", "case"]
    readonly_fields = ["user", "kind", "case", "text", "created_at", "read_at", "emailed_at", "key"]
