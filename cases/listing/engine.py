"""The one place that asks which database the connection is: `engine()` answers cases.listing.postgres or
cases.listing.sqlite, two modules offering the same names (Engine below). Everything else of the list's read path,
its triggers and the duplicates summary calls the module it is given, so a third database would be one more module
here, not a search through the code for vendor checks.

SQL expressions pick their spelling themselves, per compiler (Django's as_sqlite / as_postgresql:
cases.listing.expressions, cases.search_fold.Fold)."""

from collections.abc import Iterator
from typing import Protocol

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.models import Q, QuerySet

from cases.listing import postgres, sqlite


class Engine(Protocol):
    """What cases.listing.postgres and cases.listing.sqlite both offer; mypy checks each module against it."""

    # Filters (cases.listing.query)
    SORT_INDEXES_COVER_FILTERS: bool

    def hides_filter_indexes(self, *, walk: bool, searched: bool) -> bool: ...
    def field_contains(self, field: str, folded: str, *, walk: bool) -> Q: ...
    def search_contains(self, folded: str, *, walk: bool) -> Q: ...

    # Pages and stat cards (cases.listing.selectors)
    WALK_IS_PROBED: bool
    WALKS_SEARCH_BY_ID: bool
    COUNTS_PER_COMPANY: bool

    def probes_search_walk(self, shortest_search: int | None) -> bool: ...
    def stat_groups(self, qs: QuerySet, keys: list[str], *, searched: bool) -> tuple[QuerySet, list[str]]: ...

    # The search counts (cases.listing.search_counts)
    COPIES_REBUILD: bool

    def contains_sql(self, column: str) -> str: ...
    def sample_sql(self, step: int) -> str: ...
    def try_advisory_lock(self, connection, key: int) -> bool: ...
    def advisory_unlock(self, connection, key: int) -> None: ...
    def advisory_xact_lock(self, connection, key: int) -> None: ...
    def one_snapshot(self, cursor) -> None: ...
    def give_back_pages(self, connection, table: str) -> None: ...
    def search_counts_triggers_sql(self) -> list[str]: ...

    # Triggers on the cases table (cases.listing.triggers, duplicates.summary)
    def triggers_present(self, connection, *, table: str, names: tuple[str, ...]) -> bool: ...
    def triggers_sql(
        self,
        *,
        table: str,
        statement_level: dict[str, tuple[str, str, str]],
        row_level: dict[str, tuple[str, str]],
    ) -> list[str]: ...
    def drop_triggers_sql(
        self, *, table: str, names: tuple[str, ...], functions: tuple[str, ...] = ()
    ) -> list[str]: ...

    # SQLite's FTS5 search index (no-ops on PostgreSQL)
    SEARCH_INDEX_TRIGGERS: tuple[str, ...]

    def install_search_index(self, *, using: str = DEFAULT_DB_ALIAS, rebuild: bool = False) -> bool: ...
    def drop_search_index(self, *, using: str = DEFAULT_DB_ALIAS) -> None: ...
    def search_index_purge(self, *, using: str = DEFAULT_DB_ALIAS) -> None: ...

    # Lists of keys in raw SQL (duplicates.summary)
    def in_list_sql(self, column: str, values: list[str]) -> tuple[str, list]: ...
    def chunked(self, values: list[str]) -> Iterator[list[str]]: ...


def engine(using: str = DEFAULT_DB_ALIAS) -> Engine:
    """The module for the database behind `using`."""
    vendor = connections[using].vendor
    if vendor == "postgresql":
        return postgres
    if vendor == "sqlite":
        return sqlite
    raise NotImplementedError(f"Casebook's list queries and triggers for {vendor}")
