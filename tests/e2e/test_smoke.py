"""Smoke test: the built app is served by Django and its client-side routes work."""

from playwright.sync_api import expect

from tests.e2e.conftest import PHONE, screenshot


def test_anonymous_visitor_sees_the_login_form_and_unknown_paths_show_404(page, phone_page):
    page.goto("/login")
    expect(page.get_by_role("button", name="Sign In")).to_be_visible()
    expect(page.get_by_label("Email")).to_be_visible()
    expect(page.get_by_label("Password", exact=True)).to_be_visible()
    screenshot(page, "smoke-login-desktop")

    page.goto("/no/such/page")
    expect(page.get_by_role("heading", name="404 Page Not Found")).to_be_visible()
    screenshot(page, "smoke-404-desktop")

    phone_page.goto("/login")
    expect(phone_page.get_by_role("button", name="Sign In")).to_be_visible()
    assert phone_page.viewport_size == PHONE
    screenshot(phone_page, "smoke-login-phone")
