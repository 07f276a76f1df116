"""Bring the short-search counts (cases.listing.search_counts) up to date now, or rebuild them from every case.

The task worker does this on its own when reads find changes piling up; run it after a bulk load made outside the
app, or with --rebuild if the counts are ever in doubt (a read then counts the cases until the rebuild is done)."""

from django.core.management.base import BaseCommand

from cases.listing.search_counts import search_counts_fold
from cases.models import SearchChange


class Command(BaseCommand):
    help = "Fold the noted case changes into the short-search counts (--rebuild: count every case afresh)."

    def add_arguments(self, parser):
        parser.add_argument("--rebuild", action="store_true", help="recount every case instead of the changes")

    def handle(self, *args, **options):
        if options["rebuild"]:
            SearchChange.objects.create(sign=0)
        folded = search_counts_fold()
        if options["rebuild"] and not folded:
            message = "Search counts: another fold is running; the rebuild is queued for the next one."
        elif options["rebuild"]:
            message = "Search counts: rebuilt from every case."
        else:
            message = f"Search counts: {folded} noted change(s) folded."
        self.stdout.write(message)
