"""Duplicates: listing the groups over the whole book, beside the bare SQL GROUP BY that finds them.

Goal (guide: duplicates): GET /api/duplicates over 1,000,000 cases (~5% duplicated) under 500 ms median on PostgreSQL.
The endpoint reads a maintained summary (duplicates/summary.py), so this also times what keeping it costs: a
full rebuild (after a migrate or a mass import) and the catch-up after an ordinary edit. Nothing is dismissed
or merged; the edits rewrite updated_at with its own value, so the seeded book stays as it was.
"""

import statistics
import time
import urllib.parse

from bench.harness import Context, raw_connection

KEYS = [("kamId", "kam_key"), ("bhrukId", "bhruk_key"), ("clientName", "client_key")]

# What the summary spares each listing: which keys two or more non-merged cases share, over the whole table.
BARE_GROUP_BY = " UNION ALL ".join(
    f"SELECT '{t}', {key}, COUNT(*) FROM cases_case WHERE NOT is_merged AND {key} IS NOT NULL "
    f"GROUP BY {key} HAVING COUNT(*) > 1"
    for t, key in KEYS
)

GOAL = "< 500 ms median (PostgreSQL)"


def _execute(ctx: Context, sql: str, params=()) -> None:
    with raw_connection(ctx.database_url) as conn:
        if ctx.vendor == "sqlite":
            sql = sql.replace("%s", "?")
        conn.cursor().execute(sql, params)
        if ctx.vendor == "sqlite":
            conn.commit()


def _figures(samples: list[float]) -> dict:
    samples = sorted(samples)
    return {"median": statistics.median(samples), "p95": samples[min(len(samples) - 1, int(len(samples) * 0.95))]}


def _time_after(ctx: Context, change, path: str, repeat: int) -> dict:
    """Time GET `path` right after `change()` (untimed) has made the summary stale."""
    client = ctx.http()
    samples = []
    for _ in range(repeat):
        change()
        start = time.perf_counter()
        client.request("GET", path)
        samples.append((time.perf_counter() - start) * 1000)
    return _figures(samples)


def run(ctx: Context) -> None:
    # Set the visibility map after the bulk load, as autovacuum soon would, so index-only scans skip the heap.
    _execute(ctx, "VACUUM (ANALYZE) cases_case" if ctx.vendor == "postgresql" else "ANALYZE cases_case")
    client = ctx.http()
    body = client.get_json("/api/duplicates")  # also brings the summary up to date after the seed
    summary = body["summary"]
    note = (
        f"{summary['total']} groups (kamId {summary['kamId']}, bhrukId {summary['bhrukId']}, "
        f"clientName {summary['clientName']})"
    )
    bare = ctx.time_sql(BARE_GROUP_BY)
    ctx.record("duplicates", "bare SQL: GROUP BY key HAVING COUNT(*) > 1, three keys", bare, note="no HTTP, no Python")
    ctx.record("duplicates", "GET /api/duplicates", ctx.time_get("/api/duplicates"), sql=bare, goal=GOAL, note=note)
    ctx.record(
        "duplicates",
        "GET /api/duplicates?type=clientName",
        ctx.time_get("/api/duplicates?type=clientName"),
        sql=bare,
        note="summary counts still cover every type",
    )

    group = body["groups"][0]
    detail = f"/api/duplicates/{group['identifierType']}/{urllib.parse.quote(group['identifier'], safe='')}"
    ctx.record("duplicates", "GET /api/duplicates/{type}/{identifier}", ctx.time_get(detail), note="one group")

    members = [c["id"] for c in client.get_json(detail)]
    placeholders = ", ".join(["%s"] * len(members))

    def edit():
        _execute(ctx, f"UPDATE cases_case SET updated_at = updated_at WHERE id IN ({placeholders})", members)

    ctx.record(
        "duplicates",
        "GET /api/duplicates after an edit to a group's cases",
        _time_after(ctx, edit, "/api/duplicates", repeat=9),
        sql=bare,
        note="catches up on the stale keys first",
    )

    def request_rebuild():
        _execute(ctx, "INSERT INTO duplicates_stale_key (identifier_type, key, claimed) VALUES ('*', '*', %s)", [False])

    ctx.record(
        "duplicates",
        "GET /api/duplicates after a full rebuild is asked for",
        _time_after(ctx, request_rebuild, "/api/duplicates", repeat=3),
        sql=bare,
        note="once after a migrate or a statement changing over 50,000 cases",
    )
