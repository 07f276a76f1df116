from django.apps import AppConfig


class CasesConfig(AppConfig):
    name = "cases"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from django.db.backends.signals import connection_created
        from django.db.backends.sqlite3.base import DatabaseWrapper as SQLiteDatabase
        from django.db.models.signals import post_save

        from cases.search_fold import register_sqlite_function

        # SQLite's searches and its search index's triggers call the Python fold (cases/search_fold.py). The
        # listing's triggers are installed by migrations (cases/listing/triggers.py).
        connection_created.connect(register_sqlite_function, sender=SQLiteDatabase, dispatch_uid="cases.search_fold")

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

        from accounts.api_tokens.companies import company_lookup
        from cases.selectors import company_has_cases

        # An API token is made for a company that has cases (accounts cannot ask cases itself).
        company_lookup.connect(company_has_cases, dispatch_uid="cases.api_token_companies")

        # The background jobs' runners register with cases.jobs.registry when their modules load.
        import cases.exporting.jobs
        import cases.importing.jobs
        import cases.privacy.jobs  # noqa: F401

    def install_triggers(self, *, using: str) -> bool:
        """`manage.py install_triggers`: the list's triggers and SQLite's search index, put back where missing."""
        from cases.listing.triggers import install_listing_triggers

        return install_listing_triggers(using=using)
