"""Writing an import: the temporary staging table, the skip rules, BHR UK ID blocks and the one INSERT ... SELECT.

The SQL here is plain enough for both PostgreSQL and SQLite; only the way rows reach the staging table differs
(COPY on PostgreSQL, batched executemany on SQLite).
"""

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from django.db import connection, models
from django.db.backends.utils import CursorWrapper

from cases import rules, sequences
from cases.importing.reading import STAGED
from cases.models import Case

STAGING = "case_import_staging"
# bhruk_allocate returns every identifier as a string: reserve big groups in slices to keep memory flat.
ALLOCATE_SLICE = 50_000
IMPORT_LOCK_KEY = 0x63617365  # "case": the advisory lock that serialises imports on PostgreSQL
IMPORT_WORK_MEM = "64MB"
# SQLite's page cache for the import's connection (default 2 MB): a million-row table's indexes are far bigger,
# and every index insert would otherwise go back to the OS for its pages. SQLite also sizes each sort's memory
# from it, so it stays modest: 16 MB keeps the import's peak memory the same at 100k and 1M rows.
SQLITE_IMPORT_CACHE_KIB = 16 * 1024


def postgres() -> bool:
    return connection.vendor == "postgresql"


@contextmanager
def bulk_session(cursor) -> Iterator[None]:
    """Connection settings for the import's duration (SQLite: a bigger page cache), restored afterwards."""
    if postgres():
        yield
        return
    cursor.execute("PRAGMA cache_size")
    (previous,) = cursor.fetchone()
    cursor.execute(f"PRAGMA cache_size = -{SQLITE_IMPORT_CACHE_KIB}")
    try:
        yield
    finally:
        if not connection.needs_rollback:
            cursor.execute(f"PRAGMA cache_size = {int(previous)}")


def create_staging(cursor) -> None:
    def db_type(name: str) -> str:
        field = Case._meta.get_field(name)
        assert isinstance(field, models.Field)  # noqa: S101 - narrows the type for mypy
        column_type = field.db_type(connection)
        assert column_type is not None  # noqa: S101 - narrows the type for mypy
        return column_type

    # skip: 0 import, SKIP_IN_FILE or SKIP_PRESENT; dup_of: the row it repeats, or the case already holding it.
    columns = [
        "rownum bigint NOT NULL",
        "grp varchar(32) NOT NULL",
        "skip integer NOT NULL DEFAULT 0",
        "dup_of bigint",
    ]
    columns += [f"{name} {db_type(name)}" for name in STAGED[2:]]
    cursor.execute(f"DROP TABLE IF EXISTS {STAGING}")
    cursor.execute(f"CREATE TEMPORARY TABLE {STAGING} ({', '.join(columns)})")


def drop_staging(cursor) -> None:
    # After a failed statement inside an enclosing atomic block the connection refuses queries until that
    # block ends; the table then goes with the rollback, or with the session.
    if not connection.needs_rollback:
        cursor.execute(f"DROP TABLE IF EXISTS {STAGING}")


class StagingWriter:
    """Streams STAGED tuples into the staging table: COPY on PostgreSQL, executemany in batches elsewhere."""

    BATCH = 5_000

    def __init__(self, cursor: CursorWrapper) -> None:
        self.cursor = cursor
        self.batch: list[tuple] = []
        self._copy_cm: Any = None  # psycopg's Copy context (PostgreSQL only)
        self.write: Callable[[tuple], None] = self._append

    def __enter__(self):
        if postgres():
            from psycopg.copy import QueuedLibpqWriter

            # A worker thread sends the data, so parsing here overlaps with the server's COPY.
            raw = self.cursor.cursor
            sql = f"COPY {STAGING} ({', '.join(STAGED)}) FROM STDIN"
            self._copy_cm = raw.copy(sql, writer=QueuedLibpqWriter(raw))
            self.write = self._copy_cm.__enter__().write_row
        return self

    def _append(self, row: tuple) -> None:
        self.batch.append(row)
        if len(self.batch) >= self.BATCH:
            self._flush()

    def _flush(self) -> None:
        if self.batch:
            placeholders = ", ".join(["%s"] * len(STAGED))
            sql = f"INSERT INTO {STAGING} ({', '.join(STAGED)}) VALUES ({placeholders})"  # noqa: S608 - names from the code, values as parameters
            self.cursor.executemany(sql, self.batch)
            self.batch = []

    def __exit__(self, exc_type, exc, tb):
        # Finish a COPY normally even when the file turned out bad: failing it would abort an enclosing
        # transaction, and the staged rows are dropped with the table anyway.
        if self._copy_cm is not None:
            self._copy_cm.__exit__(None, None, None)
        elif exc_type is None:
            self._flush()
        return False


