from django.apps import AppConfig


class CasesConfig(AppConfig):
    name = "cases"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.db.models.signals import post_migrate, post_save

        from cases.search_index import on_post_migrate

        # Schema upkeep: SQLite's search index and its triggers, lost when a migration rebuilds the cases table.
        post_migrate.connect(on_post_migrate, sender=self, dispatch_uid="cases.search_index")

        from cases.models import AuditEvent
        from cases.status_times import event_saved

        post_save.connect(event_saved, sender=AuditEvent, dispatch_uid="cases.status_times")

        from accounts.security_events import security_event
        from cases.audit import audit_record_security_event

        security_event.connect(audit_record_security_event, dispatch_uid="cases.audit.security_events")
