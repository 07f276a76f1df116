"""`manage.py import_cases FILE [--dry-run] [--user EMAIL]`: the upload's import from the shell, for big files."""

import sys
import time
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from cases.importing.reading import CsvImportError
from cases.importing.services import cases_import_csv

BAR_WIDTH = 30
DUPLICATES_SHOWN = 10


class ProgressBar:
    """A one-line progress bar on stderr (a line per 10% when stderr is not a terminal)."""

    def __init__(self, stream=None):
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty()
        self.started = time.monotonic()
        self.shown = -1.0
        self.last_decile = -1

    def __call__(self, phase: str, done: int, total: int) -> None:
        if phase == "write":
            if done == 0:
                self._line(f"Writing {total:,} cases...", end="\n")
            return
        fraction = done / total if total else 1.0
        now = time.monotonic()
        if self.tty and (now - self.shown >= 0.2 or fraction >= 1.0):
            self.shown = now
            filled = int(BAR_WIDTH * fraction)
            bar = "#" * filled + "." * (BAR_WIDTH - filled)
            self._line(f"\rReading [{bar}] {fraction:6.1%}  {done / 1e6:,.1f} MB", end="\n" if fraction >= 1.0 else "")
        elif not self.tty and int(fraction * 10) > self.last_decile:
            self.last_decile = int(fraction * 10)
            self._line(f"Reading {fraction:.0%} ({done / 1e6:,.1f} MB)", end="\n")

    def _line(self, text: str, end: str) -> None:
        self.stream.write(text + end)
        self.stream.flush()


class Command(BaseCommand):
    help = "Import cases from a CSV file with the same checks as the Upload CSV dialog (all or nothing)."

    def add_arguments(self, parser):
        parser.add_argument("file", help="path of the CSV file")
        parser.add_argument("--dry-run", action="store_true", help="check the file and report, write nothing")
        parser.add_argument("--user", metavar="EMAIL", help="user recorded as the importer in the audit trail")

    def handle(self, *args, file, dry_run, user, **options):
        path = Path(file)
        if not path.is_file():
            raise CommandError(f"No such file: {path}")
        actor = None
        if user:
            actor = get_user_model().objects.filter(email__iexact=user).first()
            if actor is None:
                raise CommandError(f"No user with e-mail {user}.")
        started = time.monotonic()
        progress = ProgressBar(self.stderr._out if hasattr(self.stderr, "_out") else None)
        try:
            with path.open("rb") as binary:
                result = cases_import_csv(
                    file=binary, file_name=path.name, actor=actor, dry_run=dry_run, progress=progress
                )
            if (problems := result.problem_error()) is not None:
                raise problems  # a dry run collects the rows' problems; report them as the import would
        except CsvImportError as exc:
            for problem in exc.errors:
                column = f" ({problem['column']})" if problem["column"] else ""
                self.stderr.write(f"  row {problem['row']}{column}: {problem['message']}")
            if exc.error_count > len(exc.errors):
                self.stderr.write(f"  ... and {exc.error_count - len(exc.errors)} more")
            raise CommandError(exc.message) from exc
        elapsed = time.monotonic() - started
        rate = result.rows / elapsed if elapsed else 0
        self.stdout.write(self.style.SUCCESS(result.message))
        self.stdout.write(f"{result.rows:,} rows in {elapsed:.1f} s ({rate:,.0f} rows/s)")
        for duplicate in result.duplicates[:DUPLICATES_SHOWN]:
            self.stdout.write(_duplicate_line(duplicate))
        if len(result.duplicates) > DUPLICATES_SHOWN:
            self.stdout.write("  ... and more possible duplicates (check the file in the Upload CSV dialog)")
        if result.batch_id:
            self.stdout.write(f"Import batch {result.batch_id} (listed under Imports, where it can be undone).")


def _duplicate_line(duplicate: dict) -> str:
    """'  row 4: kamId '555' also in rows 9, 12; cases 31' (a dry run's possible duplicate)."""
    places = []
    if duplicate["inFile"]:
        places.append("rows " + ", ".join(map(str, duplicate["inFile"])))
    if duplicate["existingCaseIds"]:
        places.append("cases " + ", ".join(map(str, duplicate["existingCaseIds"])))
    what = f"{duplicate['identifierType']} {duplicate['identifier']!r}"
    return f"  row {duplicate['row']}: {what} also in {'; '.join(places)}"
