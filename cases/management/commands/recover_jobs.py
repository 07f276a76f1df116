"""Queue again (or fail) the background jobs whose worker died, and delete expired export files.

GET /api/jobs/{id} recovers the job it reads; run this from cron (or after restarting workers) to recover jobs
nobody is watching."""

from django.core.management.base import BaseCommand

from cases.jobs.dispatch import jobs_recover_stale
from cases.jobs.services import jobs_delete_expired_files


class Command(BaseCommand):
    help = "Recover background jobs whose worker stopped, and delete expired export files."

    def handle(self, *args, **options):
        recovered = jobs_recover_stale()
        deleted = jobs_delete_expired_files()
        self.stdout.write(f"Recovered {recovered} stale job(s); deleted {deleted} expired file(s).")
