"""Writes of the privacy duties: legal hold and erasure (anonymise, never delete).

Erasure replaces the personal fields of the chosen cases with one pseudonym ("Erased 7F3K", the same for every
case of one erasure), clears the import name, e-mail, OB Link and notes, and rewrites the same values in the
audit trail of those cases. Invoicing, statuses, dates, MI and the BHR UK ID stay, so every count, stat and
report adds up as before. All or nothing: one case on legal hold refuses the whole request (409).
"""

import secrets
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from django.apps import apps
from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.db import transaction
from django.utils import timezone

from accounts.models import User
from cases import rules
from cases.audit import audit_record, audit_record_many
from cases.identifiers import IdentifierType, key_column
from cases.listing.search_counts import search_counts_fold_now
from cases.listing.triggers import search_index_purge
from cases.models import AuditEvent, Case, Job
from cases.privacy import messages, registry
from cases.privacy.scrub import Scrubber, personal_values, replacements
from cases.privacy.signals import personal_data_erased
from cases.privacy.traces import traces_erase
from cases.services.document_files import documents_erase
from cases.services.holds import HeldAction, legal_hold_check
from cases.services.rows import case_for_update

PSEUDONYM_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
# The case's personal fields (cases.privacy.registry): their names, and their names in audit entries.
PERSONAL_FIELDS = [p.name for p in registry.erased_case_fields()]
ERASED_FIELD_NAMES = [p.json_key for p in registry.erased_case_fields()]
DERIVED_FIELDS = [p.name for p in registry.case_fields(registry.Erasure.DERIVE)]
EVENT_CHUNK = 1000

Progress = Callable[[int, int], None]


def new_pseudonym() -> str:
    return "Erased " + "".join(secrets.choice(PSEUDONYM_ALPHABET) for _ in range(4))


def clean_reason(reason: str | None) -> str:
    text = rules.clean_text(reason)
    if not text:
        raise ValidationError({"reason": [messages.REASON_REQUIRED]})
    return text[:500]


# --- Legal hold ---------------------------------------------------------------------------------------------


def case_legal_hold_set(*, case_id: int, actor: User, hold: bool, reason: str | None) -> Case:
    """Put a case on legal hold or release it; audited with who, when and why."""
    why = clean_reason(reason)
    with transaction.atomic():
        case = case_for_update(case_id, actor=actor)
        if case.legal_hold != hold:
            case.legal_hold = hold
            case.legal_hold_reason = why if hold else ""
            case.legal_hold_at = timezone.now() if hold else None
            # updated_at is left alone: a hold is not a change of the case (retention counts from the last one).
            Case.objects.filter(pk=case.pk).update(
                legal_hold=case.legal_hold, legal_hold_reason=case.legal_hold_reason, legal_hold_at=case.legal_hold_at
            )
        audit_record(
            action=AuditEvent.Action.LEGAL_HOLD, actor=actor, case_id=case.pk, changes={"hold": hold, "reason": why}
        )
    return case


# --- Erasure ------------------------------------------------------------------------------------------------


@dataclass
class ErasureOutcome:
    erased: int
    pseudonym: str
    events_rewritten: int
    already: int = 0

    @property
    def message(self) -> str:
        if not self.erased:
            return messages.ALREADY_ERASED.format(count=_cases(self.already))
        text = messages.ERASED.format(count=_cases(self.erased), pseudonym=self.pseudonym)
        return text + (" " + messages.SOME_ALREADY.format(count=_cases(self.already)) if self.already else "")


def _cases(count: int) -> str:
    return f"{count} case" if count == 1 else f"{count} cases"


def _locked_cases(case_ids: Sequence[int]) -> list[Case]:
    ids = sorted(set(case_ids))
    cases = list(Case.objects.select_for_update().filter(pk__in=ids).order_by("pk"))
    missing = sorted(set(ids) - {c.pk for c in cases})
    if missing:
        raise ValidationError({"caseIds": [messages.CASES_NOT_FOUND.format(ids=", ".join(f"#{i}" for i in missing))]})
    return cases


