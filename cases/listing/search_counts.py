"""Counts of short searches: how many cases hold each 1-3 character substring, kept exact by triggers.

Why: a one- or two-character text has no trigram, so without these counts the list's total and the stat cards of
`search=j` test every case (0.3-1 s at 1,000,000 cases); a common three-character one (`smi`, 96,000 cases)
rechecks every match. SearchGramCount holds, per searched field, gram, company, status, lock and flags, how many
cases hold that gram: a count reads a few hundred rows. How it stays exact with any writer (the pattern of
duplicates/summary.py):

- Triggers on the cases table (installed by migrations, cases.listing.triggers) note every inserted and deleted
  case, and both sides of an update that changes a searched field or a counted dimension, as SearchChange rows, in
  the writer's transaction. Plain inserts: writers never wait on each other or on a fold. A statement touching more
  than FULL_REBUILD_OVER (cases.listing.schema) cases (a seed, a retention run) notes one "rebuild" row instead.
- A count adds, in the same statement (one snapshot), the noted changes that hold the gram to the stored counts:
  exact at every moment, folded or not.
- `search_counts_fold` adds the noted changes to the counts and deletes them, one fold at a time; a read that
  finds more than FOLD_AFTER of them queues it. Until the counts are built (a "built" row that a rebuild writes
  and a TRUNCATE or flush removes), with a rebuild asked for, or over LIVE_ABOVE changes noted (an import just
  committed), a read answers None and the caller counts the cases themselves until the fold has run.

Longer grams (ADR 0014): a text of 4+ characters that many cases hold (`clien`, `ob.ex`, `KIND1`: what people type
before they reach a selective text) would test most of the book. A rebuild also chooses, from a sample of the
cases, every gram of 4 to LONG_GRAM_MAX characters that at least LONG_GRAM_MIN_CASES cases hold (SearchLongGram)
and counts those too, kept exact by the same notes and folds. A text that is not in that list is counted by testing
the cases, as before; the list changes only at the next rebuild.

Grams are cut from the fields folded in Python (cases.search_fold.fold, case and accents), the folding the
searches apply on both databases, and the searched text is folded the same way, so a gram's count is exactly what
the search finds.
"""

import logging
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator

from django.core.cache import cache
from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.models import Count, Q

from django_tasks import task

from accounts.numbers import is_whole_number
from cases.listing.engine import engine
from cases.listing.folds import fold_alone, queue_fold_once
from cases.listing.query import STATUS_ALIAS, CaseFilters, search_contains_q
from cases.listing.schema import (
    CASES,
    CHANGES,
    COUNTS,
    DIMENSIONS,
    FIELDS,
    LONG_GRAMS,
    SEARCH_COUNT_TRIGGERS,
    rebuild_row,
)
from cases.models import Case
from cases.rules import NEED_INSTRUCTIONS
from cases.search_fold import fold

logger = logging.getLogger(__name__)

GRAM_MAX = 3
# Longer grams counted (ADR 0014): those held by at least LONG_GRAM_MIN_CASES cases, estimated from a sample of
# LONG_GRAM_SAMPLE cases at each rebuild. A text matching fewer is counted by testing its trigram index's candidates
# (~10,000 rows: 10-40 ms at 1,000,000 cases).
LONG_GRAM_MAX = 64
LONG_GRAM_MIN_CASES = 10_000
LONG_GRAM_SAMPLE = 10_000
_TRACKED = "*"  # the current_status of the marker row a count query adds when its long gram is counted
FOLD_AFTER = 1_000
LIVE_ABOVE = 20_000
_ADVISORY_LOCK = 7_301_115_021  # any fixed number: "the search counts fold"
_FOLD_QUEUED = "cases.search_counts.fold_queued"  # a cache key: kept as it was when the module moved
_CHUNK = 5_000
BUILT = "*"  # the field code of the one row that says the counts have been built

# Which field codes count which search parameter, and the columns each one searches.
FIELD_CODES = {"client_name_search": "n", "kam_search": "k", "search": "b"}
FIELD_COLUMNS = {"n": ("client_name",), "k": ("kam_id",), "b": FIELDS}


