"""Compute every case's turnaround clock from its audit trail (cases.turnaround.following.clocks_backfill).

Run once after migration 0028 on a book that already has cases, and after a bulk load made outside the app (the
bench seeding runs it). Safe to run again: only clocks that differ are written. Each chunk of cases commits on its
own, so an interrupted run can simply be started again."""

import time

from django.core.management.base import BaseCommand

from cases.turnaround.following import clocks_backfill


class Command(BaseCommand):
    help = "Compute the turnaround clock of every case from its audit trail (idempotent; prints progress)."

    def add_arguments(self, parser):
        parser.add_argument("--quiet", action="store_true", help="print only the total")

    def handle(self, *args, **options):
        began = time.monotonic()
        progress = None if options["quiet"] else (lambda line: self.stderr.write(f"turnaround: {line}"))
        changed = clocks_backfill(progress=progress)
        self.stdout.write(f"Turnaround clocks: {changed} changed in {time.monotonic() - began:.1f} s.")
