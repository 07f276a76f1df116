"""WCAG 2.2 AA measured with axe-core on every route and every dialog, for each role, at 1440x900 and
390x844. Zero critical and zero serious violations; a moderate or minor one may remain only when ALLOWED below says
why. Also the keyboard rules (focus returns to the opener, Skip to cases, shortcuts) and the one-toast rule.

To cover a new screen or dialog, add a row to SCREENS (and its dialogs): `roles` says who reaches it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from django.utils import timezone

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, Page, expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.import_batches.services import import_batch_record
from cases.models import AuditEvent, SavedView
from cases.tests.factories import CaseFactory
from tests.e2e.axe import BLOCKING, Finding, scan
from tests.e2e.conftest import CONTEXT, login_as, screenshot

DESKTOP = {"width": 1440, "height": 900}
PHONE = {"width": 390, "height": 844}

# Rule id -> why a moderate/minor finding of it may remain. Critical and serious ones are never allowed.
ALLOWED: dict[str, str] = {}

ADMIN, MANAGER, STAFF, CLIENT, ANON = "admin", "manager", "staff", "client", "anonymous"
STAFF_ROLES = {ADMIN, MANAGER, STAFF}
EVERYONE = {ADMIN, MANAGER, STAFF, CLIENT, ANON}
SCREENSHOT_ROLES = {ADMIN, CLIENT, ANON}  # var/screenshots/a11y-<role>-<screen>-<width>.png, to look at
CASE_ID = 4242  # the case whose pages are scanned


@dataclass
class Dialog:
    name: str
    roles: set[str]
    open: Callable[[Page], Locator]
    """Opens the dialog and returns it; the scan runs once it is visible, then Escape closes it."""


@dataclass
class Screen:
    name: str
    path: str
    roles: set[str]
    ready: Callable[[Page], None]
    dialogs: list[Dialog] = field(default_factory=list)
    after: Callable[[Page], None] | None = None


def heading(text: str | None = None) -> Callable[[Page], None]:
    """Ready when the page's h1 (named `text`, if given) shows."""

    def wait(page: Page) -> None:
        expect(page.get_by_role("heading", name=text, level=1)).to_be_visible()

    return wait


def click(role: Any, name: str | re.Pattern[str]) -> Callable[[Page], None]:  # role: an ARIA role name
    def do(page: Page) -> None:
        # At 390 px a screen may hold both a (hidden) table and a card list: click the visible control.
        exact = True if isinstance(name, str) else None
        target = page.get_by_role(role, name=name, exact=exact).filter(visible=True)
        burger = page.locator("header button[aria-label='Open menu']").filter(visible=True)
        # On a phone the top bar's buttons (Upload CSV, Add Case...) live in the menu: open it when the control is
        # not on the page itself (the screen is ready, so what the page holds has rendered).
        expect(target.or_(burger).first).to_be_visible()
        if not target.first.is_visible() and burger.count():
            burger.click()
            page.get_by_role("dialog", name="Menu").wait_for()
        target.first.click()

    return do


def press(key: str) -> Callable[[Page], None]:
    def do(page: Page) -> None:
        page.keyboard.press(key)

    return do


def dialog(name: str | re.Pattern[str], opener: Callable[[Page], None]) -> Callable[[Page], Locator]:
    def open_(page: Page) -> Locator:
        opener(page)
        found = page.get_by_role("dialog", name=name)
        expect(found).to_be_visible()
        return found

    return open_


def row_dialog(name: str, action: str) -> Callable[[Page], Locator]:
    """A dialog opened by a case row's icon button, e.g. row_dialog("Edit Case", "Edit case")."""
    return dialog(name, click("button", re.compile(rf"^{action}\b")))


def click_action(name: str) -> Callable[[Page], None]:
    """A case page header action: a button on a desk, an item of the Actions menu on a phone."""

    def do(page: Page) -> None:
        menu = page.get_by_role("button", name="Actions", exact=True)
        if menu.is_visible():
            menu.click()
            page.get_by_role("menuitem", name=name).click()
        else:
            page.get_by_role("button", name=name, exact=True).click()

    return do


def dashboard_ready(page: Page) -> None:
    """The cases have loaded: a row's View details button shows (in the table, or in a phone's card list)."""
    expect(page.get_by_role("heading", name="Staff Dashboard", level=1)).to_be_visible()
    expect(page.get_by_role("button", name=re.compile(r"^View details")).filter(visible=True).first).to_be_visible()


