"""How an audit event reads, on the audit log screen and in a case's history (the one formatter of both):
field labels, the guide's display labels for values, Yes/No, pounds, London dates and times, and cases named
by their BHR UK ID.

The stored `changes` keep the machine's words (the CSV export writes them as they are); this module only reads.
"""

from collections.abc import Iterable, Mapping
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from zoneinfo import ZoneInfo

from cases.audit_log.selectors import PAIR_ACTIONS
from cases.fields import CASE_FIELD_LABELS
from cases.models import AuditEvent
from cases.rules import MiType, OnHoldReason, status_label

LONDON = ZoneInfo("Europe/London")
NONE_TEXT = "—"

# The case fields' labels (cases.fields), then the details other actions record.
FIELD_LABELS: dict[str, str] = {
    **CASE_FIELD_LABELS,
    "hold": "Legal Hold",
    "reason": "Reason",
    "masterCaseId": "Master Case",
    "mergedCaseIds": "Merged Cases",
    "fileName": "File",
    "rows": "Rows in File",
    "imported": "Imported",
    "skipped": "Skipped",
    "importBatch": "Import",
    "removed": "Cases Removed",
    # Legal hold, erasure, retention and subject-access events (cases.privacy).
    "pseudonym": "Pseudonym",
    "fields": "Fields Erased",
    "job": "Pack Job",
    # A duplicate group dismissed or restored (duplicates.services).
    "identifierType": "Duplicate Type",
    "identifier": "Identifier",
    "caseIds": "Cases",
    # A comment added, edited or deleted (cases.comments): which one, and whose when an admin changed another's.
    "commentId": "Comment",
    # A document added, downloaded, deleted or erased (cases.documents): which one and its kind, never its name.
    "documentId": "Document",
    "kind": "Document Kind",
    "author": "Comment Author",
    # A request to the client made, answered, accepted, rejected or cancelled (cases.requests): which one only.
    "requestId": "Request",
    # Who handles the case (cases.assignment): the names as they were when assigned.
    "assignee": "Assigned To",
}

# How each field's values read; a field not listed reads as its text.
BOOLEAN_FIELDS = {"instructed", "invoiced", "isLocked", "isCancelled", "isMerged"}
DATE_FIELDS = {"invoiceDate"}
DATETIME_FIELDS = {"createdAt", "lockedAt", "mergedAt"}
CASE_FIELDS = {"mergedIntoId", "masterCaseId", "mergedCaseIds", "caseIds"}
# Values that name case fields (the fields an erasure blanked, a duplicate group's type): shown as their labels.
FIELD_NAME_FIELDS = {"fields", "identifierType"}
HOLD_TEXT = {True: "On", False: "Off"}
STATUS_FIELDS = {"currentStatus", "originalStatus"}
MI_TYPE_LABELS: dict[str, str] = {MiType.DEFICIT.value: "Deficit", MiType.SURPLUS.value: "Surplus"}
# A merge records the fields it set on the master under this key ({"field": [old, new]}): shown as their own lines.
MERGE_FIELDS_KEY = "fields"

CaseNames = Mapping[int, str]


def field_label(field: str) -> str:
    return FIELD_LABELS.get(field) or _words(field)


def _words(name: str) -> str:
    """camelCase or snake_case as words: "someNewKey" -> "Some new key"."""
    out = "".join(f" {c.lower()}" if c.isupper() else c for c in name.replace("_", " "))
    return out.strip().capitalize()


def pounds(value: object) -> str:
    try:
        amount = Decimal(str(value))
    except InvalidOperation:
        return str(value)
    sign = "-" if amount < 0 else ""
    return f"{sign}£{abs(amount):,.2f}"


def london_datetime(value: object) -> str:
    """dd/mm/yyyy hh:mm in London (no seconds, no microseconds); a text that is not a time stays as it is."""
    try:
        moment = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        return str(value)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=LONDON)
    return moment.astimezone(LONDON).strftime("%d/%m/%Y %H:%M")


