"""Put back the database triggers on the cases table where missing: the list's (search counts, SQLite's search index)
and the duplicate summary's, each asking for a rebuild of what may have missed changes.

Migrations install them (cases 0029, duplicates 0004). Run this on a database that lost them: SQLite drops a table's
triggers when a migration rebuilds it (cases.listing.triggers), or after restoring a dump made without them."""

from django.apps import apps
from django.core.management.base import BaseCommand
from django.db import DEFAULT_DB_ALIAS


class Command(BaseCommand):
    help = (
        "(Re)install the triggers on the cases table where missing (the apps that keep some define install_triggers)."
    )

    def add_arguments(self, parser):
        parser.add_argument("--database", default=DEFAULT_DB_ALIAS)

    def handle(self, *args, **options):
        for config in apps.get_app_configs():
            install = getattr(config, "install_triggers", None)
            if install is None:
                continue
            missing = install(using=options["database"])
            state = "some were missing: reinstalled, a rebuild asked for" if missing else "all present"
            self.stdout.write(f"{config.label}: {state}.")
