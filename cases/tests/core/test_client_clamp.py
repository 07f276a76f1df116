"""Clients change nothing and see only their company, whatever their role's switches say (guide: roles).

Each test grants the client group every permission of the catalogue first: the clamp in
accounts.roles.CLIENT_PERMISSION_CEILING must hold regardless.
"""

from django.contrib.auth.models import Group, Permission

import pytest

from accounts.roles import CLIENT_PERMISSION_CEILING, PERMISSION_APP_LABEL, PERMISSIONS, Role, perm
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent, Case
from cases.tests.data import csv_bytes, row, upload
from cases.tests.factories import CaseFactory
from conftest import COMPANY, OTHER_COMPANY

pytestmark = pytest.mark.django_db


@pytest.fixture
def client_granted_everything(client_user):
    group = Group.objects.get(name=Role.CLIENT)
    group.permissions.set(Permission.objects.filter(content_type__app_label=PERMISSION_APP_LABEL))
    return client_user


@pytest.fixture
def client_api(auth_client, client_granted_everything):
    return auth_client(client_granted_everything)


def test_a_client_holds_only_the_read_permissions_of_the_ceiling(client_granted_everything):
    held = {c for c in PERMISSIONS if client_granted_everything.has_perm(perm(c))}

    assert held == set(CLIENT_PERMISSION_CEILING)
    assert held == {"view_own_cases"}


def test_my_permissions_lists_only_the_clamped_set(client_api):
    response = client_api.get("/api/my-permissions")

    assert response.status_code == 200
    assert {p["permission"] for p in response.json()} == set(CLIENT_PERMISSION_CEILING)


def test_a_user_without_a_valid_role_is_clamped_as_a_client(db):
    user = UserFactory(role=Role.STAFF, company=COMPANY)
    user.role = ""  # no role: treated as a client (guide: roles)
    user.groups.set([Group.objects.get(name=Role.ADMIN)])

    assert not user.has_perm(perm("view_all_cases"))
    assert not user.has_perm(perm("create_users"))


def test_staff_are_not_clamped(auth_client, staff_user):
    Group.objects.get(name=Role.STAFF).permissions.add(Permission.objects.get(codename="upload_csv"))

    assert staff_user.has_perm(perm("upload_csv"))


def test_a_client_granted_upload_csv_cannot_import(client_api):
    response = upload(client_api, csv_bytes([row(101, widget=OTHER_COMPANY)]))

    assert response.status_code == 403
    assert not Case.objects.exists()
    assert not AuditEvent.objects.exists()


def test_a_client_granted_view_all_cases_sees_only_their_company(client_api):
    mine = CaseFactory(widget=COMPANY)
    CaseFactory(widget=OTHER_COMPANY)

    listed = client_api.get("/api/cases/paginated?limit=50").json()
    everything = client_api.get("/api/cases").json()

    assert [c["id"] for c in listed["data"]] == [mine.pk] == [c["id"] for c in everything]
    assert client_api.get("/api/stats").json()["total"] == 1
    assert client_api.get("/api/kams").status_code == 403


def test_a_client_granted_everything_cannot_see_another_companys_case(client_api):
    theirs = CaseFactory(widget=OTHER_COMPANY)

    assert client_api.get(f"/api/cases/{theirs.pk}").status_code == 404
    assert client_api.get(f"/api/cases/{theirs.pk}/history").status_code == 404


def test_a_client_granted_everything_still_has_no_duplicates_page(client_api):
    for widget in (COMPANY, COMPANY, OTHER_COMPANY, OTHER_COMPANY):
        CaseFactory(widget=widget, client_name=f"Same {widget}")

    response = client_api.get("/api/duplicates?type=clientName")

    assert response.status_code == 403
    assert "Same" not in response.content.decode()


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("post", "/api/cases/manual", {"widget": COMPANY, "clientName": "X", "bhrukId": "1", "kamId": "1"}),
        ("put", "/api/cases/{id}", {"clientName": "Changed"}),
        ("delete", "/api/cases/{id}", None),
        ("post", "/api/cases/{id}/lock", None),
        ("post", "/api/cases/batch-update", {"caseIds": ["{id}"], "updates": {"invoiced": True}}),
        ("post", "/api/cases/batch-delete", {"caseIds": ["{id}"]}),
        ("post", "/api/cases/batch-cancel", {"caseIds": ["{id}"], "cancellationReason": "x"}),
        ("post", "/api/cases/bulk-autofill-kam-ids", {}),
        ("post", "/api/cases/bulk-autofill-bhruk-ids", {}),
        ("post", "/api/duplicates/dismiss", {"identifierType": "clientName", "identifier": "Same"}),
        ("post", "/api/duplicates/merge", {"masterCaseId": "{id}", "duplicateCaseIds": ["{id}"], "mergeReason": "x"}),
        ("put", "/api/role-permissions", {"role": "client", "permission": "edit_cases", "granted": True}),
        ("post", "/api/users", {"email": "new@example.com", "firstName": "N", "lastName": "U", "role": "admin"}),
    ],
)
def test_a_client_granted_everything_changes_nothing(client_api, method, path, body):
    case = CaseFactory(widget=COMPANY, client_name="Same", lockable=True)
    CaseFactory(widget=COMPANY, client_name="Same")
    before = list(Case.objects.order_by("id").values())
    events = AuditEvent.objects.count()

    def fill(value):
        if isinstance(value, str):
            return case.pk if value == "{id}" else value.replace("{id}", str(case.pk))
        if isinstance(value, list):
            return [fill(v) for v in value]
        if isinstance(value, dict):
            return {k: fill(v) for k, v in value.items()}
        return value

    response = getattr(client_api, method)(fill(path), fill(body), format="json")

    assert response.status_code == 403, response.content
    assert list(Case.objects.order_by("id").values()) == before
    assert AuditEvent.objects.count() == events


@pytest.mark.parametrize("permission", ["upload_csv", "view_all_cases", "edit_cases", "view_audit_logs"])
def test_the_permissions_api_refuses_to_give_clients_what_cannot_apply(role_clients, permission):
    body = {"role": "client", "permission": permission, "granted": True}

    response = role_clients["admin"].put("/api/role-permissions", body, format="json")

    assert response.status_code == 400
    label = PERMISSIONS[permission]
    assert response.json()["message"] == (
        f"{label} cannot be granted to the Client role: clients change nothing and see only their own company's cases."
    )
    assert not Group.objects.get(name=Role.CLIENT).permissions.filter(codename=permission).exists()


def test_the_permissions_api_still_grants_clients_a_scoped_read_and_revokes_anything(role_clients):
    admin = role_clients["admin"]
    Group.objects.get(name=Role.CLIENT).permissions.add(Permission.objects.get(codename="upload_csv"))

    granted = admin.put(
        "/api/role-permissions", {"role": "client", "permission": "view_own_cases", "granted": True}, format="json"
    )
    revoked = admin.put(
        "/api/role-permissions", {"role": "client", "permission": "upload_csv", "granted": False}, format="json"
    )

    assert (granted.status_code, revoked.status_code) == (200, 200)
    codenames = set(Group.objects.get(name=Role.CLIENT).permissions.values_list("codename", flat=True))
    assert codenames == {"view_own_cases"}
