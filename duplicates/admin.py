from django.contrib import admin

from duplicates.models import DismissedGroup


@admin.register(DismissedGroup)
class DismissedGroupAdmin(admin.ModelAdmin):
    list_display = ["identifier_type", "key", "dismissed_by", "dismissed_at"]
    list_filter = ["identifier_type"]
    search_fields = ["key"]
    raw_id_fields = ["dismissed_by"]
