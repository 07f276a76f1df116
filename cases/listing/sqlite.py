"""SQLite's side of the list's read path: its substring index for the search boxes (an FTS5 table kept by triggers),
how a search asks it, which tricks steer SQLite's planner, and the search counts' row triggers.

cases.listing.engine picks this module or cases.listing.postgres, once per call, by the connection's vendor; both
offer the same names (engine.Engine lists them), so no other module asks which database it is on.

The search index. Why: SQLite has no trigram index, so every `search`, `kamSearch` and `clientNameSearch` was a scan
of a covering index (0.2-2.7 s at 1M cases). The FTS5 table `case_search_fts` indexes every 3-character sequence of
the five searched fields, folded as the searches compare them (cases.search_fold: accents and case); a search of 3
or more characters asks it for the cases holding the folded text's trigrams and the case row's own LIKE test
(cases.listing.query) still decides, so FTS only narrows the candidates: its Unicode case folding is wider than
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
- SQLite drops a table's triggers when a migration rebuilds the table (`_remake_table`), and the index may then miss
  the migration's changes: such a migration must run `install_search_index` again, which puts back whatever is
  missing and rebuilds the index from the cases table when anything was (cases.listing.triggers).
"""

from collections.abc import Iterator

from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.models import F, Q, QuerySet
from django.db.models.expressions import RawSQL
from django.db.models.lookups import Contains, In

from cases.listing.expressions import SEARCH_FIELDS, TRIGRAM_MIN, SearchText, unindexed
from cases.listing.schema import CASES, CHANGES, DIMENSIONS, FIELDS, NOTED, note_values
from cases.search_fold import Fold, fold_sql

# The cases table's searched columns, which the FTS columns must be named after (external content reads them).
COLUMNS = SEARCH_FIELDS
FTS = "case_search_fts"
TRIGGERS = ("case_search_fts_insert", "case_search_fts_delete", "case_search_fts_update")
# The search box's exact-first query asks for merged cases with the KAM key (cases.listing.query.search_exact_q); the
# key's index (case_kam_key) holds only unmerged cases, so without this one that branch read the whole table.
INDEXES = {
    "case_kam_key_merged": f'CREATE INDEX IF NOT EXISTS "case_kam_key_merged" ON {CASES} ("kam_key") WHERE "is_merged"'
}
# FTS5's trigram tokenizer indexes no shorter text.
TRIGRAM = TRIGRAM_MIN


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
    if CASES not in connection.introspection.table_names():
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
    with connections[using].cursor() as cursor:
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
    with connections[using].cursor() as cursor:
        cursor.execute(f"INSERT INTO {FTS} ({FTS}) VALUES ('optimize')")  # noqa: S608 - names from the code, values as parameters


SEARCH_INDEX_TRIGGERS: tuple[str, ...] = TRIGGERS


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


# --- Filters ------------------------------------------------------------------------------------------------------

# Without a search the sort indexes do not carry every filter column here: a walk fetches rows to check them
# (cases.listing.selectors: SORT_MATCHES_BELOW).
SORT_INDEXES_COVER_FILTERS = False

# Above this many FTS5 candidates a field search scans its narrow covering index (case_kam_search,
# case_client_search) instead of looking every candidate up in the table; the search box's covering index is wide
# and tested with a LIKE over five fields joined, so the lookups stay cheaper much longer. Measured at 1M cases:
# clientNameSearch=smi (96,000 candidates) 260 ms scanning, 410 ms looking up; search=smi 1,040 / 620 ms;
# search=example (every case) 970 / 3,700 ms.
FIELD_SCAN_ABOVE = 50_000
BOX_SCAN_ABOVE = 250_000


def hides_filter_indexes(*, walk: bool, searched: bool) -> bool:
    """Whether the company/status/lock filters hide their columns from the planner (cases.listing.expressions
    .unindexed). `walk=True` (a page of many matches) keeps SQLite from choosing the company/status/lock index and
    sorting every match: it then walks the sort index and checks these filters on the way. A search is a scan: of its
    covering index (which holds company, status and lock too) when the planner cannot pick a company/status/lock index
    instead and look every one of those cases up in the table."""
    return walk or searched


def contains(expression, text: str, *, column: str | None = None, walk: bool = False) -> Q:
    """The folded expression (SearchText or Fold) holds the folded text (cases.search_fold): a LIKE, which here
    ignores ASCII case (SQLite's Fold leaves ASCII values as they are).

    A text of 3 or more characters first asks the FTS5 trigram index of the folded fields for the cases holding its
    trigrams in the searched fields (in `column` alone if given), and LIKE tests only those; shorter texts, and texts
    with too many candidates, scan the narrow covering indexes. `walk=True` (the page walks a sort index) makes the
    candidates a set each walked case is checked against, instead of the cases to fetch.
    """
    q = Q(Contains(expression, text))
    if len(text) >= TRIGRAM_MIN:
        limit = BOX_SCAN_ABOVE if column is None else FIELD_SCAN_ABOVE
        match = match_expression(text, column=column, scan_above=limit)
        if match is not None:
            candidates = RawSQL(candidates_sql(), [match])  # noqa: S611 - SQL from the code, values as parameters
            q &= Q(In(unindexed("id"), candidates)) if walk else Q(pk__in=candidates)
    return q


def field_contains(field: str, folded: str, *, walk: bool) -> Q:
    """kamSearch / clientNameSearch: the FTS5 index's column for the field finds the candidates."""
    return contains(Fold(F(field)), folded, column=field, walk=walk)


