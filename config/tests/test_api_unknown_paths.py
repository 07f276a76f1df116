"""A write to an address no endpoint matches answers the API's JSON 404, not Django's HTML CSRF page (robustness:
Schemathesis' content-type check found text/html 403s under /api/)."""

import pytest
from rest_framework.test import APIClient

from accounts.tokens import access_token_for

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
@pytest.mark.parametrize("path", ["/api/cases/abc", "/api/cases/-1/lock", "/api/users/x/mfa-reset", "/api/nowhere"])
def test_an_unknown_address_is_a_json_404_for_every_method(admin_user, method, path):
    client = APIClient(enforce_csrf_checks=True)  # as a browser or any real client is treated
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(admin_user)}")

    response = getattr(client, method)(path, {}, format="json")

    assert response.status_code == 404
    assert response["Content-Type"] == "application/json"
    assert response.json() == {"message": "Not found."}
