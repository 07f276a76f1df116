"""POST /api/notifications/send-daily and the send_daily_emails command: one background job per
recipient, run here through the real database worker (and once through Redis/RQ)."""

from datetime import timedelta
from io import StringIO

from django.contrib.auth.models import Group, Permission
from django.core import mail
from django.core.management import CommandError, call_command
from django.utils import timezone

import pytest
from django_tasks_db.models import DBTaskResult

from accounts.roles import Role
from notifications.models import DigestDelivery
from notifications.tasks import send_daily_digest
from notifications.tests.smtp import free_port

URL = "/api/notifications/send-daily"
EVERYONE = ["admin@example.com", "client@example.com", "manager@example.com", "staff@example.com"]


def _sent_to() -> list[str]:
    return sorted(m.to[0] for m in mail.outbox)


@pytest.mark.django_db
@pytest.mark.parametrize(("role", "expected"), [("anonymous", 401), ("client", 403), ("staff", 403), ("manager", 403)])
def test_only_users_allowed_to_send_notifications_may_run_it(role_clients, role, expected):
    response = role_clients[role].post(URL, format="json")

    assert response.status_code == expected
    assert response.json()["message"]
    assert not DigestDelivery.objects.exists()
    assert not DBTaskResult.objects.exists()


def test_admin_queues_one_job_per_recipient_and_the_worker_sends_them(role_clients, run_tasks):
    response = role_clients["admin"].post(URL)  # the dashboard sends no payload

    assert response.status_code == 202
    assert response.json() == {
        "message": "Daily email notifications queued: 4 queued, 0 skipped.",
        "queued": 4,
        "skipped": 0,
    }
    assert mail.outbox == []  # nothing is sent inside the request
    assert DBTaskResult.objects.filter(status="READY").count() == 4
    assert set(DigestDelivery.objects.values_list("status", flat=True)) == {DigestDelivery.Status.QUEUED}

    run_tasks()

    assert _sent_to() == EVERYONE
    assert set(DBTaskResult.objects.values_list("status", "return_value")) == {("SUCCESSFUL", "sent")}
    assert set(DigestDelivery.objects.values_list("status", "attempts")) == {(DigestDelivery.Status.SENT, 1)}


def test_a_manager_whose_role_was_granted_send_notifications_may_run_it(role_clients, run_tasks):
    Group.objects.get(name=Role.MANAGER).permissions.add(Permission.objects.get(codename="send_notifications"))

    assert role_clients["manager"].post(URL).status_code == 202


def test_a_second_call_the_same_day_queues_nobody_unless_forced(role_clients, run_tasks):
    role_clients["admin"].post(URL)
    queued_again_before_sending = role_clients["admin"].post(URL)
    run_tasks()

    again = role_clients["admin"].post(URL, {}, format="json")
    run_tasks()
    forced = role_clients["admin"].post(URL, {"force": True}, format="json")
    run_tasks()

    assert queued_again_before_sending.json()["message"] == "Daily email notifications queued: 0 queued, 4 skipped."
    assert again.json()["message"] == "Daily email notifications queued: 0 queued, 4 skipped."
    assert forced.json()["message"] == "Daily email notifications queued: 4 queued, 0 skipped."
    assert len(mail.outbox) == 8
    assert DBTaskResult.objects.count() == 8


def test_two_jobs_for_the_same_recipient_send_one_message(role_clients, run_tasks, admin_user):
    role_clients["admin"].post(URL)
    delivery = DigestDelivery.objects.get(user=admin_user)
    send_daily_digest.enqueue(delivery.pk)  # a duplicate job, as a retried enqueue could make

    run_tasks()

    assert _sent_to() == EVERYONE
    assert sorted(str(v) for v in DBTaskResult.objects.values_list("return_value", flat=True)) == ["sent"] * 4 + [
        "skipped"
    ]


