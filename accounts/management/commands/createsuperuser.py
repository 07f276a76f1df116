"""Django's createsuperuser, then the new user's role group (the manager itself only writes the row)."""

from django.contrib.auth.management.commands import createsuperuser

from accounts.services import users_sync_missing_groups


class Command(createsuperuser.Command):
    def handle(self, *args, **options):
        super().handle(*args, **options)
        users_sync_missing_groups()
