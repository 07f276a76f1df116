"""Day-of-use fixes in a real browser: the Users, Duplicates and Permissions pages as cards at 390 px (no sideways
scroller), one app-wide navigation on every signed-in page, no link an enrolment session cannot use, and only
the actions a role may take."""

import pytest
from playwright.sync_api import expect

from accounts.models import MfaPolicy
from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.tests.factories import CaseFactory
from tests.e2e.axe import BLOCKING, scan
from tests.e2e.conftest import CONTEXT, PHONE, login_as, screenshot

WIDE = {"width": 1440, "height": 900}
ADMIN_LINKS = [
    "Dashboard",
    "Duplicates",
    "Imports",
    "Audit Log",
    "Reports",
    "Workload",
    "Users",
    "Permissions",
    "Privacy",
    "Settings",
    "Security",
]
# Each page with its heading and the list of cards it shows on a phone.
CARD_PAGES = [
    ("/users", "User Management", "Users"),
    ("/duplicates", "Duplicate Management", "Duplicate groups"),
    ("/permissions", "Role Permissions", "User roles"),
]


@pytest.fixture(autouse=True)
def _role_grants(transactional_db):
    roles_seed_permissions(grants=DEFAULT_GRANTS)


def _people():
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    UserFactory(role=Role.MANAGER, email="max@example.com", first_name="Max", last_name="Manager")
    UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")
    UserFactory(role=Role.CLIENT, email="cleo@example.com", first_name="Cleo", last_name="Client", company="Acme Ltd")
    CaseFactory(widget="Acme Ltd", client_name="Same Name", bhruk_id="6001", kam_id="77")
    CaseFactory(widget="Acme Ltd", client_name="Same Name", bhruk_id="6002", kam_id="77")
    return admin


def _context(browser, base_url, viewport):
    phone = viewport == PHONE
    return browser.new_context(
        base_url=base_url,
        viewport=viewport,
        is_mobile=phone,
        has_touch=phone,
        **CONTEXT,
    )


def _blocking(page, where):
    return [finding for finding in scan(page, where) if finding.impact in BLOCKING]


def test_users_duplicates_and_permissions_are_cards_with_every_action_in_sight_at_390px(browser, base_url):
    admin = _people()
    context = _context(browser, base_url, PHONE)
    page = context.new_page()
    login_as(page, admin)
    findings = []
    for route, title, cards in CARD_PAGES:
        page.goto(route)
        expect(page.get_by_role("heading", name=title, level=1)).to_be_visible()
        card_list = page.get_by_role("list", name=cards)
        expect(card_list.get_by_role("listitem").first).to_be_visible()
        expect(page.locator("main table")).to_have_count(0)
        page.wait_for_load_state("networkidle")
        assert page.evaluate("document.scrollingElement.scrollWidth") <= 390, route
        # Every control of every card lies inside the screen: nothing hides in a sideways scroller.
        rights = card_list.locator("button, input, a").evaluate_all(
            "els => els.map((el) => el.getBoundingClientRect().right)"
        )
        assert rights and max(rights) <= 390, (route, max(rights or [0]))
        screenshot(page, f"cards-phone{route.replace('/', '-')}")
        findings += _blocking(page, f"{route} at 390 px")
    users = page.get_by_role("list", name="Users")
    page.goto("/users")
    expect(users.get_by_role("button", name="Delete Sam Staff")).to_be_visible()
    context.close()
    assert not findings, "\n".join(map(str, findings))


def test_every_signed_in_page_has_the_same_navigation_and_the_current_page_is_marked(browser, base_url):
    admin = _people()
    context = _context(browser, base_url, WIDE)
    page = context.new_page()
    login_as(page, admin)
    findings = []
    for route, title in (
        ("/dashboard", "Staff Dashboard"),
        ("/users", "User Management"),
        ("/duplicates", "Duplicate Management"),
        ("/permissions", "Role Permissions"),
        ("/audit", "Audit Log"),
        ("/security", "Security"),
        ("/workload", "Workload"),
        ("/settings", "Settings"),
    ):
        page.goto(route)
        expect(page.get_by_role("heading", name=title, level=1)).to_be_visible()
        nav = page.get_by_role("navigation", name="Main")
        expect(nav.get_by_role("link")).to_have_text(ADMIN_LINKS)
        expect(nav.locator("[aria-current='page']")).to_have_attribute("href", route)
        page.wait_for_load_state("networkidle")
        screenshot(page, f"nav-wide{route.replace('/', '-')}")
        findings += _blocking(page, f"{route} at 1440 px")

    # From a sub-page straight to another, no detour through the dashboard.
    page.get_by_role("navigation", name="Main").get_by_role("link", name="Imports").click()
    page.wait_for_url("**/imports")
    expect(page.get_by_role("heading", name="Imports", level=1)).to_be_visible()
    context.close()
    assert not findings, "\n".join(map(str, findings))


def test_a_manager_is_offered_no_delete_on_users(page):
    _people()
    manager = UserFactory(role=Role.MANAGER, email="mia@example.com", first_name="Mia", last_name="Manager")
    login_as(page, manager)
    page.goto("/users")
    expect(page.get_by_role("button", name="Edit Sam Staff")).to_be_visible()
    expect(page.get_by_role("button", name="Delete Sam Staff")).to_have_count(0)
    nav = page.get_by_role("navigation", name="Main")
    expect(nav.get_by_role("link")).to_have_text(
        ["Dashboard", "Imports", "Reports", "Workload", "Users", "Permissions", "Security"]
    )


def test_an_enrolment_session_sees_no_link_it_cannot_use(browser, base_url):
    MfaPolicy.objects.create(role=Role.STAFF, required=True)
    staff = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")
    for viewport, name in ((WIDE, "wide"), (PHONE, "phone")):
        context = _context(browser, base_url, viewport)
        page = context.new_page()
        login_as(page, staff)
        page.wait_for_url("**/security")
        expect(page.get_by_role("heading", name="Security", level=1)).to_be_visible()
        if viewport == PHONE:
            page.get_by_role("button", name="Open menu").click()
            page.wait_for_timeout(400)  # the drawer's slide-in
        nav = page.get_by_role("navigation", name="Main")
        expect(nav.get_by_role("link")).to_have_text(["Security"])
        expect(page.get_by_role("link", name="Dashboard")).to_have_count(0)
        screenshot(page, f"nav-enrolment-{name}")
        context.close()