# Why a row is skipped (the staging table's skip column).
SKIP_IN_FILE = 1  # it repeats an earlier row of the file (dup_of: that row's number)
SKIP_PRESENT = 2  # a case already holds it (dup_of: that case's id)


def mark_skipped(cursor) -> None:
    """Skip rows repeating an earlier row of the same file, then rows already present (same widget and OB
    Link, or widget and User ID when the link is empty), noting for each the row or the case it matches.

    The lookups are UPDATE ... FROM joins, which PostgreSQL runs as one hash join over the case table
    (an EXISTS here became a sort of the whole table); SQLite probes the (external_user_id, widget) index.
    """
    if postgres():
        cursor.execute(f"ANALYZE {STAGING}")
    cases = Case._meta.db_table
    same = """PARTITION BY widget, external_user_id,
                CASE WHEN external_user_id = '' THEN source_user_id ELSE '' END ORDER BY rownum"""
    cursor.execute(
        f"""UPDATE {STAGING} SET skip = {SKIP_IN_FILE}, dup_of = ranked.first FROM (
              SELECT rownum, ROW_NUMBER() OVER ({same}) AS n, MIN(rownum) OVER ({same}) AS first
              FROM {STAGING} WHERE external_user_id <> '' OR source_user_id <> '') ranked
            WHERE {STAGING}.rownum = ranked.rownum AND ranked.n > 1"""  # noqa: S608 - names from the code, values as parameters
    )
    cursor.execute(
        f"""UPDATE {STAGING} SET skip = {SKIP_PRESENT}, dup_of = c.id FROM {cases} c
            WHERE {STAGING}.skip = 0 AND {STAGING}.external_user_id <> ''
              AND c.widget = {STAGING}.widget AND c.external_user_id = {STAGING}.external_user_id"""  # noqa: S608 - names from the code, values as parameters
    )
    cursor.execute(
        f"""UPDATE {STAGING} SET skip = {SKIP_PRESENT}, dup_of = c.id FROM {cases} c
            WHERE {STAGING}.skip = 0 AND {STAGING}.external_user_id = '' AND {STAGING}.source_user_id <> ''
              AND c.widget = {STAGING}.widget AND c.external_user_id = ''
              AND c.source_user_id = {STAGING}.source_user_id"""  # noqa: S608 - names from the code, values as parameters
    )


def index_rows(cursor) -> None:
    """An index on the staging table's row numbers, for reading the skipped rows in pages (the error report)."""
    cursor.execute(f"CREATE INDEX {STAGING}_rownum ON {STAGING} (rownum)")


def skipped_counts(cursor) -> tuple[int, int]:
    """(rows repeating an earlier row of the file, rows already present)."""
    cursor.execute(
        f"""SELECT COALESCE(SUM(CASE WHEN skip = {SKIP_IN_FILE} THEN 1 ELSE 0 END), 0),
                   COALESCE(SUM(CASE WHEN skip = {SKIP_PRESENT} THEN 1 ELSE 0 END), 0)
            FROM {STAGING}"""  # noqa: S608 - names from the code, values as parameters
    )
    in_file, present = cursor.fetchone()
    return int(in_file), int(present)


def skipped_rows(cursor, *, after: int = 0, limit: int) -> list[dict]:
    """The skipped rows after row `after`, in file order (at most `limit`): {row, reason, sameAsRow,
    existingCaseId, existingBhrukId, byUserId, text}. `reason` is "inFile" or "present"."""
    cases = Case._meta.db_table
    cursor.execute(
        f"""SELECT s.rownum, s.skip, s.dup_of, c.bhruk_id, s.external_user_id = ''
            FROM {STAGING} s LEFT JOIN {cases} c ON s.skip = {SKIP_PRESENT} AND c.id = s.dup_of
            WHERE s.skip <> 0 AND s.rownum > %s ORDER BY s.rownum LIMIT %s""",  # noqa: S608 - names from the code, values as parameters
        [after, limit],
    )
    out = []
    for rownum, skip, dup_of, bhruk_id, by_user_id in cursor.fetchall():
        in_file = skip == SKIP_IN_FILE
        item = {
            "row": int(rownum),
            "reason": "inFile" if in_file else "present",
            "sameAsRow": int(dup_of) if in_file else None,
            "existingCaseId": None if in_file else int(dup_of),
            "existingBhrukId": None if in_file else bhruk_id,
            "byUserId": bool(by_user_id),
        }
        out.append({**item, "text": skip_reason(item)})
    return out


