"""The tables and columns the listing's raw SQL and triggers name, and the search counts' notes (one SearchChange
row per side of a change) that both engines' triggers write (cases.listing.search_counts explains them)."""

from cases.listing.expressions import SEARCH_FIELDS
from cases.models import Case, SearchChange, SearchGramCount, SearchLongGram

CASES = Case._meta.db_table
COUNTS = SearchGramCount._meta.db_table
LONG_GRAMS = SearchLongGram._meta.db_table
CHANGES = SearchChange._meta.db_table
# The counted dimensions and the searched fields, as columns of both the cases and the changes tables.
DIMENSIONS = ("widget", "current_status", "is_locked", "is_cancelled", "is_merged")
FIELDS = SEARCH_FIELDS
# A statement touching more than this many cases (a seed, a retention run) notes one "rebuild" row instead.
FULL_REBUILD_OVER = 50_000
SEARCH_COUNT_TRIGGERS = ("search_counts_case_insert", "search_counts_case_update", "search_counts_case_delete")

NOTED = ("sign", *DIMENSIONS, *FIELDS, "claimed")


def note_values(row: str, sign: str) -> str:
    """The values of one note of `row` (NEW, OLD or a transition table's alias)."""
    fields = [f"COALESCE({row}.{column}, '')" if column == "bhruk_id" else f"{row}.{column}" for column in FIELDS]
    return ", ".join([sign, *[f"{row}.{column}" for column in DIMENSIONS], *fields, "false"])


def rebuild_row() -> str:
    """The note asking the next fold for a full rebuild (sign 0)."""
    values = ", ".join(["0", "''", "''", "false", "false", "false", *["''"] * len(FIELDS), "false"])
    return f"INSERT INTO {CHANGES} ({', '.join(NOTED)}) VALUES ({values})"  # noqa: S608 - names from the code, values as parameters
