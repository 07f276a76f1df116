"""Day-of-use fixes (guide: workflow#adding-a-case) as a user sees it: the Edit and Add Case dialogs show their errors
under the fields, with focus on the first and no toast over the dialog, at 1440 and 390 px; Add Case warns about a BHR
UK ID in use; Case Details
-> History reads in the Audit Log's words."""

import re

import pytest
from playwright.sync_api import Page, expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import Case
from cases.privacy.services import case_legal_hold_set
from cases.rules import Status
from cases.tests.factories import CaseFactory
from tests.e2e.axe import BLOCKING, scan
from tests.e2e.conftest import CONTEXT, case_item, login_as, screenshot, top_bar

WIDTHS = {"desktop": {"width": 1440, "height": 900}, "phone": {"width": 390, "height": 844}}
REASON_REQUIRED = "On hold reason is required when the status is On Hold."
REQUIRED = ("Company name is required", "Client name is required", "BHR UK ID is required", "KAM ID is required")


@pytest.fixture(autouse=True)
def _role_grants(transactional_db):
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin(db):
    return UserFactory(role=Role.ADMIN, first_name="Ada", last_name="Admin", email="ada@example.com")


def _page(browser, base_url, width: str) -> Page:
    phone = width == "phone"
    context = browser.new_context(
        base_url=base_url,
        viewport=WIDTHS[width],
        is_mobile=phone,
        has_touch=phone,
        **CONTEXT,
    )
    return context.new_page()


def _choose(dialog, page: Page, label: str, option: str) -> None:
    dialog.get_by_role("combobox", name=label, exact=True).click()
    page.get_by_role("listbox", name=label, exact=True).get_by_role("option", name=option, exact=True).click()


def _no_toast(page: Page) -> None:
    expect(page.locator(".mantine-Notification-root")).to_have_count(0)


def _no_blocking_axe_finding(page: Page, where: str) -> None:
    blocking = [f for f in scan(page, where) if f.impact in BLOCKING]
    assert not blocking, "\n".join(str(f) for f in blocking)


@pytest.mark.parametrize("width", ["desktop", "phone"])
def test_edit_case_on_hold_without_a_reason_shows_the_error_under_the_field_and_focuses_it(
    browser, base_url, admin, width
):
    case = CaseFactory(bhruk_id="3001", client_name="Olive Hold", instructed=True, current_status=Status.IN_PRODUCTION)
    page = _page(browser, base_url, width)
    login_as(page, admin)
    case_item(page, "Olive Hold").get_by_role("button", name=re.compile(r"^Edit\b")).click()
    dialog = page.get_by_role("dialog", name="Edit Case")
    _choose(dialog, page, "Current Status", "On Hold")
    reason = dialog.get_by_role("combobox", name="On Hold Reason", exact=True)
    expect(reason).to_have_attribute("required", "")  # the required marker, also for screen readers

    dialog.get_by_role("button", name="Save Changes").click()

    expect(dialog.get_by_text(REASON_REQUIRED)).to_be_visible()
    expect(reason).to_have_attribute("aria-invalid", "true")
    expect(reason).to_be_focused()
    _no_toast(page)
    save = dialog.get_by_role("button", name="Save Changes")
    expect(save).to_be_in_viewport()
    screenshot(page, f"form-errors-edit-on-hold-{width}")
    _no_blocking_axe_finding(page, f"Edit Case on hold without a reason @{width}")
    case.refresh_from_db()
    assert case.current_status == Status.IN_PRODUCTION

    # Blank Client Name: refused the same way.
    page.keyboard.press("Escape")
    case_item(page, "Olive Hold").get_by_role("button", name=re.compile(r"^Edit\b")).click()
    dialog = page.get_by_role("dialog", name="Edit Case")
    dialog.get_by_label("Client Name").fill("   ")
    dialog.get_by_role("button", name="Save Changes").click()
    expect(dialog.get_by_text("Client name is required")).to_be_visible()
    expect(dialog.get_by_label("Client Name")).to_be_focused()
    _no_toast(page)
    case.refresh_from_db()
    assert case.client_name == "Olive Hold"
    page.context.close()


@pytest.mark.parametrize("width", ["desktop", "phone"])
def test_add_case_shows_each_required_fields_error_inline_and_warns_of_a_bhr_uk_id_in_use(
    browser, base_url, admin, width
):
    CaseFactory(widget="Acme Ltd", bhruk_id="1234", client_name="First Holder")
    page = _page(browser, base_url, width)
    login_as(page, admin)
    expect(case_item(page, "First Holder")).to_be_visible()
    top_bar(page).get_by_role("button", name="Add Case", exact=True).click()
    dialog = page.get_by_role("dialog", name="Add Case Manually")

    dialog.get_by_role("button", name="Add Case", exact=True).click()

    for message in REQUIRED:
        expect(dialog.get_by_text(message, exact=True)).to_be_visible()
    expect(dialog.get_by_label("Company Name")).to_be_focused()
    _no_toast(page)
    screenshot(page, f"form-errors-add-{width}")
    _no_blocking_axe_finding(page, f"Add Case with errors @{width}")

    dialog.get_by_label("Company Name").fill("Acme Ltd")
    dialog.get_by_label("Client Name").fill("Second Holder")
    dialog.get_by_label("BHR UK ID").fill("1234")
    warning = dialog.get_by_text("BHR UK ID 1234 is already used by another case")
    expect(warning).to_be_visible()
    dialog.get_by_label("KAM ID").fill("555")
    screenshot(page, f"form-errors-add-bhruk-in-use-{width}")

    dialog.get_by_role("button", name="Add Case", exact=True).click()  # a warning, not a refusal
    expect(dialog).to_be_hidden()
    assert Case.objects.filter(bhruk_id="1234").count() == 2
    page.context.close()


def test_case_details_history_reads_in_the_audit_logs_words(page, admin):
    case = CaseFactory(
        bhruk_id="4001", client_name="Hester History", instructed=True, current_status=Status.IN_PRODUCTION
    )
    login_as(page, admin)
    case_item(page, "Hester History").get_by_role("button", name=re.compile(r"^Edit\b")).click()
    dialog = page.get_by_role("dialog", name="Edit Case")
    _choose(dialog, page, "Current Status", "On Hold")
    _choose(dialog, page, "On Hold Reason", "Need PDF Statements")
    dialog.get_by_role("button", name="Save Changes").click()
    expect(dialog).to_be_hidden()
    case_legal_hold_set(case_id=case.pk, actor=admin, hold=True, reason="Litigation")

    case_item(page, "Hester History").get_by_role("button", name=re.compile(r"^View details")).click()
    history = page.get_by_role("dialog", name="Case Details").get_by_role("region", name="History")
    expect(history).to_contain_text("Current Status: In Production → On Hold")
    expect(history).to_contain_text("On Hold Reason: — → Need PDF Statements")
    expect(history).to_contain_text("Legal hold")
    expect(history).to_contain_text("Legal Hold: On")
    expect(history).to_contain_text("Reason: Litigation")
    expect(history).not_to_contain_text(re.compile(r"currentStatus|in_production|on_hold|legal_hold|\{\}"))
    history.scroll_into_view_if_needed()
    screenshot(page, "history-words-desktop")

    # The Audit Log shows the same lines for the same event.
    page.goto("/audit")
    expect(page.get_by_role("heading", name="Audit Log", level=1)).to_be_visible()
    expect(page.get_by_role("main")).to_contain_text("In Production")
    expect(page.get_by_role("main")).to_contain_text("Need PDF Statements")
