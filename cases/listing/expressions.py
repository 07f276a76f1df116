"""The SQL expressions the filters and both engines' modules build on: the search box's folded text and a column
hidden from the planner. Each compiles itself per database (Django's as_sqlite / as_postgresql), so no caller asks
which database it is on."""

from django.db import models
from django.db.models import CharField, F, Field, Func

from cases.models import Case
from cases.search_fold import fold_sql

# Below this many characters a substring has no trigram to look up: PostgreSQL's trigram index would read all of
# itself and recheck every row (1.5 s for "zz" at 1M cases), so shorter searches are spelled so it is not used.
# FTS5's trigram tokenizer (SQLite) indexes no shorter text either.
TRIGRAM_MIN = 3
# The one search box's fields, joined by a separator that a cleaned search text never holds (control characters
# are dropped from it), so a match never spans two fields. The expression is the one indexed by migration 0016.
# SQLite's FTS5 columns are named after them too (cases.listing.sqlite).
SEARCH_SEPARATOR = "\x1f"
SEARCH_FIELDS = ("client_name", "email", "kam_id", "bhruk_id", "external_user_id")


class SearchText(Func):
    """The one search box's fields, each folded (cases.search_fold), as one text (NULL BHR UK ID as empty): the
    expression migration 0021 indexes on PostgreSQL."""

    output_field = CharField()

    def __init__(self):
        super().__init__(*[F(name) for name in SEARCH_FIELDS])

    def _joined(self, compiler, *, vendor: str, sep: str):
        parts = [compiler.compile(expr)[0] for expr in self.source_expressions]
        return search_text_sql(parts, vendor=vendor, sep=sep), []

    def as_sql(self, compiler, connection, function=None, template=None, arg_joiner=None, **extra):
        return self._joined(compiler, vendor="postgresql", sep="chr(31)")

    def as_sqlite(self, compiler, connection, **extra):
        return self._joined(compiler, vendor="sqlite", sep="char(31)")


def search_text_sql(columns: list[str], *, vendor: str, sep: str) -> str:
    """The search box's folded text from the SQL of its SEARCH_FIELDS columns (in that order): SearchText's SQL, and
    PostgreSQL's stored copy of it (cases.listing.postgres.running_clocks_search_sql)."""
    parts = list(columns)
    parts[SEARCH_FIELDS.index("bhruk_id")] = f"COALESCE({parts[SEARCH_FIELDS.index('bhruk_id')]}, '')"
    return "(" + f" || {sep} || ".join(fold_sql(vendor, part) for part in parts) + ")"


class _Unindexed(Func):
    """The column behind a no-op (SQLite's unary plus; + 0 or + 0 seconds on PostgreSQL), so the database filters
    through its other indexes and sorts the matches instead of walking the column's sort index."""

    def as_sql(self, compiler, connection, function=None, template=None, arg_joiner=None, **extra):
        sql, params = compiler.compile(self.source_expressions[0])
        if isinstance(self.output_field, models.DateTimeField):
            return f"({sql} + interval '0 seconds')", params
        return f"({sql} + 0)", params

    def as_sqlite(self, compiler, connection, **extra):
        sql, params = compiler.compile(self.source_expressions[0])
        return f"+{sql}", params


def unindexed(column: str) -> Func:
    field = Case._meta.get_field(column)
    assert isinstance(field, Field)  # noqa: S101 - narrows the type for mypy
    return _Unindexed(F(column), output_field=field)
