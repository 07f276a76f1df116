"""Browser tests of the Add Case, Edit Case and Upload CSV dialogs (guide: screens#staff-dashboard) against the real
server and bundle."""

import re
from datetime import timedelta
from decimal import Decimal

from django.contrib.auth.models import Group, Permission
from django.utils import timezone

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, PERMISSION_APP_LABEL, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import Case
from cases.rules import Status
from cases.tests.factories import CaseFactory, KamFactory
from tests.e2e.conftest import case_item, login_as, screenshot, top_bar

HEADER = "Widget,Report Type,External User ID,Name,Email,User ID,Created At,Status"


@pytest.fixture(autouse=True)
def _role_grants(transactional_db):
    """Each live-server test starts from a flushed database: put the role groups and their grants back."""
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin(db):
    return UserFactory(role=Role.ADMIN, first_name="Ada", last_name="Admin", email="ada@example.com")


def _grant(role: str, codename: str) -> None:
    permission = Permission.objects.get(content_type__app_label=PERMISSION_APP_LABEL, codename=codename)
    Group.objects.get(name=role).permissions.add(permission)


def _row(page, text: str):
    return case_item(page, text)


def _expect_toast(page, title: str, message: str) -> None:
    """A toast with this title and message (an older one may still be fading out beside it)."""
    toast = page.locator(".mantine-Notification-root").filter(has_text=message).last
    expect(toast).to_contain_text(title)


def _choose(scope, page, label: str, option: str) -> None:
    """Opens the Mantine select named `label` inside `scope` and picks `option`."""
    scope.get_by_role("combobox", name=label, exact=True).click()
    page.get_by_role("listbox", name=label, exact=True).get_by_role("option", name=option, exact=True).click()


def _edit_button(page, case: Case):
    """The row's Edit action (its accessible name starts with Edit and names the case)."""
    return _row(page, case.bhruk_id or "").get_by_role("button", name=re.compile(r"^Edit\b"))


def _open_edit(page, case: Case):
    _edit_button(page, case).click()
    dialog = page.get_by_role("dialog", name="Edit Case")
    expect(dialog).to_be_visible()
    return dialog


# --- Add Case Manually ------------------------------------------------------------------------------------------


def test_admin_adds_a_case_manually_after_inline_validation_errors(page, phone_page, admin):
    CaseFactory(bhruk_id="1000", client_name="Existing Client")
    login_as(page, admin)
    expect(_row(page, "Existing Client")).to_be_visible()

    page.get_by_role("button", name="Add Case", exact=True).click()
    dialog = page.get_by_role("dialog", name="Add Case Manually")
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Add Case", exact=True).click()
    # Guide (labels#validation) texts under their fields, focus on the first (no toast over the dialog).
    expect(dialog.get_by_text("Company name is required")).to_be_visible()
    expect(dialog.get_by_label("Company Name")).to_be_focused()

    dialog.get_by_label("Company Name").fill("Kind")
    dialog.get_by_label("Client Name").fill("Zed Manual")
    dialog.get_by_role("button", name="Add Case", exact=True).click()
    expect(dialog.get_by_text("BHR UK ID is required")).to_be_visible()
    expect(dialog.get_by_label("BHR UK ID")).to_be_focused()
    expect(page.locator(".mantine-Notification-root")).to_have_count(0)

    bhruk = dialog.get_by_label("BHR UK ID")
    bhruk.press_sequentially("KIND-7x7")
    expect(bhruk).to_have_value("77")  # digits only for the KIND company
    dialog.get_by_label("KAM ID").fill("Not Known")
    _choose(dialog, page, "Current Status", "Sent")
    expect(dialog.get_by_role("combobox", name="Instructed")).to_have_value("Yes")
    _choose(dialog, page, "MI Type", "Deficit")
    amount = dialog.get_by_label("MI Amount (£)")
    amount.press_sequentially("120.5")
    expect(amount).to_have_value("-120.5")
    dialog.get_by_label("Notes").fill("Added by hand")
    screenshot(page, "case-dialogs-add-desktop")

    dialog.get_by_role("button", name="Add Case", exact=True).click()
    _expect_toast(page, "Success", "Case added successfully")
    expect(dialog).to_be_hidden()
    expect(_row(page, "Zed Manual")).to_contain_text("KIND77")

    case = Case.objects.get(client_name="Zed Manual")
    assert case.widget == "Kind"
    assert case.bhruk_id == "KIND77"
    assert case.external_user_id == "N/A (Statements)"
    assert case.current_status == Status.SENT and case.instructed
    assert case.mi_type == "deficit" and case.mi_amount == Decimal("-120.50")
    assert case.notes == "Added by hand"

    login_as(phone_page, admin)
    top_bar(phone_page).get_by_role("button", name="Add Case", exact=True).click()
    phone_dialog = phone_page.get_by_role("dialog", name="Add Case Manually")
    expect(phone_dialog.get_by_label("Company Name")).to_be_visible()
    box = phone_dialog.bounding_box()
    assert box is not None and box["width"] <= 390
    screenshot(phone_page, "case-dialogs-add-phone")


