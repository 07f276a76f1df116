"""A worker killed with SIGKILL in the middle of sending: the e-mail never goes twice.

The worker is a real `manage.py db_worker` process on the test database (so PostgreSQL only: SQLite's
test database lives in this process's memory), talking to the real SMTP server of these tests.
"""

import os
import signal
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

from django.db import connection
from django.utils import timezone

import pytest
from django_tasks_db.models import DBTaskResult

from notifications.dispatch import daily_digests_enqueue
from notifications.models import DigestDelivery

pytestmark = [pytest.mark.postgres_only, pytest.mark.django_db(transaction=True)]

BASE_DIR = Path(__file__).resolve().parents[2]


def _start_worker(*, smtp_port: int) -> subprocess.Popen:
    """A production-settings worker on the test database, sending through the tests' SMTP server."""
    db = connection.settings_dict
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DEBUG": "false",
        "SECRET_KEY": "worker-test-secret-key-that-is-long-enough-for-the-check",
        "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}",
        "EMAIL_URL": f"smtp://127.0.0.1:{smtp_port}",
        "TASKS_BACKEND": "database",
    }
    command = [sys.executable, "manage.py", "db_worker", "--no-reload", "--interval", "0.2", "--no-startup-delay"]
    return subprocess.Popen(command, cwd=BASE_DIR, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _wait_for(condition, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError("timed out waiting")


def test_killing_the_worker_mid_send_leaves_the_row_uncertain_and_nothing_goes_twice(smtp_server, staff_user, settings):
    smtp_server.data_delay = 3  # the server sits on the message: the worker is killed while it waits
    worker = _start_worker(smtp_port=settings.EMAIL_PORT)
    try:
        daily_digests_enqueue()
        _wait_for(lambda: smtp_server.sessions >= 1 and DigestDelivery.objects.get().status == "sending")
        time.sleep(0.5)  # inside DATA
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=10)
    finally:
        if worker.poll() is None:
            worker.kill()
    time.sleep(3)  # let the server finish with whatever it had
    # Whether the message got through depends on the instant of the kill: that is why it cannot be retried.
    arrived = len(smtp_server.received)
    assert arrived <= 1

    delivery = DigestDelivery.objects.get()
    assert delivery.status == DigestDelivery.Status.SENDING
    assert DBTaskResult.objects.get().status == "RUNNING"  # the killed job

    # A later run (cron, the dashboard button) with a fresh worker: it must not send the e-mail again.
    DigestDelivery.objects.update(attempted_at=timezone.now() - timedelta(minutes=20))
    assert daily_digests_enqueue().queued == 0
    delivery.refresh_from_db()
    assert delivery.status == DigestDelivery.Status.UNCERTAIN
    assert len(smtp_server.received) == arrived