@pytest.mark.django_db
def test_force_must_be_a_boolean(role_clients):
    response = role_clients["admin"].post(URL, {"force": "sometimes"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "Must be a valid boolean."
    assert not DBTaskResult.objects.exists()


def test_a_busy_mail_server_is_retried_with_backoff_until_it_accepts(smtp_server, role_clients, run_tasks):
    smtp_server.busy = 6  # the first six RCPTs get "451 try again later"

    role_clients["admin"].post(URL)
    run_tasks()

    first_round = dict(DigestDelivery.objects.values_list("email", "status"))
    assert set(first_round.values()) == {DigestDelivery.Status.QUEUED}  # all four waiting for a retry
    retries = DBTaskResult.objects.filter(status="READY")
    assert retries.count() == 4
    assert all(r.run_after > r.enqueued_at for r in retries)  # deferred, not hammering the server
    delivery = DigestDelivery.objects.first()
    assert delivery is not None and "451" in delivery.error

    run_tasks(due_now=True)

    assert sorted(r for m in smtp_server.received for r in m.rcpt_tos) == EVERYONE
    assert set(DigestDelivery.objects.values_list("status", "error")) == {(DigestDelivery.Status.SENT, "")}
    assert sorted(DigestDelivery.objects.values_list("attempts", flat=True)) == [2, 2, 3, 3]


def test_an_unreachable_mail_server_fails_after_the_last_attempt_and_says_why(
    smtp_server, role_clients, run_tasks, settings
):
    settings.EMAIL_PORT = free_port()  # nothing listens there
    settings.EMAIL_TIMEOUT = 5

    role_clients["admin"].post(URL)
    run_tasks(due_now=True)

    deliveries = DigestDelivery.objects.all()
    assert {(d.status, d.attempts) for d in deliveries} == {(DigestDelivery.Status.FAILED, 5)}
    assert all("ConnectionRefusedError" in d.error for d in deliveries)
    last_jobs = DBTaskResult.objects.filter(status="FAILED")
    assert last_jobs.count() == 4
    assert {j.exception_class_path for j in last_jobs} == {"notifications.tasks.DigestNotSentError"}
    assert DBTaskResult.objects.filter(status="SUCCESSFUL", return_value="retry").count() == 16


def test_a_refused_address_is_not_retried_and_the_others_are_sent(smtp_server, role_clients, run_tasks):
    smtp_server.refused = {"manager@example.com"}

    role_clients["admin"].post(URL)
    run_tasks(due_now=True)

    refused = DigestDelivery.objects.get(email="manager@example.com")
    assert (refused.status, refused.attempts) == (DigestDelivery.Status.FAILED, 1)
    assert "550" in refused.error
    assert sorted(r for m in smtp_server.received for r in m.rcpt_tos) == [
        "admin@example.com",
        "client@example.com",
        "staff@example.com",
    ]

    smtp_server.refused = set()
    assert role_clients["admin"].post(URL).json()["queued"] == 1  # the next run tries the failed one again
    run_tasks()
    refused.refresh_from_db()
    assert (refused.status, refused.attempts) == (DigestDelivery.Status.SENT, 2)


def test_the_jobs_run_the_same_through_redis_and_rq(role_clients, rq_tasks):
    response = role_clients["admin"].post(URL)

    assert response.status_code == 202
    assert not DBTaskResult.objects.exists()  # the jobs are in Redis
    assert mail.outbox == []

    rq_tasks()

    assert _sent_to() == EVERYONE
    assert set(DigestDelivery.objects.values_list("status", flat=True)) == {DigestDelivery.Status.SENT}


def test_retries_wait_in_rq_s_scheduler_and_then_send(smtp_server, role_clients, rq_tasks):
    smtp_server.busy = 4

    role_clients["admin"].post(URL)
    rq_tasks()
    assert smtp_server.received == []
    assert set(DigestDelivery.objects.values_list("status", flat=True)) == {DigestDelivery.Status.QUEUED}

    rq_tasks(due_now=True)

    assert sorted(r for m in smtp_server.received for r in m.rcpt_tos) == EVERYONE


def test_the_command_queues_the_jobs_and_says_how_many(admin_user, staff_user, run_tasks):
    out = StringIO()
    call_command("send_daily_emails", stdout=out)
    call_command("send_daily_emails", stdout=out)
    run_tasks()

    assert out.getvalue().splitlines() == [
        "Daily email notifications queued: 2 queued, 0 skipped.",
        "Daily email notifications queued: 0 queued, 2 skipped.",
    ]
    assert _sent_to() == ["admin@example.com", "staff@example.com"]


@pytest.mark.django_db
def test_the_command_with_wait_sends_here_once_per_day_and_force_sends_again(admin_user, staff_user):
    out = StringIO()
    call_command("send_daily_emails", "--wait", stdout=out)
    call_command("send_daily_emails", "--wait", stdout=out)
    call_command("send_daily_emails", "--wait", "--force", stdout=out)

    assert out.getvalue().splitlines() == [
        "Daily email notifications sent: 2 sent, 0 skipped, 0 failed.",
        "Daily email notifications sent: 0 sent, 2 skipped, 0 failed.",
        "Daily email notifications sent: 2 sent, 0 skipped, 0 failed.",
    ]
    assert len(mail.outbox) == 4
    assert not DBTaskResult.objects.exists()


@pytest.mark.django_db
def test_the_command_with_wait_exits_with_an_error_naming_the_failed_recipients(smtp_server, admin_user, staff_user):
    smtp_server.refused = {"staff@example.com"}
    err = StringIO()

    with pytest.raises(CommandError, match=r"^Daily email notifications sent: 1 sent, 0 skipped, 1 failed\.$"):
        call_command("send_daily_emails", "--wait", stdout=StringIO(), stderr=err)

    assert "Failed: staff@example.com: Recipient refused by the mail server" in err.getvalue()
    assert [m.rcpt_tos for m in smtp_server.received] == [["admin@example.com"]]


def test_a_queued_row_whose_job_was_lost_is_queued_again_by_the_next_run(role_clients, run_tasks, admin_user):
    role_clients["admin"].post(URL)
    DBTaskResult.objects.all().delete()  # the jobs are gone (a queue wiped by a Redis restart, say)
    DigestDelivery.objects.update(attempted_at=timezone.now() - timedelta(minutes=20))

    response = role_clients["admin"].post(URL)
    run_tasks()

    assert response.json()["queued"] == 4
    assert _sent_to() == EVERYONE