def refuse_held(cases: Iterable[Case]) -> None:
    legal_hold_check(cases=cases, action=HeldAction.ERASE)


def _values(case: Case) -> set[str]:
    return {str(getattr(case, f)).strip() for f in PERSONAL_FIELDS if getattr(case, f)}


def _old_keys(cases: Iterable[Case]) -> dict[str, set[str]]:
    """The cases' duplicate keys before erasure, per identifier type (the groups they leave)."""
    keys: dict[str, set[str]] = {IdentifierType.KAM_ID: set(), IdentifierType.CLIENT_NAME: set()}
    for case in cases:
        for identifier_type, found in keys.items():
            key = getattr(case, key_column(identifier_type))
            if key:
                found.add(key)
    return keys


def erase_locked(
    *,
    cases: list[Case],
    pseudonyms: dict[int, str],
    progress: Progress | None = None,
    purge: bool = True,
    actor: User | None = None,
    reason: str = "",
) -> int:
    """Anonymise cases already row-locked in the caller's transaction, each under its pseudonym, and every place
    the registry lists; the number of audit events rewritten. Shared by the erasure request (one pseudonym for
    all) and retention (one per case). `purge=False`: the caller runs search_index_purge itself (retention: once
    per run, not per batch). The cases' documents are erased (their files deleted once this commits, their names
    blanked, tombstones kept with `actor` and `reason`: cases.services.document_files).

    updated_at stays: anonymising is not a change of the case's work (reports and ageing read the same)."""
    ids = [c.pk for c in cases]
    values: dict[int, set[str]] = {c.pk: _values(c) for c in cases}
    old_keys = _old_keys(cases)
    events = AuditEvent.objects.filter(case_id__in=ids).only("id", "case_id", "changes").order_by("id")
    for event in events.iterator(chunk_size=EVENT_CHUNK):
        personal_values(event.changes, found=values[int(event.case_id or 0)])
    now = timezone.now()
    for case in cases:
        for field in registry.erased_case_fields():
            pseudonymise = field.erasure is registry.Erasure.PSEUDONYMISE
            setattr(case, field.name, pseudonyms[case.pk] if pseudonymise else "")
        case.refresh_keys()
        case.erased_at = now
    _save_cases(cases, [*PERSONAL_FIELDS, *DERIVED_FIELDS, "erased_at"])
    _delete_rows(ids)
    documents_erase(case_ids=ids, actor=actor, reason=reason)
    # The search counts' triggers noted the erased values (to take their substrings out of the counts): fold them
    # now, so they leave SearchChange when this commits.
    search_counts_fold_now()
    if purge:
        # SQLite's search index would keep the erased values' trigrams until its next merge.
        search_index_purge()
    scrubbers = {pk: Scrubber(replacements(found, pseudonyms[pk]), pseudonyms[pk]) for pk, found in values.items()}
    rewritten, pending = 0, []
    total = AuditEvent.objects.filter(case_id__in=ids).count() if progress else 0
    for done, event in enumerate(events.iterator(chunk_size=EVENT_CHUNK), start=1):
        changed = scrubbers[int(event.case_id or 0)].walk(event.changes)
        if changed != event.changes:
            event.changes = changed
            pending.append(event)
        if len(pending) >= EVENT_CHUNK:
            rewritten += _save_events(pending)
        if progress and done % EVENT_CHUNK == 0:
            progress(done, total)
    rewritten += _save_events(pending)
    everywhere = {v: pseudonyms[pk] for pk, found in values.items() for v in found}
    traces_erase(cases=cases, pseudonyms=pseudonyms, scrubber=Scrubber(everywhere, pseudonyms[ids[0]]))
    personal_data_erased.send(sender=Case, case_ids=ids, old_keys=old_keys)
    withdraw_files()
    return rewritten


