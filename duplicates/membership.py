"""Who is in a group right now: the ids of its non-merged cases."""

from collections import defaultdict

from django.db.models import Q, QuerySet

from cases.identifiers import IdentifierType, key_column
from cases.models import Case

_CHUNK = 5_000  # keys per query, well inside SQLite's limit on bound parameters


def group_members(scope: QuerySet[Case], groups: list[tuple[str, str]]) -> dict[tuple[str, str], set[int]]:
    """{(identifier type, key): ids of the non-merged cases in `scope` with that key}, one query per 5,000 keys."""
    members: dict[tuple[str, str], set[int]] = defaultdict(set)
    wanted = set(groups)
    columns = [key_column(t) for t in IdentifierType.values]
    ordered = sorted(wanted)
    for start in range(0, len(ordered), _CHUNK):
        keys_by_type: dict[str, list[str]] = defaultdict(list)
        for identifier_type, key in ordered[start : start + _CHUNK]:
            keys_by_type[identifier_type].append(key)
        condition = Q()
        for identifier_type, keys in keys_by_type.items():
            condition |= Q(**{f"{key_column(identifier_type)}__in": keys})
        rows = scope.filter(condition, is_merged=False).order_by().values_list("id", *columns)
        for case_id, *keys in rows:
            for identifier_type, key in zip(IdentifierType.values, keys, strict=True):
                if (identifier_type, key) in wanted:
                    members[(identifier_type, key)].add(case_id)
    return members
