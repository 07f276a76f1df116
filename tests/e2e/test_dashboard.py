"""Browser tests of the staff dashboard (guide: screens#staff-dashboard) against the real server and bundle, with seeded
cases."""

import csv
import io
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

from django.utils import timezone

import pytest
from playwright.sync_api import expect

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import Case
from cases.rules import Status
from cases.tests.factories import CaseFactory
from tests.e2e.axe import BLOCKING, scan_welcome_banner
from tests.e2e.conftest import case_item, login_as, screenshot

LOCK_BLOCKED = "Cases can only be locked when Status is 'Sent', Invoiced is 'Yes', and MI information is completed."


@pytest.fixture
def admin(db):
    return UserFactory(role=Role.ADMIN, first_name="Ada", last_name="Admin", email="ada@example.com")


def _seed_cases(n: int, *, widget: str = "Acme Ltd", start: int = 1000, **kwargs) -> list:
    now = timezone.now()
    return [
        CaseFactory(
            widget=widget,
            bhruk_id=str(start + i),
            client_name=f"{widget} Client {i:03d}",
            created_at=now - timedelta(hours=i),
            **kwargs,
        )
        for i in range(n)
    ]


def _export_headers() -> list[str]:
    from cases.exporting.columns import HEADERS

    return list(HEADERS)


def _row(page, text: str):
    return case_item(page, text)


def _first_bhruk(page):
    """The BHRUK ID cell of the first row (7th column)."""
    return page.locator("table[aria-label='Cases'] tbody tr").first.locator("td").nth(6)


def _expect_toast(page, title: str, message: str) -> None:
    """A toast with this title and message (an older one may still be fading out beside it)."""
    toast = page.locator(".mantine-Notification-root").filter(has_text=message).last
    expect(toast).to_contain_text(title)


def test_admin_filters_sorts_and_paginates_the_case_table(page, phone_page, admin):
    _seed_cases(45, widget="Acme Ltd", start=1000)
    _seed_cases(15, widget="Beta Corp", start=2000, instructed=True, current_status=Status.IN_PRODUCTION)
    login_as(page, admin)

    showing = page.get_by_text("Showing", exact=False)
    expect(showing).to_have_text("Showing 1 to 50 of 60")
    expect(page.get_by_test_id("stat-all")).to_contain_text("Total Cases")
    expect(page.get_by_test_id("stat-all")).to_contain_text("60")
    expect(_first_bhruk(page)).to_have_text("2014")  # BHRUK ID descending by default
    expect(page.get_by_role("status", name="Welcome")).to_contain_text("Welcome back, Ada Admin!")
    assert not [f for f in scan_welcome_banner(page, "welcome banner") if f.impact in BLOCKING]
    screenshot(page, "dashboard-overview-desktop")

    page.get_by_role("button", name="Next").click()
    expect(showing).to_have_text("Showing 51 to 60 of 60")
    page.get_by_role("button", name="First").click()
    expect(showing).to_have_text("Showing 1 to 50 of 60")

    # Sorting: the active column toggles, a new column starts descending.
    page.get_by_role("button", name="BHRUK ID").click()
    expect(page.locator("th[aria-sort='ascending']")).to_contain_text("BHRUK ID")
    expect(_first_bhruk(page)).to_have_text("1000")
    page.get_by_role("button", name="Created At").click()
    expect(page.locator("th[aria-sort='descending']")).to_contain_text("Created At")

    # A stat card filters by status; the first card then reads Filtered Cases.
    page.get_by_test_id("stat-in_production").click()
    expect(showing).to_have_text("Showing 1 to 15 of 15")
    expect(page.get_by_test_id("stat-all")).to_contain_text("Filtered Cases")
    page.get_by_test_id("stat-all").click()
    expect(showing).to_have_text("Showing 1 to 50 of 60")

    # Company filter, then the debounced client name search.
    page.get_by_role("combobox", name="Company").select_option(label="Beta Corp")
    expect(showing).to_have_text("Showing 1 to 15 of 15")
    page.get_by_role("searchbox", name="Client Name").fill("Client 01")
    expect(showing).to_have_text("Showing 1 to 5 of 5")  # 010..014

    # Page size, then Clear Filters resets filters and the sort (BHRUK ID descending).
    page.get_by_role("button", name="Clear Filters").click()
    expect(showing).to_have_text("Showing 1 to 50 of 60")
    expect(page.locator("th[aria-sort='descending']")).to_contain_text("BHRUK ID")
    expect(page.get_by_role("searchbox", name="Client Name")).to_have_value("")
    page.get_by_role("combobox", name="Rows per page").select_option("25")
    expect(showing).to_have_text("Showing 1 to 25 of 60")
    page.get_by_role("button", name="Last").click()
    expect(showing).to_have_text("Showing 51 to 60 of 60")

    # An e-mailed link's filters are read from the query string.
    page.goto("/dashboard?status=in_production&company=Beta%20Corp")
    expect(page.get_by_text("Showing", exact=False)).to_have_text("Showing 1 to 15 of 15")

    login_as(phone_page, admin)
    expect(phone_page.get_by_text("Showing", exact=False)).to_have_text("Showing 1 to 50 of 60")
    # A phone gets the cases as cards, none wider than the screen.
    expect(phone_page.get_by_role("table", name="Cases")).to_have_count(0)
    expect(phone_page.locator("ul[aria-label='Cases'] > li")).to_have_count(50)
    assert phone_page.evaluate("document.documentElement.scrollWidth") <= 390
    screenshot(phone_page, "dashboard-overview-phone")
    phone_page.get_by_role("heading", name="Case Management").evaluate("el => el.scrollIntoView()")
    screenshot(phone_page, "dashboard-table-phone")


