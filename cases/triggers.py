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
