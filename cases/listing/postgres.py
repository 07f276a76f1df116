"""PostgreSQL's side of the list's read path: how a search is spelled for its trigram index, which tricks steer its
planner, the search counts' statement-level triggers, and the locks that keep one fold at a time.

cases.listing.engine picks this module or cases.listing.sqlite, once per call, by the connection's vendor; both
offer the same names (engine.Engine lists them), so no other module asks which database it is on.
"""

import re
from collections.abc import Iterator

from django.db import DEFAULT_DB_ALIAS
from django.db.models import CharField, F, Func, Q, QuerySet, Value
from django.db.models.functions import StrIndex
from django.db.models.lookups import Contains, GreaterThan

from cases.listing.expressions import SEARCH_FIELDS, TRIGRAM_MIN, search_text_sql
from cases.listing.schema import (
    CASES,
    CHANGES,
    COUNTS,
    DIMENSIONS,
    FIELDS,
    FULL_REBUILD_OVER,
    NOTED,
    note_values,
    rebuild_row,
)
from cases.search_fold import Fold, fold_sql

# --- Filters ------------------------------------------------------------------------------------------------------

# The sort indexes carry every filter column (migration 0017): a walk without a search never fetches a row to check
# it (cases.listing.selectors: COVERED_SORT_MATCHES_BELOW).
SORT_INDEXES_COVER_FILTERS = True


def hides_filter_indexes(*, walk: bool, searched: bool) -> bool:
    """Whether the filters' columns are hidden from the planner (see cases.listing.sqlite): never here."""
    return False


def contains(expression, text: str, *, walk: bool = False) -> Q:
    """The folded expression (StoredSearchText or Fold) holds the folded text (cases.search_fold): a LIKE, which here is
    case-sensitive (both sides are folded).

    A text shorter than a trigram is matched with STRPOS instead, which the trigram index cannot serve, so the
    planner scans the table (or the rows the other filters leave) instead of the whole index; so is any text with
    `walk=True` (the page walks a sort index and tests each case it reaches by id): with a LIKE the planner, which
    guesses ~100 matches for it, fetched every match through the trigram index first and sorted them (`Thom`, 49,000
    matches: 236 ms, walking 20 ms).
    """
    if len(text) >= TRIGRAM_MIN and not walk:
        return Q(Contains(expression, text))
    return Q(GreaterThan(StrIndex(expression, Value(text)), 0))


# Up to this many characters a text's trigrams are all asked for: `KIND123` finds its 1,073 candidates in 10 ms, its
# digits `123` 10,196 in 31 ms; each very common trigram costs ~10 ms at 1M cases (an OB Link's 22: 217 ms).
WHOLE_TEXT_UP_TO = 10
_DIGITS = re.compile(r"[0-9]+")


def _trigram_part(text: str) -> str:
    """The part of a search text the trigram index is asked for: its longest run of digits when it has one of a
    trigram or more beside other characters and the text is longer than WHOLE_TEXT_UP_TO, else the whole text.

    Every trigram of the text is looked up, and in an e-mail or OB Link most of them ("cli", "exa", "com",
    "htt") are in nearly every case: reading those posting lists took 60-200 ms at 1M cases for one match. The
    digits of an identifier are its selective part. Whatever holds the text holds its digits, and the whole
    text is still tested on each candidate.
    """
    runs = _DIGITS.findall(text)
    longest = max(runs, key=len) if runs else ""
    if len(text) <= WHOLE_TEXT_UP_TO:
        return text
    return longest if len(longest) >= TRIGRAM_MIN and longest != text else text


def _indexed_contains(text: str, *, field: str | None = None) -> Q:
    """The candidates from the trigram index of the stored search text (migration 0035), then the whole text's test
    on it, or the field's own (STRPOS on the folded field). `text` is folded."""
    part = _trigram_part(text)
    candidates = contains(StoredSearchText(), part)
    if field is not None:
        return candidates & Q(GreaterThan(StrIndex(Fold(F(field)), Value(text)), 0))
    return candidates if part == text else candidates & stored_text_holds(text)


