"""UK data protection (guide: privacy) in a real browser: find a person on the Privacy page as the dashboard's search
box finds them, export the pack of every match (a job the real worker runs) and read it, erase every match with a
reason, see the erasure in the audit log, switch retention on only after confirming its count, and do the same on a
phone with cards instead of a table. axe finds nothing critical or serious on each state."""

import csv
import io
import zipfile
from datetime import timedelta

from django.utils import timezone

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent, Case, RetentionPolicy
from cases.rules import Status
from cases.tests.factories import CaseFactory
from tests.e2e.axe import BLOCKING, scan, settle
from tests.e2e.conftest import login_as, screenshot

SEARCH_LABEL = "Name, e-mail, OB Link, KAM ID, BHR UK ID or User ID (or any part of it)"


@pytest.fixture(autouse=True)
def _role_grants(transactional_db):
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin(db):
    return UserFactory(role=Role.ADMIN, first_name="Ada", last_name="Admin", email="ada@example.com")


def _no_blocking(page, where: str) -> None:
    blocking = [f for f in scan(page, where) if f.impact in BLOCKING]
    assert not blocking, "\n".join(map(str, blocking))


def _search(page, text: str) -> None:
    page.get_by_label(SEARCH_LABEL).fill(text)
    page.get_by_role("button", name="Search").click()


def test_find_every_match_export_its_pack_erase_it_and_see_the_audit_entry(page, admin, run_tasks):
    page.set_viewport_size({"width": 1440, "height": 900})
    CaseFactory(client_name="Noah Wilson", email="noah.w@example.org", bhruk_id="1501")
    CaseFactory(client_name="Noah Wilson", widget="Kind Co", email="nw2@example.org", bhruk_id="KIND77")
    CaseFactory(client_name="Emma Wilson", bhruk_id="1503", instructed=True, current_status=Status.IN_PRODUCTION)
    CaseFactory(client_name="Someone Else", bhruk_id="1502")
    login_as(page, admin)

    page.get_by_role("link", name="Privacy").click()
    page.wait_for_url("**/privacy")
    _search(page, "wilson")
    expect(page.get_by_text("3 cases found.").first).to_be_visible()
    table = page.get_by_role("table", name="Cases found")
    expect(table.get_by_text("noah.w@example.org")).to_be_visible()
    expect(table.get_by_text("nw2@example.org")).to_be_visible()
    for box in table.get_by_role("checkbox").all():
        expect(box).not_to_be_checked()
    screenshot(page, "privacy-desktop")
    _no_blocking(page, "privacy results 1440")

    page.get_by_role("button", name="Export pack for all 3").click()
    card = page.get_by_role("status", name="Preparing subject-access-")
    expect(card).to_contain_text("Waiting for a worker.")
    run_tasks()
    download_button = card.get_by_role("button", name="Download subject-access-")
    expect(download_button).to_be_visible(timeout=15000)
    with page.expect_download() as info:
        download_button.click()
    with zipfile.ZipFile(io.BytesIO(open(info.value.path(), "rb").read())) as archive:
        rows = list(csv.DictReader(io.StringIO(archive.read("cases.csv").decode("utf-8-sig"))))
    assert sorted(r["BHR UK ID"] for r in rows) == ["1501", "1503", "KIND77"]
    assert {r["Instructed"] for r in rows} == {"Yes", "No"}
    assert "In Production" in {r["Current Status"] for r in rows}

    expect(page.locator(".mantine-Notification-root")).to_have_count(0, timeout=15000)
    page.get_by_role("button", name="Erase all 3 matches").click()
    dialog = page.get_by_role("dialog", name="Erase personal data")
    expect(dialog.get_by_text("Erase the personal data of 3 cases?")).to_be_visible()
    _no_blocking(page, "privacy erase dialog 1440")
    dialog.get_by_role("button", name="Erase 3 cases").click()
    expect(dialog.get_by_text("Give a reason (it is kept in the audit trail).")).to_be_visible()
    _no_blocking(page, "privacy erase dialog with its error 1440")  # the theme's error colour meets contrast
    dialog.get_by_label("Reason").fill("Erasure request by letter")
    dialog.get_by_role("button", name="Erase 3 cases").click()
    expect(page.locator(".mantine-Notification-root").filter(has_text="Erased 3 cases")).to_be_visible()
    _no_blocking(page, "privacy erased toast 1440")  # and so does the toast's text
    assert Case.objects.filter(client_name__icontains="wilson").count() == 0
    assert AuditEvent.objects.filter(action="erase").count() == 3
    screenshot(page, "privacy-erased-desktop")

    page.goto("/audit")
    expect(page.get_by_text("Erasure request by letter").first).to_be_visible()


