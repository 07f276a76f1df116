from django.db import migrations

# The BHR UK IDs of one company are not spread evenly through the BHR UK number order (Kind's sit at the low end),
# so a page of Kind cases sorted by bhrukId walked ~685,000 entries of case_active_bhruk (the other companies')
# before it found its 50: 100-600 ms at 1M cases. Led by the company, this index walks that company's entries
# alone; it carries status, lock and the flags so the walk checks them in the index (an index-only scan), with or
# without Show Merged & Cancelled. createdAt needs no such index: every company's cases are spread through time.
# PostgreSQL only: SQLite has no INCLUDE, and its own walks are chosen differently (cases.listing.query, walk=True).
INDEX = (
    'CREATE INDEX IF NOT EXISTS "case_widget_bhruk" ON "cases_case" '
    '("widget", "bhruk_number" DESC NULLS LAST, "id" DESC) '
    'INCLUDE ("current_status", "is_locked", "is_cancelled", "is_merged")'
)


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(INDEX)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute('DROP INDEX IF EXISTS "case_widget_bhruk"')


class Migration(migrations.Migration):
    dependencies = [("cases", "0018_search_gram_counts")]

    operations = [migrations.RunPython(create, drop)]
