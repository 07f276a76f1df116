"""The Django admin shows the audit trail read-only: listed and viewable, never added, changed or deleted."""

import pytest

from accounts.models import User
from cases.models import AuditEvent

pytestmark = pytest.mark.django_db
BASE = "/django-admin/cases/auditevent/"


@pytest.fixture
def superuser_client(client):
    client.force_login(User.objects.create_superuser("root@example.com", "root-pass"))
    return client


@pytest.fixture
def event():
    return AuditEvent.objects.create(action="update", case_id=42, actor_email="max@example.com", changes={"a": [1, 2]})


def snapshot():
    return list(AuditEvent.objects.values_list("id", "action", "case_id", "actor_email", "changes").order_by("id"))


def test_the_list_and_an_event_are_readable(superuser_client, event):
    listing = superuser_client.get(BASE)
    assert listing.status_code == 200
    assert b"max@example.com" in listing.content
    assert b"Add audit event" not in listing.content
    page = superuser_client.get(f"{BASE}{event.pk}/change/")
    assert page.status_code == 200
    assert b'name="_save"' not in page.content
    assert b"Delete" not in page.content


def test_no_event_can_be_added_changed_or_deleted(superuser_client, event):
    before = snapshot()
    assert superuser_client.get(f"{BASE}add/").status_code == 403
    assert superuser_client.post(f"{BASE}add/", {"action": "create", "case_id": 1}).status_code == 403
    assert superuser_client.post(f"{BASE}{event.pk}/change/", {"action": "delete", "case_id": 7}).status_code == 403
    assert superuser_client.post(f"{BASE}{event.pk}/delete/", {"post": "yes"}).status_code == 403
    bulk = {"action": "delete_selected", "_selected_action": [event.pk], "post": "yes"}
    superuser_client.post(BASE, bulk)
    assert snapshot() == before
