from django.apps import AppConfig
from django.db.models.signals import post_migrate


class DuplicatesConfig(AppConfig):
    name = "duplicates"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from cases.privacy.signals import personal_data_erased
        from duplicates.erasure import on_personal_data_erased
        from duplicates.summary import on_post_migrate

        # Schema upkeep, not a business rule: the summary's triggers on the cases table (see summary.py).
        post_migrate.connect(on_post_migrate, sender=self, dispatch_uid="duplicates_install_triggers")
        # An erasure's own transaction brings the groups it changed up to date (see erasure.py).
        personal_data_erased.connect(on_personal_data_erased, dispatch_uid="duplicates_personal_data_erased")
