"""Cancelling and restoring cases (guide: workflow#cancelling-and-restoring: sent cases cannot be cancelled; bulk
cancel's fixed reason)."""

import unicodedata
from collections.abc import Callable
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from accounts.models import User
from cases.access import check_writer
from cases.audit import audit_record, audit_record_many
from cases.fields import API_NAMES
from cases.messages import (
    ALREADY_CANCELLED,
    CANCELLATION_REASON_CONTROL,
    CANCELLATION_REASON_MAX,
    CANCELLATION_REASON_REQUIRED,
    CANCELLATION_REASON_TOO_LONG,
    DEFAULT_CANCELLATION_REASON,
    LOCKED_CANCEL,
    MERGED_READ_ONLY,
    SENT_CANCEL,
)
from cases.models import AuditEvent, Case
from cases.rules import Status
from cases.services.batch import BatchOutcome, batch_load
from cases.services.holds import HeldAction, legal_hold_check, legal_hold_failure
from cases.services.rows import case_for_update, case_label
from cases.turnaround.following import clock_refresh

CANCEL_VALUES = ("is_cancelled", "cancellation_reason")


def cancellation_reason_clean(reason: str | None) -> str:
    """The reason a single cancel records: the default when none is given; else trimmed, non-blank, one line of
    printable text that fits the column."""
    if reason is None:
        return DEFAULT_CANCELLATION_REASON
    reason = reason.strip()
    if not reason:
        raise ValidationError({"cancellationReason": [CANCELLATION_REASON_REQUIRED]})
    if len(reason) > CANCELLATION_REASON_MAX:
        raise ValidationError({"cancellationReason": [CANCELLATION_REASON_TOO_LONG]})
    if any(unicodedata.category(ch) == "Cc" for ch in reason):
        raise ValidationError({"cancellationReason": [CANCELLATION_REASON_CONTROL]})
    return reason


def case_cancel(*, case_id: int, actor: User, reason: str | None = None) -> Case:
    """Cancel one case with its own reason (guide: workflow#cancelling-and-restoring: not a sent, locked, merged or
    cancelled one)."""
    check_writer(actor)
    reason = cancellation_reason_clean(reason)
    with transaction.atomic():
        case = case_for_update(case_id, actor=actor)
        legal_hold_check(cases=[case], action=HeldAction.CANCEL)
        refusal = _single_cancel_refusal(case)
        if refusal:
            raise ValidationError(refusal)
        changes = {API_NAMES[f]: [getattr(case, f), v] for f, v in zip(CANCEL_VALUES, (True, reason), strict=True)}
        case.is_cancelled, case.cancellation_reason = True, reason
        case.save(update_fields=[*CANCEL_VALUES, "updated_at"])
        audit_record(action=AuditEvent.Action.CANCEL, actor=actor, case_id=case.pk, changes=changes)
        clock_refresh(case)
    return case


def _single_cancel_refusal(case: Case) -> str | None:
    if case.is_merged:
        return MERGED_READ_ONLY
    if case.is_cancelled:
        return ALREADY_CANCELLED
    if case.is_locked:
        return LOCKED_CANCEL
    if case.current_status == Status.SENT:
        return SENT_CANCEL
    return None


def _cancel_failure(case: Case) -> str | None:
    held = legal_hold_failure(case, HeldAction.CANCEL)
    if held:
        return held
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
