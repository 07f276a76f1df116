"""Retention (guide: privacy#retention): anonymise, as an erasure does, the cases whose last change is older than the
chosen number of months, for the chosen statuses and states, never those on legal hold. Off by default.

A run works in batches that each commit whole (row-locked, anonymised, audited), so a run killed mid-way leaves
every case anonymised or untouched, and the next run picks up exactly the cases still due: it converges.
"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Q, QuerySet
from django.utils import timezone

from accounts.models import User
from cases.audit import audit_record, audit_record_many
from cases.errors import ConflictError
from cases.listing.triggers import search_index_purge
from cases.models import AuditEvent, Case, RetentionPolicy
from cases.privacy import messages
from cases.privacy.services import ERASED_FIELD_NAMES, erase_locked, new_pseudonym
from cases.rules import Status

STATES = ("cancelled", "merged")
CHOICES = (*Status.values, *STATES)
MAX_MONTHS = 1200
BATCH_SIZE = 500
SAMPLE_SIZE = 20
MONTHS_MESSAGE = f"Months must be a whole number from 1 to {MAX_MONTHS}."
APPLIES_TO_MESSAGE = "Choose statuses or states from: " + ", ".join(CHOICES) + "."


def policy_get() -> RetentionPolicy:
    policy, _ = RetentionPolicy.objects.get_or_create(pk=1)
    return policy


def policy_body(policy: RetentionPolicy) -> dict[str, Any]:
    return {"enabled": policy.enabled, "months": policy.months, "appliesTo": list(policy.applies_to)}


def policy_draft(*, enabled: bool, months: int, applies_to: list[str]) -> RetentionPolicy:
    """The setting as sent, checked and not saved: what Save would store and the preview reads."""
    if not isinstance(months, int) or isinstance(months, bool) or not 1 <= months <= MAX_MONTHS:
        raise ValidationError({"months": [MONTHS_MESSAGE]})
    if any(choice not in CHOICES for choice in applies_to):
        raise ValidationError({"appliesTo": [APPLIES_TO_MESSAGE]})
    return RetentionPolicy(enabled=enabled, months=months, applies_to=[c for c in CHOICES if c in applies_to])


def needs_confirmation(before: RetentionPolicy, after: RetentionPolicy) -> bool:
    """A save that leaves retention on with other settings (switching it on, more months' cases or more statuses)
    starts irreversible anonymisation the officer has to have seen counted."""
    return after.enabled and policy_body(before) != policy_body(after)


def policy_set(
    *, actor: User, enabled: bool, months: int, applies_to: list[str], confirmed_count: int | None
) -> RetentionPolicy:
    """Save the setting. A save needing confirmation (needs_confirmation) must carry the number of cases the first
    run anonymises (`confirmed_count`, as the preview counted them): otherwise 409 stating that number."""
    draft = policy_draft(enabled=enabled, months=months, applies_to=applies_to)
    with transaction.atomic():
        policy = RetentionPolicy.objects.select_for_update().filter(pk=1).first() or policy_get()
        before = policy_body(policy)
        if needs_confirmation(policy, draft):
            count = due_cases(policy=draft).count()
            if confirmed_count != count:
                noun = "case" if count == 1 else "cases"
                raise ConflictError(messages.CONFIRM_RETENTION.format(count=count, noun=noun))
        policy.enabled, policy.months, policy.applies_to = draft.enabled, draft.months, draft.applies_to
        policy.updated_by_email = actor.email
        policy.save()
        audit_record(
            action=AuditEvent.Action.RETENTION,
            actor=actor,
            changes={"setting": {"before": before, "after": policy_body(policy)}},
        )
    return policy


def _cutoff(policy: RetentionPolicy, now: datetime) -> datetime:
    return now - timedelta(days=round(policy.months * 30.4375))


def due_cases(*, policy: RetentionPolicy | None = None, now: datetime | None = None) -> QuerySet[Case]:
    """Exactly the cases the next run anonymises (none while retention is off)."""
    policy = policy or policy_get()
    if not policy.enabled or not policy.applies_to:
        return Case.objects.none()
    chosen = set(policy.applies_to)
    scope = Q(current_status__in=[s for s in Status.values if s in chosen], is_cancelled=False, is_merged=False)
    if "cancelled" in chosen:
        scope |= Q(is_cancelled=True)
    if "merged" in chosen:
        scope |= Q(is_merged=True)
    cutoff = _cutoff(policy, now or timezone.now())
    return Case.objects.filter(scope, erased_at__isnull=True, legal_hold=False, updated_at__lt=cutoff).order_by("pk")


def preview(*, policy: RetentionPolicy | None = None, now: datetime | None = None) -> dict[str, Any]:
    """What the next run changes under `policy` (the saved one, or a draft of the form on screen)."""
    policy = policy or policy_get()
    due = due_cases(policy=policy, now=now)
    sample = due.values("id", "bhruk_id", "widget", "current_status", "is_cancelled", "is_merged", "updated_at")
    count = due.count()
    return {
        "enabled": policy.enabled,
        "count": count,
        "message": preview_message(policy, count),
        "sample": [
            {
                "id": row["id"],
                "bhrukId": row["bhruk_id"],
                "widget": row["widget"],
                "currentStatus": row["current_status"],
                "isCancelled": row["is_cancelled"],
                "isMerged": row["is_merged"],
                "updatedAt": row["updated_at"].isoformat().replace("+00:00", "Z"),
            }
            for row in sample[:SAMPLE_SIZE]
        ],
    }


def preview_message(policy: RetentionPolicy, count: int) -> str:
    if not policy.enabled:
        return messages.RETENTION_OFF
    if not policy.applies_to:
        return "No statuses or states are chosen: the next run anonymises no cases."
    if count == 0:
        return "No case is due yet: the next run anonymises no cases."
    return f"The next run anonymises {count} {'case' if count == 1 else 'cases'}."


@dataclass
class RetentionOutcome:
    anonymised: int = 0
    batches: int = 0

    @property
    def message(self) -> str:
        return f"Retention anonymised {self.anonymised} cases in {self.batches} batches."


def run(
    *, now: datetime | None = None, batch_size: int = BATCH_SIZE, on_batch: Callable[[int], None] | None = None
) -> RetentionOutcome:
    """Anonymise every due case, one committed batch at a time. Each batch re-reads what is due under row
    locks (skipping rows another run holds), so two runs never anonymise a case twice.

    Each batch reads on from the last case of the one before (by id), not from the start: the cases already
    anonymised would otherwise be read again by every batch, which made the batches slower as the run went on
    (at 1,000,000 cases the last one read the whole table). Once at the end the run looks again from the start,
    once, for cases skipped because another transaction held them."""
    outcome = RetentionOutcome()
    policy = policy_get()
    now = now or timezone.now()
    after, swept = 0, False
    while True:
        with transaction.atomic():
            due = due_cases(policy=policy, now=now).filter(pk__gt=after)
            cases = list(due.select_for_update(skip_locked=True)[:batch_size])
            if not cases:
                if swept or after == 0:
                    break
                after, swept = 0, True
                continue
            pseudonyms = {c.pk: new_pseudonym() for c in cases}
            reason = f"Retention: no change for {policy.months} months"
            erase_locked(cases=cases, pseudonyms=pseudonyms, purge=False, reason=reason)
            audit_record_many(
                action=AuditEvent.Action.RETENTION,
                actor=None,
                entries=[
                    (
                        c.pk,
                        {
                            "reason": reason,
                            "pseudonym": pseudonyms[c.pk],
                            "fields": ERASED_FIELD_NAMES,
                        },
                    )
                    for c in cases
                ],
            )
        after = cases[-1].pk
        outcome.anonymised += len(cases)
        outcome.batches += 1
        if on_batch:
            on_batch(outcome.batches)
    if outcome.anonymised:
        # Once for the run (~7 s at 1M cases on SQLite; nothing elsewhere): the erased values' trigrams leave the
        # search index's pages, where they stayed since their batch.
        with transaction.atomic():
            search_index_purge()
    return outcome
