"""Writing clocks to the case table: one UPDATE joined to a list of VALUES per 2,000 cases, on both databases
(Django's bulk_update builds a CASE per column, whose cost grows with the square of the batch)."""

from collections.abc import Sequence
from typing import Any

from django.db import connection

from cases.models import Case
from cases.turnaround.clock import COLUMNS, Clock

WRITE_BATCH = 2_000
_PG_TYPES = {
    "phase": "varchar",
    "due": "date",
    "started_at": "timestamptz",
    "stopped_at": "timestamptz",
    "paused_days": "integer",
    "paused_from": "timestamptz",
    "target_days": "integer",
}


def clocks_write(rows: Sequence[tuple[int, Clock]]) -> None:
    """Store each (case id, clock); one UPDATE per WRITE_BATCH cases."""
    table = Case._meta.db_table
    names = list(COLUMNS)
    fields: list[Any] = [Case._meta.get_field(COLUMNS[name]) for name in names]
    postgres = connection.vendor == "postgresql"
    if postgres:
        placeholder = "(%s::bigint, " + ", ".join(f"%s::{_PG_TYPES[n]}" for n in names) + ")"
    else:
        placeholder = "(" + ", ".join(["%s"] * (len(names) + 1)) + ")"
    sets = ", ".join(f"{COLUMNS[n]} = v.{n}" for n in names)
    with connection.cursor() as cursor:
        for start in range(0, len(rows), WRITE_BATCH):
            batch = rows[start : start + WRITE_BATCH]
            params: list[Any] = []
            for case_id, clock in batch:
                params.append(case_id)
                params += [
                    f.get_db_prep_value(getattr(clock, n), connection) for n, f in zip(names, fields, strict=True)
                ]
            values = ", ".join([placeholder] * len(batch))
            cursor.execute(
                f"WITH v(id, {', '.join(names)}) AS (VALUES {values}) "  # noqa: S608 - names from the code
                f"UPDATE {table} SET {sets} FROM v WHERE {table}.id = v.id",
                params,
            )
