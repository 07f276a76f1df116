"""Case.status_changed_at and Case.sent_at: the reports' (ageing, time to send) view of the audit trail, kept on
the case so that they read one table instead of aggregating the audit log.

A status change is an audit event matching cases.models.STATUS_CHANGE, a move to Sent one matching SENT_CHANGE:
- status_changed_at is the latest status change, or the case's creation when it never changed;
- sent_at is the FIRST move to Sent ever (a case sent, reopened and sent again keeps its first date), and NULL for
  a case never moved to Sent (a case created as Sent, by hand or by merge, was never moved: it has none).

Every audit event goes through follow_events (the post_save signal for single events, audit_record_many for bulk
ones), which compares dates rather than overwriting, so events recorded out of date order (back-dated history,
tests) leave the same values as backfill computes from the whole trail.
"""

from collections.abc import Iterable
from datetime import datetime

from django.db.models import F, Max, Min, OuterRef, Q, Subquery
from django.db.models.functions import Coalesce

from cases.models import SENT_CHANGE, STATUS_CHANGE, AuditEvent, Case

CHUNK = 5_000


def is_status_change(action: str, changes: dict) -> bool:
    """STATUS_CHANGE, in Python."""
    return action == AuditEvent.Action.UPDATE and isinstance(changes, dict) and "currentStatus" in changes


def is_sent(action: str, changes: dict) -> bool:
    """SENT_CHANGE, in Python."""
    if not is_status_change(action, changes):
        return False
    value = changes["currentStatus"]
    return isinstance(value, (list, tuple)) and len(value) > 1 and value[1] == "sent"


def follow_events(*, action: str, at: datetime, entries: Iterable[tuple[int | None, dict]]) -> None:
    """Move the cases' columns for events of one action recorded at `at`: at most two UPDATEs per chunk."""
    changed, sent = [], []
    for case_id, changes in entries:
        if case_id is not None and is_status_change(action, changes):
            changed.append(case_id)
            if is_sent(action, changes):
                sent.append(case_id)
    for start in range(0, len(changed), CHUNK):
        Case.objects.filter(
            Q(status_changed_at__isnull=True) | Q(status_changed_at__lt=at), pk__in=changed[start : start + CHUNK]
        ).update(status_changed_at=at)
    for start in range(0, len(sent), CHUNK):
        Case.objects.filter(Q(sent_at__isnull=True) | Q(sent_at__gt=at), pk__in=sent[start : start + CHUNK]).update(
            sent_at=at
        )


def event_saved(sender, instance: AuditEvent, created: bool, raw: bool = False, **kwargs) -> None:
    # A post_save receiver rather than a call in audit_record: events written with AuditEvent.objects.create
    # directly (fixtures, the report tests, scripts) must move the columns too. Bulk writes send no signal;
    # audit_record_many calls follow_events itself.
    if created and not raw:
        follow_events(action=instance.action, at=instance.created_at, entries=[(instance.case_id, instance.changes)])


def backfill(case_model=Case, event_model=AuditEvent) -> None:
    """Recompute both columns of every case from the audit trail in one UPDATE with a correlated subquery per
    column (migration 0008 passes its historical models; bench/seed.py the real ones). One UPDATE, not one per
    column: each rewrites every row and its index entries, which is most of the cost (~3.5 min for two at 1M)."""

    def latest_or_first(condition: Q, aggregate):
        events = event_model.objects.filter(condition, case_id=OuterRef("pk")).order_by().values("case_id")
        return Subquery(events.annotate(at=aggregate("created_at")).values("at")[:1])

    case_model.objects.update(
        status_changed_at=Coalesce(latest_or_first(STATUS_CHANGE, Max), F("created_at")),
        sent_at=latest_or_first(SENT_CHANGE, Min),
    )