def open_merge(page: Page) -> Locator:
    page.get_by_role("button", name=re.compile(r"^Review KAM ID")).first.click()
    expect(page.get_by_role("heading", name="Step 1: Select Master Case")).to_be_visible()
    page.get_by_role("radio").first.click()
    page.get_by_role("button", name="Merge Cases").click()
    found = page.get_by_role("dialog", name="Confirm Merge")
    expect(found).to_be_visible()
    return found


SCREENS: list[Screen] = [
    Screen("landing", "/landing", EVERYONE, heading()),
    Screen("login", "/login", {ANON}, heading("Sign In")),
    Screen("setup", "/setup", {ANON}, heading()),
    Screen("reset password", "/reset-password", {ANON}, heading()),
    Screen("404", "/no-such-page", EVERYONE, heading()),
    Screen(
        "dashboard",
        "/dashboard",
        STAFF_ROLES,
        dashboard_ready,
        dialogs=[
            Dialog("Add Case", {ADMIN, MANAGER}, dialog("Add Case Manually", click("button", "Add Case"))),
            Dialog("Upload CSV", {ADMIN, MANAGER}, dialog("Upload CSV Cases", click("button", "Upload CSV"))),
            Dialog("Case Details", STAFF_ROLES, row_dialog("Case Details", "View details")),
            Dialog("Edit Case", {ADMIN, MANAGER}, row_dialog("Edit Case", "Edit case")),
            Dialog("Delete confirm", {ADMIN}, row_dialog("Delete Case", "Delete case")),
            Dialog("Cancel confirm", {ADMIN, MANAGER}, row_dialog("Cancel Case", "Cancel case")),
            Dialog(
                "Unlock", {ADMIN, MANAGER}, dialog(re.compile("Unlock"), click("button", re.compile("^Unlock case")))
            ),
            Dialog("Shortcuts help", STAFF_ROLES, dialog("Keyboard shortcuts", press("?"))),
            # guide: screens#saved-views: the saved views' dialogs (each staff user owns "Everything", the unfiltered
            # view, so it is the view showing and can be copied, renamed and deleted).
            Dialog("Save view", STAFF_ROLES, dialog("Save view", click("button", "Save view"))),
            Dialog("Save as copy", STAFF_ROLES, dialog("Save as copy", click("button", "Save as copy"))),
            Dialog("Rename view", STAFF_ROLES, dialog("Rename view", click("button", "Rename"))),
            Dialog("Delete view", STAFF_ROLES, dialog("Delete view", click("button", "Delete view"))),
        ],
    ),
    Screen(
        "duplicates",
        "/duplicates",
        {ADMIN},
        heading("Duplicate Management"),
        dialogs=[Dialog("merge screen + Confirm Merge", {ADMIN}, open_merge)],
    ),
    Screen(
        "users",
        "/users",
        STAFF_ROLES,
        heading(),
        dialogs=[
            Dialog("Add User", {ADMIN, MANAGER}, dialog("Add User", click("button", "Add User"))),
            Dialog("Edit User", {ADMIN, MANAGER}, dialog("Edit User", click("button", "Edit Sam Staff"))),
            Dialog("Delete User", {ADMIN}, dialog("Delete User", click("button", "Delete Sam Staff"))),
        ],
    ),
    Screen("permissions", "/permissions", STAFF_ROLES, heading("Role Permissions")),
    Screen(
        "imports",
        "/imports",
        STAFF_ROLES,
        heading("Imports"),
        dialogs=[
            Dialog(
                "Undo import",
                {ADMIN},  # undo needs upload_csv and delete_cases
                dialog("Undo import", click("button", "Undo seed.csv")),
            )
        ],
    ),
    Screen(
        "audit",
        "/audit",
        STAFF_ROLES,
        heading("Audit Log"),
        dialogs=[
            Dialog("Case from the log", {ADMIN}, dialog("Case Details", click("button", re.compile("^Open case"))))
        ],
    ),
    Screen("reports", "/reports", STAFF_ROLES, heading("Reports")),
    Screen(
        "integrations",
        "/settings/integrations",
        STAFF_ROLES,  # managers and staff see Access denied
        heading("Integrations"),
        dialogs=[
            Dialog("New token", {ADMIN}, dialog("New API token", click("button", "New token"))),
            Dialog("Add webhook", {ADMIN}, dialog("Add webhook", click("button", "Add webhook"))),
        ],
    ),
    Screen(
        "case page",
        f"/cases/{CASE_ID}",
        STAFF_ROLES,
        lambda p: expect(p.get_by_role("heading", name="Timeline")).to_be_visible(),
        dialogs=[
            Dialog("Shortcuts help", STAFF_ROLES, dialog("Keyboard shortcuts", press("?"))),
            Dialog("Delete confirm", {ADMIN}, dialog("Delete Case", click_action("Delete"))),
            Dialog("Cancel confirm", {ADMIN, MANAGER}, dialog("Cancel Case", click_action("Cancel case"))),
            Dialog("Legal hold", {ADMIN}, dialog("Put on legal hold", click("switch", re.compile("^Legal hold")))),
        ],
    ),
    Screen(
        "client case page",
        f"/client/cases/{CASE_ID}",
        {CLIENT},
        lambda p: expect(p.get_by_role("heading", name="Progress", level=2)).to_be_visible(),
    ),
    Screen(
        "client portal",
        "/client",
        {CLIENT},
        # A table on a desk, a list of cards on a phone: either is named "Your cases".
        lambda p: expect(p.get_by_label("Your cases").filter(visible=True).first).to_be_visible(),
    ),
]