def field_contains(field: str, folded: str, *, walk: bool) -> Q:
    """kamSearch / clientNameSearch: the search box's trigram index (over all five folded fields, this one among
    them) finds the candidates, so the field needs no index of its own: whatever holds the text in this field holds
    it in the five fields joined. Tested case by case (a short text, a walk), the stored text is asked first: the
    field is folded only for the cases whose five fields hold the text."""
    if len(folded) >= TRIGRAM_MIN and not walk:
        return _indexed_contains(folded, field=field)
    return stored_text_holds(folded) & contains(Fold(F(field)), folded, walk=walk)


def search_contains(folded: str, *, walk: bool) -> Q:
    if len(folded) >= TRIGRAM_MIN and not walk:
        return _indexed_contains(folded)
    return stored_text_holds(folded)


# --- The stored search text ---------------------------------------------------------------------------------------

# The search box's folded text (the expression SearchText spells), stored by PostgreSQL as a generated column
# (migration 0035, ADR 0021) and indexed: its trigram index (case_search_stored_trgm, in place of 0021's index of the
# expression) finds a search's candidates, and each candidate, or each case a walk or a short text tests, is tested
# on the stored text instead of folding five fields (~2.4 us a case: 61,000 candidates of `KIND1` spent 150 ms on it).
# case_running_search holds it (and the fields kamSearch and clientNameSearch test) for the running clocks, so that a
# search's Overdue and Due Soon cards count from an index alone when the search matches too many cases for its
# trigram index to be the better way (the planner weighs the two). The model does not declare the column: only these
# tests read it. PostgreSQL refuses to change the type of a column a generated column reads: a migration altering one
# of SEARCH_FIELDS must drop the column first (stored_search_text_drop_sql) and add it back after
# (stored_search_text_sql).
SEARCH_TEXT_COLUMN = "search_folded"
_STORED_INDEXES = {
    "case_search_stored_trgm": f"USING gin ({SEARCH_TEXT_COLUMN} gin_trgm_ops)",
    "case_running_search": (
        "(turnaround_due) INCLUDE (search_folded, client_name, kam_id, id, bhruk_number, widget, current_status, "
        "is_locked, is_cancelled, is_merged, assignee_id) WHERE turnaround_phase = 'running'"
    ),
}
_EXPRESSION_INDEX = "case_search_trgm"


class StoredSearchText(Func):
    """The stored search text of the case row at hand, under whatever alias the query gives the cases table (a
    subquery's U0): the row's id column, renamed."""

    output_field = CharField()

    def __init__(self):
        super().__init__(F("id"))

    def as_sql(self, compiler, connection, function=None, template=None, arg_joiner=None, **extra):
        sql, params = compiler.compile(self.source_expressions[0])
        table = sql.rsplit(".", 1)[0]
        return f'{table}."{SEARCH_TEXT_COLUMN}"', params


def stored_text_holds(folded: str) -> Q:
    """The stored search text holds the folded text (STRPOS: no index serves it; the rows at hand are tested)."""
    return Q(GreaterThan(StrIndex(StoredSearchText(), Value(folded)), 0))


def _search_text() -> str:
    return search_text_sql(list(SEARCH_FIELDS), vendor="postgresql", sep="chr(31)")


def stored_search_text_sql() -> list[str]:
    """The column and its indexes, in place of the trigram index of the expression (migration 0021's)."""
    column = f"{SEARCH_TEXT_COLUMN} text GENERATED ALWAYS AS ({_search_text()}) STORED"
    return [
        f"ALTER TABLE {CASES} ADD COLUMN IF NOT EXISTS {column}",
        *(f"CREATE INDEX IF NOT EXISTS {name} ON {CASES} {spec}" for name, spec in _STORED_INDEXES.items()),
        f"DROP INDEX IF EXISTS {_EXPRESSION_INDEX}",
    ]


