"""PostgreSQL: the search box's folded text stored as a generated column, its trigram index in place of the index of
the expression (migration 0021), and an index of the running clocks holding it (cases.listing.postgres, ADR 0021).
Adding the column rewrites the cases table: 35 s at 1,000,000 cases on the 2-core machine, and 15 s for the trigram
index. SQLite: nothing (its FTS5 index holds the folded fields)."""

from django.db import migrations


def install(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    from cases.listing.postgres import stored_search_text_sql

    for statement in stored_search_text_sql():
        schema_editor.execute(statement)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    from cases.listing.postgres import stored_search_text_drop_sql

    for statement in stored_search_text_drop_sql():
        schema_editor.execute(statement)


class Migration(migrations.Migration):
    dependencies = [("cases", "0034_case_totals")]

    operations = [migrations.RunPython(install, drop)]
