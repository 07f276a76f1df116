"""Recording an import batch, and undoing one: its cases removed all or nothing, the undo audited per case."""

import uuid
from datetime import datetime
from typing import Any

from django.core.exceptions import ValidationError
from django.db import connection, transaction
from django.db.models import Q, QuerySet

from accounts.models import User
from cases.audit import audit_record
from cases.errors import ConflictError
from cases.models import DOCUMENT_ACTIONS, AuditEvent, Case, ImportBatch, max_length_of
from cases.services.document_files import case_documents_forget
from cases.services.holds import HeldAction, legal_hold_check

REASON_REQUIRED = "Give a reason for undoing this import."
REASON_MAX = max_length_of(ImportBatch, "undo_reason")
REASON_TOO_LONG = f"The reason is longer than {REASON_MAX} characters."
ALREADY_UNDONE = "This import was already undone."
NOTHING_CREATED = "This import created no cases, so there is nothing to undo."
CHANGED_SINCE = "This import cannot be undone: {count} of its cases {verb} been changed since it ran: {names}."
MAX_NAMED = 10
MAX_LISTED = 100

# What each later audit event on a case says happened to it (the reasons an undo is refused).
CHANGE_WORDS = {
    AuditEvent.Action.UPDATE: "edited",
    AuditEvent.Action.AUTOFILL: "edited",
    AuditEvent.Action.LOCK: "locked",
    AuditEvent.Action.UNLOCK: "unlocked",
    AuditEvent.Action.CANCEL: "cancelled",
    AuditEvent.Action.RESTORE: "restored",
    AuditEvent.Action.MERGE: "merged",
    AuditEvent.Action.MERGED: "merged",
}


# Events that are no change of the case since its import: the import itself, a deleted case's last word, and
# putting or lifting a legal hold (a hold that is on refuses the undo by itself, cases.services.holds).
# Documents added to an imported case (or downloaded) do not change what the import wrote: the undo removes them with
# the case (their files once it commits).
NOT_CHANGES = [AuditEvent.Action.IMPORT, AuditEvent.Action.DELETE, AuditEvent.Action.LEGAL_HOLD, *DOCUMENT_ACTIONS]


class UndoConflictError(ConflictError):
    """409. `errors` lists the changed cases [{id, bhrukId, changes}] when that is the reason."""


def import_batch_record(
    *,
    event: AuditEvent,
    file_name: str,
    rows: int,
    created: int,
    skipped: int,
    case_ids: tuple[int | None, int | None],
    cases_updated_at: datetime | None,
) -> ImportBatch:
    """Called by the import (cases.importing) inside its transaction, after the cases are inserted."""
    first, last = case_ids
    return ImportBatch.objects.create(
        event=event,
        actor=event.actor,
        actor_email=event.actor_email,
        file_name=file_name[: ImportBatch._meta.get_field("file_name").max_length],
        created_at=event.created_at,
        rows=rows,
        created=created,
        skipped=skipped,
        first_case_id=first,
        last_case_id=last,
        cases_updated_at=cases_updated_at,
    )


def batch_cases(batch: ImportBatch) -> QuerySet[Case]:
    """The cases the batch created that still exist: found through the primary key range, then the import
    event (which is not indexed)."""
    if batch.first_case_id is None:
        return Case.objects.none()
    return Case.objects.filter(
        pk__gte=batch.first_case_id, pk__lte=batch.last_case_id, import_event_id=batch.event_id
    ).order_by()


def import_batch_undo(*, batch_id: int, actor: User | None, reason: str) -> ImportBatch:
    """POST /api/imports/{id}/undo: delete every case the batch created, or none.

    The batch row is locked first, so of two undos one waits and then finds the batch undone. The cases are
    locked before they are checked, so an edit either committed first (and the undo is refused) or waits and
    then finds its case gone. Sequences are left alone: BHR UK IDs handed out are never reused.
    Raises ImportBatch.DoesNotExist, ValidationError (400) or UndoConflictError (409).
    """
    reason = (reason or "").strip()
    if not reason:
        raise ValidationError(REASON_REQUIRED)
    if len(reason) > REASON_MAX:
        raise ValidationError(REASON_TOO_LONG)
    with transaction.atomic():
        batch = ImportBatch.objects.select_for_update().get(pk=batch_id)
        if batch.undone_at is not None:
            raise UndoConflictError(ALREADY_UNDONE)
        if not batch.created:
            raise ValidationError(NOTHING_CREATED)
        cases = batch_cases(batch)
        _lock(cases)
        legal_hold_check(cases=cases.filter(legal_hold=True).order_by("pk")[:MAX_NAMED], action=HeldAction.UNDO_IMPORT)
        changed = _changed(batch, cases)
        if changed:
            raise _refusal(changed)
        event = audit_record(
            action=AuditEvent.Action.IMPORT_UNDO,
            actor=actor,
            changes={"importBatch": batch.pk, "fileName": batch.file_name, "reason": reason},
        )
        case_documents_forget(cases=cases)
        removed = _record_and_delete(batch, cases, event=event)
        event.changes["removed"] = removed
        event.save(update_fields=["changes"])
        batch.undone_at = event.created_at
        batch.undone_by = event.actor
        batch.undone_by_email = event.actor_email
        batch.undo_reason = reason
        batch.save(update_fields=["undone_at", "undone_by", "undone_by_email", "undo_reason"])
    return batch


