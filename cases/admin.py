from django import forms
from django.contrib import admin, messages
from django.contrib.admin.actions import delete_selected as django_delete_selected
from django.contrib.admin.utils import unquote
from django.http import HttpResponseRedirect
from django.urls import reverse

from cases.audit import audit_record
from cases.errors import ConflictError
from cases.fields import API_NAMES
from cases.models import AuditEvent, BhrukSequence, Case, Kam
from cases.services.document_files import case_documents_forget
from cases.services.holds import HeldAction, legal_hold_check

# A bulk delete's refusal names at most this many held cases.
HELD_NAMED = 10
# The fields whose change the admin records as an update in the audit trail.
WORKFLOW_FIELDS = ("instructed", "current_status", "on_hold_reason")


class CaseAdminForm(forms.ModelForm):
    """The change form; CaseAdmin supplies the model and fields."""

    def clean(self):
        super().clean()
        cleaned = self.cleaned_data  # what ModelForm.clean returns
        # self.instance still holds the stored values here (the form writes into it after clean).
        if self.instance.pk:
            changed = self.changed_data
            action = HeldAction.EDIT
            if "is_cancelled" in changed and cleaned.get("is_cancelled"):
                action = HeldAction.CANCEL
            elif "is_merged" in changed:
                action = HeldAction.MERGE
            try:
                legal_hold_check(cases=[self.instance], action=action, changing=changed)
            except ConflictError as exc:
                raise forms.ValidationError(exc.message) from None
        return cleaned


@admin.register(Case)
class CaseAdmin(admin.ModelAdmin):
    """For emergency data fixes only; the app's own edits go through the cases.services modules (rules and audit).
    The legal hold binds here too (cases.services.holds); it is put and lifted only through the audited API."""

    form = CaseAdminForm

    list_display = ["id", "widget", "bhruk_id", "kam_id", "client_name", "current_status", "is_locked", "is_cancelled"]
    list_filter = ["current_status", "is_locked", "is_cancelled", "is_merged"]
    search_fields = ["=bhruk_id", "=kam_id", "client_name"]
    readonly_fields = [
        *("bhruk_number", "kam_key", "bhruk_key", "client_key", "merged_into", "import_event"),
        *("legal_hold", "legal_hold_reason", "legal_hold_at"),
    ]
    show_full_result_count = False  # a COUNT(*) of a million rows on every page is not worth it
    actions = ["delete_selected"]

    def save_model(self, request, obj, form, change):
        obj.refresh_keys()
        super().save_model(request, obj, form, change)
        if change:
            self._audit_workflow(request, obj, form)

    def _audit_workflow(self, request, obj, form) -> None:
        """A fix to the status or the cancellation is recorded as the app records it, so that what follows the
        trail (the status times, the turnaround clock) follows it too."""
        changed = [f for f in WORKFLOW_FIELDS if f in form.changed_data]
        if changed:
            changes = {API_NAMES[f]: [form.initial.get(f), getattr(obj, f)] for f in changed}
            audit_record(action=AuditEvent.Action.UPDATE, actor=request.user, case_id=obj.pk, changes=changes)
        if "is_cancelled" in form.changed_data:
            action = AuditEvent.Action.CANCEL if obj.is_cancelled else AuditEvent.Action.RESTORE
            changes = {"isCancelled": [not obj.is_cancelled, obj.is_cancelled]}
            audit_record(action=action, actor=request.user, case_id=obj.pk, changes=changes)

    def delete_model(self, request, obj):
        case_documents_forget(cases=[obj.pk], delete_rows=False)  # the rows now, their files once the delete commits
        super().delete_model(request, obj)

    def delete_queryset(self, request, queryset):
        case_documents_forget(cases=queryset, delete_rows=False)
        super().delete_queryset(request, queryset)

    def _held_refusal(self, request, cases) -> bool:
        try:
            legal_hold_check(cases=cases, action=HeldAction.DELETE)
        except ConflictError as exc:
            self.message_user(request, exc.message, messages.ERROR)
            return True
        return False

    def delete_view(self, request, object_id, extra_context=None):
        case = self.get_object(request, unquote(object_id))
        if case is not None and self._held_refusal(request, [case]):
            return HttpResponseRedirect(reverse("admin:cases_case_change", args=[case.pk]))
        return super().delete_view(request, object_id, extra_context)

    @admin.action(permissions=["delete"], description="Delete selected cases")
    def delete_selected(self, request, queryset):
        """Django's bulk delete, refused whole (before and after its confirmation page) when a case is held."""
        if self._held_refusal(request, list(queryset.filter(legal_hold=True).order_by("pk")[:HELD_NAMED])):
            return None
        return django_delete_selected(self, request, queryset)


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
