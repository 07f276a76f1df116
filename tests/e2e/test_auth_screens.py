"""The sign-in screens and the admin create-user page at desktop and phone width (screenshots to look at)."""

import pytest
from playwright.sync_api import expect

from accounts.models import User
from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from tests.e2e.conftest import login_as, screenshot


@pytest.fixture(autouse=True)
def _role_groups():
    roles_seed_permissions(grants=DEFAULT_GRANTS)


def assert_fits_width(page) -> None:
    """Nothing sticks out sideways (no horizontal scrolling on a phone)."""
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_signed_out_screens_render_at_desktop_and_phone_width(request, size):
    view = request.getfixturevalue("page" if size == "desktop" else "phone_page")

    view.goto("/landing")
    expect(view.get_by_role("heading", level=1)).to_contain_text("professional case management system")
    expect(view.get_by_label("Email")).to_be_disabled()
    expect(view.get_by_label("Password", exact=True)).to_be_disabled()
    expect(view.get_by_role("checkbox", name="Remember me")).to_be_disabled()
    assert_fits_width(view)
    screenshot(view, f"auth-landing-{size}")
    view.get_by_role("button", name="Sign In").click()
    view.wait_for_url("**/login")
    # The landing page has a Sign In button too, and stays on screen while the login route's chunk loads.
    expect(view.get_by_role("heading", name="Sign in", level=1)).to_be_visible()

    view.get_by_role("button", name="Sign In").click()
    expect(view.get_by_text("Please enter a valid email address")).to_be_visible()
    expect(view.get_by_text("Password must be at least 6 characters")).to_be_visible()
    assert_fits_width(view)
    screenshot(view, f"auth-login-{size}")

    view.goto("/setup")
    view.get_by_label("Password", exact=True).fill("secret1")
    view.get_by_label("Confirm Password").fill("secret2")
    view.get_by_role("button", name="Create Admin Account").click()
    expect(view.get_by_text("Passwords don't match")).to_be_visible()
    assert_fits_width(view)
    screenshot(view, f"auth-setup-{size}")

    view.goto("/reset-password")
    expect(view.get_by_role("alert")).to_contain_text("No valid reset token found")
    assert_fits_width(view)
    screenshot(view, f"auth-reset-request-{size}")

    view.goto("/reset-password#access_token=not-a-real-token&type=recovery")
    view.get_by_label("New Password", exact=True).fill("new-secret")
    view.get_by_label("Confirm New Password").fill("new-secret")
    view.get_by_role("button", name="Update Password").click()
    expect(view.get_by_role("alert")).to_have_text("Invalid password reset link. Please request a new password reset.")
    assert_fits_width(view)
    screenshot(view, f"auth-reset-password-{size}")

    view.goto("/nowhere/at/all")
    expect(view.get_by_role("heading", name="Page Not Found")).to_be_visible()
    assert_fits_width(view)
    screenshot(view, f"auth-404-{size}")


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_admin_creates_a_user_on_the_admin_page(request, size):
    view = request.getfixturevalue("page" if size == "desktop" else "phone_page")
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    UserFactory(role=Role.STAFF, email="taken@example.com")
    login_as(view, admin)
    view.goto("/admin")
    expect(view.get_by_role("heading", name="Create User")).to_be_visible()

    view.get_by_label("Email").fill("taken@example.com")
    view.get_by_label("Password", exact=True).fill("secret1")
    view.get_by_role("button", name="Create User").click()
    expect(view.get_by_role("alert").filter(has_text="A user with this email already exists")).to_be_visible()
    view.wait_for_timeout(600)
    screenshot(view, f"auth-admin-create-failed-{size}")

    view.get_by_label("Email").fill("cleo@acme.test")
    view.get_by_role("combobox", name="Role").click()
    view.get_by_role("option", name="Client").click()
    view.get_by_label("First Name").fill("Cleo")
    view.get_by_label("Last Name").fill("Client")
    view.get_by_label("Company").fill("Acme Ltd")
    assert_fits_width(view)
    screenshot(view, f"auth-admin-create-user-{size}")
    view.get_by_role("button", name="Create User").click()
    expect(view.get_by_text("User created successfully")).to_be_visible()
    view.wait_for_timeout(600)  # let the toast finish sliding in
    screenshot(view, f"auth-admin-created-{size}")

    created = User.objects.get(email="cleo@acme.test")
    assert (created.role, created.first_name, created.last_name, created.company) == (
        Role.CLIENT,
        "Cleo",
        "Client",
        "Acme Ltd",
    )
    assert created.check_password("secret1")
    expect(view.get_by_label("Email")).to_have_value("")
