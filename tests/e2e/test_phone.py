"""A phone is a real place to work: at 390x844 no page scrolls sideways, the dashboard's cases are
cards a staff user can open and edit, and the top bar is one row whose menu opens and navigates."""

import re
from decimal import Decimal

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import Case
from cases.rules import Status
from cases.tests.factories import CaseFactory, KamFactory
from tests.e2e.conftest import CONTEXT, PHONE, case_item, login_as, screenshot

WIDE = {"width": 1440, "height": 900}

LOGGED_OUT_ROUTES = ["/login", "/setup", "/reset-password", "/landing", "/nowhere"]
STAFF_ROUTES = ["/dashboard", "/duplicates", "/users", "/permissions", "/audit", "/reports", "/imports"]
ROUTES_BY_ROLE = {
    Role.ADMIN: [*STAFF_ROUTES, "/admin"],
    Role.MANAGER: STAFF_ROUTES,
    Role.STAFF: STAFF_ROUTES,
    Role.CLIENT: ["/client"],
}


@pytest.fixture(autouse=True)
def _role_grants(transactional_db):
    """Each live-server test starts from a flushed database: put the role groups and their default grants back."""
    roles_seed_permissions(grants=DEFAULT_GRANTS)


def _users() -> dict[str, object]:
    return {
        Role.ADMIN: UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin"),
        Role.MANAGER: UserFactory(role=Role.MANAGER, email="max@example.com", first_name="Max", last_name="Manager"),
        Role.STAFF: UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff"),
        Role.CLIENT: UserFactory(
            role=Role.CLIENT,
            email="cleo@example.com",
            first_name="Cleo",
            last_name="Client",
            company="Northwind Holdings International Ltd",
        ),
    }


def _seed_cases() -> None:
    """Long words and every marker a card shows: duplicates, Not Known, on hold, MI, locked, cancelled."""
    for _ in range(3):
        KamFactory()
    long_company = "Northwind Holdings International Ltd"
    CaseFactory(
        widget=long_company,
        client_name="Bartholomew Fitzwilliam-Montgomery",
        bhruk_id="5001",
        kam_id="",
        instructed=True,
        current_status=Status.ON_HOLD,
        on_hold_reason="more_account",
        external_user_id="https://ob.example.com/users/a-very-long-identifier-that-does-not-break-0001",
    )
    CaseFactory(widget=long_company, client_name="Same Name", bhruk_id="5002", kam_id="88")
    CaseFactory(widget=long_company, client_name="Same Name", bhruk_id="5003", kam_id="88")
    CaseFactory(widget="Acme Ltd", client_name="Sent Ltd", bhruk_id="5004", locked=True)
    CaseFactory(
        widget="Acme Ltd",
        client_name="Deficit Ltd",
        bhruk_id="5005",
        instructed=True,
        current_status=Status.SENT,
        mi_type="deficit",
        mi_amount=Decimal("-125.50"),
    )
    CaseFactory(widget="Acme Ltd", client_name="Gone Ltd", bhruk_id="5006", is_cancelled=True)


def _no_sideways_scroll(page) -> tuple[int, int]:
    return page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")


def _settle(page) -> None:
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(300)


def _phone(browser, base_url):
    return browser.new_context(base_url=base_url, viewport=PHONE, is_mobile=True, has_touch=True, **CONTEXT)


def test_no_route_scrolls_sideways_at_phone_width_for_any_role(browser, base_url):
    users = _users()
    _seed_cases()
    wide: list[str] = []

    context = _phone(browser, base_url)
    page = context.new_page()
    for route in LOGGED_OUT_ROUTES:
        page.goto(route)
        _settle(page)
        width, inner = _no_sideways_scroll(page)
        if width > inner:
            wide.append(f"logged out {route}: {width} > {inner}")
    context.close()

    for role, routes in ROUTES_BY_ROLE.items():
        context = _phone(browser, base_url)
        page = context.new_page()
        login_as(page, users[role])
        for route in routes:
            page.goto(route)
            expect(page.get_by_role("heading", level=1)).to_be_visible()
            _settle(page)
            width, inner = _no_sideways_scroll(page)
            if width > inner:
                wide.append(f"{role} {route}: {width} > {inner}")
            screenshot(page, f"phone-{role}{route.replace('/', '-')}")
        context.close()
    assert wide == []


