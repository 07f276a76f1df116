"""How many pytest-xdist workers `-n auto` starts, and the Redis database each one gets."""

import os

import pytest

from config.tests.task_fixtures import worker_redis_url, workers_with_a_redis_database
from conftest import pytest_xdist_auto_num_workers


def test_auto_starts_a_worker_per_core_and_one_more_for_the_browser_journeys(monkeypatch):
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    monkeypatch.delenv("CASEBOOK_E2E", raising=False)
    assert pytest_xdist_auto_num_workers(None) == 2

    monkeypatch.setenv("CASEBOOK_E2E", "1")
    assert pytest_xdist_auto_num_workers(None) == 3


def test_auto_starts_no_more_workers_than_there_are_redis_databases(monkeypatch):
    monkeypatch.setattr(os, "cpu_count", lambda: 64)
    monkeypatch.setenv("CASEBOOK_E2E", "1")
    assert pytest_xdist_auto_num_workers(None) == workers_with_a_redis_database()  # 7 with the default, database 9


def test_each_worker_has_its_own_redis_database_and_one_too_many_is_told_why():
    base = "redis://127.0.0.1:6379/9"
    assert worker_redis_url(base, "gw0") == base
    assert worker_redis_url(base, "gw6") == "redis://127.0.0.1:6379/15"
    with pytest.raises(ValueError, match="worker gw7 would need Redis database 16"):
        worker_redis_url(base, "gw7")
