"""Sign-in throttling in the browser: one person's mistyped passwords lock only their own sign-in."""

from django.core.cache import cache

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import DEFAULT_PASSWORD, UserFactory
from tests.e2e.conftest import screenshot, sign_in_with_the_form

MESSAGE = "Too many failed sign-in attempts. Try again in 15 minutes."


@pytest.fixture(autouse=True)
def _fresh_counts():
    """The counts live in this process's cache, shared with the live server: leave none to other tests."""
    roles_seed_permissions(grants=DEFAULT_GRANTS)
    cache.clear()
    yield
    cache.clear()


def sign_in(page, email: str, password: str) -> int:
    """Submits the form and waits for the server's answer; its status."""
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill(password)
    with page.expect_response("**/api/auth/login") as answer:
        page.get_by_role("button", name="Sign In").click()
    return answer.value.status


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_five_mistyped_passwords_lock_that_person_only_and_a_colleague_still_signs_in(request, size):
    view = request.getfixturevalue("page" if size == "desktop" else "phone_page")
    sam = UserFactory(role=Role.STAFF, email="sam@example.com")
    colleague = UserFactory(role=Role.STAFF, email="colleague@example.com")

    view.goto("/login")
    expect(view.get_by_role("heading", name="Sign in", level=1)).to_be_visible()
    for attempt in range(5):
        assert sign_in(view, sam.email, f"mistyped-{attempt}") == 401
        expect(view.get_by_role("alert")).to_contain_text("Invalid email or password")

    assert sign_in(view, sam.email, DEFAULT_PASSWORD) == 429
    expect(view.get_by_role("alert")).to_contain_text(MESSAGE)
    expect(view).to_have_url(f"{request.getfixturevalue('live_server').url}/login")
    assert view.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    screenshot(view, f"auth-login-throttled-{size}")

    # Same office address, another account: not affected.
    sign_in_with_the_form(view, colleague)
    expect(view.get_by_role("button", name="Sign In")).to_have_count(0)
