from django.core.management.base import BaseCommand

from notifications.webhooks import delivery
from notifications.webhooks.tasks import webhook_endpoint_deliver


class Command(BaseCommand):
    help = (
        "Webhooks for cron (every minute or few): recover the messages whose worker died (lease run out) and queue "
        "a delivery run for each endpoint with a message due. --now sends them in this process instead."
    )

    def add_arguments(self, parser):
        parser.add_argument("--now", action="store_true", help="Deliver here and now rather than through the queue.")

    def handle(self, *args, now: bool = False, **options):
        recovered = delivery.leases_recover()
        endpoints = delivery.due_endpoints()
        for endpoint_id in endpoints:
            if now:
                while delivery.endpoint_run(endpoint_id=endpoint_id).more_now:
                    pass
            else:
                webhook_endpoint_deliver.enqueue(endpoint_id)
        verb = "Delivered for" if now else "Queued a run for"
        self.stdout.write(f"Recovered {recovered} interrupted messages. {verb} {len(endpoints)} endpoints.")
