from datetime import date

from django.core.management.base import BaseCommand, CommandError

from notifications.notices import turnaround_notices_create
from notifications.tasks import notify_turnaround


class Command(BaseCommand):
    help = (
        "Tell each assignee of their cases due soon or overdue: at most one notice per case and state per clock "
        "(for cron, daily; send_daily_emails runs it first as well). --enqueue hands the run to the task worker."
    )

    def add_arguments(self, parser):
        parser.add_argument("--date", help="Run as if today were this date (YYYY-MM-DD, Europe/London).")
        parser.add_argument("--enqueue", action="store_true", help="Queue the run for the task worker (today).")

    def handle(self, *args, date: str | None = None, enqueue: bool = False, **options):  # noqa: A002
        if enqueue:
            result = notify_turnaround.enqueue()
            self.stdout.write(f"Turnaround notices queued (job {result.id}).")
            return
        try:
            today = _parse(date) if date else None
        except ValueError:
            raise CommandError("--date must be YYYY-MM-DD.") from None
        self.stdout.write(f"Turnaround notices made: {turnaround_notices_create(today=today)}.")


def _parse(text: str) -> date:
    return date.fromisoformat(text)
