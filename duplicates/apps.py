from django.apps import AppConfig
from django.db.models.signals import post_migrate


class DuplicatesConfig(AppConfig):
    name = "duplicates"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from duplicates.summary import on_post_migrate

        # Schema upkeep, not a business rule: the summary's triggers on the cases table (see summary.py).
        post_migrate.connect(on_post_migrate, sender=self, dispatch_uid="duplicates_install_triggers")
