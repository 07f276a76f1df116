"""Duplicates journeys (guide: duplicates#duplicates-page "Duplicates page: admin only", guide: labels#errors merge
texts)."""

import re

from playwright.sync_api import expect

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import Case
from cases.tests.factories import CaseFactory
from tests.e2e.conftest import login_as, screenshot

KAM = "777777"


def _seed():
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    first = CaseFactory(
        widget="Acme Ltd",
        kam_id=KAM,
        external_user_id=f"https://ob.example.com/users/{KAM}",
        bhruk_id="5001",
        client_name="Dana Duplicate",
        notes="First upload",
    )
    second = CaseFactory(
        widget="Acme Ltd",
        kam_id=KAM,
        external_user_id=f"https://ob.example.com/users/{KAM}",
        bhruk_id="5002",
        client_name="Dana Duplicate",
        notes="",
    )
    CaseFactory(widget="Beta Corp", client_name="Sam Same")
    CaseFactory(widget="Beta Corp", client_name="sam same")
    return admin, first, second


def _review(page):
    page.get_by_role("button", name=f"Review KAM ID {KAM}").click()
    expect(page.get_by_role("heading", name="Step 1: Select Master Case")).to_be_visible()


def test_admin_merges_a_duplicate_group_and_the_dashboard_shows_it_merged(page, phone_page):
    admin, first, second = _seed()
    login_as(page, admin)
    page.goto("/duplicates")

    table = page.get_by_role("table", name="Duplicate groups")
    expect(table.get_by_role("row")).to_have_count(1 + 3)  # KAM ID 777777, two client names
    expect(page.get_by_test_id("summary-total")).to_contain_text("3")
    expect(page.get_by_test_id("summary-kamId")).to_contain_text("1")
    screenshot(page, "duplicates-list-desktop")

    _review(page)
    merge = page.get_by_role("button", name="Merge Cases")
    expect(merge).to_be_disabled()
    # Cases named as users know them: BHR UK ID, company, client; never a database id.
    expect(page.get_by_text(re.compile(r"Case #\d"))).to_have_count(0)
    page.get_by_role("radio", name="BHR UK ID 5002 · Acme Ltd · Dana Duplicate").click()
    bhruk = page.get_by_role("radiogroup", name="BHRUK ID")
    expect(bhruk.get_by_role("radio", name="5002")).to_be_checked()
    bhruk.get_by_role("radio", name="5001").click()
    notes = page.get_by_role("radiogroup", name="Notes")
    notes.get_by_role("radio", name="First upload").click()
    expect(page.get_by_role("radiogroup", name="KAM ID")).to_have_count(0)  # same everywhere: nothing to choose
    expect(merge).to_be_enabled()
    screenshot(page, "duplicates-merge-desktop")

    merge.click()
    dialog = page.get_by_role("dialog", name="Confirm Merge")
    expect(dialog).to_contain_text("Cancelled cases can only be merged by staff and managers.")
    dialog.get_by_role("button", name="Confirm Merge").click()
    expect(dialog.get_by_text("Please provide a reason for merging")).to_be_visible()
    dialog.get_by_role("textbox", name="Reason for merging").fill("Uploaded twice")
    page.wait_for_timeout(400)  # the modal's open transition
    screenshot(page, "duplicates-confirm-desktop")
    dialog.get_by_role("button", name="Confirm Merge").click()

    expect(page.get_by_text("1 case merged successfully")).to_be_visible()
    expect(page.get_by_role("button", name=f"Review KAM ID {KAM}")).to_have_count(0)
    # The Dana Duplicate name group went too: only one of its cases is left unmerged.
    expect(page.get_by_role("table", name="Duplicate groups").get_by_role("row")).to_have_count(1 + 1)

    first.refresh_from_db()
    second.refresh_from_db()
    assert first.is_merged and first.merged_into_id == second.pk
    assert not second.is_merged
    assert (second.bhruk_id, second.notes) == ("5001", "First upload")

    page.goto("/dashboard")
    page.get_by_label("Show Merged & Cancelled").check()
    expect(page.get_by_text("Master (1)")).to_be_visible()
    expect(page.get_by_text("Merged", exact=True)).to_be_visible()
    screenshot(page, "duplicates-dashboard-merged-desktop")

    # Phone width: the list, the merge screen and the confirm dialog fit.
    login_as(phone_page, admin)
    phone_page.goto("/duplicates")
    # A phone shows the groups as cards.
    expect(phone_page.get_by_role("list", name="Duplicate groups")).to_be_visible()
    screenshot(phone_page, "duplicates-list-phone")
    phone_page.get_by_role("button", name=re.compile("Review Client Name sam same", re.I)).click()
    expect(phone_page.get_by_role("heading", name="Step 1: Select Master Case")).to_be_visible()
    phone_page.get_by_role("radio").first.click()
    screenshot(phone_page, "duplicates-merge-phone")
    phone_page.get_by_role("button", name="Merge Cases").click()
    expect(phone_page.get_by_role("dialog", name="Confirm Merge")).to_be_visible()
    phone_page.wait_for_timeout(400)  # let the modal's open transition finish before the picture
    screenshot(phone_page, "duplicates-confirm-phone")
    assert Case.objects.filter(is_merged=True).count() == 1


