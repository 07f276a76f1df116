"""Who handles a case: assign, reassign, take, hand back, one case or many (guide: workflow).

Rights: whoever holds EDIT_CASES (managers and admins by default) assigns any case to any active admin, manager or
staff user, or unassigns it; a staff-side user without it may only take an unassigned case themselves ("Assign to
me") and hand back a case assigned to them. Clients change nothing (403; another company's case is 404 to them).

The assignee is who works on the case, not case data: a locked, cancelled or legal-hold case may be assigned, and
assigning does not move the case's updatedAt (an Edit Case dialog opened before stays valid). A merged case is
read-only, as for every other action. Audited as "assign" with {"assignee": [old name, new name]} (names as they
were; a client's history masks them, cases.selectors.case_history). The new assignee is told
(cases.events.case_assigned) unless they took the case themselves.
"""

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction

from accounts.models import User
from accounts.roles import perm
from cases.access import check_writer
from cases.assignees import ASSIGNABLE_ROLES, NAME_FIELDS
from cases.assignment import messages
from cases.audit import audit_record, audit_record_many
from cases.events import case_assigned_send
from cases.messages import MERGED_READ_ONLY
from cases.models import AuditEvent, Case
from cases.services.batch import BatchOutcome, batch_load
from cases.services.rows import case_for_update, case_label


def assignee_get(assignee_id: int | None) -> User | None:
    """The user a case may be given to (active, admin, manager or staff); None to unassign; 400 otherwise."""
    if assignee_id is None:
        return None
    user = (
        User.objects.only(*NAME_FIELDS)
        .filter(pk=assignee_id, is_active=True, is_service_account=False, role__in=ASSIGNABLE_ROLES)
        .first()
    )
    if user is None:
        raise ValidationError({"assigneeId": [messages.NOT_ASSIGNABLE]})
    return user


def _check_may_assign(*, actor: User, current_id: int | None, new_id: int | None) -> None:
    """403 unless the actor holds EDIT_CASES, or is taking an unassigned case or handing back their own."""
    if actor.has_perm(perm("edit_cases")):
        return
    taking = current_id is None and new_id == actor.pk
    handing_back = current_id == actor.pk and new_id is None
    if taking or handing_back or current_id == new_id == actor.pk:
        return
    if new_id == actor.pk:
        raise PermissionDenied(messages.TAKEN)
    raise PermissionDenied(messages.TAKE_OR_HAND_BACK_ONLY)


def _name(user: User | None) -> str | None:
    return None if user is None else user.full_name


def case_assign(*, case_id: int, actor: User, assignee_id: int | None) -> Case:
    """PUT /api/cases/{id}/assignee: give the case to a user, or to nobody (None)."""
    with transaction.atomic():
        case = case_for_update(case_id, actor=actor)
        check_writer(actor)
        if case.is_merged:
            raise ValidationError(MERGED_READ_ONLY)
        _check_may_assign(actor=actor, current_id=case.assignee_id, new_id=assignee_id)
        assignee = assignee_get(assignee_id)
        if case.assignee_id == assignee_id:
            case.assignee = assignee
            return case
        old = User.objects.only(*NAME_FIELDS).filter(pk=case.assignee_id).first() if case.assignee_id else None
        # An UPDATE of the one column: assigning is not an edit of the case, so updatedAt stays.
        Case.objects.filter(pk=case.pk).update(assignee=assignee)
        case.assignee = assignee
        audit_record(
            action=AuditEvent.Action.ASSIGN,
            actor=actor,
            case_id=case.pk,
            changes={"assignee": [_name(old), _name(assignee)]},
        )
        if assignee is not None and assignee.pk != actor.pk:
            case_assigned_send(actor=actor, assignee_id=assignee.pk, cases=[case])
    return case


def cases_batch_assign(*, case_ids: list[int], actor: User, assignee_id: int | None) -> BatchOutcome:
    """POST /api/cases/batch-assign (EDIT_CASES): give many cases to one user, or to nobody.

    All in one transaction with a fixed number of queries: the cases row-locked, their old assignees' names, one
    UPDATE, one INSERT of the audit events (one per case, sharing a batch reference) and the notices. Unknown and
    merged cases are listed after "Failed:" while the others change; cases already with that assignee need no change.
    """
    check_writer(actor)
    if not actor.has_perm(perm("edit_cases")):
        raise PermissionDenied(messages.BATCH_NEEDS_EDIT)
    assignee = assignee_get(assignee_id)
    outcome = BatchOutcome("Assigned" if assignee is not None else "Unassigned", len(case_ids))
    with transaction.atomic():
        cases = batch_load(case_ids, outcome)
        changing = []
        for case in cases:
            if case.is_merged:
                outcome.fail(case_label(case), messages.MERGED)
            elif case.assignee_id != assignee_id:
                changing.append(case)
        if changing:
            old_ids = {c.assignee_id for c in changing if c.assignee_id is not None}
            old = User.objects.only(*NAME_FIELDS).in_bulk(old_ids) if old_ids else {}
            entries = [
                (c.pk, {"assignee": [_name(old.get(c.assignee_id)) if c.assignee_id else None, _name(assignee)]})
                for c in changing
            ]
            Case.objects.filter(pk__in=[c.pk for c in changing]).update(assignee=assignee)
            for case in changing:
                case.assignee = assignee
            audit_record_many(action=AuditEvent.Action.ASSIGN, actor=actor, entries=entries)
            if assignee is not None and assignee.pk != actor.pk:
                case_assigned_send(actor=actor, assignee_id=assignee.pk, cases=changing)
        outcome.changed = len(changing)
    return outcome
