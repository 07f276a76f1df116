"""An erasure's work outside the erased cases' own rows and audit entries: every other place the registry
(cases.privacy.registry) declares, rewritten inside the erasure's transaction.

The import events and dismissals that name the person have no case_id, so the cases' own history does not reach
them; jobs, saved views and the Django admin's log are not tied to a case at all.
"""

from collections.abc import Iterable, Sequence
from typing import Any

from django.contrib.admin.models import LogEntry
from django.contrib.contenttypes.models import ContentType
from django.db import models, transaction

from cases.identifiers import IdentifierType
from cases.models import AuditEvent, Case, ImportBatch, Job, SavedView
from cases.privacy import mail_files, registry
from cases.privacy.scrub import Scrubber

CHUNK = 1000
# A dismissal's identifier of these types is the person's (a name, the OB Link's number); a BHR UK ID stays.
PERSONAL_IDENTIFIERS = (IdentifierType.KAM_ID, IdentifierType.CLIENT_NAME)


def _rewrite(rows: models.QuerySet, fields: Sequence[str], scrubber: Scrubber) -> int:
    """Rewrite these fields of these rows (texts and JSON alike); the number of rows changed."""
    changed: list[models.Model] = []
    count = 0
    for row in rows.only("pk", *fields).iterator(chunk_size=CHUNK):
        dirty = False
        for field in fields:
            value = getattr(row, field)
            new = scrubber.walk(value)
            if new != value:
                setattr(row, field, new)
                dirty = True
        if dirty:
            changed.append(row)
        if len(changed) >= CHUNK:
            count += _save(rows.model, changed, fields)
    return count + _save(rows.model, changed, fields)


def _save(model: type[models.Model], rows: list[Any], fields: Sequence[str]) -> int:
    count = len(rows)
    if rows:
        model._default_manager.bulk_update(rows, fields, batch_size=CHUNK)
        rows.clear()
    return count


def _dismissals_of(case_ids: set[int], scrubber: Scrubber, pseudonyms: dict[int, str]) -> None:
    """Dismissal events (no case_id) of the erased cases' groups: their raw identifier becomes the pseudonym."""
    events = AuditEvent.objects.filter(
        case_id__isnull=True, action__in=[AuditEvent.Action.DISMISS, AuditEvent.Action.DISMISS_UNDO]
    )
    changed = []
    for event in events.only("pk", "changes").iterator(chunk_size=CHUNK):
        changes = event.changes if isinstance(event.changes, dict) else {}
        members = [i for i in changes.get("caseIds") or [] if i in case_ids]
        if not members:
            continue
        rewritten = scrubber.walk(changes)
        if changes.get("identifierType") in PERSONAL_IDENTIFIERS and changes.get("identifier"):
            rewritten["identifier"] = pseudonyms[members[0]]
        if rewritten != changes:
            event.changes = rewritten
            changed.append(event)
    _save(AuditEvent, changed, ["changes"])


def _admin_log(cases: Iterable[Case]) -> None:
    """The Django admin's history names a case as str(case) (its client name): name it as it now reads."""
    labels = {str(c.pk): str(c)[:200] for c in cases}
    entries = LogEntry.objects.filter(content_type=ContentType.objects.get_for_model(Case), object_id__in=labels)
    for entry in entries.only("pk", "object_id", "object_repr"):
        if entry.object_repr != labels[entry.object_id]:
            LogEntry.objects.filter(pk=entry.pk).update(object_repr=labels[entry.object_id])


def traces_erase(*, cases: Sequence[Case], pseudonyms: dict[int, str], scrubber: Scrubber) -> None:
    """Call inside the erasure's transaction, after the cases are anonymised (the mail files follow its commit)."""
    if not scrubber:
        return
    imports = {c.import_event_id for c in cases if c.import_event_id}
    _rewrite(AuditEvent.objects.filter(pk__in=imports, case_id__isnull=True), ["changes"], scrubber)
    _dismissals_of({c.pk for c in cases}, scrubber, pseudonyms)
    batches = ImportBatch.objects.filter(event_id__in=imports)
    _rewrite(batches, registry.rewritten("cases.ImportBatch", registry.IMPORTS), scrubber)
    _rewrite(Job.objects.all(), registry.rewritten("cases.Job", registry.EVERY), scrubber)
    _rewrite(SavedView.objects.all(), registry.rewritten("cases.SavedView", registry.EVERY), scrubber)
    _admin_log(cases)
    transaction.on_commit(lambda: mail_files.mail_files_scrub(scrubber=scrubber))