def test_lock_is_blocked_until_sent_invoiced_with_mi_and_unlock_needs_confirmation(page, admin):
    blocked = CaseFactory(bhruk_id="3001", client_name="Not Ready Ltd", instructed=True, current_status=Status.SENT)
    ready = CaseFactory(bhruk_id="3002", client_name="Ready Ltd", lockable=True)
    login_as(page, admin)

    _row(page, "Not Ready Ltd").get_by_role("button", name="Lock case 3001", exact=True).click()
    _expect_toast(page, "Cannot Lock Case", LOCK_BLOCKED)
    blocked.refresh_from_db()
    assert blocked.is_locked is False

    # After invoicing and MI the same case can be locked.
    blocked.invoiced = True
    blocked.mi_type = "surplus"
    blocked.mi_amount = Decimal("120.00")
    blocked.save()
    page.reload()
    _row(page, "Not Ready Ltd").get_by_role("button", name="Lock case 3001", exact=True).click()
    expect(_row(page, "Not Ready Ltd")).to_contain_text("Locked")
    blocked.refresh_from_db()
    assert blocked.is_locked is True

    _row(page, "Ready Ltd").get_by_role("button", name="Lock case 3002", exact=True).click()
    expect(_row(page, "Ready Ltd").get_by_role("button", name="Unlock case 3002", exact=True)).to_be_visible()

    _row(page, "Ready Ltd").get_by_role("button", name="Unlock case 3002", exact=True).click()
    dialog = page.get_by_role("dialog", name="Unlock Case")
    expect(dialog).to_contain_text("Are you sure you want to unlock case 3002")
    page.wait_for_timeout(400)  # the modal's open transition
    screenshot(page, "dashboard-unlock-dialog-desktop")
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    ready.refresh_from_db()
    assert ready.is_locked is True

    _row(page, "Ready Ltd").get_by_role("button", name="Unlock case 3002", exact=True).click()
    page.get_by_role("dialog", name="Unlock Case").get_by_role("button", name="Unlock Case").click()
    expect(_row(page, "Ready Ltd").get_by_role("button", name="Lock case 3002", exact=True)).to_be_visible()
    ready.refresh_from_db()
    assert ready.is_locked is False


