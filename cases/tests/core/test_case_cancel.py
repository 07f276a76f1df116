"""POST /api/cases/{id}/cancel: one case cancelled with its own reason (default "Client request")."""

import pytest

from cases.models import AuditEvent
from cases.rules import Status
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


def cancel(client, case, body=None):
    return client.post(f"/api/cases/{case.pk}/cancel", body if body is not None else {}, format="json")


def test_a_case_is_cancelled_with_its_own_reason_trimmed_and_audited(role_clients):
    case = CaseFactory(bhruk_id="4001")

    response = cancel(role_clients["manager"], case, {"cancellationReason": "  Client went elsewhere "})

    assert response.status_code == 200
    body = response.json()
    assert (body["id"], body["isCancelled"], body["cancellationReason"]) == (case.pk, True, "Client went elsewhere")
    case.refresh_from_db()
    assert (case.is_cancelled, case.cancellation_reason) == (True, "Client went elsewhere")
    event = AuditEvent.objects.get(case_id=case.pk)
    assert event.action == "cancel"
    assert event.changes == {"isCancelled": [False, True], "cancellationReason": ["", "Client went elsewhere"]}
    assert event.batch is None


def test_without_a_reason_the_default_is_client_request(role_clients):
    case = CaseFactory()

    assert cancel(role_clients["admin"], case).status_code == 200

    case.refresh_from_db()
    assert case.cancellation_reason == "Client request"


@pytest.mark.parametrize(
    ("reason", "message"),
    [
        ("   ", "Please give a reason for cancelling the case."),
        ("x" * 501, "The cancellation reason must be at most 500 characters."),
        ("Client\nrequest", "The cancellation reason may not contain control characters."),
    ],
    ids=["blank", "too-long", "control-character"],
)
def test_a_bad_reason_is_refused_with_a_clear_400_and_nothing_changes(role_clients, reason, message):
    case = CaseFactory()

    response = cancel(role_clients["admin"], case, {"cancellationReason": reason})

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {"cancellationReason": [message]}}
    case.refresh_from_db()
    assert not case.is_cancelled
    assert not AuditEvent.objects.filter(case_id=case.pk).exists()


def test_a_reason_of_exactly_500_characters_fits(role_clients):
    case = CaseFactory()
    assert cancel(role_clients["admin"], case, {"cancellationReason": "y" * 500}).status_code == 200


def test_a_reason_that_is_not_text_is_refused(role_clients):
    case = CaseFactory()
    response = cancel(role_clients["admin"], case, {"cancellationReason": {"a": 1}})
    assert response.status_code == 400
    assert response.json()["message"] == "Not a valid string."


@pytest.mark.parametrize(
    ("factory", "message"),
    [
        ({"instructed": True, "current_status": Status.SENT}, "Sent cases cannot be cancelled."),
        ({"locked": True}, "This case is locked. Unlock it before cancelling."),
        ({"is_cancelled": True, "cancellation_reason": "Client request"}, "This case is already cancelled."),
        ({"is_merged": True}, "This case has been merged into another case and is read-only."),
    ],
    ids=["sent", "locked", "cancelled", "merged"],
)
def test_cases_that_cannot_be_cancelled_answer_400_with_the_reason(role_clients, factory, message):
    case = CaseFactory(**factory)

    response = cancel(role_clients["admin"], case, {"cancellationReason": "Duplicate"})

    assert response.status_code == 400
    assert response.json() == {"message": message}
    assert not AuditEvent.objects.filter(case_id=case.pk).exists()


@pytest.mark.parametrize(("role", "status"), [("staff", 403), ("client", 403), ("anonymous", 401)])
def test_only_those_who_may_cancel_cases_may_cancel_one(role_clients, role, status):
    case = CaseFactory()
    assert cancel(role_clients[role], case).status_code == status
    case.refresh_from_db()
    assert not case.is_cancelled


def test_an_unknown_case_is_404(role_clients):
    response = role_clients["admin"].post("/api/cases/999999/cancel", {}, format="json")
    assert response.status_code == 404
