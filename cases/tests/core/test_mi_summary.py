"""GET /api/cases/mi-summary: the dashboard's MI Classification Summary as two counts (deficit, surplus) of the
Sent cases its filters select, the first 1,000 of the list's default order, instead of those cases themselves."""

import pytest

from cases.listing import selectors
from cases.rules import Status
from cases.tests.factories import CaseFactory
from conftest import COMPANY, OTHER_COMPANY

pytestmark = pytest.mark.django_db
URL = "/api/cases/mi-summary"


def sent(mi_type, **kwargs):
    return CaseFactory(instructed=True, current_status=Status.SENT, mi_type=mi_type, **kwargs)


@pytest.fixture
def book():
    sent("deficit", widget=COMPANY)
    sent("deficit", widget=COMPANY)
    sent("surplus", widget=COMPANY)
    sent(None, widget=COMPANY)  # sent without MI: not classified
    sent("surplus", widget=OTHER_COMPANY)
    CaseFactory(widget=COMPANY, instructed=True, current_status=Status.ON_HOLD, on_hold_reason="other", mi_type=None)


def test_counts_the_sent_cases_deficit_and_surplus(role_clients, book):
    response = role_clients["manager"].get(URL)

    assert response.status_code == 200
    assert response.json() == {"deficit": 2, "surplus": 2}


def test_follows_the_dashboard_filters(role_clients, book):
    assert role_clients["manager"].get(URL, {"company": OTHER_COMPANY}).json() == {"deficit": 0, "surplus": 1}
    assert role_clients["manager"].get(URL, {"status": "sent", "company": COMPANY}).json() == {
        "deficit": 2,
        "surplus": 1,
    }


@pytest.mark.parametrize("status", ["on_hold", "need_instructions", "in_production"])
def test_another_status_filter_leaves_nothing_to_count(role_clients, book, status):
    assert role_clients["manager"].get(URL, {"status": status}).json() == {"deficit": 0, "surplus": 0}


def test_a_client_counts_only_their_company(role_clients, book):
    assert role_clients["client"].get(URL).json() == {"deficit": 2, "surplus": 1}


def test_only_the_first_cases_of_the_list_order_count(role_clients, monkeypatch):
    monkeypatch.setattr(selectors, "MI_SUMMARY_READS", 2)
    sent("surplus", bhruk_id="10")
    sent("deficit", bhruk_id="30")  # the list's default order is the highest BHR UK ID first
    sent("deficit", bhruk_id="20")

    assert role_clients["admin"].get(URL).json() == {"deficit": 2, "surplus": 0}


def test_a_bad_filter_is_named_and_strangers_are_refused(role_clients):
    response = role_clients["manager"].get(URL, {"status": "closed"})
    assert response.status_code == 400
    assert "Invalid status: 'closed'" in response.json()["message"]
    assert role_clients["anonymous"].get(URL).status_code == 401


def test_the_answer_is_small_and_its_queries_few(role_clients, django_assert_max_num_queries):
    for _ in range(30):
        sent("deficit")
    with django_assert_max_num_queries(8):
        response = role_clients["admin"].get(URL)
    assert response.json() == {"deficit": 30, "surplus": 0}
    assert len(response.content) < 40
