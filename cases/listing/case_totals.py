"""Totals of the list without a search: how many cases hold each combination of the values the list and the stat
cards filter on (company, status, lock, cancelled, merged, the clock's phase, a running clock's due date, assigned or
not), kept exact by triggers, so that the list's total and `/api/stats` add up a few thousand rows instead of counting
up to 1,000,000 index entries (80-250 ms at 1,000,000 cases on 2 cores, docs/benchmarks.md).

How they stay exact with any writer (the pattern of cases.listing.search_counts):

- Triggers on the cases table (installed by migrations, cases.listing.triggers) note how many cases left (n < 0) and
  entered (n > 0) each combination, as CaseTotalChange rows in the writer's transaction: on PostgreSQL one row per
  combination and side of a statement (a bulk change of 10,000 cases of one company and status notes two rows), on
  SQLite one per row and side. Plain inserts: writers never wait on each other or on a fold.
- A read adds, in the same statement (one snapshot), the notes to the stored totals: exact at every moment.
- `case_totals_fold` adds the notes to the totals and deletes them, one fold at a time; a read that finds more than
  FOLD_AFTER notes queues it. Until the totals are built (a fold writes the BUILT row; TRUNCATE writes it too), or
  while a rebuild is asked for (a note with n 0, written when the triggers had to be installed again), a read answers
  None and the caller counts the cases.
- The clock's state is its phase and due date read against today (cases.turnaround.states.state_q), so a running
  clock's due date is kept. A fold stores every due date before today as OVERDUE_SINCE (an overdue clock stays
  overdue, whatever its date), so the rows stay few: about one per company, status, flags and working day ahead.
"""

from collections import Counter
from dataclasses import replace
from datetime import date

from django.core.cache import cache
from django.db import DEFAULT_DB_ALIAS, connections, transaction
from django.db.models import Count, IntegerField, Q, Sum, Value

from django_tasks import task

from cases.listing.engine import engine
from cases.listing.folds import fold_alone, queue_fold_once
from cases.listing.query import UNASSIGNED, CaseFilters
from cases.models import Case, CaseTotal, CaseTotalChange, TurnaroundPhase
from cases.working_days import london_today

CASES = Case._meta.db_table
TOTALS = CaseTotal._meta.db_table
CHANGES = CaseTotalChange._meta.db_table
DIMENSIONS = (
    "widget",
    "current_status",
    "is_locked",
    "is_cancelled",
    "is_merged",
    "turnaround_phase",
    "turnaround_due",
    "is_assigned",
)
# The current_status of the BUILT row (in the totals) and of a rebuild request (in the notes).
MARKER = "*"
OVERDUE_SINCE = date(2000, 1, 1)
FOLD_AFTER = 1_000
TRIGGERS = ("case_totals_case_insert", "case_totals_case_update", "case_totals_case_delete")
_FUNCTIONS = ("case_totals_note_inserted", "case_totals_note_updated", "case_totals_note_deleted")
_ADVISORY_LOCK = 7_301_115_022  # any fixed number: "the case totals fold"
_FOLD_QUEUED = "cases.case_totals.fold_queued"
# What the read returns per group, before n.
KEYS = ("is_cancelled", "is_merged", "current_status", "turnaround_phase", "turnaround_due")


# --- Reading ---------------------------------------------------------------------------------------------------


def answerable(filters: CaseFilters) -> bool:
    """Whether the totals keep every dimension these filters read: no search, no request state, no date bound, and
    no assignee but "none"."""
    unkept = filters.has_search or bool(filters.request) or filters.created_from is not None
    return not unkept and filters.assignee in (None, UNASSIGNED)


def case_total_groups(*, filters: CaseFilters, using: str = DEFAULT_DB_ALIAS) -> list[tuple] | None:
    """The (is_cancelled, is_merged, current_status, turnaround_phase, turnaround_due, n) groups of every case the
    filters match, includeCancelled/includeMerged left to the caller (filters.shows); None when the totals cannot
    answer (filters they do not keep, not built yet, a rebuild asked for). Every case: the caller checks that the user
    sees them all."""
    if not answerable(filters):
        return None
    matched = Q(is_assigned=False) if filters.assignee == UNASSIGNED else Q()
    stored = _grouped(CaseTotal, filters, matched, using=using, source=0)
    noted = _grouped(CaseTotalChange, filters, matched, using=using, source=1)
    built = rebuild = False
    notes = 0
    groups: list[tuple] = []
    for *key, n, rows, source in stored.union(noted, all=True):
        if key[2] == MARKER:
            built = built or source == 0
            rebuild = rebuild or source == 1
            continue
        notes += rows if source == 1 else 0
        if n:
            groups.append((*key, int(n)))
    if not built or rebuild or notes > FOLD_AFTER:
        _queue_fold()
    if not built or rebuild:
        return None
    return _merge(groups)


