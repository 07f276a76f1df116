"""The duplicate summary's triggers on the cases table, installed here rather than after every migrate
(duplicates.summary.install_triggers), with a full rebuild of the summary asked for. After the cases migration that
installs the list's triggers, so that both run after every migration of cases_case so far; a later migration that
rebuilds cases_case on SQLite (which drops its triggers) must run install_triggers again."""

from django.db import migrations


def install(apps, schema_editor):
    from duplicates.summary import install_triggers

    install_triggers(using=schema_editor.connection.alias)


def drop(apps, schema_editor):
    from duplicates.summary import drop_triggers

    drop_triggers(using=schema_editor.connection.alias)


class Migration(migrations.Migration):
    dependencies = [
        ("duplicates", "0003_unicode_normalised_keys"),
        ("cases", "0029_listing_triggers"),
    ]

    operations = [migrations.RunPython(install, drop)]
