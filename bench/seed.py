"""Seed a database with realistic cases for benchmarks: python bench/seed.py --cases 1000000 --database-url URL.

About 5% of cases share an identifier (KAM ID, BHR UK ID or client name) with another case; companies,
statuses, lock and cancel states are spread as a real book would be. Idempotent: a database that already
holds the requested number of cases is left alone.
"""

import argparse
import os
import random
import sys
import time
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

COMPANIES = ["Kind"] + [f"Company {n:02d}" for n in range(1, 25)]
FIRST = [
    "Alice",
    "Bob",
    "Carol",
    "David",
    "Eve",
    "Frank",
    "Grace",
    "Heidi",
    "Ivan",
    "Judy",
    "Mallory",
    "Niaj",
    "Olivia",
    "Peggy",
    "Rupert",
    "Sybil",
    "Trent",
    "Victor",
    "Walter",
    "Yasmin",
]
LAST = [
    "Smith",
    "Jones",
    "Taylor",
    "Brown",
    "Williams",
    "Wilson",
    "Johnson",
    "Davies",
    "Robinson",
    "Wright",
    "Thompson",
    "Evans",
    "Walker",
    "White",
    "Roberts",
    "Green",
    "Hall",
    "Wood",
    "Jackson",
    "Clarke",
]
STATUSES = [
    ("need_instructions_new", 0.25),
    ("need_instructions_hire", 0.1),
    ("in_production", 0.25),
    ("on_hold", 0.1),
    ("sent", 0.3),
]


def setup_django(database_url: str) -> None:
    os.environ["DATABASE_URL"] = database_url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("DEBUG", "true")
    import django

    django.setup()


def _status(rng: random.Random) -> str:
    r = rng.random()
    for value, weight in STATUSES:
        r -= weight
        if r <= 0:
            return value
    return "sent"


def _client_name(i: int) -> str:
    return f"{FIRST[i % len(FIRST)]} {LAST[(i // len(FIRST)) % len(LAST)]} {i}"


