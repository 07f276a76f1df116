"""The webhook endpoints' API: admins only, validation sentences, the secret shown on create and detail only."""

import pytest
from django_tasks_db.models import DBTaskResult

from cases.tests.factories import CaseFactory
from notifications.models import WebhookEndpoint, WebhookMessage

pytestmark = pytest.mark.django_db

URL = "https://hooks.example.com/casebook"


def create(client, **body):
    return client.post("/api/webhooks", {"url": URL, "events": ["case.created"], **body}, format="json")


def test_an_admin_registers_an_endpoint_and_sees_its_secret_once_in_the_list_never(role_clients, admin_user):
    CaseFactory(widget="Acme Ltd")
    response = create(role_clients["admin"], events=["case.updated", "case.created"], company="acme ltd")

    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"id", "url", "events", "company", "secret", "active", "disabledReason", "createdAt"}
    assert body["secret"].startswith("whsec_")
    assert body["events"] == ["case.created", "case.updated"]
    assert body["company"] == "Acme Ltd"  # as the cases spell it
    assert body["active"] is True and body["disabledReason"] == ""
    assert WebhookEndpoint.objects.get().created_by == admin_user

    listed = role_clients["admin"].get("/api/webhooks").json()["data"]
    assert [row["id"] for row in listed] == [body["id"]]
    assert "secret" not in listed[0]
    assert listed[0]["lastDelivery"] is None

    detail = role_clients["admin"].get(f"/api/webhooks/{body['id']}").json()
    assert detail["secret"] == body["secret"]


@pytest.mark.parametrize("role", ["manager", "staff", "client"])
def test_only_admins_manage_webhooks(role_clients, role):
    endpoint = WebhookEndpoint.objects.create(url=URL, events=["case.created"], secret="whsec_AAAA")
    client = role_clients[role]
    assert client.get("/api/webhooks").status_code == 403
    assert create(client).status_code == 403
    assert client.get(f"/api/webhooks/{endpoint.pk}").status_code == 403
    assert client.put(f"/api/webhooks/{endpoint.pk}", {"active": False}, format="json").status_code == 403
    assert client.delete(f"/api/webhooks/{endpoint.pk}").status_code == 403
    assert client.post(f"/api/webhooks/{endpoint.pk}/test").status_code == 403
    assert client.get(f"/api/webhooks/{endpoint.pk}/deliveries").status_code == 403
    assert role_clients["anonymous"].get("/api/webhooks").status_code == 401


@pytest.mark.parametrize(
    ("body", "field", "words"),
    [
        ({"url": "http://hooks.example.com/x"}, "url", "https://"),
        ({"url": "ftp://hooks.example.com/x"}, "url", "https://"),
        ({"url": "https://"}, "url", "https://"),
        ({"url": ""}, "url", "Enter the endpoint"),
        ({"url": "https://" + "a" * 2000 + ".com"}, "url", "at most 2000"),
        ({"url": "https://127.0.0.1/x"}, "url", "private, loopback or link-local"),
        ({"url": "https://10.1.2.3/x"}, "url", "private, loopback or link-local"),
        ({"url": "https://169.254.169.254/latest"}, "url", "private, loopback or link-local"),
        ({"url": "https://[::1]/x"}, "url", "private, loopback or link-local"),
        ({"url": "https://[::ffff:127.0.0.1]/x"}, "url", "private, loopback or link-local"),
        ({"url": "https://user:pw@hooks.example.com/x"}, "url", "user name or password"),
        ({"events": []}, "events", "at least one event"),
        ({"events": ["case.exploded"]}, "events", "Unknown event 'case.exploded'"),
        ({"events": "case.created"}, "events", "at least one event"),
        ({"company": "Nobody Ltd"}, "company", "No case has the company 'Nobody Ltd'"),
    ],
)
def test_a_bad_endpoint_is_refused_with_a_sentence(role_clients, body, field, words):
    response = create(role_clients["admin"], **body)

    assert response.status_code == 400
    assert words in " ".join(response.json()["errors"][field])
    assert not WebhookEndpoint.objects.exists()


def test_private_networks_allowed_lifts_the_https_and_address_rules(role_clients, settings):
    settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS = True
    assert create(role_clients["admin"], url="http://127.0.0.1:8080/hooks").status_code == 201


