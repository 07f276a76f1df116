"""Search and speed in the browser: saved views (guide: screens#saved-views), the one search box (guide:
screens#search-box) and the paged Duplicates page (guide: duplicates#duplicates-page)."""

import re
from datetime import timedelta
from urllib.parse import parse_qs, urlsplit

from django.utils import timezone

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import Case, SavedView
from cases.tests.factories import CaseFactory
from tests.e2e.conftest import case_item, login_as, screenshot

CASE_ROWS = "table[aria-label='Cases'] tbody tr"


@pytest.fixture(autouse=True)
def _default_permissions(_live_database):
    """Each role's default grants (the live database is emptied between tests)."""
    roles_seed_permissions(grants=DEFAULT_GRANTS)


def _seed_book():
    """Two companies, open and locked cases, created on different days (so the Created At sort shows)."""
    now = timezone.now()
    for n in range(8):
        CaseFactory(
            widget="Acme Ltd",
            client_name=f"Acme Client {n}",
            bhruk_id=str(3000 + n),
            created_at=now - timedelta(days=n if n % 2 else 20 + n),
        )
    for n in range(3):
        CaseFactory(widget="Acme Ltd", client_name=f"Acme Locked {n}", bhruk_id=str(3100 + n), locked=True)
    for n in range(5):
        CaseFactory(widget="Globex Plc", client_name=f"Globex Client {n}", bhruk_id=str(3200 + n))


def _bhruk_cells(page):
    """The BHRUK ID cells of the table, top to bottom (a locator: `expect(...).to_have_text` waits for a refetch)."""
    header = page.locator("table[aria-label='Cases'] thead th")
    expect(header.first).to_be_visible()
    index = next(i for i, text in enumerate(header.all_inner_texts()) if "BHRUK ID" in text)
    return page.locator(f"{CASE_ROWS} td:nth-child({index + 1})")


def _show_cases_section(page) -> None:
    """Scrolls the Case Management section (search box, views, filters, table) to the top for a screenshot."""
    page.locator("#cases").evaluate("(el) => el.scrollIntoView({ block: 'start' })")


def _query(page) -> dict[str, list[str]]:
    return parse_qs(urlsplit(page.url).query)