def _delete_rows(case_ids: list[int]) -> None:
    """The rows of the cases that the registry says erasure deletes (their internal comments, and with them the
    comments' mentions)."""
    for label in registry.deleted_models():
        apps.get_model(label)._default_manager.filter(case_id__in=case_ids).delete()


def _save_cases(cases: list[Case], fields: list[str]) -> None:
    """One UPDATE for the fields every case gets the same value in (all of them under one pseudonym), a bulk update
    for the rest: a CASE per field and row costs far more to build than to run."""
    same = {f: getattr(cases[0], f) for f in fields if len({getattr(c, f) for c in cases}) == 1}
    Case.objects.filter(pk__in=[c.pk for c in cases]).update(**same)
    varying = [f for f in fields if f not in same]
    if varying:
        Case.objects.bulk_update(cases, varying, batch_size=500)


def withdraw_files() -> int:
    """Expire every export and subject-access file written before now: it may hold the erased values, and
    Casebook must serve none of them again. The files are deleted once the erasure commits; the rows stay (410)."""
    files = Job.objects.filter(kind__in=[Job.Kind.EXPORT, Job.Kind.SUBJECT_ACCESS]).exclude(output_file="")
    names = list(files.values_list("output_file", flat=True))
    count = files.update(output_file="", expires_at=timezone.now())

    def delete() -> None:
        for name in names:
            default_storage.delete(name)

    transaction.on_commit(delete)
    return count


def _save_events(events: list[AuditEvent]) -> int:
    count = len(events)
    if events:
        AuditEvent.objects.bulk_update(events, ["changes"], batch_size=EVENT_CHUNK)
        events.clear()
    return count


def cases_erase(
    *, case_ids: Sequence[int], actor: User, reason: str | None, progress: Progress | None = None
) -> ErasureOutcome:
    """Erase (pseudonymise) the cases, all or none. The audit events written for it hold the reason, the
    pseudonym and the names of the fields erased, never their values.

    Idempotent: cases already erased (a request submitted twice, at once or one after the other) are left as they
    are, under the row locks taken first, so each case has one pseudonym and one erasure event."""
    if not case_ids:
        raise ValidationError({"caseIds": [messages.NO_CASES]})
    why = clean_reason(reason)
    pseudonym = new_pseudonym()
    with transaction.atomic():
        locked = _locked_cases(case_ids)
        cases = [c for c in locked if c.erased_at is None]
        refuse_held(cases)
        if not cases:
            return ErasureOutcome(erased=0, pseudonym=locked[0].client_name, events_rewritten=0, already=len(locked))
        values = {v for c in cases for v in _values(c)}
        why = Scrubber(replacements(values, pseudonym), pseudonym).text(why)
        rewritten = erase_locked(
            cases=cases, pseudonyms={c.pk: pseudonym for c in cases}, progress=progress, actor=actor, reason=why
        )
        audit_record_many(
            action=AuditEvent.Action.ERASE,
            actor=actor,
            entries=[(c.pk, {"reason": why, "pseudonym": pseudonym, "fields": ERASED_FIELD_NAMES}) for c in cases],
        )
    return ErasureOutcome(
        erased=len(cases), pseudonym=pseudonym, events_rewritten=rewritten, already=len(locked) - len(cases)
    )


def subject_access_record(*, actor: User, case_ids: Sequence[int], job_id: str) -> list[int]:
    """Check the cases of a subject-access request exist and audit the request on each; their ids."""
    if not case_ids:
        raise ValidationError({"caseIds": [messages.NO_CASES]})
    ids = sorted(set(case_ids))
    found = set(Case.objects.filter(pk__in=ids).values_list("pk", flat=True))
    missing = [i for i in ids if i not in found]
    if missing:
        raise ValidationError({"caseIds": [messages.CASES_NOT_FOUND.format(ids=", ".join(f"#{i}" for i in missing))]})
    audit_record_many(action=AuditEvent.Action.SUBJECT_ACCESS, actor=actor, entries=[(i, {"job": job_id}) for i in ids])
    return ids
