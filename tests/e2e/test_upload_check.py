"""Accessibility and day-of-use fixes in the browser: a Check File answer with tables no longer freezes the tab on the
next click, and its counts, skipped rows and identifiers agree with what Upload & Process then does."""

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import Case
from cases.tests.factories import CaseFactory
from tests.e2e.conftest import login_as, screenshot
from tests.e2e.test_imports import BAD, HEADER, _choose, _open_upload

WIDE = {"width": 1440, "height": 900}
# A valid file whose rows match an existing case (KAM ID 555) and repeat each other (row 4 repeats row 2).
WITH_DUPLICATES = [
    "Acme Ltd,Statement,https://ob.example.com/users/555,Jane Smith,j@example.com,U1,2025-01-31,Completed",
    "Kind,Statement,https://ob.example.com/users/81002,Kurt Kind,k@example.com,U2,31/01/2025 11:00,Pending",
    "Acme Ltd,Statement,https://ob.example.com/users/555,Jane Smith again,j@example.com,U1,2025-01-31,Completed",
]


@pytest.fixture(autouse=True)
def _role_grants(transactional_db):
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin(db):
    return UserFactory(role=Role.ADMIN, first_name="Ada", last_name="Admin", email="ada@example.com")


def _csv(rows: list[str]) -> bytes:
    return ("\n".join([HEADER, *rows]) + "\n").encode()


def _answers(page) -> bool:
    """The renderer still runs scripts: a trivial evaluate returns (within the page's default timeout)."""
    return page.evaluate("() => new Promise((resolve) => requestAnimationFrame(() => resolve(true)))")


def test_clicks_after_a_check_with_tables_keep_the_page_answering(page, phone_page, admin):
    CaseFactory(widget="Acme Ltd", client_name="Jane Smith", kam_id="555", bhruk_id="1500")
    page.set_viewport_size(WIDE)
    page.set_default_timeout(10_000)
    login_as(page, admin)

    # A file with problems: its tables, then Cancel with the real mouse.
    dialog = _open_upload(page)
    expect(dialog.get_by_test_id("status-column-note")).to_have_text(
        "The file's Status is kept as each case's original status (shown when merging). Every imported case "
        "starts as Need Instructions (new), not instructed and not invoiced."
    )
    _choose(page, "march.csv", _csv(BAD))
    dialog.get_by_role("button", name="Check File").click()
    check = dialog.get_by_role("region", name="File check")
    expect(check.get_by_role("table", name="Problems found")).to_be_visible()
    expect(check).to_contain_text("No cases would be imported")
    expect(check).to_contain_text("Uploading this file would import nothing: fix the 2 problems first.")
    screenshot(page, "upload-check-problems-desktop")
    # locator.click scrolls the button into view and clicks it with the real mouse (no dispatchEvent).
    dialog.get_by_role("button", name="Cancel").click()
    assert _answers(page) is True
    expect(dialog).to_be_hidden()

    # A valid file with possible duplicates and a repeated row: then Upload & Process, clicked for real.
    dialog = _open_upload(page)
    _choose(page, "april.csv", _csv(WITH_DUPLICATES))
    dialog.get_by_role("button", name="Check File").click()
    check = dialog.get_by_role("region", name="File check")
    duplicates = check.get_by_role("table", name="Possible duplicates")
    expect(duplicates).to_contain_text("1500")  # the existing case by its BHR UK ID, not a database id
    expect(check).to_contain_text("2 cases would be imported")
    expect(check).to_contain_text("1 row would be skipped")
    expect(check).to_contain_text("Rows that would be skipped (1 repeated inside the file)")
    expect(check.get_by_role("table", name="Skipped rows")).to_contain_text(
        "Repeats row 2 of this file (same company and OB Link)"
    )
    expect(check.get_by_test_id("new-bhruk-ids")).to_have_text("New BHR UK IDs: 1000 (1 case); KIND1000 (1 case)")
    screenshot(page, "upload-check-duplicates-desktop")
    dialog.get_by_role("button", name="Upload & Process").click()
    assert _answers(page) is True
    expect(dialog).to_be_hidden()
    expect(page.locator(".mantine-Notification-root").last).to_contain_text(
        "Imported 2 cases. Skipped 1 row: row 4 repeats row 2."
    )
    assert sorted(Case.objects.exclude(bhruk_id="1500").values_list("bhruk_id", "current_status")) == [
        ("1000", "need_instructions_new"),
        ("KIND1000", "need_instructions_new"),
    ]
    assert Case.objects.get(bhruk_id="KIND1000").original_status == "Pending"

    # Phone: the same answers fit, and a click on the overlay after the check closes the dialog.
    login_as(phone_page, admin)
    phone_page.set_default_timeout(10_000)
    phone_dialog = _open_upload(phone_page)
    _choose(phone_page, "march.csv", _csv(BAD))
    phone_dialog.get_by_role("button", name="Check File").click()
    expect(phone_dialog.get_by_role("table", name="Problems found")).to_be_visible()
    # The long answer scrolls under a sticky footer, so Upload & Process stays in sight.
    expect(phone_dialog.get_by_role("button", name="Upload & Process")).to_be_in_viewport()
    phone_dialog.get_by_role("region", name="File check").scroll_into_view_if_needed()
    expect(phone_dialog.get_by_role("button", name="Upload & Process")).to_be_in_viewport()
    screenshot(phone_page, "upload-check-problems-phone")
    # A new row (another OB Link) whose KAM ID 555 the existing cases hold, and a row repeated inside the file.
    new_row = "Acme Ltd,Statement,https://ob.example.com/accounts/555,Jo Smith,j@example.com,U9,2025-02-01,Completed"
    _choose(phone_page, "may.csv", _csv([new_row, new_row]))
    phone_dialog.get_by_role("button", name="Check File").click()
    expect(phone_dialog.get_by_role("table", name="Possible duplicates")).to_be_visible()
    phone_dialog.get_by_role("table", name="Possible duplicates").scroll_into_view_if_needed()
    screenshot(phone_page, "upload-check-duplicates-phone")
    phone_dialog.get_by_role("button", name="Cancel").click()
    assert _answers(phone_page) is True
    expect(phone_dialog).to_be_hidden()
