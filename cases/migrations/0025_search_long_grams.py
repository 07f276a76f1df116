"""The search counts also keep the longer grams many cases share (cases.listing.search_counts, ADR 0014): the gram column
grows, the list of counted long grams is a new table, and the counts are rebuilt (by the task worker's next fold;
reads count the cases until it has run) so the rebuild chooses them."""

from django.db import migrations, models


# SQLite gets PostgreSQL's case_widget_bhruk (0019) too: a company's cases in BHR UK ID order, so a walk of Kind's
# (whose numbers sit at the low end) or a search paged per company does not walk past the other companies' cases.
def sqlite_company_bhruk_index(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        schema_editor.execute(
            "CREATE INDEX IF NOT EXISTS case_widget_bhruk ON cases_case (widget, bhruk_number DESC, id DESC)"
        )


def drop_sqlite_company_bhruk_index(apps, schema_editor):
    if schema_editor.connection.vendor == "sqlite":
        schema_editor.execute("DROP INDEX IF EXISTS case_widget_bhruk")


def request_rebuild(apps, schema_editor):
    from cases.listing.search_counts import request_rebuild as ask

    ask(using=schema_editor.connection.alias)


class Migration(migrations.Migration):
    dependencies = [("cases", "0024_case_documents")]

    operations = [
        migrations.AlterField(model_name="searchgramcount", name="gram", field=models.CharField(max_length=64)),
        migrations.CreateModel(
            name="SearchLongGram",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("field", models.CharField(max_length=1)),
                ("gram", models.CharField(max_length=64)),
            ],
            options={
                "db_table": "cases_search_long_gram",
                "constraints": [models.UniqueConstraint(fields=("field", "gram"), name="search_long_gram_key")],
            },
        ),
        migrations.RunPython(request_rebuild, migrations.RunPython.noop),
        migrations.RunPython(sqlite_company_bhruk_index, drop_sqlite_company_bhruk_index),
    ]
