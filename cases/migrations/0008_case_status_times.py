"""Issue 15 follow-up: Case.status_changed_at and Case.sent_at (cases.status_times), filled from the audit trail
with one UPDATE. Going back only drops the columns, so the backfill's reverse does nothing."""

from django.db import migrations, models


def backfill(apps, schema_editor):
    from cases.status_times import backfill as fill

    fill(apps.get_model("cases", "Case"), apps.get_model("cases", "AuditEvent"))


class Migration(migrations.Migration):
    dependencies = [("cases", "0007_background_jobs")]

    operations = [
        migrations.AddField(
            model_name="case",
            name="status_changed_at",
            field=models.DateTimeField(blank=True, editable=False, null=True),
        ),
        migrations.AddField(
            model_name="case",
            name="sent_at",
            field=models.DateTimeField(blank=True, editable=False, null=True),
        ),
        migrations.RunPython(backfill, migrations.RunPython.noop, elidable=True),
    ]
