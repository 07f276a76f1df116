"""Saved views: private to their owner, shareable by role-assigners, names unique per owner, query validated."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import SavedView
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

URL = "/api/saved-views"
QUERY = {"company": "Acme Ltd", "status": "need_instructions", "sortBy": "createdAt", "sortOrder": "asc", "limit": 25}


def detail(view_id: int) -> str:
    return f"{URL}/{view_id}"


@pytest.fixture
def other_staff(db):
    return UserFactory(role=Role.STAFF, email="other@example.com", first_name="Olly", last_name="Other")


def test_staff_saves_a_private_view_that_only_they_see(auth_client, staff_user, other_staff):
    response = auth_client(staff_user).post(URL, {"name": "  My Acme queue ", "filters": QUERY}, format="json")

    assert response.status_code == 201
    body = response.json()
    assert body["name"] == "My Acme queue"
    assert body["filters"] == {
        "company": "Acme Ltd",
        "status": "need_instructions",
        "sortBy": "createdAt",
        "sortOrder": "asc",
        "limit": "25",
    }
    assert body["shared"] is False
    assert body["owner"] == {"id": staff_user.pk, "name": "Sam Staff"}
    assert body["canEdit"] is True
    assert [v["name"] for v in auth_client(staff_user).get(URL).json()] == ["My Acme queue"]
    assert auth_client(other_staff).get(URL).json() == []
    assert auth_client(other_staff).put(detail(body["id"]), {"name": "Mine"}, format="json").status_code == 404
    assert auth_client(other_staff).delete(detail(body["id"])).status_code == 404


def test_names_are_unique_per_owner_ignoring_case(auth_client, staff_user, other_staff):
    auth_client(staff_user).post(URL, {"name": "Open holds", "filters": {}}, format="json")

    again = auth_client(staff_user).post(URL, {"name": "OPEN HOLDS", "filters": {}}, format="json")
    elsewhere = auth_client(other_staff).post(URL, {"name": "Open holds", "filters": {}}, format="json")

    assert again.status_code == 400
    assert again.json()["message"] == "You already have a view named “OPEN HOLDS”. Choose another name."
    assert elsewhere.status_code == 201
    assert SavedView.objects.filter(owner=staff_user).count() == 1


def test_renaming_onto_another_of_ones_own_names_is_refused(auth_client, staff_user):
    client = auth_client(staff_user)
    client.post(URL, {"name": "A", "filters": {}}, format="json")
    b = client.post(URL, {"name": "B", "filters": {}}, format="json").json()

    response = client.put(detail(b["id"]), {"name": "a"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "You already have a view named “a”. Choose another name."
    assert SavedView.objects.get(pk=b["id"]).name == "B"


@pytest.mark.parametrize(
    ("filters", "message"),
    [
        (
            {"colour": "red"},
            "Unknown filter: colour. Expected any of company, status, search, kamSearch, "
            "clientNameSearch, lockFilter, includeCancelled, includeMerged, request, createdFrom, turnaround, "
            "assignee, sortBy, sortOrder, limit.",
        ),
        (
            {"status": "closed"},
            "Invalid status: 'closed'. Expected one of need_instructions_new, "
            "need_instructions_hire, in_production, on_hold, sent, need_instructions.",
        ),
        ({"limit": 1000}, "Invalid limit: expected one of 25, 50, 100, 250."),
        ({"sortBy": "clientName"}, "Invalid sortBy: expected createdAt, bhrukId or dueDate."),
        ({"lockFilter": "maybe"}, "Invalid lockFilter: 'maybe'. Expected all, open or locked."),
        ({"company": ["a", "b"]}, "The filter company must be text, a number or true/false."),
        ({"company": "x" * 201}, "The filter company is too long: at most 200 characters."),
        (["status", "sent"], "filters must be an object of the dashboard's query parameters."),
    ],
)
def test_a_bad_query_is_refused_naming_the_problem(auth_client, staff_user, filters, message):
    response = auth_client(staff_user).post(URL, {"name": "Bad", "filters": filters}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == message
    assert not SavedView.objects.exists()


@pytest.mark.parametrize(
    ("name", "message"),
    [("   ", "Give the view a name."), ("n" * 101, "The name is too long: at most 100 characters.")],
)
def test_a_view_needs_a_name_of_sensible_length(auth_client, staff_user, name, message):
    response = auth_client(staff_user).post(URL, {"name": name, "filters": {}}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == message


def test_only_role_assigners_share_and_others_use_but_do_not_change(auth_client, admin_user, staff_user):
    refused = auth_client(staff_user).post(URL, {"name": "Team", "filters": QUERY, "shared": True}, format="json")
    assert refused.status_code == 403
    assert refused.json()["message"] == "Only users who can assign roles may share a view with everyone."
    assert not SavedView.objects.exists()

    shared = auth_client(admin_user).post(URL, {"name": "Team", "filters": QUERY, "shared": True}, format="json").json()
    seen = auth_client(staff_user).get(URL).json()
    assert [(v["name"], v["shared"], v["canEdit"], v["owner"]["name"]) for v in seen] == [
        ("Team", True, False, "Ada Admin")
    ]

    change = auth_client(staff_user).put(detail(shared["id"]), {"name": "Mine now"}, format="json")
    remove = auth_client(staff_user).delete(detail(shared["id"]))
    assert change.status_code == remove.status_code == 403
    assert change.json()["message"] == "Only the owner can change this view. Use Save as copy to keep your own version."
    assert SavedView.objects.get(pk=shared["id"]).name == "Team"

    # Save as copy: the same query under the staff user's own name.
    copy = auth_client(staff_user).post(URL, {"name": "Team", "filters": seen[0]["filters"]}, format="json")
    assert copy.status_code == 201
    assert copy.json()["filters"] == shared["filters"]


def test_a_staff_owner_cannot_share_by_editing(auth_client, staff_user):
    view = auth_client(staff_user).post(URL, {"name": "Mine", "filters": {}}, format="json").json()

    response = auth_client(staff_user).put(detail(view["id"]), {"shared": True}, format="json")

    assert response.status_code == 403
    assert SavedView.objects.get(pk=view["id"]).shared is False


def test_the_owner_renames_requeries_unshares_and_deletes(auth_client, admin_user):
    client = auth_client(admin_user)
    view = client.post(URL, {"name": "Team", "filters": QUERY, "shared": True}, format="json").json()

    updated = client.put(
        detail(view["id"]), {"name": "Sent, newest", "filters": {"status": "sent"}, "shared": False}, format="json"
    )

    assert updated.status_code == 200
    assert (updated.json()["name"], updated.json()["filters"], updated.json()["shared"]) == (
        "Sent, newest",
        {"status": "sent"},
        False,
    )
    assert client.delete(detail(view["id"])).status_code == 204
    assert not SavedView.objects.exists()


def test_clients_and_anonymous_have_no_saved_views(role_clients, staff_user):
    view = SavedView.objects.create(owner=staff_user, name="Mine", filters={})

    assert role_clients["client"].get(URL).status_code == 403
    assert role_clients["client"].post(URL, {"name": "x", "filters": {}}, format="json").status_code == 403
    assert role_clients["client"].delete(detail(view.pk)).status_code == 403
    assert role_clients["anonymous"].get(URL).status_code == 401


def test_a_saved_query_lists_the_same_rows_as_the_dashboard(auth_client, staff_user):
    CaseFactory(widget="Acme Ltd", bhruk_id="10", client_name="Jo")
    CaseFactory(widget="Acme Ltd", bhruk_id="11", client_name="Al")
    CaseFactory(widget="Globex Plc", bhruk_id="12", client_name="Bo")
    client = auth_client(staff_user)
    view = client.post(URL, {"name": "Acme", "filters": {"company": "Acme Ltd", "sortOrder": "asc"}}, format="json")

    rows = client.get("/api/cases/paginated", view.json()["filters"]).json()["data"]

    assert [r["clientName"] for r in rows] == ["Jo", "Al"]


def test_listing_views_takes_the_same_queries_however_many_there_are(auth_client, admin_user, staff_user):
    client = auth_client(staff_user)
    client.get(URL)  # warm the permission cache of this user
    with CaptureQueriesContext(connection) as few:
        client.get(URL)
    for n in range(6):
        owner = UserFactory(role=Role.ADMIN, email=f"a{n}@example.com")
        SavedView.objects.create(owner=owner, name=f"Shared {n}", filters={}, shared=True)
        SavedView.objects.create(owner=staff_user, name=f"Mine {n}", filters={})
    with CaptureQueriesContext(connection) as many:
        body = client.get(URL).json()

    assert len(body) == 12
    assert len(many) == len(few)
