"""Deleting cases, one (the row action) or many (the bulk bar). Merged cases, masters of merged cases and held
cases (cases.services.holds) stay. A deleted case's documents go with it, their files once the delete commits."""

from collections.abc import Iterable
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction

from accounts.models import User
from cases.access import check_writer
from cases.audit import audit_record, audit_record_many
from cases.fields import API_NAMES, SNAPSHOT_FIELDS, snapshot
from cases.messages import HAS_MERGED_CASES, LOCKED_DELETE, MERGED_READ_ONLY
from cases.models import AuditEvent, Case
from cases.services.batch import BatchOutcome, batch_load
from cases.services.document_files import case_documents_forget
from cases.services.holds import HeldAction, legal_hold_check, legal_hold_failure
from cases.services.rows import case_for_update, case_label


def _delete_failure(case: Case, masters: set[int]) -> str | None:
    if case.is_merged:
        return MERGED_READ_ONLY
    if case.is_locked:
        return LOCKED_DELETE
    if case.pk in masters:
        return HAS_MERGED_CASES
    return None


def _masters_among(ids: Iterable[int]) -> set[int]:
    return set(Case.objects.filter(merged_into_id__in=list(ids)).values_list("merged_into_id", flat=True).distinct())


def _delete_entry(case: Case) -> tuple[int, dict[str, Any]]:
    return case.pk, {API_NAMES[f]: v for f, v in snapshot(case, SNAPSHOT_FIELDS).items()}


def case_delete(*, case_id: int, actor: User) -> None:
    check_writer(actor)
    with transaction.atomic():
        case = case_for_update(case_id, actor=actor)
        legal_hold_check(cases=[case], action=HeldAction.DELETE)
        reason = _delete_failure(case, _masters_among([case.pk]))
        if reason:
            raise ValidationError(reason)
        case_pk, entry = _delete_entry(case)
        case_documents_forget(cases=[case.pk], delete_rows=False)  # their files go once this commits
        case.delete()
        audit_record(action=AuditEvent.Action.DELETE, actor=actor, case_id=case_pk, changes=entry)


def cases_batch_delete(*, case_ids: list[int], actor: User) -> BatchOutcome:
    check_writer(actor)
    outcome = BatchOutcome("Deleted", len(case_ids))
    with transaction.atomic():
        cases = batch_load(case_ids, outcome)
        masters = _masters_among(c.pk for c in cases)
        doomed = []
        for case in cases:
            reason = legal_hold_failure(case, HeldAction.DELETE) or _delete_failure(case, masters)
            if reason:
                outcome.fail(case_label(case), reason.rstrip("."))
            else:
                doomed.append(case)
        if doomed:
            entries = [_delete_entry(c) for c in doomed]
            case_documents_forget(cases=[c.pk for c in doomed], delete_rows=False)
            Case.objects.filter(pk__in=[c.pk for c in doomed]).delete()
            audit_record_many(action=AuditEvent.Action.DELETE, actor=actor, entries=entries)
        outcome.changed = len(doomed)
    return outcome
