"""Fault test (guide: workflow#exports): kill -9 the task worker in the middle of an export job and of import jobs,
restart it, and check that nothing is lost: python bench/fault_worker.py [--cases 300000] [--import-rows 100000].

Runs against PostgreSQL on 127.0.0.1 only (FAULT_PG_URL, default casebook_h13b_fault), with the database task
backend and a real `manage.py db_worker` process. Every wait has a deadline, so the run is bounded. Checks:

- export: killed mid-file, the job is never served (no downloadUrl, nothing published); after the restart the job
  is recovered (what GET /api/jobs/{id} does), run again and succeeds with a complete workbook of every case;
- import killed while reading the file, and import killed in its write transaction: the case table is unchanged
  after the kill (all or nothing), and after the restart the job succeeds with every row imported exactly once.
"""

import argparse
import json
import os
import signal
import subprocess
import sys
import time
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.harness import PYTHON, ensure_pg_database, server_env  # noqa: E402

if TYPE_CHECKING:
    from cases.models import Job

DEFAULT_URL = os.environ.get("FAULT_PG_URL", "postgres://postgres@127.0.0.1:5432/casebook_h13b_fault")
STALE_SECONDS = 6
DEADLINE = 300  # seconds, for any one wait


def wait_for(what: str, check, timeout: float = DEADLINE, every: float = 0.05):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = check()
        if value:
            return value
        time.sleep(every)
    raise SystemExit(f"FAILED: timed out after {timeout:.0f} s waiting for {what}")


class Worker:
    """One `manage.py db_worker` process of ours."""

    def __init__(self, env: dict):
        self.env = env
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [PYTHON, "manage.py", "db_worker", "--interval", "0.2", "--no-startup-delay", "--no-reload"],
            env=self.env,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
        )

    def kill9(self) -> None:
        assert self.proc is not None, "the worker was not started"
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)


def job_row(job_id) -> "Job":
    from cases.models import Job

    return Job.objects.get(pk=job_id)


def recover_and_finish(worker: Worker, job_id) -> tuple["Job", float]:
    """Restart the worker, let the job go stale and be recovered (as a poll of GET /api/jobs/{id} does), and wait
    for its outcome; returns the job and the seconds from restart to the outcome."""
    from cases.jobs import dispatch

    started = time.monotonic()
    worker.start()
    wait_for("the stale job to be recovered", lambda: dispatch.jobs_recover_stale(job_ids=[job_id]), STALE_SECONDS + 30)
    job = wait_for("the job to finish", lambda: (j := job_row(job_id)).status in ("succeeded", "failed") and j)
    return job, time.monotonic() - started


def kill_when(worker: Worker, job_id, what: str, condition) -> dict:
    job = wait_for(what, lambda: (j := job_row(job_id)).status == "running" and condition(j) and j, every=0.02)
    worker.kill9()
    return {"progressAtKill": job.progress}


def sheet_rows(path: Path) -> int:
    with zipfile.ZipFile(path) as archive:
        assert archive.testzip() is None, "the workbook is damaged"
        count = 0
        with archive.open("xl/worksheets/sheet1.xml") as sheet:
            tail = b""
            while chunk := sheet.read(1 << 20):
                count += (tail + chunk).count(b"<row ") - tail.count(b"<row ")
                tail = chunk[-8:]
        return count


def export_scenario(worker: Worker, admin, media: Path) -> dict:
    from cases.exporting.jobs import job_export_start
    from cases.jobs import selectors
    from cases.models import Case

    worker.start()
    job = job_export_start(user=admin, params={"format": "xlsx", "includeAll": True}, file_name="all_cases.xlsx")
    report = kill_when(worker, job.pk, "the export to be a fifth done", lambda j: j.progress >= 20)
    killed = job_row(job.pk)
    published = list((media / "jobs" / "exports" / str(job.pk)).rglob("*"))
    assert killed.status == "running" and not killed.output_file, "a killed export must not be published"
    assert selectors.job_payload(killed)["downloadUrl"] is None
    assert not [p for p in published if p.is_file()], f"files left under the job: {published}"

    done, seconds = recover_and_finish(worker, job.pk)
    assert done.status == "succeeded", done.message
    assert done.attempts == 2
    rows = sheet_rows(media / done.output_file)
    cases = Case.objects.count()
    assert rows == cases + 1, f"workbook has {rows} rows for {cases} cases"
    return {**report, "outcome": done.status, "attempts": done.attempts, "rows": rows - 1, "recoverySeconds": seconds}