def search_contains(folded: str, *, walk: bool) -> Q:
    return contains(SearchText(), folded, walk=walk)


# --- Pages and stat cards -------------------------------------------------------------------------------------------

# A walk here is the filters applied with walk=True (hides_filter_indexes): it is not probed first, and a search is
# tested in the same scan (FTS5's candidates as a set, see contains).
WALK_IS_PROBED = False
WALKS_SEARCH_BY_ID = False
# Grouping the search's matches by the bare company column reads the wrong index: without the search counts the
# page is not cut per company.
COUNTS_PER_COMPANY = False


def probes_search_walk(shortest_search: int | None) -> bool:
    return False


def stat_groups(qs: QuerySet, keys: list[str], *, searched: bool) -> tuple[QuerySet, list[str]]:
    """The stat cards' GROUP BY columns. With a search: grouping by the bare columns, SQLite reads case_flags_status
    in order and looks every case up in the table to test the search (5 s at 1M cases); grouping by expressions it
    scans the covering search index."""
    if not searched:
        return qs, keys
    qs = qs.annotate(**{f"group_{key}": unindexed(key) for key in keys})
    return qs, [f"group_{key}" for key in keys]


# --- The search counts ----------------------------------------------------------------------------------------------

COPIES_REBUILD = False


def contains_sql(column: str) -> str:
    """The noted field, folded, holds the folded text (SQLite's fold leaves ASCII case to UPPER)."""
    return f"INSTR(UPPER({fold_sql('sqlite', column)}), %s) > 0"


def sample_sql(step: int) -> str:
    """A condition keeping about one row in `step`, at random."""
    return f"abs(random()) % {step} = 0"


# SQLite has one writer at a time: a fold holding the write lock is already alone.
def try_advisory_lock(connection, key: int) -> bool:
    return True


def advisory_unlock(connection, key: int) -> None:
    return None


def advisory_xact_lock(connection, key: int) -> None:
    return None


def one_snapshot(cursor) -> None:
    """A SQLite transaction reads one snapshot already."""


def give_back_pages(connection, table: str) -> None:
    return None


def _changed(old: str, new: str) -> str:
    return " OR ".join(f"{old}.{c} IS NOT {new}.{c}" for c in (*DIMENSIONS, *FIELDS))


def search_counts_triggers_sql() -> list[str]:
    """Row triggers: one note per side of each change."""
    insert = f"INSERT INTO {CHANGES} ({', '.join(NOTED)})"
    triggers = {
        "search_counts_case_insert": ("INSERT", f"{insert} VALUES ({note_values('NEW', '1')});"),
        "search_counts_case_update": (
            f"UPDATE WHEN {_changed('OLD', 'NEW')}",
            f"{insert} VALUES ({note_values('OLD', '-1')}); {insert} VALUES ({note_values('NEW', '1')});",
        ),
        "search_counts_case_delete": ("DELETE", f"{insert} VALUES ({note_values('OLD', '-1')});"),
    }
    return row_triggers_sql(table=CASES, triggers=triggers)


# --- Triggers on the cases table ------------------------------------------------------------------------------------

_PRESENT = "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = %s AND name IN ({})"


def triggers_present(connection, *, table: str, names: tuple[str, ...]) -> bool:
    """Whether every one of the named triggers exists on the table."""
    with connection.cursor() as cursor:
        cursor.execute(_PRESENT.format(", ".join(["%s"] * len(names))), [table, *names])
        return cursor.fetchone()[0] == len(names)


def row_triggers_sql(*, table: str, triggers: dict[str, tuple[str, str]]) -> list[str]:
    """Statements that (re)create SQLite row triggers. `triggers`: trigger name -> (event with an optional
    "WHEN ..." condition, e.g. "UPDATE WHEN OLD.x IS NOT NEW.x", body statements)."""
    sql = []
    for name, (event, body) in triggers.items():
        action, _, condition = event.partition(" WHEN ")
        when = f" WHEN {condition}" if condition else ""
        sql.append(f"DROP TRIGGER IF EXISTS {name}")
        sql.append(f"CREATE TRIGGER {name} AFTER {action} ON {table} FOR EACH ROW{when} BEGIN {body} END")
    return sql


def triggers_sql(
    *, table: str, statement_level: dict[str, tuple[str, str, str]], row_level: dict[str, tuple[str, str]]
) -> list[str]:
    """A caller's triggers given both ways (cases.listing.postgres.triggers_sql): here the row-level ones."""
    return row_triggers_sql(table=table, triggers=row_level)


def drop_triggers_sql(*, table: str, names: tuple[str, ...], functions: tuple[str, ...] = ()) -> list[str]:
    return [f"DROP TRIGGER IF EXISTS {name}" for name in names]


# --- Lists of keys in raw SQL (duplicates.summary) -----------------------------------------------------------------

_CHUNK = 5_000  # values per statement (bound parameters are limited)


def in_list_sql(column: str, values: list[str]) -> tuple[str, list]:
    """`column` is one of the values: one parameter each."""
    return f"{column} IN ({', '.join(['%s'] * len(values))})", list(values)


def chunked(values: list[str]) -> Iterator[list[str]]:
    """The values in lists in_list_sql can take."""
    for start in range(0, len(values), _CHUNK):
        yield values[start : start + _CHUNK]
