import json

from django.core.management.base import BaseCommand

from cases.privacy import retention
from cases.privacy.tasks import apply_retention


class Command(BaseCommand):
    help = (
        "Anonymise the cases the retention setting says are due (for cron, daily). Runs here by default; "
        "--enqueue hands the run to the task worker; --dry-run prints what the run would change, changing nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument("--dry-run", action="store_true", help="Print the preview (count and sample) only.")
        parser.add_argument("--enqueue", action="store_true", help="Queue the run for the task worker.")

    def handle(self, *args, dry_run: bool = False, enqueue: bool = False, **options):
        if dry_run:
            self.stdout.write(json.dumps(retention.preview(), indent=2))
            return
        if enqueue:
            result = apply_retention.enqueue()
            self.stdout.write(f"Retention run queued ({result.id}).")
            return
        self.stdout.write(retention.run().message)
