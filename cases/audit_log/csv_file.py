"""The audit log as CSV: UTF-8 with a BOM, one row per changed field, Europe/London times, formula-safe.

On PostgreSQL the database builds every cell and streams the rows with COPY (as the case export does);
elsewhere Python formats them from chunks of events. Both give the same text for the same events.
"""

import codecs
import csv
import io
import json
from collections.abc import Iterator

from django.core.exceptions import EmptyResultSet
from django.db import connection
from django.db.models import QuerySet

from cases.audit_log.selectors import PAIR_ACTIONS, field_changes, reference
from cases.exporting.columns import FORMULA_TRIGGERS, LondonClock
from cases.exporting.csv_file import copy_csv_in_london

HEADERS = ["When", "User", "Action", "Case ID", "BHRUK ID", "Company", "Field", "Old Value", "New Value", "Reference"]
VALUES = ("id", "created_at", "actor_email", "action", "case_id", "case_bhruk_id", "case_company", "changes", "batch")
CHUNK_ROWS = 5_000


def audit_csv_chunks(qs: QuerySet) -> Iterator[bytes]:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerow(HEADERS)
    yield codecs.BOM_UTF8 + buffer.getvalue().encode()
    if connection.vendor == "postgresql":
        yield from _copied_rows(qs)
    else:
        yield from _formatted_rows(qs)


# --- PostgreSQL: one COPY ----------------------------------------------------------------------------------------

# One row per key of `changes` (jsonb_each; keys sorted as field_changes sorts them), one row for an event without.
_COPY_SQL = """
SELECT to_char(e.created_at, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM'), {email}, e.action, COALESCE(e.case_id::text, ''),
       {bhruk}, {company}, {field},
       CASE WHEN {pair} THEN {old} ELSE '' END,
       CASE WHEN {pair} THEN {new_pair} ELSE {new_plain} END,
       CASE WHEN e.batch IS NOT NULL THEN 'Batch ' || left(e.batch::text, 8)
            WHEN e.action = 'import' THEN 'Import #' || e.id ELSE '' END
FROM ({events}) e
LEFT JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(e.changes) = 'object' THEN e.changes ELSE '{{}}'::jsonb END) f
    ON true
ORDER BY e.created_at DESC, e.id DESC, f.key
"""
_PAIR = "e.action IN ({actions}) AND jsonb_typeof(f.value) = 'array' AND jsonb_array_length(f.value) = 2"
_QUOTE = "'"


def _sql_text(value: str) -> str:
    return _QUOTE + value.replace(_QUOTE, _QUOTE * 2) + _QUOTE


def _safe(text: str) -> str:
    """The SQL of _text's formula neutralisation: a leading single quote before = + - @ tab or CR."""
    triggers = ", ".join(_sql_text(t) for t in FORMULA_TRIGGERS)
    return f"(CASE WHEN left({text}, 1) IN ({triggers}) THEN {_sql_text(_QUOTE)} || {text} ELSE {text} END)"


def _json_text(value: str) -> str:
    """The SQL of _text for a jsonb value: strings as they are, Yes/No, '' for null, JSON otherwise."""
    return _safe(
        f"(CASE jsonb_typeof({value}) WHEN 'string' THEN {value} #>> '{{}}' "
        f"WHEN 'boolean' THEN CASE WHEN {value} = 'true'::jsonb THEN 'Yes' ELSE 'No' END "
        f"WHEN 'null' THEN '' ELSE COALESCE({value}::text, '') END)"
    )


def _copy_sql(events_sql: str) -> str:
    pair = _PAIR.format(actions=", ".join(_sql_text(a) for a in sorted(PAIR_ACTIONS)))
    return _COPY_SQL.format(
        email=_safe("e.actor_email"),
        bhruk=_safe("COALESCE(e.case_bhruk_id, '')"),
        company=_safe("COALESCE(e.case_company, '')"),
        field=_safe("COALESCE(f.key, '')"),
        pair=pair,
        old=_json_text("(f.value -> 0)"),
        new_pair=_json_text("(f.value -> 1)"),
        new_plain=_json_text("f.value"),
        events=events_sql,
    )


def _copied_rows(qs: QuerySet) -> Iterator[bytes]:
    values = qs.values(*VALUES)
    try:
        sql, params = values.query.get_compiler(using=values.db).as_sql()
    except EmptyResultSet:
        return
    # The database builds every cell; times in Europe/London (the case export's COPY stream).
    yield from copy_csv_in_london(_copy_sql(sql), params)


# --- Elsewhere: Python ---------------------------------------------------------------------------------------------


def _text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "Yes" if value else "No"
    text = value if isinstance(value, str) else json.dumps(value) if isinstance(value, (dict, list)) else str(value)
    return "'" + text if text.startswith(FORMULA_TRIGGERS) else text


def _formatted_rows(qs: QuerySet) -> Iterator[bytes]:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    iso = LondonClock().iso
    rows = []
    for event_id, created_at, email, action, case_id, bhruk, company, changes, batch in qs.values_list(
        *VALUES
    ).iterator(CHUNK_ROWS):
        head = [iso(created_at), _text(email), action, case_id or "", _text(bhruk), _text(company)]
        ref = reference(action, event_id, batch)
        fields = field_changes(action, changes) or [("", None, None)]
        for field, old, new in fields:
            rows.append([*head, _text(field), _text(old), _text(new), ref])
        if len(rows) >= CHUNK_ROWS:
            buffer.seek(0)
            buffer.truncate()
            writer.writerows(rows)
            rows.clear()
            yield buffer.getvalue().encode()
    if rows:
        buffer.seek(0)
        buffer.truncate()
        writer.writerows(rows)
        yield buffer.getvalue().encode()
