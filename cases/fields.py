"""The case fields the services write, their JSON names (guide: api#fields), and snapshots/errors keyed by those
names."""

import re
from collections.abc import Iterable
from typing import Any

from django.core.exceptions import ValidationError

from cases.audit import field_changes
from cases.models import Case, max_length_of

# Model field -> JSON name (guide: api#fields) of every case field a request may write: the one map between the two
# spellings. Error keys, messages, audit entries and the request serializers' model names all come from it.
API_NAMES = {
    "widget": "widget",
    "external_user_id": "externalUserId",
    "created_at": "createdAt",
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
    "report_type": "reportType",
    "name": "name",
    "email": "email",
    "original_status": "originalStatus",
}
# JSON name -> model field.
MODEL_NAMES = {api: model for model, api in API_NAMES.items()}

# The labels users see for the case's fields (the dialogs, the columns, the history), by JSON name; "company" is
# the Add Case body's name for widget.
CASE_FIELD_LABELS: dict[str, str] = {
    "widget": "Company",
    "company": "Company",
    "externalUserId": "OB Link",
    "createdAt": "Created At",
    "kamId": "KAM ID",
    "clientName": "Client Name",
    "bhrukId": "BHR UK ID",
    "instructed": "Instructed",
    "currentStatus": "Current Status",
    "onHoldReason": "On Hold Reason",
    "invoiced": "Invoiced",
    "invoiceDate": "Invoice Date",
    "invoiceNumber": "Invoice Number",
    "miType": "MI Type",
    "miAmount": "MI Amount (£)",
    "notes": "Notes",
    "isLocked": "Locked",
    "lockedAt": "Locked At",
    "isCancelled": "Cancelled",
    "cancellationReason": "Cancellation Reason",
    "isMerged": "Merged",
    "mergedIntoId": "Merged Into",
    "mergedAt": "Merged At",
    "reportType": "Report Type",
    "name": "Name",
    "email": "Email",
    "sourceUserId": "User ID",
    "legalHoldReason": "Legal Hold Reason",
    "originalStatus": "Original Status",
}


def field_label(field: str) -> str:
    """The label of a case field named by its model name, e.g. "source_user_id" -> "User ID"."""
    json_name = API_NAMES.get(field) or re.sub(r"_([a-z])", lambda m: m.group(1).upper(), field)
    return CASE_FIELD_LABELS[json_name]


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

# Notes are a TextField; 10,000 characters is several pages, far beyond any note written so far.
NOTES_MAX_LENGTH = 10_000
# The names the limit messages use, as the forms label the fields.
LABELS = {
    "widget": "Company",
    "kam_id": "KAM ID",
    "client_name": "Client name",
    "bhruk_id": "BHR UK ID",
    "invoice_number": "Invoice number",
    "notes": "Notes",
    "cancellation_reason": "The cancellation reason",
}
MAX_LENGTHS: dict[str, int] = {
    **{
        f: max_length_of(Case, f)
        for f in ("widget", "kam_id", "client_name", "bhruk_id", "invoice_number", "cancellation_reason")
    },
    "notes": NOTES_MAX_LENGTH,
}


def too_long_message(field: str) -> str:
    """The message for a text over its limit, e.g. "Notes must be at most 10,000 characters."."""
    return f"{LABELS[field]} must be at most {MAX_LENGTHS[field]:,} characters."


SNAPSHOT_FIELDS = ["external_user_id", *EDITABLE, "is_locked", "is_cancelled", "cancellation_reason"]


def api_errors(errors: dict[str, str]) -> ValidationError:
    return ValidationError({API_NAMES.get(k, k): [v] for k, v in errors.items()})


def snapshot(case: Case, fields: Iterable[str] = EDITABLE) -> dict[str, Any]:
    return {f: getattr(case, f) for f in fields}


def api_changes(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    return field_changes({API_NAMES[k]: v for k, v in before.items()}, {API_NAMES[k]: v for k, v in after.items()})
