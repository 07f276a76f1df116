"""Fault test: stop PostgreSQL for a moment under a running production-style server and check that
/api/health and API requests answer 503 with a clear message meanwhile, and that the app recovers by itself.

    python bench/fault_db.py [--outage 3]

127.0.0.1 only. Serves the app as `make serve` does (gunicorn with config/gunicorn_conf.py, 2 web workers,
DEBUG off) on its own database (FAULT_DB_PG_URL, default casebook_h13a_fault). PostgreSQL is shared with
everything else on the machine, so the outage lasts a few seconds and PostgreSQL is started again in a
`finally` block whatever happens. Every wait has a deadline.
"""

import argparse
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.harness import PYTHON, admin_token, ensure_pg_database, server_env  # noqa: E402

URL = os.environ.get("FAULT_DB_PG_URL", "postgres://postgres@127.0.0.1:5432/casebook_h13a_fault")
CLUSTER = os.environ.get("FAULT_DB_CLUSTER", "15 main").split()
MESSAGE = "The database is not available at the moment. Please try again in a few seconds."


def request(base: str, path: str, token: str | None = None) -> tuple[int, dict, float]:
    req = urllib.request.Request(base + path, headers={"Authorization": f"Bearer {token}"} if token else {})
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            status, body = resp.status, resp.read()
    except urllib.error.HTTPError as err:
        status, body = err.code, err.read()
    except (urllib.error.URLError, ConnectionError, TimeoutError) as err:
        return 0, {"error": str(err)}, time.perf_counter() - started  # the server is not up (yet)
    elapsed = time.perf_counter() - started
    try:
        return status, json.loads(body), elapsed
    except ValueError:
        return status, {"raw": body[:200].decode(errors="replace")}, elapsed


def pg(action: str) -> None:
    subprocess.run(
        ["pg_ctlcluster", "--skip-systemctl-redirect", *CLUSTER, action, *(["-m", "fast"] if action == "stop" else [])],
        check=True,
    )


def pg_ready() -> bool:
    return subprocess.run(["pg_isready", "-q", "-h", "127.0.0.1", "-p", "5432"]).returncode == 0


def wait_for(condition, seconds: float, what: str):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        result = condition()
        if result:
            return result
        time.sleep(0.2)
    raise SystemExit(f"FAILED: {what} within {seconds} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--outage", type=float, default=3.0, help="seconds PostgreSQL stays down")
    args = parser.parse_args()

    ensure_pg_database(URL)
    env = {**server_env(URL), "WEB_CONCURRENCY": "2", "HOST": "127.0.0.1"}
    subprocess.run([PYTHON, "manage.py", "migrate", "--noinput", "-v", "0"], check=True, env=env, cwd=ROOT)
    token = admin_token(URL)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env["PORT"] = str(port)
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [str(ROOT / ".venv" / "bin" / "gunicorn"), "-c", "config/gunicorn_conf.py", "config.wsgi"],
        env={**env, "REQUEST_LOG_LEVEL": "WARNING"},
        cwd=ROOT,
    )
    figures: dict[str, Any] = {}
    try:
        wait_for(lambda: request(base, "/api/health")[0] == 200, 30, "the server answering")
        for _ in range(4):  # every web worker holds a persistent database connection now
            assert request(base, "/api/cases/paginated?page=1&limit=50", token)[0] == 200
        print("before:", request(base, "/api/health")[:2])

        stopped_at = time.monotonic()
        try:
            pg("stop")
            health = request(base, "/api/health")
            listing = request(base, "/api/cases/paginated?page=1&limit=50", token)
            print("during: health", health[0], health[1], f"{health[2] * 1000:.0f} ms")
            print("during: list  ", listing[0], listing[1], f"{listing[2] * 1000:.0f} ms")
            figures["during"] = {"health": health[:2], "list": listing[:2]}
            assert health[0] == 503 and health[1] == {
                "status": "down",
                "database": "down",
                "cache": "ok",
                "tasks": "down",
            }, health
            assert listing[0] == 503 and listing[1] == {"message": MESSAGE}, listing
            time.sleep(max(0.0, args.outage - (time.monotonic() - stopped_at)))
        finally:
            pg("start")
            wait_for(pg_ready, 60, "PostgreSQL accepting connections again")
        back_at = time.monotonic()
        figures["outage_s"] = round(back_at - stopped_at, 1)

        wait_for(lambda: request(base, "/api/health")[0] == 200, 30, "/api/health back to 200")
        recovered = [request(base, "/api/cases/paginated?page=1&limit=50", token)[0] for _ in range(6)]
        figures["recovered_after_s"] = round(time.monotonic() - back_at, 2)
        figures["after"] = {"health": request(base, "/api/health")[:2], "list": recovered}
        print("after: health", figures["after"]["health"], "list statuses", recovered)
        assert recovered == [200] * 6, recovered
        assert server.poll() is None, "the server process had to restart"
        print(
            f"PASSED: PostgreSQL down {figures['outage_s']} s; back to 200 {figures['recovered_after_s']} s after "
            "PostgreSQL was ready, same gunicorn processes"
        )
    finally:
        if not pg_ready():
            pg("start")
        server.terminate()
        server.wait(timeout=20)


if __name__ == "__main__":
    main()
