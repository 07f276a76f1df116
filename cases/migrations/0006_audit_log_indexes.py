"""Schema for issue 15 (audit log filters and reports).

- batch: the shared reference of one bulk action's events (shown in the audit log);
- audit_time / audit_actor_time / audit_action_time: the audit log's first page, newest first, alone or narrowed
  by user or action, read in index order (they replace the single-column created_at index);
- audit_status_change / audit_sent: partial indexes over the status changes and the moves to Sent that the
  reports read (a small share of all events).
"""

import django.utils.timezone
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("cases", "0005_import_batches")]

    operations = [
        migrations.AddField(
            model_name="auditevent",
            name="batch",
            field=models.UUIDField(blank=True, editable=False, null=True),
        ),
        migrations.AlterField(
            model_name="auditevent",
            name="created_at",
            field=models.DateTimeField(default=django.utils.timezone.now),
        ),
        migrations.AddIndex(
            model_name="auditevent",
            index=models.Index(fields=["-created_at", "-id"], name="audit_time"),
        ),
        migrations.AddIndex(
            model_name="auditevent",
            index=models.Index(fields=["actor", "-created_at", "-id"], name="audit_actor_time"),
        ),
        migrations.AddIndex(
            model_name="auditevent",
            index=models.Index(fields=["action", "-created_at", "-id"], name="audit_action_time"),
        ),
        migrations.AddIndex(
            model_name="auditevent",
            index=models.Index(
                condition=models.Q(("action", "update"), ("changes__has_key", "currentStatus")),
                fields=["case_id", "created_at"],
                name="audit_status_change",
            ),
        ),
        migrations.AddIndex(
            model_name="auditevent",
            index=models.Index(
                condition=models.Q(("action", "update"), ("changes__currentStatus__1", "sent")),
                fields=["created_at", "case_id"],
                name="audit_sent",
            ),
        ),
    ]
