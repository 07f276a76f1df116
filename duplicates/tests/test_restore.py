"""POST /api/duplicates/restore: the Undo of the Dismiss toast, with its permission check and audit."""

import pytest

from cases.models import AuditEvent
from cases.tests.factories import CaseFactory
from duplicates.models import DismissedGroup

pytestmark = pytest.mark.django_db

DISMISS = "/api/duplicates/dismiss"
RESTORE = "/api/duplicates/restore"


def listed(client):
    return [(g["identifierType"], g["identifier"]) for g in client.get("/api/duplicates").json()["groups"]]


def test_undo_lists_the_dismissed_group_again_and_both_steps_are_audited(role_clients, admin_user):
    a, b = CaseFactory(kam_id="321"), CaseFactory(kam_id="321")
    client = role_clients["admin"]
    client.post(DISMISS, {"identifier": "321", "identifierType": "kamId"}, format="json")
    assert listed(client) == []

    response = client.post(RESTORE, {"identifier": "321", "identifierType": "kamId"}, format="json")

    assert response.status_code == 200
    assert response.json() == {"message": "Duplicate group restored"}
    assert not DismissedGroup.objects.exists()
    assert listed(client) == [("kamId", "321")]
    assert client.get("/api/duplicates").json()["summary"] == {"total": 1, "kamId": 1, "bhrukId": 0, "clientName": 0}
    events = list(AuditEvent.objects.order_by("id").values_list("action", "actor", "case_id", "changes"))
    expected = {"identifierType": "kamId", "identifier": "321", "caseIds": sorted([a.pk, b.pk])}
    assert events == [("dismiss", admin_user.pk, None, expected), ("dismiss_undo", admin_user.pk, None, expected)]


def test_undo_of_a_group_that_is_not_dismissed_answers_404_and_records_nothing(role_clients):
    CaseFactory(kam_id="321")
    CaseFactory(kam_id="321")

    response = role_clients["admin"].post(RESTORE, {"identifier": "321", "identifierType": "kamId"}, format="json")

    assert response.status_code == 404
    assert response.json()["message"] == "This duplicate group is not dismissed: there is nothing to restore."
    assert not AuditEvent.objects.exists()


@pytest.mark.parametrize(("role", "status"), [("manager", 403), ("staff", 403), ("client", 403), ("anonymous", 401)])
def test_undo_needs_the_dismiss_permission(role_clients, role, status):
    CaseFactory(kam_id="321")
    CaseFactory(kam_id="321")
    role_clients["admin"].post(DISMISS, {"identifier": "321", "identifierType": "kamId"}, format="json")

    response = role_clients[role].post(RESTORE, {"identifier": "321", "identifierType": "kamId"}, format="json")

    assert response.status_code == status
    assert DismissedGroup.objects.count() == 1
    assert not AuditEvent.objects.filter(action="dismiss_undo").exists()


def test_undo_with_an_unknown_type_is_a_400(role_clients):
    response = role_clients["admin"].post(RESTORE, {"identifier": "x", "identifierType": "name"}, format="json")

    assert response.status_code == 400
