"""Who handles a case and what needs them (guide: screens#notifications): a manager assigns a case on its page, the
staff user sees the bell's count, opens the notice and lands on the case; the dashboard's Due column, the Overdue
card and My cases; the Notifications, Workload and Settings screens at desktop and phone widths, with axe."""

import re
from datetime import timedelta

from django.utils import timezone

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import Case, TurnaroundPhase
from cases.tests.factories import CaseFactory
from cases.working_days import london_today
from tests.e2e.axe import BLOCKING, scan
from tests.e2e.conftest import login_as, screenshot

WIDE = {"width": 1440, "height": 900}


@pytest.fixture(autouse=True)
def _role_groups():
    roles_seed_permissions(grants=DEFAULT_GRANTS)


def _blocking(page, where: str) -> list:
    return [f for f in scan(page, where) if f.impact in BLOCKING]


def _sign_out(page) -> None:
    page.context.clear_cookies()
    page.evaluate("window.localStorage.clear(); window.sessionStorage.clear()")


def test_a_manager_assigns_a_case_and_the_handler_follows_the_notice_to_it(page):
    manager = UserFactory(role=Role.MANAGER, email="max@example.com", first_name="Max", last_name="Manager")
    sam = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")
    late = CaseFactory(
        widget="Acme Ltd",
        client_name="Harbour Late",
        bhruk_id="3001",
        instructed=True,
        current_status="in_production",
        turnaround_phase=TurnaroundPhase.RUNNING,
        turnaround_due=london_today() - timedelta(days=7),
        turnaround_started_at=timezone.now() - timedelta(days=30),
        turnaround_target_days=10,
    )
    CaseFactory(widget="Acme Ltd", client_name="Harbour Fine", bhruk_id="3002")
    page.set_viewport_size(WIDE)

    login_as(page, manager)
    # The Overdue card filters the list to the late case, its Due column in words.
    page.get_by_role("button", name=re.compile(r"^Overdue")).click()
    expect(page).to_have_url(re.compile(r"turnaround=overdue"))
    expect(page.get_by_text("Harbour Fine")).to_have_count(0)
    row = page.get_by_role("row", name=re.compile("Harbour Late"))
    expect(row.get_by_text("Overdue")).to_be_visible()
    screenshot(page, "dashboard-overdue-desktop")
    assert not _blocking(page, "dashboard overdue desktop")

    page.goto(f"/cases/{late.pk}")
    handling = page.get_by_role("group", name="Turnaround and handler")
    expect(handling.get_by_text("Unassigned")).to_be_visible()
    picker = handling.get_by_role("combobox", name="Choose a handler")
    picker.click()
    picker.press_sequentially("Sam")
    page.get_by_role("option", name="Sam Staff").click()
    expect(page.get_by_text("Case assigned to Sam Staff.")).to_be_visible()
    expect(handling.get_by_text("Assigned to Sam Staff")).to_be_visible()
    assert Case.objects.get(pk=late.pk).assignee_id == sam.pk
    screenshot(page, "case-page-assigned-desktop")
    assert not _blocking(page, "case page assigned desktop")

    _sign_out(page)
    login_as(page, sam)
    bell = page.get_by_role("button", name="Notifications, 1 unread")
    expect(bell).to_be_visible()
    bell.click()
    notice = page.get_by_role("link", name=re.compile(r"Max Manager assigned 3001 \(Acme Ltd\) to you"))
    expect(notice).to_be_visible()
    screenshot(page, "notification-bell-desktop")
    assert not _blocking(page, "bell open desktop")
    notice.click()
    expect(page).to_have_url(re.compile(rf"/cases/{late.pk}"))
    expect(page.get_by_role("heading", name="Case 3001", level=1)).to_be_visible()
    expect(page.get_by_role("button", name="Notifications, none unread")).to_be_visible()

    # My cases: one click from the dashboard.
    page.goto("/dashboard")
    page.get_by_role("button", name="My cases").click()
    expect(page).to_have_url(re.compile(r"assignee=me"))
    expect(page.get_by_text("Harbour Late")).to_be_visible()
    expect(page.get_by_text("Harbour Fine")).to_have_count(0)


@pytest.mark.parametrize("width", ["desktop", "phone"])
def test_the_new_screens_read_well_at_both_widths(page, phone_page, width):
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    sam = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")
    CaseFactory(widget="Acme Ltd", assignee=sam, current_status="in_production", instructed=True)
    target = page if width == "desktop" else phone_page
    if width == "desktop":
        page.set_viewport_size(WIDE)
    login_as(target, admin)
    for path, heading in (("/notifications", "Notifications"), ("/workload", "Workload"), ("/settings", "Settings")):
        target.goto(path)
        expect(target.get_by_role("heading", name=heading, level=1)).to_be_visible()
        if path == "/workload":
            expect(target.get_by_text("Sam Staff").first).to_be_visible()
        screenshot(target, f"{path.strip('/')}-{width}")
        assert target.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), path
        assert not _blocking(target, f"{path} {width}")