def _seed():  # untyped: factory_boy's factories do not tell mypy what they build
    roles_seed_permissions(grants=DEFAULT_GRANTS)
    users = {
        ADMIN: UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin"),
        MANAGER: UserFactory(role=Role.MANAGER, email="max@example.com", first_name="Max", last_name="Manager"),
        STAFF: UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff"),
        CLIENT: UserFactory(
            role=Role.CLIENT, email="cleo@acme.example", first_name="Cleo", last_name="Client", company="Acme Ltd"
        ),
    }
    for role in STAFF_ROLES:
        SavedView.objects.create(owner=users[role], name="Everything", filters={})
    now = timezone.now()
    # A known id, for the case pages' addresses below.
    CaseFactory(
        pk=CASE_ID, widget="Acme Ltd", client_name="Open One", kam_id="777777", created_at=now - timedelta(days=3)
    )
    CaseFactory(widget="Acme Ltd", client_name="Open Two", kam_id="777777", created_at=now - timedelta(days=2))
    CaseFactory(widget="Acme Ltd", client_name="Locked Sent", locked=True, created_at=now - timedelta(days=40))
    CaseFactory(widget="Globex Plc", client_name="Globex Case", created_at=now - timedelta(days=1))
    for n in range(12):  # enough rows for the client portal's and the duplicates' pagers
        CaseFactory(widget="Acme Ltd", client_name=f"Same Name {n // 2}", created_at=now - timedelta(days=5 + n))
    event = AuditEvent.objects.create(
        action="import", actor=users[ADMIN], actor_email="ada@example.com", changes={"rows": 1}
    )
    case = CaseFactory(widget="Acme Ltd", client_name="Imported", import_event=event)
    import_batch_record(
        event=event,
        file_name="seed.csv",
        rows=1,
        created=1,
        skipped=0,
        case_ids=(case.pk, case.pk),
        cases_updated_at=case.updated_at,
    )
    AuditEvent.objects.create(
        action="update",
        case_id=case.pk,
        actor=users[ADMIN],
        actor_email="ada@example.com",
        changes={"notes": {"old": "", "new": "Called"}},
    )
    return users


def _visit(page: Page, role: str, width: str) -> list[Finding]:
    findings: list[Finding] = []
    for screen in SCREENS:
        if role not in screen.roles:
            continue
        page.goto(screen.path)
        screen.ready(page)
        findings += scan(page, f"{role}@{width} {screen.name}")
        if role in SCREENSHOT_ROLES:
            screenshot(page, f"a11y-{role}-{screen.name.replace(' ', '-')}-{width}")
        for d in screen.dialogs:
            if role not in d.roles:
                continue
            where = f"{role}@{width} {screen.name} > {d.name}"
            try:
                opened = d.open(page)
                findings += scan(page, where)
                page.keyboard.press("Escape")
                expect(opened).to_be_hidden()
            except (AssertionError, PlaywrightError) as error:  # reported with the others, then carry on
                findings.append(Finding(where, "dialog-did-not-open-or-close", "critical", str(error)[:300]))
            if not page.url.endswith(screen.path):
                page.goto(screen.path)
                screen.ready(page)
    return findings


