"""POST /api/notifications/send-daily and the send_daily_emails command."""

from io import StringIO

from django.contrib.auth.models import Group, Permission
from django.core import mail
from django.core.management import CommandError, call_command

import pytest

from accounts.roles import Role
from notifications.models import DigestDelivery
from notifications.tests.smtp import free_port

pytestmark = pytest.mark.django_db

URL = "/api/notifications/send-daily"


@pytest.mark.parametrize(("role", "expected"), [("anonymous", 401), ("client", 403), ("staff", 403), ("manager", 403)])
def test_only_users_allowed_to_send_notifications_may_run_it(role_clients, role, expected):
    response = role_clients[role].post(URL, format="json")

    assert response.status_code == expected
    assert response.json()["message"]
    assert mail.outbox == []
    assert not DigestDelivery.objects.exists()


def test_admin_runs_it_and_gets_the_counts_and_a_message_to_show(role_clients):
    response = role_clients["admin"].post(URL)  # the dashboard sends no payload

    assert response.status_code == 200
    assert response.json() == {
        "message": "Daily email notifications sent: 4 sent, 0 skipped, 0 failed.",
        "sent": 4,
        "skipped": 0,
        "failed": 0,
        "failedRecipients": [],
    }
    assert sorted(m.to[0] for m in mail.outbox) == [
        "admin@example.com",
        "client@example.com",
        "manager@example.com",
        "staff@example.com",
    ]


def test_a_manager_whose_role_was_granted_send_notifications_may_run_it(role_clients):
    Group.objects.get(name=Role.MANAGER).permissions.add(Permission.objects.get(codename="send_notifications"))

    assert role_clients["manager"].post(URL).status_code == 200


def test_a_second_call_the_same_day_skips_everyone_unless_forced(role_clients):
    role_clients["admin"].post(URL)

    again = role_clients["admin"].post(URL, {}, format="json")
    forced = role_clients["admin"].post(URL, {"force": True}, format="json")

    assert again.json()["message"] == "Daily email notifications sent: 0 sent, 4 skipped, 0 failed."
    assert forced.json()["message"] == "Daily email notifications sent: 4 sent, 0 skipped, 0 failed."
    assert len(mail.outbox) == 8


def test_force_must_be_a_boolean(role_clients):
    response = role_clients["admin"].post(URL, {"force": "sometimes"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "Must be a valid boolean."
    assert mail.outbox == []


def test_when_every_recipient_fails_the_answer_is_502_with_the_message(role_clients, settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST = "127.0.0.1"
    settings.EMAIL_PORT = free_port()  # nothing listens there
    settings.EMAIL_TIMEOUT = 5

    response = role_clients["admin"].post(URL)

    assert response.status_code == 502
    body = response.json()
    assert body["message"] == "Failed to send daily email notifications: 0 sent, 0 skipped, 4 failed."
    assert (body["sent"], body["failed"]) == (0, 4)
    assert sorted(body["failedRecipients"]) == [
        "admin@example.com",
        "client@example.com",
        "manager@example.com",
        "staff@example.com",
    ]
    assert set(DigestDelivery.objects.values_list("status", flat=True)) == {DigestDelivery.Status.FAILED}


def test_the_command_sends_once_per_day_and_force_sends_again(admin_user, staff_user):
    out = StringIO()
    call_command("send_daily_emails", stdout=out)
    call_command("send_daily_emails", stdout=out)
    call_command("send_daily_emails", "--force", stdout=out)

    assert out.getvalue().splitlines() == [
        "Daily email notifications sent: 2 sent, 0 skipped, 0 failed.",
        "Daily email notifications sent: 0 sent, 2 skipped, 0 failed.",
        "Daily email notifications sent: 2 sent, 0 skipped, 0 failed.",
    ]
    assert len(mail.outbox) == 4


def test_the_command_exits_with_an_error_naming_the_failed_recipients(smtp_server, admin_user, staff_user):
    smtp_server.refused = {"staff@example.com"}
    err = StringIO()

    with pytest.raises(CommandError, match=r"^Daily email notifications sent: 1 sent, 0 skipped, 1 failed\.$"):
        call_command("send_daily_emails", stdout=StringIO(), stderr=err)

    assert "Failed: staff@example.com: Recipient refused by the mail server" in err.getvalue()
    assert [m.rcpt_tos for m in smtp_server.received] == [["admin@example.com"]]
