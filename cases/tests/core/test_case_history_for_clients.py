"""GET /api/cases/{id}/history: a client sees who did what by role, never the service's staff addresses."""

import pytest

from accounts.tests.factories import UserFactory
from cases.models import AuditEvent
from cases.tests.factories import CaseFactory
from conftest import COMPANY

pytestmark = pytest.mark.django_db


@pytest.fixture
def history(admin_user, staff_user, client_user):
    case = CaseFactory(widget=COMPANY)
    colleague = UserFactory(role="client", email="colleague@example.com", company=COMPANY)
    AuditEvent.objects.create(case_id=case.pk, action="update", actor=staff_user, actor_email=staff_user.email)
    AuditEvent.objects.create(case_id=case.pk, action="lock", actor=admin_user, actor_email=admin_user.email)
    AuditEvent.objects.create(case_id=case.pk, action="update", actor=colleague, actor_email=colleague.email)
    AuditEvent.objects.create(case_id=case.pk, action="update", actor=client_user, actor_email=client_user.email)
    AuditEvent.objects.create(case_id=case.pk, action="autofill", actor=None, actor_email="")
    # An account deleted since: its address survives on the event, its user row does not.
    AuditEvent.objects.create(case_id=case.pk, action="update", actor=None, actor_email="gone@casebook.example")
    return case


def _actors(response) -> list[tuple[int | None, str]]:
    return [(e["actorId"], e["actorEmail"]) for e in reversed(response.json())]


def test_a_client_sees_staff_changes_as_casebook_staff(auth_client, client_user, history):
    response = auth_client(client_user).get(f"/api/cases/{history.pk}/history")

    assert response.status_code == 200
    assert _actors(response) == [
        (None, "Casebook staff"),
        (None, "Casebook staff"),
        (None, "Client user"),
        (client_user.pk, "client@example.com"),
        (None, ""),
        (None, "Casebook staff"),
    ]
    assert "staff@example.com" not in response.content.decode()
    assert "admin@example.com" not in response.content.decode()


@pytest.mark.parametrize("role", ["admin", "manager", "staff"])
def test_the_service_side_still_sees_addresses(role_clients, role, history, staff_user, admin_user):
    response = role_clients[role].get(f"/api/cases/{history.pk}/history")

    assert response.status_code == 200
    assert _actors(response)[:2] == [(staff_user.pk, "staff@example.com"), (admin_user.pk, "admin@example.com")]


def test_a_clients_history_is_read_in_a_fixed_number_of_queries(
    auth_client, client_user, history, staff_user, django_assert_max_num_queries
):
    for _ in range(20):
        AuditEvent.objects.create(case_id=history.pk, action="update", actor=staff_user, actor_email=staff_user.email)
    api = auth_client(client_user)

    with django_assert_max_num_queries(8):
        response = api.get(f"/api/cases/{history.pk}/history")

    assert len(response.json()) == 26
