"""What a dry run adds to the counts: duplicates of the rows to import, and the BHR UK IDs they would get.

Everything is computed in SQL over the staging table (after `writing.mark_skipped`), so a preview of a big
file costs a few set operations, never a query per row.
"""

from cases import sequences
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
                ORDER BY rownum LIMIT {MAX_LISTED_DUPLICATES}"""  # noqa: S608 - names from the code, values as parameters
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
            "existingCaseIds": [case_id for case_id, _ in existing.get((identifier_type, k), [])],
            "existingBhrukIds": [
                bhruk_id or f"No BHR UK ID (case {case_id})"
                for case_id, bhruk_id in existing.get((identifier_type, k), [])
            ],
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
                WHERE n <= {MAX_LISTED_MATCHES + 1} ORDER BY k, rownum""",  # noqa: S608 - names from the code, values as parameters
            keys,
        )
        for k, rownum in cursor.fetchall():
            out.setdefault((str(identifier_type), k), []).append(int(rownum))
    return out


def _existing(found) -> dict[tuple[str, str], list[tuple[int, str | None]]]:
    """(id, BHR UK ID) of the active cases holding each listed key, the first few per key."""
    out: dict[tuple[str, str], list[tuple[int, str | None]]] = {}
    for identifier_type, (key, _) in PREVIEW_KEYS.items():
        keys = sorted({k for _, t, k, _ in found if t == identifier_type})
        if not keys:
            continue
        rows = (
            Case.objects.filter(is_merged=False, **{f"{key}__in": keys})
            .order_by(key, "id")
            .values_list(key, "id", "bhruk_id")
        )
        for k, case_id, bhruk_id in rows:
            held = out.setdefault((str(identifier_type), k), [])
            if len(held) < MAX_LISTED_MATCHES:
                held.append((case_id, bhruk_id))
    return out


def new_id_ranges(counts: list[tuple[str, str, int]]) -> list[dict]:
    """Per company group (KIND IDs too), the first and the last BHR UK ID the rows to import would get and how
    many: [{group, first, last, count}]. A peek, not a reservation, so another import or a manual case may
    take them first; typed IDs on the way are skipped as the import skips them (cases.sequences)."""
    out = []
    for group, widget, n in counts:
        first, last = sequences.bhruk_peek_range(widget=widget, count=n)
        out.append({"group": group, "first": first, "last": last, "count": n})
    # The standard group first (the one most files fill), then KIND.
    return sorted(out, key=lambda item: item["group"] != "standard")
