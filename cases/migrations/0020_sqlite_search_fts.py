from django.db import migrations

# SQLite only: the FTS5 trigram index of the search boxes' fields and the triggers that keep it (see
# cases/listing/sqlite.py for the design). A no-op on PostgreSQL, which has its trigram GIN index (0016).
# The same function runs again in 0029 (cases.listing.triggers): SQLite drops the triggers whenever a migration
# rebuilds the cases table, and they are then put back and the index rebuilt from the table.


def create(apps, schema_editor):
    from cases.listing.engine import engine

    engine(schema_editor.connection.alias).install_search_index(using=schema_editor.connection.alias, rebuild=True)


def drop(apps, schema_editor):
    from cases.listing.engine import engine

    engine(schema_editor.connection.alias).drop_search_index(using=schema_editor.connection.alias)


class Migration(migrations.Migration):
    dependencies = [("cases", "0019_company_bhruk_sort_index")]

    operations = [migrations.RunPython(create, drop)]
