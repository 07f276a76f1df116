"""GET /api/users/mentionable?q=: the active staff users a case comment may mention, searched by name or e-mail."""

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory

pytestmark = pytest.mark.django_db


def test_staff_find_active_staff_users_by_part_of_their_name_or_email(role_clients, manager_user, staff_user):
    UserFactory(role=Role.STAFF, first_name="Maxine", last_name="Moss", email="mm@example.com")
    UserFactory(role=Role.STAFF, first_name="Old", last_name="Max", is_active=False)
    UserFactory(role=Role.CLIENT, first_name="Max", last_name="Client", company="Acme Ltd")
    UserFactory(role=Role.STAFF, first_name="", last_name="", email="maxwell@example.com")

    answer = role_clients["staff"].get("/api/users/mentionable", {"q": "MAX"})

    assert answer.status_code == 200
    assert [u["name"] for u in answer.json()] == ["Max Manager", "Maxine Moss", "maxwell@example.com"]
    assert answer.json()[0] == {"id": manager_user.pk, "name": "Max Manager"}
    by_email = role_clients["admin"].get("/api/users/mentionable", {"q": "staff@EXAMPLE"}).json()
    assert by_email == [{"id": staff_user.pk, "name": "Sam Staff"}]
    across = role_clients["admin"].get("/api/users/mentionable", {"q": "x man"}).json()
    assert [u["name"] for u in across] == ["Max Manager"]


def test_at_most_ten_by_name_without_a_query(role_clients):
    for n in range(12):
        UserFactory(role=Role.STAFF, first_name="Zed", last_name=f"{n:02d}")

    names = [u["name"] for u in role_clients["manager"].get("/api/users/mentionable").json()]

    assert len(names) == 10
    assert names[:3] == ["Ada Admin", "Max Manager", "Sam Staff"]
    assert names == sorted(names, key=str.lower)


def test_clients_are_refused_and_signed_out_callers_told_to_sign_in(role_clients):
    assert role_clients["client"].get("/api/users/mentionable").status_code == 403
    assert role_clients["anonymous"].get("/api/users/mentionable").status_code == 401
