"""What every benchmark module shares: seeded databases, a real server, and timers for requests and bare SQL.

A benchmark module `bench/bench_<area>.py` exposes `run(ctx: Context) -> None` and records figures with
`ctx.record(...)`. `bench/run.py` builds one Context per database (PostgreSQL and SQLite) and calls them.
"""

import http.client
import json
import os
import socket
import sqlite3
import statistics
import subprocess
import sys
import time
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PYTHON = str(ROOT / ".venv" / "bin" / "python")
SECRET = "bench-secret-key-long-enough-for-hs256-signing-0123456789"
BENCH_ADMIN = "bench-admin@example.com"

DATABASES = {
    "postgresql": os.environ.get("BENCH_PG_URL", "postgres://postgres@127.0.0.1:5432/casebook_bench"),
    "sqlite": f"sqlite:///{ROOT / 'var' / 'bench.sqlite3'}",
}


def server_env(database_url: str) -> dict:
    env = dict(os.environ)
    env.update(
        DATABASE_URL=database_url,
        DEBUG="false",
        SECRET_KEY=SECRET,
        ALLOWED_HOSTS="127.0.0.1,localhost",
        DJANGO_SETTINGS_MODULE="config.settings",
        LOGIN_MAX_FAILURES="1000",
        # The benches time the in-request import and the streamed export at full size; above these thresholds the
        # app answers 202 with a background job instead (bench/fault_worker.py and load_test.py time the jobs).
        EXPORT_SYNC_MAX_ROWS="100000000",
        CSV_IMPORT_JOB_MIN_BYTES=str(1 << 40),
    )
    return env


def ensure_pg_database(url: str) -> None:
    parsed = urllib.parse.urlparse(url)
    name = parsed.path.lstrip("/")
    subprocess.run(
        ["createdb", "-h", parsed.hostname or "127.0.0.1", "-U", parsed.username or "postgres", name],
        capture_output=True,
    )


def prepare_database(vendor: str, cases: int) -> str:
    url = DATABASES[vendor]
    if vendor == "postgresql":
        ensure_pg_database(url)
    subprocess.run(
        [PYTHON, str(ROOT / "bench" / "seed.py"), "--cases", str(cases), "--database-url", url],
        check=True,
        env=server_env(url),
        cwd=ROOT,
    )
    return url


def user_token(database_url: str, *, email: str, role: str, company: str = "") -> str:
    """Create (once) a benchmark user of `role` (a client of `company`) and return a bearer token for it."""
    code = (
        "from accounts.models import User; from accounts.roles import Role;"
        "from accounts.services import user_account_create; from accounts.tokens import access_token_for;"
        f"u = User.objects.filter(email='{email}').first() or "
        f"user_account_create(email='{email}', password='bench-password', role=Role('{role}'), company='{company}');"
        "print(access_token_for(u))"
    )
    out = subprocess.run(
        [PYTHON, "manage.py", "shell", "-c", code],
        check=True,
        capture_output=True,
        text=True,
        env=server_env(database_url),
        cwd=ROOT,
    )
    return out.stdout.strip().splitlines()[-1]


def admin_token(database_url: str) -> str:
    """Create (once) the benchmark admin and return a bearer token for it."""
    return user_token(database_url, email=BENCH_ADMIN, role="admin")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def serve(database_url: str, *, workers: int = 1):
    """Run the app under gunicorn (one worker by default, as one user would be served) and yield its base URL and
    PID."""
    port = _free_port()
    proc = subprocess.Popen(
        [
            str(ROOT / ".venv" / "bin" / "gunicorn"),
            "config.wsgi",
            "-b",
            f"127.0.0.1:{port}",
            "-w",
            str(workers),
            "--timeout",
            "600",
            "--log-level",
            "warning",
        ],
        env=server_env(database_url),
        cwd=ROOT,
    )
    try:
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}", proc.pid
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def peak_rss_mb(pid: int) -> float:
    """Peak resident memory of a process (and its children, e.g. gunicorn's worker) in MB."""
    total = 0.0
    for p in [pid, *_children(pid)]:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    total = max(total, int(line.split()[1]) / 1024)
        except OSError:
            pass
    return total


def rss_mb(pid: int) -> float:
    total = 0.0
    for p in [pid, *_children(pid)]:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total = max(total, int(line.split()[1]) / 1024)
        except OSError:
            pass
    return total


def _children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


class Http:
    """A keep-alive HTTP client with the bearer token, timing each request."""

    def __init__(self, base_url: str, token: str):
        parsed = urllib.parse.urlparse(base_url)
        self.conn = http.client.HTTPConnection(parsed.hostname or "127.0.0.1", parsed.port, timeout=600)
        self.headers = {"Authorization": f"Bearer {token}"}

    def request(self, method: str, path: str, body: bytes | None = None, headers: dict | None = None):
        self.conn.request(method, path, body=body, headers={**self.headers, **(headers or {})})
        resp = self.conn.getresponse()
        data = resp.read()
        if resp.status >= 400:
            raise RuntimeError(f"{method} {path} -> {resp.status}: {data[:300]!r}")
        return resp, data

    def get_json(self, path: str):
        return json.loads(self.request("GET", path)[1])


def timed(fn, *, repeat: int = 15, warmup: int = 2) -> dict:
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t) * 1000)
    samples.sort()
    return {"median": statistics.median(samples), "p95": samples[min(len(samples) - 1, int(len(samples) * 0.95))]}


@contextmanager
def raw_connection(database_url: str) -> Iterator[Any]:
    if database_url.startswith("sqlite"):
        lite = sqlite3.connect(database_url.removeprefix("sqlite:///"))
        from cases.search_fold import register_on

        register_on(lite)  # the searches' SQL calls casebook_fold (cases/search_fold.py)
        try:
            yield lite
        finally:
            lite.close()
    else:
        import psycopg

        with psycopg.connect(database_url.replace("postgres://", "postgresql://"), autocommit=True) as conn:
            yield conn


@dataclass
class Context:
    vendor: str
    database_url: str
    base_url: str
    token: str
    server_pid: int
    cases: int
    results: list = field(default_factory=list)

    def http(self) -> Http:
        return Http(self.base_url, self.token)

    def time_get(self, path: str, **kw) -> dict:
        client = self.http()
        return timed(lambda: client.request("GET", path), **kw)

    def time_sql(self, sql: str, params=(), **kw) -> dict:
        """Time bare SQL in the same session; write it with %s placeholders (converted for SQLite)."""
        with raw_connection(self.database_url) as conn:
            if self.vendor == "sqlite":
                sql = sql.replace("%s", "?")

            def run():
                cur = conn.cursor()
                cur.execute(sql, params)
                cur.fetchall()

            return timed(run, **kw)

    def record(self, area: str, name: str, figures: dict, *, sql: dict | None = None, goal: str = "", note: str = ""):
        row = {
            "area": area,
            "name": name,
            "vendor": self.vendor,
            "cases": self.cases,
            **figures,
            "sql_median": sql["median"] if sql else None,
            "goal": goal,
            "note": note,
        }
        self.results.append(row)
        extra = f"  (bare SQL {sql['median']:.1f} ms)" if sql else ""
        shown = ", ".join(f"{k} {v:.1f}" if isinstance(v, float) else f"{k} {v}" for k, v in figures.items())
        print(f"[{self.vendor}] {area}: {name}: {shown}{extra} {note}", file=sys.stderr)
