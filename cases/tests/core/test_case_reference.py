"""GET /api/kams, GET /api/next-bhruk-id/{company} and GET /api/stats."""

import pytest

from cases.rules import Status
from cases.tests.factories import CaseFactory, KamFactory
from conftest import OTHER_COMPANY

pytestmark = pytest.mark.django_db


def test_kams_in_creation_order(role_clients):
    first = KamFactory(kam_id="K1")
    second = KamFactory(kam_id="K2")

    response = role_clients["staff"].get("/api/kams")

    assert response.status_code == 200
    assert response.json() == [{"id": first.pk, "kamId": "K1"}, {"id": second.pk, "kamId": "K2"}]


@pytest.mark.parametrize(("role", "status"), [("client", 403), ("anonymous", 401)])
def test_kams_need_view_all_cases(role_clients, role, status):
    assert role_clients[role].get("/api/kams").status_code == status


def test_next_bhruk_id_for_a_standard_and_the_kind_company_skips_taken_ids(role_clients):
    CaseFactory(bhruk_id="1000")
    CaseFactory(bhruk_id="2000")  # typed far ahead: not where the sequence goes next
    CaseFactory(widget="Kind", bhruk_id="KIND50")

    standard = role_clients["manager"].get("/api/next-bhruk-id/Acme Ltd")
    kind = role_clients["manager"].get("/api/next-bhruk-id/KIND")

    assert standard.json() == {"nextId": "1001", "company": "Acme Ltd", "group": "standard"}
    assert kind.json() == {"nextId": "KIND1000", "company": "KIND", "group": "kind"}


@pytest.mark.parametrize(("role", "status"), [("client", 403), ("anonymous", 401)])
def test_next_bhruk_id_needs_view_all_cases(role_clients, role, status):
    assert role_clients[role].get("/api/next-bhruk-id/Acme").status_code == status


def make_mix():
    CaseFactory(current_status=Status.NEED_INSTRUCTIONS_NEW)
    CaseFactory(current_status=Status.NEED_INSTRUCTIONS_HIRE, widget=OTHER_COMPANY)
    CaseFactory(current_status=Status.ON_HOLD, instructed=True, on_hold_reason="other")
    CaseFactory(current_status=Status.IN_PRODUCTION, instructed=True)
    CaseFactory(locked=True)
    master = CaseFactory(current_status=Status.IN_PRODUCTION, instructed=True)
    CaseFactory(is_merged=True, merged_into=master)
    CaseFactory(is_cancelled=True)
    CaseFactory(is_cancelled=True, is_merged=True, merged_into=master)


def test_stats_count_the_active_cases_by_status(role_clients):
    make_mix()

    response = role_clients["admin"].get("/api/stats")

    assert response.status_code == 200
    assert response.json() == {
        "total": 6,
        "needInstructions": 2,
        "onHold": 1,
        "inProduction": 2,
        "completed": 1,
        "mergedOnly": 1,
        "cancelledOnly": 1,
        "cancelledAndMerged": 1,
        "overdue": 0,
        "dueSoon": 0,
    }


def test_stats_follow_the_filters(role_clients):
    make_mix()

    filtered = role_clients["admin"].get(
        "/api/stats", {"status": "need_instructions", "includeCancelled": "true", "includeMerged": "true"}
    )
    locked = role_clients["admin"].get("/api/stats", {"lockFilter": "locked"})
    company = role_clients["admin"].get("/api/stats", {"company": OTHER_COMPANY})

    assert filtered.json()["total"] == 5
    assert filtered.json()["needInstructions"] == 5
    assert locked.json()["total"] == locked.json()["completed"] == 1
    assert company.json()["total"] == 1


def test_stats_for_a_client_count_only_their_company(role_clients):
    make_mix()
    assert role_clients["client"].get("/api/stats").json()["total"] == 5


def test_stats_reject_a_bad_parameter(role_clients):
    response = role_clients["admin"].get("/api/stats", {"lockFilter": "nope"})
    assert response.status_code == 400
    assert list(response.json()["errors"]) == ["lockFilter"]


def test_stats_run_a_fixed_number_of_queries(role_clients, django_assert_max_num_queries):
    make_mix()
    # auth (3) + whether the short-search counts are usable + the groups (from the counts or the cases) + the
    # Overdue / Due Soon count
    with django_assert_max_num_queries(6):
        role_clients["admin"].get("/api/stats", {"kamSearch": "5"})


def test_stats_need_a_login(role_clients):
    assert role_clients["anonymous"].get("/api/stats").status_code == 401
