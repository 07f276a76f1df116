from django.contrib import admin

from cases.models import AuditEvent, BhrukSequence, Case, Kam


@admin.register(Case)
class CaseAdmin(admin.ModelAdmin):
    """For emergency data fixes only; the app's own edits go through the cases.services modules (rules and audit)."""

    list_display = ["id", "widget", "bhruk_id", "kam_id", "client_name", "current_status", "is_locked", "is_cancelled"]
    list_filter = ["current_status", "is_locked", "is_cancelled", "is_merged"]
    search_fields = ["=bhruk_id", "=kam_id", "client_name"]
    readonly_fields = ["bhruk_number", "kam_key", "bhruk_key", "client_key", "merged_into", "import_event"]
    show_full_result_count = False  # a COUNT(*) of a million rows on every page is not worth it

    def save_model(self, request, obj, form, change):
        obj.refresh_keys()
        super().save_model(request, obj, form, change)


@admin.register(Kam)
class KamAdmin(admin.ModelAdmin):
    list_display = ["id", "kam_id"]
    search_fields = ["kam_id"]


@admin.register(BhrukSequence)
class BhrukSequenceAdmin(admin.ModelAdmin):
    list_display = ["group", "next_value"]

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(AuditEvent)
class AuditEventAdmin(admin.ModelAdmin):
    """The audit trail is append-only: readable here, never added, changed or deleted."""

    list_display = ["created_at", "action", "case_id", "actor_email"]
    list_filter = ["action"]
    search_fields = ["=case_id", "actor_email"]
    show_full_result_count = False

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
