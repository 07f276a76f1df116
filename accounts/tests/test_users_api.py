"""The Users page API: /api/users and /api/users/{id} under the role rules of guide: roles."""

from django.core import mail
from django.core.mail import EmailMultiAlternatives

import pytest

from accounts.models import User
from accounts.roles import Role, perm
from accounts.services import role_permission_set
from accounts.tests.factories import DEFAULT_PASSWORD, UserFactory

pytestmark = pytest.mark.django_db

USERS = "/api/users"
NEW = {
    "email": "New.Person@Example.com",
    "firstName": "New",
    "lastName": "Person",
    "role": "staff",
    "company": "",
    "password": "",
    "isActive": True,
}


def detail(user) -> str:
    return f"{USERS}/{user.pk}"


# --- List ------------------------------------------------------------------------------------------------


def test_admin_lists_every_user_sorted_by_email(role_clients, admin_user):
    response = role_clients["admin"].get(USERS)

    assert response.status_code == 200
    emails = [u["email"] for u in response.json()]
    assert emails == ["admin@example.com", "client@example.com", "manager@example.com", "staff@example.com"]
    client_row = next(u for u in response.json() if u["role"] == "client")
    assert client_row["company"] == "Acme Ltd"
    assert client_row["firstName"] == "Cleo"


def test_manager_may_list_users(role_clients):
    assert role_clients["manager"].get(USERS).status_code == 200


@pytest.mark.parametrize("role", ["staff", "client"])
def test_staff_and_clients_may_not_list_users(role_clients, role):
    response = role_clients[role].get(USERS)

    assert response.status_code == 403
    assert response.json() == {"message": "You don't have permission to view user management."}


def test_listing_users_without_a_token_is_unauthorized(role_clients):
    response = role_clients["anonymous"].get(USERS)

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}


def test_users_can_be_filtered_by_role(role_clients):
    UserFactory(role=Role.STAFF, email="zed@example.com")

    response = role_clients["admin"].get(USERS, {"role": "staff"})

    assert [u["email"] for u in response.json()] == ["staff@example.com", "zed@example.com"]


def test_an_unknown_role_filter_is_a_validation_error(role_clients):
    response = role_clients["admin"].get(USERS, {"role": "wizard"})

    assert response.status_code == 400
    assert response.json()["message"] == "Role must be admin, manager, staff or client"


def test_listing_users_takes_a_fixed_number_of_queries(role_clients, django_assert_max_num_queries):
    UserFactory.create_batch(30)
    client = role_clients["admin"]

    with django_assert_max_num_queries(4):  # token revocation, user, permissions, list
        response = client.get(USERS)

    assert len(response.json()) == 34


# --- Create ----------------------------------------------------------------------------------------------


def test_admin_creates_a_user_with_a_temporary_password_and_an_invitation(role_clients, admin_user):
    response = role_clients["admin"].post(USERS, NEW, format="json")

    assert response.status_code == 201
    body = response.json()
    assert body["email"] == "new.person@example.com"
    assert body["invitationSent"] is True
    assert len(body["temporaryPassword"]) >= 8
    user = User.objects.get(email="new.person@example.com")
    assert user.check_password(body["temporaryPassword"])
    assert (user.first_name, user.last_name, user.role, user.company, user.is_active) == (
        "New",
        "Person",
        "staff",
        "",
        True,
    )
    assert list(user.groups.values_list("name", flat=True)) == ["staff"]

    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["new.person@example.com"]
    assert message.subject == "Your Casebook account"
    assert "http://127.0.0.1:8000/login" in message.body
    assert "Ada Admin has created a Casebook account for you" in message.body
    assert body["temporaryPassword"] not in message.body
    assert isinstance(message, EmailMultiAlternatives)
    html, mimetype = message.alternatives[0]
    assert mimetype == "text/html"
    assert isinstance(html, str)
    assert "http://127.0.0.1:8000/login" in html


