"""PostgreSQL: the search box's folded text stored as a generated column and an index of the running clocks holding
it (cases.listing.postgres.running_clocks_search_sql), so that a search's Overdue and Due Soon cards count from the
index alone. Adding the column rewrites the cases table (35 s at 1,000,000 cases on the 2-core machine). SQLite:
nothing (its FTS5 index serves the same counts)."""

from django.db import migrations


def install(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    from cases.listing.postgres import running_clocks_search_sql

    for statement in running_clocks_search_sql():
        schema_editor.execute(statement)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    from cases.listing.postgres import running_clocks_search_drop_sql

    for statement in running_clocks_search_drop_sql():
        schema_editor.execute(statement)


class Migration(migrations.Migration):
    dependencies = [("cases", "0034_case_totals")]

    operations = [migrations.RunPython(install, drop)]
