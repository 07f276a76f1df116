"""Retention (guide: privacy#retention) at scale: a retention run anonymising a tenth of the cases, its time, per-batch
times and memory.

Seeds its own database (bench/seed.py, which it empties and refills: never point it at data you keep), ages one
case in ten (updated_at two years back, status Sent), turns retention on (12 months, Sent) and runs
cases.privacy.retention.run in a fresh process (DEBUG off, as in production: with DEBUG on Django keeps every
query's SQL, which grows with the run), printing JSON: cases anonymised, seconds, the first/median/last batch
times and the mean batch time of each tenth of the run (flat means each batch costs the same however far the run
has got), the resident memory sampled after every batch (first/median/last/max and each tenth) and the peak
(ru_maxrss).

    .venv/bin/python bench/bench_retention.py --db-url postgres://postgres@127.0.0.1:5432/casebook_retention_bench \
        [--cases 1000000] [--batch 500]
"""

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.harness import PYTHON, SECRET  # noqa: E402


def rss_mb() -> float:
    """This process's resident memory now (VmRSS), in MB."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def tenths(values: list[float], digits: int | None) -> list[float]:
    """The mean of each tenth of the values (fewer parts when there are fewer than ten values)."""
    parts = min(10, len(values))
    bounds = [round(i * len(values) / parts) for i in range(parts + 1)]
    return [round(statistics.fmean(values[a:b]), digits) for a, b in zip(bounds, bounds[1:], strict=False)]


def child_run(database_url: str, batch: int) -> None:
    from bench.seed import setup_django

    setup_django(database_url)
    from cases.privacy import retention

    times: list[float] = []
    rss: list[float] = []
    last = [time.perf_counter()]

    def on_batch(_: int) -> None:
        now = time.perf_counter()
        times.append(now - last[0])
        rss.append(rss_mb())
        last[0] = now

    started = time.perf_counter()
    outcome = retention.run(batch_size=batch, on_batch=on_batch)
    elapsed = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        json.dumps(
            {
                "anonymised": outcome.anonymised,
                "batches": outcome.batches,
                "seconds": round(elapsed, 1),
                "casesPerSecond": round(outcome.anonymised / elapsed) if elapsed else None,
                "batchSecondsFirst": round(times[0], 3) if times else None,
                "batchSecondsMedian": round(statistics.median(times), 3) if times else None,
                "batchSecondsLast": round(times[-1], 3) if times else None,
                "batchSecondsByTenth": tenths(times, 3) if times else [],
                "rssMbFirst": round(rss[0]) if rss else None,
                "rssMbMedian": round(statistics.median(rss)) if rss else None,
                "rssMbLast": round(rss[-1]) if rss else None,
                "rssMbMax": round(max(rss)) if rss else None,
                "rssMbByTenth": tenths(rss, None) if rss else [],
                "peakMb": round(peak),
            }
        )
    )


def prepare(database_url: str, cases: int) -> int:
    from bench.seed import seed

    seed(cases, database_url, verbose=False)
    from datetime import timedelta

    from django.db import connection, transaction
    from django.db.models import Q
    from django.utils import timezone

    from cases.models import AuditEvent, Case, RetentionPolicy

    now = timezone.now()
    old = now.replace(year=now.year - 2)
    # Only the rows not already as wanted (a rerun rewrites the ~10% the last run changed, not all of them).
    Case.objects.filter(
        Q(erased_at__isnull=False) | Q(legal_hold=True) | Q(updated_at__lt=now - timedelta(days=180))
    ).update(erased_at=None, legal_hold=False, updated_at=now)
    # The last run's retention events go without the foreign key checks: each deleted event would otherwise be
    # looked up in the unindexed cases.import_event column (100,000 full scans at commit), and nothing points at them.
    events = AuditEvent._meta.db_table
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            with transaction.atomic():
                cursor.execute("SET LOCAL session_replication_role = replica")
                cursor.execute(f"DELETE FROM {events} WHERE action = 'retention'")
        else:
            cursor.execute("PRAGMA foreign_keys = OFF")
            cursor.execute(f"DELETE FROM {events} WHERE action = 'retention'")
            cursor.execute("PRAGMA foreign_keys = ON")
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {Case._meta.db_table} SET updated_at = %s, current_status = 'sent', is_cancelled = %s, "
            "is_merged = %s WHERE id %% 10 = 0",
            [old, False, False],
        )
        cursor.execute(f"ANALYZE {Case._meta.db_table}")  # the planner sees the table as the run will find it
    RetentionPolicy.objects.update_or_create(pk=1, defaults={"enabled": True, "months": 12, "applies_to": ["sent"]})
    return Case.objects.filter(updated_at__lt=timezone.now().replace(year=timezone.now().year - 1)).count()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--db-url", required=True)
    parser.add_argument("--cases", type=int, default=1_000_000)
    parser.add_argument("--batch", type=int, default=500)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child_run(args.db_url, args.batch)
        return
    from bench.seed import setup_django

    setup_django(args.db_url)
    due = prepare(args.db_url, args.cases)
    print(f"{args.cases} cases, {due} due", file=sys.stderr)
    cmd = [PYTHON, __file__, "--db-url", args.db_url, "--batch", str(args.batch), "--child"]
    env = {**os.environ, "DEBUG": "false", "SECRET_KEY": SECRET}
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=ROOT, env=env).stdout
    print(json.dumps({"cases": args.cases, "due": due, **json.loads(out.strip().splitlines()[-1])}))


if __name__ == "__main__":
    main()
