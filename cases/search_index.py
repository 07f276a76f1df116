"""SQLite's substring index for the search boxes: an FTS5 table with the trigram tokenizer, kept by triggers.

Why: SQLite has no trigram index, so every `search`, `kamSearch` and `clientNameSearch` was a scan of a covering
index (0.2-2.7 s at 1M cases). The FTS5 table `case_search_fts` indexes every 3-character sequence of the five
searched fields, folded as the searches compare them (cases.search_fold: accents and case); a search of 3 or more
characters asks it for the cases holding the folded text's trigrams and the case row's own LIKE test
(cases.filters) still decides, so FTS only narrows the candidates: its Unicode case folding is wider than
LIKE's ASCII one, never narrower.

How it stays exact with any writer (services, bulk_create, QuerySet.update, raw SQL, deletes):
- Contentless (`content=''`): the table stores only the index, no copy of the text; a rebuild empties it and
  re-reads the cases table, folding each field. Row triggers on cases_case add, remove (FTS5's 'delete' command,
  with the old values folded again: the fold is deterministic) and replace the entries in the writer's own
  transaction; an update that leaves the five fields and the id alone does not touch the index. The folding
  calls the Python function casebook_fold, which every Django connection registers (cases.apps): a writer
  outside Django must register it too (cases.search_fold.register_on).
- `detail=column`: an entry records which column holds a trigram, not where, which keeps the index and the
  writers' cost smaller; queries AND the text's trigrams (a column filter for kamSearch / clientNameSearch).
- SQLite drops a table's triggers when a migration rebuilds the table, and the index may then miss the
  migration's changes: after every migrate, `install_search_index` puts back whatever is missing and rebuilds
  the index from the cases table when anything was (as duplicates.summary does for its triggers).

Nothing here runs on PostgreSQL, which has its trigram GIN index (migrations 0016, 0021).
"""

from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.migrations.recorder import MigrationRecorder

from cases.search_fold import fold_sql

# The cases table's searched columns, which the FTS columns must be named after (external content reads them).
COLUMNS = ("client_name", "email", "kam_id", "bhruk_id", "external_user_id")
CASES = "cases_case"
FTS = "case_search_fts"
TRIGGERS = ("case_search_fts_insert", "case_search_fts_delete", "case_search_fts_update")
# The search box's exact-first query asks for merged cases with the KAM key (cases.filters.search_exact_q); the
# key's index (case_kam_key) holds only unmerged cases, so without this one that branch read the whole table.
INDEXES = {
    "case_kam_key_merged": f'CREATE INDEX IF NOT EXISTS "case_kam_key_merged" ON {CASES} ("kam_key") WHERE "is_merged"'
}
# FTS5's trigram tokenizer indexes no shorter text.
TRIGRAM = 3


def _values(row: str) -> str:
    return ", ".join(fold_sql("sqlite", f"{row}.{column}") for column in COLUMNS)


def _table_sql() -> str:
    return (
        f"CREATE VIRTUAL TABLE IF NOT EXISTS {FTS} USING fts5({', '.join(COLUMNS)}, tokenize='trigram', "
        f"detail=column, content='')"
    )


def _rebuild_sql() -> list[str]:
    return [
        f"INSERT INTO {FTS} ({FTS}) VALUES ('delete-all')",  # noqa: S608 - names from the code, values as parameters
        f"INSERT INTO {FTS} (rowid, {', '.join(COLUMNS)}) SELECT id, {_values(CASES)} FROM {CASES}",  # noqa: S608 - names from the code, values as parameters
    ]