def uk_date(value: object) -> str:
    try:
        return date.fromisoformat(str(value)[:10]).strftime("%d/%m/%Y")
    except ValueError:
        return str(value)


def case_name(case_id: object, names: CaseNames) -> str:
    """A case as users know it: its BHR UK ID (else company and client), never the database id alone."""
    if isinstance(case_id, int) and not isinstance(case_id, bool) and case_id in names:
        return names[case_id]
    return "a deleted case"


def value_text(field: str, value: object, names: CaseNames) -> str:  # noqa: PLR0911 - one return per kind of value
    if value is None or value in ("", [], {}):
        return NONE_TEXT
    if isinstance(value, list):
        return ", ".join(value_text(field, item, names) for item in value)
    if field in CASE_FIELDS:
        return case_name(value, names)
    if field in FIELD_NAME_FIELDS and isinstance(value, str):
        return field_label(value)
    if field == "hold" and isinstance(value, bool):
        return HOLD_TEXT[value]
    if isinstance(value, bool) or field in BOOLEAN_FIELDS:
        return "Yes" if value is True or str(value).lower() == "true" else "No"
    if field in STATUS_FIELDS:
        return status_label(str(value))
    if field == "onHoldReason":
        return str(OnHoldReason(str(value)).label) if value in OnHoldReason.values else str(value)
    if field == "miType":
        return MI_TYPE_LABELS.get(str(value), str(value))
    if field == "miAmount":
        return pounds(value)
    if field in DATE_FIELDS:
        return uk_date(value)
    if field in DATETIME_FIELDS:
        return london_datetime(value)
    if isinstance(value, dict):
        return "; ".join(f"{field_label(k)}: {value_text(k, v, names)}" for k, v in sorted(value.items()))
    return str(value)


def _line(field: str, old: object, new: object, names: CaseNames, *, detail: bool) -> dict:
    return {
        "field": field,
        "old": old,
        "new": new,
        "label": field_label(field),
        # A detail (what a create, import or merge recorded) has no before: its old side is empty, not "—".
        "oldText": "" if detail else value_text(field, old, names),
        "newText": value_text(field, new, names),
    }


def readable_changes(action: str, changes: object, names: CaseNames) -> list[dict]:
    """One line per field in catalogue order: {field, old, new} as stored, plus label, oldText and newText."""
    if not isinstance(changes, dict):
        return []
    pairs = action in PAIR_ACTIONS
    lines = []
    for field, value in _ordered(changes.items()):
        if action == AuditEvent.Action.MERGE and field == MERGE_FIELDS_KEY and isinstance(value, dict):
            # The values the merge chose for the master, each as its own old -> new line.
            for name, pair in _ordered(value.items()):
                old, new = pair if isinstance(pair, list) and len(pair) == 2 else (None, pair)
                lines.append(_line(name, old, new, names, detail=False))
        elif pairs and isinstance(value, list) and len(value) == 2:
            lines.append(_line(field, value[0], value[1], names, detail=False))
        else:
            lines.append(_line(field, None, value, names, detail=True))
    return lines


def _ordered(items: Iterable[tuple[str, object]]) -> list[tuple[str, object]]:
    """The spec's field order (FIELD_LABELS), then unknown keys alphabetically: jsonb does not keep key order."""
    order = {name: i for i, name in enumerate(FIELD_LABELS)}
    return sorted(items, key=lambda item: (order.get(item[0], len(order)), item[0]))


def referenced_case_ids(events: Iterable[AuditEvent]) -> set[int]:
    """The cases the page's events name in their details (merges), to be looked up in one query."""
    ids: set[int] = set()
    for event in events:
        changes = event.changes if isinstance(event.changes, dict) else {}
        for field in CASE_FIELDS:
            value = changes.get(field)
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, int) and not isinstance(item, bool):
                    ids.add(item)
    return ids
