"""Writes to cases. Each service checks the workflow rules (cases.rules), writes inside one transaction together
with its audit events, and raises Django's ValidationError (400) / PermissionDenied (403) or Conflict (409)."""

from collections.abc import Iterable
from datetime import datetime

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.http import Http404
from django.utils import timezone

from accounts.roles import Role, perm
from cases import rules, sequences
from cases.audit import audit_record, audit_record_many, field_changes
from cases.models import AuditEvent, Case
from cases.rules import Status
from config.exception_handler import Conflict

# --- Messages -----------------------------------------------------------------------------------------------

MERGED_READ_ONLY = "This case has been merged into another case and is read-only."
LOCKED_EDIT = "This case is locked. Unlock it before editing."
LOCKED_DELETE = "This case is locked. Unlock it before deleting."
LOCKED_CANCEL = "This case is locked. Unlock it before cancelling."
CANCELLED_EDIT = "This case is cancelled. Restore it before editing."
CANCELLED_LOCK = "This case is cancelled. Restore it before locking."
SENT_CANCEL = "Sent cases cannot be cancelled."
ALREADY_LOCKED = "This case is already locked."
NOT_LOCKED = "This case is not locked."
ALREADY_CANCELLED = "This case is already cancelled."
NOT_CANCELLED = "This case is not cancelled."
HAS_MERGED_CASES = "This case has merged cases and cannot be deleted."
ON_HOLD_REASON_REQUIRED = "On hold reason is required when the status is On Hold."
MI_ONLY_WHEN_SENT = "MI information can only be set when the status is Sent."
COMPANY_REQUIRED = "Company is required"
CLIENTS_READ_ONLY = "Clients cannot change cases."
STAFF_FIELDS_MESSAGE = "Staff may change only instructed, clientName, currentStatus and onHoldReason (not allowed: {})."
BATCH_LOCK_DENIED = "You do not have permission to lock or unlock cases in bulk."
DEFAULT_CANCELLATION_REASON = "Client request"
MANUAL_REQUIRED = {
    "widget": "Company name is required",
    "client_name": "Client name is required",
    "bhruk_id": "BHR UK ID is required",
    "kam_id": "KAM ID is required",
}
# Failures listed in a batch message, at most (the rest are counted).
BATCH_FAILURES_LISTED = 20

# Model field -> JSON name (SPEC §3), for error keys, messages and audit entries.
API_NAMES = {
    "widget": "widget",
    "external_user_id": "externalUserId",
    "kam_id": "kamId",
    "client_name": "clientName",
    "bhruk_id": "bhrukId",
    "instructed": "instructed",
    "current_status": "currentStatus",
    "on_hold_reason": "onHoldReason",
    "invoiced": "invoiced",
    "invoice_date": "invoiceDate",
    "invoice_number": "invoiceNumber",
    "mi_type": "miType",
    "mi_amount": "miAmount",
    "notes": "notes",
    "is_locked": "isLocked",
    "locked_at": "lockedAt",
    "is_cancelled": "isCancelled",
    "cancellation_reason": "cancellationReason",
}
EDITABLE = [
    "widget",
    "kam_id",
    "client_name",
    "bhruk_id",
    "instructed",
    "current_status",
    "on_hold_reason",
    "invoiced",
    "invoice_date",
    "invoice_number",
    "mi_type",
    "mi_amount",
    "notes",
]
TEXT_FIELDS = {"widget", "kam_id", "client_name", "invoice_number"}
# SPEC §6: staff may edit only these four.
STAFF_FIELDS = {"instructed", "client_name", "current_status", "on_hold_reason"}
SNAPSHOT_FIELDS = ["external_user_id", *EDITABLE, "is_locked", "is_cancelled", "cancellation_reason"]


def _api_errors(errors: dict[str, str]) -> ValidationError:
    return ValidationError({API_NAMES.get(k, k): [v] for k, v in errors.items()})