def generate(n: int, seed: int = 42):
    """Yield dicts of Case field values (snake_case), deterministic for a given seed."""
    from cases import rules

    rng = random.Random(seed)
    start = datetime(2023, 1, 1, tzinfo=UTC)
    span = int((datetime(2026, 11, 1, tzinfo=UTC) - start).total_seconds())
    numbers = {"kind": 1000, "standard": 1000}
    for i in range(n):
        widget = "Kind" if rng.random() < 0.15 else rng.choice(COMPANIES[1:])
        group = rules.company_group(widget)
        numbers[group] += 1
        bhruk = rules.format_bhruk_id(widget, numbers[group])
        kam = str(100000 + i)
        client = _client_name(i)
        dup = rng.random()
        if i > 10 and dup < 0.05:  # ~5% share an identifier with an earlier case
            j = rng.randrange(0, i)
            which = rng.randrange(3)
            if which == 0:
                kam = str(100000 + j)
            elif which == 1:
                client = _client_name(j)
            else:
                bhruk = rules.format_bhruk_id(widget, 1001 + j // 2)
        ob_link = f"https://ob.example.com/users/{kam}" if rng.random() > 0.03 else ""
        if not ob_link:
            kam = rules.NOT_KNOWN
        status = _status(rng)
        instructed = status in rules.INSTRUCTED_STATUSES
        invoiced = status == "sent" and rng.random() < 0.7
        mi_type = rng.choice(["deficit", "surplus"]) if status == "sent" and rng.random() < 0.8 else None
        mi_amount = None
        if mi_type:
            mi_amount = rules.signed_mi_amount(mi_type, Decimal(rng.randrange(0, 5_000_000)) / 100)
        locked = invoiced and mi_type is not None and rng.random() < 0.5
        cancelled = not locked and status != "sent" and rng.random() < 0.02
        created = start + timedelta(seconds=rng.randrange(span))
        yield {
            "widget": widget,
            "external_user_id": ob_link,
            "source_user_id": f"U{i}",
            "created_at": created,
            "updated_at": created,
            "kam_id": kam,
            "client_name": client,
            "bhruk_id": bhruk,
            "bhruk_number": rules.bhruk_number(bhruk),
            "instructed": instructed,
            "current_status": status,
            "on_hold_reason": rng.choice(["more_account", "need_pdf", "other"]) if status == "on_hold" else None,
            "invoiced": invoiced,
            "invoice_date": created.date() if invoiced else None,
            "invoice_number": f"INV-{i}" if invoiced else "",
            "mi_type": mi_type,
            "mi_amount": mi_amount,
            "is_locked": locked,
            "locked_at": created if locked else None,
            "is_cancelled": cancelled,
            "cancellation_reason": "Client request" if cancelled else "",
            "is_merged": False,
            "name": client,
            "email": f"client{i}@example.com",
            "report_type": rng.choice(["Statements", "Affordability"]),
            "original_status": "Complete",
            "kam_key": rules.kam_key(kam),
            "bhruk_key": rules.bhruk_key(bhruk),
            "client_key": rules.client_key(client),
        }


def seed(n: int, database_url: str, *, verbose: bool = True) -> None:
    """n cases (see generate()), the new cases' turnaround clocks (`manage.py turnaround_backfill`), then the
    unsearched totals (cases.listing.case_totals) and the short-search counts (cases.listing.search_counts) brought
    up to date as a worker would."""
    written = _seed_cases(n, database_url, verbose=verbose)
    from cases.listing.case_totals import case_totals_fold
    from cases.listing.search_counts import search_counts_fold
    from cases.turnaround.following import clocks_backfill

    if written:
        started = time.perf_counter()
        clocks_backfill()
        if verbose:
            print(f"seed: turnaround clocks computed in {time.perf_counter() - started:.0f} s", file=sys.stderr)

    started = time.perf_counter()
    case_totals_fold()
    if verbose:
        print(f"seed: unsearched totals brought up to date in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    started = time.perf_counter()
    folded = search_counts_fold()
    if verbose and folded:
        print(f"seed: search counts brought up to date in {time.perf_counter() - started:.0f} s", file=sys.stderr)


def _seed_cases(n: int, database_url: str, *, verbose: bool) -> bool:
    setup_django(database_url)
    from django.core.management import call_command
    from django.db import connection

    from cases.models import Case

    call_command("migrate", verbosity=0)
    existing = Case.objects.count()
    if existing == n:
        if verbose:
            print(f"seed: {n} cases already present", file=sys.stderr)
        return False
    if existing:
        Case.objects.all().delete()
    fields = [f for f in Case._meta.concrete_fields if not f.primary_key]
    columns = [f.column for f in fields]
    defaults = {f.attname: f.get_default() for f in fields}
    table = Case._meta.db_table

    def rows():
        for values in generate(n):
            row = {**defaults, "status_changed_at": values["created_at"], **values}
            yield [row[f.attname] for f in fields]

    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            raw = cursor.cursor
            with raw.copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
                for i, row in enumerate(rows(), 1):
                    copy.write_row(row)
                    if verbose and i % 200_000 == 0:
                        print(f"seed: {i}", file=sys.stderr)
            cursor.execute(f"ANALYZE {table}")
    else:
        sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"
        raw = connection.connection
        batch = []
        for i, row in enumerate(rows(), 1):
            batch.append(
                [
                    connection.ops.adapt_datetimefield_value(v)
                    if isinstance(v, datetime)
                    else (str(v) if isinstance(v, Decimal) else v)
                    for v in row
                ]
            )
            if len(batch) == 20_000:
                raw.executemany(sql, batch)
                batch.clear()
                if verbose and i % 200_000 == 0:
                    print(f"seed: {i}", file=sys.stderr)
        if batch:
            raw.executemany(sql, batch)
        raw.commit()
        raw.execute(f"ANALYZE {table}")
    if verbose:
        print(f"seed: {n} cases written", file=sys.stderr)
    return True


# --- Status history (guide: screens#audit-log): audit events that lead each case to its seeded status -----------------

HISTORY_NOW = datetime(2026, 11, 24, tzinfo=UTC)
# The status path that ends in each status (the first status is the one a case is created with).
PATHS = {
    "need_instructions_new": [
        ["need_instructions_new"],
        ["need_instructions_new", "need_instructions_hire", "need_instructions_new"],
    ],
    "need_instructions_hire": [["need_instructions_new", "need_instructions_hire"]],
    "in_production": [
        ["need_instructions_new", "in_production"],
        ["need_instructions_new", "in_production", "on_hold", "in_production"],
    ],
    "on_hold": [["need_instructions_new", "in_production", "on_hold"]],
    "sent": [
        ["need_instructions_new", "in_production", "sent"],
        ["need_instructions_new", "in_production", "on_hold", "in_production", "sent"],
    ],
}
OTHER_CHANGES = [
    ("clientName", lambda rng: ["Old Name", "New Name"]),
    ("notes", lambda rng: ["", f"Called client {rng.randrange(1000)}"]),
    ("kamId", lambda rng: ["Not Known", str(rng.randrange(100000, 999999))]),
]


def history(case_id: int, created: datetime, status: str, events: int, rng: random.Random):
    """(case_id, action, changes, created_at) rows: a create, the status changes leading to `status`, then other
    edits up to `events` rows, at increasing times between creation and HISTORY_NOW."""
    import json

    path = rng.choice(PATHS.get(status, [[status]]))
    span = max((HISTORY_NOW - created).total_seconds(), 60)
    rows = [(case_id, "create", json.dumps({"currentStatus": path[0]}), created)]
    changes = len(path) - 1
    extra = max(events - 1 - changes, 0)
    times = sorted(created + timedelta(seconds=rng.random() * span) for _ in range(changes + extra))
    kinds = ["status"] * changes + ["other"] * extra
    rng.shuffle(kinds)
    step = 0
    for when, kind in zip(times, kinds, strict=True):
        if kind == "status":
            step += 1
            changes_json: dict[str, list[str | None]] = {"currentStatus": [path[step - 1], path[step]]}
            if path[step] == "on_hold":
                changes_json["onHoldReason"] = [None, rng.choice(["more_account", "need_pdf", "other"])]
            rows.append((case_id, "update", json.dumps(changes_json), when))
        else:
            field, value = rng.choice(OTHER_CHANGES)
            rows.append((case_id, "update", json.dumps({field: value(rng)}), when))
    return rows


def seed_history(events: int, database_url: str, *, verbose: bool = True) -> None:
    """About `events` audit events over the seeded cases (see history()); idempotent like seed()."""
    setup_django(database_url)
    from django.db import connection

    from cases.models import AuditEvent, Case
    from cases.status_times import backfill
    from cases.turnaround.following import clocks_backfill

    if AuditEvent.objects.filter(actor_email="seed@example.com").count() >= events * 0.9:
        if verbose:
            print("seed: history already present", file=sys.stderr)
        return
    AuditEvent.objects.filter(actor_email="seed@example.com").delete()
    cases = Case.objects.count()
    per_case = max(events / max(cases, 1), 1)
    rng = random.Random(7)
    table = AuditEvent._meta.db_table
    columns = ["case_id", "actor_email", "action", "changes", "created_at"]

    # Read first: the connection cannot run another query while its COPY is open.
    cases_read = list(Case.objects.order_by("id").values_list("id", "created_at", "current_status"))

    def rows():
        for case_id, created, status in cases_read:
            n = int(per_case) + (1 if rng.random() < per_case - int(per_case) else 0)
            for case_id_, action, changes, when in history(case_id, created, status, n, rng):
                yield [case_id_, "seed@example.com", action, changes, when]

    written = 0
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            with cursor.cursor.copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
                for row in rows():
                    copy.write_row(row)
                    written += 1
                    if verbose and written % 1_000_000 == 0:
                        print(f"seed: {written} events", file=sys.stderr)
            cursor.execute(f"ANALYZE {table}")
    else:
        sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES (?, ?, ?, ?, ?)"
        raw = connection.connection
        batch = []
        for row in rows():
            row[4] = connection.ops.adapt_datetimefield_value(row[4])
            batch.append(row)
            written += 1
            if len(batch) == 20_000:
                raw.executemany(sql, batch)
                batch.clear()
        if batch:
            raw.executemany(sql, batch)
        raw.commit()
        raw.execute(f"ANALYZE {table}")
    # COPY sends no signals: the cases' status times follow the history as the migration fills them, and the
    # turnaround clocks as `manage.py turnaround_backfill` computes them.
    backfill()
    clocks_backfill(progress=(lambda line: print(f"seed: turnaround {line}", file=sys.stderr)) if verbose else None)
    if verbose:
        print(f"seed: {written} events written", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=1_000_000)
    parser.add_argument("--database-url", required=True)
    parser.add_argument(
        "--history",
        type=int,
        default=0,
        help="also write about this many audit events: each case's status history and other edits",
    )
    args = parser.parse_args()
    seed(args.cases, args.database_url)
    if args.history:
        seed_history(args.history, args.database_url)


if __name__ == "__main__":
    main()
