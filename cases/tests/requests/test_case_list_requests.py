"""Staff see requests happen on the dashboard: the request=open|overdue|received filter on the list,
the stats and the current-view export, and each case answer's requestState."""

import csv
import io
from datetime import timedelta

from django.utils import timezone

import pytest

from cases.models import CaseRequest
from cases.tests.factories import CaseFactory
from cases.tests.requests.helpers import today
from conftest import COMPANY, OTHER_COMPANY

pytestmark = pytest.mark.django_db


def _request(case, status="open", days=7, created=None):
    request = CaseRequest.objects.create(
        case=case, title="Statements", due_date=today() + timedelta(days=days), status=status
    )
    if created:
        CaseRequest.objects.filter(pk=request.pk).update(created_at=created)
    return request


@pytest.fixture
def book():
    cases = {name: CaseFactory(widget=COMPANY, bhruk_id=str(1000 + i)) for i, name in enumerate(
        ["open", "overdue", "received", "answered_then_new", "accepted", "none"]
    )}  # fmt: skip
    _request(cases["open"])
    _request(cases["overdue"], days=-1)
    _request(cases["overdue"], days=5)
    _request(cases["received"], status="received")
    _request(cases["received"], status="accepted", created=timezone.now() - timedelta(days=30))
    _request(cases["answered_then_new"], status="received", created=timezone.now() - timedelta(days=30))
    _request(cases["answered_then_new"])
    _request(cases["accepted"], status="accepted")
    cases["elsewhere"] = CaseFactory(widget=OTHER_COMPANY, bhruk_id="2000")
    _request(cases["elsewhere"], days=-3)
    return cases


def _ids(answer):
    assert answer.status_code == 200, answer.content
    return {row["id"] for row in answer.json()["data"]}


def test_the_list_filters_by_request_state(role_clients, book):
    staff = role_clients["staff"]
    ids = {name: case.pk for name, case in book.items()}
    assert _ids(staff.get("/api/cases/paginated?request=open")) == {
        ids["open"], ids["overdue"], ids["answered_then_new"], ids["elsewhere"]
    }  # fmt: skip
    assert _ids(staff.get("/api/cases/paginated?request=overdue")) == {ids["overdue"], ids["elsewhere"]}
    assert _ids(staff.get("/api/cases/paginated?request=received")) == {ids["received"], ids["answered_then_new"]}
    assert len(_ids(staff.get("/api/cases/paginated?request=all"))) == 7
    assert _ids(role_clients["client"].get("/api/cases/paginated?request=overdue")) == {ids["overdue"]}
    assert _ids(staff.get("/api/cases/paginated?request=overdue&company=Acme%20Ltd")) == {ids["overdue"]}
    assert _ids(staff.get("/api/cases/paginated?request=open&search=1001")) == {ids["overdue"]}
    bad = staff.get("/api/cases/paginated?request=late")
    assert bad.status_code == 400
    assert bad.json()["message"] == "Invalid request: 'late'. Expected open, overdue or received."


def test_the_stats_follow_the_request_filter(role_clients, book):
    stats = role_clients["admin"].get("/api/stats?request=open").json()
    assert stats["total"] == 4
    assert role_clients["admin"].get("/api/stats?request=received").json()["total"] == 2
    assert role_clients["client"].get("/api/stats?request=overdue").json()["total"] == 1


def test_the_current_view_export_follows_the_request_filter(role_clients, book):
    answer = role_clients["admin"].get("/api/cases/export?format=csv&request=overdue")
    assert answer.status_code == 200
    text = b"".join(answer.streaming_content).decode("utf-8-sig") if answer.streaming else answer.content.decode()
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    assert len(rows) == 3  # the header and the two cases with an overdue request


def test_each_case_answer_says_its_request_state(role_clients, book, django_assert_max_num_queries):
    staff = role_clients["staff"]
    with django_assert_max_num_queries(12):
        rows = staff.get("/api/cases/paginated?limit=25").json()["data"]
    states = {row["bhrukId"]: row["requestState"] for row in rows}
    assert states == {
        "1000": "open", "1001": "overdue", "1002": "received", "1003": "open", "1004": None, "1005": None,
        "2000": "overdue",
    }  # fmt: skip
    assert staff.get(f"/api/cases/{book['received'].pk}").json()["requestState"] == "received"
    assert role_clients["client"].get(f"/api/cases/{book['overdue'].pk}").json()["requestState"] == "overdue"
    portal = role_clients["client"].get("/api/cases").json()
    rows = portal["data"] if isinstance(portal, dict) else portal
    assert {row["requestState"] for row in rows} >= {"open", "overdue", "received"}


def test_the_list_costs_no_query_per_row(role_clients, book, django_assert_max_num_queries):
    for _ in range(30):
        _request(CaseFactory(widget=COMPANY), days=-2)
    with django_assert_max_num_queries(12):
        answer = role_clients["staff"].get("/api/cases/paginated?limit=50&request=overdue")
    assert answer.json()["pagination"]["totalItems"] == 32
