"""The list's triggers on the cases table, installed by migrations (cases 0029, 0034): the search counts' notes
(cases.listing.search_counts), the unsearched totals' notes (cases.listing.case_totals) and, on SQLite, the FTS5
search index with its triggers (cases.listing.sqlite).

SQLite drops a table's triggers whenever a migration rebuilds the table (`_remake_table`: some AlterField, AddField
with a default, RemoveField...). A migration that rebuilds `cases_case` on SQLite must therefore run
`install_listing_triggers` again (a RunPython after its operations, as 0029 does) and so must one rebuilding it in
another app (duplicates.summary.install_triggers for the duplicates summary's). `test_listing_triggers` fails when a
migration forgets; `manage.py install_triggers` puts everything back on a database that lost them.

Each install is idempotent: it recreates what is missing and asks for a rebuild of what may have missed changes
meanwhile (the search counts at their next fold; the FTS5 index at once).
"""

from django.db import DEFAULT_DB_ALIAS

from cases.listing import case_totals, search_counts
from cases.listing.engine import engine
from cases.listing.schema import CASES, SEARCH_COUNT_TRIGGERS


def install_listing_triggers(*, using: str = DEFAULT_DB_ALIAS) -> bool:
    """Install whatever of the list's triggers and search index is missing; returns whether anything was."""
    counts_missing = search_counts.install_triggers(using=using)
    totals_missing = case_totals.install_triggers(using=using)
    index_rebuilt = engine(using).install_search_index(using=using)
    return counts_missing or totals_missing or index_rebuilt


def drop_listing_triggers(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """The reverse of install_listing_triggers for the search counts' and the totals' triggers. The FTS5 table and
    its triggers stay: migration 0020 made them and its reverse removes them."""
    search_counts.drop_triggers(using=using)
    case_totals.drop_triggers(using=using)


def search_index_purge(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """Leave no trace of erased values in SQLite's search index (cases.listing.sqlite.search_index_purge; nothing to
    do on PostgreSQL). Call after an erasure, in its transaction."""
    engine(using).search_index_purge(using=using)


def expected_triggers(*, using: str = DEFAULT_DB_ALIAS) -> tuple[str, tuple[str, ...]]:
    """(table, the names of the triggers that must be on it) on this database."""
    return CASES, (*SEARCH_COUNT_TRIGGERS, *case_totals.TRIGGERS, *engine(using).SEARCH_INDEX_TRIGGERS)
