import pytest

pytestmark = pytest.mark.django_db


def test_openapi_schema_declares_the_accounts_endpoints_and_shapes(api_client):
    response = api_client.get("/api/schema/", HTTP_ACCEPT="application/json")

    assert response.status_code == 200
    schema = response.json()
    paths = schema["paths"]
    for path in [
        "/api/auth/login",
        "/api/auth/logout",
        "/api/auth/user",
        "/api/auth/create-user",
        "/api/auth/request-password-reset",
        "/api/auth/update-password",
        "/api/my-permissions",
        "/api/role-permissions",
        "/api/users",
        "/api/users/{user_id}",
    ]:
        assert path in paths, path
    login = paths["/api/auth/login"]["post"]
    assert login["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("/Login")
    user = schema["components"]["schemas"]["User"]["properties"]
    assert set(user) == {
        "id",
        "email",
        "firstName",
        "lastName",
        "role",
        "company",
        "isActive",
        "lastLoginAt",
        "profileImageUrl",
    }
    created = schema["components"]["schemas"]["UserCreated"]["properties"]
    assert set(created) == {"invitationSent", "temporaryPassword", "email"}
