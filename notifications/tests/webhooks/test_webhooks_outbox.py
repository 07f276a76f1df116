"""The outbox: which messages a change writes, in its own transaction, and none while no endpoint listens."""

from datetime import timedelta

from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

import pytest

from cases.audit import audit_record, audit_record_many
from cases.models import AuditEvent, CaseDocument, CaseRequest, ImportBatch
from cases.tests.factories import CaseFactory
from notifications.models import WebhookEndpoint, WebhookMessage
from notifications.webhooks import events, registry
from notifications.webhooks.events import events_for
from notifications.webhooks.services import endpoint_create, endpoint_delete, endpoint_update

pytestmark = pytest.mark.django_db

URL = "https://hooks.example.com/in"


def register(admin_user, kinds=events.EVENT_TYPES, company=None, *, capture) -> WebhookEndpoint:
    with capture(execute=True):
        return endpoint_create(url=URL, events=list(kinds), company=company, actor=admin_user)


def kinds_sent(**filters) -> list[tuple[str, int | None]]:
    return list(WebhookMessage.objects.filter(**filters).order_by("id").values_list("event_type", "case_id"))


@pytest.mark.parametrize(
    ("action", "changes", "expected"),
    [
        ("create", {"widget": "Acme"}, [("case.created", {})]),
        ("update", {"clientName": ["a", "b"]}, [("case.updated", {"changedFields": ["clientName"]})]),
        (
            "update",
            {"currentStatus": ["on_hold", "sent"]},
            [("case.status_changed", {"from": "on_hold", "to": "sent"})],
        ),
        (
            "update",
            {"currentStatus": ["on_hold", "sent"], "instructed": [False, True]},
            [
                ("case.status_changed", {"from": "on_hold", "to": "sent"}),
                ("case.updated", {"changedFields": ["currentStatus", "instructed"]}),
            ],
        ),
        ("autofill", {"kamId": ["", "123"]}, [("case.updated", {"changedFields": ["kamId"]})]),
        ("lock", {}, [("case.locked", {})]),
        ("unlock", {}, [("case.updated", {"changedFields": ["isLocked"]})]),
        ("cancel", {"isCancelled": [False, True]}, [("case.cancelled", {})]),
        ("restore", {"isCancelled": [True, False]}, [("case.updated", {"changedFields": ["isCancelled"]})]),
        ("merged", {"mergedIntoId": 7}, [("case.merged", {"mergedIntoId": 7})]),
        ("merge", {"fields": {"kamId": ["1", "2"]}}, [("case.updated", {"changedFields": ["kamId"]})]),
        ("merge", {"fields": {}}, []),
        ("delete", {"bhrukId": "12", "widget": "Acme"}, [("case.deleted", {"bhrukId": "12", "widget": "Acme"})]),
        ("document_add", {"documentId": 5, "kind": "report"}, [("document.added", {"documentId": 5})]),
        ("request_receive", {"requestId": 9}, [("request.received", {"requestId": 9})]),
        ("comment_add", {"commentId": 1}, []),
        ("assign", {"assignee": ["A", "B"]}, []),
        ("document_download", {"documentId": 5}, []),
    ],
)
def test_each_audit_action_maps_to_its_events(action, changes, expected):
    assert events_for(action, changes) == expected


def test_no_endpoint_no_webhook_query(admin_user):
    case = CaseFactory()
    registry.active_endpoints_refresh()  # as after migrate, or after the last endpoint was deleted

    with CaptureQueriesContext(connection) as queries:
        audit_record(action="lock", actor=admin_user, case_id=case.pk)
        audit_record_many(action="update", actor=admin_user, entries=[(case.pk, {"clientName": ["a", "b"]})])

    assert not [q for q in queries.captured_queries if "webhook" in q["sql"]]


def test_the_list_of_endpoints_follows_creation_changes_and_deletion(admin_user, django_capture_on_commit_callbacks):
    registry.active_endpoints_refresh()
    endpoint = register(admin_user, ["case.locked"], capture=django_capture_on_commit_callbacks)
    assert registry.active_endpoints() == [{"id": endpoint.pk, "events": ["case.locked"], "company": None}]
    with django_capture_on_commit_callbacks(execute=True):
        endpoint_update(endpoint=endpoint, data={"active": False})
    assert registry.active_endpoints() == []
    with django_capture_on_commit_callbacks(execute=True):
        endpoint_update(endpoint=endpoint, data={"active": True})
        endpoint_delete(endpoint=endpoint)
    assert registry.active_endpoints() == []