def test_a_given_password_is_used_and_no_temporary_password_is_returned(role_clients):
    response = role_clients["admin"].post(USERS, {**NEW, "password": "chosen-pass"}, format="json")

    assert response.status_code == 201
    assert response.json()["temporaryPassword"] is None
    assert User.objects.get(email="new.person@example.com").check_password("chosen-pass")


def test_create_without_is_active_defaults_to_active(role_clients):
    payload = {k: v for k, v in NEW.items() if k != "isActive"}

    role_clients["admin"].post(USERS, payload, format="json")

    assert User.objects.get(email="new.person@example.com").is_active is True


def test_invitation_sent_is_false_when_the_mail_server_fails(role_clients, monkeypatch):
    def broken(self, *args, **kwargs):
        raise ConnectionRefusedError("no mail server")

    monkeypatch.setattr("django.core.mail.EmailMessage.send", broken)

    response = role_clients["admin"].post(USERS, NEW, format="json")

    assert response.status_code == 201
    assert response.json()["invitationSent"] is False
    assert User.objects.filter(email="new.person@example.com").exists()


@pytest.mark.parametrize("role", ["staff", "client"])
def test_manager_creates_staff_and_clients(role_clients, role):
    response = role_clients["manager"].post(USERS, {**NEW, "role": role}, format="json")

    assert response.status_code == 201
    assert User.objects.get(email="new.person@example.com").role == role


