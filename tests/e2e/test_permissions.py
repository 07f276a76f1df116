"""The Permissions page in a real browser: an admin's toggle takes effect on the server at once and
the affected role's screen loses (or gains) the matching control after a reload."""

from django.contrib.auth.models import Group

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role, perm
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from tests.e2e.conftest import CONTEXT, DESKTOP, login_as, screenshot

WIDE = {"width": 1440, "height": 900}


@pytest.fixture(autouse=True)
def _role_groups():
    """Each browser test starts from a flushed database: put back the role groups the migration seeds."""
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin():
    return UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")


@pytest.fixture
def second_page(browser, base_url):
    """Another signed-in browser (its own local storage) for the user whose role is changed."""
    context = browser.new_context(base_url=base_url, viewport=DESKTOP, **CONTEXT)
    yield context.new_page()
    context.close()


def toast(page, text: str):
    return page.locator(".mantine-Notification-root").filter(has_text=text)


def granted(role: str, codename: str) -> bool:
    return Group.objects.get(name=role).permissions.filter(codename=codename).exists()


def test_admin_grants_then_revokes_a_staff_permission_and_the_staff_dashboard_follows(
    page, second_page, phone_page, admin
):
    staff = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")
    login_as(second_page, staff)
    second_page.goto("/dashboard")
    expect(second_page.get_by_role("button", name="Logout")).to_be_visible()
    expect(second_page.get_by_role("button", name="Upload CSV")).to_have_count(0)

    login_as(page, admin)
    page.goto("/permissions")
    expect(page.get_by_label("Staff role")).to_contain_text("1 permission granted")
    switch = page.get_by_role("switch", name="Staff: Upload CSV files")
    expect(switch).not_to_be_checked()
    screenshot(page, "permissions-page-desktop")

    switch.click(force=True)
    expect(toast(page, "Staff: Upload CSV files granted")).to_be_visible()
    expect(switch).to_be_checked()
    expect(page.get_by_label("Staff role")).to_contain_text("2 permissions granted")
    assert granted("staff", "upload_csv")

    second_page.reload()
    expect(second_page.get_by_role("button", name="Upload CSV")).to_be_visible()

    switch.click(force=True)
    expect(toast(page, "Staff: Upload CSV files revoked")).to_be_visible()
    expect(switch).not_to_be_checked()
    assert not granted("staff", "upload_csv")
    assert not type(staff).objects.get(pk=staff.pk).has_perm(perm("upload_csv"))

    second_page.reload()
    expect(second_page.get_by_role("button", name="Logout")).to_be_visible()
    expect(second_page.get_by_role("button", name="Upload CSV")).to_have_count(0)

    # The matrix reflects the server after a reload too.
    page.reload()
    expect(page.get_by_role("switch", name="Staff: Upload CSV files")).not_to_be_checked()

    login_as(phone_page, admin)
    phone_page.goto("/permissions")
    expect(phone_page.get_by_label("Admin role")).to_be_visible()
    screenshot(phone_page, "permissions-page-phone")
    phone_page.get_by_role("heading", name="User Roles").scroll_into_view_if_needed()
    screenshot(phone_page, "permissions-user-roles-phone")


def test_revoking_view_users_from_managers_closes_user_management_to_them(page, second_page, admin):
    manager = UserFactory(role=Role.MANAGER, email="max@example.com", first_name="Max", last_name="Manager")
    login_as(second_page, manager)
    second_page.goto("/users")
    expect(second_page.get_by_role("row").filter(has_text="ada@example.com")).to_be_visible()

    login_as(page, admin)
    page.goto("/permissions")
    page.get_by_role("switch", name="Manager: View users").click(force=True)
    expect(toast(page, "Manager: View users revoked")).to_be_visible()

    second_page.reload()
    expect(second_page.get_by_text("You don't have permission to view user management")).to_be_visible()
    expect(second_page.get_by_role("row").filter(has_text="ada@example.com")).to_have_count(0)


