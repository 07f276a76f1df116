from django.db import migrations, models

# A list filtered by a broad turnaround state (overdue, paused, met, not started: 100,000s of cases at 1M) or by
# "no handler" walks a sort index until it has a page; without the clock and assignee columns in the index each
# entry fetched its row (300-600 ms). Carried in every sort index's INCLUDE, as migration 0017 did for the other
# filters, the walk is index-only again. PostgreSQL only: SQLite has no INCLUDE.
TURNAROUND = '"turnaround_phase", "turnaround_due", "assignee_id"'
FILTERS = '"widget", "current_status", "is_locked"'
ACTIVE = 'WHERE NOT "is_cancelled" AND NOT "is_merged"'
WIDER = [
    ("case_active_bhruk", f'("bhruk_number" DESC NULLS LAST, "id" DESC) INCLUDE ({FILTERS}, {TURNAROUND}) {ACTIVE}'),
    ("case_active_created", f'("created_at" DESC, "id" DESC) INCLUDE ({FILTERS}, {TURNAROUND}) {ACTIVE}'),
    (
        "case_bhruk_order",
        f'("bhruk_number" DESC NULLS LAST, "id" DESC) INCLUDE ({FILTERS}, "is_cancelled", "is_merged", {TURNAROUND})',
    ),
    (
        "case_widget_bhruk",
        '("widget", "bhruk_number" DESC NULLS LAST, "id" DESC) '
        f'INCLUDE ("current_status", "is_locked", "is_cancelled", "is_merged", {TURNAROUND})',
    ),
]
NARROWER = [
    ("case_active_bhruk", f'("bhruk_number" DESC NULLS LAST, "id" DESC) INCLUDE ({FILTERS}) {ACTIVE}'),
    ("case_active_created", f'("created_at" DESC, "id" DESC) INCLUDE ({FILTERS}) {ACTIVE}'),
    ("case_bhruk_order", f'("bhruk_number" DESC NULLS LAST, "id" DESC) INCLUDE ({FILTERS}, "is_cancelled", "is_merged")'),
    (
        "case_widget_bhruk",
        '("widget", "bhruk_number" DESC NULLS LAST, "id" DESC) '
        'INCLUDE ("current_status", "is_locked", "is_cancelled", "is_merged")',
    ),
]
INCLUDE = [
    "widget",
    "current_status",
    "is_locked",
    "is_cancelled",
    "is_merged",
    "turnaround_phase",
    "turnaround_due",
    "assignee",
]


def _rebuild(schema_editor, definitions):
    if schema_editor.connection.vendor != "postgresql":
        return
    for name, definition in definitions:
        schema_editor.execute(f'DROP INDEX IF EXISTS "{name}"')
        schema_editor.execute(f'CREATE INDEX "{name}" ON "cases_case" {definition}')


def wider(apps, schema_editor):
    _rebuild(schema_editor, WIDER)


def narrower(apps, schema_editor):
    _rebuild(schema_editor, NARROWER)


class Migration(migrations.Migration):
    dependencies = [("cases", "0032_audit_api_tokens")]

    operations = [
        migrations.RemoveIndex(model_name="case", name="case_created_sort"),
        migrations.AddIndex(
            model_name="case",
            index=models.Index(fields=["-created_at", "-id"], name="case_created_sort", include=INCLUDE),
        ),
        migrations.RemoveIndex(model_name="case", name="case_due_sort"),
        migrations.AddIndex(
            model_name="case", index=models.Index(fields=["turnaround_due", "id"], name="case_due_sort", include=INCLUDE)
        ),
        migrations.RunPython(wider, narrower),
    ]
