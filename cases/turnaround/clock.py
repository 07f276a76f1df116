"""The turnaround clock as a pure function of a case's history (no database): what the columns hold and what the
API shows. guide: the counting rules below are the product's; docs/adr/0017-turnaround-clock.md says why.

Dates are Europe/London dates of the recorded instants; working days are cases.working_days'.

- The clock STARTS when the case is instructed: the moment it moves from a Need Instructions status into an
  instructed status (In Production, On Hold or Sent), or its creation when created in an instructed status. The
  start day is day 0.
- It RUNS while the case is In Production, not cancelled and not merged. It is PAUSED while the case is On Hold
  (any reason), cancelled, or merged into another case; restoring a cancelled case resumes it.
- It STOPS when the case is Sent: MET when the Sent date is on or before the due date, MISSED otherwise. A case
  reopened after Sent resumes the same clock; the days it spent Sent count as paused.
- A return to Need Instructions throws the clock away; the next instruction starts a NEW one (used and paused days
  start again from 0).
- A pause from instant P to instant R pauses the working days in (date P, date R]: a pause that starts and ends on
  the same day pauses 0 days, one from Monday to Tuesday pauses 1 (the Tuesday).
- due date = add_working_days(start date, target + working days paused so far).
- workingDaysUsed = working days in (start date, end] less the working days paused, where end is today for a
  running clock, the day the current pause began for a paused one, and the Sent date for a stopped one.
- workingDaysPaused = the closed pauses plus, while paused, the working days in (date the pause began, today].
- A paused clock has no due date (null): it would move every working day the pause lasts. It is shown again,
  moved on by the pause, when the clock resumes.
"""

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import date, datetime

from cases.models import AuditEvent, TurnaroundPhase
from cases.rules import NEED_INSTRUCTIONS, Status
from cases.working_days import add_working_days, london_date, working_days_after

Action = AuditEvent.Action
# The audit actions that can move a clock besides a status change (an update, or a merge, whose changes hold
# currentStatus).
CLOCK_ACTIONS = (Action.CREATE, Action.CANCEL, Action.RESTORE, Action.MERGED)


@dataclass(frozen=True)
class CaseState:
    """What the clock depends on."""

    status: str
    cancelled: bool = False
    merged: bool = False

    @property
    def running(self) -> bool:
        return self.status == Status.IN_PRODUCTION and not self.cancelled and not self.merged


@dataclass(frozen=True)
class Clock:
    """The stored columns (Case.turnaround_*)."""

    phase: str | None = None
    due: date | None = None
    started_at: datetime | None = None
    stopped_at: datetime | None = None
    paused_days: int | None = None
    paused_from: datetime | None = None
    target_days: int | None = None


NOT_STARTED = Clock()
COLUMNS = {
    "phase": "turnaround_phase",
    "due": "turnaround_due",
    "started_at": "turnaround_started_at",
    "stopped_at": "turnaround_stopped_at",
    "paused_days": "turnaround_paused_days",
    "paused_from": "turnaround_paused_from",
    "target_days": "turnaround_target_days",
}


def status_move(action: str, changes: object) -> tuple[str, str] | None:
    """(old, new) status of an event that changed it: an update, or a merge that gave the master another status."""
    if not isinstance(changes, dict):
        return None
    fields = changes.get("fields") if action == Action.MERGE else changes if action == Action.UPDATE else None
    if not isinstance(fields, dict):
        return None
    value = fields.get("currentStatus")
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(isinstance(v, str) for v in value):
        return value[0], value[1]
    return None


def moves_clock(action: str, changes: object) -> bool:
    return action in CLOCK_ACTIONS or status_move(action, changes) is not None


def state_after(state: CaseState, action: str, changes: object) -> CaseState:
    move = status_move(action, changes)
    if move:
        return replace(state, status=move[1])
    if action == Action.CANCEL:
        return replace(state, cancelled=True)
    if action == Action.RESTORE:
        return replace(state, cancelled=False)
    if action == Action.MERGED:
        return replace(state, merged=True)
    return state