def test_a_saved_view_survives_signing_out_and_shows_the_same_rows(page, phone_page):
    _seed_book()
    manager = UserFactory(role=Role.MANAGER, email="max@example.com", first_name="Max", last_name="Manager")
    login_as(page, manager)
    page.goto("/dashboard")
    showing = page.get_by_text(re.compile(r"^Showing \d+ to \d+ of \d+$"))
    expect(showing).to_have_text("Showing 1 to 16 of 16")

    # Company Acme Ltd, only open cases, oldest first by Created At, 25 a page.
    page.get_by_role("combobox", name="Company").select_option(label="Acme Ltd")
    page.get_by_role("combobox", name="Lock Status").select_option(label="Open")
    page.get_by_role("button", name="Created At").click()
    page.get_by_role("button", name="Created At").click()
    expect(page.locator("th[aria-sort='ascending']")).to_contain_text("Created At")
    page.get_by_role("combobox", name="Rows per page").select_option("25")
    expect(showing).to_have_text("Showing 1 to 8 of 8")
    # Oldest first, as the database orders them (the table may still show the previous sort for a moment).
    oldest_first = Case.objects.filter(widget="Acme Ltd", is_locked=False).order_by("created_at", "id")
    expected_rows = [str(bhruk_id) for bhruk_id in oldest_first.values_list("bhruk_id", flat=True)]
    assert len(expected_rows) == 8 and expected_rows != sorted(expected_rows, reverse=True), expected_rows
    expect(_bhruk_cells(page)).to_have_text(expected_rows)
    assert _query(page) == {
        "company": ["Acme Ltd"],
        "lockFilter": ["open"],
        "sortBy": ["createdAt"],
        "sortOrder": ["asc"],
        "limit": ["25"],
    }

    page.get_by_role("button", name="Save view").click()
    dialog = page.get_by_role("dialog", name="Save view")
    expect(dialog).to_be_visible()
    # Managers cannot assign roles by default, so they cannot share.
    expect(dialog.get_by_role("checkbox", name="Share with everyone")).to_have_count(0)
    dialog.get_by_role("textbox", name="View name").fill("Acme open, oldest first")
    page.wait_for_timeout(400)  # the modal's open transition
    screenshot(page, "saved-views-save-dialog-desktop")
    dialog.get_by_role("button", name="Save", exact=True).click()
    expect(dialog).to_be_hidden()
    picker = page.get_by_role("combobox", name="Saved view")
    expect(picker.locator("option:checked")).to_have_text("Acme open, oldest first")
    view = SavedView.objects.get(owner=manager)
    assert view.filters == {
        "company": "Acme Ltd",
        "lockFilter": "open",
        "sortBy": "createdAt",
        "sortOrder": "asc",
        "limit": "25",
    }

    # A second view with the same name is refused with the server's words.
    page.get_by_role("button", name="Save view").click()
    dialog = page.get_by_role("dialog", name="Save view")
    dialog.get_by_role("textbox", name="View name").fill("ACME OPEN, OLDEST FIRST")
    dialog.get_by_role("button", name="Save", exact=True).click()
    expect(dialog).to_contain_text("You already have a view named “ACME OPEN, OLDEST FIRST”. Choose another name.")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()

    # Sign out, sign in: the dashboard starts unfiltered; picking the view shows the same rows again.
    page.get_by_role("button", name="Logout").click()
    page.wait_for_url("**/login")
    login_as(page, manager)
    page.goto("/dashboard")
    expect(showing).to_have_text("Showing 1 to 16 of 16")
    page.get_by_role("combobox", name="Saved view").select_option(label="Acme open, oldest first")
    expect(showing).to_have_text("Showing 1 to 8 of 8")
    expect(page.locator("th[aria-sort='ascending']")).to_contain_text("Created At")
    expect(page.get_by_role("combobox", name="Company")).to_have_value("Acme Ltd")
    expect(page.get_by_role("combobox", name="Rows per page")).to_have_value("25")
    expect(_bhruk_cells(page)).to_have_text(expected_rows)
    assert _query(page)["sortBy"] == ["createdAt"]
    _show_cases_section(page)
    screenshot(page, "saved-views-dashboard-desktop")

    # Rename, then delete it.
    page.get_by_role("button", name="Rename").click()
    dialog = page.get_by_role("dialog", name="Rename view")
    dialog.get_by_role("textbox", name="View name").fill("Acme open")
    dialog.get_by_role("button", name="Rename").click()
    expect(dialog).to_be_hidden()
    expect(picker.locator("option:checked")).to_have_text("Acme open")

    # At phone width the views and the search box fit without sideways scrolling.
    login_as(phone_page, manager)
    phone_page.goto("/dashboard")
    phone_page.get_by_role("combobox", name="Saved view").select_option(label="Acme open")
    expect(phone_page.get_by_text("Showing 1 to 8 of 8")).to_be_visible()
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    _show_cases_section(phone_page)
    screenshot(phone_page, "saved-views-dashboard-phone")
    phone_page.get_by_role("button", name="Save view").click()
    expect(phone_page.get_by_role("dialog", name="Save view")).to_be_visible()
    phone_page.wait_for_timeout(400)
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(phone_page, "saved-views-save-dialog-phone")
    phone_page.keyboard.press("Escape")

    page.get_by_role("button", name="Delete view").click()
    page.get_by_role("dialog", name="Delete view").get_by_role("button", name="Delete", exact=True).click()
    expect(picker.locator("option:checked")).to_have_text("No saved views yet")
    assert not SavedView.objects.exists()


