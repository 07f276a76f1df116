"""SQLite's substring index for the search boxes: an FTS5 table with the trigram tokenizer, kept by triggers.

Why: SQLite has no trigram index, so every `search`, `kamSearch` and `clientNameSearch` was a scan of a covering
index (0.2-2.7 s at 1M cases). The FTS5 table `case_search_fts` indexes every 3-character sequence of the five
searched fields; a search of 3 or more characters asks it for the cases holding the text's trigrams and the
case row's own LIKE test (cases.filters) still decides, so FTS only narrows the candidates: its Unicode case
folding is wider than LIKE's ASCII one, never narrower.

How it stays exact with any writer (services, bulk_create, QuerySet.update, raw SQL, deletes):
- External content (`content='cases_case'`): the table stores only the index, no copy of the text; `rebuild`
  re-reads it from the cases table. Row triggers on cases_case add, remove (FTS5's 'delete' command, with the
  old values) and replace the entries in the writer's own transaction; an update that leaves the five fields
  and the id alone does not touch the index.
- `detail=column`: an entry records which column holds a trigram, not where, which keeps the index and the
  writers' cost smaller; queries AND the text's trigrams (a column filter for kamSearch / clientNameSearch).
- SQLite drops a table's triggers when a migration rebuilds the table, and the index may then miss the
  migration's changes: after every migrate, `install_search_index` puts back whatever is missing and rebuilds
  the index from the cases table when anything was (as duplicates.summary does for its triggers).

Nothing here runs on PostgreSQL, which has its trigram GIN index (migration 0016).
"""

from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.migrations.recorder import MigrationRecorder

# The cases table's searched columns, which the FTS columns must be named after (external content reads them).
COLUMNS = ("client_name", "email", "kam_id", "bhruk_id", "external_user_id")
CASES = "cases_case"
FTS = "case_search_fts"
TRIGGERS = ("case_search_fts_insert", "case_search_fts_delete", "case_search_fts_update")
# FTS5's trigram tokenizer indexes no shorter text.
TRIGRAM = 3


def _values(row: str) -> str:
    return ", ".join(f"{row}.{column}" for column in COLUMNS)


def _table_sql() -> str:
    return (
        f"CREATE VIRTUAL TABLE IF NOT EXISTS {FTS} USING fts5({', '.join(COLUMNS)}, tokenize='trigram', "
        f"detail=column, content='{CASES}', content_rowid='id')"
    )


def _trigger_sql() -> list[str]:
    columns = ", ".join(COLUMNS)
    add = f"INSERT INTO {FTS} (rowid, {columns}) VALUES (NEW.id, {_values('NEW')});"
    remove = f"INSERT INTO {FTS} ({FTS}, rowid, {columns}) VALUES ('delete', OLD.id, {_values('OLD')});"
    changed = " OR ".join(f"OLD.{column} IS NOT NEW.{column}" for column in ("id", *COLUMNS))
    bodies = {
        "case_search_fts_insert": f"AFTER INSERT ON {CASES} BEGIN {add} END",
        "case_search_fts_delete": f"AFTER DELETE ON {CASES} BEGIN {remove} END",
        "case_search_fts_update": f"AFTER UPDATE OF id, {columns} ON {CASES} WHEN {changed} BEGIN {remove} {add} END",
    }
    sql = []
    for name, body in bodies.items():
        sql.append(f"DROP TRIGGER IF EXISTS {name}")
        sql.append(f"CREATE TRIGGER {name} {body}")
    return sql


def _present(cursor) -> tuple[bool, int]:
    """(whether the FTS table exists, how many of its triggers do)."""
    cursor.execute("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = %s", [FTS])
    table = cursor.fetchone()[0] == 1
    cursor.execute(
        f"SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = %s AND name IN "
        f"({', '.join(['%s'] * len(TRIGGERS))})",
        [CASES, *TRIGGERS],
    )
    return table, cursor.fetchone()[0]


def install_search_index(*, using: str = DEFAULT_DB_ALIAS, rebuild: bool = False) -> bool:
    """Create the FTS table and its triggers where missing, and rebuild the index when anything was missing (or
    `rebuild`). Returns whether it rebuilt. No-op on other databases and before the cases table exists."""
    connection = connections[using]
    if connection.vendor != "sqlite" or CASES not in connection.introspection.table_names():
        return False
    with transaction.atomic(using=using), connection.cursor() as cursor:
        table, triggers = _present(cursor)
        if table and triggers == len(TRIGGERS) and not rebuild:
            return False
        cursor.execute(_table_sql())
        for statement in _trigger_sql():
            cursor.execute(statement)
        # Re-reads every case: the index may miss whatever was written while the triggers were gone.
        cursor.execute(f"INSERT INTO {FTS} ({FTS}) VALUES ('rebuild')")
    return True


def drop_search_index(*, using: str = DEFAULT_DB_ALIAS) -> None:
    connection = connections[using]
    if connection.vendor != "sqlite":
        return
    with connection.cursor() as cursor:
        for name in TRIGGERS:
            cursor.execute(f"DROP TRIGGER IF EXISTS {name}")
        cursor.execute(f"DROP TABLE IF EXISTS {FTS}")


MIGRATION = ("cases", "0019_sqlite_search_fts")


def on_post_migrate(sender, using=DEFAULT_DB_ALIAS, **kwargs) -> None:
    """After every migrate, once migration 0019 made the index (so migrating back before it drops it for good)."""
    connection = connections[using]
    if connection.vendor == "sqlite" and MIGRATION in MigrationRecorder(connection).applied_migrations():
        install_search_index(using=using)


# --- Queries ----------------------------------------------------------------------------------------------------


def trigrams(text: str) -> list[str]:
    """The text's distinct trigrams (of Unicode characters, as FTS5 counts them), in order of first appearance."""
    seen: dict[str, str] = {}
    for start in range(len(text) - TRIGRAM + 1):
        gram = text[start : start + TRIGRAM]
        if "\x00" not in gram:
            seen.setdefault(gram.lower(), gram)
    return list(seen.values())


def match_expression(text: str, *, column: str | None = None) -> str | None:
    """The FTS5 query finding every case whose fields (or `column`) hold the text, or None when FTS cannot serve
    it (under 3 characters). Each trigram is a quoted string, so no character of the text is FTS5 syntax."""
    grams = trigrams(text)
    if not grams:
        return None
    query = " AND ".join('"' + gram.replace('"', '""') + '"' for gram in grams)
    if column is not None:
        assert column in COLUMNS
        query = f"{column} : ({query})"
    return query


def candidates_sql() -> str:
    """A subquery of the matching case ids for one match_expression parameter."""
    return f"SELECT rowid FROM {FTS} WHERE {FTS} MATCH %s"
