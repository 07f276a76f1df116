"""The CSV export, streamed: UTF-8 with a BOM (so Excel shows £ and accents), one chunk of rows at a time.

On PostgreSQL the rows are formatted by the database and streamed with COPY ... TO STDOUT; elsewhere they are
read in chunks and Python converts the times and amounts.
"""

import codecs
import csv
import io
from collections.abc import Iterator

from django.core.exceptions import EmptyResultSet
from django.db import connection, transaction
from django.db.models import QuerySet

from cases.exporting.columns import COLUMNS, HEADERS, TIME_ZONE, LondonClock, csv_values

CHUNK_ROWS = 2_000
FLUSH_BYTES = 256 * 1024


def csv_chunks(qs: QuerySet) -> Iterator[bytes]:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerow(HEADERS)
    yield codecs.BOM_UTF8 + buffer.getvalue().encode()
    if connection.vendor == "postgresql":
        yield from _copied_rows(qs)
    else:
        yield from _formatted_rows(qs)


def _compiled(values: QuerySet) -> tuple[str, list] | None:
    try:
        return values.query.get_compiler(using=values.db).as_sql()
    except EmptyResultSet:  # e.g. a user who may see no case at all
        return None


def _copied_rows(qs: QuerySet) -> Iterator[bytes]:
    compiled = _compiled(csv_values(qs, postgres=True))
    if compiled is None:
        return
    sql, params = compiled
    yield from copy_csv_in_london(sql, params)


def copy_csv_in_london(sql: str, params) -> Iterator[bytes]:
    """Stream `COPY (sql) TO STDOUT` as CSV in chunks, PostgreSQL rendering times in Europe/London.

    The zone is set for this transaction only: a download that fails or is abandoned rolls it back, one that
    completes sets the previous zone again (inside an enclosing transaction SET LOCAL would otherwise outlive
    the export).
    """
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT current_setting('TimeZone'), set_config('TimeZone', %s, true)", [TIME_ZONE])
        (previous, _) = cursor.fetchone()
        with cursor.cursor.copy(f"COPY ({sql}) TO STDOUT WITH (FORMAT csv)", params) as copy:
            pending = bytearray()
            for data in copy:
                pending += data
                if len(pending) >= FLUSH_BYTES:
                    yield bytes(pending)
                    pending.clear()
            if pending:
                yield bytes(pending)
        cursor.execute("SELECT set_config('TimeZone', %s, true)", [previous])


def _formatted_rows(qs: QuerySet) -> Iterator[bytes]:
    compiled = _compiled(csv_values(qs, postgres=False))
    if compiled is None:
        return
    iso = LondonClock().iso
    times = [i for i, c in enumerate(COLUMNS) if c.kind == "datetime"]
    (amount,) = [i for i, c in enumerate(COLUMNS) if c.kind == "amount"]
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    with connection.chunked_cursor() as cursor:
        cursor.execute(*compiled)
        while chunk := cursor.fetchmany(CHUNK_ROWS):
            rows = []
            for values in chunk:
                row = list(values)
                for i in times:
                    if row[i]:
                        row[i] = iso(row[i])
                if row[amount] is not None:
                    row[amount] = f"{row[amount]:.2f}"
                rows.append(row)
            buffer.seek(0)
            buffer.truncate()
            writer.writerows(rows)
            yield buffer.getvalue().encode()
