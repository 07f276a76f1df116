"""A database outage gives a clear 503 JSON message, and requests work again once it is back."""

from django.db import OperationalError, connection

import pytest

from cases.tests.factories import CaseFactory
from config.db_outage import MESSAGE


def _database_gone(execute, sql, params, many, context):
    raise OperationalError("server closed the connection unexpectedly")


@pytest.mark.django_db
def test_an_api_request_during_a_database_outage_gets_503_with_a_message(auth_client, staff_user):
    CaseFactory()
    client = auth_client(staff_user)

    with connection.execute_wrapper(_database_gone):
        response = client.get("/api/cases/paginated")

    assert response.status_code == 503
    assert response.json() == {"message": MESSAGE}
    assert response["Retry-After"] == "5"

    recovered = client.get("/api/cases/paginated")
    assert recovered.status_code == 200
    assert len(recovered.json()["data"]) == 1


@pytest.mark.django_db
def test_an_unauthenticated_request_during_an_outage_still_gets_the_503(api_client):
    with connection.execute_wrapper(_database_gone):
        response = api_client.post("/api/auth/login", {"email": "a@example.com", "password": "secret1"}, format="json")

    assert response.status_code == 503
    assert response.json() == {"message": MESSAGE}