def _snapshot(case: Case, fields: Iterable[str] = EDITABLE) -> dict:
    return {f: getattr(case, f) for f in fields}


def _api_changes(before: dict, after: dict) -> dict:
    return field_changes({API_NAMES[k]: v for k, v in before.items()}, {API_NAMES[k]: v for k, v in after.items()})


def _check_writer(actor) -> None:
    """Clients change nothing, whatever permissions their role group has been given (SPEC §6)."""
    if getattr(actor, "effective_role", Role.CLIENT) == Role.CLIENT:
        raise PermissionDenied(CLIENTS_READ_ONLY)


def _label(case: Case) -> str:
    return case.bhruk_id or f"case #{case.pk}"


# --- The edit/add workflow (SPEC §4, §5) --------------------------------------------------------------------


def _normalise(sent: dict, *, widget: str) -> tuple[dict, dict]:
    """Trim texts, normalise a typed BHR UK ID for the company (KIND prefix), sign a deficit amount."""
    out, errors = {}, {}
    for field, value in sent.items():
        if field in TEXT_FIELDS:
            value = (value or "").strip()
        elif field == "notes":
            value = value or ""
        elif field == "bhruk_id":
            raw = (value or "").strip()
            value = rules.normalise_bhruk_id(widget, raw)
            if raw and value is None:
                errors["bhruk_id"] = "BHR UK ID must contain digits."
        out[field] = value
    return out, errors


def _status_not_allowed(status: str, instructed: bool) -> str:
    yes_no = "Yes" if instructed else "No"
    return f"Current status {rules.status_label(status)} is not allowed when Instructed is {yes_no}."


def _staff_denied(fields: Iterable[str]) -> PermissionDenied:
    return PermissionDenied(STAFF_FIELDS_MESSAGE.format(", ".join(API_NAMES[f] for f in fields)))


def _lockable(values: dict) -> bool:
    return rules.is_lockable(
        status=values["current_status"],
        invoiced=values["invoiced"],
        mi_type=values["mi_type"],
        mi_amount=values["mi_amount"],
    )


def _resolve(current: dict, sent: dict, *, creating: bool = False) -> tuple[dict, dict]:
    """The final values of the editable fields after applying `sent` to `current`, and the rule violations.

    Instructed/status: when both are sent and either changes, an incompatible pair is rejected; when only one
    is sent and it changes, the other follows it (rules.status_for_instructed / rules.instructed_for_status).
    Values that do not change are not re-validated, so an imported case that breaks a rule can still be edited.
    """
    after = {**current, **sent}
    errors: dict[str, str] = {}

    def changed(field):
        return field in sent and (creating or sent[field] != current[field])

    if "widget" in sent and not after["widget"]:
        errors["widget"] = COMPANY_REQUIRED

    if "instructed" in sent and "current_status" in sent:
        if (changed("instructed") or changed("current_status")) and after["current_status"] not in (
            rules.allowed_statuses(after["instructed"])
        ):
            errors["current_status"] = _status_not_allowed(after["current_status"], after["instructed"])
    elif changed("instructed"):
        after["current_status"] = rules.status_for_instructed(
            instructed=after["instructed"], status=after["current_status"]
        )
    elif changed("current_status"):
        after["instructed"] = rules.instructed_for_status(after["current_status"])

    if after["current_status"] == Status.ON_HOLD:
        if not after["on_hold_reason"] and (changed("current_status") or changed("on_hold_reason") or creating):
            errors["on_hold_reason"] = ON_HOLD_REASON_REQUIRED
    else:
        after["on_hold_reason"] = None

    if after["current_status"] != Status.SENT:
        for field in ("mi_type", "mi_amount"):
            if changed(field) and sent[field] is not None:
                errors.setdefault(field, MI_ONLY_WHEN_SENT)
        after["mi_type"] = None
        after["mi_amount"] = None
    elif changed("mi_type") or changed("mi_amount"):
        after["mi_amount"] = rules.signed_mi_amount(after["mi_type"], after["mi_amount"])
    return after, errors


