"""GET /api/cases/{id}/history and GET /api/audit-logs."""

import pytest

from cases.models import AuditEvent
from cases.tests.factories import CaseFactory
from conftest import OTHER_COMPANY

pytestmark = pytest.mark.django_db


def test_history_lists_a_cases_events_newest_first(role_clients, admin_user):
    case = CaseFactory(client_name="A")
    client = role_clients["admin"]
    client.put(f"/api/cases/{case.pk}", {"clientName": "B"}, format="json")
    client.put(f"/api/cases/{case.pk}", {"clientName": "C"}, format="json")
    CaseFactory()

    response = client.get(f"/api/cases/{case.pk}/history")

    assert response.status_code == 200
    body = response.json()
    assert [e["changes"] for e in body] == [{"clientName": ["B", "C"]}, {"clientName": ["A", "B"]}]
    assert set(body[0]) == {"id", "caseId", "action", "actorId", "actorEmail", "changes", "createdAt", "fields"}
    assert (body[0]["actorEmail"], body[0]["action"], body[0]["caseId"]) == ("admin@example.com", "update", case.pk)


def test_a_client_reads_the_history_of_their_own_case_only(role_clients):
    mine = CaseFactory(widget="Acme Ltd")
    theirs = CaseFactory(widget=OTHER_COMPANY)

    assert role_clients["client"].get(f"/api/cases/{mine.pk}/history").status_code == 200
    assert role_clients["client"].get(f"/api/cases/{theirs.pk}/history").status_code == 404


def test_history_needs_a_login(role_clients):
    case = CaseFactory()
    assert role_clients["anonymous"].get(f"/api/cases/{case.pk}/history").status_code == 401


def test_audit_logs_are_paginated_and_filterable(role_clients, admin_user, manager_user):
    first, second = CaseFactory.create_batch(2)
    role_clients["admin"].post("/api/cases/batch-cancel", {"caseIds": [first.pk, second.pk]}, format="json")
    role_clients["manager"].put(f"/api/cases/{first.pk}", {"clientName": "Z"}, format="json")
    client = role_clients["admin"]

    everything = client.get("/api/audit-logs")
    by_case = client.get("/api/audit-logs", {"caseId": first.pk})
    by_user = client.get("/api/audit-logs", {"userId": manager_user.pk})
    by_action = client.get("/api/audit-logs", {"action": "cancel", "limit": 25})

    assert everything.status_code == 200
    assert everything.json()["pagination"]["totalItems"] == 2
    # the cancelled case could not be edited: its PUT was refused and recorded nothing
    assert [e["action"] for e in by_case.json()["data"]] == ["cancel"]
    assert by_user.json()["data"] == []
    assert by_action.json()["pagination"] == {
        "currentPage": 1,
        "itemsPerPage": 25,
        "totalItems": 2,
        "totalPages": 1,
        "hasPreviousPage": False,
        "hasNextPage": False,
        "totalIsLowerBound": False,
    }


@pytest.mark.parametrize(("param", "value"), [("action", "explode"), ("caseId", "x"), ("limit", "7")])
def test_audit_logs_reject_bad_parameters(role_clients, param, value):
    response = role_clients["admin"].get("/api/audit-logs", {param: value})
    assert response.status_code == 400
    assert list(response.json()["errors"]) == [param]


@pytest.mark.parametrize(("role", "status"), [("manager", 403), ("staff", 403), ("client", 403), ("anonymous", 401)])
def test_audit_logs_need_view_audit_logs(role_clients, role, status):
    assert role_clients[role].get("/api/audit-logs").status_code == status


def test_the_audit_trail_cannot_be_changed_through_the_api(role_clients):
    AuditEvent.objects.create(action="update", changes={})
    client = role_clients["admin"]
    assert client.post("/api/audit-logs", {}, format="json").status_code == 405
    assert client.delete("/api/audit-logs").status_code == 405
