"""Auto-fill for role-assigners: KAM IDs from OB Links and BHR UK IDs from the company sequences."""

from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from accounts.models import User
from cases import rules, sequences
from cases.access import check_writer
from cases.audit import audit_record_many
from cases.models import AuditEvent, Case
from cases.services.holds import NOT_HELD

AUTOFILL_CHUNK = 2000


def _autofill_candidates() -> QuerySet[Case]:
    # Row locks: a concurrent auto-fill waits, then skips the cases this one filled (the WHERE is re-checked).
    # A held case's identifiers are frozen, blank ones too.
    return Case.objects.select_for_update().filter(NOT_HELD, is_merged=False, is_cancelled=False, is_locked=False)


def cases_autofill_kam_ids(*, actor: User) -> str:
    """Give each case without a KAM ID the first run of digits of its OB Link, else Not Known."""
    check_writer(actor)
    filled = 0
    now = timezone.now()
    with transaction.atomic():
        # kam_key is NULL for blank and for Not Known; only the blank ones are missing.
        qs = _autofill_candidates().filter(kam_key__isnull=True).order_by("id")
        rows = [(pk, link) for pk, link, kam in qs.values_list("id", "external_user_id", "kam_id") if not kam.strip()]
        for start in range(0, len(rows), AUTOFILL_CHUNK):
            chunk = rows[start : start + AUTOFILL_CHUNK]
            updates, entries = [], []
            for case_id, link in chunk:
                kam = rules.expected_kam_id(link)
                updates.append(Case(pk=case_id, kam_id=kam, kam_key=rules.kam_key(kam), updated_at=now))
                entries.append((case_id, {"kamId": ["", kam]}))
            Case.objects.bulk_update(updates, ["kam_id", "kam_key", "updated_at"], batch_size=500)
            audit_record_many(action=AuditEvent.Action.AUTOFILL, actor=actor, entries=entries)
            filled += len(chunk)
    if not filled:
        return "Every case already has a KAM ID."
    return f"Auto-filled KAM IDs for {filled} {'case' if filled == 1 else 'cases'}."


def cases_autofill_bhruk_ids(*, actor: User) -> str:
    """Allocate BHR UK IDs (per company group, oldest case first) to the cases that lack one."""
    check_writer(actor)
    now = timezone.now()
    with transaction.atomic():
        missing = list(
            _autofill_candidates()
            .filter(bhruk_key__isnull=True)
            .order_by("created_at", "id")
            .values_list("id", "widget")
        )
        by_group: dict[str, list[tuple[int, str]]] = {}
        for case_id, widget in missing:
            by_group.setdefault(rules.company_group(widget), []).append((case_id, widget))
        updates, entries = [], []
        for rows in by_group.values():
            ids = sequences.bhruk_allocate(widget=rows[0][1], count=len(rows))
            for (case_id, _widget), bhruk_id in zip(rows, ids, strict=True):
                updates.append(
                    Case(
                        pk=case_id,
                        bhruk_id=bhruk_id,
                        bhruk_number=rules.bhruk_number(bhruk_id),
                        bhruk_key=rules.bhruk_key(bhruk_id),
                        updated_at=now,
                    )
                )
                entries.append((case_id, {"bhrukId": [None, bhruk_id]}))
        Case.objects.bulk_update(updates, ["bhruk_id", "bhruk_number", "bhruk_key", "updated_at"], batch_size=500)
        audit_record_many(action=AuditEvent.Action.AUTOFILL, actor=actor, entries=entries)
    if not updates:
        return "Every case already has a BHR UK ID."
    return f"Allocated BHR UK IDs to {len(updates)} {'case' if len(updates) == 1 else 'cases'}."
