"""Cancelling and restoring cases (SPEC §4: sent cases cannot be cancelled; bulk cancel's fixed reason)."""

from collections.abc import Callable
from typing import Any

from django.db import transaction
from django.utils import timezone

from accounts.models import User
from cases.access import check_writer
from cases.audit import audit_record_many
from cases.models import AuditEvent, Case
from cases.rules import Status
from cases.services.batch import BatchOutcome, batch_load
from cases.services.fields import API_NAMES
from cases.services.messages import DEFAULT_CANCELLATION_REASON
from cases.services.rows import case_label


def _cancel_failure(case: Case) -> str | None:
    if case.is_merged:
        return "merged cases are read-only"
    if case.is_cancelled:
        return "already cancelled"
    if case.is_locked:
        return "locked"
    if case.current_status == Status.SENT:
        return "sent cases cannot be cancelled"
    return None


def _restore_failure(case: Case) -> str | None:
    if case.is_merged:
        return "merged cases are read-only"
    if not case.is_cancelled:
        return "not cancelled"
    return None


def cases_batch_cancel(*, case_ids: list[int], actor: User, reason: str | None = None) -> BatchOutcome:
    reason = (reason or "").strip() or DEFAULT_CANCELLATION_REASON
    return _batch_flag(
        case_ids=case_ids,
        actor=actor,
        verb="Cancelled",
        failure=_cancel_failure,
        values={"is_cancelled": True, "cancellation_reason": reason},
        action=AuditEvent.Action.CANCEL,
    )


def cases_batch_restore(*, case_ids: list[int], actor: User) -> BatchOutcome:
    return _batch_flag(
        case_ids=case_ids,
        actor=actor,
        verb="Restored",
        failure=_restore_failure,
        values={"is_cancelled": False, "cancellation_reason": ""},
        action=AuditEvent.Action.RESTORE,
    )


def _batch_flag(
    *,
    case_ids: list[int],
    actor: User,
    verb: str,
    failure: Callable[[Case], str | None],
    values: dict[str, Any],
    action: AuditEvent.Action,
) -> BatchOutcome:
    """Cancel or restore: one UPDATE for every eligible case and one INSERT of their audit events."""
    check_writer(actor)
    outcome = BatchOutcome(verb, len(case_ids))
    with transaction.atomic():
        cases = batch_load(case_ids, outcome)
        ok, entries = [], []
        for case in cases:
            reason = failure(case)
            if reason:
                outcome.fail(case_label(case), reason)
                continue
            ok.append(case.pk)
            entries.append((case.pk, {API_NAMES[f]: [getattr(case, f), v] for f, v in values.items()}))
        if ok:
            Case.objects.filter(pk__in=ok).update(**values, updated_at=timezone.now())
            audit_record_many(action=action, actor=actor, entries=entries)
        outcome.changed = len(ok)
    return outcome