def test_admin_cancels_a_case_and_restores_it_from_the_merged_and_cancelled_view(page, admin):
    CaseFactory(bhruk_id="4001", client_name="Cancel Me Ltd")
    CaseFactory(bhruk_id="4002", client_name="Keep Me Ltd")
    login_as(page, admin)

    _row(page, "Cancel Me Ltd").get_by_role("button", name="Cancel case 4001", exact=True).click()
    dialog = page.get_by_role("dialog", name="Cancel Case")
    expect(dialog.get_by_role("textbox", name="Cancellation reason")).to_have_value("Client request")
    dialog.get_by_role("button", name="Cancel Case").click()
    expect(dialog).to_have_count(0)
    expect(_row(page, "Cancel Me Ltd")).to_have_count(0)
    case = Case.objects.get(bhruk_id="4001")
    assert case.is_cancelled and case.cancellation_reason == "Client request"

    page.get_by_label("Show Merged & Cancelled").check()
    row = _row(page, "Cancel Me Ltd")
    expect(row).to_contain_text("Cancelled")
    expect(page.get_by_label("Merged & Cancelled", exact=True)).to_contain_text("Cancelled Only: 1")
    row.get_by_role("button", name="Restore case 4001", exact=True).click()
    _expect_toast(page, "Success", "Restored 1 case.")
    expect(_row(page, "Cancel Me Ltd").get_by_role("button", name="Cancel case 4001", exact=True)).to_be_visible()
    case.refresh_from_db()
    assert case.is_cancelled is False


def test_bulk_status_change_to_on_hold_requires_a_reason_first(page, admin):
    CaseFactory(bhruk_id="5001", client_name="Bulk One")
    CaseFactory(bhruk_id="5002", client_name="Bulk Two")
    CaseFactory(bhruk_id="5003", client_name="Bulk Three")
    login_as(page, admin)

    page.get_by_role("checkbox", name="Select case 5001").check()
    page.get_by_role("checkbox", name="Select case 5002").check()
    bar = page.get_by_role("region", name="Bulk actions")
    expect(bar).to_contain_text("2 selected")
    bar.get_by_role("combobox", name="New status").select_option(label="On Hold")
    apply = bar.get_by_role("button", name="Apply Status")
    expect(apply).to_be_disabled()
    expect(bar).to_contain_text("Choose an on hold reason")
    bar.get_by_role("combobox", name="On hold reason").select_option(label="Need PDF Statements")
    expect(apply).to_be_enabled()
    screenshot(page, "dashboard-bulk-bar-desktop")
    apply.click()
    dialog = page.get_by_role("dialog", name="Change Status")
    expect(dialog).to_contain_text("Change the status of 2 selected cases to On Hold (Need PDF Statements)?")
    dialog.get_by_role("button", name="Change Status").click()
    _expect_toast(page, "Success", "Updated 2 cases.")
    expect(bar).to_be_hidden()

    on_hold = Case.objects.filter(current_status=Status.ON_HOLD).order_by("bhruk_id")
    assert [(c.bhruk_id, c.on_hold_reason, c.instructed) for c in on_hold] == [
        ("5001", "need_pdf", True),
        ("5002", "need_pdf", True),
    ]
    expect(_row(page, "Bulk One")).to_contain_text("Need PDF Statements")

    # Bulk delete warns that it cannot be undone.
    page.get_by_role("checkbox", name="Select case 5003").check()
    bar.get_by_role("button", name="Delete").click()
    dialog = page.get_by_role("dialog", name="Delete Cases")
    expect(dialog).to_contain_text("This action cannot be undone.")
    dialog.get_by_role("button", name="Delete").click()
    _expect_toast(page, "Success", "Deleted 1 case.")
    assert not Case.objects.filter(bhruk_id="5003").exists()