# --- Reading ---------------------------------------------------------------------------------------------------


def _uncounted(filters: CaseFilters) -> bool:
    """Filters the counts keep no dimension for: the turnaround state and the assignee."""
    return bool(filters.turnaround or filters.assignee)


def counted_search(filters: CaseFilters) -> tuple[str, str] | None:
    """(field code, folded text) when the filters hold exactly one search that may be counted: 1-3 characters, or
    longer and then counted only if SearchLongGram lists it."""
    searches = [(code, getattr(filters, name)) for name, code in FIELD_CODES.items() if getattr(filters, name)]
    # The counts are kept per company, status, lock and flags only: neither a date bound nor the requests to the
    # client can be read from them.
    if len(searches) != 1 or filters.request or filters.created_from is not None or _uncounted(filters):
        return None
    code, text = searches[0]
    folded = fold(text)
    if not folded or len(folded) > LONG_GRAM_MAX or any(ord(char) < 32 for char in folded):
        return None
    return code, folded


def search_count_groups(*, filters: CaseFilters, using: str = DEFAULT_DB_ALIAS) -> list[tuple] | None:
    """The (is_cancelled, is_merged, current_status, n) groups of the cases the filters match, every case visible,
    read from the counts; None when they cannot answer (no counted search, a rebuild pending, a large backlog).

    The caller applies includeCancelled/includeMerged (as case_stats does with its own groups). The one search
    box's digits also match the case number and BHR UK number (cases.listing.query.search_q): those cases are added
    when their fields do not hold the text.
    """
    groups = search_count_company_groups(filters=filters, using=using)
    if groups is None:
        return None
    return _merge_groups(group[1:] for group in groups)


def search_count_company_groups(*, filters: CaseFilters, using: str = DEFAULT_DB_ALIAS) -> list[tuple] | None:
    """As search_count_groups, per company: (widget, is_cancelled, is_merged, current_status, n)."""
    counted = counted_search(filters)
    if counted is None:
        return None
    code, folded = counted
    connection = connections[using]
    long = len(folded) > GRAM_MAX
    if not long and not _counts_usable(connection):
        _queue_fold()
        return None
    dims_sql, dims_params = _dimension_filter(filters)
    contains = " OR ".join(engine(using).contains_sql(column) for column in FIELD_COLUMNS[code])
    keys = "widget, is_cancelled, is_merged, current_status"
    params: list[str | bool | int] = [code, folded, *dims_params, *([folded] * len(FIELD_COLUMNS[code])), *dims_params]
    # A long gram is counted only if listed and the counts are usable (_counts_usable's test): a marker row (n 0)
    # says so in the same statement (one snapshot: a rebuild committing meanwhile cannot pair one list with the other
    # counts), so a long text not listed costs one query, not two. Its reads queue no fold; short texts' reads do.
    listed = ""
    if long:
        listed = f"""UNION ALL SELECT '', %s, %s, %s, 0 FROM {LONG_GRAMS} WHERE field = %s AND gram = %s
            AND EXISTS (SELECT 1 FROM {COUNTS} WHERE field = %s)
            AND NOT EXISTS (SELECT 1 FROM {CHANGES} WHERE sign = 0)
            AND (SELECT COUNT(*) FROM (SELECT 1 FROM {CHANGES} LIMIT %s) AS backlog) <= %s"""  # noqa: S608 - names from the code, values as parameters
        params += [False, False, _TRACKED, code, folded, BUILT, LIVE_ABOVE + 1, LIVE_ABOVE]
    sql = f"""
        SELECT {keys}, SUM(n) FROM (
            SELECT {keys}, n FROM {COUNTS} WHERE field = %s AND gram = %s{dims_sql}
            UNION ALL
            SELECT {keys}, sign FROM {CHANGES} WHERE sign <> 0 AND ({contains}){dims_sql}
            {listed}
        ) AS counted GROUP BY {keys}
    """  # noqa: S608 - names from the code, values as parameters
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    if listed and not any(status == _TRACKED for _, _, _, status, _ in rows):
        return None
    groups = [(w, bool(c), bool(m), status, int(n)) for w, c, m, status, n in rows if n and status != _TRACKED]
    if code == "b" and filters.search and is_whole_number(filters.search):
        groups = _merge_groups(groups, _number_matches(filters, filters.search, using=using))
    return groups