def _apply(case: Case, after: dict) -> None:
    for field, value in after.items():
        setattr(case, field, value)
    case.refresh_keys()


def _locked_case(case_id: int) -> Case:
    case = Case.objects.select_for_update().filter(pk=case_id).first()
    if case is None:
        raise Http404("Case not found.")
    return case


def _check_editable(case: Case) -> None:
    if case.is_merged:
        raise ValidationError(MERGED_READ_ONLY)
    if case.is_locked:
        raise ValidationError(LOCKED_EDIT)
    if case.is_cancelled:
        raise ValidationError(CANCELLED_EDIT)


def case_update(*, case_id: int, actor, data: dict, expected_updated_at: datetime | None = None) -> Case:
    """PUT /api/cases/{id}. `data` holds model field names; a field left out keeps its value."""
    _check_writer(actor)
    with transaction.atomic():
        case = _locked_case(case_id)
        if expected_updated_at is not None and case.updated_at != expected_updated_at:
            raise Conflict()
        _check_editable(case)
        current = _snapshot(case)
        widget = (data["widget"] or "").strip() if "widget" in data else case.widget
        sent, errors = _normalise({k: v for k, v in data.items() if k in EDITABLE}, widget=widget)
        if "mi_amount" in sent and sent["mi_amount"] is not None:
            sent["mi_amount"] = rules.signed_mi_amount(sent.get("mi_type", case.mi_type), sent["mi_amount"])
        if actor.effective_role == Role.STAFF:
            forbidden = [f for f in EDITABLE if f in sent and f not in STAFF_FIELDS and sent[f] != current[f]]
            if forbidden:
                raise _staff_denied(forbidden)
        after, rule_errors = _resolve(current, sent)
        errors = {**rule_errors, **errors}
        if errors:
            raise _api_errors(errors)
        changes = _api_changes(current, after)
        if not changes:
            return case
        _apply(case, after)
        case.save()
        if after["bhruk_id"] != current["bhruk_id"] and after["bhruk_id"]:
            sequences.bhruk_note_used(widget=case.widget, bhruk_id=case.bhruk_id)
        audit_record(action=AuditEvent.Action.UPDATE, actor=actor, case_id=case.pk, changes=changes)
    return case


def case_create_manual(*, actor, data: dict) -> Case:
    """POST /api/cases/manual (the Add Case dialog). The OB Link of a manual case is always N/A (Statements)."""
    _check_writer(actor)
    widget = (data.get("widget") or "").strip()
    sent, errors = _normalise({k: v for k, v in data.items() if k in EDITABLE}, widget=widget)
    required = {f: msg for f, msg in MANUAL_REQUIRED.items() if not sent.get(f)}
    if "bhruk_id" in errors:
        required.pop("bhruk_id", None)
    defaults = {f: None for f in EDITABLE} | {
        **{f: "" for f in TEXT_FIELDS | {"notes"}},
        "instructed": False,
        "invoiced": False,
        "current_status": Status.NEED_INSTRUCTIONS_NEW,
    }
    if "current_status" not in sent and "instructed" in sent:
        sent["current_status"] = rules.status_for_instructed(
            instructed=sent["instructed"], status=Status.NEED_INSTRUCTIONS_NEW
        )
    if "mi_amount" in sent and sent["mi_amount"] is not None:
        sent["mi_amount"] = rules.signed_mi_amount(sent.get("mi_type"), sent["mi_amount"])
    after, rule_errors = _resolve(defaults, sent, creating=True)
    # Required-field messages first, in the dialog's order (the first one is the toast).
    errors = {**required, **errors, **{k: v for k, v in rule_errors.items() if k not in required}}
    if errors:
        raise _api_errors(errors)
    with transaction.atomic():
        case = Case(external_user_id=rules.MANUAL_OB_LINK, created_at=timezone.now())
        _apply(case, after)
        case.save()
        sequences.bhruk_note_used(widget=case.widget, bhruk_id=case.bhruk_id)
        audit_record(
            action=AuditEvent.Action.CREATE,
            actor=actor,
            case_id=case.pk,
            changes={API_NAMES[f]: v for f, v in _snapshot(case, SNAPSHOT_FIELDS).items() if v not in (None, "")},
        )
    return case


