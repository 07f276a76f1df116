"""How the searches compare text: case and accents folded, the same way on both sides and on both databases.

Why: the stored names were compared as stored while the typed text was only cleaned, so "ni bhriain" did not find
"Siobhán Ní Bhriain" (issue 26 §3). ADR 0009 has the design; in short:

- `fold` maps each character through one table (TABLE): a-z to A-Z, a letter of the Latin, Greek and Cyrillic
  blocks to its base letter in capitals (í, Í -> I; ø -> O; ά -> Α), and deletes combining marks (so a decomposed
  "i" + U+0301 folds as "í"). Every other character is kept. One character in, at most one out, so PostgreSQL's
  `translate()` applies the very same table: the results are identical on both databases by construction.
- The searched text is folded in Python; the stored fields are folded in SQL by `Fold`, which is what the indexes
  are built on: PostgreSQL's trigram GIN index over the five fields folded (migration 0021, the IMMUTABLE
  function `casebook_fold`), SQLite's FTS5 index fed with the folded fields, and the short-search counts cut their
  grams from the folded fields. No folded copy of a value is stored in the cases table, so an erasure or a
  retention run that rewrites a field leaves no old folded value behind.
- ASCII text (nearly all of it) takes a fast path on both databases: `upper()` on PostgreSQL; on SQLite the value
  as it is, because SQLite's LIKE ignores the case of ASCII letters (and the FTS5 index folds it), and calling the
  Python function for every row would make a scan several times slower. Only non-ASCII values reach
  `translate()` / the Python function.

Changing TABLE changes what the indexes hold: it needs a migration that recreates `casebook_fold`, the
PostgreSQL index and SQLite's FTS5 index, and rebuilds the search counts (as 0021 does).
"""

import unicodedata

from django.db.models import CharField, Func

# The blocks whose letters fold: Latin-1 Supplement to Latin Extended-B, Greek and Coptic, Cyrillic and its
# supplement, Latin Extended Additional, Greek Extended.
_LETTER_BLOCKS = ((0x00C0, 0x024F), (0x0370, 0x03FF), (0x0400, 0x052F), (0x1E00, 0x1EFF), (0x1F00, 0x1FFF))
# Combining marks (Diacritical Marks, Extended, Supplement, for Symbols, Half Marks): deleted.
_MARK_BLOCKS = ((0x0300, 0x036F), (0x1AB0, 0x1AFF), (0x1DC0, 0x1DFF), (0x20D0, 0x20FF), (0xFE20, 0xFE2F))
# Latin letters with a stroke or bar have no decomposition: their base letter is given here.
_STROKED = {"ø": "O", "Ø": "O", "đ": "D", "Đ": "D", "ł": "L", "Ł": "L", "ħ": "H", "Ħ": "H", "ŧ": "T", "Ŧ": "T"}


def _letters() -> dict[str, str]:
    letters = {chr(code): chr(code).upper() for code in range(ord("a"), ord("z") + 1)}
    for first, last in _LETTER_BLOCKS:
        for code in range(first, last + 1):
            char = chr(code)
            if not unicodedata.category(char).startswith("L"):
                continue
            base = "".join(c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c))
            folded = _STROKED.get(char, base.upper())
            if len(folded) == 1 and folded != char:  # ß -> SS and the like cannot be one-to-one: kept as is
                letters[char] = folded
    return letters


LETTERS = _letters()
MARKS = "".join(chr(code) for first, last in _MARK_BLOCKS for code in range(first, last + 1))
# translate()'s arguments: characters of FROM past the length of TO are deleted.
FROM = "".join(LETTERS) + MARKS
TO = "".join(LETTERS.values())
TABLE = str.maketrans({**LETTERS, **dict.fromkeys(MARKS)})


def fold(text: str) -> str:
    """The text as searches compare it: see the module's docstring."""
    return text.upper() if text.isascii() else text.translate(TABLE)


def fold_or_none(value):
    """SQLite's casebook_fold(): NULL stays NULL."""
    return None if value is None else fold(str(value))


FUNCTION = "casebook_fold"


def postgresql_function_sql() -> str:
    """The IMMUTABLE SQL function the index and the searches call (inlined by the planner)."""

    def literal(text: str) -> str:
        return "'" + text.replace("'", "''") + "'"

    return (
        f"CREATE OR REPLACE FUNCTION {FUNCTION}(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ "
        f"SELECT CASE WHEN octet_length(value) = char_length(value) THEN upper(value) "
        f"ELSE translate(value, {literal(FROM)}, {literal(TO)}) END $$"
    )


def register_sqlite_function(sender, connection, **kwargs) -> None:
    """connection_created: every SQLite connection gets casebook_fold (its FTS5 triggers and searches call it)."""
    if connection.vendor == "sqlite":
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

    def as_sql(self, compiler, connection, **extra):
        sql, params = compiler.compile(self.source_expressions[0])
        if connection.vendor != "postgresql" and params:
            raise ValueError("Fold on SQLite repeats its argument: give it a column, not a parameter")
        return fold_sql(connection.vendor, sql), params
