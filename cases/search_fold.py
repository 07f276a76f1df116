"""How the searches compare text: case and accents folded, the same way on both sides and on both databases.

Why: the stored names were compared as stored while the typed text was only cleaned, so "ni bhriain" did not find
"Siobhán Ní Bhriain" (guide: privacy#find-a-person). ADR 0009 has the design; in short:

- `fold`: canonical decomposition (NFD), combining marks deleted (MARK_RANGES), the few letters with a stroke
  that do not decompose mapped to their base letter (ø -> o, ł -> l, đ -> d, ħ -> h, ŧ -> t), then capitals, one
  character each (a letter whose capital is two letters, as ß, stays). "Siobhán Ní Bhriain" -> "SIOBHAN NI
  BHRIAIN"; "ά" -> "Α"; "Ł" -> "L".
- PostgreSQL computes the very same with `normalize(.., NFD)`, `regexp_replace` over the same code point ranges,
  `translate` and `upper()` (the IMMUTABLE SQL function `casebook_fold`, migration 0021); a test runs every
  character of the Basic Multilingual Plane through both and requires the same answer. SQLite calls this module's
  `fold` (registered on every connection).
- The searched text is folded in Python; the stored fields in SQL by `Fold`, which is what the indexes are built
  on: PostgreSQL's trigram GIN index over the five folded fields, SQLite's FTS5 index fed with the folded fields;
  the short-search counts cut their grams from the folded fields. No folded copy of a value is stored in the cases
  table, so an erasure or a retention run that rewrites a field leaves no old folded value behind.
- ASCII text (nearly all of it) takes a fast path on both databases: `upper()` on PostgreSQL; on SQLite the value
  as it is, because SQLite's LIKE ignores the case of ASCII letters (and the FTS5 index folds it), and calling the
  Python function for every row would make a scan several times slower. Only non-ASCII values are decomposed.

Changing the fold changes what the indexes hold: it needs a migration that recreates `casebook_fold`, the
PostgreSQL index and SQLite's FTS5 index, and rebuilds the search counts (as 0021 does).
"""

import re
import unicodedata

from django.db.models import CharField, Func

# Combining marks (Diacritical Marks, Extended, Supplement, for Symbols, Half Marks), as code point ranges that
# both Python's and PostgreSQL's regular expressions read the same way.
MARK_RANGES = ((0x0300, 0x036F), (0x1AB0, 0x1AFF), (0x1DC0, 0x1DFF), (0x20D0, 0x20FF), (0xFE20, 0xFE2F))
_MARK_CLASS = "[" + "".join(f"\\u{first:04x}-\\u{last:04x}" for first, last in MARK_RANGES) + "]"
_MARKS = re.compile(_MARK_CLASS)
# Latin letters with a stroke or bar have no decomposition: their base letter is given here.
STROKED, UNSTROKED = "øØđĐłŁħĦŧŦ", "oOdDlLhHtT"
_UNSTROKE = str.maketrans(STROKED, UNSTROKED)
# Letters whose capital is more than one character (ß -> SS): upper() keeps them as they are, as PostgreSQL does.
_LONG_CAPITAL = frozenset(chr(code) for code in range(0x80, 0x10000) if len(chr(code).upper()) > 1)


def fold(text: str) -> str:
    """The text as searches compare it: see the module's docstring."""
    if text.isascii():
        return text.upper()
    text = _MARKS.sub("", unicodedata.normalize("NFD", text)).translate(_UNSTROKE)
    if _LONG_CAPITAL.isdisjoint(text):
        return text.upper()
    return "".join(char if char in _LONG_CAPITAL else char.upper() for char in text)


def fold_or_none(value):
    """SQLite's casebook_fold(): NULL stays NULL."""
    return None if value is None else fold(str(value))


FUNCTION = "casebook_fold"


def postgresql_function_sql() -> str:
    """The IMMUTABLE SQL function the index and the searches call (inlined by the planner: every function in it is
    IMMUTABLE, and its argument is a column)."""
    decomposed = f"regexp_replace(normalize(value, NFD), '{_MARK_CLASS}', '', 'g')"
    return (
        f"CREATE OR REPLACE FUNCTION {FUNCTION}(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ "
        f"SELECT CASE WHEN octet_length(value) = char_length(value) THEN upper(value) "
        f"ELSE upper(translate({decomposed}, '{STROKED}', '{UNSTROKED}')) END $$"
    )


def register_sqlite_function(sender, connection, **kwargs) -> None:
    """connection_created, connected for SQLite's connections only (cases.apps): every SQLite connection gets
    casebook_fold (its FTS5 triggers and searches call it)."""
    connection.connection.create_function(FUNCTION, 1, fold_or_none, deterministic=True)


def register_on(raw_sqlite_connection) -> None:
    """For a plain sqlite3 connection (outside Django) that writes cases or replays the searches' SQL."""
    raw_sqlite_connection.create_function(FUNCTION, 1, fold_or_none, deterministic=True)


def fold_sql(vendor: str, sql: str) -> str:
    """SQL folding the value of `sql` (a column or expression). On SQLite ASCII letters keep their case: compare
    the result with LIKE (which ignores it) or UPPER() it."""
    if vendor == "postgresql":
        return f"{FUNCTION}({sql})"
    return f"CASE WHEN length({sql}) = length(CAST({sql} AS BLOB)) THEN {sql} ELSE {FUNCTION}({sql}) END"


class Fold(Func):
    """A stored field (or expression) folded as fold() folds the searched text; see fold_sql."""

    output_field = CharField()

    def as_sql(self, compiler, connection, function=None, template=None, arg_joiner=None, **extra):
        sql, params = compiler.compile(self.source_expressions[0])
        return fold_sql("postgresql", sql), params

    def as_sqlite(self, compiler, connection, **extra):
        sql, params = compiler.compile(self.source_expressions[0])
        if params:
            raise ValueError("Fold on SQLite repeats its argument: give it a column, not a parameter")
        return fold_sql("sqlite", sql), params