def import_scenario(worker: Worker, admin, *, rows: int, tag: str, kill_at: int) -> dict:
    from django.core.files.uploadedfile import SimpleUploadedFile

    from cases.importing.jobs import job_import_start
    from cases.models import Case
    from cases.tests.data import csv_bytes, row

    data = csv_bytes(
        [row(n, ob_link=f"https://ob.example.com/fault/{tag}/{n}", user_id=f"F{tag}{n}") for n in range(rows)]
    )
    before = Case.objects.count()
    worker.start()
    job = job_import_start(user=admin, upload=SimpleUploadedFile(f"{tag}.csv", data, "text/csv"))
    phase = "reading" if kill_at < 90 else "writing"
    report = kill_when(worker, job.pk, f"the import to be {phase}", lambda j: j.progress >= kill_at)
    after_kill = Case.objects.count()
    assert after_kill == before, f"a killed import left {after_kill - before} cases"

    done, seconds = recover_and_finish(worker, job.pk)
    imported = Case.objects.filter(external_user_id__startswith=f"https://ob.example.com/fault/{tag}/").count()
    assert done.status == "succeeded", done.message
    assert imported == rows, f"{imported} of {rows} rows imported"
    assert Case.objects.count() == before + rows
    return {
        **report,
        "phase": phase,
        "fileMB": round(len(data) / 1e6, 1),
        "casesAfterKill": after_kill - before,
        "outcome": done.status,
        "message": done.message,
        "recoverySeconds": round(seconds, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database-url", default=DEFAULT_URL)
    parser.add_argument("--cases", type=int, default=300_000)
    parser.add_argument("--import-rows", type=int, default=100_000)
    args = parser.parse_args()
    if "127.0.0.1" not in args.database_url and "localhost" not in args.database_url:
        raise SystemExit("The fault test runs against a local PostgreSQL only.")

    media = ROOT / "var" / "fault-media"
    env = server_env(args.database_url)
    env.update(
        TASKS_BACKEND="database",
        JOB_STALE_SECONDS=str(STALE_SECONDS),
        JOB_HEARTBEAT_SECONDS="0.5",
        MEDIA_ROOT=str(media),
        LOG_LEVEL="WARNING",
    )
    os.environ.update(env)
    ensure_pg_database(args.database_url)
    from bench import seed

    seed.seed(args.cases, args.database_url)

    from accounts.models import User
    from accounts.roles import Role
    from accounts.services import user_account_create

    admin = User.objects.filter(email="fault-admin@example.com").first() or user_account_create(
        email="fault-admin@example.com", password="fault-password", role=Role.ADMIN
    )
    assert admin.has_perm("accounts.view_all_cases"), "the fault admin must see every case"
    from cases.models import Case

    Case.objects.filter(external_user_id__startswith="https://ob.example.com/fault/").delete()  # an aborted run's
    worker = Worker(env)
    report = {"cases": args.cases}
    scenarios = {
        "export": lambda: export_scenario(worker, admin, media),
        "importKilledReading": lambda: import_scenario(worker, admin, rows=args.import_rows, tag="r", kill_at=30),
        "importKilledWriting": lambda: import_scenario(worker, admin, rows=args.import_rows, tag="w", kill_at=90),
    }
    try:
        for name, scenario in scenarios.items():
            report[name] = scenario()
            print(f"{name}: {json.dumps(report[name])}", flush=True)
            worker.stop()
    finally:
        worker.stop()
        from cases.models import Case

        Case.objects.filter(external_user_id__startswith="https://ob.example.com/fault/").delete()
    print(json.dumps(report, indent=2))
    print("PASSED: no job lost, no half-written file served, no import half-applied.")


if __name__ == "__main__":
    main()
