"""Batch actions on many cases (guide: api#endpoints, labels#errors): the outcome and its message, loading the cases,
and the bulk bar's update. Batch delete lives in deleting.py, batch cancel and restore in cancelling.py."""

from datetime import datetime
from typing import Any

from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.utils import timezone

from accounts.models import User
from accounts.roles import perm
from cases import rules
from cases.access import check_fields_allowed, check_writer
from cases.audit import audit_record_many
from cases.fields import api_changes, api_errors, snapshot
from cases.messages import BATCH_LOCK_DENIED, ON_HOLD_REASON_REQUIRED
from cases.models import AuditEvent, Case
from cases.rules import Status
from cases.services.rows import case_label
from cases.workflow import lockable, resolve, status_not_allowed

# Failures listed in a batch message, at most (the rest are counted).
BATCH_FAILURES_LISTED = 20

BATCH_UPDATE_FIELDS = {"instructed", "invoiced", "current_status", "on_hold_reason"}


class BatchOutcome:
    """Which cases changed and which could not, and the guide: labels#errors message built from them."""

    def __init__(self, verb: str, requested: int):
        self.verb, self.requested, self.changed = verb, requested, 0
        self.failures: list[str] = []

    def fail(self, label: str, reason: str) -> None:
        self.failures.append(f"{label}: {reason}")

    @property
    def message(self) -> str:
        noun = "case" if self.requested == 1 else "cases"
        if self.changed == self.requested:
            text = f"{self.verb} {self.changed} {noun}."
        else:
            text = f"{self.verb} {self.changed} of {self.requested} {noun}."
        if self.failures:
            listed = self.failures[:BATCH_FAILURES_LISTED]
            more = len(self.failures) - len(listed)
            text += " Failed: " + "; ".join(listed) + (f"; and {more} more" if more > 0 else "")
        elif self.changed < self.requested:
            text += " The others needed no change."
        return text


def batch_load(case_ids: list[int], outcome: BatchOutcome) -> list[Case]:
    """The requested cases, row-locked, in the order asked; unknown ids are reported as failures."""
    ids = list(dict[str, Any].fromkeys(case_ids))
    outcome.requested = len(ids)
    found = Case.objects.select_for_update().in_bulk(ids)
    cases = []
    for case_id in ids:
        if case_id in found:
            cases.append(found[case_id])
        else:
            outcome.fail(f"case #{case_id}", "not found")
    return cases


def cases_batch_update(*, case_ids: list[int], updates: dict[str, Any], actor: User) -> BatchOutcome:
    """Apply the bulk bar's updates (instructed, invoiced, currentStatus, onHoldReason, isLocked) to many cases.

    The endpoint needs BATCH_UPDATE (guide: workflow#bulk-actions, roles), which staff lack by default: a staff
    user edits one case at a time unless an admin grants it. Whoever holds it may set only the fields they may
    edit on one case (cases.access), so staff given BATCH_UPDATE without EDIT_CASES cannot bulk-set Invoiced.
    Request-level problems (an on_hold without a reason, an incompatible instructed/status pair, a forbidden
    field) answer 400/403 for the whole batch; per-case problems (locked, cancelled, merged, not lockable) are
    listed after "Failed:" while the other cases are changed.
    """
    check_writer(actor)
    lock = updates.get("is_locked")
    fields = {k: v for k, v in updates.items() if k in BATCH_UPDATE_FIELDS}
    if lock is not None and not actor.has_perm(perm("batch_lock_unlock")):
        raise PermissionDenied(BATCH_LOCK_DENIED)
    if fields:
        check_fields_allowed(actor, fields)
    if fields.get("current_status") == Status.ON_HOLD and not fields.get("on_hold_reason"):
        raise api_errors({"on_hold_reason": ON_HOLD_REASON_REQUIRED})
    if (
        "instructed" in fields
        and "current_status" in fields
        and fields["current_status"] not in rules.allowed_statuses(fields["instructed"])
    ):
        message = status_not_allowed(fields["current_status"], fields["instructed"])
        raise api_errors({"current_status": message})

    outcome = BatchOutcome("Updated", len(case_ids))
    now = timezone.now()
    with transaction.atomic():
        cases = batch_load(case_ids, outcome)
        changed_cases, entries = [], []
        for case in cases:
            reason, changes = _batch_update_one(case, fields, lock, now)
            if reason:
                outcome.fail(case_label(case), reason)
            elif changes:
                changed_cases.append(case)
                entries.append((case.pk, changes))
        if changed_cases:
            write = [*BATCH_UPDATE_FIELDS, "mi_type", "mi_amount", "is_locked", "locked_at", "updated_at"]
            Case.objects.bulk_update(changed_cases, write, batch_size=500)
            audit_record_many(action=AuditEvent.Action.UPDATE, actor=actor, entries=entries)
        outcome.changed = len(changed_cases)
    return outcome


def _batch_update_one(
    case: Case, fields: dict[str, Any], lock: bool | None, now: datetime
) -> tuple[str | None, dict[str, Any]]:
    """(failure reason, audit changes) for one case of a batch update; mutates the case when it changes."""
    if case.is_merged:
        return "merged cases are read-only", {}
    is_locked = case.is_locked if lock is None else lock
    if fields and (case.is_locked and is_locked):
        return "locked", {}
    if case.is_cancelled and (fields or lock):
        return "cancelled", {}
    current = snapshot(case)
    after, errors = resolve(current, fields)
    if errors:
        return "; ".join(errors.values()).rstrip("."), {}
    changes = api_changes(current, after)
    if lock and not case.is_locked and not lockable(after):
        return "cannot be locked (Status must be Sent, Invoiced Yes and MI information completed)", {}
    if is_locked != case.is_locked:
        changes["isLocked"] = [case.is_locked, is_locked]
    if not changes:
        return None, {}
    for field in [*BATCH_UPDATE_FIELDS, "mi_type", "mi_amount"]:
        setattr(case, field, after[field])
    if is_locked != case.is_locked:
        case.is_locked, case.locked_at = is_locked, (now if is_locked else None)
    case.updated_at = now
    return None, changes
