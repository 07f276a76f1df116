"""Issue 22 §4 at scale: a retention run anonymising a tenth of the cases, its time, per-batch times and memory.

Seeds its own database (bench/seed.py, which it empties and refills: never point it at data you keep), ages one
case in ten (updated_at two years back, status Sent), turns retention on (12 months, Sent) and runs
cases.privacy.retention.run in a fresh process, printing JSON: cases anonymised, seconds, the first/median/last
batch times (flat means each batch costs the same however far the run has got) and the peak memory (ru_maxrss).

    .venv/bin/python bench/bench_retention.py --db-url postgres://postgres@127.0.0.1:5432/casebook_retention_bench \
        [--cases 1000000] [--batch 500]
"""

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.harness import PYTHON  # noqa: E402


def child_run(database_url: str, batch: int) -> None:
    from bench.seed import setup_django

    setup_django(database_url)
    from cases.privacy import retention

    times: list[float] = []
    last = [time.perf_counter()]

    def on_batch(_: int) -> None:
        now = time.perf_counter()
        times.append(now - last[0])
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
                "peakMb": round(peak),
            }
        )
    )


def prepare(database_url: str, cases: int) -> int:
    from bench.seed import seed

    seed(cases, database_url, verbose=False)
    from django.db import connection
    from django.utils import timezone

    from cases.models import AuditEvent, Case, RetentionPolicy

    old = timezone.now().replace(year=timezone.now().year - 2)
    Case.objects.update(erased_at=None, legal_hold=False, updated_at=timezone.now())
    AuditEvent.objects.filter(action="retention").delete()
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {Case._meta.db_table} SET updated_at = %s, current_status = 'sent', is_cancelled = %s, "
            "is_merged = %s WHERE id %% 10 = 0",
            [old, False, False],
        )
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
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=ROOT).stdout
    print(json.dumps({"cases": args.cases, "due": due, **json.loads(out.strip().splitlines()[-1])}))


if __name__ == "__main__":
    main()
