"""POST /api/auth/create-user: the first-run /setup without a token, the admin page's form with one."""

import threading

from django.db import connection

import pytest
from rest_framework.test import APIClient

from accounts.models import User
from accounts.roles import Role, perm
from accounts.services import role_permission_set
from accounts.tests.factories import UserFactory

URL = "/api/auth/create-user"
SETUP = {
    "email": "Founder@Example.com",
    "password": "secret1",
    "firstName": "Fay",
    "lastName": "Founder",
    "role": "admin",
}
SETUP_CLOSED = "An administrator already exists. Ask an administrator to create your account."


@pytest.mark.django_db
def test_setup_on_an_empty_database_creates_the_first_admin(api_client):
    response = api_client.post(URL, SETUP, format="json")

    assert response.status_code == 201
    assert response.json() == {"message": "Administrator account created successfully. You can now sign in."}
    admin = User.objects.get()
    assert admin.email == "founder@example.com"
    assert (admin.first_name, admin.last_name, admin.role) == ("Fay", "Founder", "admin")
    assert admin.check_password("secret1")
    assert list(admin.groups.values_list("name", flat=True)) == ["admin"]
    assert admin.has_perm(perm("assign_roles"))
    assert not admin.is_superuser


@pytest.mark.django_db
def test_the_new_admin_can_sign_in(api_client):
    api_client.post(URL, SETUP, format="json")

    response = api_client.post(
        "/api/auth/login", {"email": "founder@example.com", "password": "secret1"}, format="json"
    )

    assert response.status_code == 200
    assert response.json()["user"]["role"] == "admin"


@pytest.mark.django_db
def test_setup_without_a_token_is_refused_once_an_admin_exists(api_client, admin_user):
    response = api_client.post(URL, SETUP, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": SETUP_CLOSED}
    assert User.objects.count() == 1


@pytest.mark.django_db
def test_a_closed_setup_is_reported_before_form_errors(api_client, admin_user):
    response = api_client.post(URL, {"email": "x@example.com", "password": "secret1", "role": "staff"}, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": SETUP_CLOSED}


@pytest.mark.django_db
def test_setup_without_names_is_a_validation_error_not_a_crash(api_client):
    response = api_client.post(URL, {"email": "x@example.com", "password": "secret1", "role": "admin"}, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"firstName": ["First name is required"], "lastName": ["Last name is required"]}


@pytest.mark.django_db
def test_a_deactivated_admin_still_closes_setup(api_client):
    UserFactory(role=Role.ADMIN, is_active=False)

    assert api_client.post(URL, SETUP, format="json").status_code == 403


@pytest.mark.django_db
def test_setup_while_other_roles_exist_but_no_admin_is_allowed(api_client, staff_user):
    assert api_client.post(URL, SETUP, format="json").status_code == 201


@pytest.mark.django_db
def test_setup_must_create_an_administrator(api_client):
    response = api_client.post(URL, {**SETUP, "role": "staff"}, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"role": ["The first account must be an administrator"]}
    assert not User.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("field", "message"),
    [("firstName", "First name is required"), ("lastName", "Last name is required")],
)
def test_setup_requires_first_and_last_name(api_client, field, message):
    response = api_client.post(URL, {**SETUP, field: "  "}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == message
    assert response.json()["errors"] == {field: [message]}
    assert not User.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"email": "nope"}, "Please enter a valid email address"),
        ({"email": ""}, "Please enter a valid email address"),
        ({"password": "12345"}, "Password must be at least 6 characters"),
        ({"role": "manager"}, "Role must be one of staff, client, admin"),
        ({"role": "root"}, "Role must be one of staff, client, admin"),
    ],
)
def test_create_user_validation_messages(api_client, change, message):
    response = api_client.post(URL, {**SETUP, **change}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == message
    assert not User.objects.exists()


@pytest.mark.django_db
def test_admin_creates_a_user_with_a_token(auth_client, admin_user):
    payload = {"email": "new@example.com", "password": "secret1", "role": "client", "company": "Acme Ltd"}

    response = auth_client(admin_user).post(URL, payload, format="json")

    assert response.status_code == 201
    assert response.json() == {"message": "User created successfully"}
    user = User.objects.get(email="new@example.com")
    assert (user.role, user.company, user.first_name, user.last_name) == ("client", "Acme Ltd", "", "")
    assert user.check_password("secret1")
    assert list(user.groups.values_list("name", flat=True)) == ["client"]


@pytest.mark.django_db
def test_admin_may_create_another_admin(auth_client, admin_user):
    payload = {"email": "second@example.com", "password": "secret1", "role": "admin", "firstName": "Sec"}

    assert auth_client(admin_user).post(URL, payload, format="json").status_code == 201
    assert User.objects.get(email="second@example.com").role == "admin"


@pytest.mark.django_db
@pytest.mark.parametrize("fixture", ["manager_user", "staff_user", "client_user"])
def test_non_admins_cannot_create_users_here(request, auth_client, fixture, admin_user):
    actor = request.getfixturevalue(fixture)
    payload = {"email": "new@example.com", "password": "secret1", "role": "staff"}

    response = auth_client(actor).post(URL, payload, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "Only administrators can create users here."}
    assert not User.objects.filter(email="new@example.com").exists()


@pytest.mark.django_db
def test_admin_whose_role_lost_create_users_cannot_create_users_here(auth_client, admin_user):
    role_permission_set(actor=admin_user, role="admin", permission="create_users", granted=False)
    payload = {"email": "new@example.com", "password": "secret1", "role": "staff"}

    assert auth_client(admin_user).post(URL, payload, format="json").status_code == 403


@pytest.mark.django_db
def test_duplicate_email_is_refused_whatever_its_case(auth_client, admin_user, staff_user):
    payload = {"email": "STAFF@example.com", "password": "secret1", "role": "staff"}

    response = auth_client(admin_user).post(URL, payload, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "A user with this email already exists"
    assert User.objects.filter(email__iexact="staff@example.com").count() == 1


@pytest.mark.django_db
def test_an_invalid_token_is_unauthorized_not_setup(admin_user):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Bearer nonsense")

    response = client.post(URL, SETUP, format="json")

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_simultaneous_setup_requests_create_exactly_one_admin():
    attempts = 8
    barrier = threading.Barrier(attempts)
    statuses: list[int] = []

    def setup(i: int) -> None:
        try:
            barrier.wait()
            response = APIClient().post(URL, {**SETUP, "email": f"founder{i}@example.com"}, format="json")
            statuses.append(response.status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=setup, args=(i,)) for i in range(attempts)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(statuses) == [201] + [403] * (attempts - 1)
    assert User.objects.filter(role=Role.ADMIN).count() == 1
