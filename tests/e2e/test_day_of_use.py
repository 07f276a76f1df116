"""Accessibility and day-of-use fixes in a real browser: the confirms before Send Daily Emails and Auto-Fill, a single
cancel with its own reason, the temporary password on the Users page on a phone, the login and /setup once an admin
exists, and the UK date pickers of the Audit Log and Reports. Screenshots at 1440x900 and 390x844."""

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent, Case
from cases.tests.factories import CaseFactory
from notifications.models import DigestDelivery
from tests.e2e.conftest import login_as, screenshot, top_bar

WIDE = {"width": 1440, "height": 900}


@pytest.fixture(autouse=True)
def _role_groups():
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin():
    return UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")


def test_send_daily_emails_and_auto_fill_ask_first(page, phone_page, admin):
    UserFactory(role=Role.STAFF, email="sam@example.com")
    UserFactory(role=Role.CLIENT, email="cleo@example.com", company="Acme Ltd")
    CaseFactory(kam_id="", external_user_id="https://ob.example.com/users/777", bhruk_id="1001")

    page.set_viewport_size(WIDE)
    login_as(page, admin)
    page.get_by_role("button", name="Send Daily Emails").click()
    dialog = page.get_by_role("dialog", name="Send Daily Emails")
    expect(dialog.get_by_test_id("send-daily-count")).to_contain_text("Send today's daily email to 3 recipients?")
    page.wait_for_timeout(300)
    screenshot(page, "defects-confirm-send-daily-desktop")
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    assert not DigestDelivery.objects.exists()

    page.get_by_role("button", name="Send Daily Emails").click()
    dialog.get_by_role("button", name="Send Daily Emails").click()
    expect(page.get_by_text("Daily email notifications sent successfully")).to_be_visible()
    assert DigestDelivery.objects.count() == 3

    page.get_by_role("button", name="Auto-Fill KAM IDs").click()
    autofill = page.get_by_role("dialog", name="Auto-Fill KAM IDs")
    expect(autofill).to_contain_text("Give every case without a KAM ID")
    page.wait_for_timeout(300)
    screenshot(page, "defects-confirm-autofill-desktop")
    assert Case.objects.get().kam_id == ""
    autofill.get_by_role("button", name="Auto-Fill KAM IDs").click()
    expect(page.get_by_text("Auto-filled KAM IDs for 1 case.")).to_be_visible()
    assert Case.objects.get().kam_id == "777"

    login_as(phone_page, admin)
    phone_page.goto("/dashboard")
    phone_page.evaluate("window.scrollTo(0, 0)")
    top_bar(phone_page).get_by_role("button", name="Send Daily Emails").click()
    # Everyone had today's e-mail a moment ago: the confirm says so and offers no send.
    expect(phone_page.get_by_role("dialog", name="Send Daily Emails")).to_contain_text("Nobody is due today's email")
    phone_page.wait_for_timeout(300)
    screenshot(phone_page, "defects-confirm-send-daily-phone")


def test_a_single_cancel_takes_its_own_reason(page, phone_page, admin):
    case = CaseFactory(bhruk_id="4242", client_name="Jane Doe")

    page.set_viewport_size(WIDE)
    login_as(page, admin)
    page.get_by_role("button", name="Cancel case 4242").click()
    dialog = page.get_by_role("dialog", name="Cancel Case")
    reason = dialog.get_by_role("textbox", name="Cancellation reason")
    expect(reason).to_have_value("Client request")
    expect(dialog.get_by_role("button", name="Keep case")).to_be_visible()
    page.wait_for_timeout(300)
    screenshot(page, "defects-cancel-case-desktop")
    dialog.get_by_role("button", name="Keep case").click()
    expect(dialog).to_be_hidden()
    case.refresh_from_db()
    assert not case.is_cancelled

    page.get_by_role("button", name="Cancel case 4242").click()
    reason.fill("Client went elsewhere")
    dialog.get_by_role("button", name="Cancel Case").click()
    expect(page.get_by_text("Case 4242 cancelled")).to_be_visible()
    case.refresh_from_db()
    assert (case.is_cancelled, case.cancellation_reason) == (True, "Client went elsewhere")
    assert AuditEvent.objects.get(case_id=case.pk, action="cancel").changes["cancellationReason"] == [
        "",
        "Client went elsewhere",
    ]

    CaseFactory(bhruk_id="4243")
    login_as(phone_page, admin)
    phone_page.goto("/dashboard")
    cancel = phone_page.get_by_role("button", name="Cancel case 4243")
    cancel.scroll_into_view_if_needed()
    cancel.click()
    expect(phone_page.get_by_role("dialog", name="Cancel Case")).to_be_visible()
    phone_page.wait_for_timeout(300)
    screenshot(phone_page, "defects-cancel-case-phone")