def test_an_admin_shares_a_view_that_staff_use_and_copy_but_cannot_change(page):
    _seed_book()
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    staff = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")
    login_as(page, admin)
    page.goto("/dashboard?company=Globex%20Plc")
    page.get_by_role("button", name="Save view").click()
    dialog = page.get_by_role("dialog", name="Save view")
    dialog.get_by_role("textbox", name="View name").fill("Globex queue")
    dialog.get_by_role("checkbox", name="Share with everyone").check()
    dialog.get_by_role("button", name="Save", exact=True).click()
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("switch", name="Shared with everyone")).to_be_checked()

    # The current-view export sends the applied view's filters (and sort), as the list does.
    page.get_by_role("button", name="Clear Filters").click()
    expect(page.get_by_text("Showing 1 to 16 of 16")).to_be_visible()
    page.get_by_role("combobox", name="Saved view").select_option(label="Globex queue (shared)")
    expect(page.get_by_text("Showing 1 to 5 of 5")).to_be_visible()
    with page.expect_request(lambda r: "/api/cases/export" in r.url) as exported:
        page.get_by_role("button", name="Export").click()
        page.get_by_role("menuitem", name="Current View CSV").click()
    sent = parse_qs(urlsplit(exported.value.url).query)
    assert sent["company"] == ["Globex Plc"] and sent["sortBy"] == ["bhrukId"], sent

    page.get_by_role("button", name="Logout").click()
    page.wait_for_url("**/login")

    login_as(page, staff)
    page.goto("/dashboard")
    page.get_by_role("combobox", name="Saved view").select_option(label="Globex queue (by Ada Admin)")
    expect(page.get_by_text("Showing 1 to 5 of 5")).to_be_visible()
    expect(page.get_by_role("button", name="Rename")).to_have_count(0)
    expect(page.get_by_role("button", name="Delete view")).to_have_count(0)
    expect(page.get_by_role("switch", name="Shared with everyone")).to_have_count(0)
    page.get_by_role("button", name="Save as copy").click()
    dialog = page.get_by_role("dialog", name="Save as copy")
    expect(dialog.get_by_role("textbox", name="View name")).to_have_value("Globex queue (copy)")
    dialog.get_by_role("button", name="Save", exact=True).click()
    expect(dialog).to_be_hidden()
    copy = SavedView.objects.get(owner=staff)
    assert (copy.name, copy.filters, copy.shared) == ("Globex queue (copy)", {"company": "Globex Plc"}, False)


def _seed_search_cases():
    CaseFactory(widget="Kind", client_name="Kim Kind", bhruk_id="KIND4321", email="kim@kind.example")
    CaseFactory(widget="Acme Ltd", client_name="Jane Smith", bhruk_id="5555", email="jane.smith@example.com")
    for n in range(4):
        CaseFactory(widget="Acme Ltd", client_name=f"Other {n}", bhruk_id=str(6000 + n))


def test_the_search_box_is_focused_by_slash_and_sends_search_to_the_list_stats_and_url(page, phone_page):
    _seed_search_cases()
    staff = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")
    login_as(page, staff)
    page.goto("/dashboard")
    expect(page.get_by_text("Showing 1 to 6 of 6")).to_be_visible()
    page.get_by_role("heading", name="Staff Dashboard").click()
    page.keyboard.press("/")
    box = page.get_by_role("searchbox", name="Search cases")
    expect(box).to_be_focused()
    with (
        page.expect_request(lambda r: "/api/cases/paginated" in r.url and "search=KIND4321" in r.url),
        page.expect_request(lambda r: "/api/stats" in r.url and "search=KIND4321" in r.url),
    ):
        page.keyboard.type("KIND4321")
    expect(page).to_have_url(re.compile(r"[?&]search=KIND4321"))
    # The Client Name and KAM ID filters stay beside it (guide: api#endpoints).
    expect(page.get_by_role("searchbox", name="Client Name")).to_be_visible()
    expect(page.get_by_role("searchbox", name="KAM ID")).to_be_visible()
    _show_cases_section(page)
    screenshot(page, "search-dashboard-desktop")

    login_as(phone_page, staff)
    phone_page.goto("/dashboard?search=jane")
    expect(phone_page.get_by_role("searchbox", name="Search cases")).to_have_value("jane")
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    _show_cases_section(phone_page)
    screenshot(phone_page, "search-dashboard-phone")


def test_the_search_box_finds_a_case_by_bhruk_id_with_or_without_kind_and_by_e_mail(page):
    _seed_search_cases()
    staff = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")
    login_as(page, staff)
    page.goto("/dashboard")
    box = page.get_by_role("searchbox", name="Search cases")
    showing = page.get_by_text(re.compile(r"^Showing \d+ to \d+ of \d+$"))
    expect(showing).to_have_text("Showing 1 to 6 of 6")
    for text, client in [("KIND4321", "Kim Kind"), ("4321", "Kim Kind"), ("jane.smith@example.com", "Jane Smith")]:
        box.fill(text)
        expect(showing).to_have_text("Showing 1 to 1 of 1")
        expect(case_item(page, client)).to_be_visible()


