"""Writes of the duplicates feature: dismissing a group and merging cases into a master case."""

from collections.abc import Iterable
from typing import Any

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.http import Http404
from django.utils import timezone

from accounts.models import User
from accounts.roles import Role, perm
from cases import rules
from cases.audit import audit_record, audit_record_many, field_changes
from cases.fields import API_NAMES, EDITABLE
from cases.identifiers import IdentifierType, identifier_key, key_column
from cases.messages import CLIENTS_READ_ONLY
from cases.models import AuditEvent, Case
from cases.selectors import cases_visible_to
from cases.services.holds import HeldAction, legal_hold_check
from cases.turnaround.following import clock_refresh
from cases.workflow import normalise, resolve
from duplicates.models import DismissedGroup
from duplicates.selectors import GROUP_NOT_FOUND
from duplicates.summary import summary_apply_dismissals, summary_lock, summary_refresh, summary_show

MERGE_DENIED = "Only managers and admins can merge cases"
MASTER_REQUIRED = "Please select a master case"
REASON_REQUIRED = "Please provide a reason for merging"
DUPLICATES_REQUIRED = "Please select at least one case to merge into the master case"
MASTER_AMONG_DUPLICATES = "The master case cannot also be one of the cases merged into it"
DISMISS_DENIED = "You don't have permission to dismiss duplicates"
UNKNOWN_TYPE = "identifierType must be one of kamId, bhrukId, clientName"
NOT_DISMISSED = "This duplicate group is not dismissed: there is nothing to restore."

# The case fields a merge may set on the master (model names). Everything else about the master (id,
# lock, cancel and merge state, timestamps other than createdAt) is not the merge screen's to choose.
MERGEABLE_FIELDS = (
    *EDITABLE,
    "external_user_id",
    "created_at",
    "report_type",
    "name",
    "email",
    "original_status",
)
# The mergeable texts the edit form does not have, trimmed as the edit form trims its own.
_OTHER_TEXT = {"external_user_id", "report_type", "name", "email", "original_status"}


# --- Dismiss ----------------------------------------------------------------------------------------------------


def duplicate_group_dismiss(*, identifier_type: str, identifier: str, actor: User) -> DismissedGroup:
    """Hide a group from the list until a case joins it; records who dismissed it and when."""
    if not actor.has_perm(perm("dismiss_duplicates")):
        raise PermissionDenied(DISMISS_DENIED)
    if identifier_type not in IdentifierType.values:
        raise ValidationError(UNKNOWN_TYPE)
    key = identifier_key(identifier_type, identifier)
    if key is None:
        raise Http404(GROUP_NOT_FOUND)
    with transaction.atomic():
        # In step with the summary refreshes, so that a case joining meanwhile is judged against this dismissal.
        summary_refresh()
        summary_lock()
        member_ids = sorted(
            cases_visible_to(user=actor)
            .filter(is_merged=False, **{key_column(identifier_type): key})
            .values_list("id", flat=True)
        )
        if len(member_ids) < 2:
            raise Http404(GROUP_NOT_FOUND)
        dismissal, _ = DismissedGroup.objects.update_or_create(
            identifier_type=identifier_type,
            key=key,
            defaults={"member_ids": member_ids, "dismissed_by": actor, "dismissed_at": timezone.now()},
        )
        summary_apply_dismissals(dismissals=DismissedGroup.objects.filter(pk=dismissal.pk))
        audit_record(
            action=AuditEvent.Action.DISMISS,
            actor=actor,
            changes={"identifierType": identifier_type, "identifier": identifier, "caseIds": member_ids},
        )
    return dismissal


def duplicate_group_restore(*, identifier_type: str, identifier: str, actor: User) -> None:
    """Undo a dismissal (the Undo of the Dismiss toast): the group is listed again at once.

    Needs the dismiss permission, as dismissing does; answers 404 when the group is not dismissed.
    """
    if not actor.has_perm(perm("dismiss_duplicates")):
        raise PermissionDenied(DISMISS_DENIED)
    if identifier_type not in IdentifierType.values:
        raise ValidationError(UNKNOWN_TYPE)
    key = identifier_key(identifier_type, identifier)
    if key is None:
        raise Http404(NOT_DISMISSED)
    with transaction.atomic():
        summary_refresh()
        summary_lock()
        dismissal = DismissedGroup.objects.select_for_update().filter(identifier_type=identifier_type, key=key).first()
        if dismissal is None:
            raise Http404(NOT_DISMISSED)
        member_ids = list(dismissal.member_ids)
        dismissal.delete()
        summary_show(identifier_type=identifier_type, key=key)
        audit_record(
            action=AuditEvent.Action.DISMISS_UNDO,
            actor=actor,
            changes={"identifierType": identifier_type, "identifier": identifier, "caseIds": member_ids},
        )


# --- Merge ------------------------------------------------------------------------------------------------------


