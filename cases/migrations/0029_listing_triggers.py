"""The list's triggers on the cases table, installed here rather than after every migrate (cases.listing.triggers):
the search counts' triggers (a rebuild of the counts asked for when they were missing) and SQLite's FTS5 search
index with its triggers (rebuilt from the table when anything was missing: an earlier migration may have rebuilt
cases_case on SQLite, which drops its triggers).

A later migration that rebuilds cases_case on SQLite must run cases.listing.triggers.install_listing_triggers again.
"""

from django.db import migrations


def install(apps, schema_editor):
    from cases.listing.triggers import install_listing_triggers

    install_listing_triggers(using=schema_editor.connection.alias)


def drop(apps, schema_editor):
    from cases.listing.triggers import drop_listing_triggers

    drop_listing_triggers(using=schema_editor.connection.alias)


class Migration(migrations.Migration):
    dependencies = [("cases", "0028_turnaround_clock")]

    operations = [migrations.RunPython(install, drop)]
