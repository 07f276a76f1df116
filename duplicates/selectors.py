"""Reads of duplicate groups: cases sharing a normalised identifier, scoped to the cases the user may see.

A group is two or more non-merged cases with the same key (Case.kam_key, bhruk_key or client_key). Keys are
NULL for blanks and "Not Known", so those never group. Cancelled cases count: they are still cases, can be
restored, and may be merged (by users who may cancel and restore cases).
"""

import json
from collections import defaultdict
from datetime import datetime
from typing import NamedTuple

from django.db import connection
from django.db.models import Count, Max, Min, QuerySet
from django.http import Http404

from cases.identifiers import IdentifierType, identifier_key, key_column, original_column
from cases.models import Case
from cases.selectors import cases_visible_to, pagination, user_sees_all_cases
from duplicates.membership import group_members
from duplicates.models import DismissedGroup, GroupSummary
from duplicates.summary import summary_refresh

GROUP_NOT_FOUND = "Duplicate group not found"


class DuplicateGroup(NamedTuple):
    identifier_type: str
    key: str
    identifier: str  # a member's original text (display_identifier tidies it); normalises back to `key`
    case_count: int
    last_updated: datetime


def duplicate_groups(*, user, identifier_type: str | None = None) -> dict:
    """{"groups": [DuplicateGroup], "summary": {"total", "kamId", "bhrukId", "clientName"}}.

    Groups are newest activity first (the latest updated_at among their cases). Dismissed groups are left
    out until a case joins them. The summary counts every type whatever `identifier_type` selects, so the
    summary cards stay put while the table is filtered.

    Users who see every case read the maintained summary (duplicates.summary), which first catches up with
    the changes committed so far: a write, but only of derived data. Users who see part of the book (a
    client's company) get their groups computed afresh from their cases.
    """
    if user_sees_all_cases(user):
        summary_refresh()
        return _from_summary(identifier_type)
    return _from_cases(cases_visible_to(user=user), identifier_type)


def _newest_first(group: DuplicateGroup) -> tuple:
    return (group.last_updated, group.identifier_type, group.key)


def _from_summary(identifier_type: str | None) -> dict:
    visible = GroupSummary.objects.filter(hidden=False)
    counts = _summary_counts()
    if identifier_type:
        visible = visible.filter(identifier_type=identifier_type)
    rows = visible.values_list("identifier_type", "key", "identifier", "case_count", "last_updated")
    groups = sorted((DuplicateGroup(*row) for row in rows), key=_newest_first, reverse=True)
    return {"groups": groups, "summary": _summary(counts)}


def _summary_counts() -> dict[str, int]:
    return dict(
        GroupSummary.objects.filter(hidden=False).order_by().values_list("identifier_type").annotate(n=Count("*"))
    )


# The PostgreSQL rendering of DuplicateGroupSerializer over the summary, newest activity first with ties in
# code-point order (COLLATE "C"), as the Python path sorts. Identifiers are tidied as display_identifier does,
# for ASCII whitespace (a subset of Python's, so the text shown always normalises back to the group's key).
_TIDY = r"""CASE WHEN identifier_type = 'clientName'
    THEN btrim(regexp_replace(identifier, E'[ \t\n\r\f\x0b]+', ' ', 'g'))
    ELSE btrim(identifier, E' \t\n\r\f\x0b') END"""
_GROUPS_JSON = f"""
SELECT COALESCE(json_agg(json_build_object(
        'identifier', COALESCE(NULLIF({_TIDY}, ''), key),
        'identifierType', identifier_type,
        'caseCount', case_count,
        'lastUpdated', to_char(last_updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
    ORDER BY last_updated DESC, identifier_type COLLATE "C" DESC, key COLLATE "C" DESC), '[]')::text
FROM {GroupSummary._meta.db_table} WHERE NOT hidden"""  # noqa: S608 - names from the code, values as parameters


def duplicate_groups_json(*, user, identifier_type: str | None = None) -> bytes | None:
    """duplicate_groups as JSON text, built by PostgreSQL for users who see every case; None otherwise.

    The list can hold tens of thousands of groups; assembling it in the database keeps it fast (see
    docs/benchmarks.md). Callers fall back to duplicate_groups and the serializers when this is None.
    """
    if connection.vendor != "postgresql" or not user_sees_all_cases(user):
        return None
    summary_refresh()
    counts = _summary_counts()
    with connection.cursor() as cursor:
        if identifier_type:
            cursor.execute(f"{_GROUPS_JSON} AND identifier_type = %s", [identifier_type])
        else:
            cursor.execute(_GROUPS_JSON)
        groups = cursor.fetchone()[0]
    return b'{"groups":' + groups.encode() + b',"summary":' + json.dumps(_summary(counts)).encode() + b"}"


def _from_cases(scope: QuerySet[Case], identifier_type: str | None) -> dict:
    groups = _without_dismissed(scope, groups_from_cases(scope))
    groups.sort(key=_newest_first, reverse=True)
    counts: dict[str, int] = defaultdict(int)
    for group in groups:
        counts[group.identifier_type] += 1
    if identifier_type:
        groups = [g for g in groups if g.identifier_type == identifier_type]
    return {"groups": groups, "summary": _summary(counts)}


