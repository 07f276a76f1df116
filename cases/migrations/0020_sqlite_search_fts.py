from django.db import migrations

# SQLite only: the FTS5 trigram index of the search boxes' fields and the triggers that keep it (see
# cases/search_index.py for the design). A no-op on PostgreSQL, which has its trigram GIN index (0016).
# The same function runs after every migrate (cases.apps): SQLite drops the triggers whenever a migration rebuilds
# the cases table, and they are then put back and the index rebuilt from the table.


def create(apps, schema_editor):
    from cases.search_index import install_search_index

    install_search_index(using=schema_editor.connection.alias, rebuild=True)


def drop(apps, schema_editor):
    from cases.search_index import drop_search_index

    drop_search_index(using=schema_editor.connection.alias)


class Migration(migrations.Migration):
    dependencies = [("cases", "0019_company_bhruk_sort_index")]

    operations = [migrations.RunPython(create, drop)]
