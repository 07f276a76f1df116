"""kill -9 of a real `manage.py db_worker` process in the middle of an import job (guide: workflow#imports): nothing is
half-applied, and after a restart the recovered job imports every row once. bench/fault_worker.py does the same for an
export and for an import killed in its write transaction, on a 300,000-case book.

PostgreSQL only: the worker is another process, which cannot reach pytest's in-memory SQLite database.
"""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from django.db import connection

import pytest

from cases.models import Case, Job
from cases.tests.data import csv_bytes, row, upload
from cases.tests.jobs_fixtures import get_job, media_folder  # noqa: F401 - the autouse fixture `media`

pytestmark = pytest.mark.postgres_only
ROOT = Path(__file__).resolve().parents[3]
ROWS = 100_000


def wait_for(what: str, check, timeout: float = 120):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if value := check():
            return value
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def worker(media, transactional_db):
    """start() -> a db_worker process on the test database; every one started is killed at the end."""
    db = connection.settings_dict
    url = f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "DJANGO_SETTINGS_MODULE": "config.settings_test",
        "MEDIA_ROOT": str(media),
        "JOB_HEARTBEAT_SECONDS": "0.2",
    }
    started: list[subprocess.Popen] = []

    def start() -> subprocess.Popen:
        command = [sys.executable, "manage.py", "db_worker", "--interval", "0.1", "--no-startup-delay", "--no-reload"]
        started.append(subprocess.Popen(command, env=env, cwd=ROOT, stderr=subprocess.DEVNULL))
        return started[-1]

    yield start
    for proc in started:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)


def test_a_worker_killed_mid_import_leaves_no_case_and_the_restarted_job_imports_every_row(
    auth_client, manager_user, settings, worker, media
):
    settings.CSV_IMPORT_JOB_MIN_BYTES = 1
    settings.JOB_STALE_SECONDS = 2
    client = auth_client(manager_user)
    job_id = upload(client, csv_bytes([row(n) for n in range(ROWS)])).json()["id"]

    first = worker()
    wait_for(
        "the import to be reading", lambda: Job.objects.filter(pk=job_id, status="running", progress__gte=5).exists()
    )
    os.kill(first.pid, signal.SIGKILL)
    first.wait(timeout=10)

    assert Case.objects.count() == 0
    assert get_job(client, job_id)["status"] == "running"  # not stale yet
    worker()
    wait_for("the job to be recovered", lambda: get_job(client, job_id)["status"] != "running", timeout=30)
    job = wait_for(
        "the job to finish", lambda: (j := get_job(client, job_id))["status"] in ("succeeded", "failed") and j
    )
    assert job["status"] == "succeeded", job["message"]
    assert job["result"]["imported"] == ROWS
    assert Case.objects.count() == ROWS
    assert Job.objects.get(pk=job_id).attempts == 2
    assert not any(p.is_file() for p in media.rglob("*"))