# --- Lock, unlock, delete -----------------------------------------------------------------------------------


def case_lock(*, case_id: int, actor) -> Case:
    _check_writer(actor)
    with transaction.atomic():
        case = _locked_case(case_id)
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
    if not _lockable(_snapshot(case)):
        return rules.LOCK_BLOCKED_MESSAGE
    return None


def case_unlock(*, case_id: int, actor) -> Case:
    _check_writer(actor)
    with transaction.atomic():
        case = _locked_case(case_id)
        if case.is_merged:
            raise ValidationError(MERGED_READ_ONLY)
        if not case.is_locked:
            raise ValidationError(NOT_LOCKED)
        case.is_locked, case.locked_at = False, None
        case.save(update_fields=["is_locked", "locked_at", "updated_at"])
        audit_record(action=AuditEvent.Action.UNLOCK, actor=actor, case_id=case.pk)
    return case


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


def _delete_entry(case: Case) -> tuple[int, dict]:
    return case.pk, {API_NAMES[f]: v for f, v in _snapshot(case, SNAPSHOT_FIELDS).items()}


def case_delete(*, case_id: int, actor) -> None:
    _check_writer(actor)
    with transaction.atomic():
        case = _locked_case(case_id)
        reason = _delete_failure(case, _masters_among([case.pk]))
        if reason:
            raise ValidationError(reason)
        case_pk, snapshot = _delete_entry(case)
        case.delete()
        audit_record(action=AuditEvent.Action.DELETE, actor=actor, case_id=case_pk, changes=snapshot)


# --- Batches (SPEC §7, §8) ----------------------------------------------------------------------------------


class BatchOutcome:
    """Which cases changed and which could not, and the §8 message built from them."""

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


def _batch_load(case_ids: list[int], outcome: BatchOutcome) -> list[Case]:
    """The requested cases, row-locked, in the order asked; unknown ids are reported as failures."""
    ids = list(dict.fromkeys(case_ids))
    outcome.requested = len(ids)
    found = Case.objects.select_for_update().in_bulk(ids)
    cases = []
    for case_id in ids:
        if case_id in found:
            cases.append(found[case_id])
        else:
            outcome.fail(f"case #{case_id}", "not found")
    return cases


BATCH_UPDATE_FIELDS = {"instructed", "invoiced", "current_status", "on_hold_reason"}


