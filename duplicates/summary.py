"""Keeping GroupSummary exact: triggers note changed keys, the next listing recomputes just those groups.

Why: finding the groups afresh means grouping every case three times (about a second over a million cases);
reading the summary takes milliseconds. How it stays correct with any writer (services, bulk updates, COPY):

- Triggers on the cases table (installed by migrations, see `install_triggers`) insert each key of
  every inserted, updated or deleted row into StaleKey, in the writer's own transaction. They only insert,
  with no unique index, so writers never wait on one another or on a refresh. On PostgreSQL they are
  statement-level (one set-based insert per statement); a statement touching more than FULL_REBUILD_OVER
  rows notes a single "rebuild everything" row instead.
- `summary_refresh` claims the stale rows committed so far, recomputes those groups from the cases table and
  deletes the claimed rows. Refreshes run one at a time (an advisory lock on PostgreSQL, SQLite's single
  writer), and each recompute reads after its claim, so every committed change is either reflected or still
  waiting as an unclaimed row. A change still uncommitted is invisible to both, and is picked up next time.
- Dismissed groups are flagged `hidden` whenever their rows are recomputed (and when dismissed), so a case
  joining a dismissed group brings it back.
"""

from django.db import DEFAULT_DB_ALIAS, connections, models, transaction
from django.db.models import Q

from cases.identifiers import IdentifierType, key_column, original_column
from cases.listing.engine import engine
from cases.models import Case
from duplicates.membership import group_members
from duplicates.models import DismissedGroup, GroupSummary, StaleKey

REBUILD = "*"
FULL_REBUILD_OVER = 50_000
_ADVISORY_LOCK = 7_301_115_011  # any fixed number: "the duplicate summary refresh"
_CHUNK = 5_000  # keys per statement when hiding dismissed groups (SQLite limits bound parameters)

CASES = Case._meta.db_table
SUMMARY = GroupSummary._meta.db_table
STALE = StaleKey._meta.db_table
_TRIGGER_NAMES = ("duplicates_case_insert", "duplicates_case_update", "duplicates_case_delete")


# --- Refresh ----------------------------------------------------------------------------------------------------


