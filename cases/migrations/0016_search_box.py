from django.db import migrations, models, transaction

# The one search box (issue 21 §2) matches a substring of these five fields joined by chr(31), which a cleaned
# search text never holds; cases.listing.expressions.SearchText renders the very same expression, so PostgreSQL's trigram
# index below serves searches of 3 characters or more. SQLite has no trigram index and scans.
SEARCH_TRGM = (
    'CREATE INDEX "case_search_trgm" ON "cases_case" USING gin ((UPPER(('
    '"client_name" || chr(31) || "email" || chr(31) || "kam_id" || chr(31) || COALESCE("bhruk_id", \'\') '
    '|| chr(31) || "external_user_id")::text)) gin_trgm_ops)'
)


# kamSearch and clientNameSearch find their candidates through the same index (cases.listing.postgres.field_contains),
# so their own trigram indexes (migration 0002) go: one GIN index to keep up instead of three.
FIELD_TRGM = {
    "case_kam_trgm": 'CREATE INDEX IF NOT EXISTS "case_kam_trgm" ON "cases_case" USING gin ((UPPER("kam_id"::text)) gin_trgm_ops)',
    "case_client_trgm": (
        'CREATE INDEX IF NOT EXISTS "case_client_trgm" ON "cases_case" USING gin ((UPPER("client_name"::text)) gin_trgm_ops)'
    ),
}


def create_search_index(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    try:
        with transaction.atomic(using=schema_editor.connection.alias):
            schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    except Exception:  # noqa: BLE001 - without the extension the search still works, only slower
        return
    schema_editor.execute(SEARCH_TRGM)
    for name in FIELD_TRGM:
        schema_editor.execute(f'DROP INDEX IF EXISTS "{name}"')


def drop_search_index(apps, schema_editor):
    schema_editor.execute('DROP INDEX IF EXISTS "case_search_trgm"')
    if schema_editor.connection.vendor != "postgresql":
        return
    with schema_editor.connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")
        if cursor.fetchone() is None:
            return
    for sql in FIELD_TRGM.values():
        schema_editor.execute(sql)


class Migration(migrations.Migration):
    dependencies = [("cases", "0015_audit_actions_of_wave_3")]

    operations = [
        # Led by the OB Link, the same index serves the import's (widget, OB Link) probe and the search box's
        # exact OB Link match, which has no company to lead with.
        migrations.RemoveIndex(model_name="case", name="case_widget_oblink"),
        migrations.AddIndex(
            model_name="case",
            index=models.Index(fields=["external_user_id", "widget"], name="case_oblink_widget"),
        ),
        migrations.RunPython(create_search_index, drop_search_index),
    ]