def _counts_usable(connection) -> bool:
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT (SELECT COUNT(*) FROM (SELECT 1 FROM {CHANGES} LIMIT %s) AS backlog), "  # noqa: S608 - names from the code, values as parameters
            f"(SELECT COUNT(*) FROM (SELECT 1 FROM {CHANGES} WHERE sign = 0 LIMIT 1) AS rebuild), "
            f"(SELECT COUNT(*) FROM {COUNTS} WHERE field = %s)",
            [LIVE_ABOVE + 1, BUILT],
        )
        backlog, rebuild, built = cursor.fetchone()
    usable = built and not rebuild and backlog <= LIVE_ABOVE
    if backlog > FOLD_AFTER or not usable:
        _queue_fold()
    return bool(usable)


def _dimension_filter(filters: CaseFilters) -> tuple[str, list[str | bool]]:
    sql, params = "", list[str | bool]()
    if filters.company:
        sql += " AND widget = %s"
        params.append(filters.company)
    if filters.status == STATUS_ALIAS:
        statuses = sorted(NEED_INSTRUCTIONS)
        sql += f" AND current_status IN ({', '.join(['%s'] * len(statuses))})"
        params += statuses
    elif filters.status:
        sql += " AND current_status = %s"
        params.append(filters.status)
    if filters.lock_filter != "all":
        sql += " AND is_locked = %s"
        params.append(filters.lock_filter == "locked")
    return sql, params


def _number_matches(filters: CaseFilters, text: str, *, using: str) -> list[tuple]:
    """The cases whose case number or BHR UK number is the digits but whose fields do not hold them."""
    number = int(text)
    qs = filters.unsearched().apply(Case.objects.using(using), visibility=False)
    qs = qs.filter(Q(pk=number) | Q(bhruk_number=number)).exclude(search_contains_q(text))
    rows = qs.order_by().values_list("widget", "is_cancelled", "is_merged", "current_status").annotate(n=Count("*"))
    return list(rows)


def _merge_groups(*groups: Iterable[tuple]) -> list[tuple]:
    """Groups (any leading keys, then n) added up by their keys."""
    merged: Counter = Counter()
    for group in groups:
        for *key, n in group:
            merged[tuple(bool(k) if isinstance(k, int) else k for k in key)] += n
    return [(*key, n) for key, n in merged.items() if n]


def _queue_fold() -> None:
    queue_fold_once(_FOLD_QUEUED, search_counts_fold_task, what="search counts")


# --- Folding ---------------------------------------------------------------------------------------------------


@task()
def search_counts_fold_task() -> None:
    cache.delete(_FOLD_QUEUED)
    search_counts_fold()


def search_counts_fold(*, using: str = DEFAULT_DB_ALIAS) -> int:
    """Add every committed noted change to the counts (or rebuild them all when asked); returns how many changes
    were folded. One fold at a time: a second one finds the lock taken and returns 0 (PostgreSQL), or waits for
    SQLite's single writer."""
    return fold_alone(using=using, lock_key=_ADVISORY_LOCK, changes_table=CHANGES, fold=_fold)