@pytest.mark.parametrize("width", ["desktop", "phone"])
@pytest.mark.parametrize("role", [ANON, ADMIN, MANAGER, STAFF, CLIENT])
def test_no_serious_or_critical_axe_violation_on_any_screen_or_dialog(browser, base_url, role, width):
    users = _seed()
    context = _context(browser, base_url, width)
    page = context.new_page()
    try:
        if role != ANON:
            login_as(page, users[role])
        findings = _visit(page, role, width)
    finally:
        context.close()
    blocking = [f for f in findings if f.impact in BLOCKING or f.id not in ALLOWED]
    assert not blocking, "axe violations:\n" + "\n".join(str(f) for f in blocking)


def _context(browser, base_url, width: str):
    viewport = DESKTOP if width == "desktop" else PHONE
    phone = width == "phone"
    return browser.new_context(
        base_url=base_url,
        viewport=viewport,
        is_mobile=phone,
        has_touch=phone,
        **CONTEXT,
    )


def test_the_loading_screen_is_a_main_region_with_a_heading_and_passes_axe(page):
    # The loading screen shows while a stored token is checked: store one, and never answer the check.
    page.add_init_script("window.localStorage.setItem('auth_token', 'a-token-being-checked')")
    held = []
    page.route("**/api/auth/user", lambda route: held.append(route))  # the session never answers
    page.goto("/dashboard")
    expect(page.get_by_role("main")).to_be_visible()
    expect(page.get_by_role("heading", name="Loading...", level=1)).to_be_visible()
    findings = [f for f in scan(page, "loading screen") if f.impact in BLOCKING or f.id not in ALLOWED]
    assert not findings, "\n".join(str(f) for f in findings)
    for route in held:
        route.abort()
    page.unroute("**/api/auth/user")


def _focus_ring(locator: Locator) -> str:
    return locator.evaluate("(el) => { const s = getComputedStyle(el); return `${s.outlineStyle} ${s.outlineWidth}`; }")


def test_keyboard_skip_link_focus_return_focus_rings_and_shortcuts(browser, base_url):
    users = _seed()
    context = _context(browser, base_url, "desktop")
    page = context.new_page()
    login_as(page, users[ADMIN])
    page.goto("/dashboard")
    dashboard_ready(page)

    # "Skip to cases" is the first focusable element, shows when focused, and moves focus to the case list.
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to cases")
    expect(skip).to_be_focused()
    box = skip.bounding_box()
    assert box and box["y"] >= 0 and box["x"] >= 0, box
    screenshot(page, "a11y-skip-link-desktop")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "cases"
    page.keyboard.press("Tab")  # the next stop is inside the case list, not back in the top bar
    assert page.evaluate("document.getElementById('cases').contains(document.activeElement)")

    # Closing a dialog gives focus back to the control that opened it: a row's icon button, a top-bar button.
    for opener, name in [
        (page.get_by_role("button", name=re.compile(r"^Edit case")).first, "Edit Case"),
        (page.get_by_role("button", name=re.compile(r"^View details")).first, "Case Details"),
        (page.get_by_role("button", name="Add Case", exact=True), "Add Case Manually"),
    ]:
        opener.focus()
        page.keyboard.press("Enter")
        opened = page.get_by_role("dialog", name=name)
        expect(opened).to_be_visible()
        page.keyboard.press("Escape")
        expect(opened).to_be_hidden()
        expect(opener).to_be_focused()
    # ... also when it is closed with its labelled close button.
    opener = page.get_by_role("button", name=re.compile(r"^View details")).nth(1)
    opener.click()
    page.get_by_role("dialog", name="Case Details").get_by_role("button", name="Close dialog").click()
    expect(page.get_by_role("dialog", name="Case Details")).to_be_hidden()
    expect(opener).to_be_focused()

    # `/` focuses the search; keys typed there are text, not shortcuts.
    page.get_by_role("heading", name="Staff Dashboard").click()  # focus back on the page
    page.keyboard.press("/")
    search = page.get_by_role("searchbox", name="Search cases")  # guide: screens#search-box: the one search box
    expect(search).to_be_focused()
    assert _focus_ring(search).startswith("solid"), _focus_ring(search)
    page.keyboard.type("n?")
    expect(search).to_have_value("n?")
    expect(page.get_by_role("dialog")).to_have_count(0)
    search.fill("")

    # `n` opens Add Case; `?` lists the shortcuts.
    page.get_by_role("heading", name="Staff Dashboard").click()
    page.keyboard.press("n")
    add = page.get_by_role("dialog", name="Add Case Manually")
    expect(add).to_be_visible()
    focused_field = add.get_by_role("textbox").first
    focused_field.focus()
    assert _focus_ring(focused_field).startswith("solid"), _focus_ring(focused_field)
    page.keyboard.press("Escape")
    expect(add).to_be_hidden()
    page.keyboard.press("?")
    help_dialog = page.get_by_role("dialog", name="Keyboard shortcuts")
    expect(help_dialog).to_be_visible()
    expect(help_dialog.get_by_role("row")).to_have_text(
        [re.compile("Key"), "/Focus the search", "nAdd a case", "?Show keyboard shortcuts"]
    )
    screenshot(page, "a11y-shortcuts-desktop")
    page.keyboard.press("n")  # no shortcut fires inside a dialog
    expect(page.get_by_role("dialog")).to_have_count(1)
    page.keyboard.press("Escape")
    context.close()

    # Staff may not add cases: `n` does nothing and the help does not offer it.
    context = _context(browser, base_url, "phone")
    page = context.new_page()
    login_as(page, users[STAFF])
    page.goto("/dashboard")
    dashboard_ready(page)
    page.keyboard.press("n")
    expect(page.get_by_role("dialog")).to_have_count(0)
    page.keyboard.press("?")
    help_dialog = page.get_by_role("dialog", name="Keyboard shortcuts")
    expect(help_dialog.get_by_role("row")).to_have_count(3)
    expect(help_dialog).not_to_contain_text("Add a case")
    screenshot(page, "a11y-shortcuts-phone")
    context.close()