def test_admin_changes_a_user_role_but_not_their_own(page, admin):
    staff = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")

    login_as(page, admin)
    page.goto("/permissions")
    roles = page.get_by_role("table", name="User roles")
    expect(roles.get_by_role("switch", name="Sam Staff: Staff")).to_be_checked()
    roles.get_by_role("switch", name="Sam Staff: Manager").click(force=True)
    expect(toast(page, "Sam Staff is now Manager")).to_be_visible()
    expect(roles.get_by_role("switch", name="Sam Staff: Manager")).to_be_checked()
    expect(roles.get_by_role("switch", name="Sam Staff: Staff")).not_to_be_checked()
    staff.refresh_from_db()
    assert staff.role == Role.MANAGER

    own = roles.get_by_role("switch", name="Ada Admin: Manager")
    expect(own).to_be_disabled()
    page.get_by_test_id("own-role-switch").nth(1).click()
    expect(toast(page, "You cannot change your own role")).to_be_visible()
    admin.refresh_from_db()
    assert admin.role == Role.ADMIN
    screenshot(page, "permissions-user-roles-desktop")


def test_a_manager_sees_the_matrix_read_only(page):
    manager = UserFactory(role=Role.MANAGER, email="max@example.com", first_name="Max", last_name="Manager")

    login_as(page, manager)
    page.goto("/permissions")
    expect(page.get_by_text("Read-only", exact=True)).to_be_visible()
    matrix = page.get_by_role("table", name="Permission matrix")
    expect(matrix.get_by_test_id("grant-staff-export_data")).to_have_text("No")
    expect(matrix.get_by_test_id("grant-manager-upload_csv")).to_have_text("Yes")
    expect(matrix.get_by_role("switch")).to_have_count(0)
    assert not granted("staff", "export_data")
    assert manager.has_perm(perm("view_users"))


def test_staff_read_the_matrix_without_any_access_denied(page, phone_page):
    """Permissions is staff's one top-bar button; it shows the matrix read-only (guide: roles)."""
    staff = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")

    page.set_viewport_size(WIDE)
    login_as(page, staff)
    page.goto("/permissions")
    matrix = page.get_by_role("table", name="Permission matrix")
    expect(matrix.get_by_test_id("grant-staff-view_all_cases")).to_have_text("Yes")
    expect(matrix.get_by_test_id("grant-staff-upload_csv")).to_have_text("No")
    expect(matrix.get_by_test_id("na-client-upload_csv")).to_contain_text("N/A")
    expect(page.get_by_text("Read-only", exact=True)).to_be_visible()
    expect(page.get_by_text("Access Denied", exact=False)).to_have_count(0)
    expect(page.get_by_role("heading", name="User Roles")).to_have_count(0)
    expect(page.get_by_role("main").get_by_role("link", name="Users")).to_have_count(0)
    screenshot(page, "defects-permissions-staff-desktop")

    login_as(phone_page, staff)
    phone_page.goto("/permissions")
    # A phone shows the matrix as cards.
    expect(phone_page.get_by_role("list", name="Permission matrix")).to_be_visible()
    expect(phone_page.get_by_text("Access Denied", exact=False)).to_have_count(0)
    screenshot(phone_page, "defects-permissions-staff-phone")


def test_admin_is_offered_no_client_switch_that_cannot_apply(page, admin):
    page.set_viewport_size(WIDE)
    login_as(page, admin)
    page.goto("/permissions")
    matrix = page.get_by_role("table", name="Permission matrix")
    expect(matrix.get_by_role("switch", name="Client: View own company's cases")).to_be_checked()
    expect(matrix.get_by_role("switch", name="Client: Upload CSV files")).to_have_count(0)
    expect(matrix.get_by_test_id("na-client-upload_csv")).to_contain_text("N/A")
    expect(matrix.get_by_role("switch")).to_have_count(25 * 3 + 1)
    screenshot(page, "defects-permissions-admin-desktop")