def test_the_temporary_password_stays_in_a_dialog_on_a_phone(phone_page, admin):
    login_as(phone_page, admin)
    phone_page.goto("/users")
    phone_page.get_by_role("button", name="Add User").click()
    dialog = phone_page.get_by_role("dialog", name="Add User")
    dialog.get_by_role("textbox", name="Email").fill("nia@example.com")
    dialog.get_by_role("textbox", name="First Name").fill("Nia")
    dialog.get_by_role("textbox", name="Last Name").fill("New")
    dialog.get_by_role("button", name="Create User").click()
    created = phone_page.get_by_role("dialog", name="User created")
    expect(created.get_by_test_id("temporary-password")).not_to_be_empty()
    expect(created.get_by_role("button", name="Copy")).to_be_visible()
    phone_page.wait_for_timeout(300)
    screenshot(phone_page, "defects-users-temporary-password-phone")


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_login_and_setup_once_an_administrator_exists(request, size, admin):
    view = request.getfixturevalue("page" if size == "desktop" else "phone_page")
    if size == "desktop":
        view.set_viewport_size(WIDE)

    view.goto("/login")
    expect(view.get_by_role("button", name="Sign In")).to_be_visible()
    view.wait_for_load_state("networkidle")
    expect(view.get_by_role("link", name="Create the administrator account")).to_have_count(0)
    screenshot(view, f"defects-login-{size}")

    view.goto("/setup")
    expect(view.get_by_role("status")).to_contain_text("Setup is complete")
    expect(view.get_by_label("First Name")).to_have_count(0)
    screenshot(view, f"defects-setup-done-{size}")
    view.get_by_role("link", name="Go to Sign In").click()
    view.wait_for_url("**/login")


def test_setup_is_offered_while_no_administrator_exists(page):
    page.set_viewport_size(WIDE)
    page.goto("/login")
    expect(page.get_by_role("link", name="Create the administrator account")).to_be_visible()


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_audit_log_filters_by_uk_dates_from_a_picker(request, size, admin):
    view = request.getfixturevalue("page" if size == "desktop" else "phone_page")
    if size == "desktop":
        view.set_viewport_size(WIDE)
    case = CaseFactory(bhruk_id="501")
    AuditEvent.objects.create(action="lock", case_id=case.pk, actor=admin, actor_email=admin.email)

    login_as(view, admin)
    view.goto("/audit")
    start = view.get_by_role("textbox", name="From")
    expect(start).to_have_attribute("placeholder", "dd/mm/yyyy")
    start.click()
    # The calendar follows the app's locale: British English, weeks from Monday.
    expect(view.get_by_role("button", name="Previous month")).to_be_visible()
    expect(view.locator(".mantine-DateInput-weekday").first).to_have_text("Mo")
    view.wait_for_timeout(300)
    screenshot(view, f"defects-audit-date-picker-{size}")
    start.fill("01/01/2020")
    view.keyboard.press("Escape")
    expect(start).to_have_value("01/01/2020")
    expect(view.get_by_test_id(f"audit-row-{AuditEvent.objects.get().pk}")).to_be_visible()
    start.fill("31/12/2099")
    expect(view.get_by_text("No events match these filters.")).to_be_visible()

    view.goto("/reports")
    report_from = view.get_by_role("textbox", name="From")
    expect(report_from).to_have_attribute("placeholder", "dd/mm/yyyy")
    report_from.fill("01/06/2026")
    view.keyboard.press("Escape")
    expect(report_from).to_have_value("01/06/2026")
    view.wait_for_timeout(300)
    screenshot(view, f"defects-reports-dates-{size}")
