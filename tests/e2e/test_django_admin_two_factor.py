"""The Django admin door applies the role's two-factor requirement: what the superuser reads."""

import pytest
from playwright.sync_api import expect

from accounts.admin_site import ENROL_FIRST
from accounts.models import MfaPolicy, User
from accounts.roles import Role
from accounts.tests.factories import DEFAULT_PASSWORD
from tests.e2e.axe import BLOCKING, scan
from tests.e2e.conftest import screenshot


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_superuser_without_the_required_second_factor_is_sent_to_set_it_up(request, size):
    view = request.getfixturevalue("page" if size == "desktop" else "phone_page")
    if size == "desktop":
        view.set_viewport_size({"width": 1440, "height": 900})
    User.objects.create_superuser("root@example.com", DEFAULT_PASSWORD)
    MfaPolicy.objects.create(role=Role.ADMIN, required=True)

    view.goto("/django-admin/login/?next=/django-admin/")
    view.get_by_label("Email").fill("root@example.com")
    view.get_by_label("Password").fill(DEFAULT_PASSWORD)
    view.get_by_role("button", name="Log in").click()

    expect(view.get_by_text(ENROL_FIRST)).to_be_visible()
    expect(view.get_by_role("button", name="Log in")).to_be_visible()
    assert "/django-admin/login/" in view.url
    screenshot(view, f"django-admin-two-factor-required-{size}")
    blocking = [finding for finding in scan(view, "django admin login") if finding.impact in BLOCKING]
    assert not blocking, "\n".join(str(finding) for finding in blocking)
