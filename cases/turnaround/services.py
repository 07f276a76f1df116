"""Saving the turnaround targets (GET/PUT /api/settings/turnaround).

Changing them moves the due date of every running or paused clock whose target changed; a Sent clock keeps the
target it was measured against. Up to SYNC_MAX clocks move with the save; more move in a task, which brings every
live clock in line with the targets saved by then (so a second change before it runs is applied too).
"""

from django.db import transaction
from django.db.models import Q
from django.db.models.functions import Upper

from accounts.models import User
from cases.audit import audit_record
from cases.models import AuditEvent, Case, TurnaroundSettings
from cases.turnaround.following import LIVE, clocks_retarget
from cases.turnaround.targets import Targets, targets_draft, targets_get
from cases.turnaround.tasks import clocks_retarget_task

# Above this many clocks to move, a target change hands the work to a task.
SYNC_MAX = 5_000


def _moved_scope(before: Targets, after: Targets) -> Q:
    """The clocks whose target may have changed: every live one when the default changed, else those of the
    companies whose target did."""
    live = Q(turnaround_phase__in=LIVE)
    if before.default_days != after.default_days:
        return live
    names = {n.upper() for n in [*before.companies, *after.companies] if before.for_company(n) != after.for_company(n)}
    if not names:
        return Q(pk__in=[])
    return live & Q(widget_upper__in=sorted(names))


def targets_set(*, actor: User, default_days: object, companies: object) -> tuple[Targets, bool]:
    """Save the targets and move the clocks they change. Returns the targets and whether a task moves the clocks
    (True) or they have moved already (False)."""
    after = targets_draft(default_days=default_days, companies=companies)
    with transaction.atomic():
        row = TurnaroundSettings.objects.select_for_update().filter(pk=1).first()
        before = targets_get() if row else Targets()
        row = row or TurnaroundSettings(pk=1)
        row.default_days, row.companies = after.default_days, after.companies
        row.updated_by_email = actor.email
        row.save()
        if before.body() != after.body():
            audit_record(
                action=AuditEvent.Action.TURNAROUND_TARGETS,
                actor=actor,
                changes={"setting": {"before": before.body(), "after": after.body()}},
            )
        scope = Case.objects.annotate(widget_upper=Upper("widget")).filter(_moved_scope(before, after))
        if scope.count() <= SYNC_MAX:
            clocks_retarget(cases=scope, targets=after)
            return after, False
        transaction.on_commit(clocks_retarget_task.enqueue)
        return after, True
