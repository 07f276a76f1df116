"""Writing an import: the temporary staging table, the skip rules, BHR UK ID blocks and the one INSERT ... SELECT.

The SQL here is plain enough for both PostgreSQL and SQLite; only the way rows reach the staging table differs
(COPY on PostgreSQL, batched executemany on SQLite).
"""

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from django.db import connection, models

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
        assert isinstance(field, models.Field)
        column_type = field.db_type(connection)
        assert column_type is not None
        return column_type

    columns = ["rownum bigint NOT NULL", "grp varchar(32) NOT NULL", "skip integer NOT NULL DEFAULT 0"]
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

    def __init__(self, cursor):
        self.cursor = cursor
        self.batch: list[tuple] = []
        self._copy_cm = self._copy = None
        self.write: Callable[[tuple], None] = self._append

    def __enter__(self):
        if postgres():
            from psycopg.copy import QueuedLibpqWriter

            # A worker thread sends the data, so parsing here overlaps with the server's COPY.
            raw = self.cursor.cursor
            sql = f"COPY {STAGING} ({', '.join(STAGED)}) FROM STDIN"
            self._copy_cm = raw.copy(sql, writer=QueuedLibpqWriter(raw))
            self._copy = self._copy_cm.__enter__()
            self.write = self._copy.write_row
        return self

    def _append(self, row: tuple) -> None:
        self.batch.append(row)
        if len(self.batch) >= self.BATCH:
            self._flush()

    def _flush(self) -> None:
        if self.batch:
            placeholders = ", ".join(["%s"] * len(STAGED))
            sql = f"INSERT INTO {STAGING} ({', '.join(STAGED)}) VALUES ({placeholders})"
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


def mark_skipped(cursor) -> None:
    """Skip rows already present (same widget and OB Link, or widget and User ID when the link is empty)
    and rows repeating an earlier row of the same file.

    The lookups are UPDATE ... FROM joins, which PostgreSQL runs as one hash join over the case table
    (an EXISTS here became a sort of the whole table); SQLite probes the (widget, external_user_id) index.
    """
    if postgres():
        cursor.execute(f"ANALYZE {STAGING}")
    cases = Case._meta.db_table
    cursor.execute(
        f"""UPDATE {STAGING} SET skip = 1 WHERE rownum IN (
              SELECT rownum FROM (
                SELECT rownum, ROW_NUMBER() OVER (
                  PARTITION BY widget, external_user_id,
                               CASE WHEN external_user_id = '' THEN source_user_id ELSE '' END
                  ORDER BY rownum) AS n
                FROM {STAGING} WHERE external_user_id <> '' OR source_user_id <> '') ranked
              WHERE n > 1)"""
    )
    cursor.execute(
        f"""UPDATE {STAGING} SET skip = 1 FROM {cases} c
            WHERE {STAGING}.skip = 0 AND {STAGING}.external_user_id <> ''
              AND c.widget = {STAGING}.widget AND c.external_user_id = {STAGING}.external_user_id"""
    )
    cursor.execute(
        f"""UPDATE {STAGING} SET skip = 1 FROM {cases} c
            WHERE {STAGING}.skip = 0 AND {STAGING}.external_user_id = '' AND {STAGING}.source_user_id <> ''
              AND c.widget = {STAGING}.widget AND c.external_user_id = ''
              AND c.source_user_id = {STAGING}.source_user_id"""
    )


def group_counts(cursor) -> list[tuple[str, str, int]]:
    """[(group, a widget of the group, rows to import)] for the rows not skipped."""
    cursor.execute(f"SELECT grp, MIN(widget), COUNT(*) FROM {STAGING} WHERE skip = 0 GROUP BY grp ORDER BY grp")
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
    """Consecutive BHR UK IDs of one group: id_prefix + number (and key_prefix + number), from `first` on."""

    group: str
    first: int
    id_prefix: str
    key_prefix: str


def reserve_block(group: str, widget: str, count: int) -> Block:
    """Reserve `count` identifiers from the group's sequence (cases.sequences), in slices.

    The sequence row stays locked by this transaction after the first slice, so the slices are consecutive;
    that is checked, as is that the group's identifiers are a prefix and a number (rules.format_bhruk_id).
    """
    first: int | None = None
    expected: int | None = None
    remaining = count
    while remaining:
        size = min(remaining, ALLOCATE_SLICE)
        ids = sequences.bhruk_allocate(widget=widget, count=size)
        start, end = rules.bhruk_number(ids[0]), rules.bhruk_number(ids[-1])
        if start is None or end is None or (expected is not None and start != expected) or end - start != size - 1:
            raise RuntimeError(f"BHR UK IDs for {group} were not consecutive ({ids[0]}..{ids[-1]}).")
        first = start if first is None else first
        expected = end + 1
        remaining -= size
    if first is None:
        raise ValueError("reserve_block needs a count of at least 1.")
    sample = rules.format_bhruk_id(widget, first)
    id_prefix = sample[: len(sample) - len(str(first))]
    key = rules.bhruk_key(sample) or ""
    key_prefix = key[: len(key) - len(str(first))]
    if id_prefix + str(first) != sample or key_prefix + str(first) != key or rules.bhruk_number(sample) != first:
        raise RuntimeError(f"BHR UK IDs of {group} are not a prefix and a number ({sample}).")
    return Block(group=group, first=first, id_prefix=id_prefix, key_prefix=key_prefix)


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


def skipped_count(cursor) -> int:
    cursor.execute(f"SELECT COUNT(*) FROM {STAGING} WHERE skip = 1")
    return int(cursor.fetchone()[0])


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

    def per_group(value_sql: str, values: Callable[[Block], list]) -> tuple[str, list]:
        whens, params = [], []
        for block in blocks:
            whens.append(f"WHEN %s THEN {value_sql}")
            params += [block.group, *values(block)]
        return f"CASE grp {' '.join(whens)} END", params

    number = "CAST(%s AS BIGINT) + seq"
    derived = {
        "bhruk_id": per_group(f"CAST(%s AS TEXT) || CAST({number} AS TEXT)", lambda b: [b.id_prefix, b.first]),
        "bhruk_number": per_group(number, lambda b: [b.first]),
        "bhruk_key": per_group(f"CAST(%s AS TEXT) || CAST({number} AS TEXT)", lambda b: [b.key_prefix, b.first]),
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
            ORDER BY rownum"""
    if postgres():
        # Other writers may take ids from the sequence meanwhile, so the range comes from the rows inserted.
        cursor.execute(f"WITH inserted AS ({insert} RETURNING id) SELECT MIN(id), MAX(id) FROM inserted", params)
        first, last = cursor.fetchone()
        return int(first), int(last)
    # SQLite: the import holds the database's write lock, and AUTOINCREMENT ids only grow.
    cursor.execute(f"SELECT COALESCE(MAX(id), 0) FROM {table}")
    (before,) = cursor.fetchone()
    cursor.execute(insert, params)
    cursor.execute(f"SELECT MIN(id), MAX(id) FROM {table} WHERE id > %s", [before])
    first, last = cursor.fetchone()
    return int(first), int(last)