def stored_search_text_drop_sql() -> list[str]:
    """The reverse: the trigram index of the expression back, the column and its indexes gone."""
    return [
        f"CREATE INDEX IF NOT EXISTS {_EXPRESSION_INDEX} ON {CASES} USING gin (({_search_text()}) gin_trgm_ops)",
        *(f"DROP INDEX IF EXISTS {name}" for name in _STORED_INDEXES),
        f"ALTER TABLE {CASES} DROP COLUMN IF EXISTS {SEARCH_TEXT_COLUMN}",
    ]


# --- Pages and stat cards -------------------------------------------------------------------------------------------

# A search's walk is tried on the head of the sort order first (cases.listing.selectors._walk_pays).
WALK_IS_PROBED = True
# A walk with a search walks the sort index on its own (an index-only scan: it holds company, status and lock) and
# tests the search on each case it reaches, by id; tested in the same scan, every entry walked would fetch its row.
WALKS_SEARCH_BY_ID = True
# Without the search counts, a search's per-company totals are one grouped COUNT.
COUNTS_PER_COMPANY = True


def probes_search_walk(shortest_search: int | None) -> bool:
    """Whether a search's walk must first look worth it at the head of the sort order: when the trigram index
    serves it (the alternative, sorting its candidates, is then cheap)."""
    return (shortest_search or 0) >= TRIGRAM_MIN


def stat_groups(qs: QuerySet, keys: list[str], *, searched: bool) -> tuple[QuerySet, list[str]]:
    """The stat cards' GROUP BY columns, as they are."""
    return qs, keys


# --- The search counts ----------------------------------------------------------------------------------------------

# A rebuild writes the emptied counts table with COPY.
COPIES_REBUILD = True


def contains_sql(column: str) -> str:
    """The noted field, folded, holds the folded text."""
    return f"STRPOS({fold_sql('postgresql', column)}, %s) > 0"


def sample_sql(step: int) -> str:
    """A condition keeping about one row in `step`, at random."""
    return f"random() < {1 / step!r}"


def try_advisory_lock(connection, key: int) -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_try_advisory_lock(%s)", [key])
        return bool(cursor.fetchone()[0])


def advisory_unlock(connection, key: int) -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_unlock(%s)", [key])


def advisory_xact_lock(connection, key: int) -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", [key])


def one_snapshot(cursor) -> None:
    """The rest of the (outermost) transaction reads one snapshot."""
    cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")


def give_back_pages(connection, table: str) -> None:
    """Give the emptied pages back now: every read scans the changes table for its notes, and after a large import
    it would otherwise read megabytes of dead rows until autovacuum came by (30 ms a request here). VACUUM cannot
    run in a transaction."""
    if not connection.in_atomic_block:
        with connection.cursor() as cursor:
            cursor.execute(f"VACUUM (INDEX_CLEANUP ON) {table}")


def _changed(old: str, new: str) -> str:
    before, after = (", ".join(f"{row}.{c}" for c in (*DIMENSIONS, *FIELDS)) for row in (old, new))
    return f"({before}) IS DISTINCT FROM ({after})"


def _note(selects: list[str], counted: str) -> str:
    return f"""
        IF (SELECT COUNT(*) FROM {counted}) > {FULL_REBUILD_OVER} THEN
            {rebuild_row()};
        ELSE
            INSERT INTO {CHANGES} ({", ".join(NOTED)}) {" UNION ALL ".join(selects)};
        END IF;
        RETURN NULL;"""  # noqa: S608 - names from the code, values as parameters


def search_counts_triggers_sql() -> list[str]:
    """Statement-level triggers: one set-based insert of notes per statement."""
    changed = _changed("o", "n")
    pairs = "old_rows o JOIN new_rows n ON n.id = o.id"
    forget = f"DELETE FROM {COUNTS}; DELETE FROM {CHANGES}; RETURN NULL;"  # noqa: S608 - names from the code, values as parameters
    updated = [
        f"SELECT {note_values('o', '-1')} FROM {pairs} WHERE {changed}",  # noqa: S608 - names from the code, values as parameters
        f"SELECT {note_values('n', '1')} FROM {pairs} WHERE {changed}",  # noqa: S608 - names from the code, values as parameters
    ]
    triggers = {
        "INSERT": (
            "search_counts_case_insert",
            "search_counts_note_inserted",
            _note([f"SELECT {note_values('n', '1')} FROM new_rows n"], "new_rows"),  # noqa: S608 - names from the code, values as parameters
        ),
        "UPDATE": ("search_counts_case_update", "search_counts_note_updated", _note(updated, "new_rows")),
        "DELETE": (
            "search_counts_case_delete",
            "search_counts_note_deleted",
            _note([f"SELECT {note_values('o', '-1')} FROM old_rows o"], "old_rows"),  # noqa: S608 - names from the code, values as parameters
        ),
        "TRUNCATE": ("search_counts_case_truncate", "search_counts_forget_all", forget),
    }
    return statement_triggers_sql(table=CASES, triggers=triggers)