def search_counts_fold_now(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """Fold inside the caller's transaction, waiting for a fold under way: the changes the caller has just noted
    are folded and their notes deleted when it commits. Erasure uses it, so a case's erased name and e-mail do
    not stay behind in SearchChange."""
    connection = connections[using]
    assert connection.in_atomic_block, "search_counts_fold_now folds inside the caller's transaction"  # noqa: S101
    engine(using).advisory_xact_lock(connection, _ADVISORY_LOCK)
    if _rebuild_pending(connection):
        # The rebuild will count every case afresh: the notes are of no use, and no fold runs meanwhile (the lock).
        with connection.cursor() as cursor:
            cursor.execute(f"DELETE FROM {CHANGES} WHERE sign <> 0")  # noqa: S608 - names from the code, values as parameters
        return
    _fold(connection, using)


def _rebuild_pending(connection) -> bool:
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT (SELECT COUNT(*) FROM (SELECT 1 FROM {CHANGES} WHERE sign = 0 LIMIT 1) AS rebuild), "  # noqa: S608 - names from the code, values as parameters
            f"(SELECT COUNT(*) FROM {COUNTS} WHERE field = %s)",
            [BUILT],
        )
        rebuild, built = cursor.fetchone()
    return bool(rebuild or not built)


def _fold(connection, using: str) -> int:
    outermost, db = not connection.in_atomic_block, engine(using)
    with transaction.atomic(using=using), connection.cursor() as cursor:
        if outermost:
            # One snapshot for the claim and a rebuild's read of the cases: a change committed after it is
            # neither claimed nor read, so it is counted once, by the next fold.
            db.one_snapshot(cursor)
        cursor.execute(f"UPDATE {CHANGES} SET claimed = %s WHERE NOT claimed", [True])  # noqa: S608 - names from the code, values as parameters
        claimed = cursor.rowcount
        cursor.execute(
            f"SELECT (SELECT COUNT(*) FROM {CHANGES} WHERE claimed AND sign = 0), "  # noqa: S608 - names from the code, values as parameters
            f"(SELECT COUNT(*) FROM {COUNTS} WHERE field = %s)",
            [BUILT],
        )
        rebuild, built = cursor.fetchone()
        if not claimed and built:
            return 0
        fresh = bool(rebuild or not built)
        if fresh:
            cursor.execute(f"DELETE FROM {COUNTS}")  # noqa: S608 - names from the code, values as parameters
            long_grams = _choose_long_grams(connection, cursor, using=using)
            columns = ", ".join(("field", "gram", *DIMENSIONS, "n"))
            built = f"INSERT INTO {COUNTS} ({columns}) VALUES (%s, '', '', '', %s, %s, %s, 0)"  # noqa: S608 - names from the code, values as parameters
            cursor.execute(built, [BUILT, False, False, False])
            source = f"SELECT {_fields()}, {', '.join(DIMENSIONS)}, 1 FROM {CASES}"  # noqa: S608 - names from the code, values as parameters
        else:
            source = f"SELECT {_fields()}, {', '.join(DIMENSIONS)}, sign FROM {CHANGES} WHERE claimed"  # noqa: S608 - names from the code, values as parameters
            long_grams = _listed_long_grams(cursor)
        totals = _count_grams(_rows(connection, source), long_grams)
        _add(cursor, totals, copy=fresh and db.COPIES_REBUILD)
        cursor.execute(f"DELETE FROM {CHANGES} WHERE claimed")  # noqa: S608 - names from the code, values as parameters
    return claimed


def _fields() -> str:
    return ", ".join(f"COALESCE({column}, '')" for column in FIELDS)


def _rows(connection, sql: str) -> Iterator[tuple]:
    with connection.chunked_cursor() as cursor:
        cursor.execute(sql)
        while rows := cursor.fetchmany(_CHUNK):
            yield from rows


def grams(text: str) -> set[str]:
    """Every substring of 1 to GRAM_MAX characters."""
    size = len(text)
    return {text[i : i + k] for k in range(1, GRAM_MAX + 1) for i in range(size - k + 1)}


def long_grams(text: str, listed: set[str] | frozenset[str]) -> set[str]:
    """The substrings of text longer than GRAM_MAX that `listed` holds. `listed` holds every substring (of 4+
    characters) of each of its grams (_common_long_grams chooses them so), so each start is extended only while
    the gram so far is listed."""
    found: set[str] = set()
    if not listed:
        return found
    size = len(text)
    for i in range(size - GRAM_MAX):
        end = i + GRAM_MAX + 1
        while end <= size and end - i <= LONG_GRAM_MAX and (gram := text[i:end]) in listed:
            found.add(gram)
            end += 1
    return found


