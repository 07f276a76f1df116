"""Webhooks under a bulk change: python bench/webhooks_bulk.py [--cases 10000] [--database-url URL].

On a real database (default: SQLite var/bench_webhooks.sqlite3; a postgres:// URL works too), with one endpoint
subscribed to case.status_changed pointing at a local receiver on 127.0.0.1 and one real `manage.py db_worker`:

- a batch status change of every case (the service the batch endpoint calls), timed with and without the endpoint
  (what writing the outbox costs the request);
- the time from that change to the last delivery (deliveries per second), checking every message arrived once;
- the delay seen by another task enqueued right after the bulk change: it must not wait for all the deliveries.
"""

import argparse
import json
import os
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.harness import PYTHON, ensure_pg_database, server_env  # noqa: E402

DEFAULT_URL = f"sqlite:///{ROOT / 'var' / 'bench_webhooks.sqlite3'}"
DEADLINE = 900


class Counter:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.ids: list[str] = []
        self.first_at = self.last_at = 0.0


def start_receiver(counter: Counter) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self):  # noqa: N802 - http.server's name
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            with counter.lock:
                counter.ids.append(self.headers["webhook-id"])
                counter.last_at = time.monotonic()
                counter.first_at = counter.first_at or counter.last_at
            self.send_response(204)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--database-url", default=DEFAULT_URL)
    args = parser.parse_args()
    url = args.database_url
    if url.startswith("postgres"):
        ensure_pg_database(url)
    env = {**server_env(url), "WEBHOOK_ALLOW_PRIVATE_NETWORKS": "true", "TASKS_BACKEND": "database"}
    subprocess.run(
        [PYTHON, str(ROOT / "bench" / "seed.py"), "--cases", str(args.cases), "--database-url", url],
        check=True,
        env=env,
        cwd=ROOT,
    )
    os.environ.update(env)
    import django

    django.setup()
    from django.db import connection

    from django_tasks_db.models import DBTaskResult

    from accounts.models import User
    from accounts.roles import Role
    from accounts.services import user_account_create
    from cases.models import Case
    from cases.services.batch import cases_batch_update
    from notifications.models import WebhookEndpoint, WebhookMessage
    from notifications.tasks import notify_turnaround
    from notifications.webhooks.registry import active_endpoints_refresh
    from notifications.webhooks.services import endpoint_create

    User.objects.filter(email="bench-hooks@example.com").delete()
    admin = user_account_create(email="bench-hooks@example.com", password="bench-password", role=Role.ADMIN, company="")
    WebhookEndpoint.objects.all().delete()
    DBTaskResult.objects.all().delete()
    active_endpoints_refresh()
    ids = list(Case.objects.filter(is_locked=False, is_cancelled=False, is_merged=False).values_list("pk", flat=True))
    ids = ids[: args.cases]

    def batch(status: str) -> float:
        began = time.perf_counter()
        print(f"batch change to {status} of {len(ids)} cases...", file=sys.stderr)
        cases_batch_update(case_ids=ids, updates={"current_status": status, "instructed": True}, actor=admin)
        return time.perf_counter() - began

    batch("in_production")
    without = batch("sent")  # no endpoint: the baseline

    counter = Counter()
    server = start_receiver(counter)
    endpoint = endpoint_create(
        url=f"http://127.0.0.1:{server.server_address[1]}/hooks",
        events=["case.status_changed"],
        company=None,
        actor=admin,
    )
    worker = subprocess.Popen(
        [PYTHON, "manage.py", "db_worker", "--interval", "0.1", "--no-startup-delay", "--no-reload"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=(ROOT / "var" / "bench_webhooks_worker.log").open("w"),
    )
    try:
        time.sleep(2)  # the worker is up and idle
        began = time.monotonic()
        with_endpoint = batch("in_production")
        changed_at = time.monotonic()
        probe = notify_turnaround.enqueue()  # another job, queued right after the bulk change
        messages = WebhookMessage.objects.filter(endpoint=endpoint).count()
        probe_started = None
        deadline = time.monotonic() + DEADLINE
        while time.monotonic() < deadline:
            if probe_started is None:
                row = DBTaskResult.objects.filter(pk=probe.id).values_list("started_at", "enqueued_at").first()
                if row and row[0]:
                    probe_started = (row[0] - row[1]).total_seconds()
                    delivered_by_then = len(counter.ids)
            if len(counter.ids) >= messages and probe_started is not None:
                break
            time.sleep(0.05)
        done = counter.last_at - changed_at
        runs = DBTaskResult.objects.filter(task_path__endswith="webhook_endpoint_deliver").count()
    finally:
        worker.terminate()
        worker.wait(timeout=30)
        server.shutdown()
    result = {
        "database": connection.vendor,
        "cases": len(ids),
        "messages": messages,
        "delivered": len(counter.ids),
        "distinct": len(set(counter.ids)),
        "batch_change_s_without_endpoint": round(without, 2),
        "batch_change_s_with_endpoint": round(with_endpoint, 2),
        "change_to_last_delivery_s": round(done, 1),
        "deliveries_per_s": round(len(counter.ids) / done, 1) if done > 0 else None,
        "delivery_runs": runs,
        "other_task_waited_s": round(probe_started, 2) if probe_started is not None else None,
        "delivered_before_other_task_started": delivered_by_then if probe_started is not None else None,
        "total_s": round(time.monotonic() - began, 1),
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
