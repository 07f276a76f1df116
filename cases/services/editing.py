"""Editing one case (the Edit Case dialog, guide: screens#dialogs, workflow#editing-a-case, roles) and adding one by
hand (the Add Case dialog, guide: labels#add-case)."""

from datetime import datetime
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from accounts.models import User
from cases import rules, sequences
from cases.access import check_writer, fields_allowed_or_refuse, refuse_fields_outside
from cases.audit import audit_record
from cases.errors import ConflictError
from cases.fields import API_NAMES, EDITABLE, SNAPSHOT_FIELDS, TEXT_FIELDS, api_changes, api_errors, snapshot
from cases.messages import CANCELLED_EDIT, LOCKED_EDIT, MANUAL_REQUIRED, MERGED_READ_ONLY
from cases.models import AuditEvent, Case
from cases.rules import Status
from cases.selectors import case_last_change
from cases.serializers import iso_datetime
from cases.services.holds import FROZEN_FIELDS, HeldAction, legal_hold_check
from cases.services.rows import case_for_update
from cases.turnaround.following import clock_refresh
from cases.workflow import apply_values, normalise, resolve


def check_editable(case: Case) -> None:
    if case.is_merged:
        raise ValidationError(MERGED_READ_ONLY)
    if case.is_locked:
        raise ValidationError(LOCKED_EDIT)
    if case.is_cancelled:
        raise ValidationError(CANCELLED_EDIT)


def _frozen_kept(case: Case, current: dict[str, Any], sent: dict[str, Any]) -> dict[str, Any]:
    """A held case's identity fields as the dialog sends them back: a stored value that the cleaning of typed
    values would change (an old row with spaces around a name) is not a change, so the hold does not stop the
    status work of such a case."""
    stored, _ = normalise({f: current[f] for f in sent if f in FROZEN_FIELDS}, widget=case.widget)
    return {f: current[f] if f in stored and stored[f] == v else v for f, v in sent.items()}


def _last_change(case_id: int) -> dict[str, Any]:
    """Who changed the case last and when ({changedBy, changedAt}), for a stale edit's 409; {} when unknown."""
    event = case_last_change(case_id=case_id)
    if event is None:
        return {}
    who = event.actor.full_name if event.actor is not None else event.actor_email
    return {"changedBy": who or None, "changedAt": iso_datetime(event.created_at)}


def case_update(
    *, case_id: int, actor: User, data: dict[str, Any], expected_updated_at: datetime | None = None
) -> Case:
    """PUT /api/cases/{id}. `data` holds model field names; a field left out keeps its value.

    Fields the actor may not change (cases.access) are accepted when sent with their current value, as the
    dialog sends every field; changing any of them answers 403 naming them, and nothing is written.
    """
    with transaction.atomic():
        case = case_for_update(case_id, actor=actor)
        allowed = fields_allowed_or_refuse(actor)
        if expected_updated_at is not None and case.updated_at != expected_updated_at:
            raise ConflictError(extra=_last_change(case.pk))
        check_editable(case)
        current = snapshot(case)
        widget = rules.clean_text(data["widget"]) if "widget" in data else case.widget
        sent, errors = normalise({k: v for k, v in data.items() if k in EDITABLE}, widget=widget)
        if "mi_amount" in sent and sent["mi_amount"] is not None:
            sent["mi_amount"] = rules.signed_mi_amount(sent.get("mi_type", case.mi_type), sent["mi_amount"])
        if case.legal_hold:
            sent = _frozen_kept(case, current, sent)
        refuse_fields_outside(allowed, [f for f in EDITABLE if f in sent and sent[f] != current[f]])
        after, rule_errors = resolve(current, sent)
        errors = {**rule_errors, **errors}
        if errors:
            raise api_errors(errors)
        changes = api_changes(current, after)
        if not changes:
            return case
        legal_hold_check(cases=[case], action=HeldAction.EDIT, changing=[f for f in after if after[f] != current[f]])
        moved = after["bhruk_id"] != current["bhruk_id"] or after["widget"] != current["widget"]
        if after["bhruk_id"] and moved:
            # A typed identifier does not move the sequence; holding it keeps an allocation from handing the
            # same number out meanwhile (cases.sequences).
            sequences.bhruk_hold(widget=after["widget"])
        apply_values(case, after)
        case.save()
        audit_record(action=AuditEvent.Action.UPDATE, actor=actor, case_id=case.pk, changes=changes)
        if "currentStatus" in changes:
            clock_refresh(case)
    return case


def case_create_manual(*, actor: User, data: dict[str, Any]) -> Case:
    """POST /api/cases/manual (the Add Case dialog). The OB Link of a manual case is always N/A (Statements)."""
    check_writer(actor)
    widget = rules.clean_text(data.get("widget"))
    sent, errors = normalise({k: v for k, v in data.items() if k in EDITABLE}, widget=widget)
    required = {f: msg for f, msg in MANUAL_REQUIRED.items() if not sent.get(f)}
    if "bhruk_id" in errors:
        required.pop("bhruk_id", None)
    defaults = dict.fromkeys(EDITABLE) | {
        **dict.fromkeys(TEXT_FIELDS | {"notes"}, ""),
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
    after, rule_errors = resolve(defaults, sent, creating=True)
    # Required-field messages first, in the dialog's order (the first one is the toast).
    errors = {**required, **errors, **{k: v for k, v in rule_errors.items() if k not in required}}
    if errors:
        raise api_errors(errors)
    with transaction.atomic():
        case = Case(external_user_id=rules.MANUAL_OB_LINK, created_at=timezone.now())
        if after["bhruk_id"]:
            sequences.bhruk_hold(widget=after["widget"])
        apply_values(case, after)
        case.save()
        audit_record(
            action=AuditEvent.Action.CREATE,
            actor=actor,
            case_id=case.pk,
            changes={API_NAMES[f]: v for f, v in snapshot(case, SNAPSHOT_FIELDS).items() if v not in (None, "")},
        )
        clock_refresh(case)
    return case
