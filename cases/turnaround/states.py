"""The clock's state as shown: a function of its stored phase and due date read against today, so that the list can
filter and sort on the two indexed columns (case_turnaround) alone."""

from datetime import date

from django.db import models
from django.db.models import Q

from cases.models import TurnaroundPhase
from cases.working_days import add_working_days

# A running clock is "due soon" from this many working days before its due date until the due date itself.
DUE_SOON_DAYS = 2


class TurnaroundState(models.TextChoices):
    NOT_STARTED = "not_started", "Not started"
    ON_TRACK = "on_track", "On track"
    DUE_SOON = "due_soon", "Due soon"
    OVERDUE = "overdue", "Overdue"
    PAUSED = "paused", "Paused"
    MET = "met", "Met"
    MISSED = "missed", "Missed"


_STOPPED = {
    TurnaroundPhase.PAUSED: TurnaroundState.PAUSED,
    TurnaroundPhase.MET: TurnaroundState.MET,
    TurnaroundPhase.MISSED: TurnaroundState.MISSED,
}


def due_soon_limit(today: date) -> date:
    return add_working_days(today, DUE_SOON_DAYS)


def state_of(*, phase: str | None, due: date | None, today: date) -> str:
    """not_started (no phase), paused/met/missed (their phase), else a running clock against its due date:
    overdue (due < today), due_soon (today <= due <= 2 working days after today), on_track."""
    if phase is None or phase == TurnaroundPhase.NOT_STARTED:
        return TurnaroundState.NOT_STARTED
    if phase in _STOPPED:
        return _STOPPED[TurnaroundPhase(phase)]
    if due is None:  # a running clock always has one; kept total for safety
        return TurnaroundState.ON_TRACK
    if due < today:
        return TurnaroundState.OVERDUE
    if due <= due_soon_limit(today):
        return TurnaroundState.DUE_SOON
    return TurnaroundState.ON_TRACK


def state_q(state: str, *, today: date) -> Q:
    """The cases in `state` today, on turnaround_phase and turnaround_due only (the case_turnaround index)."""
    running = Q(turnaround_phase=TurnaroundPhase.RUNNING)
    limit = due_soon_limit(today)
    if state == TurnaroundState.NOT_STARTED:
        return Q(turnaround_phase__isnull=True)
    if state in (TurnaroundState.PAUSED, TurnaroundState.MET, TurnaroundState.MISSED):
        return Q(turnaround_phase=state)
    if state == TurnaroundState.OVERDUE:
        return running & Q(turnaround_due__lt=today)
    if state == TurnaroundState.DUE_SOON:
        return running & Q(turnaround_due__gte=today, turnaround_due__lte=limit)
    if state == TurnaroundState.ON_TRACK:
        return running & (Q(turnaround_due__gt=limit) | Q(turnaround_due__isnull=True))
    raise ValueError(f"Unknown turnaround state: {state}")


def due_or_overdue_q(*, today: date) -> Q:
    """Running clocks overdue or due soon: what a handler is told about and the digest lists."""
    return Q(turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due__lte=due_soon_limit(today))


def state_label_expression(*, today: date) -> models.Case:
    """The state's words ("On track", ...) as an SQL expression: the exports' Turnaround column."""
    whens = [
        models.When(state_q(value, today=today), then=models.Value(label)) for value, label in TurnaroundState.choices
    ]
    return models.Case(*whens, default=models.Value(TurnaroundState.NOT_STARTED.label), output_field=models.TextField())


# The open-case states the workload report groups by (an open case's clock seldom says met or missed: those stop
# only when it is Sent; such a case counts as on track or overdue).
OPEN_STATES = (
    TurnaroundState.OVERDUE,
    TurnaroundState.DUE_SOON,
    TurnaroundState.ON_TRACK,
    TurnaroundState.PAUSED,
    TurnaroundState.NOT_STARTED,
)


def open_state_expression(*, today: date) -> models.Case:
    """An open case's state as an SQL expression (the workload report's GROUP BY)."""
    return models.Case(
        models.When(state_q(TurnaroundState.OVERDUE, today=today), then=models.Value(TurnaroundState.OVERDUE.value)),
        models.When(state_q(TurnaroundState.DUE_SOON, today=today), then=models.Value(TurnaroundState.DUE_SOON.value)),
        models.When(turnaround_phase=TurnaroundPhase.RUNNING, then=models.Value(TurnaroundState.ON_TRACK.value)),
        models.When(turnaround_phase=TurnaroundPhase.PAUSED, then=models.Value(TurnaroundState.PAUSED.value)),
        models.When(turnaround_phase=TurnaroundPhase.MISSED, then=models.Value(TurnaroundState.OVERDUE.value)),
        models.When(turnaround_phase=TurnaroundPhase.MET, then=models.Value(TurnaroundState.ON_TRACK.value)),
        default=models.Value(TurnaroundState.NOT_STARTED.value),
        output_field=models.CharField(),
    )