def summary_lock(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """Serialise with every refresh until the current transaction ends (SQLite's writer lock already does)."""
    engine(using).advisory_xact_lock(connections[using], _ADVISORY_LOCK)


def summary_refresh(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """Bring GroupSummary up to date with every committed change to the cases."""
    if not StaleKey.objects.using(using).exists():
        return
    connection, db = connections[using], engine(using)
    with transaction.atomic(using=using), connection.cursor() as cursor:
        summary_lock(using=using)
        cursor.execute(f"UPDATE {STALE} SET claimed = %s WHERE NOT claimed", [True])  # noqa: S608 - names from the code, values as parameters
        claimed = cursor.rowcount
        if not claimed:
            return
        cursor.execute(f"SELECT 1 FROM {STALE} WHERE claimed AND identifier_type = %s", [REBUILD])  # noqa: S608 - names from the code, values as parameters
        if claimed > FULL_REBUILD_OVER or cursor.fetchone():
            _rebuild(cursor)
            summary_apply_dismissals(using=using)
        else:
            cursor.execute(f"SELECT DISTINCT identifier_type, key FROM {STALE} WHERE claimed")  # noqa: S608 - names from the code, values as parameters
            keys: dict[str, list[str]] = {t: [] for t in IdentifierType.values}
            for identifier_type, key in cursor.fetchall():
                if identifier_type in keys:
                    keys[identifier_type].append(key)
            for identifier_type, type_keys in keys.items():
                for chunk in db.chunked(type_keys):
                    _recompute(cursor, db, identifier_type, chunk)
            summary_apply_dismissals(
                dismissals=DismissedGroup.objects.filter(
                    _matching_stale(StaleKey.objects.using(using).filter(claimed=True))
                ),
                using=using,
            )
        cursor.execute(f"DELETE FROM {STALE} WHERE claimed")  # noqa: S608 - names from the code, values as parameters


def _matching_stale(stale) -> Q:
    condition = Q()
    for identifier_type in IdentifierType.values:
        keys = stale.filter(identifier_type=identifier_type).values("key")
        condition |= Q(identifier_type=identifier_type, key__in=keys)
    return condition


def summary_apply_dismissals(*, dismissals=None, using: str = DEFAULT_DB_ALIAS) -> None:
    """Hide the summary rows of dismissed groups that no case has joined since (all dismissals by default)."""
    dismissals = list(
        (DismissedGroup.objects.using(using) if dismissals is None else dismissals).only(
            "identifier_type", "key", "member_ids"
        )
    )
    if not dismissals:
        return
    groups = [(d.identifier_type, d.key) for d in dismissals]
    members = group_members(Case.objects.using(using).all(), groups)
    hidden: dict[str, list[str]] = {t: [] for t in IdentifierType.values}
    for dismissal in dismissals:
        if dismissal.still_covers(members.get((dismissal.identifier_type, dismissal.key), set())):
            hidden[dismissal.identifier_type].append(dismissal.key)
    for identifier_type, keys in hidden.items():
        for start in range(0, len(keys), _CHUNK):
            GroupSummary.objects.using(using).filter(
                identifier_type=identifier_type, key__in=keys[start : start + _CHUNK]
            ).update(hidden=True)


def summary_show(*, identifier_type: str, key: str, using: str = DEFAULT_DB_ALIAS) -> None:
    """List a group again once its dismissal is gone (call under summary_lock, after deleting the dismissal)."""
    GroupSummary.objects.using(using).filter(identifier_type=identifier_type, key=key).update(hidden=False)


_INSERT = f"INSERT INTO {SUMMARY} (identifier_type, key, identifier, case_count, last_updated, hidden)"


def _group_select(identifier_type: str) -> str:
    key, original = _column(key_column(identifier_type)), _column(original_column(identifier_type))
    merged = _column("is_merged")
    return (
        f"SELECT %s, c.{key}, MIN(c.{original}), COUNT(*), MAX(c.{_column('updated_at')}), %s FROM {CASES} c "  # noqa: S608 - names from the code, values as parameters
        f"WHERE NOT c.{merged} AND c.{key} IS NOT NULL"
    )


def _recompute(cursor, db, identifier_type: str, keys: list[str]) -> None:
    key = _column(key_column(identifier_type))
    in_summary, summary_params = db.in_list_sql("key", keys)
    cursor.execute(
        f"DELETE FROM {SUMMARY} WHERE identifier_type = %s AND {in_summary}",  # noqa: S608 - names from the code, values as parameters
        [identifier_type, *summary_params],
    )
    in_cases, case_params = db.in_list_sql(f"c.{key}", keys)
    cursor.execute(
        f"{_INSERT} {_group_select(identifier_type)} AND {in_cases} GROUP BY c.{key} HAVING COUNT(*) > 1",
        [identifier_type, False, *case_params],
    )


def _rebuild(cursor) -> None:
    """Every group afresh: the shared keys from the partial key indexes, then just those groups' rows."""
    cursor.execute(f"DELETE FROM {SUMMARY}")  # noqa: S608 - names from the code, values as parameters
    merged = _column("is_merged")
    for identifier_type in IdentifierType.values:
        key = _column(key_column(identifier_type))
        shared = (
            f"SELECT {key} FROM {CASES} WHERE NOT {merged} AND {key} IS NOT NULL GROUP BY {key} HAVING COUNT(*) > 1"  # noqa: S608 - names from the code, values as parameters
        )
        cursor.execute(
            f"{_INSERT} {_group_select(identifier_type)} AND c.{key} IN ({shared}) GROUP BY c.{key}",
            [identifier_type, False],
        )


def _column(field: str) -> str:
    model_field = Case._meta.get_field(field)
    assert isinstance(model_field, models.Field)  # noqa: S101 - narrows the type for mypy
    return model_field.column


# --- Triggers ---------------------------------------------------------------------------------------------------


def _pg_key_rows(table: str) -> str:
    values = ", ".join(f"('{t}', {table}.{_column(key_column(t))})" for t in IdentifierType.values)
    return f"SELECT DISTINCT v.t, v.k FROM {table}, LATERAL (VALUES {values}) AS v(t, k) WHERE v.k IS NOT NULL"  # noqa: S608 - names from the code, values as parameters


def _pg_note(tables: list[str]) -> str:
    counted = " + ".join(f"(SELECT COUNT(*) FROM {t})" for t in tables)  # noqa: S608 - names from the code, values as parameters
    keys = " UNION ".join(_pg_key_rows(t) for t in tables)
    return f"""
        IF {counted} > {FULL_REBUILD_OVER} THEN
            INSERT INTO {STALE} (identifier_type, key, claimed) VALUES ('{REBUILD}', '{REBUILD}', false);
        ELSE
            INSERT INTO {STALE} (identifier_type, key, claimed) SELECT t, k, false FROM ({keys}) AS changed;
        END IF;
        RETURN NULL;"""  # noqa: S608 - names from the code, values as parameters


def _statement_level() -> dict[str, tuple[str, str, str]]:
    """PostgreSQL: statement-level triggers (one set-based insert per statement)."""
    forget = f"DELETE FROM {SUMMARY}; DELETE FROM {STALE}; RETURN NULL;"  # noqa: S608 - names from the code, values as parameters
    return {
        "INSERT": ("duplicates_case_insert", "duplicates_note_inserted", _pg_note(["new_rows"])),
        "UPDATE": ("duplicates_case_update", "duplicates_note_updated", _pg_note(["old_rows", "new_rows"])),
        "DELETE": ("duplicates_case_delete", "duplicates_note_deleted", _pg_note(["old_rows"])),
        "TRUNCATE": ("duplicates_case_truncate", "duplicates_forget_all", forget),
    }


def _sqlite_note(row: str) -> str:
    return " UNION ALL ".join(
        f"SELECT '{t}', {row}.{_column(key_column(t))}, 0 WHERE {row}.{_column(key_column(t))} IS NOT NULL"
        for t in IdentifierType.values
    )


def _row_level() -> dict[str, tuple[str, str]]:
    """SQLite: row triggers."""
    insert = f"INSERT INTO {STALE} (identifier_type, key, claimed)"
    return {
        "duplicates_case_insert": ("INSERT", f"{insert} {_sqlite_note('NEW')};"),
        "duplicates_case_update": ("UPDATE", f"{insert} {_sqlite_note('NEW')}; {insert} {_sqlite_note('OLD')};"),
        "duplicates_case_delete": ("DELETE", f"{insert} {_sqlite_note('OLD')};"),
    }


def install_triggers(*, using: str = DEFAULT_DB_ALIAS) -> bool:
    """(Re)create the triggers and ask for a full rebuild of the summary. Returns whether some were missing.

    Run by migrations (duplicates 0004; cases.listing.triggers explains why a migration rebuilding the cases table on
    SQLite must run it again): SQLite drops a table's triggers whenever a migration rebuilds the table, and a
    migration may have changed the tables the summary is derived from. The rebuild happens at the next refresh.
    """
    connection, db = connections[using], engine(using)
    tables = set(connection.introspection.table_names())
    if not {CASES, SUMMARY, STALE} <= tables:
        return False
    missing = not db.triggers_present(connection, table=CASES, names=_TRIGGER_NAMES)
    statements = db.triggers_sql(table=CASES, statement_level=_statement_level(), row_level=_row_level())
    with transaction.atomic(using=using), connection.cursor() as cursor:
        for statement in statements:
            cursor.execute(statement)
        cursor.execute(
            f"INSERT INTO {STALE} (identifier_type, key, claimed) VALUES (%s, %s, %s)",  # noqa: S608 - names from the code, values as parameters
            [REBUILD, REBUILD, False],
        )
    return missing


def drop_triggers(*, using: str = DEFAULT_DB_ALIAS) -> None:
    """Remove the triggers (and PostgreSQL's trigger functions): the reverse of install_triggers."""
    names = (*_TRIGGER_NAMES, "duplicates_case_truncate")
    functions = ("duplicates_note_inserted", "duplicates_note_updated", "duplicates_note_deleted")
    statements = engine(using).drop_triggers_sql(
        table=CASES, names=names, functions=(*functions, "duplicates_forget_all")
    )
    with connections[using].cursor() as cursor:
        for statement in statements:
            cursor.execute(statement)