# --- Triggers on the cases table ------------------------------------------------------------------------------------

_PRESENT = "SELECT COUNT(*) FROM pg_trigger WHERE tgrelid = %s::regclass AND tgname = ANY(%s)"
# What a statement-level trigger on each event can see of the rows it concerns.
_TRANSITIONS = {
    "INSERT": "REFERENCING NEW TABLE AS new_rows",
    "UPDATE": "REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows",
    "DELETE": "REFERENCING OLD TABLE AS old_rows",
    "TRUNCATE": "",
}


def triggers_present(connection, *, table: str, names: tuple[str, ...]) -> bool:
    """Whether every one of the named triggers exists on the table."""
    with connection.cursor() as cursor:
        cursor.execute(_PRESENT, [table, list(names)])
        return cursor.fetchone()[0] == len(names)


def statement_triggers_sql(*, table: str, triggers: dict[str, tuple[str, str, str]]) -> list[str]:
    """Statements that (re)create, per event, a PL/pgSQL function and the statement-level AFTER trigger calling
    it. `triggers`: event (INSERT, UPDATE, DELETE, TRUNCATE) -> (trigger name, function name, function body)."""
    sql = []
    for event, (trigger, function, body) in triggers.items():
        definition = f"RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN {body} END $$"
        sql.append(f"CREATE OR REPLACE FUNCTION {function}() {definition}")
        sql.append(f"DROP TRIGGER IF EXISTS {trigger} ON {table}")
        head = " ".join(filter(None, [f"AFTER {event} ON {table}", _TRANSITIONS[event]]))
        sql.append(f"CREATE TRIGGER {trigger} {head} FOR EACH STATEMENT EXECUTE FUNCTION {function}()")
    return sql


def triggers_sql(
    *, table: str, statement_level: dict[str, tuple[str, str, str]], row_level: dict[str, tuple[str, str]]
) -> list[str]:
    """A caller's triggers given both ways (cases.listing.sqlite.triggers_sql): here the statement-level ones."""
    return statement_triggers_sql(table=table, triggers=statement_level)


def drop_triggers_sql(*, table: str, names: tuple[str, ...], functions: tuple[str, ...] = ()) -> list[str]:
    return [f"DROP TRIGGER IF EXISTS {name} ON {table}" for name in names] + [
        f"DROP FUNCTION IF EXISTS {function}()" for function in functions
    ]


# --- SQLite's FTS5 search index: none here (the trigram GIN index of migrations 0016 and 0021 serves) ----------------


def install_search_index(*, using: str = DEFAULT_DB_ALIAS, rebuild: bool = False) -> bool:
    return False


def drop_search_index(*, using: str = DEFAULT_DB_ALIAS) -> None:
    return None


def search_index_purge(*, using: str = DEFAULT_DB_ALIAS) -> None:
    return None


SEARCH_INDEX_TRIGGERS: tuple[str, ...] = ()


# --- Lists of keys in raw SQL (duplicates.summary) -----------------------------------------------------------------


def in_list_sql(column: str, values: list[str]) -> tuple[str, list]:
    """`column` is one of the values: the list bound as one array parameter."""
    return f"{column} = ANY(%s)", [values]


def chunked(values: list[str]) -> Iterator[list[str]]:
    """The values in as few lists as in_list_sql can take: one."""
    if values:
        yield values