def initial_state(events: list[tuple[str, object, datetime]], now_state: CaseState) -> CaseState:
    """The case as created: its create event's status, else the old side of its first change of each kind, else
    what it is now (a case with no recorded change of that kind always was so)."""
    status = cancelled = merged = None
    for action, changes, _ in events:
        move = status_move(action, changes)
        if status is None and action == Action.CREATE and isinstance(changes, dict):
            created = changes.get("currentStatus")
            status = created if isinstance(created, str) else None
        if status is None and move:
            status = move[0]
        if cancelled is None and action in (Action.CANCEL, Action.RESTORE):
            cancelled = action == Action.RESTORE
        if merged is None and action == Action.MERGED:
            merged = False
    return CaseState(
        status=now_state.status if status is None else status,
        cancelled=now_state.cancelled if cancelled is None else cancelled,
        merged=now_state.merged if merged is None else merged,
    )


class _Machine:
    def __init__(self) -> None:
        self.started_at: datetime | None = None
        self.paused_days = 0
        self.paused_from: datetime | None = None
        self.state = CaseState(status=Status.NEED_INSTRUCTIONS_NEW)

    def enter(self, state: CaseState, at: datetime) -> None:
        self.state = state
        if state.status in NEED_INSTRUCTIONS:
            self.started_at, self.paused_days, self.paused_from = None, 0, None
            return
        if self.started_at is None:
            self.started_at, self.paused_days = at, 0
            self.paused_from = None if state.running else at
            return
        if state.running and self.paused_from is not None:
            self.paused_days += working_days_after(london_date(self.paused_from), london_date(at))
            self.paused_from = None
        elif not state.running and self.paused_from is None:
            self.paused_from = at

    def clock(self, target_days: int) -> Clock:
        if self.started_at is None:
            return NOT_STARTED
        due = add_working_days(london_date(self.started_at), target_days + self.paused_days)
        base = Clock(started_at=self.started_at, paused_days=self.paused_days, target_days=target_days, due=due)
        if self.state.status == Status.SENT:
            assert self.paused_from is not None  # noqa: S101 - Sent is never running
            met = london_date(self.paused_from) <= due
            return replace(
                base, phase=TurnaroundPhase.MET if met else TurnaroundPhase.MISSED, stopped_at=self.paused_from
            )
        if self.state.running:
            return replace(base, phase=TurnaroundPhase.RUNNING)
        return replace(base, phase=TurnaroundPhase.PAUSED, due=None, paused_from=self.paused_from)


def clock_of(
    *,
    created_at: datetime,
    events: Iterable[tuple[str, object, datetime]],
    now_state: CaseState,
    now_at: datetime,
    target_days: int,
) -> Clock:
    """The clock of a case created at `created_at` whose audit events (action, changes, time; in time order) are
    `events` and which is now `now_state`. A change the trail does not hold (a Django-admin fix, seeded data) is
    taken to have happened at `now_at` (the case's last update), or at its last event if that is later."""
    events = [e for e in events if moves_clock(e[0], e[1])]
    machine = _Machine()
    state = initial_state(events, now_state)
    machine.enter(state, created_at)
    last = created_at
    for action, changes, at in events:
        state = state_after(state, action, changes)
        machine.enter(state, at)
        last = max(last, at)
    if state != now_state:
        machine.enter(now_state, max(now_at, last))
    return machine.clock(target_days)


@dataclass(frozen=True)
class ClockView:
    """What the API shows of a clock today."""

    target_days: int | None
    started_at: datetime | None
    due: date | None
    working_days_used: int
    working_days_paused: int


def clock_view(clock: Clock, *, today: date) -> ClockView:
    if clock.started_at is None or clock.phase is None:
        return ClockView(None, None, None, 0, 0)
    start = london_date(clock.started_at)
    paused = clock.paused_days or 0
    if clock.phase == TurnaroundPhase.PAUSED and clock.paused_from is not None:
        end = london_date(clock.paused_from)
        ongoing = working_days_after(end, today)
    elif clock.phase in (TurnaroundPhase.MET, TurnaroundPhase.MISSED) and clock.stopped_at is not None:
        end, ongoing = london_date(clock.stopped_at), 0
    else:
        end, ongoing = today, 0
    used = max(working_days_after(start, end) - paused, 0)
    return ClockView(clock.target_days, clock.started_at, clock.due, used, paused + ongoing)


def clock_from_case(case) -> Clock:
    return Clock(**{name: getattr(case, column) for name, column in COLUMNS.items()})
