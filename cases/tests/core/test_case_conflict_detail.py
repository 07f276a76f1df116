"""A stale edit's 409 names who changed the case last and when (changedBy, changedAt), with the same message."""

import pytest

from cases.errors import STALE_RECORD, ConflictError
from cases.models import AuditEvent
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


def test_a_stale_edit_names_who_changed_the_case_last_and_when(role_clients):
    case = CaseFactory(client_name="Original")
    read = role_clients["staff"].get(f"/api/cases/{case.pk}").json()["updatedAt"]
    first = role_clients["manager"].put(f"/api/cases/{case.pk}", {"clientName": "Manager's"}, format="json")
    assert first.status_code == 200
    role_clients["staff"].post(f"/api/cases/{case.pk}/comments", {"body": "A comment changes nothing"}, format="json")

    answer = role_clients["staff"].put(
        f"/api/cases/{case.pk}", {"clientName": "Staff's", "updatedAt": read}, format="json"
    )

    assert answer.status_code == 409
    change = AuditEvent.objects.get(action="update")
    assert answer.json() == {
        "message": STALE_RECORD,
        "changedBy": "Max Manager",
        "changedAt": change.created_at.isoformat().replace("+00:00", "Z"),
    }


def test_a_change_by_a_user_since_deleted_is_named_by_the_address_recorded(role_clients, manager_user):
    case = CaseFactory()
    read = role_clients["admin"].get(f"/api/cases/{case.pk}").json()["updatedAt"]
    role_clients["manager"].put(f"/api/cases/{case.pk}", {"clientName": "Changed"}, format="json")
    manager_user.delete()

    answer = role_clients["admin"].put(
        f"/api/cases/{case.pk}", {"clientName": "Mine", "updatedAt": read}, format="json"
    )

    assert answer.status_code == 409
    assert answer.json()["changedBy"] == "manager@example.com"


def test_a_case_with_no_recorded_change_answers_the_message_alone(role_clients):
    case = CaseFactory()  # made by the factory: no audit event
    stale = "2020-01-01T00:00:00Z"

    answer = role_clients["admin"].put(
        f"/api/cases/{case.pk}", {"clientName": "Mine", "updatedAt": stale}, format="json"
    )

    assert answer.json() == {"message": STALE_RECORD}


def test_the_conflict_keeps_its_message_and_adds_the_extra_keys():
    error = ConflictError(extra={"changedBy": "Ada"}, errors=[{"id": 1}])
    assert error.body() == {"changedBy": "Ada", "message": STALE_RECORD, "errors": [{"id": 1}]}
    assert ConflictError().body() == {"message": STALE_RECORD}
