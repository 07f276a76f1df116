import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def test_setup_status_reports_no_admin_on_an_empty_database(api_client):
    response = api_client.get("/api/auth/setup-status")
    assert response.status_code == 200
    assert response.json() == {"adminExists": False}


def test_setup_status_reports_an_admin_once_one_exists_even_inactive(api_client):
    UserFactory(role=Role.STAFF)
    assert api_client.get("/api/auth/setup-status").json() == {"adminExists": False}
    UserFactory(role=Role.ADMIN, is_active=False)
    assert api_client.get("/api/auth/setup-status").json() == {"adminExists": True}
