"""Schema for issue 14 (import batches and undo): the ImportBatch table and the import_undo audit action."""

import django.db.models.deletion
import django.utils.timezone
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("cases", "0004_fewer_write_indexes"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AlterField(
            model_name="auditevent",
            name="action",
            field=models.CharField(
                choices=[
                    ("create", "Create"),
                    ("update", "Update"),
                    ("lock", "Lock"),
                    ("unlock", "Unlock"),
                    ("cancel", "Cancel"),
                    ("restore", "Restore"),
                    ("delete", "Delete"),
                    ("import", "Import"),
                    ("merge", "Merge"),
                    ("merged", "Merged"),
                    ("autofill", "Autofill"),
                    ("import_undo", "Import Undo"),
                ],
                db_index=True,
                max_length=16,
            ),
        ),
        migrations.CreateModel(
            name="ImportBatch",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("actor_email", models.CharField(blank=True, default="", max_length=254)),
                ("file_name", models.CharField(blank=True, default="", max_length=255)),
                ("created_at", models.DateTimeField(default=django.utils.timezone.now)),
                ("rows", models.PositiveIntegerField(default=0)),
                ("created", models.PositiveIntegerField(default=0)),
                ("skipped", models.PositiveIntegerField(default=0)),
                ("first_case_id", models.BigIntegerField(blank=True, null=True)),
                ("last_case_id", models.BigIntegerField(blank=True, null=True)),
                ("cases_updated_at", models.DateTimeField(blank=True, null=True)),
                ("undone_at", models.DateTimeField(blank=True, null=True)),
                ("undone_by_email", models.CharField(blank=True, default="", max_length=254)),
                ("undo_reason", models.CharField(blank=True, default="", max_length=500)),
                (
                    "actor",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        related_name="+",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
                (
                    "event",
                    models.OneToOneField(
                        on_delete=django.db.models.deletion.PROTECT, related_name="import_batch", to="cases.auditevent"
                    ),
                ),
                (
                    "undone_by",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        related_name="+",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
            ],
            options={
                "ordering": ["-created_at", "-id"],
                "indexes": [models.Index(fields=["-created_at", "-id"], name="import_batch_created")],
            },
        ),
    ]
