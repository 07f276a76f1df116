from django.db import migrations

# lockFilter=locked: the locked cases are few, so a partial index lets the count (and the page) skip the rest.
# SQLite 3.40 picks any usable index for the page query and then sorts, so its version carries the sort keys
# and every column the query reads (it is covering and already in bhrukId order).
LOCKED_INDEX = {
    "postgresql": 'CREATE INDEX "case_locked" ON "cases_case" ("is_cancelled", "is_merged") WHERE "is_locked"',
    "sqlite": 'CREATE INDEX "case_locked" ON "cases_case" '
    '("bhruk_number" DESC, "id" DESC, "created_at", "is_cancelled", "is_merged", "is_locked") WHERE "is_locked"',
}


def create_index(apps, schema_editor):
    sql = LOCKED_INDEX.get(schema_editor.connection.vendor)
    if sql:
        schema_editor.execute(sql)


def drop_index(apps, schema_editor):
    schema_editor.execute('DROP INDEX IF EXISTS "case_locked"')


class Migration(migrations.Migration):
    dependencies = [("cases", "0002_list_indexes")]

    operations = [migrations.RunPython(create_index, drop_index)]