def test_an_admin_changes_disables_and_re_enables_an_endpoint(role_clients):
    endpoint_id = create(role_clients["admin"]).json()["id"]
    admin = role_clients["admin"]

    changed = admin.put(f"/api/webhooks/{endpoint_id}", {"events": ["case.locked"], "url": URL + "/v2"}, format="json")
    assert changed.status_code == 200
    assert changed.json()["events"] == ["case.locked"] and changed.json()["url"] == URL + "/v2"

    off = admin.put(f"/api/webhooks/{endpoint_id}", {"active": False}, format="json").json()
    assert off["active"] is False and off["disabledReason"] == "Disabled by an admin."

    WebhookEndpoint.objects.filter(pk=endpoint_id).update(failing_since="2026-01-01T00:00:00Z")
    on = admin.put(f"/api/webhooks/{endpoint_id}", {"active": True}, format="json").json()
    assert on["active"] is True and on["disabledReason"] == ""
    assert WebhookEndpoint.objects.get(pk=endpoint_id).failing_since is None

    bad = admin.put(f"/api/webhooks/{endpoint_id}", {"url": "http://x.example.com"}, format="json")
    assert bad.status_code == 400


def test_an_admin_deletes_an_endpoint(role_clients):
    endpoint_id = create(role_clients["admin"]).json()["id"]

    assert role_clients["admin"].delete(f"/api/webhooks/{endpoint_id}").status_code == 204
    assert role_clients["admin"].get(f"/api/webhooks/{endpoint_id}").status_code == 404
    assert role_clients["admin"].delete(f"/api/webhooks/{endpoint_id}").status_code == 404


def test_a_test_event_is_queued_not_sent_in_the_request(role_clients, django_capture_on_commit_callbacks):
    endpoint_id = create(role_clients["admin"]).json()["id"]

    with django_capture_on_commit_callbacks(execute=True):
        response = role_clients["admin"].post(f"/api/webhooks/{endpoint_id}/test")

    assert response.status_code == 202
    message = WebhookMessage.objects.get()
    assert response.json() == {"deliveryId": message.pk}
    assert message.event_type == "webhook.test" and message.status == "pending" and message.attempts == []
    assert DBTaskResult.objects.filter(task_path__endswith="webhook_endpoint_deliver", status="READY").count() == 1


def test_the_deliveries_page_lists_newest_first_with_pagination_and_a_retry_requeues(
    role_clients, django_capture_on_commit_callbacks
):
    admin = role_clients["admin"]
    endpoint_id = create(admin).json()["id"]
    for _ in range(3):
        admin.post(f"/api/webhooks/{endpoint_id}/test")
    first = WebhookMessage.objects.order_by("id").first()
    assert first is not None
    WebhookMessage.objects.filter(pk=first.pk).update(
        status="failed",
        attempts=[{"at": "2026-11-27T10:00:00Z", "statusCode": 500, "durationMs": 12, "error": "HTTP 500."}],
    )

    page = admin.get(f"/api/webhooks/{endpoint_id}/deliveries?page=2&limit=2").json()
    assert page["pagination"] == {
        "currentPage": 2,
        "itemsPerPage": 2,
        "totalItems": 3,
        "totalPages": 2,
        "hasPreviousPage": True,
        "hasNextPage": False,
    }
    [row] = page["data"]
    assert row["id"] == first.pk
    assert row["status"] == "failed" and row["nextAttemptAt"] is None
    attempt = {"at": "2026-11-27T10:00:00Z", "statusCode": 500, "durationMs": 12, "error": "HTTP 500."}
    assert row["attempts"] == [attempt]
    assert set(row) == {"id", "eventId", "eventType", "caseId", "status", "attempts", "createdAt", "nextAttemptAt"}
    newest = admin.get(f"/api/webhooks/{endpoint_id}/deliveries").json()["data"]
    assert [r["id"] for r in newest] == sorted((r["id"] for r in newest), reverse=True)

    with django_capture_on_commit_callbacks(execute=True):
        retried = admin.post(f"/api/webhooks/{endpoint_id}/deliveries/{first.pk}/retry")
    assert retried.status_code == 202
    first.refresh_from_db()
    assert first.status == "retrying"
    assert admin.post(f"/api/webhooks/{endpoint_id}/deliveries/999999/retry").status_code == 404
    assert admin.get(f"/api/webhooks/{endpoint_id}/deliveries?limit=0").status_code == 400
