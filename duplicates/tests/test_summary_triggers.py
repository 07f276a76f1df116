"""The summary's triggers on the cases table come from migration 0004: the test database, built by migrate, has them."""

from django.db import connection

import pytest

from cases.listing.engine import engine
from duplicates import summary

pytestmark = pytest.mark.django_db


def test_the_summary_triggers_are_on_the_cases_table_after_migrate():
    """Fails when a migration after duplicates 0004 rebuilds cases_case on SQLite without installing them again."""
    assert engine().triggers_present(connection, table=summary.CASES, names=summary._TRIGGER_NAMES)
