from django.apps import AppConfig


class DuplicatesConfig(AppConfig):
    name = "duplicates"
    default_auto_field = "django.db.models.BigAutoField"
