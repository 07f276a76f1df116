"""The audit log and the reports at scale (guide: screens#audit-log), over HTTP against the real server, beside bare
SQL.

- GET /api/audit-logs first page: unfiltered, by user, by action, by company (goal: < 150 ms median on PostgreSQL
  at 5,000,000 audit rows);
- GET /api/audit-logs/export?format=csv: rows/s of the streamed file (goal: >= 50,000 rows/s);
- GET /api/reports/ageing, /throughput, /time-to-send (goal: < 1 s median at 1,000,000 cases with their
  history on PostgreSQL), each beside the bare SQL of its main query.

The history comes from bench/seed.py --history (status paths leading to each case's seeded status, plus other
edits). Used by `make bench` through `run(ctx)` (it seeds the history first when missing). Standalone:
    .venv/bin/python bench/bench_audit_reports.py --database-url postgres://.../db [--cases 1000000]
        [--history 5000000] [--repeat 15]
"""

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.harness import Context, admin_token, raw_connection, serve, server_env  # noqa: E402

AREA = "audit/reports"
HISTORY_PER_CASE = 5

# The bare SQL beside each endpoint: the same reads without Django, serialisation or HTTP.
SQL = {
    "audit first page": (
        "SELECT id, created_at, actor_email, action, case_id, changes FROM cases_auditevent "
        "ORDER BY created_at DESC, id DESC LIMIT 50"
    ),
    # Ageing and time to send read the case's status_changed_at / sent_at (cases.status_times, migration 0008).
    "ageing": (
        "SELECT current_status, on_hold_reason, CASE WHEN status_changed_at > now() - interval '8 days' THEN 0 "
        "WHEN status_changed_at > now() - interval '31 days' THEN 1 "
        "WHEN status_changed_at > now() - interval '91 days' THEN 2 ELSE 3 END, COUNT(*) FROM cases_case "
        "WHERE NOT is_cancelled AND NOT is_merged AND current_status IN "
        "('need_instructions_new', 'need_instructions_hire', 'on_hold', 'in_production') GROUP BY 1, 2, 3"
    ),
    "throughput (sent)": (
        "SELECT date_trunc('week', created_at AT TIME ZONE 'Europe/London'), COUNT(DISTINCT case_id) "
        "FROM cases_auditevent WHERE action = 'update' AND (changes #> '{currentStatus,1}') = '\"sent\"'::jsonb "
        "AND created_at >= now() - interval '26 weeks' GROUP BY 1"
    ),
    "time to send": (
        "SELECT widget, GROUPING(widget), COUNT(*), "
        "percentile_cont(0.5) WITHIN GROUP (ORDER BY GREATEST(EXTRACT(EPOCH FROM sent_at - created_at), 0) / 86400), "
        "percentile_cont(0.9) WITHIN GROUP (ORDER BY GREATEST(EXTRACT(EPOCH FROM sent_at - created_at), 0) / 86400) "
        "FROM cases_case WHERE sent_at >= now() - interval '26 weeks' AND sent_at < now() "
        "GROUP BY GROUPING SETS ((widget), ())"
    ),
}


def ensure_history(ctx: Context, events: int) -> None:
    import subprocess

    subprocess.run(
        [
            str(ROOT / ".venv" / "bin" / "python"),
            "-c",
            f"import sys; sys.path.insert(0, {str(ROOT)!r}); from bench.seed import seed_history; "
            f"seed_history({events}, {ctx.database_url!r})",
        ],
        check=True,
        env=server_env(ctx.database_url),
        cwd=ROOT,
    )


def _count(ctx: Context, sql: str) -> int:
    with raw_connection(ctx.database_url) as conn:
        cur = conn.cursor()
        cur.execute(sql)
        return cur.fetchone()[0]


def _first_actor_and_company(ctx: Context) -> tuple[int, str]:
    with raw_connection(ctx.database_url) as conn:
        cur = conn.cursor()
        cur.execute("SELECT id FROM accounts_user ORDER BY id LIMIT 1")
        actor = cur.fetchone()[0]
        cur.execute("SELECT widget FROM cases_case ORDER BY id LIMIT 1")
        return actor, cur.fetchone()[0]


def run(ctx: Context, *, repeat: int = 15, history: int | None = None, reports_only: bool = False) -> None:
    ensure_history(ctx, history if history is not None else ctx.cases * HISTORY_PER_CASE)
    events = _count(ctx, "SELECT COUNT(*) FROM cases_auditevent")
    pg = ctx.vendor == "postgresql"
    actor, company = _first_actor_and_company(ctx)
    note = f"{events:,} audit rows"
    if not reports_only:
        _audit_log(ctx, repeat=repeat, actor=actor, company=company, note=note)
    _reports(ctx, repeat=repeat, pg=pg, company=company, note=note)


def _audit_log(ctx: Context, *, repeat: int, actor: int, company: str, note: str) -> None:
    goal = "< 150 ms median (PG, 5M rows)"
    sql = ctx.time_sql(SQL["audit first page"], repeat=repeat)
    ctx.record(
        AREA, "audit log first page", ctx.time_get("/api/audit-logs", repeat=repeat), sql=sql, goal=goal, note=note
    )
    for name, query in [
        ("audit log by user", f"?userId={actor}"),
        ("audit log by action", "?action=lock"),
        ("audit log by company", f"?company={company.replace(' ', '+')}"),
        ("audit log page 200", "?page=200"),
    ]:
        ctx.record(AREA, name, ctx.time_get(f"/api/audit-logs{query}", repeat=repeat), goal=goal, note=note)

    client = ctx.http()
    started = time.perf_counter()
    _, data = client.request("GET", "/api/audit-logs/export?format=csv")
    seconds = time.perf_counter() - started
    rows = data.count(b"\n") - 1
    ctx.record(
        AREA,
        "audit log CSV export",
        {"rows": rows, "seconds": seconds, "rows_per_s": rows / seconds},
        goal=">= 50,000 rows/s",
        note=f"{note}, one row per changed field",
    )


def _reports(ctx: Context, *, repeat: int, pg: bool, company: str, note: str) -> None:
    goal = "< 1 s median (PG, 1M cases)"
    for name, path, bare in [
        ("ageing", "/api/reports/ageing", "ageing"),
        ("throughput", "/api/reports/throughput", "throughput (sent)"),
        ("time to send", "/api/reports/time-to-send", "time to send"),
        ("ageing, one company", f"/api/reports/ageing?company={company.replace(' ', '+')}", None),
        ("throughput, one company", f"/api/reports/throughput?company={company.replace(' ', '+')}", None),
    ]:
        sql = ctx.time_sql(SQL[bare], repeat=max(3, repeat // 3)) if bare and pg else None
        ctx.record(AREA, f"report {name}", ctx.time_get(path, repeat=repeat), sql=sql, goal=goal, note=note)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database-url", required=True)
    parser.add_argument("--cases", type=int, default=1_000_000)
    parser.add_argument("--history", type=int, default=None)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--reports-only", action="store_true", help="skip the audit log pages and export")
    args = parser.parse_args()
    vendor = "postgresql" if args.database_url.startswith("postgres") else "sqlite"
    token = admin_token(args.database_url)
    with serve(args.database_url) as (base_url, pid):
        ctx = Context(vendor, args.database_url, base_url, token, pid, args.cases)
        run(ctx, repeat=args.repeat, history=args.history, reports_only=args.reports_only)


if __name__ == "__main__":
    main()
