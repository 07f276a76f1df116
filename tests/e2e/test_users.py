"""The Users page in a real browser: an admin creates, edits and deletes a user and sees the toasts;
a manager is offered no edit or delete for an admin."""

import re

from django.core import mail

import pytest
from playwright.sync_api import expect

from accounts.models import User
from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from tests.e2e.conftest import login_as, screenshot


@pytest.fixture(autouse=True)
def _role_groups():
    """Each browser test starts from a flushed database: put back the role groups the migration seeds."""
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin():
    return UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")


def toast(page, text: str):
    return page.locator(".mantine-Notification-root").filter(has_text=text)


def choose(page, dialog, label: str, option: str) -> None:
    dialog.get_by_role("combobox", name=label, exact=True).click()
    page.get_by_role("option", name=option, exact=True).click()


def test_admin_creates_edits_and_deletes_a_user_and_sees_the_toasts(page, phone_page, admin):
    UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff", company="Acme Ltd")
    UserFactory(role=Role.CLIENT, email="cleo@example.com", first_name="Cleo", last_name="Client", company="Acme Ltd")

    login_as(page, admin)
    page.goto("/users")
    expect(page.get_by_role("heading", name="User Management")).to_be_visible()
    staff_row = page.get_by_role("row").filter(has_text="sam@example.com")
    expect(staff_row).to_contain_text("Sam Staff")
    expect(staff_row).to_contain_text("Staff")
    expect(staff_row).to_contain_text("Acme Ltd")
    expect(staff_row).to_contain_text("Never")
    screenshot(page, "users-list-desktop")

    # The role filter.
    choose(page, page, "Filter by role", "Client")
    expect(page.get_by_role("row").filter(has_text="sam@example.com")).to_have_count(0)
    expect(page.get_by_role("row").filter(has_text="cleo@example.com")).to_be_visible()
    choose(page, page, "Filter by role", "All roles")

    # Create: the form's own validation first, then a user without a password -> temporary-password toast.
    page.get_by_role("button", name="Add User").click()
    dialog = page.get_by_role("dialog", name="Add User")
    dialog.get_by_label("Password", exact=True).fill("short")
    dialog.get_by_role("button", name="Create User").click()
    for message in (
        "Invalid email address",
        "First name is required",
        "Last name is required",
        "Password must be at least 8 characters if provided",
    ):
        expect(dialog.get_by_text(message)).to_be_visible()
    dialog.get_by_label("Password", exact=True).fill("")
    dialog.get_by_role("textbox", name="Email").fill("nia@example.com")
    dialog.get_by_role("textbox", name="First Name").fill("Nia")
    dialog.get_by_role("textbox", name="Last Name").fill("New")
    choose(page, dialog, "Role", "Manager")
    dialog.get_by_role("combobox", name="Company").fill("Globex Plc")
    expect(dialog.get_by_role("switch", name=re.compile("^Active"))).to_be_checked()
    page.wait_for_timeout(300)  # the role dropdown's closing transition
    screenshot(page, "users-create-dialog-desktop")
    dialog.get_by_role("button", name="Create User").click()

    # The temporary password stays in a dialog with a copy button until dismissed.
    created = page.get_by_role("dialog", name="User created")
    expect(created).to_contain_text("An invitation e-mail was sent to nia@example.com.")
    temporary = created.get_by_test_id("temporary-password").inner_text().strip()
    expect(dialog).to_be_hidden()
    page.wait_for_timeout(11_000)  # longer than the old 10 s toast
    expect(created.get_by_test_id("temporary-password")).to_have_text(temporary)
    screenshot(page, "defects-users-temporary-password-desktop")
    created.get_by_role("button", name="Done").click()
    expect(created).to_be_hidden()
    nia = User.objects.get(email="nia@example.com")
    assert (nia.first_name, nia.last_name, nia.role, nia.company, nia.is_active) == (
        "Nia",
        "New",
        Role.MANAGER,
        "Globex Plc",
        True,
    )
    assert nia.check_password(temporary)
    assert mail.outbox[-1].to == ["nia@example.com"]
    expect(page.get_by_role("row").filter(has_text="nia@example.com")).to_contain_text("Manager")

    # Create with a password -> the invitation toast.
    page.get_by_role("button", name="Add User").click()
    dialog = page.get_by_role("dialog", name="Add User")
    dialog.get_by_role("textbox", name="Email").fill("otto@example.com")
    dialog.get_by_role("textbox", name="First Name").fill("Otto")
    dialog.get_by_role("textbox", name="Last Name").fill("Other")
    dialog.get_by_label("Password", exact=True).fill("long-enough-1")
    dialog.get_by_role("button", name="Create User").click()
    expect(toast(page, "Invitation sent")).to_contain_text("An invitation e-mail was sent to otto@example.com.")
    assert User.objects.get(email="otto@example.com").check_password("long-enough-1")

    # Edit.
    page.get_by_role("button", name="Edit Nia New").click()
    dialog = page.get_by_role("dialog", name="Edit User")
    expect(dialog.get_by_role("textbox", name="Email")).to_have_value("nia@example.com")
    dialog.get_by_role("textbox", name="Last Name").fill("Newer")
    choose(page, dialog, "Role", "Staff")
    dialog.get_by_role("switch", name=re.compile("^Active")).uncheck(force=True)
    dialog.get_by_role("button", name="Save Changes").click()
    expect(toast(page, "User updated successfully")).to_be_visible()
    nia.refresh_from_db()
    assert (nia.last_name, nia.role, nia.is_active) == ("Newer", Role.STAFF, False)
    nia_row = page.get_by_role("row").filter(has_text="nia@example.com")
    expect(nia_row).to_contain_text("Nia Newer")
    expect(nia_row).to_contain_text("Inactive")

    # A failure shows the server's message: the e-mail is taken.
    page.get_by_role("button", name="Edit Nia Newer").click()
    dialog = page.get_by_role("dialog", name="Edit User")
    dialog.get_by_role("textbox", name="Email").fill("sam@example.com")
    dialog.get_by_role("button", name="Save Changes").click()
    expect(toast(page, "A user with this email already exists")).to_be_visible()
    dialog.get_by_role("button", name="Cancel").click()

    # Delete, with confirmation.
    page.get_by_role("button", name="Delete Nia Newer").click()
    confirm = page.get_by_role("dialog", name="Delete User")
    expect(confirm).to_contain_text("Are you sure you want to delete Nia Newer (nia@example.com)?")
    confirm.get_by_role("button", name="Delete").click()
    expect(toast(page, "User deleted successfully")).to_be_visible()
    expect(page.get_by_role("row").filter(has_text="nia@example.com")).to_have_count(0)
    assert not User.objects.filter(email="nia@example.com").exists()

    # The admin's own row: edit yes, delete no.
    expect(page.get_by_role("button", name="Edit Ada Admin")).to_be_visible()
    expect(page.get_by_role("button", name="Delete Ada Admin")).to_have_count(0)

    login_as(phone_page, admin)
    phone_page.goto("/users")
    # A phone shows cards, not a table.
    expect(
        phone_page.get_by_role("list", name="Users").get_by_role("listitem").filter(has_text="sam@example.com")
    ).to_be_visible()
    screenshot(phone_page, "users-list-phone")
    phone_page.get_by_role("button", name="Add User").click()
    expect(phone_page.get_by_role("dialog", name="Add User")).to_be_visible()
    phone_page.wait_for_timeout(500)  # let the modal's opening transition finish
    screenshot(phone_page, "users-create-dialog-phone")


def test_manager_cannot_edit_or_delete_an_admin(page, admin):
    manager = UserFactory(role=Role.MANAGER, email="max@example.com", first_name="Max", last_name="Manager")
    UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")

    login_as(page, manager)
    page.goto("/users")
    expect(page.get_by_role("row").filter(has_text="ada@example.com")).to_be_visible()
    expect(page.get_by_role("button", name="Edit Ada Admin")).to_have_count(0)
    expect(page.get_by_role("button", name="Delete Ada Admin")).to_have_count(0)
    expect(page.get_by_role("button", name="Edit Max Manager")).to_have_count(0)
    expect(page.get_by_role("button", name="Edit Sam Staff")).to_be_visible()

    # The role select offers only the roles a manager manages.
    page.get_by_role("button", name="Add User").click()
    dialog = page.get_by_role("dialog", name="Add User")
    dialog.get_by_role("combobox", name="Role", exact=True).click()
    expect(page.get_by_role("option")).to_have_text(["Staff", "Client"])
    page.keyboard.press("Escape")

    # Managers lack delete_users by default: no Delete is offered; the server refuses it anyway.
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("button", name="Delete Sam Staff")).to_have_count(0)
    assert User.objects.filter(email="sam@example.com").exists()