def _overlap(a: dict | None, b: dict | None) -> bool:
    assert a and b
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


@pytest.mark.parametrize("width", ["desktop", "phone"])
def test_one_toast_at_a_time_never_over_the_top_bar_or_a_dialog_close_button(browser, base_url, width):
    users = _seed()
    context = _context(browser, base_url, width)
    page = context.new_page()
    login_as(page, users[ADMIN])
    page.goto("/dashboard")
    dashboard_ready(page)
    toasts = page.locator(".mantine-Notification-root").filter(visible=True)

    # Locking a case that is not sent is refused with a toast, without a request: do it on two rows.
    lock = page.get_by_role("button", name=re.compile(r"^Lock case")).filter(visible=True)
    lock.nth(0).click()
    expect(toasts).to_have_count(1)
    lock.nth(1).click()
    page.wait_for_timeout(400)
    expect(toasts).to_have_count(1)
    toast_box = toasts.first.bounding_box()
    banner = page.get_by_role("banner").first
    assert not _overlap(toast_box, banner.bounding_box()), "the toast covers the top bar"
    expect(toasts.first.get_by_role("button", name="Close notification")).to_be_visible()

    # A dialog opened while the toast shows: its close button stays uncovered.
    page.get_by_role("button", name=re.compile(r"^View details")).filter(visible=True).first.click()
    close = page.get_by_role("dialog", name="Case Details").get_by_role("button", name="Close dialog")
    expect(close).to_be_visible()
    expect(toasts).to_have_count(1)
    assert not _overlap(toasts.first.bounding_box(), close.bounding_box()), "the toast covers the close button"
    screenshot(page, f"a11y-toast-with-dialog-{width}")

    if width == "desktop":  # on a desk a toast also leaves a dialog's right-aligned buttons uncovered
        page.keyboard.press("Escape")
        lock.nth(0).click()
        expect(toasts).to_have_count(1)
        page.get_by_role("button", name=re.compile(r"^Edit case")).first.click()
        edit = page.get_by_role("dialog", name="Edit Case")
        for name in ("Cancel", "Save Changes", "Close dialog"):
            button = edit.get_by_role("button", name=name, exact=True)
            expect(button).to_be_visible()
            assert not _overlap(toasts.first.bounding_box(), button.bounding_box()), f"the toast covers {name}"
    context.close()


# --- Forms with their errors showing, open toasts and open menus ----------------------------------


