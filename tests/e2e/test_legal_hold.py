"""Legal hold (guide: workflow#legal-hold) in a real browser: a case under legal hold offers no Delete or Cancel
(disabled, saying why) in the dashboard at 1440 and 390 px, and its identity fields are read-only in Edit Case."""

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import Case
from cases.tests.factories import CaseFactory
from tests.e2e.axe import BLOCKING, scan
from tests.e2e.conftest import case_item, login_as, screenshot

HELD_DELETE = "Delete case 2601 (under legal hold: cannot be deleted)"


@pytest.fixture(autouse=True)
def _role_grants(transactional_db):
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin(db):
    return UserFactory(role=Role.ADMIN, first_name="Ada", last_name="Admin", email="ada@example.com")


@pytest.fixture
def cases(db):
    CaseFactory(bhruk_id="2601", client_name="Held Client", legal_hold=True, legal_hold_reason="Litigation")
    CaseFactory(bhruk_id="2602", client_name="Free Client")


def test_a_held_case_offers_no_delete_and_says_why(page, phone_page, admin, cases):
    page.set_viewport_size({"width": 1440, "height": 900})
    login_as(page, admin)
    row = case_item(page, "Held Client")
    expect(row.get_by_text("Legal hold")).to_be_visible()

    delete = row.get_by_role("button", name=HELD_DELETE)
    expect(delete).to_have_attribute("aria-disabled", "true")
    expect(row.get_by_role("button", name="Cancel case 2601 (under legal hold: cannot be cancelled)")).to_be_visible()
    expect(case_item(page, "Free Client").get_by_role("button", name="Delete case 2602")).not_to_have_attribute(
        "aria-disabled", "true"
    )
    row.scroll_into_view_if_needed()
    page.mouse.wheel(0, 300)
    delete.hover()
    expect(page.get_by_role("tooltip")).to_have_text("Under legal hold: cannot be deleted")
    screenshot(page, "legal-hold-dashboard-desktop")
    assert [f for f in scan(page, "dashboard with a held case @1440") if f.impact in BLOCKING] == []

    delete.click(force=True)  # a disabled control: nothing opens
    expect(page.get_by_role("dialog", name="Delete Case")).to_have_count(0)
    assert Case.objects.filter(bhruk_id="2601").exists()

    row.get_by_role("button", name="Edit case 2601").click()
    dialog = page.get_by_role("dialog", name="Edit Case")
    expect(dialog.get_by_role("note")).to_contain_text("Under legal hold: Company, Client Name, KAM ID and BHR UK ID")
    for name in ("Company", "Client Name", "KAM ID", "BHR UK ID"):
        expect(dialog.get_by_role("textbox", name=name, exact=True)).to_have_attribute("readonly", "")
    screenshot(page, "legal-hold-edit-desktop")
    assert [f for f in scan(page, "edit dialog of a held case @1440") if f.impact in BLOCKING] == []

    login_as(phone_page, admin)
    card = case_item(phone_page, "Held Client")
    expect(card.get_by_text("Under legal hold: cannot be deleted or cancelled")).to_be_visible()
    expect(card.get_by_role("button", name=HELD_DELETE)).to_have_attribute("aria-disabled", "true")
    card.scroll_into_view_if_needed()
    screenshot(phone_page, "legal-hold-dashboard-phone")
    assert [f for f in scan(phone_page, "dashboard with a held case @390") if f.impact in BLOCKING] == []
