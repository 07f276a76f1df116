"""A bounded Schemathesis run over every operation of the OpenAPI schema, for every role: no answer is a 5xx, and
every answer conforms to the schema (a declared status code, the declared content type, a body of the declared
shape); the errors every operation can give are declared once by config.openapi.

The schema is drf-spectacular's, generated in-process (the one served at /api/schema/), and the requests go
through Django's WSGI handler inside the test's transaction, so every role's data is seeded per test and
rolled back after it. Fixed seed and a small example budget per operation keep the run reproducible and to
a few minutes on both databases; raise FUZZ_EXAMPLES locally for a deeper probe.
"""

import json
import os
from collections.abc import Callable

from django.core import signals
from django.core.handlers.wsgi import WSGIHandler
from django.db import close_old_connections

import hypothesis
import pytest
import schemathesis
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.renderers import OpenApiJsonRenderer
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)
from schemathesis.config import SchemathesisConfig

from accounts.tokens import access_token_for
from cases.models import AuditEvent
from cases.tests.factories import CaseFactory
from conftest import COMPANY, OTHER_COMPANY

SEED = 20_2611
EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "6"))
ROLES = ["anonymous", "admin", "manager", "staff", "client"]
# Not API operations: the schema document itself and its viewer.
SKIPPED_PATHS = ("/api/schema/", "/api/docs/")


def _openapi() -> dict:
    document = SchemaGenerator().get_schema(request=None, public=True)
    return json.loads(OpenApiJsonRenderer().render(document))


CONFIG = SchemathesisConfig.from_dict(
    {
        "seed": SEED,
        "generation": {
            "mode": "all",  # schema-valid and schema-violating inputs both
            "max-examples": EXAMPLES,
            "deterministic": True,
            "database": "none",
        },
        "phases": {"coverage": {"enabled": False}, "stateful": {"enabled": False}},
    }
)
schema = schemathesis.openapi.from_dict(_openapi(), config=CONFIG)
schema.app = WSGIHandler()


@pytest.fixture
def seeded(db, admin_user, manager_user, staff_user, client_user) -> dict[str, object]:
    """A few cases in two companies with some history, so ids 1..n and filters find something."""
    cases = [CaseFactory(widget=w, client_name=f"Client {i % 3}") for i, w in enumerate([COMPANY, OTHER_COMPANY] * 3)]
    CaseFactory(widget=COMPANY, lockable=True)
    AuditEvent.objects.create(case_id=cases[0].pk, action="update", actor=staff_user, actor_email=staff_user.email)
    return {
        "admin": admin_user,
        "manager": manager_user,
        "staff": staff_user,
        "client": client_user,
        "anonymous": None,
    }


@pytest.fixture
def test_database_connection_kept():
    """Django closes the database connection when a request ends; inside the test's transaction that would end
    it (PostgreSQL). Its own test client skips that the same way."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    yield
    signals.request_started.connect(close_old_connections)
    signals.request_finished.connect(close_old_connections)


@pytest.fixture(params=ROLES)
def role_headers(request, seeded, test_database_connection_kept) -> dict[str, str]:
    user = seeded[request.param]
    # Schemathesis's WSGI transport asks for gzip but reads the body as sent: ask for it plain, so the checks read
    # the JSON (config/tests/test_compression.py covers compression).
    plain = {"Accept-Encoding": "identity"}
    return plain if user is None else {**plain, "Authorization": f"Bearer {access_token_for(user)}"}


# No 5xx, and every answer is one the schema declares: its status code, its content type and its body's shape.
CHECKS: list[Callable] = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]


@schema.exclude(path=list(SKIPPED_PATHS)).parametrize()
@hypothesis.settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(hypothesis.HealthCheck),
    print_blob=True,
)
def test_no_operation_answers_a_server_error(case, role_headers):
    case.call_and_validate(headers=role_headers, checks=CHECKS)
