"""The workload report: each handler's open cases by status and by turnaround state, and the unassigned ones.

Open means not Sent, not cancelled and not merged. One grouped query counts every case (by assignee, status and
turnaround state, the state read against today in London), one lists the handlers: every active admin, manager and
staff user (with zeros when they hold nothing), and anyone else still holding open cases (a deactivated user's cases
stay theirs until reassigned)."""

from collections import defaultdict
from datetime import date

from django.db.models import Count

from accounts.models import User
from cases.assignees import ASSIGNABLE_ROLES, NAME_FIELDS
from cases.models import Case
from cases.rules import Status
from cases.turnaround.states import OPEN_STATES, open_state_expression

OPEN_STATUSES = [s for s in Status.values if s != Status.SENT]


def _empty() -> dict:
    return {
        "open": 0,
        "byStatus": dict.fromkeys(OPEN_STATUSES, 0),
        "byTurnaround": dict.fromkeys([str(state) for state in OPEN_STATES], 0),
    }


def report_workload(*, today: date) -> dict:
    open_cases = Case.objects.filter(is_cancelled=False, is_merged=False).exclude(current_status=Status.SENT)
    groups = (
        open_cases.annotate(state=open_state_expression(today=today))
        .order_by()
        .values_list("assignee_id", "current_status", "state")
        .annotate(n=Count("*"))
    )
    tallies: dict[int | None, dict] = defaultdict(_empty)
    for assignee_id, status, state, n in groups:
        tally = tallies[assignee_id]
        tally["open"] += n
        tally["byStatus"][status] = tally["byStatus"].get(status, 0) + n
        tally["byTurnaround"][state] += n
    holders = [pk for pk in tallies if pk is not None]
    staff = User.objects.filter(
        is_active=True, is_service_account=False, role__in=ASSIGNABLE_ROLES
    ) | User.objects.filter(pk__in=holders)
    users = sorted(staff.only(*NAME_FIELDS), key=lambda u: (u.full_name.casefold(), u.pk))
    handlers = [{"id": u.pk, "name": u.full_name, **(tallies.get(u.pk) or _empty())} for u in users]
    return {"handlers": handlers, "unassigned": tallies.get(None) or _empty(), "asOf": today.isoformat()}