def test_export_downloads_active_cases_csv_with_the_header_row(page, admin):
    CaseFactory(bhruk_id="6001", client_name="Export Ltd")
    login_as(page, admin)

    page.get_by_role("button", name="Export").click()
    with page.expect_download() as info:
        page.get_by_role("menuitem", name="Active Cases CSV").click()
    download = info.value
    assert download.suggested_filename == "active_cases.csv"
    text = Path(download.path()).read_text(encoding="utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == _export_headers()
    assert any("Export Ltd" in row for row in rows[1:])
    _expect_toast(page, "Export Complete", "Downloaded active_cases.csv")


def test_staff_sees_no_admin_only_controls_but_can_view_case_details_with_history(page, phone_page):
    staff = UserFactory(role=Role.STAFF, first_name="Sam", last_name="Staff")
    CaseFactory(bhruk_id="7001", client_name="Viewable Ltd", kam_id="Not Known", lockable=True)
    login_as(page, staff)

    row = _row(page, "Viewable Ltd")
    expect(row).to_be_visible()
    for name in ("Upload CSV", "Add Case", "Duplicates", "Users", "Send Daily Emails", "Export"):
        expect(page.get_by_role("button", name=name, exact=True)).to_have_count(0)
        expect(page.get_by_role("link", name=name, exact=True)).to_have_count(0)
    expect(page.get_by_role("link", name="Permissions")).to_be_visible()
    expect(page.get_by_role("button", name="Auto-Fill KAM IDs")).to_have_count(0)
    expect(page.get_by_label("Show Merged & Cancelled")).to_have_count(0)
    for action in ("Lock", "Delete", "Cancel"):
        expect(row.get_by_role("button", name=f"{action} case 7001", exact=True)).to_have_count(0)
    # Staff edit the four fields of guide: roles#staff-edits with the default permissions (guide: roles#staff-edits).
    expect(row.get_by_role("button", name="Edit case 7001", exact=True)).to_be_visible()
    expect(row.get_by_role("img", name="Not Known", exact=False)).to_be_visible()
    expect(row).to_contain_text("Impecunious")

    row.get_by_role("button", name="View details 7001", exact=True).click()
    dialog = page.get_by_role("dialog", name="Case Details")
    for section in ("Basic Information", "Status Information", "Management Information", "System Information"):
        expect(dialog.get_by_role("heading", name=section)).to_be_visible()
    expect(dialog).to_contain_text("Viewable Ltd")
    expect(dialog.get_by_role("region", name="History")).to_be_visible()
    page.wait_for_timeout(400)
    screenshot(page, "dashboard-view-details-desktop")

    login_as(phone_page, staff)
    _row(phone_page, "Viewable Ltd").get_by_role("button", name="View details 7001", exact=True).click()
    expect(phone_page.get_by_role("dialog", name="Case Details")).to_be_visible()
    phone_page.wait_for_timeout(400)
    screenshot(phone_page, "dashboard-view-details-phone")


def test_top_bar_and_row_edit_open_the_lazily_loaded_dialogs(page, admin):
    CaseFactory(bhruk_id="8001", client_name="Dialog Ltd")
    login_as(page, admin)

    _row(page, "Dialog Ltd").get_by_role("button", name="Edit case 8001", exact=True).click()
    dialog = page.get_by_role("dialog", name="Edit Case")
    expect(dialog).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()

    page.get_by_role("button", name="Add Case", exact=True).click()
    expect(page.get_by_role("dialog", name="Add Case Manually")).to_be_visible()
    page.keyboard.press("Escape")

    page.get_by_role("button", name="Upload CSV", exact=True).click()
    expect(page.get_by_role("dialog", name="Upload CSV Cases")).to_be_visible()
    page.keyboard.press("Escape")

    expect(page.get_by_role("link", name="Duplicates")).to_have_attribute("href", "/duplicates")