def _grouped(model, filters: CaseFilters, matched: Q, *, using: str, source: int):
    """The model's rows the filters match (CaseFilters.apply on the columns of the same names; the assignee apart),
    or a marker row, grouped by KEYS: (*KEYS, n, rows, source)."""
    qs = replace(filters, assignee=None).apply(model.objects.using(using).filter(matched), visibility=False)
    qs = qs | model.objects.using(using).filter(current_status=MARKER)
    return (
        qs.order_by()
        .values_list(*KEYS)
        .annotate(total=Sum("n"), rows=Count("*"), source=Value(source, output_field=IntegerField()))
    )


def _merge(groups: list[tuple]) -> list[tuple]:
    merged: Counter = Counter()
    for *key, n in groups:
        merged[tuple(key)] += n
    return [(*key, n) for key, n in merged.items() if n]


def _queue_fold() -> None:
    queue_fold_once(_FOLD_QUEUED, case_totals_fold_task, what="case totals")


# --- Folding ---------------------------------------------------------------------------------------------------


@task()
def case_totals_fold_task() -> None:
    cache.delete(_FOLD_QUEUED)
    case_totals_fold()


def case_totals_fold(*, using: str = DEFAULT_DB_ALIAS, rebuild: bool = False) -> int:
    """Add every committed note to the totals (or count every case afresh when a rebuild is asked for, or `rebuild`);
    returns how many notes were folded. One fold at a time: a second one finds the lock taken and returns 0
    (PostgreSQL), or waits for SQLite's single writer."""

    def fold(connection, using: str) -> int:
        if rebuild:
            request_rebuild(using=using)
        return _fold(connection, using)

    return fold_alone(using=using, lock_key=_ADVISORY_LOCK, changes_table=CHANGES, fold=fold)


def _fold(connection, using: str) -> int:
    outermost, db = not connection.in_atomic_block, engine(using)
    columns = ", ".join(DIMENSIONS)
    with transaction.atomic(using=using), connection.cursor() as cursor:
        if outermost:
            # One snapshot for the claim and a rebuild's read of the cases: a note committed after it is neither
            # claimed nor read, so it is counted once, by the next fold.
            db.one_snapshot(cursor)
        cursor.execute(f"UPDATE {CHANGES} SET claimed = %s WHERE NOT claimed", [True])  # noqa: S608 - names from the code, values as parameters
        claimed = cursor.rowcount
        cursor.execute(
            f"SELECT (SELECT COUNT(*) FROM {CHANGES} WHERE claimed AND current_status = %s), "  # noqa: S608 - names from the code, values as parameters
            f"(SELECT COUNT(*) FROM {TOTALS} WHERE current_status = %s)",
            [MARKER, MARKER],
        )
        rebuild, built = cursor.fetchone()
        if not claimed and built:
            return 0
        if rebuild or not built:
            source = f"SELECT {_case_values('c')}, COUNT(*) FROM {CASES} c GROUP BY {_positions()}"  # noqa: S608 - names from the code, values as parameters
            params: list = []
        else:
            source = (
                f"SELECT {columns}, SUM(n) FROM (SELECT {columns}, n FROM {TOTALS} WHERE current_status <> %s "  # noqa: S608 - names from the code, values as parameters
                f"UNION ALL SELECT {columns}, n FROM {CHANGES} WHERE claimed AND current_status <> %s) AS counted "
                f"GROUP BY {_positions()}"
            )
            params = [MARKER, MARKER]
        cursor.execute(source, params)
        totals = _compacted(cursor.fetchall(), today=london_today())
        cursor.execute(f"DELETE FROM {TOTALS}")  # noqa: S608 - names from the code, values as parameters
        rows = [(*key, n) for key, n in totals.items() if n]
        rows.append(_built_row())
        placeholders = ", ".join(["%s"] * (len(DIMENSIONS) + 1))
        cursor.executemany(f"INSERT INTO {TOTALS} ({columns}, n) VALUES ({placeholders})", rows)  # noqa: S608 - names from the code, values as parameters
        cursor.execute(f"DELETE FROM {CHANGES} WHERE claimed")  # noqa: S608 - names from the code, values as parameters
    return claimed


def _compacted(rows: list[tuple], *, today: date) -> Counter:
    """The rows added up by their values, every running clock due before today stored as due on OVERDUE_SINCE."""
    due = DIMENSIONS.index("turnaround_due")
    totals: Counter = Counter()
    for *key, n in rows:
        if key[due] is not None and _as_date(key[due]) < today:
            key[due] = OVERDUE_SINCE
        elif key[due] is not None:
            key[due] = _as_date(key[due])
        totals[tuple(key)] += int(n)
    return totals


def _as_date(value) -> date:
    """SQLite answers a date column as text."""
    return value if isinstance(value, date) else date.fromisoformat(value)


def _built_row() -> tuple:
    """The BUILT row: (*DIMENSIONS, n)."""
    values: dict[str, object] = dict.fromkeys(DIMENSIONS, None)
    values.update(widget="", current_status=MARKER, is_locked=False, is_cancelled=False, is_merged=False)
    values["is_assigned"] = False
    return (*values.values(), 0)


def _sql_literal(value: object) -> str:
    """A value of _built_row as SQL (the TRUNCATE trigger writes the row itself)."""
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "true" if value else "false"
    return f"'{value}'" if isinstance(value, str) else str(value)


