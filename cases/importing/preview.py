"""What a dry run adds to the counts: duplicates of the rows to import, and the BHR UK IDs they would get.

Everything is computed in SQL over the staging table (after `writing.mark_skipped`), so a preview of a big
file costs a few set operations, never a query per row.
"""

from cases import rules, sequences
from cases.identifiers import IdentifierType, display_identifier
from cases.importing.writing import STAGING
from cases.models import Case

MAX_LISTED_DUPLICATES = 100
# Per listed row: how many other rows of the file and existing cases are named.
MAX_LISTED_MATCHES = 20

# identifierType -> (staging key column, staging column shown as the identifier). Imported rows get new BHR UK
# IDs, which no case holds yet, so a file can only repeat KAM IDs and client names.
PREVIEW_KEYS = {
    IdentifierType.KAM_ID: ("kam_key", "kam_id"),
    IdentifierType.CLIENT_NAME: ("client_key", "name"),
}


def duplicates(cursor) -> list[dict]:
    """The rows to import whose KAM ID or client name (normalised as the duplicates feature does) repeats in
    the file or matches an existing active (not merged) case: [{row, identifierType, identifier, inFile,
    existingCaseIds}], in file order, the first MAX_LISTED_DUPLICATES."""
    cases = Case._meta.db_table
    found = []
    for identifier_type, (key, shown) in PREVIEW_KEYS.items():
        cursor.execute(
            f"""WITH repeated AS (
                  SELECT {key} AS k FROM {STAGING} WHERE skip = 0 AND {key} IS NOT NULL
                  GROUP BY {key} HAVING COUNT(*) > 1),
                existing AS (
                  SELECT DISTINCT s.{key} AS k FROM {STAGING} s JOIN {cases} c ON c.{key} = s.{key}
                  WHERE s.skip = 0 AND NOT c.is_merged)
                SELECT rownum, {key}, {shown} FROM {STAGING}
                WHERE skip = 0 AND ({key} IN (SELECT k FROM repeated) OR {key} IN (SELECT k FROM existing))
                ORDER BY rownum LIMIT {MAX_LISTED_DUPLICATES}"""
        )
        found += [(row, str(identifier_type), k, text) for row, k, text in cursor.fetchall()]
    found.sort(key=lambda item: (item[0], item[1] != IdentifierType.KAM_ID))
    found = found[:MAX_LISTED_DUPLICATES]
    in_file = _in_file(cursor, found)
    existing = _existing(found)
    return [
        {
            "row": row,
            "identifierType": identifier_type,
            "identifier": display_identifier(identifier_type, text),
            "inFile": [n for n in in_file.get((identifier_type, k), []) if n != row][:MAX_LISTED_MATCHES],
            "existingCaseIds": existing.get((identifier_type, k), []),
        }
        for row, identifier_type, k, text in found
    ]


def _in_file(cursor, found) -> dict[tuple[str, str], list[int]]:
    """Rows of the file (to import) holding each listed key, the first few per key."""
    out: dict[tuple[str, str], list[int]] = {}
    for identifier_type, (key, _) in PREVIEW_KEYS.items():
        keys = sorted({k for _, t, k, _ in found if t == identifier_type})
        if not keys:
            continue
        placeholders = ", ".join(["%s"] * len(keys))
        cursor.execute(
            f"""SELECT k, rownum FROM (
                  SELECT {key} AS k, rownum, ROW_NUMBER() OVER (PARTITION BY {key} ORDER BY rownum) AS n
                  FROM {STAGING} WHERE skip = 0 AND {key} IN ({placeholders})) ranked
                WHERE n <= {MAX_LISTED_MATCHES + 1} ORDER BY k, rownum""",
            keys,
        )
        for k, rownum in cursor.fetchall():
            out.setdefault((str(identifier_type), k), []).append(int(rownum))
    return out


def _existing(found) -> dict[tuple[str, str], list[int]]:
    """Ids of the active cases holding each listed key, the first few per key."""
    out: dict[tuple[str, str], list[int]] = {}
    for identifier_type, (key, _) in PREVIEW_KEYS.items():
        keys = sorted({k for _, t, k, _ in found if t == identifier_type})
        if not keys:
            continue
        rows = Case.objects.filter(is_merged=False, **{f"{key}__in": keys}).order_by(key, "id").values_list(key, "id")
        for k, case_id in rows:
            ids = out.setdefault((str(identifier_type), k), [])
            if len(ids) < MAX_LISTED_MATCHES:
                ids.append(case_id)
    return out


def new_id_range(cursor, counts: list[tuple[str, str, int]]) -> tuple[str | None, str | None]:
    """The BHR UK IDs the first and the last row to import (in file order) would get; a peek, not a
    reservation, so another import or a manual case may take them first."""
    if not counts:
        return None, None
    by_group = {group: (widget, n) for group, widget, n in counts}
    cursor.execute(
        f"""SELECT grp, widget FROM {STAGING} WHERE rownum IN (
              SELECT MIN(rownum) FROM {STAGING} WHERE skip = 0 UNION SELECT MAX(rownum) FROM {STAGING} WHERE skip = 0)
            ORDER BY rownum"""
    )
    ends = cursor.fetchall()
    (_, first_widget), (last_group, last_widget) = ends[0], ends[-1]
    first = sequences.bhruk_peek_next(widget=first_widget)
    last_start = rules.bhruk_number(sequences.bhruk_peek_next(widget=last_widget))
    assert last_start is not None  # a sequence's next identifier always carries its number
    last = rules.format_bhruk_id(last_widget, last_start + by_group[last_group][1] - 1)
    return first, last
