"""The indexes each search's list and stats statements use, and their in-process time (guide: screens#search-box, ADR
0009).

Runs cases_page and case_stats for the bench admin (bench/harness.py creates it; run a bench module first) on a
seeded database, captures every statement on the cases table and prints the index each one reads (EXPLAIN on
PostgreSQL, EXPLAIN QUERY PLAN on SQLite), then the median of 7 in-process runs. Run it before and after a change
of the search expressions and diff the index lines: the plans must stay the same.

    .venv/bin/python bench/explain_searches.py --database-url postgres://postgres@127.0.0.1:5432/db
"""

import argparse
import os
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SEARCHES = [
    ("search", "Judy Jones"),
    ("search", "jo"),
    ("search", "client123456@example.com"),
    ("search", "KIND1234"),
    ("search", "https://ob.example.com/users/123456"),
    ("search", "zz"),
    ("clientNameSearch", "smi"),
    ("clientNameSearch", "Judy Jones"),
    ("kamSearch", "12345"),
    ("kamSearch", "42"),
]
_PG_INDEX = re.compile(r"(?:Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)? (?:using|on) (\w+)")


def _indexes(connection, sql: str) -> list[str]:
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("EXPLAIN (COSTS OFF) " + sql)
            return sorted(set(_PG_INDEX.findall("\n".join(row[0] for row in cursor.fetchall()))))
        cursor.execute("EXPLAIN QUERY PLAN " + sql)  # SQLite's captured SQL has its parameters inlined
        steps = [row[-1] for row in cursor.fetchall()]
        return sorted({" ".join(step.split()[:6]) for step in steps if step.startswith(("SCAN", "SEARCH"))})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database-url", required=True)
    args = parser.parse_args()
    os.environ["DATABASE_URL"] = args.database_url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("DEBUG", "true")
    import django

    django.setup()
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from accounts.models import User
    from bench.harness import BENCH_ADMIN
    from cases.listing.params import parse_case_filters, parse_page_request
    from cases.listing.selectors import case_stats, cases_page

    user = User.objects.get(email=BENCH_ADMIN)
    page = parse_page_request({})
    for name, text in SEARCHES:
        filters = parse_case_filters({name: text})
        runs = {
            "list": lambda f=filters: cases_page(user=user, filters=f, page=page),
            "stats": lambda f=filters: case_stats(user=user, filters=f),
        }
        medians = {}
        for kind, run in runs.items():
            times = []
            for _ in range(7):
                started = time.perf_counter()
                with CaptureQueriesContext(connection) as captured:
                    run()
                times.append((time.perf_counter() - started) * 1000)
            medians[kind] = statistics.median(times)
            for query in captured.captured_queries:
                if "cases_case" in query["sql"]:
                    print(f"  {kind} {name}={text!r}: {', '.join(_indexes(connection, query['sql']))}")
        print(f"{name}={text!r}: list {medians['list']:.1f} ms, stats {medians['stats']:.1f} ms (median of 7)")


if __name__ == "__main__":
    main()
