"""The chasers, against a real SMTP server across simulated days: the new-request e-mail, 2 days before, on
the day, every 3 working days after (skipping England's bank holidays), one e-mail per user per day listing every
request due a reminder, never twice (re-runs and two concurrent runs), and silence once received or cancelled."""

import threading
from datetime import date, timedelta

from django.core.management import call_command
from django.db import connection, connections
from django.utils import timezone

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import CaseRequest, RequestChaserDelivery
from cases.requests.chasers import reminder_kind, request_chasers_send
from cases.tests.factories import CaseFactory
from cases.working_days import is_working_day, working_days_after
from conftest import COMPANY, OTHER_COMPANY

pytestmark = pytest.mark.django_db

DUE = date(2026, 12, 21)  # a Monday; Christmas Day, Boxing Day (Sat) and its substitute day (Mon 28) follow


@pytest.fixture
def clients():
    return [
        UserFactory(role=Role.CLIENT, company=COMPANY, email="ann@acme.test", first_name="Ann"),
        UserFactory(role=Role.CLIENT, company=" acme ltd ", email="bob@acme.test", first_name="Bob"),
    ]


@pytest.fixture
def case():
    return CaseFactory(widget=COMPANY, bhruk_id="2001")


def _request(case, *, due=DUE, title="2025 bank statements", **fields) -> CaseRequest:
    return CaseRequest.objects.create(case=case, title=title, message="All accounts.", due_date=due, **fields)


def _run(day: date, smtp) -> list:
    before = len(smtp.received)
    request_chasers_send(today=day)
    return smtp.received[before:]


def test_working_days_skip_weekends_and_the_christmas_bank_holidays():
    assert not is_working_day(date(2026, 12, 25)) and not is_working_day(date(2026, 12, 28))  # substitute day
    assert is_working_day(date(2026, 12, 24)) and is_working_day(date(2026, 12, 29))
    # After Mon 21 Dec: Tue 22, Wed 23, Thu 24, Tue 29, Wed 30, Thu 31.
    assert working_days_after(DUE, date(2026, 12, 24)) == 3
    assert working_days_after(DUE, date(2026, 12, 31)) == 6


def test_the_reminder_calendar(settings):
    settings.REQUEST_CHASE_DAYS_BEFORE, settings.REQUEST_CHASE_EVERY_WORKING_DAYS = 2, 3
    kinds = {DUE + timedelta(days=n): reminder_kind(due_date=DUE, today=DUE + timedelta(days=n)) for n in range(-3, 20)}
    assert {d: k for d, k in kinds.items() if k} == {
        date(2026, 12, 19): "before",
        date(2026, 12, 21): "due",
        date(2026, 12, 24): "after",
        date(2026, 12, 31): "after",
        date(2027, 1, 6): "after",  # Fri 1 Jan is New Year's Day: Mon 4, Tue 5, Wed 6
    }


def test_a_client_hears_of_a_request_then_is_reminded_until_it_is_answered(clients, case, smtp_server):
    request = _request(case)
    sent = _run(date(2026, 12, 14), smtp_server)  # made a week before: the new-request e-mail
    assert sorted(m.rcpt_tos[0] for m in sent) == ["ann@acme.test", "bob@acme.test"]
    mail = next(m for m in sent if m.rcpt_tos == ["ann@acme.test"])
    assert "Documents requested" in mail.subject
    assert "2025 bank statements (new request)" in mail.text
    assert "Case: 2001 | Due by 21 December 2026" in mail.text
    assert f"https://casebook.test/client/cases/{case.pk}" in mail.text and "All accounts." in mail.html
    assert _run(date(2026, 12, 14), smtp_server) == []  # run twice the same day: nothing more
    calendar = {}
    for n in range(1, 25):
        day = date(2026, 12, 14) + timedelta(days=n)
        calendar[day] = len(_run(day, smtp_server))
    assert {d for d, n in calendar.items() if n} == {
        date(2026, 12, 19), date(2026, 12, 21), date(2026, 12, 24), date(2026, 12, 31), date(2027, 1, 6),
    }  # fmt: skip
    assert set(calendar.values()) == {0, 2}  # both users each time
    request.status = CaseRequest.Status.RECEIVED
    request.save()
    assert _run(date(2027, 1, 11), smtp_server) == []  # would have been the next "after"


def test_one_email_per_user_per_day_lists_every_request_due(clients, case, smtp_server):
    other_case = CaseFactory(widget=COMPANY, bhruk_id=None)
    _request(case, title="Bank statements")
    _request(other_case, title="Payroll summary", due=DUE + timedelta(days=30))
    _request(CaseFactory(widget=OTHER_COMPANY), title="Not yours")
    sent = _run(date(2026, 12, 14), smtp_server)
    assert len(sent) == 2
    text = sent[0].text
    assert "Bank statements" in text and "Payroll summary" in text and "Not yours" not in text
    assert f"Case #{other_case.pk}" in text
    assert RequestChaserDelivery.objects.filter(state="sent").count() == 2


def test_a_cancelled_request_is_not_chased(clients, case, smtp_server):
    _request(case, status=CaseRequest.Status.CANCELLED)
    assert _run(DUE, smtp_server) == []


def test_the_command_takes_a_date(clients, case, smtp_server, capsys):
    _request(case)
    call_command("send_request_chasers", "--date", "2026-12-14")
    assert "2 sent" in capsys.readouterr().out
    assert len(smtp_server.received) == 2


@pytest.mark.django_db(transaction=True)
def test_two_concurrent_runs_send_once(clients, case, smtp_server):
    if connection.vendor != "postgresql":
        pytest.skip("concurrent connections: PostgreSQL")
    _request(case)
    smtp_server.data_delay = 0.3
    barrier = threading.Barrier(2)
    runs = []

    def worker():
        try:
            barrier.wait()
            runs.append(request_chasers_send(today=date(2026, 12, 14)))
        finally:
            connections.close_all()

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(smtp_server.received) == 2  # one per user, not one per user per run
    assert sum(r.sent for r in runs) == 2 and sum(r.skipped for r in runs) == 2


def test_the_worker_runs_the_chasers_the_command_enqueues(clients, case, smtp_server, run_tasks, capsys):
    _request(case)
    call_command("send_request_chasers", "--enqueue")
    assert "Request chasers queued" in capsys.readouterr().out
    run_tasks()
    assert sorted(m.rcpt_tos[0] for m in smtp_server.received) == ["ann@acme.test", "bob@acme.test"]


def test_the_command_refuses_a_bad_date():
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="--date must be YYYY-MM-DD."):
        call_command("send_request_chasers", "--date", "tomorrow")


def test_a_new_request_emails_the_companys_clients_at_once_and_once_a_day(
    clients, case, smtp_server, run_tasks, auth_client, staff_user
):
    from cases.tests.requests.helpers import make

    staff = auth_client(staff_user)
    make(staff, case.pk, title="Payslips")
    run_tasks()  # the worker, handed the chasers' run as the request was stored
    first = list(smtp_server.received)
    assert sorted(m.rcpt_tos[0] for m in first) == ["ann@acme.test", "bob@acme.test"]
    assert all("Payslips" in m.text for m in first)

    make(staff, case.pk, title="P60")
    run_tasks()
    assert len(smtp_server.received) == len(first)  # one e-mail a day: the second request waits for tomorrow
    tomorrow = _run(timezone.localdate() + timedelta(days=1), smtp_server)
    assert len(tomorrow) == 2 and all("P60" in m.text for m in tomorrow)
