from django.core.management.base import BaseCommand, CommandError

from notifications.dispatch import daily_digests_enqueue
from notifications.services import daily_digests_send


class Command(BaseCommand):
    help = (
        "Queue today's daily digest e-mails, one background job per recipient (once per recipient per day; "
        "for cron). With --wait, send them in this process instead and exit non-zero if any failed."
    )

    def add_arguments(self, parser):
        parser.add_argument("--force", action="store_true", help="Send again to recipients already sent today.")
        parser.add_argument(
            "--wait",
            action="store_true",
            help="Send now in this process (no worker needed) and report each failure; exit status 1 if any failed.",
        )

    def handle(self, *args, force: bool = False, wait: bool = False, **options):
        if not wait:
            # Enqueued is done: the workers send, retry and record each outcome.
            self.stdout.write(daily_digests_enqueue(force=force).message)
            return
        result = daily_digests_send(force=force)
        for failure in result.failures:
            self.stderr.write(f"Failed: {failure['email']}: {failure['error']}")
        if result.failed:
            # A non-zero exit status lets cron (or whatever runs this) report the failures;
            # running the command again retries only the recipients that failed.
            raise CommandError(result.message)
        self.stdout.write(result.message)
