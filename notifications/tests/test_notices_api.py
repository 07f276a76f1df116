"""The notification centre's endpoints: the caller's notices newest first with the case list's pagination and the
unread count, marking read (ids or all, only one's own), and the e-mail preferences."""

from datetime import timedelta

from django.utils import timezone

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.serializers import iso_datetime
from cases.tests.factories import CaseFactory
from notifications.models import Notification, NotificationPreference

pytestmark = pytest.mark.django_db

DEFAULTS = {
    "assigned": "in_app_and_email",
    "mentioned": "in_app_and_email",
    "due_soon": "in_app_and_email",
    "overdue": "in_app_and_email",
    "request_answered": "in_app_and_email",
}


def notices(user, n: int, **fields) -> list[Notification]:
    start = timezone.now() - timedelta(hours=n)
    return [
        Notification.objects.create(
            user=user, kind="assigned", text=f"Notice {i}", created_at=start + timedelta(hours=i), **fields
        )
        for i in range(n)
    ]


def test_the_list_is_the_callers_newest_first_with_pagination_and_unread(role_clients, staff_user, manager_user):
    case = CaseFactory()
    made = notices(staff_user, 3, case=case)
    made[0].read_at = timezone.now()
    made[0].save()
    notices(manager_user, 2)

    answer = role_clients["staff"].get("/api/notifications", {"page": 1, "limit": 2})

    assert answer.status_code == 200
    body = answer.json()
    assert [n["text"] for n in body["data"]] == ["Notice 2", "Notice 1"]
    assert body["data"][0] == {
        "id": made[2].pk,
        "kind": "assigned",
        "caseId": case.pk,
        "text": "Notice 2",
        "createdAt": iso_datetime(made[2].created_at),
        "readAt": None,
    }
    assert body["pagination"] == {
        "currentPage": 1,
        "itemsPerPage": 2,
        "totalItems": 3,
        "totalPages": 2,
        "hasPreviousPage": False,
        "hasNextPage": True,
    }
    assert body["unread"] == 2
    second = role_clients["staff"].get("/api/notifications", {"page": 2, "limit": 2}).json()
    assert [n["text"] for n in second["data"]] == ["Notice 0"] and second["data"][0]["readAt"].endswith("Z")
    assert role_clients["staff"].get("/api/notifications", {"page": 9}).json()["data"] == []


def test_the_default_page_is_25(role_clients, staff_user):
    notices(staff_user, 30)
    body = role_clients["staff"].get("/api/notifications").json()
    assert len(body["data"]) == 25 and body["pagination"]["itemsPerPage"] == 25


@pytest.mark.parametrize("query", [{"page": 0}, {"page": "x"}, {"limit": 0}, {"limit": 101}, {"limit": "1.5"}])
def test_bad_paging_is_400(role_clients, query):
    assert role_clients["staff"].get("/api/notifications", query).status_code == 400


@pytest.mark.parametrize("path", ["/api/notifications", "/api/notifications/preferences"])
def test_clients_get_403_and_anonymous_401(role_clients, path):
    answer = role_clients["client"].get(path)
    assert (answer.status_code, answer.json()["message"]) == (403, "Notifications are for staff users.")
    assert role_clients["anonymous"].get(path).status_code == 401
    assert role_clients["client"].post("/api/notifications/read", {"all": True}, format="json").status_code == 403


def test_the_list_costs_the_same_few_queries_whatever_the_number(
    role_clients, staff_user, django_assert_max_num_queries
):
    notices(staff_user, 2)
    role_clients["staff"].get("/api/notifications")
    with django_assert_max_num_queries(5) as few:  # the caller's sign-in (3), the counts, the page
        role_clients["staff"].get("/api/notifications")
    notices(staff_user, 60)
    with django_assert_max_num_queries(len(few)):
        role_clients["staff"].get("/api/notifications", {"limit": 50})


def test_marking_ids_read_touches_only_the_callers_notices(role_clients, staff_user, manager_user):
    mine = notices(staff_user, 3)
    theirs = notices(manager_user, 1)

    answer = role_clients["staff"].post(
        "/api/notifications/read", {"ids": [mine[0].pk, mine[1].pk, theirs[0].pk, 999_999]}, format="json"
    )

    assert answer.status_code == 200 and answer.json() == {"unread": 1}
    assert Notification.objects.get(pk=theirs[0].pk).read_at is None
    assert Notification.objects.filter(user=staff_user, read_at__isnull=False).count() == 2


def test_marking_all_read_keeps_the_first_read_time(role_clients, staff_user, manager_user):
    mine = notices(staff_user, 3)
    earlier = timezone.now() - timedelta(days=1)
    Notification.objects.filter(pk=mine[0].pk).update(read_at=earlier)
    notices(manager_user, 1)

    answer = role_clients["staff"].post("/api/notifications/read", {"all": True}, format="json")

    assert answer.json() == {"unread": 0}
    assert Notification.objects.get(pk=mine[0].pk).read_at == earlier
    assert Notification.objects.filter(user=manager_user, read_at__isnull=True).count() == 1


@pytest.mark.parametrize("body", [{}, {"all": False}, {"ids": [1], "all": True}, {"ids": ["x"]}, {"ids": 3}])
def test_marking_read_needs_ids_or_all(role_clients, body):
    answer = role_clients["staff"].post("/api/notifications/read", body, format="json")
    assert answer.status_code == 400


def test_preferences_default_to_in_app_and_email(role_clients):
    answer = role_clients["staff"].get("/api/notifications/preferences")
    assert answer.status_code == 200 and answer.json() == DEFAULTS


def test_preferences_are_set_per_kind_and_kept(role_clients, staff_user, manager_user):
    first = role_clients["staff"].put(
        "/api/notifications/preferences", {"due_soon": "in_app", "mentioned": "in_app"}, format="json"
    )
    second = role_clients["staff"].put(
        "/api/notifications/preferences", {"mentioned": "in_app_and_email"}, format="json"
    )

    assert first.status_code == 200 and first.json() == {**DEFAULTS, "due_soon": "in_app", "mentioned": "in_app"}
    assert second.json() == {**DEFAULTS, "due_soon": "in_app"}
    assert role_clients["staff"].get("/api/notifications/preferences").json() == {**DEFAULTS, "due_soon": "in_app"}
    assert role_clients["manager"].get("/api/notifications/preferences").json() == DEFAULTS
    assert NotificationPreference.objects.filter(user=staff_user).count() == 2


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"weekly": "in_app"}, "Unknown notification kind: weekly."),
        ({"assigned": "email"}, 'Choose "in_app" or "in_app_and_email" for assigned.'),
        ({"assigned": None}, 'Choose "in_app" or "in_app_and_email" for assigned.'),
        (["assigned"], "Send an object of kind: in_app or in_app_and_email."),
    ],
)
def test_unknown_kinds_and_values_are_400_and_change_nothing(role_clients, body, message):
    answer = role_clients["staff"].put("/api/notifications/preferences", body, format="json")
    assert answer.status_code == 400
    assert answer.json()["message"].startswith(message)
    assert not NotificationPreference.objects.exists()


def test_other_staff_roles_have_their_own_centre(role_clients, admin_user):
    notices(admin_user, 1)
    UserFactory(role=Role.STAFF)
    assert role_clients["admin"].get("/api/notifications").json()["unread"] == 1
    assert role_clients["manager"].get("/api/notifications").json()["unread"] == 0