# --- Edit Case ----------------------------------------------------------------------------------------------------


def test_admin_edits_a_case_with_the_instructed_status_coupling_and_mi_rules(page, phone_page, admin):
    for _ in range(4):
        KamFactory()
    case = CaseFactory(
        bhruk_id="2001",
        client_name="Edith Edit",
        external_user_id="https://ob.example.com/users/70001",
        kam_id="70001",
        lockable=True,  # sent, invoiced, deficit -250
    )
    login_as(page, admin)
    dialog = _open_edit(page, case)

    for section in ("Status Information", "Invoicing Information", "Management Information (MI)"):
        expect(dialog.get_by_role("group", name=section)).to_be_visible()
    expect(dialog.get_by_text("KAM ID matches OB Link")).to_be_visible()
    expect(dialog.get_by_label("Auto Tag")).to_have_value("Impecunious")
    expect(dialog.get_by_label("MI Amount (£)")).to_have_value("-250.00")
    quick = dialog.get_by_role("group", name="Quick-select KAM ID").get_by_role("button")
    expect(quick).to_have_count(3)
    screenshot(page, "case-dialogs-edit-desktop")

    # Instructed No: only the need-instructions statuses, the status moves, MI is cleared and disabled.
    _choose(dialog, page, "Instructed", "No")
    expect(dialog.get_by_role("combobox", name="Current Status")).to_have_value("Need Instructions (new)")
    expect(dialog.get_by_label("MI Amount (£)")).to_have_value("")
    expect(dialog.get_by_label("MI Amount (£)")).to_be_disabled()
    expect(dialog.get_by_label("Auto Tag")).to_have_value("")
    dialog.get_by_role("combobox", name="Current Status").click()
    expect(page.get_by_role("listbox", name="Current Status").get_by_role("option")).to_have_text(
        ["Need Instructions (new)", "Need Instructions (in hire)"]
    )
    page.keyboard.press("Escape")

    # Instructed Yes moves it to In Production; the on-hold reason shows only for On Hold.
    _choose(dialog, page, "Instructed", "Yes")
    expect(dialog.get_by_role("combobox", name="Current Status")).to_have_value("In Production")
    expect(dialog.get_by_role("combobox", name="On Hold Reason")).to_have_count(0)
    _choose(dialog, page, "Current Status", "On Hold")
    expect(dialog.get_by_role("combobox", name="On Hold Reason")).to_be_visible()

    # Back to Sent: MI is enabled again; a deficit amount gets its minus sign.
    _choose(dialog, page, "Current Status", "Sent")
    expect(dialog.get_by_role("combobox", name="On Hold Reason")).to_have_count(0)
    _choose(dialog, page, "MI Type", "Surplus")
    expect(dialog.get_by_label("Auto Tag")).to_have_value("Impecunious (STUS)")
    dialog.get_by_label("MI Amount (£)").fill("300")
    _choose(dialog, page, "MI Type", "Deficit")
    expect(dialog.get_by_label("MI Amount (£)")).to_have_value("-300")
    expect(dialog.get_by_label("Auto Tag")).to_have_value("Impecunious")

    # Invoice fields only while Invoiced is Yes.
    expect(dialog.get_by_label("Invoice Number")).to_be_visible()
    _choose(dialog, page, "Invoiced", "No")
    expect(dialog.get_by_label("Invoice Number")).to_have_count(0)
    _choose(dialog, page, "Invoiced", "Yes")
    dialog.get_by_label("Invoice Number").fill("INV-42")

    # Quick-select a KAM: the check beside the field warns it no longer matches the OB Link.
    dialog.get_by_role("group", name="Quick-select KAM ID").get_by_role("button").first.click()
    expect(dialog.get_by_text("KAM ID doesn't match OB Link (expected: 70001)")).to_be_visible()
    dialog.get_by_label("KAM ID", exact=True).fill("70001")

    dialog.get_by_role("button", name="Save Changes").click()
    _expect_toast(page, "Success", "Case updated successfully")
    expect(dialog).to_be_hidden()
    case.refresh_from_db()
    assert case.current_status == Status.SENT and case.instructed
    assert case.mi_type == "deficit" and case.mi_amount == Decimal("-300.00")
    assert case.invoiced and case.invoice_number == "INV-42"

    # The case changes while the dialog is open: the save answers 409 and the dialog names the latest change's author
    # (here the admin's own save above: this test's change is written past the services, so it has no audit event),
    # offering a reload that keeps what was typed.
    dialog = _open_edit(page, Case.objects.get(pk=case.pk))
    later = timezone.now() + timedelta(seconds=5)
    Case.objects.filter(pk=case.pk).update(invoice_number="INV-99", updated_at=later)
    dialog.get_by_label("Client Name").fill("Mine")
    dialog.get_by_role("button", name="Save Changes").click()
    conflict = dialog.get_by_role("alert").filter(has_text="This case was changed by someone else")
    expect(conflict).to_contain_text("Ada Admin changed this case at")
    assert Case.objects.get(pk=case.pk).client_name == "Edith Edit"
    conflict.get_by_role("button", name="Reload, keeping my changes").click()
    expect(conflict).to_have_count(0)
    expect(dialog.get_by_label("Client Name")).to_have_value("Mine")
    expect(dialog.get_by_label("Invoice Number")).to_have_value("INV-99")
    dialog.get_by_role("button", name="Cancel").click()

    login_as(phone_page, admin)
    _edit_button(phone_page, case).click()
    phone_dialog = phone_page.get_by_role("dialog", name="Edit Case")
    expect(phone_dialog.get_by_role("button", name="Save Changes")).to_be_attached()
    box = phone_dialog.bounding_box()
    assert box is not None and box["width"] <= 390
    screenshot(phone_page, "case-dialogs-edit-phone")


