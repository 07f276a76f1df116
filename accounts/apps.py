from django.apps import AppConfig
from django.db.models.signals import post_migrate


def _seed_roles_if_missing(sender, using, **kwargs):
    """Role groups come from the data migration; a test-database flush removes them, so put the defaults back."""
    from django.contrib.auth.models import Group

    from accounts.roles import DEFAULT_GRANTS
    from accounts.services import roles_seed_permissions

    if not Group.objects.using(using).exists():
        roles_seed_permissions(grants=DEFAULT_GRANTS)


class AccountsConfig(AppConfig):
    name = "accounts"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        post_migrate.connect(_seed_roles_if_missing, sender=self)