def test_retention_previews_the_form_and_asks_before_switching_on(page, admin):
    page.set_viewport_size({"width": 1440, "height": 900})
    old = CaseFactory(current_status=Status.SENT, instructed=True)
    Case.objects.filter(pk=old.pk).update(updated_at=timezone.now() - timedelta(days=800))
    login_as(page, admin)
    page.goto("/privacy")

    page.get_by_role("button", name="Preview next run").click()
    expect(page.get_by_text("Retention is off: no cases will be anonymised until you turn it on.")).to_be_visible()
    _no_blocking(page, "retention off preview 1440")

    page.get_by_label("Anonymise cases automatically (daily)").check()
    page.get_by_label("Months without a change").fill("24")
    page.get_by_role("combobox", name="Statuses and states").click(force=True)
    page.get_by_role("option", name="Sent").click()
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Preview next run").click()
    expect(page.get_by_text("The next run anonymises 1 case.")).to_be_visible()
    assert RetentionPolicy.objects.filter(enabled=True).count() == 0  # previewed, not saved

    page.get_by_role("button", name="Save").click()
    dialog = page.get_by_role("dialog", name="Turn retention on")
    expect(dialog.get_by_text("Turning retention on anonymises 1 case at the next daily run")).to_be_visible()
    settle(page)
    screenshot(page, "privacy-retention-confirm-desktop")
    _no_blocking(page, "retention confirm 1440")
    dialog.get_by_role("button", name="Turn on and anonymise 1 case").click()
    expect(page.locator(".mantine-Notification-root").filter(has_text="Retention saved")).to_be_visible()
    assert RetentionPolicy.objects.get().enabled is True
    assert Case.objects.get(pk=old.pk).erased_at is None  # the run, not the save, anonymises


def test_on_a_phone_the_matches_are_cards_with_their_actions_and_nothing_scrolls_sideways(phone_page, admin):
    CaseFactory(
        client_name="Siobhan Wilson-Featherstonehaugh",
        email="siobhan.wilson-featherstonehaugh@a-very-long-domain.example.org",
        external_user_id="https://ob.example.com/users/000000000000000000000000000001",
        bhruk_id="1601",
        legal_hold=True,
    )
    CaseFactory(client_name="Siobhan Wilson", widget="Kind Co", bhruk_id="KIND88")
    login_as(phone_page, admin)
    phone_page.goto("/privacy")

    _search(phone_page, "siobhan")

    expect(phone_page.get_by_text("2 cases found.").first).to_be_visible()
    cards = phone_page.locator("ul[aria-label='Cases found'] > li")
    expect(cards).to_have_count(2)
    expect(phone_page.get_by_role("table")).to_have_count(0)
    held = cards.filter(has_text="1601")
    expect(held.get_by_text("OB Link: https://ob.example.com/users/000000000000000000000000000001")).to_be_visible()
    expect(held.get_by_role("switch", name="Legal hold for 1601")).to_be_visible()
    held.get_by_role("checkbox", name="Choose 1601").check()
    expect(phone_page.get_by_text("On legal hold, cannot be erased: 1601")).to_be_visible()
    expect(phone_page.get_by_role("button", name="Erase 1 chosen")).to_be_disabled()
    phone_page.get_by_role("button", name="Erase all 2 matches").scroll_into_view_if_needed()
    expect(phone_page.get_by_role("button", name="Export pack for all 2")).to_be_visible()
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(phone_page, "privacy-phone-actions")
    cards.first.scroll_into_view_if_needed()
    screenshot(phone_page, "privacy-phone")
    _no_blocking(phone_page, "privacy results 390")
