"""The audit log, reports and current-view export (guide: screens#audit-log) in a real browser: the audit log (filter by
a user, open a case), the reports (the company filter updates charts and numbers), the Export menu's current-view items,
and who sees which button."""

import csv
import io
from datetime import timedelta
from pathlib import Path

from django.utils import timezone

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent
from cases.rules import OnHoldReason, Status
from cases.tests.factories import CaseFactory
from tests.e2e.conftest import login_as, screenshot


@pytest.fixture(autouse=True)
def _role_groups():
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin():
    return UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")


@pytest.fixture
def manager():
    return UserFactory(role=Role.MANAGER, email="max@example.com", first_name="Max", last_name="Manager")


def event(case, actor, action: str, changes: dict, days_ago: float) -> AuditEvent:
    return AuditEvent.objects.create(
        action=action,
        case_id=case.pk,
        actor=actor,
        actor_email=actor.email,
        changes=changes,
        created_at=timezone.now() - timedelta(days=days_ago),
    )


def pick(page, label: str, option: str) -> None:
    page.get_by_role("combobox", name=label, exact=True).click()
    page.get_by_role("option", name=option, exact=True).click()


def test_admin_filters_the_audit_log_by_a_user_and_opens_a_case(page, phone_page, admin, manager):
    held = CaseFactory(bhruk_id="501", client_name="Holden Ltd", widget="Acme Ltd")
    other = CaseFactory(bhruk_id="GX7", client_name="Other Co", widget="Globex Plc")
    event(held, manager, "update", {"currentStatus": ["in_production", "on_hold"], "onHoldReason": [None, "other"]}, 1)
    event(other, admin, "lock", {}, 2)
    event(other, admin, "update", {"invoiced": [False, True]}, 3)

    login_as(page, admin)
    page.get_by_role("link", name="Audit Log").click()
    page.wait_for_url("**/audit")
    table = page.get_by_role("table", name="Audit log")
    expect(table.locator("tbody tr")).to_have_count(3)
    expect(table.locator("tbody tr").first).to_contain_text("max@example.com")
    page.wait_for_timeout(300)
    screenshot(page, "audit-log-desktop")

    pick(page, "User", "Max Manager (max@example.com)")
    expect(table.locator("tbody tr")).to_have_count(1)
    row = table.locator("tbody tr").first
    for text in ("max@example.com", "Update", "Current Status", "On Hold Reason", "In Production", "On Hold", "Other"):
        expect(row).to_contain_text(text)
    for raw in ("currentStatus", "onHoldReason", "in_production", "on_hold"):
        expect(row).not_to_contain_text(raw)

    row.get_by_role("button", name="Open case 501").click()
    dialog = page.get_by_role("dialog", name="Case Details")
    expect(dialog).to_contain_text("Holden Ltd")
    expect(dialog).to_contain_text("Acme Ltd")
    page.wait_for_timeout(300)
    screenshot(page, "audit-log-case-desktop")
    page.keyboard.press("Escape")

    pick(page, "Action", "Lock")
    expect(table).to_contain_text("No events match these filters.")

    login_as(phone_page, admin)
    phone_page.goto("/audit")
    # A phone gets one card per event instead of a table that scrolls sideways.
    expect(phone_page.get_by_role("list", name="Audit log").get_by_role("listitem")).to_have_count(3)
    phone_page.wait_for_timeout(300)
    screenshot(phone_page, "audit-log-phone")