@pytest.mark.parametrize("role", ["admin", "manager"])
def test_manager_cannot_create_admins_or_managers(role_clients, role):
    response = role_clients["manager"].post(USERS, {**NEW, "role": role}, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": f"Access Denied: you cannot manage users with the {role} role"}
    assert not User.objects.filter(email="new.person@example.com").exists()


@pytest.mark.parametrize("role", ["staff", "client"])
def test_staff_and_clients_cannot_create_users(role_clients, role):
    response = role_clients[role].post(USERS, NEW, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "Access Denied: you don't have permission to create users"}


def test_duplicate_email_is_refused(role_clients):
    response = role_clients["admin"].post(USERS, {**NEW, "email": "Staff@Example.com"}, format="json")

    assert response.status_code == 400
    assert response.json() == {
        "message": "A user with this email already exists",
        "errors": {"email": ["A user with this email already exists"]},
    }


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"email": "bad"}, "email", "Invalid email address"),
        ({"firstName": ""}, "firstName", "First name is required"),
        ({"lastName": ""}, "lastName", "Last name is required"),
        ({"role": "owner"}, "role", "Role must be admin, manager, staff or client"),
        ({"password": "short7!"}, "password", "Password must be at least 8 characters if provided"),
    ],
)
def test_user_form_validation_messages(role_clients, change, field, message):
    response = role_clients["admin"].post(USERS, {**NEW, **change}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == message
    assert response.json()["errors"][field] == [message]


def test_missing_names_are_reported_together(role_clients):
    payload = {"email": "x@example.com", "role": "staff"}

    response = role_clients["admin"].post(USERS, payload, format="json")

    assert response.json()["errors"] == {
        "firstName": ["First name is required"],
        "lastName": ["Last name is required"],
    }


def test_null_company_means_no_company(role_clients):
    role_clients["admin"].post(USERS, {**NEW, "company": None}, format="json")

    assert User.objects.get(email="new.person@example.com").company == ""


# --- Update ----------------------------------------------------------------------------------------------


def test_admin_edits_profile_fields(role_clients, staff_user):
    payload = {"firstName": "Samantha", "lastName": "Stone", "company": "Globex Plc", "email": "sam@example.com"}

    response = role_clients["admin"].put(detail(staff_user), payload, format="json")

    assert response.status_code == 200
    assert response.json()["firstName"] == "Samantha"
    assert response.json()["email"] == "sam@example.com"
    staff_user.refresh_from_db()
    assert (staff_user.first_name, staff_user.last_name, staff_user.company, staff_user.email) == (
        "Samantha",
        "Stone",
        "Globex Plc",
        "sam@example.com",
    )
    assert staff_user.role == "staff"


def test_admin_changes_a_role_and_the_group_follows(role_clients, staff_user):
    response = role_clients["admin"].put(detail(staff_user), {"role": "manager"}, format="json")

    assert response.status_code == 200
    assert response.json()["role"] == "manager"
    staff_user = User.objects.get(pk=staff_user.pk)
    assert list(staff_user.groups.values_list("name", flat=True)) == ["manager"]
    assert staff_user.has_perm(perm("create_users"))


def test_a_role_change_applies_to_the_next_request_of_that_user(role_clients, auth_client, staff_user):
    staff = auth_client(staff_user)
    assert staff.get(USERS).status_code == 403

    role_clients["admin"].put(detail(staff_user), {"role": "manager"}, format="json")

    assert staff.get(USERS).status_code == 200


def test_sending_the_current_role_with_profile_fields_is_not_a_role_change(role_clients, staff_user):
    # Managers lack assign_roles, yet the edit form sends the unchanged role along.
    payload = {"firstName": "Sammy", "role": "staff"}

    response = role_clients["manager"].put(detail(staff_user), payload, format="json")

    assert response.status_code == 200
    staff_user.refresh_from_db()
    assert staff_user.first_name == "Sammy"


def test_manager_cannot_change_roles_without_assign_roles(role_clients, staff_user):
    response = role_clients["manager"].put(detail(staff_user), {"role": "client"}, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "Access Denied: you don't have permission to change roles"}
    staff_user.refresh_from_db()
    assert staff_user.role == "staff"


def test_manager_with_assign_roles_changes_staff_to_client(role_clients, admin_user, staff_user):
    role_permission_set(actor=admin_user, role="manager", permission="assign_roles", granted=True)

    response = role_clients["manager"].put(detail(staff_user), {"role": "client"}, format="json")

    assert response.status_code == 200
    staff_user.refresh_from_db()
    assert staff_user.role == "client"


def test_manager_with_assign_roles_still_cannot_promote_to_admin(role_clients, admin_user, staff_user):
    role_permission_set(actor=admin_user, role="manager", permission="assign_roles", granted=True)

    response = role_clients["manager"].put(detail(staff_user), {"role": "admin"}, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "Access Denied: you cannot manage users with the admin role"}
    staff_user.refresh_from_db()
    assert staff_user.role == "staff"


def test_manager_cannot_edit_an_admin(role_clients, admin_user):
    response = role_clients["manager"].put(detail(admin_user), {"firstName": "Hacked"}, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "Access Denied: you cannot manage users with the admin role"}
    admin_user.refresh_from_db()
    assert admin_user.first_name == "Ada"


def test_manager_cannot_edit_another_manager(role_clients):
    other = UserFactory(role=Role.MANAGER)

    response = role_clients["manager"].put(detail(other), {"firstName": "X"}, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "Access Denied: you cannot manage users with the manager role"}


def test_nobody_changes_their_own_role(role_clients, admin_user):
    response = role_clients["admin"].put(detail(admin_user), {"role": "staff"}, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "You cannot change your own role"}
    admin_user.refresh_from_db()
    assert admin_user.role == "admin"


def test_admin_may_edit_their_own_profile(role_clients, admin_user):
    response = role_clients["admin"].put(detail(admin_user), {"lastName": "Lovelace", "role": "admin"}, format="json")

    assert response.status_code == 200
    admin_user.refresh_from_db()
    assert admin_user.last_name == "Lovelace"


def test_nobody_deactivates_their_own_account(role_clients, admin_user):
    response = role_clients["admin"].put(detail(admin_user), {"isActive": False}, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "You cannot deactivate your own account"}


def test_deactivating_a_user_ends_their_session(role_clients, auth_client, staff_user):
    staff = auth_client(staff_user)

    role_clients["admin"].put(detail(staff_user), {"isActive": False}, format="json")

    assert staff.get("/api/auth/user").status_code == 401


@pytest.mark.parametrize("role", ["staff", "client"])
def test_staff_and_clients_cannot_edit_users(role_clients, manager_user, role):
    response = role_clients[role].put(detail(manager_user), {"firstName": "X"}, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "Access Denied: you don't have permission to edit users"}


def test_update_validation_messages(role_clients, staff_user):
    client = role_clients["admin"]

    assert client.put(detail(staff_user), {"firstName": ""}, format="json").json()["message"] == (
        "First name is required"
    )
    assert client.put(detail(staff_user), {"email": "nope"}, format="json").json()["message"] == (
        "Invalid email address"
    )
    assert client.put(detail(staff_user), {"password": "1234567"}, format="json").json()["message"] == (
        "Password must be at least 8 characters if provided"
    )
    duplicate = client.put(detail(staff_user), {"email": "ADMIN@example.com"}, format="json")
    assert duplicate.status_code == 400
    assert duplicate.json()["message"] == "A user with this email already exists"


def test_admin_sets_a_new_password_which_ends_the_users_sessions(role_clients, auth_client, staff_user):
    staff = auth_client(staff_user)

    response = role_clients["admin"].put(detail(staff_user), {"password": "new-password-1"}, format="json")

    assert response.status_code == 200
    staff_user.refresh_from_db()
    assert staff_user.check_password("new-password-1")
    assert staff.get("/api/auth/user").status_code == 401


def test_a_blank_password_leaves_the_password_alone(role_clients, staff_user):
    role_clients["admin"].put(detail(staff_user), {"password": "", "firstName": "Sam"}, format="json")

    staff_user.refresh_from_db()
    assert staff_user.check_password(DEFAULT_PASSWORD)


def test_updating_an_unknown_user_is_not_found(role_clients):
    response = role_clients["admin"].put(f"{USERS}/999999", {"firstName": "X"}, format="json")

    assert response.status_code == 404


# --- Delete ----------------------------------------------------------------------------------------------


def test_admin_deletes_a_user(role_clients, manager_user):
    response = role_clients["admin"].delete(detail(manager_user))

    assert response.status_code == 200
    assert response.json() == {"message": "User deleted successfully"}
    assert not User.objects.filter(pk=manager_user.pk).exists()


def test_nobody_deletes_themselves(role_clients, admin_user):
    response = role_clients["admin"].delete(detail(admin_user))

    assert response.status_code == 403
    assert response.json() == {"message": "You cannot delete your own account"}
    assert User.objects.filter(pk=admin_user.pk).exists()


def test_manager_cannot_delete_users_by_default(role_clients, staff_user):
    response = role_clients["manager"].delete(detail(staff_user))

    assert response.status_code == 403
    assert response.json() == {"message": "Access Denied: you don't have permission to delete users"}
    assert User.objects.filter(pk=staff_user.pk).exists()


def test_manager_with_delete_users_deletes_staff_but_not_admins(role_clients, admin_user, staff_user):
    role_permission_set(actor=admin_user, role="manager", permission="delete_users", granted=True)
    manager = role_clients["manager"]

    assert manager.delete(detail(staff_user)).status_code == 200
    denied = manager.delete(detail(admin_user))
    assert denied.status_code == 403
    assert denied.json() == {"message": "Access Denied: you cannot manage users with the admin role"}
    assert User.objects.filter(pk=admin_user.pk).exists()


def test_deleting_an_unknown_user_is_not_found(role_clients):
    assert role_clients["admin"].delete(f"{USERS}/999999").status_code == 404


def test_deleting_without_a_token_is_unauthorized(role_clients, staff_user):
    assert role_clients["anonymous"].delete(detail(staff_user)).status_code == 401
