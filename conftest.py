"""Shared fixtures: one user per role and API clients that authenticate with real bearer tokens."""

import os

from django.db import connection

import pytest
from rest_framework.test import APIClient

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for

# run_tasks / rq_tasks: queued background jobs run through the real database and RQ workers.
pytest_plugins = ["config.tests.task_fixtures"]

COMPANY = "Acme Ltd"
OTHER_COMPANY = "Globex Plc"


def pytest_xdist_auto_num_workers(config):
    """`-n auto`: one worker per core, but no more than there are Redis databases for the workers' job queues.

    The browser journeys (CASEBOOK_E2E) take one worker more: each waits on its browser and live server about a tenth
    of the time, and the extra worker fills it (on 2 cores, 460 s with 3 workers against 505 s with 2;
    docs/benchmarks.md)."""
    from config.tests.task_fixtures import workers_with_a_redis_database  # a plugin module: import it lazily

    workers = (os.cpu_count() or 1) + (1 if os.environ.get("CASEBOOK_E2E") else 0)
    return max(1, min(workers, workers_with_a_redis_database()))


def pytest_collection_modifyitems(config, items):
    # The `slow` tests first: xdist hands tests out in this order, and a long one handed out last keeps the run going
    # on one worker while the others sit idle (pytest.ini says which tests are marked).
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
    if connection.vendor == "postgresql":
        return
    skip = pytest.mark.skip(reason="needs PostgreSQL (runs in the PostgreSQL pass of make test)")
    for item in items:
        if "postgres_only" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def admin_user(db):
    return UserFactory(role=Role.ADMIN, email="admin@example.com", first_name="Ada", last_name="Admin")


@pytest.fixture
def manager_user(db):
    return UserFactory(role=Role.MANAGER, email="manager@example.com", first_name="Max", last_name="Manager")


@pytest.fixture
def staff_user(db):
    return UserFactory(role=Role.STAFF, email="staff@example.com", first_name="Sam", last_name="Staff")


@pytest.fixture
def client_user(db):
    return UserFactory(
        role=Role.CLIENT, email="client@example.com", first_name="Cleo", last_name="Client", company=COMPANY
    )


@pytest.fixture
def api_client():
    return APIClient()


@pytest.fixture
def auth_client():
    """auth_client(user) -> an APIClient sending that user's bearer token, as the browser does."""

    def make(user):
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(user)}")
        return client

    return make


@pytest.fixture
def role_clients(auth_client, admin_user, manager_user, staff_user, client_user):
    """{role: client} for the four roles, plus "anonymous"."""
    return {
        "admin": auth_client(admin_user),
        "manager": auth_client(manager_user),
        "staff": auth_client(staff_user),
        "client": auth_client(client_user),
        "anonymous": APIClient(),
    }
