"""Two-factor sign-in in a real browser (guide: roles#two-factor-sign-in): the authenticator app, a recovery code, a
passkey through Chromium's virtual authenticator, and a role policy that leaves a user without a factor only the
enrolment.

Codes come from pyotp with the secret the Security page shows; the passkey from the Chrome DevTools Protocol's
WebAuthn domain. The pages are opened on the live server's own host, which is the relying party id.
"""

import time

from django.core.cache import cache

import pyotp
import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import DEFAULT_PASSWORD, UserFactory
from tests.e2e.conftest import CONTEXT, PHONE, screenshot, sign_in_with_the_form

DESKTOP = {"width": 1440, "height": 900}
WRONG_CODE = "That code is not valid. Check your authenticator app and try again."


@pytest.fixture(autouse=True)
def _fresh_state(page):
    """Role groups back (the database is flushed between tests) and no sign-in counts left over."""
    roles_seed_permissions(grants=DEFAULT_GRANTS)
    cache.clear()
    page.set_viewport_size(DESKTOP)
    yield
    cache.clear()


class Authenticator:
    """An authenticator app: the next code never repeats a time step already used (django-otp refuses reuse)."""

    def __init__(self, secret: str):
        self.totp = pyotp.TOTP(secret)
        self.last_step = 0

    def code(self) -> str:
        step = max(int(time.time()) // 30, self.last_step + 1)
        self.last_step = step
        return self.totp.at(step * 30)


def sign_in_with_password(page, email: str) -> None:
    page.goto("/login")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill(DEFAULT_PASSWORD)
    page.get_by_role("button", name="Sign In").click()


def expect_second_step(page) -> None:
    expect(page.get_by_role("heading", name="Two-factor sign-in", level=1)).to_be_visible()


def sign_out(page) -> None:
    page.get_by_role("button", name="Logout").click()
    page.wait_for_url("**/login")


def open_security(page) -> None:
    page.get_by_role("link", name="Security").click()
    expect(page.get_by_role("heading", name="Security", level=1)).to_be_visible()


def save_recovery_codes(page, shot: str | None = None) -> list[str]:
    dialog = page.get_by_role("dialog", name="Save your recovery codes")
    expect(dialog).to_be_visible()
    codes = dialog.get_by_test_id("recovery-codes").locator("li").all_inner_texts()
    assert len(codes) == 10
    done = dialog.get_by_role("button", name="Done")
    expect(done).to_be_disabled()
    if shot:
        screenshot(page, shot)
    dialog.get_by_label("I have saved these codes").check()
    done.click()
    expect(dialog).to_have_count(0)
    return codes


def no_sideways_scroll(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def enrol_authenticator(page, shots: str | None = None) -> tuple[Authenticator, list[str]]:
    page.get_by_role("button", name="Set up authenticator app").click()
    secret_box = page.get_by_test_id("totp-secret")
    expect(secret_box).to_be_visible()
    qr = page.get_by_role("img", name="QR code to add Casebook to your authenticator app")
    expect(qr).to_be_visible()
    qr.evaluate("img => img.decode()")  # rejects when the browser cannot draw the SVG
    assert qr.evaluate("img => img.naturalWidth") > 0
    secret = secret_box.get_attribute("data-secret")
    assert secret and secret_box.inner_text().replace(" ", "") == secret
    if shots:
        screenshot(page, f"{shots}-setup-desktop")
        page.set_viewport_size(PHONE)
        assert no_sideways_scroll(page)
        screenshot(page, f"{shots}-setup-phone")
        page.set_viewport_size(DESKTOP)
    app = Authenticator(secret)
    page.get_by_label("Authentication code").fill(app.code())
    page.get_by_role("button", name="Turn on").click()
    codes = save_recovery_codes(page, f"{shots}-recovery-codes-desktop" if shots else None)
    return app, codes


def test_authenticator_app_enrol_sign_out_sign_in_with_code_and_a_recovery_code_works_once(page, phone_page):
    tess = UserFactory(role=Role.STAFF, email="tess@example.com", first_name="Tess", last_name="Totp")

    sign_in_with_the_form(page, tess)
    open_security(page)
    expect(page.get_by_role("region", name="Authenticator app")).to_contain_text("Off")
    screenshot(page, "security-off-desktop")

    app, codes = enrol_authenticator(page, shots="security-totp")
    authenticator = page.get_by_role("region", name="Authenticator app")
    expect(authenticator).to_contain_text("On")
    expect(page.get_by_test_id("recovery-codes-left")).to_have_text("10 recovery codes left.")
    expect(page.get_by_role("region", name="Active sessions")).to_contain_text("This browser")
    screenshot(page, "security-on-desktop")
    page.set_viewport_size(PHONE)
    assert no_sideways_scroll(page)
    screenshot(page, "security-on-phone")
    page.set_viewport_size(DESKTOP)

    # Password alone is no longer enough: the second step asks for the code.
    sign_out(page)
    sign_in_with_password(page, tess.email)
    expect_second_step(page)
    code_field = page.get_by_label("Authentication code")
    expect(code_field).to_be_focused()
    assert code_field.get_attribute("autocomplete") == "one-time-code"
    assert page.evaluate("localStorage.getItem('auth_token')") is None
    screenshot(page, "login-second-step-desktop")

    code_field.fill("000000")
    page.keyboard.press("Enter")
    expect(page.get_by_role("alert")).to_contain_text(WRONG_CODE)
    screenshot(page, "login-second-step-wrong-code-desktop")
    code_field.fill(app.code())
    page.keyboard.press("Enter")
    page.wait_for_url(lambda url: url.endswith("/"))
    expect(page.get_by_role("button", name="Logout")).to_be_visible()

    # A recovery code instead of the app: it works once.
    sign_out(page)
    sign_in_with_password(page, tess.email)
    expect_second_step(page)
    page.get_by_role("button", name="Use a recovery code").click()
    page.get_by_label("Recovery code").fill(codes[0])
    page.get_by_role("button", name="Verify").click()
    page.wait_for_url(lambda url: url.endswith("/"))
    open_security(page)
    expect(page.get_by_test_id("recovery-codes-left")).to_have_text("9 recovery codes left.")

    sign_out(page)
    sign_in_with_password(page, tess.email)
    expect_second_step(page)
    page.get_by_role("button", name="Use a recovery code").click()
    page.get_by_label("Recovery code").fill(codes[0])
    page.get_by_role("button", name="Verify").click()
    expect(page.get_by_role("alert")).to_be_visible()
    assert page.url.endswith("/login")
    assert page.evaluate("localStorage.getItem('auth_token')") is None

    # The second step at phone size, used from the keyboard alone.
    sign_in_with_password(phone_page, tess.email)
    expect_second_step(phone_page)
    expect(phone_page.get_by_label("Authentication code")).to_be_focused()
    assert no_sideways_scroll(phone_page)
    screenshot(phone_page, "login-second-step-phone")
    phone_page.keyboard.type(app.code())
    phone_page.keyboard.press("Enter")
    phone_page.wait_for_url(lambda url: url.endswith("/"))


def add_virtual_authenticator(page) -> None:
    cdp = page.context.new_cdp_session(page)
    cdp.send("WebAuthn.enable")
    cdp.send(
        "WebAuthn.addVirtualAuthenticator",
        {
            "options": {
                "protocol": "ctap2",
                "transport": "internal",
                "hasResidentKey": True,
                "hasUserVerification": True,
                "isUserVerified": True,
            }
        },
    )


def test_passkey_added_on_the_security_page_then_sign_in_with_password_and_passkey(page):
    add_virtual_authenticator(page)
    pat = UserFactory(role=Role.CLIENT, email="pat@example.com", company="Acme Ltd", first_name="Pat")

    sign_in_with_password(page, pat.email)
    page.wait_for_url("**/client")
    open_security(page)
    page.get_by_role("button", name="Add a passkey").click()
    dialog = page.get_by_role("dialog", name="Add a passkey")
    dialog.get_by_label("Passkey name").fill("Office laptop")
    screenshot(page, "security-add-passkey-desktop")
    dialog.get_by_role("button", name="Continue").click()
    save_recovery_codes(page)  # the first factor comes with recovery codes

    passkeys = page.get_by_role("list", name="Your passkeys")
    expect(passkeys).to_contain_text("Office laptop")
    page.get_by_role("button", name="Rename Office laptop").click()
    rename = page.get_by_role("dialog", name="Rename passkey")
    rename.get_by_label("Passkey name").fill("Work laptop")
    rename.get_by_role("button", name="Save").click()
    expect(passkeys).to_contain_text("Work laptop")
    expect(page.get_by_role("region", name="Passkeys and security keys")).to_contain_text("On")
    screenshot(page, "security-passkey-desktop")
    page.set_viewport_size(PHONE)
    assert no_sideways_scroll(page)
    screenshot(page, "security-passkey-phone")
    page.set_viewport_size(DESKTOP)

    sign_out(page)
    sign_in_with_password(page, pat.email)
    expect_second_step(page)
    passkey_button = page.get_by_role("button", name="Use a passkey")
    expect(passkey_button).to_be_focused()
    expect(page.get_by_label("Authentication code")).to_have_count(0)
    screenshot(page, "login-second-step-passkey-desktop")
    page.set_viewport_size(PHONE)
    screenshot(page, "login-second-step-passkey-phone")
    page.set_viewport_size(DESKTOP)
    passkey_button.click()
    page.wait_for_url("**/client")
    open_security(page)
    expect(page.get_by_role("list", name="Your passkeys")).not_to_contain_text("Last used Never")


def test_role_policy_leaves_a_staff_user_without_a_factor_only_enrolment_until_enrolled(page, browser, base_url):
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    sam = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")

    sign_in_with_the_form(page, admin)
    page.goto("/permissions")
    policy = page.get_by_role("region", name="Two-factor sign-in")
    staff_switch = policy.get_by_role("switch", name="Staff: require two-factor sign-in")
    expect(staff_switch).not_to_be_checked()
    staff_switch.focus()
    page.keyboard.press("Space")
    expect(page.locator(".mantine-Notification-root")).to_contain_text("Staff: two-factor sign-in required")
    expect(staff_switch).to_be_checked()
    policy.scroll_into_view_if_needed()
    screenshot(page, "permissions-two-factor-policy-desktop")
    page.set_viewport_size(PHONE)
    policy.scroll_into_view_if_needed()
    assert no_sideways_scroll(page)
    screenshot(page, "permissions-two-factor-policy-phone")
    page.set_viewport_size(DESKTOP)

    context = browser.new_context(base_url=base_url, viewport=DESKTOP, **CONTEXT)
    sams = context.new_page()
    sign_in_with_password(sams, sam.email)
    sams.wait_for_url("**/security")
    expect(sams.get_by_role("status").filter(has_text="Set up two-factor sign-in to continue")).to_be_visible()
    expect(sams.get_by_role("region", name="Active sessions")).to_have_count(0)
    screenshot(sams, "security-enrolment-only-desktop")
    sams.set_viewport_size(PHONE)
    assert no_sideways_scroll(sams)
    screenshot(sams, "security-enrolment-only-phone")
    sams.set_viewport_size(DESKTOP)

    # Nothing else is reachable: the dashboard sends the session back to the Security page.
    sams.goto("/dashboard")
    sams.wait_for_url("**/security")
    expect(sams.get_by_role("heading", name="Security", level=1)).to_be_visible()

    enrol_authenticator(sams)
    continue_button = sams.get_by_role("button", name="Continue to Casebook")
    expect(continue_button).to_be_visible()
    screenshot(sams, "security-enrolment-done-desktop")
    continue_button.click()
    sams.wait_for_url(lambda url: url.endswith("/"))
    expect(sams.get_by_role("heading", name="Case Management")).to_be_visible()
    context.close()

    # The admin resets Sam's second factor from the Users page.
    page.goto("/users")
    page.get_by_role("button", name="Reset 2FA for Sam Staff").click()
    confirm = page.get_by_role("dialog", name="Reset two-factor sign-in")
    expect(confirm).to_contain_text("sam@example.com")
    screenshot(page, "users-reset-two-factor-desktop")
    confirm.get_by_role("button", name="Reset two-factor sign-in").click()
    expect(page.locator(".mantine-Notification-root")).to_contain_text(
        "Two-factor sign-in was reset for sam@example.com."
    )