def test_a_stale_cached_endpoint_writes_nothing(admin_user):
    case = CaseFactory()
    registry.cache.set(registry.CACHE_KEY, [{"id": 999, "events": ["case.locked"], "company": None}])

    audit_record(action="lock", actor=admin_user, case_id=case.pk)

    assert not WebhookMessage.objects.exists()


def test_a_bulk_change_writes_one_message_per_case_and_endpoint(admin_user, django_capture_on_commit_callbacks):
    cases = CaseFactory.create_batch(3)
    first = register(admin_user, ["case.status_changed"], capture=django_capture_on_commit_callbacks)
    second = register(admin_user, ["case.status_changed"], capture=django_capture_on_commit_callbacks)

    entries = [(c.pk, {"currentStatus": ["need_instructions_new", "sent"]}) for c in cases]
    audit_record_many(action="update", actor=admin_user, entries=entries)

    assert kinds_sent(endpoint=first) == [("case.status_changed", c.pk) for c in cases]
    assert kinds_sent(endpoint=second) == kinds_sent(endpoint=first)
    event_ids = WebhookMessage.objects.values_list("event_id", flat=True)
    assert len(set(event_ids)) == 3  # one event per case, shared by its two messages


def test_an_import_sends_case_created_for_each_case_it_made(admin_user, django_capture_on_commit_callbacks):
    endpoint = register(admin_user, ["case.created"], capture=django_capture_on_commit_callbacks)
    event = audit_record(action=AuditEvent.Action.IMPORT, actor=admin_user, changes={"rows": 2})
    made = [CaseFactory(import_event=event), CaseFactory(import_event=event)]
    ImportBatch.objects.create(event=event, rows=2, created=2, first_case_id=made[0].pk, last_case_id=made[1].pk)

    assert kinds_sent(endpoint=endpoint) == [("case.created", made[0].pk), ("case.created", made[1].pk)]


def test_a_document_is_sent_only_when_its_client_sees_it(admin_user, django_capture_on_commit_callbacks):
    endpoint = register(admin_user, ["document.added"], capture=django_capture_on_commit_callbacks)
    case = CaseFactory()
    shown, hidden = (
        CaseDocument.objects.create(
            case=case,
            kind=kind,
            name="a.pdf",
            size=1,
            content_type="application/pdf",
            sha256="0" * 64,
            visible_to_client=visible,
        )
        for kind, visible in (("report", True), ("other", False))
    )
    for document in (shown, hidden):
        audit_record(action="document_add", actor=admin_user, case_id=case.pk, changes={"documentId": document.pk})

    [message] = WebhookMessage.objects.filter(endpoint=endpoint)
    assert message.details == {"documentId": shown.pk}


def test_a_companys_endpoint_gets_only_that_companys_cases_deleted_ones_too(
    admin_user, django_capture_on_commit_callbacks
):
    acme, other = CaseFactory(widget="Acme Ltd"), CaseFactory(widget="Globex Plc")
    endpoint = register(admin_user, company="Acme Ltd", capture=django_capture_on_commit_callbacks)

    for case in (acme, other):
        audit_record(action="lock", actor=admin_user, case_id=case.pk)
        audit_record(action="delete", actor=admin_user, case_id=case.pk, changes={"widget": case.widget})

    assert kinds_sent(endpoint=endpoint) == [("case.locked", acme.pk), ("case.deleted", acme.pk)]


def test_a_request_answer_is_sent_with_the_request(admin_user, django_capture_on_commit_callbacks, settings):
    from notifications.webhooks.payloads import payload_build

    endpoint = register(admin_user, ["request.received"], capture=django_capture_on_commit_callbacks)
    case = CaseFactory()
    request = CaseRequest.objects.create(
        case=case, title="Bank statements", due_date=timezone.localdate() + timedelta(days=3), status="received"
    )
    audit_record(action="request_receive", actor=admin_user, case_id=case.pk, changes={"requestId": request.pk})

    payload = payload_build(WebhookMessage.objects.get(endpoint=endpoint))
    assert payload["type"] == "request.received"
    assert payload["data"]["id"] == case.pk
    assert payload["data"]["request"] == {"id": request.pk, "title": "Bank statements", "status": "received"}