def test_staff_opens_and_edits_a_case_from_its_card(phone_page):
    for _ in range(3):
        KamFactory()
    staff = UserFactory(role=Role.STAFF, first_name="Sam", last_name="Staff", email="sam@example.com")
    case = CaseFactory(bhruk_id="4101", client_name="Holding Ltd", kam_id="77", widget="Acme Ltd")
    login_as(phone_page, staff)

    expect(phone_page.get_by_role("table", name="Cases")).to_have_count(0)
    card = case_item(phone_page, "Holding Ltd")
    expect(card).to_have_count(1)
    for text in ("Acme Ltd", "Holding Ltd", "4101", "77", "Need Instructions (new)", "Open"):
        expect(card).to_contain_text(text)
    # Staff have no bulk action, so no checkboxes lead to an empty bulk bar.
    expect(phone_page.get_by_role("checkbox", name=re.compile("^Select"))).to_have_count(0)
    assert _no_sideways_scroll(phone_page)[0] <= 390

    card.get_by_role("button", name="View details 4101", exact=True).click()
    details = phone_page.get_by_role("dialog", name="Case Details")
    expect(details).to_contain_text("Holding Ltd")
    phone_page.keyboard.press("Escape")
    expect(details).to_be_hidden()

    card.get_by_role("button", name="Edit case 4101", exact=True).click()
    dialog = phone_page.get_by_role("dialog", name="Edit Case")
    expect(dialog).to_be_visible()
    dialog.get_by_label("Client Name", exact=True).fill("Holding Group Ltd")
    screenshot(phone_page, "phone-staff-edit-from-card")
    dialog.get_by_role("button", name="Save Changes").click()
    expect(dialog).to_be_hidden()
    expect(case_item(phone_page, "4101")).to_contain_text("Holding Group Ltd")
    case.refresh_from_db()
    assert case.client_name == "Holding Group Ltd"
    screenshot(phone_page, "phone-staff-card-after-edit")


def test_admin_selects_cards_for_the_bulk_bar_and_sorts_them(phone_page):
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    for n in range(3):
        CaseFactory(bhruk_id=str(6001 + n), client_name=f"Bulk {n}")
    login_as(phone_page, admin)

    cards = phone_page.locator("ul[aria-label='Cases'] > li")
    expect(cards).to_have_count(3)
    expect(cards.first).to_contain_text("6003")  # BHR UK ID descending, as the table
    phone_page.get_by_role("button", name="Sort by BHR UK ID, descending").click()
    expect(cards.first).to_contain_text("6001")

    case_item(phone_page, "Bulk 1").get_by_role("checkbox", name="Select case 6002").check()
    bar = phone_page.get_by_role("region", name="Bulk actions")
    expect(bar).to_contain_text("1 selected")
    phone_page.get_by_label("Select all cases on this page").check()
    expect(bar).to_contain_text("3 selected")
    assert _no_sideways_scroll(phone_page)[0] <= 390
    phone_page.wait_for_timeout(300)
    screenshot(phone_page, "phone-dashboard-bulk")
    phone_page.get_by_label("Select all cases on this page").uncheck()
    expect(bar).to_have_count(0)
    assert Case.objects.count() == 3


def test_top_bar_is_one_row_whose_menu_opens_and_navigates(phone_page):
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    CaseFactory(bhruk_id="7001", client_name="Menu Ltd")
    login_as(phone_page, admin)

    header = phone_page.locator("header").first
    expect(phone_page.get_by_role("button", name="Upload CSV")).to_be_hidden()
    box = header.bounding_box()
    assert box is not None and box["height"] < 80
    phone_page.wait_for_timeout(300)
    screenshot(phone_page, "phone-dashboard")

    phone_page.get_by_role("button", name="Open menu").click()
    menu = phone_page.get_by_role("dialog", name="Menu")
    for name in ("Upload CSV", "Add Case", "Send Daily Emails", "Logout"):
        expect(menu.get_by_role("button", name=name, exact=True)).to_be_visible()
    for name in ("Imports", "Duplicates", "Users", "Audit Log", "Reports", "Permissions"):
        expect(menu.get_by_role("link", name=name, exact=True)).to_be_visible()
    expect(menu).to_contain_text("Ada Admin")
    phone_page.wait_for_timeout(300)
    screenshot(phone_page, "phone-dashboard-menu")

    menu.get_by_role("link", name="Reports", exact=True).click()
    phone_page.wait_for_url("**/reports")
    expect(phone_page.get_by_role("heading", name="Reports", level=1)).to_be_visible()
    expect(menu).to_be_hidden()
    phone_page.get_by_role("button", name="Open menu").click()
    phone_page.get_by_role("dialog", name="Menu").get_by_role("link", name="Dashboard").click()
    phone_page.wait_for_url("**/dashboard")
    expect(case_item(phone_page, "Menu Ltd")).to_be_visible()

    # A menu button that opens a dialog closes the menu first.
    phone_page.get_by_role("button", name="Open menu").click()
    phone_page.get_by_role("dialog", name="Menu").get_by_role("button", name="Add Case", exact=True).click()
    expect(phone_page.get_by_role("dialog", name="Add Case Manually")).to_be_visible()
    expect(phone_page.get_by_role("dialog", name="Menu")).to_be_hidden()


