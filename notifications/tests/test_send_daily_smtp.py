"""The daily e-mails as they arrive at a real SMTP server."""

import threading
from datetime import timedelta

from django.db import connection
from django.utils import timezone

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from notifications.models import DigestDelivery
from notifications.services import daily_digests_send
from notifications.tests.data import NOW, audit
from notifications.tests.smtp import free_port

pytestmark = pytest.mark.django_db

STAFF_SUBJECT = "Casebook daily digest – 21 November 2026"
CLIENT_SUBJECT = "Your cases – daily update – 21 November 2026"


@pytest.fixture
def people(admin_user, manager_user, staff_user, client_user):
    return {
        "admin": admin_user,
        "manager": manager_user,
        "staff": staff_user,
        "client": client_user,
        "globex": UserFactory(role=Role.CLIENT, email="globex@example.com", company="Globex Plc"),
        "no_company": UserFactory(role=Role.CLIENT, email="nocompany@example.com", company=""),
        "inactive": UserFactory(role=Role.STAFF, email="gone@example.com", is_active=False),
    }


def test_each_active_recipient_gets_one_multipart_message_from_the_configured_sender(smtp_server, people, book):
    result = daily_digests_send(now=NOW)

    assert (result.sent, result.skipped, result.failed) == (5, 1, 0)
    assert result.message == "Daily email notifications sent: 5 sent, 1 skipped, 0 failed."
    assert sorted(r for m in smtp_server.received for r in m.rcpt_tos) == [
        "admin@example.com",
        "client@example.com",
        "globex@example.com",
        "manager@example.com",
        "staff@example.com",
    ]
    for mail in smtp_server.received:
        assert mail.mail_from == "digest@casebook.test"
        assert mail.message["From"] == "Casebook <digest@casebook.test>"
        assert mail.message.get_content_type() == "multipart/alternative"
        assert mail.text.strip() and "<html" in mail.html
    assert {m.subject for m in smtp_server.to("staff@example.com")} == {STAFF_SUBJECT}
    assert {m.subject for m in smtp_server.to("client@example.com")} == {CLIENT_SUBJECT}
    assert smtp_server.sessions == 1  # one connection for the whole run


def test_staff_digest_lists_the_whole_book_by_section_without_cancelled_or_merged_cases(smtp_server, people, book):
    daily_digests_send(now=NOW)

    [mail] = smtp_server.to("staff@example.com")
    text = mail.text
    assert "Hello Sam," in text
    assert "Total Cases: 7\n" in text
    assert "Need Instructions: 2\n" in text
    assert "On Hold: 1\n" in text
    assert "In Production: 1\n" in text
    assert "Completed: 3\n" in text
    assert (
        "- Acme Ltd | Alice Oldest | BHR UK ID 2001 | KAM ID 7001 | created 9 Nov 2026, 12 days old\n"
        "  https://casebook.test/dashboard?status=need_instructions&company=Acme+Ltd&clientNameSearch=Alice+Oldest"
    ) in text
    assert "- Globex Plc | Bob Newer | BHR UK ID 2002 | KAM ID Not Known | created 18 Nov 2026, 3 days old" in text
    assert text.index("Alice Oldest") < text.index("Bob Newer")
    assert "- acme ltd | Hana Hold | BHR UK ID 2003 | KAM ID 7003 | Need PDF Statements" in text
    assert (
        "Sent but not invoiced (1)\n- Globex Plc | Sid Sent | BHR UK ID 2005 | KAM ID 7005 | MI Impecunious -£1,234.50"
        in (text)
    )
    assert (
        "Sent and invoiced but not locked (1)\n"
        "- Acme Ltd | Ines Invoiced | BHR UK ID 2006 | KAM ID 7006 | invoiced 2 Nov 2026"
        " | MI Impecunious (STUS) £98,765.40"
    ) in text
    for absent in ("Carl Cancelled", "Mary Merged", "Lola Locked", "Ivan Production"):
        assert absent not in text
        assert absent not in mail.html
    html = mail.html
    assert "Alice Oldest" in html and "12 days" in html and "Need PDF Statements" in html
    assert "-£1,234.50" in html
    assert 'href="https://casebook.test/dashboard?status=need_instructions&amp;company=Acme+Ltd' in html


def test_client_update_shows_only_their_company_with_status_and_the_last_24_hours_of_changes(smtp_server, people, book):
    audit(
        book["in_production"],
        changes={"current_status": ["need_instructions_new", "in_production"], "notes": ["", "internal secret"]},
        hours_ago=2,
    )
    audit(book["on_hold"], changes={"client_name": ["Hana H", "Hana Hold"]}, hours_ago=30)  # too old
    audit(book["sent_not_invoiced"], changes={"current_status": ["in_production", "sent"]})  # Globex's

    daily_digests_send(now=NOW)

    [mail] = smtp_server.to("client@example.com")
    text, html = mail.text, mail.html
    assert "Hello Cleo," in text
    assert "Total Cases: 5\n" in text  # Acme's: need, on hold, in production, sent+invoiced, locked
    assert "- Ivan Production | BHR UK ID" in text and "now In Production\n" in text
    assert "Current Status: Need Instructions (new) → In Production (07:30 on 21 Nov 2026)" in text
    assert "Current Status: Need Instructions (new) → In Production" in html
    assert (
        "- acme ltd | Hana Hold | BHR UK ID 2003 | KAM ID 7003 | created 16 Nov 2026 | On Hold | Invoiced: No" in text
    )
    assert "Hana H →" not in text
    for secret in ("internal secret", "Globex", "Bob Newer", "Sid Sent", "Carl Cancelled", "Mary Merged"):
        assert secret not in text
        assert secret not in html

    [other] = smtp_server.to("globex@example.com")
    assert "Sid Sent" in other.text and "Current Status: In Production → Sent" in other.text
    assert "Alice Oldest" not in other.text and "Acme" not in other.text