def _lock(cases: QuerySet[Case]) -> None:
    """PostgreSQL: row-lock the batch's cases without reading them into Python (SQLite: the transaction
    already holds the database's write lock)."""
    if connection.vendor != "postgresql":
        return
    sql, params = cases.select_for_update().values("id").query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT COUNT(*) FROM ({sql}) locked", params)  # noqa: S608 - names from the code, values as parameters


def _changed(batch: ImportBatch, cases: QuerySet[Case]) -> dict[int, set[str]]:
    """{case id: {what happened}} for the batch's cases changed since the import, from three sources: their
    audit trail, their flags and updated_at (a save moves it), and other cases merged into them."""
    changed: dict[int, set[str]] = {}
    ids = cases.values("id")
    events = AuditEvent.objects.filter(
        case_id__gte=batch.first_case_id, case_id__lte=batch.last_case_id, case_id__in=ids
    ).exclude(action__in=NOT_CHANGES)
    for case_id, action in events.values_list("case_id", "action").distinct():
        assert case_id is not None  # filtered on case_id above  # noqa: S101
        changed.setdefault(case_id, set()).add(CHANGE_WORDS.get(AuditEvent.Action(action), "changed"))
    flagged = cases.filter(
        Q(is_locked=True)
        | Q(is_cancelled=True)
        | Q(is_merged=True)
        | Q(merged_into__isnull=False)
        | ~Q(updated_at=batch.cases_updated_at)
    )
    for case_id, locked, cancelled, merged in flagged.values_list("id", "is_locked", "is_cancelled", "is_merged"):
        words = changed.setdefault(case_id, set())
        words.update(w for w, on in (("locked", locked), ("cancelled", cancelled), ("merged", merged)) if on)
        if not words:
            words.add("edited")
    masters = Case.objects.filter(
        merged_into_id__gte=batch.first_case_id, merged_into_id__lte=batch.last_case_id, merged_into_id__in=ids
    )
    for master_id in masters.values_list("merged_into_id", flat=True).distinct():
        changed.setdefault(master_id, set()).add("merged")
    return changed


def _refusal(changed: dict[int, set[str]]) -> UndoConflictError:
    ids = sorted(changed)
    listed = ids[:MAX_LISTED]
    bhruk = dict(Case.objects.filter(pk__in=listed).values_list("id", "bhruk_id"))
    cases = [{"id": i, "bhrukId": bhruk.get(i), "changes": sorted(changed[i])} for i in listed]
    named = ", ".join(f"{bhruk.get(i) or '#' + str(i)} ({', '.join(sorted(changed[i]))})" for i in listed[:MAX_NAMED])
    if len(ids) > MAX_NAMED:
        named += f" and {len(ids) - MAX_NAMED} more"
    message = CHANGED_SINCE.format(count=len(ids), verb="has" if len(ids) == 1 else "have", names=named)
    return UndoConflictError(message, errors=cases)


def _record_and_delete(batch: ImportBatch, cases: QuerySet[Case], *, event: AuditEvent) -> int:
    """One import_undo event per case (in its history: what it was), written by one INSERT ... SELECT, then
    one DELETE. Nothing else references a case that passed the checks (no case is merged into it)."""
    case_table = Case._meta.db_table
    json = "jsonb_build_object" if connection.vendor == "postgresql" else "json_object"
    details = (
        f"{json}('importBatch', CAST(%s AS INTEGER), 'reason', CAST(%s AS TEXT), 'bhrukId', bhruk_id,"
        " 'company', widget, 'clientName', client_name, 'kamId', kam_id)"
    )
    values: dict[str, tuple[str, list[Any]]] = {
        "case_id": ("id", []),
        "actor": ("%s", [event.actor_id]),
        "actor_email": ("%s", [event.actor_email]),
        "action": ("%s", [AuditEvent.Action.IMPORT_UNDO.value]),
        "changes": (details, [batch.pk, event.changes["reason"]]),
        "created_at": ("%s", [AuditEvent._meta.get_field("created_at").get_db_prep_save(event.created_at, connection)]),
        "batch": ("%s", [AuditEvent._meta.get_field("batch").get_db_prep_save(uuid.uuid4(), connection)]),
    }
    columns: list[str] = []
    expressions: list[str] = []
    params: list[Any] = []
    for field in AuditEvent._meta.concrete_fields:
        if field.primary_key:
            continue
        sql, field_params = values.get(field.name) or ("%s", [field.get_db_prep_save(field.get_default(), connection)])
        columns.append(connection.ops.quote_name(field.column))
        expressions.append(sql)
        params += field_params
    where, where_params = _where(batch)
    with connection.cursor() as cursor:
        cursor.execute(
            f"""INSERT INTO {AuditEvent._meta.db_table} ({", ".join(columns)})
                SELECT {", ".join(expressions)} FROM {case_table} WHERE {where} ORDER BY id""",  # noqa: S608 - names from the code, values as parameters
            params + where_params,
        )
        cursor.execute(f"DELETE FROM {case_table} WHERE {where}", where_params)  # noqa: S608 - names from the code, values as parameters
        deleted: int = cursor.rowcount
        return deleted


def _where(batch: ImportBatch) -> tuple[str, list[int | None]]:
    return "id >= %s AND id <= %s AND import_event_id = %s", [batch.first_case_id, batch.last_case_id, batch.event_id]
