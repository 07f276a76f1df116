"""Keeping the clock columns as the audit trail says, as cases.status_times does for the status times.

Every audit event that can move a clock (a status change, create, cancel, restore, merge, merged) makes its cases'
clocks be recomputed from their whole trail (cases.turnaround.clock): the post_save signal for single events,
cases.audit's events_recorded signal for bulk ones. Recomputing rather than stepping keeps the columns right
whatever order events arrive in (back-dated history, tests), and gives what the backfill gives.

A chunk of CHUNK cases costs three reads (the targets once, the cases, their events) and one UPDATE per
store.WRITE_BATCH changed clocks.
"""

import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from datetime import datetime

from django.db.models import Q, QuerySet

from cases.models import STATUS_CHANGE, AuditEvent, Case, TurnaroundPhase
from cases.turnaround.clock import CLOCK_ACTIONS, COLUMNS, CaseState, Clock, clock_of, moves_clock, status_move
from cases.turnaround.store import clocks_write
from cases.turnaround.targets import Targets, targets_get
from cases.working_days import add_working_days, london_date

CHUNK = 5_000
LIVE = (TurnaroundPhase.RUNNING, TurnaroundPhase.PAUSED)
_CASE_FIELDS = (
    "id",
    "widget",
    "created_at",
    "updated_at",
    "current_status",
    "is_cancelled",
    "is_merged",
    *COLUMNS.values(),
)
_CLOCK_EVENTS = Q(action__in=[*CLOCK_ACTIONS, AuditEvent.Action.MERGE]) | STATUS_CHANGE


def _recompute(
    cases: Sequence[dict], events: Iterable[tuple[int | None, str, object, datetime]], targets: "Targets | _LazyTargets"
) -> int:
    """Store the clocks of `cases` (rows of _CASE_FIELDS) that differ from what they hold; returns how many."""
    per_case: dict[int | None, list[tuple[str, object, datetime]]] = defaultdict(list)
    for case_id, action, changes, at in events:
        per_case[case_id].append((action, changes, at))
    changed = []
    for row in cases:
        clock = clock_of(
            created_at=row["created_at"],
            events=per_case.get(row["id"], []),
            now_state=CaseState(row["current_status"], row["is_cancelled"], row["is_merged"]),
            now_at=row["updated_at"],
            target_days=targets.for_company(row["widget"]),
        )
        if clock != Clock(**{name: row[column] for name, column in COLUMNS.items()}):
            changed.append((row["id"], clock))
    clocks_write(changed)
    return len(changed)


def _events(condition: Q) -> Iterable[tuple[int | None, str, object, datetime]]:
    return (
        AuditEvent.objects.filter(condition)
        .filter(_CLOCK_EVENTS)
        .order_by("case_id", "created_at", "id")
        .values_list("case_id", "action", "changes", "created_at")
    )


def clocks_recompute(case_ids: Iterable[int], *, started_only: bool = False) -> int:
    """Recompute these cases' clocks from their audit trails, CHUNK cases at a time. `started_only`: only cases
    whose clock has started can change (a cancel, restore or merge starts none), so the others are not read."""
    ids = sorted(set(case_ids))
    if not ids:
        return 0
    targets, changed = _LazyTargets(), 0
    for start in range(0, len(ids), CHUNK):
        chunk = ids[start : start + CHUNK]
        cases_qs = Case.objects.filter(pk__in=chunk).order_by()
        if started_only:
            cases_qs = cases_qs.filter(turnaround_phase__isnull=False)
        cases = list(cases_qs.values(*_CASE_FIELDS))
        if cases:
            changed += _recompute(cases, _events(Q(case_id__in=[c["id"] for c in cases])), targets)
    return changed


class _LazyTargets:
    """The targets, read on first use: a batch of cases whose clocks never start reads no setting."""

    def __init__(self) -> None:
        self._loaded: Targets | None = None

    def for_company(self, company: str) -> int:
        if self._loaded is None:
            self._loaded = targets_get()
        return self._loaded.for_company(company)


def clocks_backfill(*, progress: Callable[[str], None] | None = None) -> int:
    """Recompute every case's clock from its audit trail: id ranges of CHUNK cases, each with one read of the cases
    and one of their events (an index range on audit_case_time); only the clocks that differ are written."""
    targets, changed, done, began = targets_get(), 0, 0, time.monotonic()
    last = 0
    while True:
        cases = list(Case.objects.filter(pk__gt=last).order_by("pk").values(*_CASE_FIELDS)[:CHUNK])
        if not cases:
            break
        low, last = cases[0]["id"], cases[-1]["id"]
        changed += _recompute(cases, _events(Q(case_id__gte=low, case_id__lte=last)), targets)
        done += len(cases)
        if progress:
            progress(f"{done} cases, {changed} clocks changed, {time.monotonic() - began:.1f} s")
    return changed


def clocks_retarget(*, cases: QuerySet[Case], targets: Targets | None = None) -> int:
    """Give the live (running or paused) clocks among `cases` their company's target now, and the running ones the
    due date it makes; the days used and paused stay as they are."""
    targets = targets or targets_get()
    live = cases.filter(turnaround_phase__in=LIVE).order_by("pk")
    changed, last = 0, 0
    while True:
        rows = list(live.filter(pk__gt=last).values_list("pk", "widget", *COLUMNS.values())[:CHUNK])
        if not rows:
            return changed
        last, batch = rows[-1][0], []
        for pk, widget, *values in rows:
            clock = Clock(*values)
            target = targets.for_company(widget)
            if target == clock.target_days:
                continue
            due = clock.due
            if clock.phase == TurnaroundPhase.RUNNING and clock.started_at is not None:
                due = add_working_days(london_date(clock.started_at), target + (clock.paused_days or 0))
            batch.append((pk, replace(clock, target_days=target, due=due)))
        clocks_write(batch)
        changed += len(batch)


def clock_refresh(case: Case) -> None:
    """Read a case's clock columns again: a service answering with the case it changed calls it, since its audit
    event moved them behind the instance's back."""
    case.refresh_from_db(fields=list(COLUMNS.values()))


def _starts_none(action: str, changes: object) -> bool:
    return status_move(action, changes) is None and action != AuditEvent.Action.CREATE


def event_saved(sender, instance: AuditEvent, created: bool, raw: bool = False, **kwargs) -> None:
    """post_save of one audit event (see the module's docstring)."""
    if created and not raw and instance.case_id is not None and moves_clock(instance.action, instance.changes):
        clocks_recompute([instance.case_id], started_only=_starts_none(instance.action, instance.changes))


def events_recorded(*, action: str, entries: Iterable[tuple[int | None, dict]], **kwargs) -> None:
    """cases.audit.events_recorded: the events of one bulk action."""
    moving = [
        (case_id, changes) for case_id, changes in entries if case_id is not None and moves_clock(action, changes)
    ]
    if moving:
        started_only = all(_starts_none(action, changes) for _, changes in moving)
        clocks_recompute([case_id for case_id, _ in moving], started_only=started_only)
