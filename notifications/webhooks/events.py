"""Which webhook events an audit event makes: a pure mapping, so the rules read in one place.

Each audit action of a case maps to zero or more (event type, details) pairs. An update that changes the status
gives case.status_changed (with from/to) and, when other fields changed too, case.updated; changedFields always
lists every field the change touched, by its JSON name.
"""

from typing import Any

CASE_CREATED = "case.created"
CASE_UPDATED = "case.updated"
CASE_STATUS_CHANGED = "case.status_changed"
CASE_LOCKED = "case.locked"
CASE_CANCELLED = "case.cancelled"
CASE_MERGED = "case.merged"
CASE_DELETED = "case.deleted"
DOCUMENT_ADDED = "document.added"
REQUEST_RECEIVED = "request.received"
WEBHOOK_TEST = "webhook.test"

# What an endpoint may subscribe to (webhook.test is sent on demand, to one endpoint, whatever it subscribes to).
EVENT_TYPES: tuple[str, ...] = (
    CASE_CREATED,
    CASE_UPDATED,
    CASE_STATUS_CHANGED,
    CASE_LOCKED,
    CASE_CANCELLED,
    CASE_MERGED,
    CASE_DELETED,
    DOCUMENT_ADDED,
    REQUEST_RECEIVED,
)

STATUS = "currentStatus"
# The case fields a plain action changes, for case.updated's changedFields.
_FLAG_CHANGES = {"unlock": ["isLocked"], "restore": ["isCancelled"]}

Event = tuple[str, dict[str, Any]]


def _changed(changes: object) -> list[str]:
    return sorted(changes) if isinstance(changes, dict) else []


def _status_pair(changes: dict) -> dict[str, Any] | None:
    pair = changes.get(STATUS)
    if isinstance(pair, list) and len(pair) == 2:  # noqa: PLR2004 - [old, new]
        return {"from": pair[0], "to": pair[1]}
    return None


def _update(changes: object) -> list[Event]:
    fields = _changed(changes)
    if not fields:
        return []
    assert isinstance(changes, dict)  # noqa: S101 - _changed returned fields
    out: list[Event] = []
    status = _status_pair(changes)
    if status is not None:
        out.append((CASE_STATUS_CHANGED, status))
    if any(f != STATUS for f in fields):
        out.append((CASE_UPDATED, {"changedFields": fields}))
    return out


def events_for(action: str, changes: object) -> list[Event]:  # noqa: PLR0911 - one answer per action, flat
    """The webhook events of one audit event of a case, in the order they are sent."""
    changes_dict = changes if isinstance(changes, dict) else {}
    if action == "create":
        return [(CASE_CREATED, {})]
    if action in ("update", "autofill"):
        return _update(changes)
    if action == "merge":
        fields = changes_dict.get("fields")
        return _update(fields) if isinstance(fields, dict) else []
    if action in _FLAG_CHANGES:
        return [(CASE_UPDATED, {"changedFields": _FLAG_CHANGES[action]})]
    simple = {"lock": CASE_LOCKED, "cancel": CASE_CANCELLED}
    if action in simple:
        return [(simple[action], {})]
    if action == "merged":
        return [(CASE_MERGED, {"mergedIntoId": changes_dict.get("mergedIntoId")})]
    if action == "delete":
        return [(CASE_DELETED, {"bhrukId": changes_dict.get("bhrukId"), "widget": changes_dict.get("widget")})]
    if action == "document_add" and changes_dict.get("documentId") is not None:
        return [(DOCUMENT_ADDED, {"documentId": changes_dict["documentId"]})]
    if action == "request_receive" and changes_dict.get("requestId") is not None:
        return [(REQUEST_RECEIVED, {"requestId": changes_dict["requestId"]})]
    return []
