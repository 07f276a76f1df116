"""Writes of the privacy duties: legal hold and erasure (anonymise, never delete).

Erasure replaces the personal fields of the chosen cases with one pseudonym ("Erased 7F3K", the same for every
case of one erasure), clears the import name, e-mail, OB Link and notes, and rewrites the same values in the
audit trail of those cases. Invoicing, statuses, dates, MI and the BHR UK ID stay, so every count, stat and
report adds up as before. All or nothing: one case on legal hold refuses the whole request (409).
"""

import re
import secrets
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.db import transaction
from django.utils import timezone

from accounts.models import User
from cases import rules
from cases.audit import audit_record, audit_record_many
from cases.models import AuditEvent, Case, Job
from cases.privacy import messages
from cases.search_counts import search_counts_fold_now
from cases.search_index import search_index_purge
from cases.services.holds import HeldAction, legal_hold_check
from cases.services.rows import case_for_update

PSEUDONYM_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
# The audit entries' names of the personal fields, and what each becomes ("P" = the pseudonym).
PERSONAL_KEYS: dict[str, str] = {"clientName": "P", "name": "", "email": "", "externalUserId": "", "notes": ""}
PERSONAL_FIELDS = ["client_name", "name", "email", "external_user_id", "notes"]
ERASED_FIELD_NAMES = ["clientName", "name", "email", "externalUserId", "notes"]
# Values shorter than this are not searched for inside longer texts (a 2-letter name would eat every word).
MIN_SUBSTRING = 3
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
        case = case_for_update(case_id)
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

    @property
    def message(self) -> str:
        noun = "case" if self.erased == 1 else "cases"
        return f"Erased {self.erased} {noun}; they now read {self.pseudonym}."


def _locked_cases(case_ids: Sequence[int]) -> list[Case]:
    ids = sorted(set(case_ids))
    cases = list(Case.objects.select_for_update().filter(pk__in=ids).order_by("pk"))
    missing = sorted(set(ids) - {c.pk for c in cases})
    if missing:
        raise ValidationError({"caseIds": [messages.CASES_NOT_FOUND.format(ids=", ".join(f"#{i}" for i in missing))]})
    return cases


def refuse_held(cases: Iterable[Case]) -> None:
    legal_hold_check(cases=cases, action=HeldAction.ERASE)


class _Scrubber:
    """Rewrites audit entries: the personal keys get their erased value; any erased text found inside another
    text (a reason, a merge's details) becomes the pseudonym."""

    def __init__(self, pseudonym: str, values: set[str]) -> None:
        self.pseudonym = pseudonym
        self.values = sorted((v for v in values if len(v) >= MIN_SUBSTRING), key=len, reverse=True)
        self.exact = {v.casefold() for v in values if v}

    def personal(self, key: str, value: Any) -> Any:
        target = self.pseudonym if PERSONAL_KEYS[key] == "P" else ""
        if isinstance(value, list):
            return [target if isinstance(v, str) and v else v for v in value]
        return target if isinstance(value, str) and value else value

    def text(self, value: str) -> str:
        if value.casefold() in self.exact:
            return self.pseudonym
        for erased in self.values:
            if erased.casefold() in value.casefold():
                value = _replace_folded(value, erased, self.pseudonym)
        return value

    def walk(self, value: Any, key: str | None = None) -> Any:
        if key in PERSONAL_KEYS:
            return self.personal(key, value)
        if isinstance(value, dict):
            return {k: self.walk(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [self.walk(v) for v in value]
        if isinstance(value, str):
            return self.text(value)
        return value


def _replace_folded(text: str, needle: str, replacement: str) -> str:
    return re.sub(re.escape(needle), lambda _: replacement, text, flags=re.IGNORECASE)


def _personal_values(value: Any, key: str | None = None, found: set[str] | None = None) -> set[str]:
    found = set() if found is None else found
    if isinstance(value, dict):
        for k, v in value.items():
            _personal_values(v, k, found)
    elif isinstance(value, list):
        for v in value:
            _personal_values(v, key, found)
    elif isinstance(value, str) and key in PERSONAL_KEYS and value.strip():
        found.add(value.strip())
    return found


def erase_locked(
    *, cases: list[Case], pseudonyms: dict[int, str], progress: Progress | None = None, purge: bool = True
) -> int:
    """Anonymise cases already row-locked in the caller's transaction, each under its pseudonym; the number of
    audit events rewritten. Shared by the erasure request (one pseudonym for all) and retention (one per case).
    `purge=False`: the caller runs search_index_purge itself (retention: once per run, not per batch).

    updated_at stays: anonymising is not a change of the case's work (reports and ageing read the same)."""
    ids = [c.pk for c in cases]
    values: dict[int, set[str]] = {
        c.pk: {str(getattr(c, f)).strip() for f in PERSONAL_FIELDS if getattr(c, f)} for c in cases
    }
    events = AuditEvent.objects.filter(case_id__in=ids).only("id", "case_id", "changes").order_by("id")
    for event in events.iterator(chunk_size=EVENT_CHUNK):
        _personal_values(event.changes, found=values[int(event.case_id or 0)])
    now = timezone.now()
    for case in cases:
        case.client_name = pseudonyms[case.pk]
        case.client_key = rules.client_key(case.client_name)
        case.name = case.email = case.external_user_id = case.notes = ""
        case.erased_at = now
    Case.objects.bulk_update(
        cases, ["client_name", "client_key", "name", "email", "external_user_id", "notes", "erased_at"], batch_size=500
    )
    # The search counts' triggers noted the erased values (to take their substrings out of the counts): fold them
    # now, so they leave SearchChange when this commits.
    search_counts_fold_now()
    if purge:
        search_index_purge()  # SQLite's search index would keep the erased values' trigrams until its next merge
    scrubbers = {pk: _Scrubber(pseudonyms[pk], found - {pseudonyms[pk]}) for pk, found in values.items()}
    rewritten, pending, done = 0, [], 0
    total = AuditEvent.objects.filter(case_id__in=ids).count() if progress else 0
    for event in events.iterator(chunk_size=EVENT_CHUNK):
        changed = scrubbers[int(event.case_id or 0)].walk(event.changes)
        done += 1
        if changed != event.changes:
            event.changes = changed
            pending.append(event)
        if len(pending) >= EVENT_CHUNK:
            rewritten += _save_events(pending)
        if progress and done % EVENT_CHUNK == 0:
            progress(done, total)
    rewritten += _save_events(pending)
    return rewritten


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
    pseudonym and the names of the fields erased, never their values."""
    if not case_ids:
        raise ValidationError({"caseIds": [messages.NO_CASES]})
    why = clean_reason(reason)
    pseudonym = new_pseudonym()
    with transaction.atomic():
        cases = _locked_cases(case_ids)
        refuse_held(cases)
        values = {str(getattr(c, f)).strip() for c in cases for f in PERSONAL_FIELDS if getattr(c, f)}
        rewritten = erase_locked(cases=cases, pseudonyms={c.pk: pseudonym for c in cases}, progress=progress)
        why = _Scrubber(pseudonym, values).text(why)
        withdraw_files()
        audit_record_many(
            action=AuditEvent.Action.ERASE,
            actor=actor,
            entries=[(c.pk, {"reason": why, "pseudonym": pseudonym, "fields": ERASED_FIELD_NAMES}) for c in cases],
        )
    return ErasureOutcome(erased=len(cases), pseudonym=pseudonym, events_rewritten=rewritten)


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