def test_staff_may_edit_only_the_four_staff_fields(page, phone_page):
    # Staff with the default permissions (view_all_cases only): the four fields of guide: roles#staff-edits (guide:
    # roles#staff-edits).
    for _ in range(4):
        KamFactory()
    staff = UserFactory(role=Role.STAFF, first_name="Sam", last_name="Staff", email="sam@example.com")
    case = CaseFactory(bhruk_id="3001", client_name="Stella Staff", kam_id="55", lockable=True)
    login_as(page, staff)
    dialog = _open_edit(page, case)

    expect(dialog.get_by_label("KAM ID", exact=True)).to_have_attribute("readonly", "")
    expect(dialog.get_by_label("BHR UK ID")).to_have_attribute("readonly", "")
    expect(dialog.get_by_label("Company")).to_have_attribute("readonly", "")
    invoicing = dialog.get_by_role("group", name="Invoicing Information")
    expect(invoicing).to_have_css("opacity", "0.6")  # dimmed
    for field in (invoicing.get_by_role("combobox", name="Invoiced"), invoicing.get_by_label("Invoice Number")):
        expect(field).to_be_disabled()
    mi = dialog.get_by_role("group", name="Management Information (MI)")
    expect(mi.get_by_role("combobox", name="MI Type")).to_be_disabled()
    expect(mi.get_by_label("MI Amount (£)")).to_be_disabled()
    expect(dialog.get_by_role("group", name="Quick-select KAM ID")).to_have_count(0)
    screenshot(page, "case-dialogs-edit-staff-desktop")

    dialog.get_by_label("Client Name").fill("Stella Renamed")
    _choose(dialog, page, "Current Status", "On Hold")
    _choose(dialog, page, "On Hold Reason", "Need PDF Statements")
    dialog.get_by_role("button", name="Save Changes").click()
    _expect_toast(page, "Success", "Case updated successfully")
    case.refresh_from_db()
    assert case.client_name == "Stella Renamed"
    assert case.current_status == Status.ON_HOLD and case.on_hold_reason == "need_pdf"
    assert case.kam_id == "55" and case.invoiced  # untouched
    assert case.mi_type is None and case.mi_amount is None  # cleared by leaving Sent

    login_as(phone_page, staff)
    _edit_button(phone_page, case).click()
    expect(phone_page.get_by_role("dialog", name="Edit Case")).to_be_visible()
    screenshot(phone_page, "case-dialogs-edit-staff-phone")


