"""Webhooks end to end: a change to a case, the task worker (the real database worker, run_tasks), a real HTTP
receiver on 127.0.0.1 that checks each signature with the standardwebhooks package."""

from datetime import timedelta

from django.core import mail
from django.db import transaction
from django.utils import timezone

import pytest
from django_tasks_db.models import DBTaskResult
from standardwebhooks import Webhook

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.audit import audit_record
from cases.models import Case
from cases.tests.factories import CaseFactory
from conftest import OTHER_COMPANY
from notifications.models import Notification, WebhookEndpoint, WebhookMessage
from notifications.webhooks import delivery, events
from notifications.webhooks.services import endpoint_create

pytestmark = pytest.mark.django_db(transaction=True)


def register(receiver, admin_user, *, kinds=events.EVENT_TYPES, company=None) -> WebhookEndpoint:
    return endpoint_create(url=receiver.url, events=list(kinds), company=company, actor=admin_user)


def verified(receiver, endpoint) -> list[dict]:
    """Every body that arrived, each after checking its signature as a receiver would."""
    hook = Webhook(endpoint.secret)
    return [hook.verify(r.body, r.headers) for r in receiver.received]


def case_created(actor, **fields) -> Case:
    """A case and its create event, as the services record it (the factory alone records no event)."""
    with transaction.atomic():
        case = CaseFactory(**fields)
        audit_record(action="create", actor=actor, case_id=case.pk)
    return case


def make_retries_due() -> None:
    """As if the backoff had passed: the retries and the endpoint's queued wake-up are due."""
    now = timezone.now()
    WebhookMessage.objects.filter(status="retrying").update(next_attempt_at=now)
    WebhookEndpoint.objects.exclude(wake_at=None).update(wake_at=now - timedelta(seconds=1))
    DBTaskResult.objects.filter(status="READY").update(run_after=now)


def test_a_case_edit_is_delivered_signed_with_the_case_as_its_client_sees_it(
    receiver, run_tasks, role_clients, admin_user, staff_user
):
    endpoint = register(receiver, admin_user)
    case = case_created(admin_user, assignee=staff_user)

    body = {"clientName": "New Name", "currentStatus": "in_production", "instructed": True}
    assert role_clients["admin"].put(f"/api/cases/{case.pk}", body, format="json").status_code == 200
    assert receiver.received == []  # never inside the request

    run_tasks()

    created, status_changed, updated = verified(receiver, endpoint)
    assert created["type"] == "case.created"
    assert status_changed["type"] == "case.status_changed"
    assert status_changed["data"]["from"] == "need_instructions_new"
    assert status_changed["data"]["to"] == "in_production"
    assert updated["type"] == "case.updated"
    assert updated["data"]["changedFields"] == ["clientName", "currentStatus", "instructed"]
    # The case exactly as the portal's GET /api/cases/{id} answers its client: no staff names or e-mails.
    portal = role_clients["client"].get(f"/api/cases/{case.pk}").json()
    assert {k: v for k, v in updated["data"].items() if k != "changedFields"} == portal
    assert updated["data"]["assignee"] is None
    assert staff_user.email not in receiver.received[2].body.decode()
    assert set(updated) == {"type", "timestamp", "data"}
    headers = receiver.received[2].headers
    message = WebhookMessage.objects.get(event_type="case.updated")
    assert headers["webhook-id"] == f"msg_{message.uid.hex}"
    assert headers["webhook-signature"].startswith("v1,")
    assert message.status == "delivered" and len(message.attempts) == 1
    assert message.attempts[0]["statusCode"] == 200


def test_only_subscribed_events_and_the_endpoints_company_are_sent(receiver, run_tasks, admin_user, role_clients):
    acme = CaseFactory(widget="Acme Ltd")
    other = CaseFactory(widget=OTHER_COMPANY)
    endpoint = register(receiver, admin_user, kinds=["case.locked", "case.cancelled"], company="ACME LTD")

    for case in (acme, other):
        role_clients["admin"].post(f"/api/cases/{case.pk}/cancel", {"reason": "Not needed"}, format="json")
        role_clients["admin"].put(f"/api/cases/{case.pk}", {"clientName": "Renamed"}, format="json")
    run_tasks()

    bodies = verified(receiver, endpoint)
    assert [(b["type"], b["data"]["id"]) for b in bodies] == [("case.cancelled", acme.pk)]