def test_a_second_run_the_same_day_skips_everyone_already_sent(smtp_server, people, book):
    daily_digests_send(now=NOW)
    smtp_server.received.clear()

    again = daily_digests_send(now=NOW + timedelta(hours=5))

    assert (again.sent, again.skipped, again.failed) == (0, 6, 0)
    assert smtp_server.received == []
    assert DigestDelivery.objects.filter(status=DigestDelivery.Status.SENT, digest_date=NOW.date()).count() == 5


def test_the_next_day_everyone_is_sent_again(smtp_server, people, book):
    daily_digests_send(now=NOW)
    smtp_server.received.clear()

    tomorrow = daily_digests_send(now=NOW + timedelta(days=1))

    assert (tomorrow.sent, tomorrow.skipped) == (5, 1)
    assert {m.subject for m in smtp_server.to("staff@example.com")} == {"Casebook daily digest – 22 November 2026"}


def test_forcing_sends_again_to_those_already_sent_today(smtp_server, people, book):
    daily_digests_send(now=NOW)
    smtp_server.received.clear()

    forced = daily_digests_send(now=NOW, force=True)

    assert (forced.sent, forced.skipped, forced.failed) == (5, 1, 0)
    assert len(smtp_server.to("staff@example.com")) == 1
    delivery = DigestDelivery.objects.get(user=people["staff"], digest_date=NOW.date())
    assert (delivery.status, delivery.attempts) == (DigestDelivery.Status.SENT, 2)


def test_a_refused_address_fails_alone_is_recorded_and_is_retried_by_the_next_run(smtp_server, people, book):
    smtp_server.refused = {"manager@example.com"}

    result = daily_digests_send(now=NOW)

    assert (result.sent, result.skipped, result.failed) == (4, 1, 1)
    assert result.message == "Daily email notifications sent: 4 sent, 1 skipped, 1 failed."
    assert [f["email"] for f in result.failures] == ["manager@example.com"]
    assert smtp_server.to("manager@example.com") == []
    # The recipients after the refused one (alphabetically) still got theirs over the same connection.
    assert len(smtp_server.to("staff@example.com")) == 1
    assert smtp_server.sessions == 1
    failed = DigestDelivery.objects.get(user=people["manager"])
    assert failed.status == DigestDelivery.Status.FAILED
    assert "550" in failed.error and "manager@example.com" in failed.error

    smtp_server.refused = set()
    smtp_server.received.clear()
    retry = daily_digests_send(now=NOW + timedelta(hours=1))

    assert (retry.sent, retry.skipped, retry.failed) == (1, 5, 0)
    assert [m.rcpt_tos for m in smtp_server.received] == [["manager@example.com"]]
    failed.refresh_from_db()
    assert (failed.status, failed.error, failed.attempts) == (DigestDelivery.Status.SENT, "", 2)


def test_when_the_mail_server_is_unreachable_every_recipient_fails_and_nothing_is_marked_sent(
    smtp_server, people, book, settings
):
    settings.EMAIL_PORT = _closed_port()

    result = daily_digests_send(now=NOW)

    assert (result.sent, result.failed) == (0, 5)
    assert result.all_failed
    assert result.message == "Failed to send daily email notifications: 0 sent, 1 skipped, 5 failed."
    assert not DigestDelivery.objects.filter(status=DigestDelivery.Status.SENT).exists()


def _closed_port() -> int:
    return free_port()  # bound and released at once: nothing listens there


def test_a_row_left_sending_by_a_worker_that_died_is_never_sent_again_by_itself(smtp_server, staff_user, book):
    stuck = DigestDelivery.objects.create(
        user=staff_user,
        digest_date=NOW.date(),
        kind=DigestDelivery.Kind.STAFF,
        email=staff_user.email,
        status=DigestDelivery.Status.SENDING,
        attempts=1,
        attempted_at=timezone.now() - timedelta(minutes=5),
    )

    assert daily_digests_send(now=NOW).skipped == 1  # maybe still being sent
    DigestDelivery.objects.filter(pk=stuck.pk).update(attempted_at=timezone.now() - timedelta(minutes=20))
    assert daily_digests_send(now=NOW).skipped == 1  # it may have gone out: not sent twice
    stuck.refresh_from_db()
    assert stuck.status == DigestDelivery.Status.UNCERTAIN
    assert stuck.error == "The worker stopped while sending; the e-mail may or may not have gone out. Not sent again."
    assert daily_digests_send(now=NOW).skipped == 1
    assert smtp_server.received == []

    assert daily_digests_send(now=NOW, force=True).sent == 1  # a person decided to send it again
    assert [m.rcpt_tos for m in smtp_server.received] == [["staff@example.com"]]


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_two_runs_at_the_same_time_send_each_recipient_one_message(smtp_server, people, book):
    smtp_server.data_delay = 0.2
    results = []

    def run():
        try:
            results.append(daily_digests_send(now=NOW))
        finally:
            connection.close()

    threads = [threading.Thread(target=run) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sum(r.sent for r in results) == 5
    assert sum(r.failed for r in results) == 0
    assert sorted(r for m in smtp_server.received for r in m.rcpt_tos) == [
        "admin@example.com",
        "client@example.com",
        "globex@example.com",
        "manager@example.com",
        "staff@example.com",
    ]
