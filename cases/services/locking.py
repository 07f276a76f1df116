"""Locking and unlocking one case (guide: workflow#locking)."""

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from accounts.models import User
from cases import rules
from cases.access import check_writer
from cases.audit import audit_record
from cases.fields import snapshot
from cases.messages import ALREADY_LOCKED, CANCELLED_LOCK, MERGED_READ_ONLY, NOT_LOCKED
from cases.models import AuditEvent, Case
from cases.services.rows import case_for_update
from cases.workflow import lockable


def case_lock(*, case_id: int, actor: User) -> Case:
    check_writer(actor)
    with transaction.atomic():
        case = case_for_update(case_id, actor=actor)
        reason = _lock_failure(case)
        if reason:
            raise ValidationError(reason)
        case.is_locked, case.locked_at = True, timezone.now()
        case.save(update_fields=["is_locked", "locked_at", "updated_at"])
        audit_record(action=AuditEvent.Action.LOCK, actor=actor, case_id=case.pk)
    return case


def _lock_failure(case: Case) -> str | None:
    if case.is_merged:
        return MERGED_READ_ONLY
    if case.is_locked:
        return ALREADY_LOCKED
    if case.is_cancelled:
        return CANCELLED_LOCK
    if not lockable(snapshot(case)):
        return rules.LOCK_BLOCKED_MESSAGE
    return None


def case_unlock(*, case_id: int, actor: User) -> Case:
    check_writer(actor)
    with transaction.atomic():
        case = case_for_update(case_id, actor=actor)
        if case.is_merged:
            raise ValidationError(MERGED_READ_ONLY)
        if not case.is_locked:
            raise ValidationError(NOT_LOCKED)
        case.is_locked, case.locked_at = False, None
        case.save(update_fields=["is_locked", "locked_at", "updated_at"])
        audit_record(action=AuditEvent.Action.UNLOCK, actor=actor, case_id=case.pk)
    return case
