from datetime import date

from django.core.management.base import BaseCommand, CommandError

from cases.requests.chasers import request_chasers_send
from cases.requests.tasks import send_request_chasers


class Command(BaseCommand):
    help = (
        "Send today's request chasers to client users: at most one e-mail per user per day, never twice (for cron, "
        "daily). --enqueue hands the run to the task worker instead."
    )

    def add_arguments(self, parser):
        parser.add_argument("--date", help="Run as if today were this date (YYYY-MM-DD, Europe/London).")
        parser.add_argument("--enqueue", action="store_true", help="Queue the run for the task worker (today).")

    def handle(self, *args, date: str | None = None, enqueue: bool = False, **options):  # noqa: A002
        if enqueue:
            result = send_request_chasers.enqueue()
            self.stdout.write(f"Request chasers queued (job {result.id}).")
            return
        try:
            today = _parse(date) if date else None
        except ValueError:
            raise CommandError("--date must be YYYY-MM-DD.") from None
        run = request_chasers_send(today=today)
        for failure in run.failures:
            self.stderr.write(f"Failed: {failure}")
        if run.failed:
            raise CommandError(run.message)
        self.stdout.write(run.message)


def _parse(text: str) -> date:
    return date.fromisoformat(text)
