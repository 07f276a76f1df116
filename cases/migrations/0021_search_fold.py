from django.db import migrations, transaction

# Searches fold case and accents on both sides (issue 26 §3, ADR 0009, cases/search_fold.py). The stored fields
# are folded in SQL where they are compared, so what changes here is what the indexes hold:
# - PostgreSQL: the function casebook_fold (IMMUTABLE: upper() for ASCII, translate() through the fold table
#   otherwise) and the search box's trigram index over the five folded fields (replacing 0016's UPPER one).
# - SQLite: the FTS5 index, now contentless and fed with the folded fields (cases/listing/sqlite.py).
# - Both: the short-search counts are rebuilt from the folded fields (a rebuild note; reads count the cases until
#   the task worker's fold has run, or `manage.py refresh_search_counts`).

FOLDED_TRGM = (
    'CREATE INDEX "case_search_trgm" ON "cases_case" USING gin (('
    'casebook_fold("client_name") || chr(31) || casebook_fold("email") || chr(31) || casebook_fold("kam_id") '
    "|| chr(31) || casebook_fold(COALESCE(\"bhruk_id\", '')) || chr(31) || casebook_fold(\"external_user_id\")"
    ") gin_trgm_ops)"
)
# As migration 0016 made it.
UPPER_TRGM = (
    'CREATE INDEX "case_search_trgm" ON "cases_case" USING gin ((UPPER(('
    '"client_name" || chr(31) || "email" || chr(31) || "kam_id" || chr(31) || COALESCE("bhruk_id", \'\') '
    '|| chr(31) || "external_user_id")::text)) gin_trgm_ops)'
)
# SQLite's index as migration 0020 made it (external content, unfolded), for migrating back.
SQLITE_COLUMNS = "client_name, email, kam_id, bhruk_id, external_user_id"
SQLITE_UNFOLDED = [
    "CREATE VIRTUAL TABLE case_search_fts USING fts5(client_name, email, kam_id, bhruk_id, external_user_id, "
    "tokenize='trigram', detail=column, content='cases_case', content_rowid='id')",
    "CREATE TRIGGER case_search_fts_insert AFTER INSERT ON cases_case BEGIN INSERT INTO case_search_fts "
    f"(rowid, {SQLITE_COLUMNS}) VALUES (NEW.id, NEW.client_name, NEW.email, NEW.kam_id, NEW.bhruk_id, "
    "NEW.external_user_id); END",
    "CREATE TRIGGER case_search_fts_delete AFTER DELETE ON cases_case BEGIN INSERT INTO case_search_fts "
    f"(case_search_fts, rowid, {SQLITE_COLUMNS}) VALUES ('delete', OLD.id, OLD.client_name, OLD.email, OLD.kam_id, "
    "OLD.bhruk_id, OLD.external_user_id); END",
    f"CREATE TRIGGER case_search_fts_update AFTER UPDATE OF id, {SQLITE_COLUMNS} ON cases_case WHEN "
    "OLD.id IS NOT NEW.id OR OLD.client_name IS NOT NEW.client_name OR OLD.email IS NOT NEW.email OR "
    "OLD.kam_id IS NOT NEW.kam_id OR OLD.bhruk_id IS NOT NEW.bhruk_id OR OLD.external_user_id IS NOT "
    "NEW.external_user_id BEGIN INSERT INTO case_search_fts (case_search_fts, rowid, "
    f"{SQLITE_COLUMNS}) VALUES ('delete', OLD.id, OLD.client_name, OLD.email, OLD.kam_id, OLD.bhruk_id, "
    f"OLD.external_user_id); INSERT INTO case_search_fts (rowid, {SQLITE_COLUMNS}) VALUES (NEW.id, NEW.client_name, "
    "NEW.email, NEW.kam_id, NEW.bhruk_id, NEW.external_user_id); END",
    "INSERT INTO case_search_fts (case_search_fts) VALUES ('rebuild')",
    'CREATE INDEX IF NOT EXISTS "case_kam_key_merged" ON cases_case ("kam_key") WHERE "is_merged"',
]


def _has_trigram_index(schema_editor) -> bool:
    with schema_editor.connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")
        return cursor.fetchone() is not None


def _rebuild_counts(schema_editor) -> None:
    from cases.listing.search_counts import request_rebuild

    request_rebuild(using=schema_editor.connection.alias)


def fold(apps, schema_editor):
    from cases.search_fold import postgresql_function_sql
    from cases.listing.sqlite import drop_search_index, install_search_index

    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(postgresql_function_sql())
        if _has_trigram_index(schema_editor):
            schema_editor.execute('DROP INDEX IF EXISTS "case_search_trgm"')
            schema_editor.execute(FOLDED_TRGM)
    elif schema_editor.connection.vendor == "sqlite":
        drop_search_index(using=schema_editor.connection.alias)
        install_search_index(using=schema_editor.connection.alias, rebuild=True)
    _rebuild_counts(schema_editor)


def unfold(apps, schema_editor):
    from cases.listing.sqlite import drop_search_index

    if schema_editor.connection.vendor == "postgresql":
        if _has_trigram_index(schema_editor):
            schema_editor.execute('DROP INDEX IF EXISTS "case_search_trgm"')
            schema_editor.execute(UPPER_TRGM)
        schema_editor.execute("DROP FUNCTION IF EXISTS casebook_fold(text)")
    elif schema_editor.connection.vendor == "sqlite":
        drop_search_index(using=schema_editor.connection.alias)
        with transaction.atomic(using=schema_editor.connection.alias):
            for sql in SQLITE_UNFOLDED:
                schema_editor.execute(sql)
    _rebuild_counts(schema_editor)


class Migration(migrations.Migration):
    dependencies = [("cases", "0020_sqlite_search_fts")]

    operations = [migrations.RunPython(fold, unfold)]
