"""/api/role-permissions (the matrix) and /api/my-permissions (the caller's granted list)."""

from django.contrib.auth.models import Group, Permission

import pytest

from accounts.roles import CLIENT_PERMISSION_CEILING, DEFAULT_GRANTS, PERMISSIONS, Role, perm
from accounts.services import role_permission_set
from accounts.tests.factories import UserFactory

pytestmark = pytest.mark.django_db

MATRIX = "/api/role-permissions"
MINE = "/api/my-permissions"
MODIFY_DENIED = {"message": "You don't have permission to modify role permissions"}


def test_matrix_lists_every_role_and_permission_pair_with_the_default_grants(role_clients):
    response = role_clients["admin"].get(MATRIX)

    assert response.status_code == 200
    rows = response.json()
    assert len(rows) == len(Role.values) * len(PERMISSIONS)
    assert rows[0] == {"role": "admin", "permission": "view_all_cases", "granted": True}
    for row in rows:
        assert row["granted"] == (row["permission"] in DEFAULT_GRANTS[row["role"]])


def test_matrix_is_read_in_a_fixed_number_of_queries(role_clients, django_assert_max_num_queries):
    client = role_clients["manager"]

    with django_assert_max_num_queries(4):
        client.get(MATRIX)


def test_manager_may_read_the_matrix(role_clients):
    assert role_clients["manager"].get(MATRIX).status_code == 200


def test_staff_may_read_the_matrix_though_they_cannot_change_it(role_clients):
    """guide: screens#routes gives staff the Permissions page and guide: roles#permissions-page shows it read-only to
    them."""
    response = role_clients["staff"].get(MATRIX)

    assert response.status_code == 200
    assert {"role": "staff", "permission": "view_all_cases", "granted": True} in response.json()


def test_staff_read_the_matrix_even_without_any_permission(role_clients, admin_user):
    role_permission_set(actor=admin_user, role="staff", permission="view_all_cases", granted=False)

    assert role_clients["staff"].get(MATRIX).status_code == 200


def test_clients_may_not_read_the_matrix(role_clients):
    response = role_clients["client"].get(MATRIX)

    assert response.status_code == 403
    assert response.json() == {"message": "You don't have permission to view role permissions"}


def test_matrix_without_a_token_is_unauthorized(role_clients):
    response = role_clients["anonymous"].get(MATRIX)

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}


def test_admin_grants_a_permission(role_clients, staff_user):
    payload = {"role": "staff", "permission": "export_data", "granted": True}

    response = role_clients["admin"].put(MATRIX, payload, format="json")

    assert response.status_code == 200
    assert response.json() == payload
    assert UserFactory(role=Role.STAFF).has_perm(perm("export_data"))
    matrix = role_clients["admin"].get(MATRIX).json()
    assert {"role": "staff", "permission": "export_data", "granted": True} in matrix


def test_admin_revokes_a_permission(role_clients, manager_user):
    payload = {"role": "manager", "permission": "view_users", "granted": False}

    assert role_clients["admin"].put(MATRIX, payload, format="json").status_code == 200

    assert role_clients["manager"].get("/api/users").status_code == 403


def test_a_toggle_takes_effect_on_the_very_next_request(role_clients):
    staff = role_clients["staff"]
    assert staff.get("/api/users").status_code == 403

    role_clients["admin"].put(MATRIX, {"role": "staff", "permission": "view_users", "granted": True}, format="json")
    assert staff.get("/api/users").status_code == 200
    assert {"role": "staff", "permission": "view_users", "granted": True} in staff.get(MINE).json()

    role_clients["admin"].put(MATRIX, {"role": "staff", "permission": "view_users", "granted": False}, format="json")
    assert staff.get("/api/users").status_code == 403


def test_granting_twice_is_harmless(role_clients):
    payload = {"role": "admin", "permission": "view_all_cases", "granted": True}

    assert role_clients["admin"].put(MATRIX, payload, format="json").status_code == 200
    assert role_clients["admin"].put(MATRIX, payload, format="json").status_code == 200


