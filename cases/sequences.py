"""BHR UK ID allocation: one counter per company group that never hands out a number twice.

The counter moves only when it hands numbers out. A BHR UK ID typed by hand (Add Case, Edit Case) does not
move it: the allocator skips, when it reaches them, the numbers whose identifier a case already holds. So
one typed KIND7777 costs the KIND group one number, not the 6,700 below it.

Locking: every allocation and every save of a typed identifier first takes the group's counter row (a row
lock on PostgreSQL, the write lock on SQLite) and keeps it until its transaction ends. An allocation that
waits for a typed save therefore sees the typed case once it gets the lock, and never hands its number out.
"""

from dataclasses import dataclass

from django.conf import settings
from django.db import transaction
from django.db.models import CharField, F, Value
from django.db.models.functions import Cast, Concat

from cases import rules
from cases.models import BhrukSequence, Case

# Taken numbers are read in pages of at least this many (a block of typed IDs costs one query per page).
TAKEN_PAGE = 1_000


@dataclass(frozen=True)
class Run:
    """`length` consecutive free numbers from `first` on."""

    first: int
    length: int

    @property
    def last(self) -> int:
        return self.first + self.length - 1


def _ensure_row(group: str) -> None:
    # The counter starts at BHRUK_ID_START, never after the highest number in use: that number may have been
    # typed by hand, and the allocator skips taken numbers anyway.
    BhrukSequence.objects.get_or_create(group=group, defaults={"next_value": settings.BHRUK_ID_START})


def _lock(group: str) -> int:
    """Take the group's counter row until the transaction ends; returns its next value."""
    _ensure_row(group)
    # A no-op UPDATE takes the row lock (PostgreSQL) or the database's write lock (SQLite) at once, so two
    # allocations never read the same value.
    BhrukSequence.objects.filter(group=group).update(next_value=F("next_value"))
    return BhrukSequence.objects.get(group=group).next_value


def _taken_from(widget: str, start: int, limit: int) -> list[int]:
    """The numbers >= start, ascending (at most `limit`), whose identifier in the widget's group a case holds.

    One indexed range query (bhruk_number): a case holds number n when its key is exactly the key of the
    identifier the group would give n (KIND7777 -> kind7777), so "ABC7777" or "KIND07777" do not count.
    """
    sample_key = rules.bhruk_key(rules.format_bhruk_id(widget, 0)) or ""
    key_prefix = sample_key[:-1]  # the key without its number ("kind" or "")
    canonical = Concat(Value(key_prefix), Cast("bhruk_number", output_field=CharField()), output_field=CharField())
    rows = (
        Case.objects.filter(bhruk_number__gte=start)
        .annotate(canonical_key=canonical)
        .filter(bhruk_key=F("canonical_key"))
        .order_by("bhruk_number")
        .values_list("bhruk_number", flat=True)
        .distinct()[:limit]
    )
    # bhruk_number >= start filters out NULLs, so every value is a number.
    return [number for number in rows if number is not None]


def free_runs(*, widget: str, start: int, count: int) -> list[Run]:
    """The first `count` free numbers from `start` on, as runs of consecutive numbers.

    Reads the taken numbers in pages, so a free range costs one query however long it is; each typed
    identifier inside the range splits it into one more run.
    """
    runs: list[Run] = []
    needed, at = count, start
    while needed:
        page = max(needed, TAKEN_PAGE)
        taken = _taken_from(widget, at, page)
        for number in taken:
            if number - at >= needed:
                break
            if number > at:
                runs.append(Run(at, number - at))
                needed -= number - at
            at = number + 1
        else:
            if len(taken) == page:
                continue  # the page was full: more taken numbers may follow
        if needed:
            runs.append(Run(at, needed))
            needed = 0
    return runs


def bhruk_peek_next(*, widget: str) -> str:
    """The identifier the next new case of this company's group would get (a preview, not a reservation)."""
    first, _ = bhruk_peek_range(widget=widget, count=1)
    return first


def bhruk_peek_range(*, widget: str, count: int) -> tuple[str, str]:
    """The first and the last identifier the next `count` new cases of the group would get (not reserved)."""
    group = rules.company_group(widget)
    row = BhrukSequence.objects.filter(group=group).first()
    start = row.next_value if row else settings.BHRUK_ID_START
    runs = free_runs(widget=widget, start=start, count=max(count, 1))
    return rules.format_bhruk_id(widget, runs[0].first), rules.format_bhruk_id(widget, runs[-1].last)


def bhruk_allocate_runs(*, widget: str, count: int) -> list[Run]:
    """Reserve the group's next `count` free numbers; the counter moves past the last one.

    The counter row stays locked until the surrounding transaction ends, so concurrent allocations queue and
    each sees the other's numbers (PostgreSQL row lock; SQLite write lock).
    """
    if count <= 0:
        return []
    group = rules.company_group(widget)
    with transaction.atomic():
        start = _lock(group)
        runs = free_runs(widget=widget, start=start, count=count)
        BhrukSequence.objects.filter(group=group).update(next_value=runs[-1].last + 1)
    return runs


def bhruk_allocate(*, widget: str, count: int = 1) -> list[str]:
    """Reserve `count` identifiers for the company's group, in order, skipping those already taken."""
    runs = bhruk_allocate_runs(widget=widget, count=count)
    return [rules.format_bhruk_id(widget, n) for run in runs for n in range(run.first, run.last + 1)]


def bhruk_hold(*, widget: str) -> None:
    """Before saving a typed identifier: wait for (and then block) allocations of the group until the
    transaction ends, so none of them hands the typed number out. The counter does not move.

    Call it inside the transaction that saves the case, before the save.
    """
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("bhruk_hold must run inside the transaction that saves the typed identifier.")
    _lock(rules.company_group(widget))
