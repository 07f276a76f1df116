"""BHR UK ID allocation: one counter per company group that never hands out a number twice."""

from django.conf import settings
from django.db import transaction
from django.db.models import F, Max
from django.db.models.functions import Greatest

from cases import rules
from cases.models import BhrukSequence, Case


def _ensure_row(group: str) -> None:
    if not BhrukSequence.objects.filter(group=group).exists():
        highest = _highest_in_use(group)
        start = max(settings.BHRUK_ID_START, (highest or 0) + 1)
        BhrukSequence.objects.get_or_create(group=group, defaults={"next_value": start})


def _highest_in_use(group: str) -> int | None:
    qs = (
        Case.objects.filter(bhruk_id__istartswith=rules.KIND_PREFIX)
        if group == "kind"
        else Case.objects.exclude(bhruk_id__istartswith=rules.KIND_PREFIX)
    )
    return qs.aggregate(m=Max("bhruk_number"))["m"]


def bhruk_peek_next(*, widget: str) -> str:
    """The identifier the next new case of this company's group would get (a preview, not a reservation)."""
    group = rules.company_group(widget)
    row = BhrukSequence.objects.filter(group=group).first()
    number = row.next_value if row else max(settings.BHRUK_ID_START, (_highest_in_use(group) or 0) + 1)
    return rules.format_bhruk_id(widget, number)


def bhruk_allocate(*, widget: str, count: int = 1) -> list[str]:
    """Reserve `count` consecutive identifiers for the company's group.

    The UPDATE takes the row's write lock until the surrounding transaction ends, so concurrent
    allocations queue and each sees the other's increment (PostgreSQL row lock; SQLite write lock).
    """
    if count <= 0:
        return []
    group = rules.company_group(widget)
    with transaction.atomic():
        _ensure_row(group)
        BhrukSequence.objects.filter(group=group).update(next_value=F("next_value") + count)
        end = BhrukSequence.objects.get(group=group).next_value
    return [rules.format_bhruk_id(widget, n) for n in range(end - count, end)]


def bhruk_note_used(*, widget: str, bhruk_id: str | None) -> None:
    """After a typed-in identifier is saved, move the sequence past it so it is never handed out again."""
    number = rules.bhruk_number(bhruk_id)
    if number is None:
        return
    group = rules.company_group(widget)
    with transaction.atomic():
        _ensure_row(group)
        BhrukSequence.objects.filter(group=group).update(next_value=Greatest(F("next_value"), number + 1))
