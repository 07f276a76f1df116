"""Bring the unsearched totals (cases.listing.case_totals) up to date now, or count them again from every case.

The task worker does this on its own when reads find notes piling up; run it after a bulk load made outside the app,
or with --rebuild if the totals are ever in doubt (reads count the cases themselves until the rebuild is done)."""

from django.core.management.base import BaseCommand

from cases.listing.case_totals import case_totals_fold


class Command(BaseCommand):
    help = "Fold the noted case changes into the unsearched totals (--rebuild: count every case afresh)."

    def add_arguments(self, parser):
        parser.add_argument("--rebuild", action="store_true", help="count every case instead of the notes")

    def handle(self, *args, **options):
        folded = case_totals_fold(rebuild=options["rebuild"])
        if options["rebuild"] and not folded:
            message = "Case totals: another fold is running; the rebuild is queued for the next one."
        elif options["rebuild"]:
            message = "Case totals: counted again from every case."
        else:
            message = f"Case totals: {folded} note(s) folded."
        self.stdout.write(message)