def test_manager_reads_reports_and_the_company_filter_updates_them(page, phone_page, manager):
    now = timezone.now()
    CaseFactory(widget="Acme Ltd", created_at=now - timedelta(days=2))
    CaseFactory(widget="Acme Ltd", created_at=now - timedelta(days=40))
    held = CaseFactory(
        widget="Globex Plc",
        current_status=Status.ON_HOLD,
        instructed=True,
        on_hold_reason=OnHoldReason.NEED_PDF,
        created_at=now - timedelta(days=120),
    )
    event(held, manager, "update", {"currentStatus": ["in_production", "on_hold"]}, 100)
    sent = CaseFactory(widget="Globex Plc", lockable=True, created_at=now - timedelta(days=20))
    event(sent, manager, "update", {"currentStatus": ["in_production", "sent"]}, 10)

    login_as(page, manager)
    expect(page.get_by_role("link", name="Audit Log")).to_have_count(0)
    page.get_by_role("link", name="Reports").click()
    page.wait_for_url("**/reports")
    ageing = page.get_by_role("table", name="Ageing numbers")
    need = ageing.locator("tbody tr").filter(has_text="Need Instructions")
    expect(need.locator("td")).to_have_text(["Need Instructions", "1", "0", "1", "0", "2"])
    pdf = ageing.locator("tbody tr").filter(has_text="Need PDF Statements")
    expect(pdf.locator("td")).to_have_text(["On Hold: Need PDF Statements", "0", "0", "0", "1", "1"])
    throughput = page.get_by_role("table", name="Throughput numbers")
    expect(throughput.locator("tbody tr").first.locator("td")).to_have_text(["Total", "4", "1", "0", "0"])
    send = page.get_by_role("table", name="Time to send numbers")
    expect(send.locator("tbody tr").first.locator("td")).to_have_text(["Globex Plc", "1", "10.0 d", "10.0 d"])
    expect(page.locator(".recharts-surface").first).to_be_visible()
    page.wait_for_timeout(600)
    screenshot(page, "reports-desktop")
    page.get_by_role("table", name="Time to send numbers").scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    screenshot(page, "reports-lower-desktop")

    pick(page, "Company", "Acme Ltd")
    expect(need.locator("td")).to_have_text(["Need Instructions", "1", "0", "1", "0", "2"])
    expect(pdf.locator("td")).to_have_text(["On Hold: Need PDF Statements", "0", "0", "0", "0", "0"])
    expect(throughput.locator("tbody tr").first.locator("td")).to_have_text(["Total", "2", "0", "0", "0"])
    expect(page.get_by_text("No case was sent in this range.")).to_be_visible()
    page.wait_for_timeout(600)
    screenshot(page, "reports-company-desktop")

    login_as(phone_page, manager)
    phone_page.goto("/reports")
    expect(phone_page.get_by_role("table", name="Ageing numbers")).to_be_visible()
    phone_page.wait_for_timeout(600)
    screenshot(phone_page, "reports-phone")


def test_staff_sees_neither_button_and_is_refused_both_pages(page):
    staff = UserFactory(role=Role.STAFF, email="sam@example.com")
    login_as(page, staff)
    expect(page.get_by_role("heading", name="Case Management")).to_be_visible()
    expect(page.get_by_role("link", name="Audit Log")).to_have_count(0)
    expect(page.get_by_role("link", name="Reports")).to_have_count(0)
    page.goto("/audit")
    expect(page.get_by_text("You do not have permission to view the audit log.")).to_be_visible()
    page.goto("/reports")
    expect(page.get_by_text("You do not have permission to view reports.")).to_be_visible()


def test_export_menu_downloads_the_current_view(page, phone_page, admin):
    CaseFactory(bhruk_id="801", client_name="Filtered In", widget="Acme Ltd")
    CaseFactory(bhruk_id="802", client_name="Filtered Out", widget="Globex Plc")
    login_as(page, admin)
    page.goto("/dashboard?company=Acme+Ltd")
    expect(page.locator("table[aria-label='Cases'] tbody tr").filter(has_text="Filtered Out")).to_have_count(0)
    page.get_by_role("button", name="Export").click()
    for item in ("Active Cases CSV", "All Cases Excel", "Current View CSV", "Current View Excel"):
        expect(page.get_by_role("menuitem", name=item)).to_be_visible()
    page.wait_for_timeout(300)
    screenshot(page, "export-menu-desktop")
    with page.expect_download() as info:
        page.get_by_role("menuitem", name="Current View CSV").click()
    download = info.value
    assert download.suggested_filename == "filtered_cases.csv"
    rows = list(csv.reader(io.StringIO(Path(download.path()).read_text(encoding="utf-8-sig"))))
    assert [r[4] for r in rows[1:]] == ["Filtered In"]

    login_as(phone_page, admin)
    phone_page.get_by_role("button", name="Export").click()
    expect(phone_page.get_by_role("menuitem", name="Current View Excel")).to_be_visible()
    phone_page.wait_for_timeout(300)
    screenshot(phone_page, "export-menu-phone")
