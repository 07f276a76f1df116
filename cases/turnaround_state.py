"""A turnaround clock's state as read against today (Europe/London): overdue, due soon, on track, paused or not
started. The phase and due date are stored on the case (cases.turnaround keeps them); the state is not, since it
changes with the date. The workload report groups by it and the notices of due and overdue cases use its window.
"""

from datetime import date

from django.db.models import Case as DbCase
from django.db.models import CharField, Q, Value, When

from cases.models import TurnaroundPhase
from cases.working_days import add_working_days

# Due soon: due today or within this many working days.
DUE_SOON_WORKING_DAYS = 2
OVERDUE, DUE_SOON, ON_TRACK, PAUSED, NOT_STARTED = "overdue", "due_soon", "on_track", "paused", "not_started"
STATES = (OVERDUE, DUE_SOON, ON_TRACK, PAUSED, NOT_STARTED)
RUNNING = Q(turnaround_phase=TurnaroundPhase.RUNNING)


def due_soon_until(today: date) -> date:
    """The last due date that counts as due soon on `today`."""
    return add_working_days(today, DUE_SOON_WORKING_DAYS)


def overdue_q(today: date) -> Q:
    return RUNNING & Q(turnaround_due__lt=today)


def due_soon_q(today: date) -> Q:
    return RUNNING & Q(turnaround_due__gte=today, turnaround_due__lte=due_soon_until(today))


def turnaround_state(today: date) -> DbCase:
    """The state as an SQL expression. A missed clock still open counts as overdue, a met one as on track (both
    stop only when the case is sent, so an open case seldom has either)."""
    return DbCase(
        When(overdue_q(today), then=Value(OVERDUE)),
        When(due_soon_q(today), then=Value(DUE_SOON)),
        When(RUNNING, then=Value(ON_TRACK)),
        When(turnaround_phase=TurnaroundPhase.PAUSED, then=Value(PAUSED)),
        When(turnaround_phase=TurnaroundPhase.MISSED, then=Value(OVERDUE)),
        When(turnaround_phase=TurnaroundPhase.MET, then=Value(ON_TRACK)),
        default=Value(NOT_STARTED),
        output_field=CharField(),
    )