@dataclass
class State:
    """A screen state axe must pass: `show` brings it about on the dashboard and returns what must be visible."""

    name: str
    roles: set[str]
    show: Callable[[Page], Locator]
    widths: tuple[str, ...] = ("desktop", "phone")


def _edit_dialog(page: Page) -> Locator:
    page.get_by_role("button", name=re.compile(r"^Edit case")).filter(visible=True).first.click()
    found = page.get_by_role("dialog", name="Edit Case")
    expect(found).to_be_visible()
    return found


def _add_case_errors(page: Page) -> Locator:
    dialog("Add Case Manually", click("button", "Add Case"))(page)
    found = page.get_by_role("dialog", name="Add Case Manually")
    found.get_by_role("button", name="Add Case", exact=True).click()
    expect(found.get_by_text("Company name is required")).to_be_visible()
    return found


def _edit_case_errors(page: Page) -> Locator:
    found = _edit_dialog(page)
    found.get_by_label("Client Name").fill("")
    found.get_by_role("button", name="Save Changes").click()
    expect(found.get_by_text("Client name is required")).to_be_visible()
    return found


def _saved_toast(page: Page) -> Locator:
    found = _edit_dialog(page)
    found.get_by_label("Client Name").fill("Renamed For Axe")
    found.get_by_role("button", name="Save Changes").click()
    toast = page.locator(".mantine-Notification-root").filter(has_text="Case updated successfully")
    expect(toast).to_be_visible()
    return toast


def _refused_toast(page: Page) -> Locator:
    page.get_by_role("button", name=re.compile(r"^Lock case")).filter(visible=True).first.click()
    toast = page.locator(".mantine-Notification-root").filter(has_text="Cannot Lock Case")
    expect(toast).to_be_visible()
    return toast


def _export_menu(page: Page) -> Locator:
    """Opened from the keyboard: focus lands on the first item (no focus placeholder) and arrows move on."""
    page.get_by_role("button", name="Export").filter(visible=True).first.focus()
    page.keyboard.press("Enter")
    menu = page.get_by_role("menu")
    expect(menu.get_by_role("menuitem", name="Active Cases CSV")).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(menu.get_by_role("menuitem", name="Active Cases Excel")).to_be_focused()
    return menu


def _phone_menu(page: Page) -> Locator:
    page.locator("header button[aria-label='Open menu']").click()
    found = page.get_by_role("dialog", name="Menu")
    expect(found).to_be_visible()
    return found


STATES: list[State] = [
    State("Add Case with errors", {ADMIN, MANAGER}, _add_case_errors),
    State("Edit Case with errors", STAFF_ROLES, _edit_case_errors),
    State("success toast", STAFF_ROLES, _saved_toast),
    State("refusal toast", {ADMIN, MANAGER}, _refused_toast),
    State("Export menu", {ADMIN}, _export_menu),  # export_data is the admin's by default
    # The user menu: on a phone the top bar's buttons, the user's name and Logout sit in a drawer. On a desk they
    # are plain buttons in the bar (no menu to open). Row actions are buttons too, not menus.
    State("user menu", STAFF_ROLES, _phone_menu, widths=("phone",)),
]


@pytest.mark.parametrize("width", ["desktop", "phone"])
@pytest.mark.parametrize("role", [ADMIN, MANAGER, STAFF])
def test_no_serious_or_critical_axe_violation_with_errors_toasts_or_menus_open(browser, base_url, role, width):
    users = _seed()
    context = _context(browser, base_url, width)
    page = context.new_page()
    findings: list[Finding] = []
    try:
        login_as(page, users[role])
        for state in STATES:
            if role not in state.roles or width not in state.widths:
                continue
            page.goto("/dashboard")
            dashboard_ready(page)
            where = f"{role}@{width} {state.name}"
            try:
                shown = state.show(page)
                findings += scan(page, where)
                expect(shown).to_be_visible()  # still open when axe looked
                if role == ADMIN:
                    screenshot(page, f"a11y-state-{state.name.replace(' ', '-')}-{width}")
            except (AssertionError, PlaywrightError) as error:
                findings.append(Finding(where, "state-not-shown", "critical", str(error)[:300]))
    finally:
        context.close()
    blocking = [f for f in findings if f.impact in BLOCKING or f.id not in ALLOWED]
    assert not blocking, "axe violations:\n" + "\n".join(str(f) for f in blocking)
