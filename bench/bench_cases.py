"""Case list and stats latency at scale: each request over HTTP, beside the bare SQL it runs.

Used by `make bench` through `run(ctx)`. The bare SQL is captured once per request by replaying it in a
Django process against the same database (only the statements on case tables: authentication is not the
request's own work), then timed on a raw connection, all statements of one request per sample.

Standalone, against databases you seeded yourself (bench/seed.py):
    .venv/bin/python bench/bench_cases.py --pg-url postgres://.../db --sqlite-path var/x.sqlite3 [--repeat 15]
"""

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.harness import PYTHON, Context, admin_token, raw_connection, serve, server_env, timed  # noqa: E402

LIST = "/api/cases/paginated"
# (name, path, goal on PostgreSQL, goal on SQLite)
SCENARIOS = [
    ("page 1, default sort (bhrukId desc), limit 50", f"{LIST}?page=1&limit=50", "<100", "<150"),
    ("page 1, default sort, limit 250", f"{LIST}?page=1&limit=250", "<100", "<150"),
    ("page 1, sorted by createdAt desc", f"{LIST}?page=1&limit=50&sortBy=createdAt&sortOrder=desc", "<100", "<150"),
    ("deep page: page 10001 x 50 (offset 500,000)", f"{LIST}?page=10001&limit=50", "<300", "<150"),
    (
        "status + company filter",
        f"{LIST}?" + urlencode({"page": 1, "limit": 50, "status": "on_hold", "company": "Company 05"}),
        "<100",
        "<150",
    ),
    ("kamSearch substring (12345)", f"{LIST}?page=1&limit=50&kamSearch=12345", "<100", "none"),
    ("clientNameSearch substring (smith)", f"{LIST}?page=1&limit=50&clientNameSearch=smith", "<100", "none"),
    ("lockFilter locked", f"{LIST}?page=1&limit=50&lockFilter=locked", "<100", "<150"),
    ("stats, no filter", "/api/stats", "<150", "<150"),
    (
        "stats, status + company + lock filter",
        "/api/stats?" + urlencode({"status": "sent", "company": "Company 05", "lockFilter": "locked"}),
        "<150",
        "<150",
    ),
    ("companies (GET /api/companies, loose index scan)", "/api/companies", "<100", "<150"),
]


def capture_sql(database_url: str, token: str, paths: list[str]) -> dict[str, list[list]]:
    """{path: [[sql, params], ...]}: the case-table statements each request runs, from a Django process."""
    env = {**server_env(database_url), "BENCH_TOKEN": token}
    out = subprocess.run(
        [PYTHON, str(Path(__file__).resolve()), "--capture", *paths],
        check=True,
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def _capture_main(paths: list[str]) -> None:
    import django

    django.setup()
    from django.db import connection
    from django.test import Client

    client = Client(SERVER_NAME="localhost", HTTP_AUTHORIZATION=f"Bearer {os.environ['BENCH_TOKEN']}")
    result = {}
    for path in paths:
        statements: list[list[object]] = []

        def record(execute, sql, params, many, context, statements=statements):
            if '"cases_' in sql:
                statements.append([sql, list(params or ())])
            return execute(sql, params, many, context)

        with connection.execute_wrapper(record):
            response = client.get(path)
        if response.status_code != 200:
            raise SystemExit(f"{path} -> {response.status_code}: {response.content[:300]!r}")
        result[path] = statements
    print(json.dumps(result, default=str))


def time_statements(ctx: Context, statements: list[list], **kw) -> dict:
    """Median/p95 of running every statement of one request in sequence, in one session."""
    with raw_connection(ctx.database_url) as conn:
        prepared = [
            (sql.replace("%s", "?") if ctx.vendor == "sqlite" else sql, tuple(params)) for sql, params in statements
        ]

        def run_all():
            cur = conn.cursor()
            for sql, params in prepared:
                cur.execute(sql, params)
                cur.fetchall()

        return timed(run_all, **kw)


def run(ctx: Context, *, repeat: int = 15) -> None:
    captured = capture_sql(ctx.database_url, ctx.token, [path for _, path, _, _ in SCENARIOS])
    for name, path, pg_goal, sqlite_goal in SCENARIOS:
        figures = ctx.time_get(path, repeat=repeat)
        statements = captured[path]
        sql = time_statements(ctx, statements, repeat=repeat)
        goal = pg_goal if ctx.vendor == "postgresql" else sqlite_goal
        ratio = figures["median"] / sql["median"] if sql["median"] else 0
        ctx.record(
            "cases",
            name,
            figures,
            sql=sql,
            goal=f"median {goal} ms" if goal != "none" else "",
            note=f"{len(statements)} SQL statements; request/SQL {ratio:.2f}x",
        )
    # What /api/companies replaces: a plain DISTINCT reads the whole widget index on PostgreSQL.
    plain = ctx.time_sql("SELECT DISTINCT widget FROM cases_case", repeat=repeat)
    ctx.record("cases", "companies: plain SELECT DISTINCT widget (comparison, not run by the app)", plain)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--capture", nargs="*", help=argparse.SUPPRESS)
    parser.add_argument("--pg-url", default="")
    parser.add_argument("--sqlite-path", default="")
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    if args.capture is not None:
        _capture_main(args.capture)
        return
    targets = []
    if args.pg_url:
        targets.append(("postgresql", args.pg_url))
    if args.sqlite_path:
        targets.append(("sqlite", f"sqlite:///{Path(args.sqlite_path).resolve()}"))
    for vendor, url in targets:
        with raw_connection(url) as conn:
            cases = conn.cursor().execute("SELECT COUNT(*) FROM cases_case").fetchone()[0]
        token = admin_token(url)
        with serve(url) as (base_url, pid):
            ctx = Context(vendor=vendor, database_url=url, base_url=base_url, token=token, server_pid=pid, cases=cases)
            run(ctx, repeat=args.repeat)
        print(json.dumps(ctx.results, indent=1, default=str))


if __name__ == "__main__":
    main()
