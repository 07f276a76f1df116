"""The list's triggers on the cases table come from migrations (cases.listing.triggers): the test database, built by
migrate, has every one of them; a table rebuilt on SQLite loses them and `manage.py install_triggers` puts them back."""

from io import StringIO

from django.core.management import call_command
from django.db import connection

import pytest

from cases.listing.engine import engine
from cases.listing.triggers import expected_triggers
from cases.models import Case, SearchChange

pytestmark = pytest.mark.django_db


def test_every_trigger_of_the_list_is_on_the_cases_table_after_migrate():
    """Fails when a migration after 0029 rebuilds cases_case on SQLite without installing the triggers again."""
    table, names = expected_triggers()

    assert table == Case._meta.db_table
    assert "search_counts_case_update" in names
    assert engine().triggers_present(connection, table=table, names=names)


def test_install_triggers_reports_nothing_missing_after_migrate():
    rebuilds = SearchChange.objects.filter(sign=0).count()
    out = StringIO()

    call_command("install_triggers", stdout=out)

    assert "cases: all present." in out.getvalue()
    assert SearchChange.objects.filter(sign=0).count() == rebuilds  # no rebuild asked for


@pytest.mark.django_db(transaction=True)
def test_install_triggers_puts_back_what_a_rebuilt_table_lost():
    if connection.vendor != "sqlite":
        pytest.skip("only SQLite rebuilds a table (and drops its triggers) in a migration")
    with connection.schema_editor() as editor:
        # What an AlterField does on SQLite: the triggers go with the old table. The stubs type
        # connection.schema_editor() as the base class, which has no _remake_table.
        editor._remake_table(Case)  # type: ignore[attr-defined]
    table, names = expected_triggers()
    assert not engine().triggers_present(connection, table=table, names=names)
    out = StringIO()

    call_command("install_triggers", stdout=out)

    assert "cases: some were missing: reinstalled, a rebuild asked for." in out.getvalue()
    assert engine().triggers_present(connection, table=table, names=names)
    assert SearchChange.objects.filter(sign=0).exists()  # the counts are rebuilt at the next fold
