"""PostgreSQL's side of the list's read path: how a search is spelled for its trigram index, which tricks steer its
planner, the search counts' statement-level triggers, and the locks that keep one fold at a time.

cases.listing.engine picks this module or cases.listing.sqlite, once per call, by the connection's vendor; both
offer the same names (engine.Engine lists them), so no other module asks which database it is on.
"""

import re
from collections.abc import Iterator

from django.db import DEFAULT_DB_ALIAS
from django.db.models import CharField, F, Q, QuerySet, Value
from django.db.models.expressions import RawSQL
from django.db.models.functions import StrIndex
from django.db.models.lookups import Contains, GreaterThan

from cases.listing.expressions import SEARCH_FIELDS, TRIGRAM_MIN, SearchText, search_text_sql
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
    """The folded expression (SearchText or Fold) holds the folded text (cases.search_fold): a LIKE, which here is
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


def _indexed_contains(expression, text: str) -> Q:
    """The candidates from the five folded fields' trigram index (SearchText, migration 0021), then the folded
    expression's own substring test (STRPOS, as contains). `text` is folded."""
    part = _trigram_part(text)
    if part == text and isinstance(expression, SearchText):
        return contains(expression, text)
    exact = Q(GreaterThan(StrIndex(expression, Value(text)), 0))
    return contains(SearchText(), part) & exact


def field_contains(field: str, folded: str, *, walk: bool) -> Q:
    """kamSearch / clientNameSearch: the search box's trigram index (over all five folded fields, this one among
    them) finds the candidates, so the field needs no index of its own: whatever holds the text in this field holds
    it in the five fields joined."""
    if len(folded) >= TRIGRAM_MIN and not walk:
        return _indexed_contains(Fold(F(field)), folded)
    return contains(Fold(F(field)), folded, walk=walk)


def search_contains(folded: str, *, walk: bool) -> Q:
    if len(folded) >= TRIGRAM_MIN and not walk:
        return _indexed_contains(SearchText(), folded)
    return contains(SearchText(), folded, walk=walk)


# --- The running clocks' search text ------------------------------------------------------------------------------

# The search box's folded text, stored by PostgreSQL as a generated column (migration 0035) for one index:
# case_running_search, the running clocks with it, so that the Overdue and Due Soon cards of a search test a stored
# text per clock from the index alone (at 1M cases, 244,000 running clocks: 50-90 ms) instead of folding five fields
# of each fetched row (300-550 ms). The model does not declare it: nothing else reads it. PostgreSQL refuses to change
# the type of a column a generated column reads: a migration altering one of SEARCH_FIELDS must drop the column
# first (running_clocks_search_drop_sql) and add it back after.
SEARCH_TEXT_COLUMN = "search_folded"
RUNNING_SEARCH_INDEX = "case_running_search"


def running_clocks_search_sql() -> list[str]:
    text = search_text_sql(list(SEARCH_FIELDS), vendor="postgresql", sep="chr(31)")
    covered = "search_folded, client_name, kam_id, id, bhruk_number, widget, current_status, is_locked, is_cancelled"
    return [
        f"ALTER TABLE {CASES} ADD COLUMN IF NOT EXISTS {SEARCH_TEXT_COLUMN} text GENERATED ALWAYS AS ({text}) STORED",
        f"CREATE INDEX IF NOT EXISTS {RUNNING_SEARCH_INDEX} ON {CASES} (turnaround_due) "
        f"INCLUDE ({covered}, is_merged, assignee_id) WHERE turnaround_phase = 'running'",
    ]


def running_clocks_search_drop_sql() -> list[str]:
    return [
        f"DROP INDEX IF EXISTS {RUNNING_SEARCH_INDEX}",
        f"ALTER TABLE {CASES} DROP COLUMN IF EXISTS {SEARCH_TEXT_COLUMN}",
    ]


def clock_field_contains(field: str, folded: str) -> Q:
    """kamSearch / clientNameSearch for a count of running clocks: the field is in case_running_search, so it is
    tested there (STRPOS) rather than looked up in the trigram index and each match's row fetched."""
    return field_contains(field, folded, walk=True)


def clock_search_contains(folded: str) -> Q:
    """The search box's test for a count of running clocks: STRPOS on the stored text (case_running_search)."""
    stored = RawSQL(f'"{CASES}"."{SEARCH_TEXT_COLUMN}"', [], output_field=CharField())  # noqa: S611 - names from the code
    return Q(GreaterThan(StrIndex(stored, Value(folded)), 0))


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