def test_a_rolled_back_change_sends_nothing(receiver, run_tasks, admin_user):
    register(receiver, admin_user)

    def change_then_fail() -> None:
        with transaction.atomic():
            case = CaseFactory()
            audit_record(action="lock", actor=admin_user, case_id=case.pk)
            raise RuntimeError("rolled back")

    with pytest.raises(RuntimeError):
        change_then_fail()

    run_tasks()
    assert not WebhookMessage.objects.exists()
    assert receiver.received == []


def test_a_batch_status_change_sends_one_event_per_case_in_one_or_few_jobs(
    receiver, run_tasks, admin_user, role_clients
):
    cases = CaseFactory.create_batch(5)
    endpoint = register(receiver, admin_user, kinds=["case.status_changed"])

    body = {"caseIds": [c.pk for c in cases], "updates": {"currentStatus": "sent"}}
    assert role_clients["admin"].post("/api/cases/batch-update", body, format="json").status_code == 200
    run_tasks()

    bodies = verified(receiver, endpoint)
    assert sorted(b["data"]["id"] for b in bodies) == sorted(c.pk for c in cases)
    assert {(b["data"]["from"], b["data"]["to"]) for b in bodies} == {("need_instructions_new", "sent")}


def test_a_500_is_retried_with_backoff_then_delivered(receiver, run_tasks, admin_user):
    endpoint = register(receiver, admin_user, kinds=["case.created"])
    receiver.answers = [500, 503]
    case_created(admin_user)

    run_tasks()
    message = WebhookMessage.objects.get()
    assert message.status == "retrying"
    assert message.next_attempt_at - timezone.now() > timedelta(seconds=5)  # the first backoff, 10 s
    assert message.attempts[0]["statusCode"] == 500 and message.attempts[0]["error"] == "HTTP 500."

    make_retries_due()
    run_tasks()
    make_retries_due()
    run_tasks()

    message.refresh_from_db()
    assert message.status == "delivered"
    assert [a["statusCode"] for a in message.attempts] == [500, 503, 200]
    ids = {r.headers["webhook-id"] for r in receiver.received}
    assert ids == {f"msg_{message.uid.hex}"}  # the same message id on every attempt
    assert len({r.body for r in receiver.received}) == 1  # and the same bytes
    verified(receiver, endpoint)


def test_two_changes_of_one_case_arrive_in_order_even_when_the_first_needed_a_retry(
    receiver, run_tasks, admin_user, role_clients
):
    case = CaseFactory()
    other = CaseFactory()
    endpoint = register(receiver, admin_user, kinds=["case.updated"])
    receiver.answers = [500]
    role_clients["admin"].put(f"/api/cases/{case.pk}", {"clientName": "First"}, format="json")
    role_clients["admin"].put(f"/api/cases/{case.pk}", {"kamId": "777"}, format="json")
    role_clients["admin"].put(f"/api/cases/{other.pk}", {"clientName": "Other"}, format="json")

    run_tasks()
    # The first failed; the case's second waits for it, another case's message does not.
    sent = [(b["data"]["id"], b["data"]["changedFields"]) for b in (r.json for r in receiver.received)]
    assert sent == [(case.pk, ["clientName"]), (other.pk, ["clientName"])]

    make_retries_due()
    run_tasks()

    bodies = verified(receiver, endpoint)
    assert [(b["data"]["id"], b["data"]["changedFields"]) for b in bodies] == [
        (case.pk, ["clientName"]),
        (other.pk, ["clientName"]),
        (case.pk, ["clientName"]),
        (case.pk, ["kamId"]),
    ]


def test_a_deleted_case_sends_only_its_id_and_reference(receiver, run_tasks, admin_user, role_clients):
    case = CaseFactory(bhruk_id="4242")
    endpoint = register(receiver, admin_user, kinds=["case.deleted"])

    assert role_clients["admin"].delete(f"/api/cases/{case.pk}").status_code == 204
    run_tasks()

    [body] = verified(receiver, endpoint)
    assert body["type"] == "case.deleted"
    assert body["data"] == {"id": case.pk, "bhrukId": "4242"}


