"""Recompute the duplicate keys of cases whose identifiers hold non-ASCII text, now that keys are NFKC-normalised
without Unicode format characters (cases.rules.clean_text): a zero-width space, a soft hyphen, full-width digits
or a decomposed accent no longer make a different key.

Set-based: one statement finds the rows with any non-ASCII character in an identifier (byte length differs from
character length, no regular expression), and only those (a handful, normally) are recomputed in Python and
updated in batches. ASCII keys cannot change. Dismissed groups' keys are recomputed the same way. The stored
identifiers themselves are left as they were typed; new writes are cleaned on the way in. The duplicate summary
is rebuilt by migration 0004 (duplicates.summary.install_triggers).
"""

import unicodedata

from django.db import migrations

BATCH = 1_000
NOT_KNOWN = "not known"


# A frozen copy of cases.rules.clean_text and the key functions as of this migration.
def _clean(value):
    text = value or ""
    if text.isascii():
        return text.strip()
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    text = unicodedata.normalize("NFKC", text)
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf").strip()


def kam_key(value):
    text = _clean(value).lower()
    return None if not text or text == NOT_KNOWN else text


def bhruk_key(value):
    return _clean(value).lower() or None


def client_key(value):
    return " ".join(_clean(value).split()).lower() or None


KEYS = {"kamId": kam_key, "bhrukId": bhruk_key, "clientName": client_key}


def _non_ascii(column, vendor):
    if vendor == "postgresql":
        return f"octet_length({column}) <> char_length({column})"
    return f"length(CAST({column} AS BLOB)) <> length({column})"


def recompute_case_keys(apps, schema_editor):
    connection = schema_editor.connection
    vendor = connection.vendor
    table = apps.get_model("cases", "Case")._meta.db_table
    where = " OR ".join(_non_ascii(c, vendor) for c in ("kam_id", "bhruk_id", "client_name"))
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT id, kam_id, bhruk_id, client_name, kam_key, bhruk_key, client_key FROM {table} WHERE {where}"
        )
        rows = cursor.fetchall()
        changed = []
        for case_id, kam_id, bhruk_id, client_name, old_kam, old_bhruk, old_client in rows:
            new = (kam_key(kam_id), bhruk_key(bhruk_id), client_key(client_name))
            if new != (old_kam, old_bhruk, old_client):
                changed.append((*new, case_id))
        for start in range(0, len(changed), BATCH):
            cursor.executemany(
                f"UPDATE {table} SET kam_key = %s, bhruk_key = %s, client_key = %s WHERE id = %s",
                changed[start : start + BATCH],
            )


def recompute_dismissed_keys(apps, schema_editor):
    """A dismissed group keeps being recognised under its new key; two that now share a key become one."""
    dismissed = apps.get_model("duplicates", "DismissedGroup")
    for group in dismissed.objects.all().iterator():
        if group.key.isascii() or group.identifier_type not in KEYS:
            continue
        key = KEYS[group.identifier_type](group.key)
        if not key or key == group.key:
            continue
        same = dismissed.objects.filter(identifier_type=group.identifier_type, key=key).first()
        if same is not None:
            same.member_ids = sorted(set(same.member_ids) | set(group.member_ids))
            same.save(update_fields=["member_ids"])
            group.delete()
        else:
            group.key = key
            group.save(update_fields=["key"])


class Migration(migrations.Migration):
    dependencies = [
        ("duplicates", "0002_group_summary"),
        ("cases", "0008_case_status_times"),
    ]

    operations = [
        migrations.RunPython(recompute_case_keys, migrations.RunPython.noop, elidable=True),
        migrations.RunPython(recompute_dismissed_keys, migrations.RunPython.noop, elidable=True),
    ]