def _positions() -> str:
    return ", ".join(str(i) for i in range(1, len(DIMENSIONS) + 1))


def _case_value_list(row: str) -> list[str]:
    """A case row's values of the DIMENSIONS, as SQL: the due date of a running clock only, and whether it has an
    assignee."""
    running = TurnaroundPhase.RUNNING.value
    values = {column: f"{row}.{column}" for column in DIMENSIONS}
    values["turnaround_due"] = f"CASE WHEN {row}.turnaround_phase = '{running}' THEN {row}.turnaround_due END"
    values["is_assigned"] = f"({row}.assignee_id IS NOT NULL)"
    return list(values.values())


def _case_values(row: str) -> str:
    return ", ".join(_case_value_list(row))


# --- Triggers --------------------------------------------------------------------------------------------------

_NOTE_COLUMNS = f"n, {', '.join(DIMENSIONS)}, claimed"


def _statement_level() -> dict[str, tuple[str, str, str]]:
    """PostgreSQL: statement-level triggers, one note per combination and side of a statement."""
    pairs = "old_rows o JOIN new_rows n ON n.id = o.id"
    changed = f"({_case_values('o')}) IS DISTINCT FROM ({_case_values('n')})"
    group = f"GROUP BY {', '.join(str(i) for i in range(2, len(DIMENSIONS) + 2))}"
    insert = f"INSERT INTO {CHANGES} ({_NOTE_COLUMNS})"

    def side(sign: str, row: str, source: str, where: str = "") -> str:
        return f"SELECT {sign}COUNT(*), {_case_values(row)}, false FROM {source} {where} {group}"  # noqa: S608 - names from the code, values as parameters

    built = ", ".join(_sql_literal(value) for value in _built_row())
    forget = (
        f"DELETE FROM {TOTALS}; DELETE FROM {CHANGES}; "  # noqa: S608 - names from the code, values as parameters
        f"INSERT INTO {TOTALS} ({', '.join(DIMENSIONS)}, n) VALUES ({built}); RETURN NULL;"
    )
    updated = f"{side('-', 'o', pairs, f'WHERE {changed}')} UNION ALL {side('', 'n', pairs, f'WHERE {changed}')}"
    return {
        "INSERT": (TRIGGERS[0], _FUNCTIONS[0], f"{insert} {side('', 'n', 'new_rows n')}; RETURN NULL;"),
        "UPDATE": (TRIGGERS[1], _FUNCTIONS[1], f"{insert} {updated}; RETURN NULL;"),
        "DELETE": (TRIGGERS[2], _FUNCTIONS[2], f"{insert} {side('-', 'o', 'old_rows o')}; RETURN NULL;"),
        "TRUNCATE": ("case_totals_case_truncate", "case_totals_forget_all", forget),
    }


def _row_level() -> dict[str, tuple[str, str]]:
    """SQLite: row triggers, one note per side of each change."""
    insert = f"INSERT INTO {CHANGES} ({_NOTE_COLUMNS})"
    changed = " OR ".join(
        f"{old} IS NOT {new}" for old, new in zip(_case_value_list("OLD"), _case_value_list("NEW"), strict=True)
    )
    return {
        TRIGGERS[0]: ("INSERT", f"{insert} VALUES (1, {_case_values('NEW')}, false);"),
        TRIGGERS[1]: (
            f"UPDATE WHEN {changed}",
            f"{insert} VALUES (-1, {_case_values('OLD')}, false); {insert} VALUES (1, {_case_values('NEW')}, false);",
        ),
        TRIGGERS[2]: ("DELETE", f"{insert} VALUES (-1, {_case_values('OLD')}, false);"),
    }


def install_triggers(*, using: str = DEFAULT_DB_ALIAS) -> bool:
    """(Re)create the triggers; when some were missing (first install, or SQLite rebuilt the cases table in a
    migration), ask for a rebuild of the totals. Returns whether some were missing."""
    connection, db = connections[using], engine(using)
    if not {CASES, TOTALS, CHANGES} <= set(connection.introspection.table_names()):
        return False
    missing = not db.triggers_present(connection, table=CASES, names=TRIGGERS)
    statements = db.triggers_sql(table=CASES, statement_level=_statement_level(), row_level=_row_level())
    with transaction.atomic(using=using), connection.cursor() as cursor:
        for statement in statements:
            cursor.execute(statement)
    if missing:
        request_rebuild(using=using)
    return missing


def drop_triggers(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """Remove the triggers (and PostgreSQL's trigger functions): the reverse of install_triggers."""
    statements = engine(using).drop_triggers_sql(
        table=CASES,
        names=(*TRIGGERS, "case_totals_case_truncate"),
        functions=(*_FUNCTIONS, "case_totals_forget_all"),
    )
    with connections[using].cursor() as cursor:
        for statement in statements:
            cursor.execute(statement)


def request_rebuild(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """Ask the next fold to count every case afresh."""
    CaseTotalChange.objects.using(using).create(n=0, current_status=MARKER)
