"""Load test: 50 simulated users for 2 minutes against the production stack on PostgreSQL + Redis.

    python bench/load_test.py [--users 50] [--seconds 120] [--cases 100000] [--port 8141]

It seeds a 100,000-case book (bench/seed.py) into LOAD_PG_URL (default casebook_h13b_load on 127.0.0.1), then
starts what `make serve` starts, with the same commands: gunicorn -c config/gunicorn_conf.py (WEB_CONCURRENCY=2
web processes, DEBUG off) and two `manage.py rqworker default --with-scheduler` task workers (TASKS_BACKEND=redis,
on a Redis database of its own). Each user signs in with a bearer token and loops over a realistic mix with a
short think time: the case page with filters and sorts, the stats, a case read, a case edit, now and then a bulk
update, and export jobs (POST /api/exports, followed to their download); one import job (a CSV above the job
threshold) runs during the test. Prints per request kind: count, p50, p95, max, 4xx, 5xx, and every job's outcome.
Goal: 0 5xx, p95 under 800 ms for the page and stats requests, every job finished.
"""

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.harness import PYTHON, admin_token, ensure_pg_database, server_env  # noqa: E402

DEFAULT_URL = os.environ.get("LOAD_PG_URL", "postgres://postgres@127.0.0.1:5432/casebook_h13b_load")
REDIS_URL = os.environ.get("LOAD_REDIS_URL", "redis://127.0.0.1:6379/14")
COMPANIES = ["Kind"] + [f"Company {n:02d}" for n in range(1, 25)]
STATUSES = ["need_instructions_new", "on_hold", "in_production", "sent", "all"]
JOB_DEADLINE = 600