def _field_values(row: tuple) -> dict[str, tuple[str, ...]]:
    """Field code -> the folded values it searches, of a (client_name, email, kam_id, bhruk_id, external_user_id)
    row."""
    name, email, kam, bhruk, link = (fold(value) for value in row)
    return {"n": (name,), "k": (kam,), "b": (name, email, kam, bhruk, link)}


def _count_grams(rows: Iterable[tuple], listed: dict[str, frozenset[str]] | None = None) -> dict[tuple, Counter]:
    """(field code, *dimensions) -> Counter of grams, over (five fields, *dimensions, sign) rows; the grams are
    those of the folded fields: every one of 1-3 characters, and the longer ones `listed` holds per field code."""
    listed = listed or {}
    totals: dict[tuple, Counter] = defaultdict(Counter)
    for name, email, kam, bhruk, link, widget, status, locked, cancelled, merged, sign in rows:
        dims = (widget, status, bool(locked), bool(cancelled), bool(merged))
        values = _field_values((name, email, kam, bhruk, link))
        name_f, email_f, kam_f, bhruk_f, link_f = values["b"]
        name_grams, kam_grams = grams(name_f), grams(kam_f)
        box_grams = name_grams | kam_grams | grams(email_f) | grams(bhruk_f) | grams(link_f)
        found = {"n": name_grams, "k": kam_grams, "b": box_grams}
        for code, codes_listed in listed.items():
            for value in values[code]:
                found[code] |= long_grams(value, codes_listed)
        for code in ("n", "k", "b"):
            found_here = found[code]
            if sign > 0:
                totals[(code, *dims)].update(found_here)
            else:
                totals[(code, *dims)].subtract(found_here)
    return totals


def _listed_long_grams(cursor) -> dict[str, frozenset[str]]:
    cursor.execute(f"SELECT field, gram FROM {LONG_GRAMS}")  # noqa: S608 - names from the code, values as parameters
    listed: dict[str, set[str]] = defaultdict(set)
    for code, gram in cursor.fetchall():
        listed[code].add(gram)
    return {code: frozenset(grams_) for code, grams_ in listed.items()}


