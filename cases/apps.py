from django.apps import AppConfig


class CasesConfig(AppConfig):
    name = "cases"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.db.models.signals import post_migrate, post_save

        from cases.search_counts import on_post_migrate

        # Schema upkeep: the search counts' triggers on the cases table (see search_counts.py).
        post_migrate.connect(on_post_migrate, sender=self, dispatch_uid="cases.search_counts.triggers")

        from cases.models import AuditEvent
        from cases.status_times import event_saved

        post_save.connect(event_saved, sender=AuditEvent, dispatch_uid="cases.status_times")

        from accounts.security_events import security_event
        from cases.audit import audit_record_security_event

        security_event.connect(audit_record_security_event, dispatch_uid="cases.audit.security_events")