def test_admin_keeps_the_matrix_even_after_revoking_system_settings_from_admins(role_clients):
    client = role_clients["admin"]
    client.put(MATRIX, {"role": "admin", "permission": "system_settings", "granted": False}, format="json")

    response = client.put(MATRIX, {"role": "admin", "permission": "system_settings", "granted": True}, format="json")

    assert response.status_code == 200


@pytest.mark.parametrize("role", ["manager", "staff", "client"])
def test_only_admins_modify_role_permissions(role_clients, role):
    payload = {"role": "staff", "permission": "export_data", "granted": True}

    response = role_clients[role].put(MATRIX, payload, format="json")

    assert response.status_code == 403
    assert response.json() == MODIFY_DENIED
    assert not UserFactory(role=Role.STAFF).has_perm(perm("export_data"))


@pytest.mark.parametrize(
    "codename", sorted(set(PERMISSIONS) - CLIENT_PERMISSION_CEILING), ids=lambda codename: codename
)
def test_a_permission_that_cannot_apply_to_clients_is_refused_for_the_client_role(role_clients, codename):
    response = role_clients["admin"].put(
        MATRIX, {"role": "client", "permission": codename, "granted": True}, format="json"
    )

    assert response.status_code == 400
    assert response.json()["message"] == (
        f"{PERMISSIONS[codename]} cannot be granted to the Client role: clients change nothing "
        "and see only their own company's cases."
    )
    assert not Group.objects.get(name="client").permissions.filter(codename=codename).exists()


def test_the_same_permission_may_still_be_granted_to_staff(role_clients):
    payload = {"role": "staff", "permission": "upload_csv", "granted": True}

    assert role_clients["admin"].put(MATRIX, payload, format="json").status_code == 200


def test_a_non_applicable_client_grant_left_from_before_may_be_revoked(role_clients):
    client_group = Group.objects.get(name="client")
    client_group.permissions.add(Permission.objects.get(codename="upload_csv", content_type__app_label="accounts"))

    response = role_clients["admin"].put(
        MATRIX, {"role": "client", "permission": "upload_csv", "granted": False}, format="json"
    )

    assert response.status_code == 200
    assert not client_group.permissions.filter(codename="upload_csv").exists()


def test_the_client_role_may_be_granted_and_refused_its_own_cases(role_clients):
    for granted in (False, True):
        payload = {"role": "client", "permission": "view_own_cases", "granted": granted}
        assert role_clients["admin"].put(MATRIX, payload, format="json").status_code == 200
    assert Group.objects.get(name="client").permissions.filter(codename="view_own_cases").exists()


def test_modifying_without_a_token_is_unauthorized(role_clients):
    payload = {"role": "staff", "permission": "export_data", "granted": True}

    assert role_clients["anonymous"].put(MATRIX, payload, format="json").status_code == 401


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        (
            {"role": "wizard", "permission": "export_data", "granted": True},
            "Role must be admin, manager, staff or client",
        ),
        ({"role": "staff", "permission": "EXPORT_DATA", "granted": True}, "Unknown permission"),
        ({"role": "staff", "permission": "export_data"}, "granted must be true or false"),
        ({"role": "staff", "permission": "export_data", "granted": "maybe"}, "granted must be true or false"),
    ],
)
def test_modify_validation(role_clients, payload, message):
    response = role_clients["admin"].put(MATRIX, payload, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == message


# --- My permissions ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("role", ["admin", "manager", "staff", "client"])
def test_my_permissions_lists_the_granted_permissions_of_my_role(role_clients, role):
    response = role_clients[role].get(MINE)

    assert response.status_code == 200
    rows = response.json()
    assert {r["permission"] for r in rows} == DEFAULT_GRANTS[role]
    assert all(r == {"role": role, "permission": r["permission"], "granted": True} for r in rows)
    assert [r["permission"] for r in rows] == [c for c in PERMISSIONS if c in DEFAULT_GRANTS[role]]


def test_my_permissions_without_a_token_is_unauthorized(role_clients):
    response = role_clients["anonymous"].get(MINE)

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}
