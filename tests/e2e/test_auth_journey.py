"""The sign-in journeys of the foundation in a real browser: first-run setup, sign-in by role, guards, 404, reset."""

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from accounts.models import User
from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from tests.e2e.conftest import sign_in_with_the_form

RESET_LINK = re.compile(r"https?://\S+/reset-password#access_token=[^\s\"'<>]+")


@pytest.fixture(autouse=True)
def _role_groups():
    """Each browser test starts from a flushed database: put back the role groups the migration seeds."""
    roles_seed_permissions(grants=DEFAULT_GRANTS)


def path_of(page) -> str:
    return urlsplit(page.url).path


def sign_in(page, email: str, password: str) -> None:
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Sign In").click()


def test_first_admin_is_created_at_setup_then_each_role_lands_on_its_home(page):
    assert not User.objects.exists()

    # On an empty database the first visit to / leads to /setup.
    page.goto("/")
    page.wait_for_url("**/setup")

    # First visit to /setup creates the admin, then sends the browser to /login after 3 s.
    page.get_by_role("button", name="Create Admin Account").click()
    expect(page.get_by_text("First name is required")).to_be_visible()
    expect(page.get_by_text("Please enter a valid email address")).to_be_visible()
    page.get_by_label("First Name").fill("Ada")
    page.get_by_label("Last Name").fill("Admin")
    page.get_by_label("Email").fill("ada@example.com")
    page.get_by_label("Password", exact=True).fill("first-admin-1")
    page.get_by_label("Confirm Password").fill("first-admin-1")
    page.get_by_role("button", name="Create Admin Account").click()
    expect(page.get_by_role("status").filter(has_text="Administrator account created")).to_be_visible()
    page.wait_for_url("**/login", timeout=10_000)
    admin = User.objects.get(email="ada@example.com")
    assert (admin.role, admin.first_name, admin.last_name) == (Role.ADMIN, "Ada", "Admin")
    assert admin.check_password("first-admin-1")

    # Once an administrator exists, /setup says so at once instead of offering the form; the
    # server's own refusal of a second setup is tested in accounts/tests.
    page.goto("/setup")
    expect(page.get_by_role("status")).to_contain_text("Setup is complete")
    expect(page.get_by_label("Confirm Password")).to_have_count(0)
    assert User.objects.count() == 1

    # The admin signs in and lands on /; logout goes to /login.
    page.goto("/login")
    sign_in(page, "ada@example.com", "wrong-password")
    expect(page.get_by_role("alert")).to_contain_text("Invalid email or password")
    sign_in(page, "ada@example.com", "first-admin-1")
    page.wait_for_url(lambda url: urlsplit(url).path == "/")
    expect(page.get_by_test_id("user-name")).to_have_text("Ada Admin")
    page.get_by_role("button", name="Logout").click()
    page.wait_for_url("**/login")
    expect(page.get_by_role("button", name="Sign In")).to_be_visible()
    assert page.evaluate("localStorage.getItem('auth_token')") is None

    # A client lands on /client, and is sent back there from the staff dashboard.
    client = UserFactory(
        role=Role.CLIENT, email="cleo@acme.test", first_name="Cleo", last_name="Client", company="Acme Ltd"
    )
    sign_in_with_the_form(page, client)
    page.wait_for_url("**/client")
    expect(page.get_by_test_id("user-name")).to_have_text("Cleo Client")
    page.goto("/dashboard")
    page.wait_for_url("**/client")
    assert path_of(page) == "/client"

    # A client opening /login is redirected home; an unknown path shows the 404 page.
    page.goto("/login")
    page.wait_for_url("**/client")
    page.goto("/no/such/page")
    expect(page.get_by_role("heading", name="Page Not Found")).to_be_visible()
    expect(page.get_by_role("link", name="Go to the home page")).to_be_visible()


def test_forgotten_password_is_reset_through_the_emailed_link(page, mailoutbox):
    user = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")

    page.goto("/login")
    page.get_by_role("link", name="Forgot password?").click()
    page.wait_for_url("**/reset-password")
    expect(page.get_by_role("alert")).to_have_text("No valid reset token found. Please request a new password reset.")
    page.get_by_label("Email").fill("sam@example.com")
    page.get_by_role("button", name="Send Reset Link").click()
    expect(page.get_by_role("status")).to_contain_text("If an account exists for that email, we've sent a reset link.")

    assert len(mailoutbox) == 1
    assert mailoutbox[0].to == ["sam@example.com"]
    found = RESET_LINK.search(mailoutbox[0].body)
    assert found is not None
    link = found.group(0)
    parts = urlsplit(link)
    assert parts.path == "/reset-password"
    assert "type=recovery" in parts.fragment

    page.goto(f"{parts.path}#{parts.fragment}")
    page.get_by_label("New Password", exact=True).fill("brand-new-pw")
    page.get_by_label("Confirm New Password").fill("brand-new-pv")
    page.get_by_role("button", name="Update Password").click()
    expect(page.get_by_text("Passwords don't match")).to_be_visible()
    page.get_by_label("Confirm New Password").fill("brand-new-pw")
    page.get_by_role("button", name="Update Password").click()
    expect(page.get_by_role("status")).to_contain_text("Your password has been updated")
    page.wait_for_url("**/login", timeout=10_000)
    user.refresh_from_db()
    assert user.check_password("brand-new-pw")

    sign_in_with_the_form(page, user, "brand-new-pw")
    page.wait_for_url(lambda url: urlsplit(url).path == "/")
    expect(page.get_by_test_id("user-name")).to_have_text("Sam Staff")

    # The link is single-use: opening it again ends in the invalid-link message.
    page.get_by_role("button", name="Logout").click()
    page.wait_for_url("**/login")
    page.goto(f"{parts.path}#{parts.fragment}")
    page.get_by_label("New Password", exact=True).fill("another-pw")
    page.get_by_label("Confirm New Password").fill("another-pw")
    page.get_by_role("button", name="Update Password").click()
    expect(page.get_by_role("alert")).to_have_text("Invalid password reset link. Please request a new password reset.")
    user.refresh_from_db()
    assert user.check_password("brand-new-pw")
