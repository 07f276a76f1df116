"""Browser journey of guide: roles#staff-edits: staff record a status change with the default permissions (guide:
roles)."""

import re

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent
from cases.rules import Status
from cases.tests.factories import CaseFactory, KamFactory
from tests.e2e.conftest import case_item, login_as, screenshot


@pytest.fixture(autouse=True)
def _role_grants(transactional_db):
    """Each live-server test starts from a flushed database: put the role groups and their default grants back."""
    roles_seed_permissions(grants=DEFAULT_GRANTS)


def _row(page, text: str):
    return case_item(page, text)


def _choose(dialog, page, label: str, option: str) -> None:
    dialog.get_by_role("combobox", name=label, exact=True).click()
    page.get_by_role("listbox", name=label, exact=True).get_by_role("option", name=option, exact=True).click()


def test_staff_moves_a_case_from_need_instructions_to_on_hold_and_sees_it_in_the_table(page, phone_page):
    for _ in range(3):
        KamFactory()
    staff = UserFactory(role=Role.STAFF, first_name="Sam", last_name="Staff", email="sam@example.com")
    assert staff.role_permissions() == {"view_all_cases"}
    case = CaseFactory(
        bhruk_id="4101",
        client_name="Holding Ltd",
        kam_id="77",
        instructed=False,
        current_status="need_instructions_new",
    )
    login_as(page, staff)

    row = _row(page, "Holding Ltd")
    expect(row).to_contain_text("Need Instructions (new)")
    for action in ("Lock", "Delete", "Cancel"):
        expect(row.get_by_role("button", name=f"{action} case 4101", exact=True)).to_have_count(0)
    row.get_by_role("button", name=re.compile(r"^Edit\b")).click()
    dialog = page.get_by_role("dialog", name="Edit Case")
    expect(dialog).to_be_visible()

    # The staff variant of guide: roles#staff-edits: everything but the four fields is read-only, invoicing dimmed.
    expect(dialog.get_by_label("Company")).to_have_attribute("readonly", "")  # its label carries the * marker
    for label in ("KAM ID", "BHR UK ID"):
        expect(dialog.get_by_label(label, exact=True)).to_have_attribute("readonly", "")
    expect(dialog.get_by_label("Client Name", exact=True)).not_to_have_attribute("readonly", "")
    expect(dialog.get_by_role("group", name="Invoicing Information")).to_have_css("opacity", "0.6")
    expect(
        dialog.get_by_role("group", name="Management Information (MI)").get_by_label("MI Amount (£)")
    ).to_be_disabled()
    expect(dialog.get_by_role("group", name="Quick-select KAM ID")).to_have_count(0)

    # Instructed No offers only the need-instructions statuses, so On Hold needs Instructed Yes first.
    _choose(dialog, page, "Instructed", "Yes")
    expect(dialog.get_by_role("combobox", name="Current Status")).to_have_value("In Production")
    _choose(dialog, page, "Current Status", "On Hold")
    _choose(dialog, page, "On Hold Reason", "More Accounts to Connect")
    page.wait_for_timeout(300)  # let the dropdown close before the picture
    screenshot(page, "staff-edit-dialog-desktop")
    dialog.get_by_role("button", name="Save Changes").click()

    expect(page.locator(".mantine-Notification-root").filter(has_text="Case updated successfully")).to_be_visible()
    expect(dialog).to_be_hidden()
    expect(row).to_contain_text("On Hold")
    case.refresh_from_db()
    assert (case.instructed, case.current_status, case.on_hold_reason) == (True, Status.ON_HOLD, "more_account")
    assert case.kam_id == "77"
    event = AuditEvent.objects.get(case_id=case.pk, action=AuditEvent.Action.UPDATE)
    assert event.actor_id == staff.pk
    screenshot(page, "staff-edit-table-desktop")

    login_as(phone_page, staff)
    _row(phone_page, "Holding Ltd").get_by_role("button", name=re.compile(r"^Edit\b")).click()
    phone_dialog = phone_page.get_by_role("dialog", name="Edit Case")
    expect(phone_dialog.get_by_label("On Hold Reason")).to_be_visible()  # its label carries the * marker
    box = phone_dialog.bounding_box()
    assert box is not None and box["width"] <= 390
    phone_page.wait_for_timeout(300)
    screenshot(phone_page, "staff-edit-dialog-phone")