def cases_batch_update(*, case_ids: list[int], updates: dict, actor) -> BatchOutcome:
    """Apply the bulk bar's updates (instructed, invoiced, currentStatus, onHoldReason, isLocked) to many cases.

    Request-level problems (an on_hold without a reason, an incompatible instructed/status pair, a forbidden
    field) answer 400/403 for the whole batch; per-case problems (locked, cancelled, merged, not lockable) are
    listed after "Failed:" while the other cases are changed.
    """
    _check_writer(actor)
    lock = updates.get("is_locked")
    fields = {k: v for k, v in updates.items() if k in BATCH_UPDATE_FIELDS}
    if lock is not None and not actor.has_perm(perm("batch_lock_unlock")):
        raise PermissionDenied(BATCH_LOCK_DENIED)
    if actor.effective_role == Role.STAFF and set(fields) - STAFF_FIELDS:
        raise _staff_denied(f for f in fields if f not in STAFF_FIELDS)
    if fields.get("current_status") == Status.ON_HOLD and not fields.get("on_hold_reason"):
        raise _api_errors({"on_hold_reason": ON_HOLD_REASON_REQUIRED})
    if "instructed" in fields and "current_status" in fields:
        if fields["current_status"] not in rules.allowed_statuses(fields["instructed"]):
            message = _status_not_allowed(fields["current_status"], fields["instructed"])
            raise _api_errors({"current_status": message})

    outcome = BatchOutcome("Updated", len(case_ids))
    now = timezone.now()
    with transaction.atomic():
        cases = _batch_load(case_ids, outcome)
        changed_cases, entries = [], []
        for case in cases:
            reason, changes = _batch_update_one(case, fields, lock, now)
            if reason:
                outcome.fail(_label(case), reason)
            elif changes:
                changed_cases.append(case)
                entries.append((case.pk, changes))
        if changed_cases:
            write = [*BATCH_UPDATE_FIELDS, "mi_type", "mi_amount", "is_locked", "locked_at", "updated_at"]
            Case.objects.bulk_update(changed_cases, write, batch_size=500)
            audit_record_many(action=AuditEvent.Action.UPDATE, actor=actor, entries=entries)
        outcome.changed = len(changed_cases)
    return outcome


def _batch_update_one(case: Case, fields: dict, lock: bool | None, now) -> tuple[str | None, dict]:
    """(failure reason, audit changes) for one case of a batch update; mutates the case when it changes."""
    if case.is_merged:
        return "merged cases are read-only", {}
    is_locked = case.is_locked if lock is None else lock
    if fields and (case.is_locked and is_locked):
        return "locked", {}
    if case.is_cancelled and (fields or lock):
        return "cancelled", {}
    current = _snapshot(case)
    after, errors = _resolve(current, fields)
    if errors:
        return "; ".join(errors.values()).rstrip("."), {}
    changes = _api_changes(current, after)
    if lock and not case.is_locked:
        if not _lockable(after):
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


def cases_batch_delete(*, case_ids: list[int], actor) -> BatchOutcome:
    _check_writer(actor)
    outcome = BatchOutcome("Deleted", len(case_ids))
    with transaction.atomic():
        cases = _batch_load(case_ids, outcome)
        masters = _masters_among(c.pk for c in cases)
        doomed = []
        for case in cases:
            reason = _delete_failure(case, masters)
            if reason:
                outcome.fail(_label(case), reason.rstrip("."))
            else:
                doomed.append(case)
        if doomed:
            entries = [_delete_entry(c) for c in doomed]
            Case.objects.filter(pk__in=[c.pk for c in doomed]).delete()
            audit_record_many(action=AuditEvent.Action.DELETE, actor=actor, entries=entries)
        outcome.changed = len(doomed)
    return outcome


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


def cases_batch_cancel(*, case_ids: list[int], actor, reason: str | None = None) -> BatchOutcome:
    reason = (reason or "").strip() or DEFAULT_CANCELLATION_REASON
    return _batch_flag(
        case_ids=case_ids,
        actor=actor,
        verb="Cancelled",
        failure=_cancel_failure,
        values={"is_cancelled": True, "cancellation_reason": reason},
        action=AuditEvent.Action.CANCEL,
    )


def cases_batch_restore(*, case_ids: list[int], actor) -> BatchOutcome:
    return _batch_flag(
        case_ids=case_ids,
        actor=actor,
        verb="Restored",
        failure=_restore_failure,
        values={"is_cancelled": False, "cancellation_reason": ""},
        action=AuditEvent.Action.RESTORE,
    )


