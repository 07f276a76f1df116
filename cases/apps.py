from django.apps import AppConfig


class CasesConfig(AppConfig):
    name = "cases"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.db.backends.signals import connection_created
        from django.db.models.signals import post_migrate, post_save

        from cases.search_fold import register_sqlite_function

        # SQLite's searches and its search index's triggers call the Python fold (cases/search_fold.py).
        connection_created.connect(register_sqlite_function, dispatch_uid="cases.search_fold")

        from cases.search_counts import on_post_migrate as search_counts_upkeep
        from cases.search_index import on_post_migrate as search_index_upkeep

        # Schema upkeep: the search counts' triggers and SQLite's search index with its triggers, on the cases
        # table (see search_counts.py and search_index.py); SQLite drops triggers when a migration rebuilds it.
        post_migrate.connect(search_counts_upkeep, sender=self, dispatch_uid="cases.search_counts.triggers")
        post_migrate.connect(search_index_upkeep, sender=self, dispatch_uid="cases.search_index")

        from cases.models import AuditEvent
        from cases.status_times import event_saved

        post_save.connect(event_saved, sender=AuditEvent, dispatch_uid="cases.status_times")

        from cases.audit import events_recorded
        from cases.turnaround import following as turnaround

        # The turnaround clocks follow the trail too: single events through post_save, bulk ones through
        # audit_record_many's signal (a call from cases.audit would make it and cases.turnaround import each other).
        post_save.connect(turnaround.event_saved, sender=AuditEvent, dispatch_uid="cases.turnaround")
        events_recorded.connect(turnaround.events_recorded, dispatch_uid="cases.turnaround")

        from accounts.security_events import security_event
        from cases.audit import audit_record_security_event

        security_event.connect(audit_record_security_event, dispatch_uid="cases.audit.security_events")

        # The background jobs' runners register with cases.jobs.registry when their modules load.
        import cases.exporting.jobs
        import cases.importing.jobs
        import cases.privacy.jobs  # noqa: F401
