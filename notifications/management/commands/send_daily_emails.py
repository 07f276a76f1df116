from django.core.management.base import BaseCommand, CommandError

from notifications.services import daily_digests_send


class Command(BaseCommand):
    help = "Send today's daily digest e-mails (once per recipient per day; for cron)."

    def add_arguments(self, parser):
        parser.add_argument("--force", action="store_true", help="Send again to recipients already sent today.")

    def handle(self, *args, force: bool = False, **options):
        result = daily_digests_send(force=force)
        for failure in result.failures:
            self.stderr.write(f"Failed: {failure['email']}: {failure['error']}")
        if result.failed:
            # A non-zero exit status lets cron (or whatever runs this) report the failures;
            # running the command again retries only the recipients that failed.
            raise CommandError(result.message)
        self.stdout.write(result.message)