def _batch_flag(*, case_ids, actor, verb, failure, values: dict, action) -> BatchOutcome:
    """Cancel or restore: one UPDATE for every eligible case and one INSERT of their audit events."""
    _check_writer(actor)
    outcome = BatchOutcome(verb, len(case_ids))
    with transaction.atomic():
        cases = _batch_load(case_ids, outcome)
        ok, entries = [], []
        for case in cases:
            reason = failure(case)
            if reason:
                outcome.fail(_label(case), reason)
                continue
            ok.append(case.pk)
            entries.append((case.pk, {API_NAMES[f]: [getattr(case, f), v] for f, v in values.items()}))
        if ok:
            Case.objects.filter(pk__in=ok).update(**values, updated_at=timezone.now())
            audit_record_many(action=action, actor=actor, entries=entries)
        outcome.changed = len(ok)
    return outcome


# --- Auto-fill (role-assigners) -----------------------------------------------------------------------------

AUTOFILL_CHUNK = 2000


def _autofill_candidates():
    # Row locks: a concurrent auto-fill waits, then skips the cases this one filled (the WHERE is re-checked).
    return Case.objects.select_for_update().filter(is_merged=False, is_cancelled=False, is_locked=False)


def cases_autofill_kam_ids(*, actor) -> str:
    """Give each case without a KAM ID the first run of digits of its OB Link, else Not Known."""
    _check_writer(actor)
    filled = 0
    now = timezone.now()
    with transaction.atomic():
        # kam_key is NULL for blank and for Not Known; only the blank ones are missing.
        qs = _autofill_candidates().filter(kam_key__isnull=True).order_by("id")
        rows = [(pk, link) for pk, link, kam in qs.values_list("id", "external_user_id", "kam_id") if not kam.strip()]
        for start in range(0, len(rows), AUTOFILL_CHUNK):
            chunk = rows[start : start + AUTOFILL_CHUNK]
            updates, entries = [], []
            for case_id, link in chunk:
                kam = rules.expected_kam_id(link)
                updates.append(Case(pk=case_id, kam_id=kam, kam_key=rules.kam_key(kam), updated_at=now))
                entries.append((case_id, {"kamId": ["", kam]}))
            Case.objects.bulk_update(updates, ["kam_id", "kam_key", "updated_at"], batch_size=500)
            audit_record_many(action=AuditEvent.Action.AUTOFILL, actor=actor, entries=entries)
            filled += len(chunk)
    if not filled:
        return "Every case already has a KAM ID."
    return f"Auto-filled KAM IDs for {filled} {'case' if filled == 1 else 'cases'}."


def cases_autofill_bhruk_ids(*, actor) -> str:
    """Allocate BHR UK IDs (per company group, oldest case first) to the cases that lack one."""
    _check_writer(actor)
    now = timezone.now()
    with transaction.atomic():
        missing = list(
            _autofill_candidates()
            .filter(bhruk_key__isnull=True)
            .order_by("created_at", "id")
            .values_list("id", "widget")
        )
        by_group: dict[str, list[tuple[int, str]]] = {}
        for case_id, widget in missing:
            by_group.setdefault(rules.company_group(widget), []).append((case_id, widget))
        updates, entries = [], []
        for rows in by_group.values():
            ids = sequences.bhruk_allocate(widget=rows[0][1], count=len(rows))
            for (case_id, _widget), bhruk_id in zip(rows, ids, strict=True):
                updates.append(
                    Case(
                        pk=case_id,
                        bhruk_id=bhruk_id,
                        bhruk_number=rules.bhruk_number(bhruk_id),
                        bhruk_key=rules.bhruk_key(bhruk_id),
                        updated_at=now,
                    )
                )
                entries.append((case_id, {"bhrukId": [None, bhruk_id]}))
        Case.objects.bulk_update(updates, ["bhruk_id", "bhruk_number", "bhruk_key", "updated_at"], batch_size=500)
        audit_record_many(action=AuditEvent.Action.AUTOFILL, actor=actor, entries=entries)
    if not updates:
        return "Every case already has a BHR UK ID."
    return f"Allocated BHR UK IDs to {len(updates)} {'case' if len(updates) == 1 else 'cases'}."