# --- Upload CSV ---------------------------------------------------------------------------------------------------


def _csv(*rows: str) -> bytes:
    return ("\n".join([HEADER, *rows]) + "\n").encode()


def _choose_file(page, name: str, content: bytes, mime: str = "text/csv") -> None:
    page.locator("#csvFile").set_input_files(files=[{"name": name, "mimeType": mime, "buffer": content}])


def test_admin_uploads_a_csv_and_sees_the_row_problems_of_a_rejected_one(page, phone_page, admin):
    CaseFactory(bhruk_id="4000", client_name="Before Upload")
    login_as(page, admin)
    page.get_by_role("button", name="Upload CSV", exact=True).click()
    dialog = page.get_by_role("dialog", name="Upload CSV Cases")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_test_id("next-bhruk-id")).to_contain_text("KIND")
    expect(dialog).to_contain_text(
        "Widget (Company), Report Type, External User ID (OB Link), Name, Email, User ID, Created At, Status"
    )
    expect(dialog.get_by_role("button", name="Upload & Process")).to_be_disabled()

    _choose_file(page, "notes.txt", b"hello", mime="text/plain")
    _expect_toast(page, "Invalid File", "Please select a CSV file (.csv extension)")
    expect(dialog.get_by_role("button", name="Upload & Process")).to_be_disabled()

    # Rejected: the dialog stays open and lists the server's row problems.
    _choose_file(
        page,
        "bad.csv",
        _csv(
            "Acme Ltd,Statement,https://ob.example.com/users/91001,Bad Date,b@example.com,U1,not-a-date,Completed",
            ",Statement,https://ob.example.com/users/91002,No Company,c@example.com,U2,2025-01-31,Completed",
        ),
    )
    expect(dialog.get_by_test_id("chosen-file")).to_have_text("bad.csv")
    expect(dialog.get_by_role("button", name="Change File")).to_be_visible()
    dialog.get_by_role("button", name="Upload & Process").click()
    problems = dialog.get_by_role("list", name="Problems in the file")
    expect(problems).to_contain_text("Row 2 · Created At")
    expect(problems).to_contain_text("Row 3 · Widget (Company): Company is required")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("progressbar")).to_have_count(0)
    assert not Case.objects.filter(client_name__in=["Bad Date", "No Company"]).exists()
    screenshot(page, "case-dialogs-upload-error-desktop")

    # Accepted: success toast with the server's message, the dialog closes and the rows appear.
    _choose_file(
        page,
        "good.csv",
        _csv(
            "Acme Ltd,Statement,https://ob.example.com/users/92001,Uma Upload,u@example.com,U3,2025-01-31,Completed",
            "Kind,Statement,https://ob.example.com/users/92002,Kit Kind,k@example.com,U4,31/01/2025 11:00,Completed",
        ),
    )
    expect(dialog.get_by_test_id("chosen-file")).to_have_text("good.csv")
    screenshot(page, "case-dialogs-upload-desktop")
    dialog.get_by_role("button", name="Upload & Process").click()
    expect(dialog).to_be_hidden()
    expect(page.locator(".mantine-Notification-root").last).to_contain_text("Success")
    expect(_row(page, "Uma Upload")).to_be_visible()
    expect(_row(page, "Kit Kind")).to_be_visible()
    assert Case.objects.filter(client_name__in=["Uma Upload", "Kit Kind"]).count() == 2

    login_as(phone_page, admin)
    top_bar(phone_page).get_by_role("button", name="Upload CSV", exact=True).click()
    phone_dialog = phone_page.get_by_role("dialog", name="Upload CSV Cases")
    expect(phone_dialog).to_be_visible()
    _choose_file(
        phone_page,
        "bad.csv",
        _csv("Acme Ltd,Statement,https://ob.example.com/users/93001,Bad Date,b@example.com,U5,32/13/2025,Completed"),
    )
    phone_dialog.get_by_role("button", name="Upload & Process").click()
    expect(phone_dialog.get_by_role("list", name="Problems in the file")).to_contain_text("Row 2 · Created At")
    box = phone_dialog.bounding_box()
    assert box is not None and box["width"] <= 390
    screenshot(phone_page, "case-dialogs-upload-error-phone")