def _summary(counts: dict[str, int]) -> dict:
    per_type = {t: counts.get(t, 0) for t in IdentifierType.values}
    return {"total": sum(per_type.values()), **per_type}


def groups_from_cases(scope: QuerySet[Case]) -> list[DuplicateGroup]:
    """The groups computed afresh from the cases in `scope`, dismissed ones included."""
    return [g for t in IdentifierType.values for g in _groups_of_type(scope, t)]


def groups_from_summary() -> list[DuplicateGroup]:
    """Every group in the maintained summary, dismissed ones included (for comparing with groups_from_cases)."""
    rows = GroupSummary.objects.values_list("identifier_type", "key", "identifier", "case_count", "last_updated")
    return [DuplicateGroup(*row) for row in rows]


def _groups_of_type(scope: QuerySet[Case], identifier_type: str) -> list[DuplicateGroup]:
    key = key_column(identifier_type)
    # Two steps so that PostgreSQL finds the shared keys from the partial index alone (index-only scan
    # of `key WHERE is_merged = false`), then reads only the few rows of those groups.
    live = scope.filter(is_merged=False, **{f"{key}__isnull": False}).order_by()
    shared_keys = live.values(key).annotate(n=Count("*")).filter(n__gt=1).values(key)
    rows = (
        live.filter(**{f"{key}__in": shared_keys})
        .values(key)
        .annotate(shown=Min(original_column(identifier_type)), n=Count("*"), last=Max("updated_at"))
        .values_list(key, "shown", "n", "last")
    )
    return [DuplicateGroup(identifier_type, k, shown, n, last) for k, shown, n, last in rows]


def _without_dismissed(scope: QuerySet[Case], groups: list[DuplicateGroup]) -> list[DuplicateGroup]:
    """Drop the dismissed groups that no case has joined since (two queries, whatever the numbers)."""
    dismissed = {
        (d.identifier_type, d.key): d for d in DismissedGroup.objects.only("identifier_type", "key", "member_ids")
    }
    candidates = [(g.identifier_type, g.key) for g in groups if (g.identifier_type, g.key) in dismissed]
    if not candidates:
        return groups
    members = group_members(scope, candidates)
    hidden = {c for c in candidates if dismissed[c].still_covers(members[c])}
    return [g for g in groups if (g.identifier_type, g.key) not in hidden]


def duplicate_group_cases(*, user, identifier_type: str, identifier: str) -> list[Case]:
    """The non-merged cases of one group, oldest first; 404 unless at least two share the identifier.

    `identifier` may be any spelling that normalises to the group's key (the list shows one member's text).
    """
    key = identifier_key(identifier_type, identifier)
    if key is None:
        raise Http404(GROUP_NOT_FOUND)
    cases = list(
        cases_visible_to(user=user)
        .filter(is_merged=False, **{key_column(identifier_type): key})
        .order_by("created_at", "id")
    )
    if len(cases) < 2:
        raise Http404(GROUP_NOT_FOUND)
    return cases


# --- The paged list (the Duplicates page draws one page, whatever the number of groups) ----------------------

GROUP_SORTS = {"lastUpdated": "last_updated", "caseCount": "case_count", "identifier": "identifier"}
GROUP_PAGE_SIZES = (10, 25, 50, 100)


class GroupPageRequest(NamedTuple):
    page: int
    limit: int
    sort_by: str = "lastUpdated"
    sort_order: str = "desc"


def _python_sort_key(sort_by: str):
    if sort_by == "caseCount":
        return lambda g: (g.case_count, g.last_updated, g.identifier_type, g.key)
    if sort_by == "identifier":
        return lambda g: (g.identifier.casefold(), g.identifier_type, g.key)
    return _newest_first


def duplicate_groups_page(*, user, identifier_type: str | None, request: GroupPageRequest) -> dict:
    """{"groups": one page of DuplicateGroup, "pagination": guide: api#fields Pagination, "summary": counts of every
    group}.

    For users who see every case the page is cut in the database from the maintained summary (an ORDER BY
    with LIMIT over at most one row per group), so the answer's size does not grow with the number of groups.
    """
    offset = (request.page - 1) * request.limit
    if user_sees_all_cases(user):
        summary_refresh()
        counts = _summary_counts()
        visible = GroupSummary.objects.filter(hidden=False)
        if identifier_type:
            visible = visible.filter(identifier_type=identifier_type)
        total = counts.get(identifier_type, 0) if identifier_type else sum(counts.values())
        column = GROUP_SORTS[request.sort_by]
        prefix = "-" if request.sort_order == "desc" else ""
        ties = [f"{prefix}identifier_type", f"{prefix}key"]
        rows = visible.order_by(f"{prefix}{column}", *ties).values_list(
            "identifier_type", "key", "identifier", "case_count", "last_updated"
        )[offset : offset + request.limit]
        groups = [DuplicateGroup(*row) for row in rows]
        summary = _summary(counts)
    else:
        everything = _from_cases(cases_visible_to(user=user), identifier_type)
        ordered = sorted(
            everything["groups"], key=_python_sort_key(request.sort_by), reverse=request.sort_order == "desc"
        )
        total = len(ordered)
        groups = ordered[offset : offset + request.limit]
        summary = everything["summary"]
    return {
        "groups": groups,
        "pagination": pagination(page=request.page, limit=request.limit, total=total),
        "summary": summary,
    }
