"""What the digests hold, and what they cost in queries."""

from datetime import timedelta

from django.db import connection
from django.test.utils import CaptureQueriesContext

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import Case
from cases.rules import Status
from notifications import selectors
from notifications.services import daily_digests_send
from notifications.tests.data import NOW, audit

pytestmark = pytest.mark.django_db


def add_cases(count: int, **fields) -> None:
    """Many cases in one INSERT, keys as the bulk writers set them."""
    cases = []
    for n in range(count):
        case = Case(
            widget=fields.get("widget", f"Company {n % 7}"),
            client_name=f"Bulk {n}",
            kam_id=str(90000 + n),
            bhruk_id=str(50000 + n),
            created_at=NOW - timedelta(days=n % 90, minutes=n),
            current_status=fields.get("current_status", list(Status)[n % 5]),
        )
        case.refresh_keys()
        cases.append(case)
    Case.objects.bulk_create(cases)


def section(digest: dict, key: str) -> dict:
    return next(s for s in digest["sections"] if s["key"] == key)


def test_staff_digest_counts_match_the_dashboard_cards_and_leave_out_cancelled_and_merged(book):
    digest = selectors.staff_digest(now=NOW)

    assert digest["counts"] == {"total": 7, "need_instructions": 2, "on_hold": 1, "in_production": 1, "completed": 3}
    assert [line["client_name"] for line in section(digest, "need_instructions")["lines"]] == [
        "Alice Oldest",
        "Bob Newer",
    ]
    assert [line["age_days"] for line in section(digest, "need_instructions")["lines"]] == [12, 3]
    assert section(digest, "sent_not_locked")["count"] == 1  # the locked one is done


def test_each_list_is_bounded_and_says_how_many_more_there_are(book, monkeypatch):
    monkeypatch.setattr(selectors, "LIST_LIMIT", 3)
    add_cases(8, current_status=Status.NEED_INSTRUCTIONS_NEW)

    need = section(selectors.staff_digest(now=NOW), "need_instructions")

    assert (need["count"], len(need["lines"]), need["more"]) == (10, 3, 7)
    assert need["link"] == "http://127.0.0.1:8000/dashboard?status=need_instructions"


def test_the_staff_digest_costs_the_same_few_queries_whatever_the_size_of_the_book(book, django_assert_max_num_queries):
    # One aggregate and one bounded query per list; the same for the requests to the client.
    with django_assert_max_num_queries(8):
        selectors.staff_digest(now=NOW)
    add_cases(400)
    with django_assert_max_num_queries(8):
        big = selectors.staff_digest(now=NOW)
    assert big["counts"]["total"] == 407
    assert all(len(s["lines"]) <= selectors.LIST_LIMIT for s in big["sections"])
    assert section(big, "need_instructions")["more"] > 0


def test_a_whole_run_builds_the_staff_digest_once_and_does_not_grow_with_the_book(
    admin_user, staff_user, manager_user, client_user, book
):
    UserFactory(role=Role.STAFF, email="more-staff@example.com")
    audit(book["oldest_need"], changes={"current_status": ["need_instructions_hire", "need_instructions_new"]})

    with CaptureQueriesContext(connection) as small:
        daily_digests_send(now=NOW)
    add_cases(300, widget="Acme Ltd")
    audit(book["on_hold"], changes={"client_name": ["Hana", "Hana Hold"]}, hours_ago=-23)  # within the next day's 24h
    with CaptureQueriesContext(connection) as big:
        daily_digests_send(now=NOW + timedelta(days=1))

    assert len(big) == len(small)
    case_aggregates = [q for q in big.captured_queries if 'FROM "cases_case"' in q["sql"] and "COUNT" in q["sql"]]
    assert len(case_aggregates) == 2  # the staff digest once for four staff users, plus Acme's update


def test_client_update_is_scoped_to_the_company_case_insensitively(book):
    digest = selectors.client_digest(company="ACME LTD", now=NOW)

    assert sorted(c["client_name"] for c in digest["cases"]) == [
        "Alice Oldest",
        "Hana Hold",
        "Ines Invoiced",
        "Ivan Production",
        "Lola Locked",
    ]


def test_client_changes_cover_the_last_24_hours_of_their_own_cases_only(book):
    audit(book["oldest_need"], changes={"kam_id": ["", "7001"], "mi_amount": ["1", "2"]}, hours_ago=23)
    audit(book["on_hold"], changes={"current_status": ["in_production", "on_hold"]}, hours_ago=25)
    audit(book["cancelled"], action="cancel", changes={"cancellation_reason": "Client request"}, hours_ago=1)
    audit(book["in_production"], changes={"notes": ["", "internal"]}, hours_ago=1)
    audit(book["newer_need"], changes={"kam_id": ["", "x"]}, hours_ago=1)

    changed = selectors.client_digest(company="Acme Ltd", now=NOW)["changed"]

    assert [(c["client_name"], c["status"], [x["text"] for x in c["changes"]]) for c in changed] == [
        ("Carl Cancelled", "Cancelled", ["Case cancelled"]),
        ("Alice Oldest", "Need Instructions (new)", ["KAM ID: (blank) → 7001"]),
    ]


def test_a_client_without_a_company_is_skipped_and_gets_nothing(book, mailoutbox):
    UserFactory(role=Role.CLIENT, email="lost@example.com", company="  ")

    result = daily_digests_send(now=NOW)

    assert (result.sent, result.skipped) == (0, 1)
    assert mailoutbox == []


def test_inactive_users_get_nothing(book, mailoutbox):
    UserFactory(role=Role.ADMIN, email="old-admin@example.com", is_active=False)
    UserFactory(role=Role.CLIENT, email="old-client@example.com", company="Acme Ltd", is_active=False)

    result = daily_digests_send(now=NOW)

    assert (result.sent, result.skipped, result.failed) == (0, 0, 0)
    assert mailoutbox == []
