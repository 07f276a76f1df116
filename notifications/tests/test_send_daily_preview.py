"""GET /api/notifications/send-daily: the number of recipients the Send Daily Emails confirm states.
Nothing is queued or sent; the count agrees with what a POST then queues."""

from datetime import timedelta

from django.utils import timezone

import pytest
from django_tasks_db.models import DBTaskResult

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from notifications.models import DigestDelivery

pytestmark = pytest.mark.django_db

URL = "/api/notifications/send-daily"


def test_the_preview_counts_every_recipient_and_queues_nothing(role_clients):
    response = role_clients["admin"].get(URL)

    assert response.status_code == 200
    # admin, manager, staff and the client with a company.
    assert response.json() == {"recipients": 4, "skipped": 0}
    assert not DigestDelivery.objects.exists()
    assert not DBTaskResult.objects.exists()


def test_the_preview_skips_what_a_send_would_skip_and_agrees_with_it(role_clients, admin_user):
    UserFactory(role=Role.CLIENT, email="nocompany@example.com", company="")
    UserFactory(role=Role.STAFF, email="gone@example.com", is_active=False)
    assert role_clients["admin"].post(URL).json()["queued"] == 4  # everyone eligible now has today's row
    DigestDelivery.objects.filter(user=admin_user).update(status=DigestDelivery.Status.FAILED)
    stale = timezone.now() - timedelta(hours=1)
    DigestDelivery.objects.filter(email="staff@example.com").update(attempted_at=stale)  # a lost job

    preview = role_clients["admin"].get(URL).json()

    assert preview == {"recipients": 2, "skipped": 3}
    sent = role_clients["admin"].post(URL).json()
    assert (sent["queued"], sent["skipped"]) == (preview["recipients"], preview["skipped"])


def test_the_preview_counts_in_a_fixed_number_of_queries(role_clients, django_assert_max_num_queries):
    UserFactory.create_batch(20, role=Role.STAFF)
    with django_assert_max_num_queries(5):
        assert role_clients["admin"].get(URL).json()["recipients"] == 24


@pytest.mark.parametrize(("role", "expected"), [("anonymous", 401), ("client", 403), ("staff", 403), ("manager", 403)])
def test_only_users_allowed_to_send_notifications_may_count_them(role_clients, role, expected):
    assert role_clients[role].get(URL).status_code == expected