def test_staff_menu_offers_only_pages_that_open_for_them(phone_page):
    staff = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")
    login_as(phone_page, staff)
    phone_page.get_by_role("button", name="Open menu").click()
    menu = phone_page.get_by_role("dialog", name="Menu")
    expect(menu.get_by_role("link", name="Permissions", exact=True)).to_be_visible()
    for name in ("Imports", "Duplicates", "Users", "Audit Log", "Reports"):
        expect(menu.get_by_role("link", name=name, exact=True)).to_have_count(0)
    for name in ("Upload CSV", "Add Case", "Send Daily Emails"):
        expect(menu.get_by_role("button", name=name, exact=True)).to_have_count(0)
    menu.get_by_role("button", name="Logout").click()
    phone_page.wait_for_url("**/login")


def test_wide_screens_keep_the_top_bar_and_reports_and_audit_lead_back(browser, base_url):
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    client = UserFactory(
        role=Role.CLIENT, email="cleo@example.com", first_name="Cleo", last_name="Client", company="Acme Ltd"
    )
    _seed_cases()
    context = browser.new_context(base_url=base_url, viewport=WIDE, **CONTEXT)
    page = context.new_page()
    login_as(page, admin)
    expect(page.get_by_role("button", name="Open menu")).to_be_hidden()
    for name in ("Upload CSV", "Add Case", "Send Daily Emails", "Logout"):
        expect(page.get_by_role("button", name=name, exact=True)).to_be_visible()
    expect(page.get_by_role("table", name="Cases")).to_be_visible()

    # An icon-only row action shows its label on hover and on keyboard focus.
    edit = case_item(page, "5002").get_by_role("button", name="Edit case 5002", exact=True)
    edit.hover()
    expect(page.get_by_role("tooltip")).to_have_text("Edit case")
    page.mouse.move(0, 0)
    expect(page.get_by_role("tooltip")).to_be_hidden()
    edit.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    expect(page.get_by_role("tooltip")).to_have_text("Edit case")
    page.keyboard.press("Escape")
    expect(page.get_by_role("tooltip")).to_be_hidden()
    _settle(page)
    screenshot(page, "wide-dashboard")

    for route, title in (("/reports", "Reports"), ("/audit", "Audit Log")):
        page.goto(route)
        expect(page.get_by_role("heading", name=title, level=1)).to_be_visible()
        _settle(page)
        screenshot(page, f"wide{route.replace('/', '-')}")
        page.get_by_role("link", name="Dashboard").click()
        page.wait_for_url("**/dashboard")
    context.close()

    context = browser.new_context(base_url=base_url, viewport=WIDE, **CONTEXT)
    page = context.new_page()
    login_as(page, client)
    expect(page.get_by_role("table", name="Your cases")).to_be_visible()
    _settle(page)
    screenshot(page, "wide-client")
    context.close()


def test_client_portal_shows_cards_on_a_phone(phone_page):
    client = UserFactory(
        role=Role.CLIENT, email="cleo@example.com", first_name="Cleo", last_name="Client", company="Acme Ltd"
    )
    CaseFactory(widget="Acme Ltd", client_name="Acme Recent", bhruk_id="9001", current_status=Status.IN_PRODUCTION)
    CaseFactory(widget="Beta Corp", client_name="Beta Secret")
    login_as(phone_page, client)
    phone_page.wait_for_url("**/client")
    cards = phone_page.get_by_role("list", name="Your cases").get_by_role("listitem")
    expect(cards).to_have_count(1)
    expect(cards.first).to_contain_text("Acme Recent")
    expect(cards.first).to_contain_text("In Production")
    expect(cards.first).to_contain_text("9001")
    assert _no_sideways_scroll(phone_page)[0] <= 390
    phone_page.get_by_role("heading", name="Your Cases (1)").scroll_into_view_if_needed()
    phone_page.wait_for_timeout(300)
    screenshot(phone_page, "phone-client-cards")