class Stats:
    def __init__(self):
        self.times: defaultdict[str, list[float]] = defaultdict(list)
        self.codes: defaultdict[str, defaultdict[int, int]] = defaultdict(lambda: defaultdict(int))
        self.errors: list[tuple[str, int | str]] = []

    def add(self, kind: str, seconds: float, status: int) -> None:
        self.times[kind].append(seconds * 1000)
        self.codes[kind][status // 100] += 1
        if status >= 500:
            self.errors.append((kind, status))

    def table(self) -> dict:
        out = {}
        for kind, times in sorted(self.times.items()):
            times = sorted(times)
            p95 = times[max(0, int(len(times) * 0.95) - 1)]
            out[kind] = {
                "count": len(times),
                "p50": round(statistics.median(times)),
                "p95": round(p95),
                "max": round(times[-1]),
                "4xx": self.codes[kind][4],
                "5xx": self.codes[kind][5],
            }
        return out


async def timed(stats: Stats, kind: str, client: httpx.AsyncClient, method: str, url: str, **kw) -> httpx.Response:
    start = time.perf_counter()
    try:
        response = await client.request(method, url, **kw)
    except httpx.HTTPError as exc:
        stats.add(kind, time.perf_counter() - start, 599)
        stats.errors.append((kind, repr(exc)))
        raise
    stats.add(kind, time.perf_counter() - start, response.status_code)
    return response


def page_params(rng: random.Random) -> dict:
    params: dict[str, int | str] = {"page": rng.choice([1, 1, 1, 2, 3, 10]), "limit": rng.choice([25, 50, 50, 100])}
    params["sortBy"] = rng.choice(["bhrukId", "createdAt"])
    params["sortOrder"] = rng.choice(["asc", "desc"])
    if rng.random() < 0.5:
        params["company"] = rng.choice(COMPANIES)
    status = rng.choice(STATUSES)
    if status != "all":
        params["status"] = status
    if rng.random() < 0.2:
        params["clientNameSearch"] = rng.choice(["Smith", "Alice", "Jones", "Ltd"])
    if rng.random() < 0.1:
        params["lockFilter"] = rng.choice(["open", "locked"])
    return params


async def follow_job(stats: Stats, client: httpx.AsyncClient, job: dict, jobs: list) -> None:
    record = {"kind": job["kind"], "id": job["id"], "status": job["status"]}
    jobs.append(record)
    started = time.monotonic()
    while time.monotonic() - started < JOB_DEADLINE:
        await asyncio.sleep(1)
        response = await timed(stats, "job poll", client, "GET", f"/api/jobs/{job['id']}")
        if response.status_code != 200:
            continue
        job = response.json()
        record.update(status=job["status"], message=job["message"], seconds=round(time.monotonic() - started, 1))
        if job["status"] in ("succeeded", "failed"):
            if job["downloadUrl"]:
                download = await timed(stats, "job download", client, "GET", job["downloadUrl"])
                record["bytes"] = len(download.content)
            return


async def user(
    n: int, base: str, token: str, stats: Stats, until: float, jobs: list, export_at: float | None, think: tuple
):
    rng = random.Random(n)
    headers = {"Authorization": f"Bearer {token}"}
    async with httpx.AsyncClient(base_url=base, headers=headers, timeout=60) as client:
        editable: list[dict] = []
        followers = []
        # Users arrive spread over one think time, as locust's spawn rate does: 50 first requests fired in the same
        # millisecond would queue behind the two web processes and measure the burst, not the steady load.
        await asyncio.sleep(rng.uniform(0, think[1]))
        while time.monotonic() < until:
            roll = rng.random()
            try:
                if export_at is not None and time.monotonic() >= export_at:
                    export_at = None
                    body = {"format": rng.choice(["csv", "xlsx"]), "includeAll": True}
                    response = await timed(stats, "export start", client, "POST", "/api/exports", json=body)
                    if response.status_code == 202:
                        followers.append(asyncio.create_task(follow_job(stats, client, response.json(), jobs)))
                elif roll < 0.45:
                    response = await timed(
                        stats, "page", client, "GET", "/api/cases/paginated", params=page_params(rng)
                    )
                    if response.status_code == 200:
                        editable = [
                            c
                            for c in response.json()["data"]
                            if not (c.get("isLocked") or c.get("isCancelled") or c.get("isMerged"))
                        ] or editable
                elif roll < 0.70:
                    params = {k: v for k, v in page_params(rng).items() if k in ("company", "status")}
                    await timed(stats, "stats", client, "GET", "/api/stats", params=params)
                elif roll < 0.82 and editable:
                    case = rng.choice(editable)
                    await timed(stats, "case read", client, "GET", f"/api/cases/{case['id']}")
                elif roll < 0.96 and editable:
                    case = rng.choice(editable)
                    body = {"clientName": f"{case['clientName'].split(' #')[0]} #{rng.randint(1, 999)}"}
                    await timed(stats, "case edit", client, "PUT", f"/api/cases/{case['id']}", json=body)
                elif editable:
                    ids = [c["id"] for c in rng.sample(editable, min(10, len(editable)))]
                    body = {"caseIds": ids, "updates": {"instructed": rng.random() < 0.5}}
                    await timed(stats, "bulk update", client, "POST", "/api/cases/batch-update", json=body)
            except httpx.HTTPError:
                pass
            await asyncio.sleep(rng.uniform(*think))  # think time
        if followers:
            await asyncio.gather(*followers)


def import_csv(rows: int) -> bytes:
    """The import job's file, built before the clock starts: building it inside the event loop would stall every
    user's request in flight and show up as their latency."""
    from cases.tests.data import csv_bytes, row

    tag = int(time.time())
    return csv_bytes(
        [row(n, ob_link=f"https://ob.example.com/load/{tag}/{n}", user_id=f"L{tag}-{n}") for n in range(rows)]
    )


async def import_job(base: str, token: str, stats: Stats, jobs: list, data: bytes, at: float) -> None:
    await asyncio.sleep(max(0, at - time.monotonic()))
    async with httpx.AsyncClient(base_url=base, headers={"Authorization": f"Bearer {token}"}, timeout=120) as client:
        files = {"csvFile": ("load.csv", data, "text/csv")}
        response = await timed(stats, "import upload", client, "POST", "/api/cases/upload-csv", files=files)
        if response.status_code != 202:
            jobs.append({"kind": "import", "status": f"HTTP {response.status_code}", "message": response.text[:200]})
            return
        await follow_job(stats, client, response.json(), jobs)


def start_stack(env: dict, port: int) -> list[subprocess.Popen]:
    web = subprocess.Popen(
        [str(ROOT / ".venv" / "bin" / "gunicorn"), "-c", "config/gunicorn_conf.py", "config.wsgi"],
        env={**env, "PORT": str(port), "HOST": "127.0.0.1", "WEB_CONCURRENCY": "2"},
        cwd=ROOT,
    )
    workers = [
        subprocess.Popen(
            [PYTHON, "manage.py", "rqworker", "default", "--with-scheduler"],
            env=env,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(2)
    ]
    return [web, *workers]


def wait_until_up(base: str) -> None:
    for _ in range(300):
        try:
            if httpx.get(f"{base}/api/health", timeout=2).status_code in (200, 503):
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise SystemExit("The server did not start.")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database-url", default=DEFAULT_URL)
    parser.add_argument("--users", type=int, default=50)
    parser.add_argument("--seconds", type=int, default=120)
    parser.add_argument("--cases", type=int, default=100_000)
    parser.add_argument("--exports", type=int, default=4, help="users who each start one export job")
    parser.add_argument("--import-rows", type=int, default=20_000)
    parser.add_argument("--port", type=int, default=8141)
    parser.add_argument("--think", type=float, nargs=2, default=(0.5, 2.0), help="seconds between a user's requests")
    args = parser.parse_args()

    env = server_env(args.database_url)
    env.update(
        TASKS_BACKEND="redis",
        REDIS_URL=REDIS_URL,
        CSV_IMPORT_JOB_MIN_BYTES=str(1024 * 1024),
        MEDIA_ROOT=str(ROOT / "var" / "load-media"),
        LOG_LEVEL="WARNING",
    )
    os.environ.update(env)
    ensure_pg_database(args.database_url)
    subprocess.run(
        [PYTHON, "bench/seed.py", "--cases", str(args.cases), "--database-url", args.database_url],
        check=True,
        env=env,
        cwd=ROOT,
    )
    token = admin_token(args.database_url)
    import django

    django.setup()
    import_data = import_csv(args.import_rows)
    procs = start_stack(env, args.port)
    base = f"http://127.0.0.1:{args.port}"
    stats = Stats()
    jobs: list = []
    try:
        wait_until_up(base)
        began = time.monotonic()
        until = began + args.seconds
        exporters = set(random.Random(0).sample(range(args.users), args.exports))

        async def run() -> None:
            tasks = [
                user(
                    n,
                    base,
                    token,
                    stats,
                    until,
                    jobs,
                    began + (n % 4 + 1) * args.seconds / 6 if n in exporters else None,
                    tuple(args.think),
                )
                for n in range(args.users)
            ]
            tasks.append(import_job(base, token, stats, jobs, import_data, began + args.seconds / 3))
            await asyncio.gather(*tasks)

        asyncio.run(run())
        elapsed = time.monotonic() - began
    finally:
        for proc in procs:
            proc.send_signal(signal.SIGTERM)
        for proc in procs:
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
        from cases.models import Case

        Case.objects.filter(external_user_id__startswith="https://ob.example.com/load/").delete()
    table = stats.table()
    report = {
        "users": args.users,
        "think": args.think,
        "seconds": args.seconds,
        "elapsedWithJobs": round(elapsed),
        "cases": args.cases,
        "requests": sum(v["count"] for v in table.values()),
        "5xx": sum(v["5xx"] for v in table.values()),
        "kinds": table,
        "jobs": jobs,
        "errors": stats.errors[:20],
    }
    print(json.dumps(report, indent=2))
    print("\n| request | count | p50 ms | p95 ms | max ms | 4xx | 5xx |\n|---|---|---|---|---|---|---|")
    for kind, row in table.items():
        print(f"| {kind} | {row['count']} | {row['p50']} | {row['p95']} | {row['max']} | {row['4xx']} | {row['5xx']} |")
    finished = all(j["status"] == "succeeded" for j in jobs)
    fast = all(table[k]["p95"] < 800 for k in ("page", "stats") if k in table)
    print(
        f"\n5xx: {report['5xx']}; page/stats p95 < 800 ms: {fast}; every job succeeded: {finished} ({len(jobs)} jobs)"
    )


if __name__ == "__main__":
    main()