def _trigger_sql() -> list[str]:
    columns = ", ".join(COLUMNS)
    add = f"INSERT INTO {FTS} (rowid, {columns}) VALUES (NEW.id, {_values('NEW')});"  # noqa: S608 - names from the code, values as parameters
    remove = f"INSERT INTO {FTS} ({FTS}, rowid, {columns}) VALUES ('delete', OLD.id, {_values('OLD')});"  # noqa: S608 - names from the code, values as parameters
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
    """(whether the FTS table and the indexes exist, how many of the triggers do)."""
    names = [FTS, *INDEXES]
    placeholders = ", ".join(["%s"] * len(names))
    cursor.execute(
        f"SELECT COUNT(*) FROM sqlite_master WHERE type IN ('table', 'index') AND name IN ({placeholders})",  # noqa: S608 - names from the code, values as parameters
        names,
    )
    table = cursor.fetchone()[0] == len(names)
    cursor.execute(
        f"SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = %s AND name IN "  # noqa: S608 - names from the code, values as parameters
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
        for statement in INDEXES.values():
            cursor.execute(statement)
        for statement in _trigger_sql():
            cursor.execute(statement)
        # Re-reads every case: the index may miss whatever was written while the triggers were gone.
        for statement in _rebuild_sql():
            cursor.execute(statement)
    return True


def drop_search_index(*, using: str = DEFAULT_DB_ALIAS) -> None:
    connection = connections[using]
    if connection.vendor != "sqlite":
        return
    with connection.cursor() as cursor:
        for name in TRIGGERS:
            cursor.execute(f"DROP TRIGGER IF EXISTS {name}")
        for name in INDEXES:
            cursor.execute(f'DROP INDEX IF EXISTS "{name}"')
        cursor.execute(f"DROP TABLE IF EXISTS {FTS}")


def search_index_purge(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """Leave no trace of removed values in the index (call after an erasure, in its transaction).

    FTS5 (SQLite 3.40 has no secure-delete) records a removal as a marker in a newer segment: the erased
    trigrams stay on disk until a merge meets both. 'optimize' merges every segment into one, dropping them
    (~7 s at 1M cases)."""
    connection = connections[using]
    if connection.vendor != "sqlite":
        return
    with connection.cursor() as cursor:
        cursor.execute(f"INSERT INTO {FTS} ({FTS}) VALUES ('optimize')")  # noqa: S608 - names from the code, values as parameters


MIGRATION = ("cases", "0021_search_fold")


def on_post_migrate(sender, using=DEFAULT_DB_ALIAS, **kwargs) -> None:
    """After every migrate, once migration 0021 made the folded index (so migrating back before it leaves the
    index as that migration's reverse made it)."""
    connection = connections[using]
    if connection.vendor == "sqlite" and MIGRATION in MigrationRecorder(connection).applied_migrations():
        install_search_index(using=using)


# --- Queries ----------------------------------------------------------------------------------------------------


def trigrams(text: str) -> list[str]:
    """The (folded) text's distinct trigrams (of Unicode characters, as FTS5 counts them), in order of first
    appearance."""
    seen: dict[str, str] = {}
    for start in range(len(text) - TRIGRAM + 1):
        gram = text[start : start + TRIGRAM]
        if "\x00" not in gram:
            seen.setdefault(gram.lower(), gram)
    return list(seen.values())


def _quoted(gram: str) -> str:
    return '"' + gram.replace('"', '""') + '"'


def _scoped(query: str, column: str | None) -> str:
    if column is None:
        return query
    assert column in COLUMNS  # noqa: S101 - a caller's mistake, not input
    return f"{column} : ({query})"


# Counts of FTS5 answers, up to a cap, remembered per process (bounded): they only choose how a search is run (any
# subset of the trigrams finds every match; the LIKE on the row decides), so a stale count costs time, never a row.
_COUNTS: dict[tuple[str, int], int] = {}
_COUNTS_MAX = 50_000
# A trigram held by this many cases or more counts as common.
RARE_ENOUGH = 20_000
# The query ANDs at most this many of the rarest trigrams: every common trigram added makes FTS5 step through a
# long list (an OB Link's 33 trigrams, 27 of them in nearly every case: 213 ms; its 4 rarest: 1.3 ms).
MAX_TRIGRAMS = 6


def _count(cursor, query: str, cap: int) -> int:
    """How many cases the FTS5 query finds, counted up to `cap` (each 1,000 costs ~0.1 ms of reading the index)."""
    key = (query, cap)
    if key not in _COUNTS:
        if len(_COUNTS) >= _COUNTS_MAX:
            _COUNTS.clear()
        cursor.execute(f"SELECT COUNT(*) FROM (SELECT 1 FROM {FTS} WHERE {FTS} MATCH %s LIMIT {cap})", [query])  # noqa: S608 - names from the code, values as parameters
        _COUNTS[key] = cursor.fetchone()[0]
    return _COUNTS[key]


def match_expression(
    text: str, *, column: str | None = None, scan_above: int | None = None, using: str = DEFAULT_DB_ALIAS
) -> str | None:
    """The FTS5 query finding every case whose folded fields (or `column`) hold the folded text's rarest trigrams,
    or None when
    FTS should not be asked: the text is under 3 characters, or the query finds `scan_above` cases or more (then
    looking each up in the table costs more than scanning a covering index). Each trigram is a quoted string, so
    no character of the text is FTS5 syntax."""
    grams = trigrams(text)
    if not grams:
        return None
    with connections[using].cursor() as cursor:
        if len(grams) > MAX_TRIGRAMS:
            rarity = {gram: _count(cursor, _scoped(_quoted(gram), column), RARE_ENOUGH) for gram in grams}
            grams = sorted(grams, key=rarity.__getitem__)[:MAX_TRIGRAMS]  # stable: ties keep the text's order
        query = _scoped(" AND ".join(_quoted(gram) for gram in grams), column)
        if scan_above is not None and _count(cursor, query, scan_above) >= scan_above:
            return None
    return query


def candidates_sql() -> str:
    """A subquery of the matching case ids for one match_expression parameter."""
    return f"SELECT rowid FROM {FTS} WHERE {FTS} MATCH %s"  # noqa: S608 - names from the code, values as parameters
