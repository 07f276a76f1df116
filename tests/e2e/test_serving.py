"""The app under its Content-Security-Policy, and the daily e-mails queued from the dashboard and sent by the
real database worker."""

from django.core import mail

from playwright.sync_api import expect

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.tests.factories import CaseFactory
from tests.e2e.conftest import login_as, screenshot


def _watch_csp(page) -> list[str]:
    violations: list[str] = []
    page.on("console", lambda msg: violations.append(msg.text) if "Content Security Policy" in msg.text else None)
    return violations


def test_admin_queues_the_daily_emails_under_the_csp_and_the_worker_sends_them(page, phone_page, run_tasks):
    admin = UserFactory(role=Role.ADMIN, email="admin@example.com", first_name="Ada")
    UserFactory(role=Role.STAFF, email="staff@example.com", first_name="Sam")
    CaseFactory(bhruk_id="9101", client_name="Policy Ltd")
    violations = _watch_csp(page)

    response = page.goto("/login")
    assert "script-src 'self'" in response.headers["content-security-policy"]
    login_as(page, admin)
    expect(page.get_by_text("Policy Ltd")).to_be_visible()

    page.get_by_role("button", name="Send Daily Emails").click()
    confirm = page.get_by_role("dialog", name="Send Daily Emails")  # it asks first, naming the recipients
    confirm.get_by_role("button", name="Send Daily Emails").click()
    expect(page.get_by_text("Daily email notifications sent successfully")).to_be_visible()
    page.wait_for_timeout(300)
    screenshot(page, "serving-send-daily-desktop")
    assert mail.outbox == []  # queued, not sent in the request

    run_tasks()

    assert sorted(m.to[0] for m in mail.outbox) == ["admin@example.com", "staff@example.com"]

    phone_violations = _watch_csp(phone_page)
    login_as(phone_page, admin)
    expect(phone_page.get_by_text("Policy Ltd").first).to_be_visible()
    phone_page.wait_for_timeout(300)
    screenshot(phone_page, "serving-dashboard-phone")
    assert violations == [] and phone_violations == []