def cases_merge(
    *, master_id: int | None, duplicate_ids: Iterable[int], merged_data: dict[str, Any], reason: str | None, actor: User
) -> Case:
    """Merge the duplicates into the master, in one transaction; nothing changes if any check fails.

    The master keeps its id and takes `merged_data` (model field names, already parsed); each duplicate
    becomes merged into it. The rows are locked (in id order, so overlapping merges queue rather than
    deadlock) and re-checked after locking, so of two concurrent merges sharing a case only the first
    succeeds. A merge cannot be undone.
    """
    duplicate_ids = list(dict.fromkeys(duplicate_ids))
    reason = (reason or "").strip()
    _check_request(master_id=master_id, duplicate_ids=duplicate_ids, merged_data=merged_data, reason=reason)
    assert master_id is not None  # _check_request refused a missing master  # noqa: S101
    if not actor.has_perm(perm("merge_duplicates")):
        raise PermissionDenied(MERGE_DENIED)
    if actor.effective_role == Role.CLIENT:
        # Clients change nothing, whatever their role group has been granted (guide: roles).
        raise PermissionDenied(CLIENTS_READ_ONLY)

    with transaction.atomic():
        ids = sorted([master_id, *duplicate_ids])
        locked = {c.pk: c for c in cases_visible_to(user=actor).select_for_update().filter(pk__in=ids).order_by("pk")}
        _check_cases(ids, locked, actor)
        # Any merge involving a held case is refused: the duplicate would stop existing as itself, and the
        # master would take identity fields from the others.
        legal_hold_check(cases=[locked[i] for i in ids], action=HeldAction.MERGE)
        master = locked[master_id]
        duplicates = [locked[i] for i in duplicate_ids]

        before = {API_NAMES[f]: getattr(master, f) for f in MERGEABLE_FIELDS}
        _apply(master, merged_data)
        master.refresh_keys()
        master.save()
        after = {API_NAMES[f]: getattr(master, f) for f in MERGEABLE_FIELDS}

        now = timezone.now()
        Case.objects.filter(pk__in=duplicate_ids).update(
            is_merged=True, merged_into=master, merged_at=now, updated_at=now
        )
        audit_record(
            action=AuditEvent.Action.MERGE,
            actor=actor,
            case_id=master.pk,
            changes={
                "reason": reason,
                "masterCaseId": master.pk,
                "mergedCaseIds": [d.pk for d in duplicates],
                "fields": field_changes(before, after),
            },
        )
        audit_record_many(
            action=AuditEvent.Action.MERGED,
            actor=actor,
            entries=[(d.pk, {"reason": reason, "mergedIntoId": master.pk, "mergedAt": now}) for d in duplicates],
        )
        if "current_status" in merged_data:
            clock_refresh(master)
    return master


def _check_request(
    *, master_id: int | None, duplicate_ids: list[int], merged_data: dict[str, Any], reason: str | None
) -> None:
    if master_id is None:
        raise ValidationError(MASTER_REQUIRED)
    if not reason:
        raise ValidationError(REASON_REQUIRED)
    if not duplicate_ids:
        raise ValidationError(DUPLICATES_REQUIRED)
    if master_id in duplicate_ids:
        raise ValidationError(MASTER_AMONG_DUPLICATES)
    unknown = sorted(set(merged_data) - set(MERGEABLE_FIELDS))
    if unknown:
        raise ValidationError(f"These fields cannot be merged: {', '.join(unknown)}")


def _label(case: Case) -> str:
    return f"Case {case.pk} (BHR UK ID {case.bhruk_id})" if case.bhruk_id else f"Case {case.pk}"


def _check_cases(ids: list[int], locked: dict[int, Case], actor: User) -> None:
    """Existence and state, read after the rows are locked so a merge that just committed is seen."""
    missing = [i for i in ids if i not in locked]
    if missing:
        raise ValidationError(_listed(missing, "does not exist", "do not exist"))
    merged = [i for i in ids if locked[i].is_merged]
    if merged:
        raise ValidationError(_listed(merged, "has already been merged", "have already been merged"))
    for case in locked.values():
        if case.is_locked and not actor.has_perm(perm("merge_locked_cases")):
            raise PermissionDenied(f"{_label(case)} is locked; you don't have permission to merge locked cases")
        if case.is_cancelled and not actor.has_perm(perm("cancel_restore_cases")):
            raise PermissionDenied(
                f"{_label(case)} is cancelled; only users who can cancel and restore cases can merge it"
            )


def _listed(ids: list[int], one: str, many: str) -> str:
    if len(ids) == 1:
        return f"Case {ids[0]} {one}"
    return f"Cases {', '.join(str(i) for i in ids)} {many}"


def _apply(master: Case, merged_data: dict[str, Any]) -> None:
    """Set the chosen values on the master, held to exactly the rules of editing a case (cases.workflow).

    Instructed and status chosen together must be compatible; one chosen alone moves the other with it;
    On Hold needs a reason; MI only on Sent cases; a KIND BHR UK ID gets its prefix. A field nobody chose is
    not re-validated, so a case imported in a state the rules would refuse can still be a master.
    """
    current = {f: getattr(master, f) for f in EDITABLE}
    widget = rules.clean_text(merged_data["widget"]) if "widget" in merged_data else master.widget
    editable = {k: v for k, v in merged_data.items() if k in EDITABLE}
    sent, errors = normalise(editable, widget=widget)
    if "mi_amount" in sent and sent["mi_amount"] is not None:
        sent["mi_amount"] = rules.signed_mi_amount(sent.get("mi_type", master.mi_type), sent["mi_amount"])
    after, rule_errors = resolve(current, sent)
    errors = {**rule_errors, **errors}
    if "created_at" in merged_data and merged_data["created_at"] is None:
        errors["created_at"] = "Created At is required"
    if errors:
        raise ValidationError({API_NAMES[f]: [m] for f, m in errors.items()})
    for field, value in after.items():
        setattr(master, field, value)
    for field, value in merged_data.items():
        if field not in EDITABLE:
            setattr(master, field, rules.clean_text(value) if field in _OTHER_TEXT else value)
    if master.is_locked and not rules.is_lockable(
        status=master.current_status, invoiced=master.invoiced, mi_type=master.mi_type, mi_amount=master.mi_amount
    ):
        changed = any(after[f] != current[f] for f in ("current_status", "invoiced", "mi_type", "mi_amount"))
        if changed:
            raise ValidationError(f"The master case is locked and must stay lockable: {rules.LOCK_BLOCKED_MESSAGE}")