def skip_summary(item: dict) -> str:
    """'row 4 repeats row 2' or "row 7 is already in Casebook as BHR UK ID 1003' (the upload's message)."""
    if item["reason"] == "inFile":
        return f"row {item['row']} repeats row {item['sameAsRow']}"
    held = f" as BHR UK ID {item['existingBhrukId']}" if item["existingBhrukId"] else ""
    return f"row {item['row']} is already in Casebook{held}"


def skip_reason(item: dict) -> str:
    """Why a row is skipped, in the dialog's and the error report's words."""
    basis = "company and User ID" if item["byUserId"] else "company and OB Link"
    if item["reason"] == "inFile":
        return f"Repeats row {item['sameAsRow']} of this file (same {basis})"
    held = f"as BHR UK ID {item['existingBhrukId']}" if item["existingBhrukId"] else "(a case without a BHR UK ID)"
    return f"Already in Casebook {held} (same {basis})"


def group_counts(cursor) -> list[tuple[str, str, int]]:
    """[(group, a widget of the group, rows to import)] for the rows not skipped."""
    cursor.execute(f"SELECT grp, MIN(widget), COUNT(*) FROM {STAGING} WHERE skip = 0 GROUP BY grp ORDER BY grp")  # noqa: S608 - names from the code, values as parameters
    return [(group, widget, int(n)) for group, widget, n in cursor.fetchall()]


def begin_write(cursor, *, lock: bool) -> None:
    """PostgreSQL, inside the import's transaction: sorts and hashes of a big file stay in memory, and (with
    `lock`) imports run one at a time, so two uploads of one file cannot both miss each other's rows."""
    if postgres():
        cursor.execute(f"SET LOCAL work_mem = '{IMPORT_WORK_MEM}'")
        if lock:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [IMPORT_LOCK_KEY])


@dataclass(frozen=True)
class Block:
    """The BHR UK IDs of one group: id_prefix + number (and key_prefix + number), numbered through `runs`.

    The n-th row of the group (from 0, in file order) gets the n-th free number; `runs` are the free numbers
    (cases.sequences skips those typed by hand), so a block is usually one run and one more per typed ID.
    """

    group: str
    runs: tuple[sequences.Run, ...]
    id_prefix: str
    key_prefix: str


def reserve_block(group: str, widget: str, count: int) -> Block:
    """Reserve `count` identifiers from the group's sequence (cases.sequences), in slices.

    The sequence row stays locked by this transaction after the first slice, so each slice starts where the
    previous one ended (or after numbers taken in between); that is checked, as is that the group's
    identifiers are a prefix and a number (rules.format_bhruk_id).
    """
    runs: list[sequences.Run] = []
    remaining = count
    while remaining:
        size = min(remaining, ALLOCATE_SLICE)
        got = sequences.bhruk_allocate_runs(widget=widget, count=size)
        if sum(r.length for r in got) != size or (runs and got[0].first <= runs[-1].last):
            raise RuntimeError(f"BHR UK IDs for {group} were not reserved in order.")
        if runs and got[0].first == runs[-1].last + 1:  # the slices touch: one run
            runs[-1] = sequences.Run(runs[-1].first, runs[-1].length + got[0].length)
            got = got[1:]
        runs += got
        remaining -= size
    first = runs[0].first
    sample = rules.format_bhruk_id(widget, first)
    id_prefix = sample[: len(sample) - len(str(first))]
    key = rules.bhruk_key(sample) or ""
    key_prefix = key[: len(key) - len(str(first))]
    if id_prefix + str(first) != sample or key_prefix + str(first) != key or rules.bhruk_number(sample) != first:
        raise RuntimeError(f"BHR UK IDs of {group} are not a prefix and a number ({sample}).")
    return Block(group=group, runs=tuple(runs), id_prefix=id_prefix, key_prefix=key_prefix)


