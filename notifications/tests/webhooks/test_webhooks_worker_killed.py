"""A worker killed with SIGKILL in the middle of a delivery: the message is delivered later, once its lease runs
out and a run recovers it (at least once).

Real `manage.py db_worker` processes on the test database (so PostgreSQL only: SQLite's test database lives in this
process's memory), sending to the real receiver of these tests.
"""

import os
import signal
import subprocess
import sys
import threading
import time
from io import StringIO
from pathlib import Path

from django.core.management import call_command
from django.db import connection, transaction

import pytest
from standardwebhooks import Webhook

from cases.audit import audit_record
from cases.tests.factories import CaseFactory
from notifications.models import WebhookMessage
from notifications.webhooks.services import endpoint_create

pytestmark = [pytest.mark.postgres_only, pytest.mark.django_db(transaction=True)]

BASE_DIR = Path(__file__).resolve().parents[3]
LEASE_SECONDS = 3


def _start_worker() -> subprocess.Popen:
    db = connection.settings_dict
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DEBUG": "false",
        "SECRET_KEY": "worker-test-secret-key-that-is-long-enough-for-the-check",
        "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}",
        "TASKS_BACKEND": "database",
        "WEBHOOK_ALLOW_PRIVATE_NETWORKS": "true",
        "WEBHOOK_LEASE_SECONDS": str(LEASE_SECONDS),
        "WEBHOOK_TIMEOUT_SECONDS": "20",
    }
    command = [sys.executable, "manage.py", "db_worker", "--no-reload", "--interval", "0.2", "--no-startup-delay"]
    return subprocess.Popen(command, cwd=BASE_DIR, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _wait_for(condition, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError("timed out waiting")


def _stop(worker: subprocess.Popen) -> None:
    if worker.poll() is None:
        worker.terminate()
        try:
            worker.wait(timeout=10)
        except subprocess.TimeoutExpired:
            worker.kill()


def test_a_delivery_cut_by_a_killed_worker_is_delivered_once_the_lease_is_recovered(receiver, admin_user):
    endpoint = endpoint_create(url=receiver.url, events=["case.locked"], company=None, actor=admin_user)
    receiver.hold = threading.Event()  # the receiver sits on the request: the worker is killed while it waits
    worker = _start_worker()
    try:
        with transaction.atomic():
            case = CaseFactory()
            audit_record(action="lock", actor=admin_user, case_id=case.pk)
        assert receiver.arrived.wait(30), "the worker never sent"
        message = WebhookMessage.objects.get()
        assert message.claimed_until is not None and message.status == "pending"
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=10)
    finally:
        _stop(worker)
    receiver.hold.set()  # whatever the killed worker's request carried, it was never answered to the worker
    _wait_for(lambda: len(receiver.received) == 1)
    receiver.hold = None

    # Inside the lease nobody sends it again (the worker might only be slow).
    call_command("deliver_webhooks", "--now", stdout=StringIO())
    assert len(receiver.received) == 1
    message.refresh_from_db()
    assert message.status == "pending" and message.attempts == []

    # Once the lease has run out, the cron command queues a run and a fresh worker delivers it.
    time.sleep(LEASE_SECONDS + 0.5)
    out = StringIO()
    call_command("deliver_webhooks", stdout=out)
    assert "Recovered 1 interrupted messages. Queued a run for 1 endpoints." in out.getvalue()
    worker = _start_worker()
    try:
        _wait_for(lambda: WebhookMessage.objects.get().status == "delivered")
    finally:
        _stop(worker)

    message.refresh_from_db()
    assert [a["statusCode"] for a in message.attempts] == [200]
    assert len(receiver.received) == 2  # at least once: the cut request and the delivered one
    hook = Webhook(endpoint.secret)
    for got in receiver.received:
        assert got.headers["webhook-id"] == f"msg_{message.uid.hex}"
        assert hook.verify(got.body, got.headers)["data"]["id"] == case.pk