def test_an_endpoint_failing_for_a_day_is_disabled_and_its_admins_told(receiver, run_tasks, admin_user, settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    other_admin = UserFactory(role=Role.ADMIN, email="admin2@example.com")
    endpoint = register(receiver, admin_user, kinds=["case.created"])
    receiver.answers = [500] * 20
    case_created(admin_user)
    run_tasks()
    assert WebhookEndpoint.objects.get().failing_since is not None

    WebhookEndpoint.objects.update(failing_since=timezone.now() - timedelta(hours=25))
    make_retries_due()
    run_tasks()

    endpoint.refresh_from_db()
    assert endpoint.active is False
    assert "every delivery attempt failed for 24 hours" in endpoint.disabled_reason
    notices = Notification.objects.filter(kind="webhook_disabled")
    assert {n.user_id for n in notices} == {admin_user.pk, other_admin.pk}
    assert all(receiver.url in n.text for n in notices)
    assert sorted(mail.outbox[0].to) == sorted([admin_user.email, other_admin.email])
    # While disabled, nothing is sent; the message waits.
    sent = len(receiver.received)
    case_created(admin_user)
    run_tasks()
    assert len(receiver.received) == sent


def test_a_test_event_and_a_retry_of_a_delivered_message_are_sent(receiver, run_tasks, admin_user, role_clients):
    endpoint = register(receiver, admin_user)
    assert role_clients["admin"].post(f"/api/webhooks/{endpoint.pk}/test").status_code == 202
    run_tasks()
    [body] = verified(receiver, endpoint)
    assert body["type"] == "webhook.test" and body["data"]["endpointId"] == endpoint.pk

    message = WebhookMessage.objects.get()
    url = f"/api/webhooks/{endpoint.pk}/deliveries/{message.pk}/retry"
    assert role_clients["admin"].post(url).status_code == 202
    run_tasks()
    assert len(receiver.received) == 2
    message.refresh_from_db()
    assert message.status == "delivered" and len(message.attempts) == 2
    listed = role_clients["admin"].get("/api/webhooks").json()["data"][0]
    assert listed["lastDelivery"]["status"] == "delivered"


def test_a_redirect_is_a_failure_and_is_not_followed(receiver, run_tasks, admin_user):
    register(receiver, admin_user, kinds=["case.created"])
    receiver.answers = [302]
    receiver.redirect_to = receiver.url + "/elsewhere"
    case_created(admin_user)
    run_tasks()

    message = WebhookMessage.objects.get()
    assert message.status == "retrying"
    assert message.attempts[0]["error"] == "Redirect not followed (HTTP 302)."
    assert [r.path for r in receiver.received] == ["/hooks"]


def test_the_cron_command_sends_what_is_due(receiver, admin_user):
    from django.core.management import call_command

    endpoint = register(receiver, admin_user, kinds=["case.created"])
    case_created(admin_user)
    call_command("deliver_webhooks", "--now", stdout=open("/dev/null", "w"))  # noqa: SIM115, PTH123
    assert len(verified(receiver, endpoint)) == 1
    assert delivery.due_endpoints() == []


def test_an_erasure_deletes_the_erased_cases_messages_delivered_or_not(receiver, run_tasks, role_clients, admin_user):
    endpoint = register(receiver, admin_user)
    erased = case_created(admin_user, client_name="Quentin Quill", email="quentin@example.org")
    kept = case_created(admin_user, client_name="Other Person")
    run_tasks()
    assert len(verified(receiver, endpoint)) == 2
    assert WebhookMessage.objects.get(case_id=erased.pk).body  # the delivered body holds the client's name

    answer = role_clients["admin"].post(
        "/api/privacy/erasure", {"caseIds": [erased.pk], "reason": "Request by letter"}, format="json"
    )

    assert answer.status_code == 200, answer.json()
    assert not WebhookMessage.objects.filter(case_id=erased.pk).exists()
    assert list(WebhookMessage.objects.values_list("case_id", flat=True)) == [kept.pk]
    stored = " ".join(WebhookMessage.objects.values_list("body", flat=True))
    assert "Quill" not in stored and "quentin@" not in stored
