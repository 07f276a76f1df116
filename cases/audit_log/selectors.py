"""Reads of the audit trail for the audit log screen: filtered, newest first, and what each row shows."""

from django.db.models import OuterRef, Q, QuerySet, Subquery

from cases.audit_log.filters import AuditFilters
from cases.models import AuditEvent, Case
from cases.selectors import cases_visible_to, pagination

# The events that record what a case was as it left: a delete (its fields) and an import undo (its identifiers).
DELETED_ACTIONS = [AuditEvent.Action.DELETE, AuditEvent.Action.IMPORT_UNDO]
HIDDEN_CASE = "another case"
# COUNT(*) over millions of events costs more than the page itself; past this many the total says "at least".
COUNT_CAP = 10_000
# Actions whose changes are {"field": [old, new]}; the others carry details ({"field": value}).
PAIR_ACTIONS = {
    AuditEvent.Action.UPDATE,
    AuditEvent.Action.CANCEL,
    AuditEvent.Action.RESTORE,
    AuditEvent.Action.AUTOFILL,
    AuditEvent.Action.ASSIGN,
}


def audit_events(*, filters: AuditFilters) -> QuerySet[AuditEvent]:
    """The events the filters select, newest first, with the case's BHR UK ID and company (None once deleted)."""
    case = Case.objects.filter(pk=OuterRef("case_id"))
    last_word = AuditEvent.objects.filter(case_id=OuterRef("case_id"), action__in=DELETED_ACTIONS)
    return (
        _filtered(filters)
        .annotate(
            case_bhruk_id=Subquery(case.values("bhruk_id")[:1]),
            case_company=Subquery(case.values("widget")[:1]),
            case_client_name=Subquery(case.values("client_name")[:1]),
            # A deleted case's BHR UK ID as its delete or import undo recorded it, so every event still names it.
            deleted_bhruk_id=Subquery(last_word.values("changes__bhrukId")[:1]),
        )
        .order_by("-created_at", "-id")
    )


def _filtered(filters: AuditFilters) -> QuerySet[AuditEvent]:
    qs = AuditEvent.objects.all()
    if filters.actor_id is not None:
        qs = qs.filter(actor_id=filters.actor_id)
    if filters.action:
        qs = qs.filter(action=filters.action)
    if filters.case_id is not None:
        qs = qs.filter(case_id=filters.case_id)
    if filters.bhruk_id:
        qs = qs.filter(_cases_with("bhruk_id", filters.bhruk_id, recorded=("bhrukId",)))
    if filters.company:
        qs = qs.filter(_cases_with("widget", filters.company, recorded=("widget", "company")))
    if filters.since:
        qs = qs.filter(created_at__gte=filters.since)
    if filters.until:
        qs = qs.filter(created_at__lt=filters.until)
    return qs


def _cases_with(field: str, value: str, *, recorded: tuple[str, ...]) -> Q:
    """Events of the cases whose `field` is `value`: the live cases, and the deleted ones by what their delete or
    import undo recorded under the keys `recorded` (a case's trail outlives it and stays findable by what users
    know of it)."""
    gone = Q()
    for key in recorded:
        gone |= Q(**{f"changes__{key}": value})
    last_words = AuditEvent.objects.filter(gone, action__in=DELETED_ACTIONS).values("case_id")
    return Q(case_id__in=Case.objects.filter(**{field: value}).values("id")) | Q(case_id__in=last_words)


def audit_events_page(*, filters: AuditFilters, page: int, limit: int) -> tuple[list[AuditEvent], dict]:
    """One page and its pagination block; totalItems stops at COUNT_CAP (then totalIsLowerBound is true)."""
    qs = audit_events(filters=filters)
    offset = (page - 1) * limit
    rows = list(qs[offset : offset + limit])
    # Counted without the case columns, so the database counts index entries only.
    total = _filtered(filters).order_by().values("id")[:COUNT_CAP].count()
    block = pagination(page=page, limit=limit, total=total)
    block["totalIsLowerBound"] = total >= COUNT_CAP
    if block["totalIsLowerBound"]:
        block["hasNextPage"] = len(rows) == limit
    return rows, block


def case_display_name(*, bhruk_id: str | None, company: str | None, client_name: str | None) -> str:
    """A case as users know it: its BHR UK ID, else its client and company (never the database id)."""
    if bhruk_id:
        return bhruk_id
    known = ", ".join(part for part in (client_name, company) if part)
    return f"No BHR UK ID ({known})" if known else "No BHR UK ID"


def case_names(*, case_ids: set[int], user=None) -> dict[int, str]:
    """{case id: display name} for the cases an audit page names in its details; one query, none when empty.
    With `user`, a case that user may not see is "another case" (a client's history names no other company's)."""
    if not case_ids:
        return {}
    rows = Case.objects.filter(pk__in=case_ids).values_list("pk", "bhruk_id", "widget", "client_name")
    names = {pk: case_display_name(bhruk_id=b, company=w, client_name=c) for pk, b, w, c in rows}
    if user is not None:
        visible = set(cases_visible_to(user=user).filter(pk__in=names).values_list("pk", flat=True))
        names = {pk: name if pk in visible else HIDDEN_CASE for pk, name in names.items()}
    return names


def field_changes(action: str, changes: dict) -> list[tuple[str, object, object]]:
    """(field, old, new) per changed field; details of other actions as (key, None, value). Sorted by field:
    PostgreSQL's jsonb does not keep the order the keys were written in."""
    if not isinstance(changes, dict):
        return []
    out = []
    for field, value in sorted(changes.items()):
        if action in PAIR_ACTIONS and isinstance(value, list) and len(value) == 2:
            out.append((field, value[0], value[1]))
        else:
            out.append((field, None, value))
    return out


def reference(action: str, event_id: int, batch) -> str:
    """The bulk action or import an event belongs to."""
    if batch:
        return f"Batch {str(batch)[:8]}"
    if action == AuditEvent.Action.IMPORT:
        return f"Import #{event_id}"
    return ""
