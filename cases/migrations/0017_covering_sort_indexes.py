from django.db import migrations, models

# The list's page query walks a sort index until it has found a page of cases matching the filters. With the
# filter columns in the index (INCLUDE), PostgreSQL checks each entry in the index alone (an index-only scan)
# instead of fetching its row: a company + status + lock page sorted by createdAt read 6,000 rows for 50 before.
# Same number of index entries per insert as before, each ~20 bytes wider. SQLite has no INCLUDE and keeps its
# own versions of these indexes (migrations 0002 and 0003), restored below where they were lost.
FILTERS = '"widget", "current_status", "is_locked"'
ACTIVE = 'WHERE NOT "is_cancelled" AND NOT "is_merged"'
COVERING = [
    ("case_active_bhruk", f'("bhruk_number" DESC NULLS LAST, "id" DESC) INCLUDE ({FILTERS}) {ACTIVE}'),
    ("case_active_created", f'("created_at" DESC, "id" DESC) INCLUDE ({FILTERS}) {ACTIVE}'),
    ("case_bhruk_order", f'("bhruk_number" DESC NULLS LAST, "id" DESC) INCLUDE ({FILTERS}, "is_cancelled", "is_merged")'),
]
# SQLite's own sort, search and locked indexes (migrations 0002 and 0003) were created with SQL, so Django did
# not know them when 0014 altered a column: on SQLite it rebuilds the table and drops them. They are put back,
# the search and locked ones now also carrying status, lock and company, so that a search's or the locked
# cases' count and stats read one narrow index instead of looking up each row in the table.
SQLITE_ACTIVE = 'WHERE NOT "is_cancelled" AND NOT "is_merged"'
SQLITE_FILTERS = '"is_cancelled", "is_merged", "current_status", "is_locked", "widget"'
SQLITE_DROP = ["case_kam_search", "case_client_search", "case_locked", "case_search_cover"]
SQLITE = [
    'CREATE INDEX IF NOT EXISTS "case_bhruk_order" ON "cases_case" ("bhruk_number" DESC, "id" DESC)',
    'CREATE INDEX IF NOT EXISTS "case_active_bhruk" ON "cases_case" ("bhruk_number" DESC, "id" DESC, "is_cancelled", '
    f'"is_merged") {SQLITE_ACTIVE}',
    'CREATE INDEX IF NOT EXISTS "case_active_created" ON "cases_case" ("created_at" DESC, "id" DESC, "is_cancelled", '
    f'"is_merged") {SQLITE_ACTIVE}',
    f'CREATE INDEX "case_kam_search" ON "cases_case" ("kam_id", {SQLITE_FILTERS}, "bhruk_number", "created_at")',
    f'CREATE INDEX "case_client_search" ON "cases_case" ("client_name", {SQLITE_FILTERS}, "bhruk_number", "created_at")',
    'CREATE INDEX "case_locked" ON "cases_case" '
    f'("bhruk_number" DESC, "id" DESC, "created_at", {SQLITE_FILTERS}) WHERE "is_locked"',
    # The one search box's five fields (no trigram index on SQLite): its scans read this, not the whole table.
    'CREATE INDEX "case_search_cover" ON "cases_case" ("client_name", "email", "kam_id", "bhruk_id", '
    f'"external_user_id", {SQLITE_FILTERS}, "bhruk_number", "created_at")',
]
PLAIN = [
    ("case_active_bhruk", f'("bhruk_number" DESC NULLS LAST, "id" DESC) {ACTIVE}'),
    ("case_active_created", f'("created_at" DESC, "id" DESC) {ACTIVE}'),
    ("case_bhruk_order", '("bhruk_number" DESC NULLS LAST, "id" DESC)'),
]


def _rebuild(schema_editor, definitions):
    if schema_editor.connection.vendor == "sqlite":
        for name in SQLITE_DROP:
            schema_editor.execute(f'DROP INDEX IF EXISTS "{name}"')
        for sql in SQLITE:
            schema_editor.execute(sql)
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, definition in definitions:
        schema_editor.execute(f'DROP INDEX IF EXISTS "{name}"')
        schema_editor.execute(f'CREATE INDEX "{name}" ON "cases_case" {definition}')


def covering(apps, schema_editor):
    _rebuild(schema_editor, COVERING)


def plain(apps, schema_editor):
    _rebuild(schema_editor, PLAIN)


class Migration(migrations.Migration):
    dependencies = [("cases", "0016_search_box")]

    operations = [
        migrations.RemoveIndex(model_name="case", name="case_created_sort"),
        migrations.AddIndex(
            model_name="case",
            index=models.Index(
                fields=["-created_at", "-id"],
                name="case_created_sort",
                include=["widget", "current_status", "is_locked", "is_cancelled", "is_merged"],
            ),
        ),
        migrations.RunPython(covering, plain),
    ]