def test_a_manager_is_denied_the_duplicates_page(page, phone_page):
    manager = UserFactory(role=Role.MANAGER, email="max@example.com", first_name="Max", last_name="Manager")
    CaseFactory(kam_id=KAM)
    CaseFactory(kam_id=KAM)
    login_as(page, manager)
    page.goto("/duplicates")
    denied = page.get_by_role("alert")
    expect(denied).to_contain_text("Access Denied")
    expect(denied).to_contain_text("Only administrators can access duplicate management")
    expect(page.get_by_role("table", name="Duplicate groups")).to_have_count(0)
    screenshot(page, "duplicates-denied-desktop")

    login_as(phone_page, manager)
    phone_page.goto("/duplicates")
    expect(phone_page.get_by_text("Only administrators can access duplicate management")).to_be_visible()
    screenshot(phone_page, "duplicates-denied-phone")


def test_the_merge_screen_warns_when_cases_differ_and_a_dismissal_can_be_undone(page, phone_page):
    from cases.models import AuditEvent
    from duplicates.models import DismissedGroup

    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    CaseFactory(widget="Acme Ltd", kam_id="888", bhruk_id="6001", client_name="Jane Smith")
    CaseFactory(widget="Kind", kam_id="888", bhruk_id="KIND6002", client_name="John Roe")
    page.set_viewport_size({"width": 1440, "height": 900})
    login_as(page, admin)
    page.goto("/duplicates")

    page.get_by_role("button", name="Review KAM ID 888").click()
    warning = page.get_by_test_id("merge-mismatch")
    expect(warning).to_have_text(
        "Check before merging"
        "These cases belong to different companies (Acme Ltd, Kind) and different clients (Jane Smith, John Roe). "
        "Merge them only if they are truly the same case."
    )
    page.get_by_role("radio", name="BHR UK ID 6001 · Acme Ltd · Jane Smith").click()
    expect(page.get_by_text("From KIND6002").first).to_be_visible()
    warning.scroll_into_view_if_needed()
    screenshot(page, "duplicates-merge-warning-desktop")
    page.get_by_role("button", name="Merge Cases").click()
    dialog = page.get_by_role("dialog", name="Confirm Merge")
    expect(dialog).to_contain_text("merged into the master case BHR UK ID 6001 · Acme Ltd · Jane Smith")
    expect(dialog).to_contain_text("Check before merging")
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    assert not Case.objects.filter(is_merged=True).exists()

    # Dismiss, then Undo from the toast: the group is listed again and both steps are in the audit trail.
    page.get_by_role("button", name="Back to Duplicates").click()
    page.get_by_role("button", name="Dismiss KAM ID 888").click()
    toast = page.locator(".mantine-Notification-root").last
    expect(toast).to_contain_text("Duplicate group dismissed: KAM ID 888.")
    expect(page.get_by_role("button", name="Review KAM ID 888")).to_have_count(0)
    assert DismissedGroup.objects.count() == 1
    toast.get_by_role("button", name="Undo").click()
    expect(page.locator(".mantine-Notification-root").last).to_contain_text("Duplicate group restored")
    expect(page.get_by_role("button", name="Review KAM ID 888")).to_be_visible()
    assert DismissedGroup.objects.count() == 0
    assert list(AuditEvent.objects.order_by("id").values_list("action", flat=True)) == ["dismiss", "dismiss_undo"]

    # Phone: the warning on the merge screen.
    login_as(phone_page, admin)
    phone_page.goto("/duplicates")
    phone_page.get_by_role("button", name="Review KAM ID 888").click()
    phone_warning = phone_page.get_by_test_id("merge-mismatch")
    expect(phone_warning).to_be_visible()
    phone_warning.scroll_into_view_if_needed()
    screenshot(phone_page, "duplicates-merge-warning-phone")
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