def _choose_long_grams(connection, cursor, *, using: str) -> dict[str, frozenset[str]]:
    """A rebuild's list of the long grams to count: per field code, every gram of 4 to LONG_GRAM_MAX characters
    held by an estimated LONG_GRAM_MIN_CASES cases or more (about LONG_GRAM_SAMPLE cases, picked at random, are read).
    Written to SearchLongGram, replacing the last list."""
    cursor.execute(f"DELETE FROM {LONG_GRAMS}")  # noqa: S608 - names from the code, values as parameters
    cursor.execute(f"SELECT COUNT(*) FROM {CASES}")  # noqa: S608 - names from the code, values as parameters
    total = cursor.fetchone()[0]
    if total < LONG_GRAM_MIN_CASES:
        return {}
    # A random sample: one in `step` by id would follow whatever the ids correlate with (a seed's e-mails).
    step = max(1, total // LONG_GRAM_SAMPLE)
    pick = engine(using).sample_sql(step)
    sample = [
        _field_values(row[:5])
        for row in _rows(connection, f"SELECT {_fields()} FROM {CASES} WHERE {pick}")  # noqa: S608 - names from the code, values as parameters
    ]
    if not sample:
        return {}
    need = LONG_GRAM_MIN_CASES * len(sample) / total
    chosen = {code: frozenset(_common_long_grams([values[code] for values in sample], need)) for code in FIELD_COLUMNS}
    rows = [(code, gram) for code, found in chosen.items() for gram in sorted(found)]
    if rows:
        cursor.executemany(f"INSERT INTO {LONG_GRAMS} (field, gram) VALUES (%s, %s)", rows)  # noqa: S608 - names from the code, values as parameters
    return chosen


def _common_long_grams(cases: list[tuple[str, ...]], need: float) -> set[str]:
    """Every gram of 4 to LONG_GRAM_MAX characters that at least `need` of the cases (each a tuple of folded values)
    hold, found a length at a time: a gram is common only if both of its one-shorter grams are (each case holding it
    holds them), so only the starts of common grams are carried to the next length."""
    common: set[str] = set()
    starts = [[(value, list(range(len(value) - GRAM_MAX))) for value in values] for values in cases]
    size = GRAM_MAX + 1
    while size <= LONG_GRAM_MAX:
        held: Counter = Counter()
        for values in starts:
            held.update({value[i : i + size] for value, positions in values for i in positions})
        level = {gram for gram, n in held.items() if n >= need}
        if not level:
            break
        common |= level
        size += 1
        starts = [
            [
                (
                    value,
                    [
                        i
                        for i in positions
                        if i + size <= len(value)
                        and value[i : i + size - 1] in level
                        and value[i + 1 : i + size] in level
                    ],
                )
                for value, positions in values
            ]
            for values in starts
        ]
    return common


def _rows_of(totals: dict[tuple, Counter]) -> Iterator[tuple]:
    for (code, *dims), counter in totals.items():
        for gram, n in counter.items():
            if n:
                yield (code, gram, *dims, n)


def _add(cursor, totals: dict[tuple, Counter], *, copy: bool = False) -> None:
    """Add the totals to the counts; `copy`: into an emptied PostgreSQL table, with COPY (a rebuild)."""
    columns = ("field", "gram", *DIMENSIONS, "n")
    if copy:
        with cursor.cursor.copy(f"COPY {COUNTS} ({', '.join(columns)}) FROM STDIN") as stream:
            for row in _rows_of(totals):
                stream.write_row(row)
        return
    conflict = ("field", "gram", *DIMENSIONS)
    sql = (
        f"INSERT INTO {COUNTS} ({', '.join(columns)}) VALUES ({', '.join(['%s'] * len(columns))}) "  # noqa: S608 - names from the code, values as parameters
        f"ON CONFLICT ({', '.join(conflict)}) DO UPDATE SET n = {COUNTS}.n + excluded.n"
    )
    batch: list[tuple] = []
    for row in _rows_of(totals):
        batch.append(row)
        if len(batch) >= _CHUNK:
            cursor.executemany(sql, batch)
            batch.clear()
    if batch:
        cursor.executemany(sql, batch)


# --- Triggers --------------------------------------------------------------------------------------------------


def install_triggers(*, using: str = DEFAULT_DB_ALIAS) -> bool:
    """(Re)create the triggers (cases.listing.postgres / sqlite: search_counts_triggers_sql); when some were missing
    (first install, or SQLite rebuilt the cases table in a migration), ask for a full rebuild of the counts. Returns
    whether some were missing."""
    connection, db = connections[using], engine(using)
    if not {CASES, COUNTS, CHANGES} <= set(connection.introspection.table_names()):
        return False
    missing = not db.triggers_present(connection, table=CASES, names=SEARCH_COUNT_TRIGGERS)
    with transaction.atomic(using=using), connection.cursor() as cursor:
        for statement in db.search_counts_triggers_sql():
            cursor.execute(statement)
        if missing:
            cursor.execute(rebuild_row())
    return missing


def drop_triggers(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """Remove the triggers (and PostgreSQL's trigger functions): the reverse of install_triggers."""
    functions = ("search_counts_note_inserted", "search_counts_note_updated", "search_counts_note_deleted")
    names = (*SEARCH_COUNT_TRIGGERS, "search_counts_case_truncate")
    statements = engine(using).drop_triggers_sql(
        table=CASES, names=names, functions=(*functions, "search_counts_forget_all")
    )
    with connections[using].cursor() as cursor:
        for statement in statements:
            cursor.execute(statement)


def request_rebuild(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """Ask the next fold to count every case afresh (a migration that changes how grams are cut does)."""
    connection = connections[using]
    if CHANGES in connection.introspection.table_names():
        with connection.cursor() as cursor:
            cursor.execute(rebuild_row())
