"""Recording to the audit trail. Called by services inside their transaction, never by views."""

import uuid
from collections.abc import Iterable
from datetime import date, datetime
from decimal import Decimal

from django.dispatch import Signal
from django.utils import timezone

from cases.models import AuditEvent
from cases.status_times import follow_events

# Sent by audit_record_many with (action, entries: [(case_id, changes)]) after the INSERT: a bulk INSERT sends no
# post_save, and what follows the trail (cases.turnaround.following, connected in CasesConfig.ready) needs to know.
events_recorded = Signal()


def _jsonable(value):
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    return value


def _actor_fields(actor) -> dict:
    if actor is None or not getattr(actor, "is_authenticated", False):
        return {"actor": None, "actor_email": ""}
    return {"actor": actor, "actor_email": actor.email}


def audit_record(*, action: str, actor, case_id: int | None = None, changes: dict | None = None) -> AuditEvent:
    return AuditEvent.objects.create(
        action=action, case_id=case_id, changes=_clean(changes or {}), **_actor_fields(actor)
    )


def audit_record_security_event(*, action: str, actor, details: dict, **_signal) -> None:
    """Receiver of accounts.security_events: a sign-in security event, recorded without a case."""
    audit_record(action=action, actor=actor, changes=details)


def audit_record_many(*, action: str, actor, entries: Iterable[tuple[int, dict]]) -> None:
    """One event per case for a bulk action, written in a single INSERT, sharing one batch reference and time.

    A bulk INSERT sends no post_save signal, so the cases' status times (cases.status_times) are moved here."""
    base = {**_actor_fields(actor), "batch": uuid.uuid4(), "created_at": timezone.now()}
    events = [
        AuditEvent(action=action, case_id=case_id, changes=_clean(changes), **base) for case_id, changes in entries
    ]
    AuditEvent.objects.bulk_create(events, batch_size=1000)
    recorded = [(e.case_id, e.changes) for e in events]
    follow_events(action=action, at=base["created_at"], entries=recorded)
    events_recorded.send(sender=AuditEvent, action=action, entries=recorded)


def field_changes(before: dict, after: dict) -> dict:
    """{field: [old, new]} for the fields whose value differs."""
    return {k: [_jsonable(before.get(k)), _jsonable(v)] for k, v in after.items() if before.get(k) != v}


def _clean(changes: dict) -> dict:
    out: dict[str, object] = {}
    for key, value in changes.items():
        if isinstance(value, (list, tuple)):
            out[key] = [_jsonable(v) for v in value]
        elif isinstance(value, dict):
            out[key] = _clean(value)
        else:
            out[key] = _jsonable(value)
    return out
