"""Client portal journeys (guide: portal, roles): a client sees only their company's cases, read-only."""

from datetime import timedelta
from decimal import Decimal

from django.utils import timezone

from playwright.sync_api import expect

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.rules import Status
from cases.tests.factories import CaseFactory
from tests.e2e.conftest import login_as, screenshot


def _seed():
    now = timezone.now()
    client = UserFactory(
        role=Role.CLIENT, email="cleo@acme.example", first_name="Cleo", last_name="Client", company="Acme Ltd"
    )
    CaseFactory(
        widget="Acme Ltd",
        client_name="Acme Recent",
        created_at=now - timedelta(days=2),
        instructed=True,
        current_status=Status.SENT,
        invoiced=True,
        mi_type="deficit",
        mi_amount=Decimal("-120.00"),
    )
    CaseFactory(
        widget="Acme Ltd",
        client_name="Acme Month",
        created_at=now - timedelta(days=20),
        instructed=True,
        current_status=Status.IN_PRODUCTION,
    )
    CaseFactory(widget="acme ltd", client_name="Acme Old", created_at=now - timedelta(days=200))
    CaseFactory(widget="Beta Corp", client_name="Beta Secret", created_at=now - timedelta(days=1))
    return client


def _choose(page, label: str, option: str) -> None:
    page.get_by_role("combobox", name=label).click()
    page.get_by_role("option", name=option, exact=True).click()


def _client_names(page) -> list[str]:
    table = page.get_by_role("table", name="Your cases")
    return table.locator("tbody tr td:nth-child(5)").all_inner_texts()


def test_client_sees_only_their_company_cases_and_filters_by_date_range(page, phone_page):
    client = _seed()
    login_as(page, client)
    page.wait_for_url("**/client")

    expect(page.get_by_role("heading", name="Your Cases (3)")).to_be_visible()
    assert sorted(_client_names(page)) == ["Acme Month", "Acme Old", "Acme Recent"]
    expect(page.get_by_text("Beta Secret")).to_have_count(0)
    expect(page.get_by_test_id("stat-all")).to_contain_text("3")
    expect(page.get_by_role("region", name="MI Classification Summary")).to_contain_text("(100%)")
    expect(page.get_by_test_id("user-name")).to_have_text("Cleo Client")
    # Read-only: nothing on the page changes a case.
    buttons = page.get_by_role("button").all_inner_texts()
    assert not [b for b in buttons if any(w in b.lower() for w in ("edit", "delete", "lock", "upload", "add", "merge"))]
    screenshot(page, "portal-cases-desktop")

    _choose(page, "Date Range", "Last 7 Days")
    expect(page.get_by_role("heading", name="Your Cases (1)")).to_be_visible()
    assert _client_names(page) == ["Acme Recent"]

    _choose(page, "Date Range", "Last 30 Days")
    expect(page.get_by_role("heading", name="Your Cases (2)")).to_be_visible()
    assert _client_names(page) == ["Acme Recent", "Acme Month"]

    _choose(page, "Date Range", "Last 3 Months")
    expect(page.get_by_role("heading", name="Your Cases (2)")).to_be_visible()

    _choose(page, "Status", "In Production")
    expect(page.get_by_role("heading", name="Your Cases (1)")).to_be_visible()
    assert _client_names(page) == ["Acme Month"]
    expect(page.get_by_text("Filtered Cases")).to_be_visible()

    _choose(page, "Date Range", "All Time")
    _choose(page, "Status", "All Statuses")
    page.get_by_role("button", name="Refresh").click()
    expect(page.get_by_role("heading", name="Your Cases (3)")).to_be_visible()
    screenshot(page, "portal-filtered-desktop")

    login_as(phone_page, client)
    phone_page.wait_for_url("**/client")
    expect(phone_page.get_by_role("heading", name="Your Cases (3)")).to_be_visible()
    screenshot(phone_page, "portal-cases-phone")
    phone_page.get_by_role("heading", name="Your Cases (3)").scroll_into_view_if_needed()
    screenshot(phone_page, "portal-table-phone")
