from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "notifications"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.db.models.signals import post_migrate, post_save

        from cases.audit import events_recorded
        from cases.events import case_assigned, comment_mentioned, request_answered
        from cases.models import AuditEvent, ImportBatch
        from cases.privacy.signals import personal_data_erased
        from notifications import notices
        from notifications.webhooks import outbox, registry

        # What cases announces (cases.events) becomes notices, in the change's own transaction.
        case_assigned.connect(notices.on_case_assigned, dispatch_uid="notifications.assigned")
        comment_mentioned.connect(notices.on_comment_mentioned, dispatch_uid="notifications.mentioned")
        request_answered.connect(notices.on_request_answered, dispatch_uid="notifications.request_answered")
        # An erasure takes the erased cases' notices with it (cases.privacy.registry).
        personal_data_erased.connect(notices.on_personal_data_erased, dispatch_uid="notifications.erased")
        # Webhooks follow the audit trail, the one record of every change: the outbox rows are written in the
        # change's transaction (notifications.webhooks.outbox).
        post_save.connect(outbox.on_audit_event_saved, sender=AuditEvent, dispatch_uid="webhooks.audit_event")
        events_recorded.connect(outbox.on_events_recorded, dispatch_uid="webhooks.events_recorded")
        post_save.connect(outbox.on_import_batch_saved, sender=ImportBatch, dispatch_uid="webhooks.import_batch")
        post_migrate.connect(registry.on_migrate, dispatch_uid="webhooks.endpoints_cache")
