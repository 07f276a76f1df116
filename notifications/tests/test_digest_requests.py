"""The staff daily digest lists requests to the client received and overdue (counts, up to 10 cases
each with links to the case page), sent through a real SMTP server; the client's update does not."""

from datetime import date, timedelta

import pytest

from cases.models import CaseRequest
from cases.tests.factories import CaseFactory
from conftest import COMPANY
from notifications import selectors
from notifications.services import daily_digests_send
from notifications.tests.data import NOW

pytestmark = pytest.mark.django_db
TODAY = date(2026, 11, 21)


def _request(case, status="open", days=-1):
    return CaseRequest.objects.create(
        case=case, title="Private title", due_date=TODAY + timedelta(days=days), status=status
    )


def test_the_staff_digest_lists_received_and_overdue_requests(staff_user, client_user, smtp_server):
    late = CaseFactory(widget=COMPANY, bhruk_id="3001")
    _request(late)
    _request(late, days=-5)
    _request(CaseFactory(widget=COMPANY, bhruk_id="3002"), days=3)  # open, not overdue
    answered = CaseFactory(widget=COMPANY, bhruk_id=None)
    _request(answered, status="received")
    _request(CaseFactory(widget=COMPANY, is_cancelled=True), days=-9)  # a cancelled case counts for nothing
    for n in range(12):
        _request(CaseFactory(widget=COMPANY, bhruk_id=str(4000 + n)), status="received", days=n)

    digest = selectors.staff_digest(now=NOW)
    received, overdue = digest["request_sections"]
    assert (received["title"], received["count"], len(received["lines"])) == ("Requests received", 13, 10)
    assert (overdue["title"], overdue["count"], len(overdue["lines"])) == ("Requests overdue", 2, 1)
    assert overdue["lines"][0]["label"] == "3001" and overdue["lines"][0]["requests"] == 2
    assert overdue["lines"][0]["link"].endswith(f"/cases/{late.pk}")
    assert received["link"].endswith("/dashboard?request=received")

    daily_digests_send(now=NOW)
    staff_mail = smtp_server.to("staff@example.com")[0]
    assert "Requests received (13)" in staff_mail.text and "Requests overdue (2)" in staff_mail.text
    assert f"https://casebook.test/cases/{late.pk}" in staff_mail.text
    assert f"Case #{answered.pk}" in staff_mail.html
    assert "Private title" not in staff_mail.text
    assert "Requests overdue" not in smtp_server.to("client@example.com")[0].text