def block_number_sql(block: Block) -> tuple[str, list]:
    """SQL (over the row's `seq`, its place in the group from 0) for the number the row gets, and its params:
    `first + seq` for one run, else a CASE over the runs, each shifted by the free numbers before it."""
    whens, params, before = [], [], 0
    for run in block.runs[:-1]:
        whens.append("WHEN seq < %s THEN CAST(%s AS BIGINT) + seq")
        params += [before + run.length, run.first - before]
        before += run.length
    last = block.runs[-1]
    if not whens:
        return "CAST(%s AS BIGINT) + seq", [last.first]
    return f"CASE {' '.join(whens)} ELSE CAST(%s AS BIGINT) + seq END", [*params, last.first - before]


# Case fields filled from the staging table (Name is also the client name).
FROM_STAGING = {
    "widget": "widget",
    "external_user_id": "external_user_id",
    "source_user_id": "source_user_id",
    "report_type": "report_type",
    "name": "name",
    "client_name": "name",
    "email": "email",
    "original_status": "original_status",
    "kam_id": "kam_id",
    "kam_key": "kam_key",
    "client_key": "client_key",
    "created_at": "created_at",
    # A new case has had no status change yet (cases.status_times).
    "status_changed_at": "created_at",
}


def insert_cases(cursor, blocks: list[Block], event_id: int, updated_at) -> tuple[int, int]:
    """Move the staged rows not skipped into the case table, numbering each group in file order.

    New cases start as need_instructions_new, not instructed, not invoiced, unlocked; every other field
    takes its model default, so a field added to Case later needs no change here.
    Returns the lowest and highest id the new cases got (the import batch's id range).
    """
    fixed = {
        "current_status": rules.Status.NEED_INSTRUCTIONS_NEW.value,
        "instructed": False,
        "invoiced": False,
        "is_locked": False,
        "is_cancelled": False,
        "is_merged": False,
        "updated_at": updated_at,
        "import_event": event_id,
    }

    def text(prefix: Callable[[Block], str]) -> tuple[str, list]:
        whens, params = [], []
        for block in blocks:
            number, values = block_number_sql(block)
            whens.append(f"WHEN %s THEN CAST(%s AS TEXT) || CAST({number} AS TEXT)")
            params += [block.group, prefix(block), *values]
        return f"CASE grp {' '.join(whens)} END", params

    def numbers() -> tuple[str, list]:
        whens, params = [], []
        for block in blocks:
            number, values = block_number_sql(block)
            whens.append(f"WHEN %s THEN {number}")
            params += [block.group, *values]
        return f"CASE grp {' '.join(whens)} END", params

    derived = {
        "bhruk_id": text(lambda b: b.id_prefix),
        "bhruk_number": numbers(),
        "bhruk_key": text(lambda b: b.key_prefix),
    }
    columns, expressions, params = [], [], []
    for field in Case._meta.concrete_fields:
        if field.primary_key:
            continue
        columns.append(connection.ops.quote_name(field.column))
        if field.name in FROM_STAGING:
            expressions.append(FROM_STAGING[field.name])
        elif field.name in derived:
            sql, values = derived[field.name]
            expressions.append(sql)
            params += values
        else:
            value = fixed[field.name] if field.name in fixed else field.get_default()
            expressions.append("%s")
            params.append(field.get_db_prep_save(value, connection))
    table = Case._meta.db_table
    insert = f"""INSERT INTO {table} ({", ".join(columns)})
            SELECT {", ".join(expressions)} FROM (
              SELECT {", ".join(STAGED)}, ROW_NUMBER() OVER (PARTITION BY grp ORDER BY rownum) - 1 AS seq
              FROM {STAGING} WHERE skip = 0) staged
            ORDER BY rownum"""  # noqa: S608 - names from the code, values as parameters
    if postgres():
        # Other writers may take ids from the sequence meanwhile, so the range comes from the rows inserted.
        cursor.execute(f"WITH inserted AS ({insert} RETURNING id) SELECT MIN(id), MAX(id) FROM inserted", params)  # noqa: S608 - names from the code, values as parameters
        first, last = cursor.fetchone()
        return int(first), int(last)
    # SQLite: the import holds the database's write lock, and AUTOINCREMENT ids only grow.
    cursor.execute(f"SELECT COALESCE(MAX(id), 0) FROM {table}")  # noqa: S608 - names from the code, values as parameters
    (before,) = cursor.fetchone()
    cursor.execute(insert, params)
    cursor.execute(f"SELECT MIN(id), MAX(id) FROM {table} WHERE id > %s", [before])  # noqa: S608 - names from the code, values as parameters
    first, last = cursor.fetchone()
    return int(first), int(last)
