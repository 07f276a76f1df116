"""What the case table's indexes and triggers cost a bulk insert (the import benchmark's figure).

100,000 rows (the import benchmark's file) are written into cases_case the bare way (COPY on PostgreSQL,
executemany on SQLite) with the table as the app has it, and again with some indexes or the triggers dropped.
Each run is inside a transaction that is rolled back (DDL is transactional on both databases), so the database
is left as it was; PostgreSQL is vacuumed and checkpointed before each run so every run starts alike.

    .venv/bin/python bench/insert_cost.py --database-url postgres://postgres@127.0.0.1:5432/casebook_bench
    .venv/bin/python bench/insert_cost.py --database-url sqlite:////abs/path/var/bench.sqlite3 [--rows N] [--repeat N]
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_import_export import WORK, bare_insert, raw_rows, write_csv  # noqa: E402
from bench.harness import server_env  # noqa: E402

TRIGRAM = {"case_kam_trgm", "case_client_trgm"}
# The one search box's index (guide: screens#search-box, migration 0016 on PostgreSQL, 0017 on SQLite).
SEARCH_BOX = {"case_search_trgm", "case_search_stored_trgm", "case_search_cover"}
# SQLite's FTS5 trigram index of the searched fields is kept by these triggers (migration 0020).
SEARCH_FTS_TRIGGERS = "case_search_fts_"
# Indexes no read of the app needs, dropped by migration cases/0004 (see docs/benchmarks.md).
REDUNDANT_PREFIXES = ("case_status", "cases_case_import_event_id", "cases_case_merged_into_id")


def table_objects(cursor, vendor: str) -> tuple[list[str], list[str]]:
    """(index names other than the primary key, trigger names) of cases_case."""
    if vendor == "postgresql":
        cursor.execute(
            "SELECT indexname FROM pg_indexes WHERE tablename = 'cases_case' AND indexname <> 'cases_case_pkey'"
        )
        indexes = [name for (name,) in cursor.fetchall()]
        cursor.execute("SELECT tgname FROM pg_trigger WHERE tgrelid = 'cases_case'::regclass AND NOT tgisinternal")
    else:
        cursor.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'cases_case' AND sql IS NOT NULL"
        )
        indexes = [name for (name,) in cursor.fetchall()]
        cursor.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'cases_case'")
    return sorted(indexes), sorted(name for (name,) in cursor.fetchall())


def timed_insert(fields, rows, *, drop_indexes: list[str], drop_triggers: list[str]) -> float:
    from django.db import connection, transaction

    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("VACUUM cases_case")
            cursor.execute("CHECKPOINT")
        with transaction.atomic():
            for name in drop_indexes:
                cursor.execute(f"DROP INDEX {connection.ops.quote_name(name)}")
            for name in drop_triggers:
                if connection.vendor == "postgresql":
                    cursor.execute(f"ALTER TABLE cases_case DISABLE TRIGGER {connection.ops.quote_name(name)}")
                else:
                    cursor.execute(f"DROP TRIGGER {connection.ops.quote_name(name)}")
            started = time.perf_counter()
            bare_insert(cursor, fields, rows)
            seconds = time.perf_counter() - started
            transaction.set_rollback(True)
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database-url", required=True)
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    os.environ.update(server_env(args.database_url))

    import django

    django.setup()
    from django.db import connection

    WORK.mkdir(parents=True, exist_ok=True)
    path = write_csv(WORK / f"insert_cost_{args.rows}.csv", args.rows, tag="cost")
    fields, rows = raw_rows(str(path), first_number=5_000_000)
    with connection.cursor() as cursor:
        cursor.execute("SELECT COUNT(*) FROM cases_case")
        (cases,) = cursor.fetchone()
        indexes, triggers = table_objects(cursor, connection.vendor)
    redundant = [name for name in indexes if name.startswith(REDUNDANT_PREFIXES)]
    configurations: list[tuple[str, list[str], list[str]]] = [
        (f"as the app has it ({len(indexes)} indexes + primary key, {len(triggers)} triggers)", [], []),
        ("without the short-search counts' triggers", [], [t for t in triggers if t.startswith("search_counts_")]),
        ("without the duplicates triggers", [], [t for t in triggers if t.startswith("duplicates_")]),
        ("without the unsearched totals' triggers", [], [t for t in triggers if t.startswith("case_totals_")]),
        ("without any trigger", [], triggers),
    ]
    search_triggers = [name for name in triggers if name.startswith(SEARCH_FTS_TRIGGERS)]
    if search_triggers:  # SQLite from migration cases/0020: the FTS5 index of the searched fields
        configurations.append(("without the search FTS5 triggers", [], search_triggers))
    if redundant:  # until migration cases/0004 has run
        configurations.append(("without " + ", ".join(redundant), redundant, []))
    if set(indexes) >= TRIGRAM:  # until migration cases/0016 has run
        configurations.append(("without the two trigram indexes", sorted(TRIGRAM), []))
    if SEARCH_BOX & set(indexes):
        box = sorted(SEARCH_BOX & set(indexes))
        configurations.append(("without the search box's index (" + ", ".join(box) + ")", box, []))
    configurations.append(("primary key only, no triggers", indexes, triggers))

    print(f"{connection.vendor}, {cases:,} cases, inserting {len(rows):,} rows; median of {args.repeat} runs")
    for label, drop_indexes, drop_triggers in configurations:
        runs = [
            timed_insert(fields, rows, drop_indexes=drop_indexes, drop_triggers=drop_triggers)
            for _ in range(args.repeat)
        ]
        seconds = statistics.median(runs)
        spread = ", ".join(f"{r:.2f}" for r in runs)
        print(f"| {label} | {seconds:.2f} s | {len(rows) / seconds:,.0f} rows/s | runs {spread} s |", flush=True)


if __name__ == "__main__":
    main()
