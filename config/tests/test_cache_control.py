"""Every answer under /api/ says `Cache-Control: no-store`, errors and downloads included."""

import pytest

from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("role", "method", "url", "status"),
    [
        ("admin", "get", "/api/cases/paginated", 200),
        ("admin", "get", "/api/stats", 200),
        ("client", "get", "/api/audit-logs", 403),
        ("anonymous", "get", "/api/cases/paginated", 401),
        ("anonymous", "post", "/api/auth/login", 400),
        ("admin", "get", "/api/no-such-endpoint", 404),
        ("admin", "get", "/api/cases/999999", 404),
        ("admin", "get", "/api/cases/paginated?page=%C2%B2", 400),
        ("admin", "get", "/api/cases/paginated?search=a%00", 400),
        ("admin", "delete", "/api/stats", 405),
        ("admin", "get", "/api/cases/export?format=csv", 200),
        ("admin", "get", "/api/cases/export?format=xlsx", 200),
        ("admin", "get", "/api/audit-logs/export?format=csv", 200),
        ("anonymous", "get", "/api/health", 200),
    ],
)
def test_every_api_answer_is_not_stored(role_clients, role, method, url, status):
    CaseFactory()

    response = getattr(role_clients[role], method)(url)

    assert response.status_code == status
    assert "no-store" in response["Cache-Control"].split(", ")


def test_an_over_size_body_is_not_stored_either(role_clients, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000

    response = role_clients["anonymous"].generic(
        "POST", "/api/auth/login", b'{"email": "' + b"a" * 2000 + b'"}', content_type="application/json"
    )

    assert response.status_code == 413
    assert response["Cache-Control"] == "no-store"


def test_pages_outside_the_api_keep_their_own_caching(client):
    response = client.get("/login")

    assert response.status_code == 200
    assert "no-store" not in response.get("Cache-Control", "")
