"""While a job runs, a thread of its own writes the job's progress and a heartbeat every few seconds.

A thread has its own database connection, so on PostgreSQL its writes commit even while the job's own
connection is inside a long transaction (the COPY of an export, the write phase of an import), and a poller
sees the progress move. On SQLite a write that meets the job's write lock is skipped; the next beat retries.
"""

import logging
import threading

from django.conf import settings
from django.db import DatabaseError, connection
from django.utils import timezone

from cases.models import Job

logger = logging.getLogger(__name__)


class Heartbeat:
    def __init__(self, *, job_id, attempt: int):
        self.job_id = job_id
        self.attempt = attempt
        self.progress = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"job-heartbeat-{job_id}", daemon=True)

    def set(self, percent: float) -> None:
        """The job's progress, 0-99 while it runs (100 is written with the final status)."""
        self.progress = max(0, min(99, int(percent)))

    def __enter__(self) -> "Heartbeat":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        try:
            while not self._stop.wait(settings.JOB_HEARTBEAT_SECONDS):
                self._beat()
        finally:
            connection.close()

    def _beat(self) -> None:
        try:
            Job.objects.filter(pk=self.job_id, status=Job.Status.RUNNING, attempts=self.attempt).update(
                progress=self.progress, heartbeat_at=timezone.now()
            )
        except DatabaseError:  # e.g. SQLite's write lock held by the job itself: the next beat tries again
            logger.debug("Heartbeat of job %s skipped", self.job_id, exc_info=True)
