"""The edit/add workflow of guide: workflow#adding-a-case, labels#add-case, shared by every writer of case fields (edit,
manual add, batch update, the merge's master): normalising typed values and resolving a change against the current
values."""

from typing import Any

from cases import rules
from cases.fields import MAX_LENGTHS, TEXT_FIELDS, too_long_message
from cases.messages import (
    CLIENT_NAME_REQUIRED,
    COMPANY_REQUIRED,
    MI_ONLY_WHEN_SENT,
    ON_HOLD_REASON_REQUIRED,
)
from cases.models import Case
from cases.rules import Status


def normalise(sent: dict[str, Any], *, widget: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Clean texts (rules.clean_text: NFKC, no format characters, trimmed), normalise a typed BHR UK ID for
    the company (KIND prefix), and refuse a text over its limit (fields.MAX_LENGTHS)."""
    out, errors = {}, {}
    for field, value in sent.items():
        if field in TEXT_FIELDS:
            value = rules.clean_text(value)
        elif field == "notes":
            value = value or ""
        elif field == "bhruk_id":
            raw = rules.clean_text(value)
            value = rules.normalise_bhruk_id(widget, raw)
            if raw and value is None:
                errors["bhruk_id"] = "BHR UK ID must contain digits."
        if field in MAX_LENGTHS and isinstance(value, str) and len(value) > MAX_LENGTHS[field]:
            errors[field] = too_long_message(field)
        out[field] = value
    return out, errors


def status_not_allowed(status: str, instructed: bool) -> str:
    yes_no = "Yes" if instructed else "No"
    return f"Current status {rules.status_label(status)} is not allowed when Instructed is {yes_no}."


def lockable(values: dict[str, Any]) -> bool:
    return rules.is_lockable(
        status=values["current_status"],
        invoiced=values["invoiced"],
        mi_type=values["mi_type"],
        mi_amount=values["mi_amount"],
    )


def resolve(
    current: dict[str, Any], sent: dict[str, Any], *, creating: bool = False
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The final values of the editable fields after applying `sent` to `current`, and the rule violations.

    Instructed/status: when both are sent and either changes, an incompatible pair is rejected; when only one
    is sent and it changes, the other follows it (rules.status_for_instructed / rules.instructed_for_status).
    Values that do not change are not re-validated, so an imported case that breaks a rule can still be edited.
    A client name may be left blank where a case never had one (guide: labels#validation: optional on edit, as imports
    may lack it), but a name the case has is not cleared (guide: workflow#adding-a-case; a blank Client Name was
    accepted silently).
    """
    after = {**current, **sent}
    errors: dict[str, str] = {}

    def changed(field: str) -> bool:
        return field in sent and (creating or sent[field] != current[field])

    if "widget" in sent and not after["widget"]:
        errors["widget"] = COMPANY_REQUIRED
    if changed("client_name") and not after["client_name"] and current["client_name"]:
        errors["client_name"] = CLIENT_NAME_REQUIRED

    if "instructed" in sent and "current_status" in sent:
        if (changed("instructed") or changed("current_status")) and after["current_status"] not in (
            rules.allowed_statuses(after["instructed"])
        ):
            errors["current_status"] = status_not_allowed(after["current_status"], after["instructed"])
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


def apply_values(case: Case, after: dict[str, Any]) -> None:
    for field, value in after.items():
        setattr(case, field, value)
    case.refresh_keys()
