"""Fixtures that run queued background jobs through the real workers, in the test's own process.

`run_tasks()` drives the database backend's `db_worker` in batch mode; `rq_tasks` switches the test to the
RQ backend on a Redis database of its own and drives a real RQ worker. Both need committed rows the
worker can see, so they imply `transactional_db`.
"""

import os
from io import StringIO
from urllib.parse import urlsplit, urlunsplit

from django.core.management import call_command
from django.utils import timezone

import pytest

# A Redis database number of the tests' own (never FLUSHALL: other processes share this Redis).
BASE_TEST_REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/9")
REDIS_DATABASES = 16  # Redis's default `databases`


def _database_number(url: str) -> int:
    return int(urlsplit(url).path.strip("/") or 0)


def workers_with_a_redis_database(base_url: str = BASE_TEST_REDIS_URL) -> int:
    """How many xdist workers can each have a Redis database of their own, counting up from the base URL's."""
    return REDIS_DATABASES - _database_number(base_url)


def worker_redis_url(base_url: str = BASE_TEST_REDIS_URL, worker: str | None = None) -> str:
    """The tests' Redis database for this pytest-xdist worker: gw0 keeps the base number, gwN adds N.

    `clear()` deletes every rq:* key of the database, so two workers sharing one would wipe each other's queued
    jobs mid-test. Without xdist (no PYTEST_XDIST_WORKER) the base URL is used as it is.
    """
    worker = os.environ.get("PYTEST_XDIST_WORKER", "") if worker is None else worker
    if not worker:
        return base_url
    parts = urlsplit(base_url)
    db = _database_number(base_url) + int(worker.removeprefix("gw"))
    if db >= REDIS_DATABASES:
        raise ValueError(
            f"pytest-xdist worker {worker} would need Redis database {db} (TEST_REDIS_URL={base_url}): "
            f"run fewer workers or give TEST_REDIS_URL a lower database number"
        )
    return urlunsplit(parts._replace(path=f"/{db}"))


MAX_ROUNDS = 20


def _run_db_worker() -> None:
    call_command("db_worker", batch=True, interval=0, startup_delay=False, reload=False, verbosity=0, stdout=StringIO())


@pytest.fixture
def run_tasks(transactional_db, settings):
    """run_tasks(due_now=False): run every queued job with the real database worker, then return.

    With due_now=True, jobs deferred to later (retries with backoff) are made due and run too, round after
    round, until nothing is left queued.
    """
    from django_tasks_db.models import DBTaskResult

    assert settings.TASKS["default"]["BACKEND"] == "django_tasks_db.DatabaseBackend"

    def run(*, due_now: bool = False) -> None:
        for _ in range(MAX_ROUNDS):
            _run_db_worker()
            if not due_now:
                return
            waiting = DBTaskResult.objects.filter(status="READY")
            if not waiting.exists():
                return
            waiting.update(run_after=timezone.now())
        raise AssertionError(f"Jobs still queued after {MAX_ROUNDS} rounds: a job re-enqueues itself for ever?")

    return run


class RQRunner:
    def __init__(self, queue_names: list[str]):
        import django_rq

        self.queues = [django_rq.get_queue(name) for name in queue_names]
        self.connection = self.queues[0].connection

    def clear(self) -> None:
        # Only the rq:* keys of the tests' own Redis database (this xdist worker's own).
        keys = list(self.connection.scan_iter("rq:*"))
        if keys:
            self.connection.delete(*keys)

    def make_scheduled_due(self) -> int:
        from rq.registry import ScheduledJobRegistry

        moved = 0
        for queue in self.queues:
            registry = ScheduledJobRegistry(queue=queue)
            for job_id in registry.get_job_ids():
                job = queue.fetch_job(job_id)
                registry.remove(job_id)
                if job is not None:
                    queue.enqueue_job(job)
                    moved += 1
        return moved

    def __call__(self, *, due_now: bool = False) -> None:
        """Run every queued job with a real (non-forking) RQ worker, like `rqworker --burst`."""
        import django_rq
        from rq import SimpleWorker

        for _ in range(MAX_ROUNDS):
            # django-rq's annotation wants rq's Worker class, which SimpleWorker subclasses.
            worker = django_rq.get_worker(*[q.name for q in self.queues], worker_class=SimpleWorker)  # type: ignore[arg-type]
            worker.work(burst=True, logging_level="WARNING")
            if not due_now or not self.make_scheduled_due():
                return
        raise AssertionError(f"Jobs still queued after {MAX_ROUNDS} rounds: a job re-enqueues itself for ever?")


@pytest.fixture
def rq_tasks(transactional_db, settings):
    """Switch this test to TASKS_BACKEND=redis on the tests' own Redis database (one per xdist worker); returns
    the runner: rq_tasks(due_now=False) runs every queued job with a real RQ worker."""
    try:
        redis_url = worker_redis_url()
    except ValueError as exc:
        pytest.fail(str(exc))
    settings.RQ_QUEUES = {name: {"URL": redis_url, "DEFAULT_TIMEOUT": 300} for name in settings.TASK_QUEUES}
    settings.TASKS = {"default": {"BACKEND": "django_tasks_rq.RQBackend", "QUEUES": settings.TASK_QUEUES}}
    runner = RQRunner(settings.TASK_QUEUES)
    try:
        runner.connection.ping()
    except Exception as exc:  # noqa: BLE001
        pytest.fail(f"Redis at {redis_url} is not answering: {exc}")
    runner.clear()
    yield runner
    runner.clear()
