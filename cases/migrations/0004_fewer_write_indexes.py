"""Three indexes that no read needs, dropped to make every insert cheaper (bench/insert_cost.py: a 100,000-row
COPY into a million-case PostgreSQL table took 5.69 s with them and 4.97 s without them in one run; runs
differ by about 0.5 s, see docs/benchmarks.md).

- case_status (current_status alone): every status filter also filters is_cancelled/is_merged and is served by
  case_flags_status, which leads with them.
- the import_event foreign-key index: cases are never looked up by their import event (the history reads the
  event from the case), and audit events are never deleted.
- the merged_into foreign-key index becomes partial (merged cases only), so the cases that were never merged,
  nearly all of them, cost it nothing.

The foreign-key indexes are dropped with SQL rather than AlterField, which on SQLite would copy the whole table.
"""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("cases", "0003_locked_index"),
    ]

    operations = [
        migrations.RemoveIndex(model_name="case", name="case_status"),
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name="case",
                    name="import_event",
                    field=models.ForeignKey(
                        blank=True,
                        db_index=False,
                        null=True,
                        on_delete=models.deletion.SET_NULL,
                        related_name="+",
                        to="cases.auditevent",
                    ),
                ),
                migrations.AlterField(
                    model_name="case",
                    name="merged_into",
                    field=models.ForeignKey(
                        blank=True,
                        db_index=False,
                        null=True,
                        on_delete=models.deletion.SET_NULL,
                        related_name="merged_cases",
                        to="cases.case",
                    ),
                ),
            ],
            database_operations=[
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "cases_case_import_event_id_4981ddb2"',
                    'CREATE INDEX "cases_case_import_event_id_4981ddb2" ON "cases_case" ("import_event_id")',
                ),
                migrations.RunSQL(
                    'DROP INDEX IF EXISTS "cases_case_merged_into_id_1b4320d8"',
                    'CREATE INDEX "cases_case_merged_into_id_1b4320d8" ON "cases_case" ("merged_into_id")',
                ),
            ],
        ),
        migrations.AddIndex(
            model_name="case",
            index=models.Index(
                condition=models.Q(merged_into__isnull=False), fields=["merged_into"], name="case_merged_into"
            ),
        ),
    ]
