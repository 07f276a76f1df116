from django.apps import AppConfig


class DuplicatesConfig(AppConfig):
    name = "duplicates"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from cases.privacy.signals import personal_data_erased
        from duplicates.erasure import on_personal_data_erased

        # An erasure's own transaction brings the groups it changed up to date (see erasure.py). The summary's
        # triggers on the cases table are installed by migration 0004 (see summary.py).
        personal_data_erased.connect(on_personal_data_erased, dispatch_uid="duplicates_personal_data_erased")

    def install_triggers(self, *, using: str) -> bool:
        """`manage.py install_triggers`: the summary's triggers, put back where missing."""
        from duplicates.summary import install_triggers

        return install_triggers(using=using)
