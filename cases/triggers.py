"""Database triggers on the cases table, which SQLite drops whenever a migration rebuilds the table."""

_POSTGRESQL = "SELECT COUNT(*) FROM pg_trigger WHERE tgrelid = %s::regclass AND tgname = ANY(%s)"
_SQLITE = "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND tbl_name = %s AND name IN ({})"


def triggers_present(connection, *, table: str, names: tuple[str, ...]) -> bool:
    """Whether every one of the named triggers exists on the table (PostgreSQL or SQLite)."""
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute(_POSTGRESQL, [table, list(names)])
        else:
            cursor.execute(_SQLITE.format(", ".join(["%s"] * len(names))), [table, *names])
        return cursor.fetchone()[0] == len(names)


# What a PostgreSQL statement-level trigger on each event can see of the rows it concerns.
_TRANSITIONS = {
    "INSERT": "REFERENCING NEW TABLE AS new_rows",
    "UPDATE": "REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows",
    "DELETE": "REFERENCING OLD TABLE AS old_rows",
    "TRUNCATE": "",
}


def postgresql_triggers_sql(*, table: str, triggers: dict[str, tuple[str, str, str]]) -> list[str]:
    """Statements that (re)create, per event, a PL/pgSQL function and the statement-level AFTER trigger calling
    it. `triggers`: event (INSERT, UPDATE, DELETE, TRUNCATE) -> (trigger name, function name, function body)."""
    sql = []
    for event, (trigger, function, body) in triggers.items():
        definition = f"RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN {body} END $$"
        sql.append(f"CREATE OR REPLACE FUNCTION {function}() {definition}")
        sql.append(f"DROP TRIGGER IF EXISTS {trigger} ON {table}")
        head = " ".join(filter(None, [f"AFTER {event} ON {table}", _TRANSITIONS[event]]))
        sql.append(f"CREATE TRIGGER {trigger} {head} FOR EACH STATEMENT EXECUTE FUNCTION {function}()")
    return sql


def sqlite_triggers_sql(*, table: str, triggers: dict[str, tuple[str, str]]) -> list[str]:
    """Statements that (re)create SQLite row triggers. `triggers`: trigger name -> (event with an optional
    "WHEN ..." condition, e.g. "UPDATE WHEN OLD.x IS NOT NEW.x", body statements)."""
    sql = []
    for name, (event, body) in triggers.items():
        action, _, condition = event.partition(" WHEN ")
        when = f" WHEN {condition}" if condition else ""
        sql.append(f"DROP TRIGGER IF EXISTS {name}")
        sql.append(f"CREATE TRIGGER {name} AFTER {action} ON {table} FOR EACH ROW{when} BEGIN {body} END")
    return sql
