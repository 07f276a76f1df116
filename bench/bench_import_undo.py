"""Import preview, batches and undo (guide: workflow#imports) at scale: the import preview against the import itself,
its memory at 1M rows, and undo of a batch.

For each database given (seeded beforehand with bench/seed.py, 1,000,000 cases in the figures recorded):
- a 100,000-row file, `--repeat` times: the preview (cases_import_csv(dry_run=True)), then the real import,
  then the undo of that import's batch (import_batch_undo), each timed in the same Django process;
- the preview's peak memory (ru_maxrss of a fresh process) for a 100,000-row and a 1,000,000-row file.
Everything the runs add is removed again (the undo deletes the cases; the bench deletes its batches and audit
events), so the seeded database is left as it was.

    .venv/bin/python bench/bench_import_undo.py --pg-url postgres://postgres@127.0.0.1:5432/casebook_bench \
        [--sqlite-path var/bench.sqlite3] [--rows 100000] [--memory-rows 1000000] [--repeat 3]
"""

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bench_import_export import write_csv  # noqa: E402
from bench.harness import PYTHON, server_env  # noqa: E402

WORK = ROOT / "var" / "bench"


def _setup(database_url: str) -> None:
    from bench.seed import setup_django

    setup_django(database_url)


def child_preview(database_url: str, path: str) -> None:
    """In a fresh process: preview `path`, print seconds, rows and peak memory (MB) as JSON."""
    _setup(database_url)
    from cases.importing.services import cases_import_csv

    started = time.perf_counter()
    with open(path, "rb") as binary:
        result = cases_import_csv(file=binary, file_name=Path(path).name, actor=None, dry_run=True)
    elapsed = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"seconds": elapsed, "rows": result.rows, "wouldImport": result.imported, "peakMb": peak}))


def child_cycle(database_url: str, path: str, repeat: int) -> None:
    """In one process: `repeat` times preview, import, undo; print the timings as JSON."""
    _setup(database_url)
    from django.db import connection

    from cases.import_batches.services import import_batch_undo
    from cases.importing.services import cases_import_csv
    from cases.models import AuditEvent, Case

    def timed(call):
        started = time.perf_counter()
        value = call()
        return time.perf_counter() - started, value

    def run(dry_run: bool):
        with open(path, "rb") as binary:
            return cases_import_csv(file=binary, file_name=Path(path).name, actor=None, dry_run=dry_run)

    before_event = AuditEvent.objects.order_by("-id").values_list("id", flat=True).first() or 0
    cases_before = Case.objects.count()
    figures: dict[str, Any] = {"preview": [], "import": [], "undo": []}
    for _ in range(repeat):
        seconds, preview = timed(lambda: run(True))
        figures["preview"].append(seconds)
        seconds, result = timed(lambda: run(False))
        figures["import"].append(seconds)
        assert result.imported == preview.imported, (result.imported, preview.imported)
        seconds, _ = timed(lambda r=result: import_batch_undo(batch_id=r.batch_id, actor=None, reason="bench"))
        figures["undo"].append(seconds)
        assert Case.objects.count() == cases_before
    figures["rows"] = result.rows
    figures["cases"] = cases_before
    figures["vendor"] = connection.vendor
    print(json.dumps(figures), flush=True)
    _clean_up(before_event)


def _clean_up(before_event: int) -> None:
    """Leave the seeded database as it was: the runs' batches and audit events go too. Without the foreign key
    checks: each deleted event would otherwise be looked up in the (unindexed) cases.import_event column, and
    the cases that pointed at them are gone already."""
    from django.db import connection, transaction

    from cases.models import AuditEvent, ImportBatch

    batches, events = ImportBatch._meta.db_table, AuditEvent._meta.db_table
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            with transaction.atomic():
                cursor.execute("SET LOCAL session_replication_role = replica")
                cursor.execute(f"DELETE FROM {batches} WHERE event_id > %s", [before_event])
                cursor.execute(f"DELETE FROM {events} WHERE id > %s", [before_event])
        else:
            cursor.execute("PRAGMA foreign_keys = OFF")
            cursor.execute(f"DELETE FROM {batches} WHERE event_id > %s", [before_event])
            cursor.execute(f"DELETE FROM {events} WHERE id > %s", [before_event])
            cursor.execute("PRAGMA foreign_keys = ON")


def _child(database_url: str, *args: str) -> dict:
    out = subprocess.run(
        [PYTHON, str(Path(__file__).resolve()), "--child", *args, "--database-url", database_url],
        check=True,
        capture_output=True,
        text=True,
        env=server_env(database_url),
        cwd=ROOT,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def bench(database_url: str, *, rows: int, memory_rows: int, repeat: int) -> None:
    WORK.mkdir(parents=True, exist_ok=True)
    small = write_csv(WORK / f"undo-{rows}.csv", rows, tag="undo")
    cycle = _child(database_url, "cycle", str(small), "--repeat", str(repeat))
    preview, imported, undo = (statistics.median(cycle[k]) for k in ("preview", "import", "undo"))
    print(f"\n{cycle['vendor']}, {cycle['cases']:,} cases, a {cycle['rows']:,}-row file, median of {repeat}:")
    print(f"  preview {preview:6.2f} s   ({cycle['rows'] / preview:,.0f} rows/s)   runs {_runs(cycle['preview'])}")
    print(f"  import  {imported:6.2f} s   ({cycle['rows'] / imported:,.0f} rows/s)   runs {_runs(cycle['import'])}")
    print(f"  preview / import = {preview / imported:.2f} (limit 1.2)")
    print(f"  undo    {undo:6.2f} s   ({cycle['rows'] / undo:,.0f} cases/s)   runs {_runs(cycle['undo'])}")
    for n in sorted({rows, memory_rows}):
        path = small if n == rows else write_csv(WORK / f"undo-{n}.csv", n, tag="undomem")
        figures = _child(database_url, "preview", str(path))
        print(
            f"  preview of {figures['rows']:>9,} rows: {figures['seconds']:6.1f} s, peak memory "
            f"{figures['peakMb']:5.0f} MB"
        )


def _runs(values: list[float]) -> str:
    return ", ".join(f"{v:.2f}" for v in values)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pg-url")
    parser.add_argument("--sqlite-path")
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--memory-rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    parser.add_argument("--database-url", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        kind, path = args.child
        if kind == "preview":
            child_preview(args.database_url, path)
        else:
            child_cycle(args.database_url, path, args.repeat)
        return
    urls = []
    if args.pg_url:
        urls.append(args.pg_url)
    if args.sqlite_path:
        urls.append(f"sqlite:///{Path(args.sqlite_path).resolve()}")
    for url in urls:
        bench(url, rows=args.rows, memory_rows=args.memory_rows, repeat=args.repeat)


if __name__ == "__main__":
    main()