def test_the_client_portal_searches_its_own_cases(page, phone_page):
    CaseFactory(widget="Acme Ltd", client_name="Jane Smith", bhruk_id="7001", email="jane@acme.example")
    CaseFactory(widget="Acme Ltd", client_name="Bob Brown", bhruk_id="7002", email="bob@acme.example")
    CaseFactory(widget="Globex Plc", client_name="Jane Elsewhere", bhruk_id="7003")
    client = UserFactory(
        role=Role.CLIENT, email="cleo@acme.example", first_name="Cleo", last_name="Client", company="Acme Ltd"
    )
    login_as(page, client)
    expect(page.get_by_role("heading", name="Your Cases (2)")).to_be_visible()
    box = page.get_by_role("searchbox", name="Search cases")
    box.fill("jane")
    expect(page.get_by_role("heading", name="Your Cases (1)")).to_be_visible()
    # The cards count what the list shows: /api/stats gets the same search (scoped to Acme Ltd by the server).
    expect(page.get_by_test_id("stat-all")).to_contain_text("Filtered Cases")
    expect(page.get_by_test_id("stat-all")).to_contain_text("1")
    expect(page.get_by_label("Your cases").filter(visible=True).first).to_contain_text("Jane Smith")
    expect(page.get_by_label("Your cases").filter(visible=True).first).not_to_contain_text("Jane Elsewhere")
    box.fill("7002")
    expect(page.get_by_role("heading", name="Your Cases (1)")).to_be_visible()
    expect(page.get_by_label("Your cases").filter(visible=True).first).to_contain_text("Bob Brown")
    screenshot(page, "search-portal-desktop")

    login_as(phone_page, client)
    phone_page.get_by_role("searchbox", name="Search cases").fill("bob@acme")
    expect(phone_page.get_by_role("heading", name="Your Cases (1)")).to_be_visible()
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(phone_page, "search-portal-phone")


def test_the_duplicates_page_pages_on_the_server_and_counts_every_group(page, phone_page):
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    now = timezone.now()
    for n in range(30):  # 30 KAM ID groups of two cases each, the newest first
        for _ in range(2):
            CaseFactory(kam_id=f"9{n:05d}", created_at=now - timedelta(hours=n))
    login_as(page, admin)
    with page.expect_response(lambda r: "/api/duplicates?" in r.url) as first:
        page.goto("/duplicates")
    assert parse_qs(urlsplit(first.value.url).query)["page"] == ["1"]
    table = page.get_by_role("table", name="Duplicate groups")
    expect(table.get_by_role("row")).to_have_count(1 + 25)
    expect(page.get_by_test_id("summary-total")).to_contain_text("30")
    expect(page.get_by_text("Showing 1 to 25 of 30 groups")).to_be_visible()
    first_page = set(table.get_by_role("row").all_inner_texts()[1:])
    screenshot(page, "duplicates-paged-desktop")

    page.get_by_role("button", name="Next").click()
    expect(page.get_by_text("Showing 26 to 30 of 30 groups")).to_be_visible()
    expect(table.get_by_role("row")).to_have_count(1 + 5)
    second_page = set(table.get_by_role("row").all_inner_texts()[1:])
    assert not first_page & second_page
    expect(page.get_by_test_id("summary-total")).to_contain_text("30")  # the cards count every group

    page.get_by_role("combobox", name="Sort by").click()
    page.get_by_role("option", name="Identifier A to Z").click()
    expect(page.get_by_text("Showing 1 to 25 of 30 groups")).to_be_visible()
    expect(table.get_by_role("row").nth(1)).to_contain_text("900000")

    login_as(phone_page, admin)
    phone_page.goto("/duplicates")
    expect(phone_page.get_by_text("Showing 1 to 25 of 30 groups")).to_be_visible()
    screenshot(phone_page, "duplicates-paged-phone")
