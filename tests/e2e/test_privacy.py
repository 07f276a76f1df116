"""Issue 22 in a real browser: find a person on the Privacy page, export their subject-access pack (a job the
real worker runs), erase their cases with a reason, and see the erasure in the audit log."""

import io
import zipfile

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent, Case
from cases.tests.factories import CaseFactory
from tests.e2e.conftest import login_as, screenshot

NAME = "Jonathan Quill"


@pytest.fixture(autouse=True)
def _role_grants(transactional_db):
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin(db):
    return UserFactory(role=Role.ADMIN, first_name="Ada", last_name="Admin", email="ada@example.com")


def test_find_a_person_export_the_pack_erase_and_see_the_audit_entry(page, phone_page, admin, run_tasks):
    page.set_viewport_size({"width": 1440, "height": 900})
    CaseFactory(client_name=NAME, email="jq@example.org", bhruk_id="1501")
    CaseFactory(client_name=NAME, widget="Kind Co", bhruk_id="KIND77")
    CaseFactory(client_name="Someone Else", bhruk_id="1502", legal_hold=True)
    login_as(page, admin)

    page.get_by_role("link", name="Privacy").click()
    page.wait_for_url("**/privacy")
    page.get_by_label("Name, e-mail, OB Link or BHR UK ID").fill("jonathan quill")
    page.keyboard.press("Enter")
    expect(page.get_by_text("2 cases found.")).to_be_visible()
    page.get_by_role("checkbox", name="Choose all").check()
    screenshot(page, "privacy-desktop")

    page.get_by_role("button", name="Export subject-access pack").click()
    card = page.get_by_role("status", name="Preparing subject-access-")
    expect(card).to_contain_text("Waiting for a worker.")
    run_tasks()
    download_button = card.get_by_role("button", name="Download subject-access-")
    expect(download_button).to_be_visible(timeout=15000)
    with page.expect_download() as info:
        download_button.click()
    with zipfile.ZipFile(io.BytesIO(open(info.value.path(), "rb").read())) as archive:
        assert {"cases.csv", "cases.json", "summary.txt"} <= set(archive.namelist())

    page.get_by_role("button", name="Erase", exact=True).click()
    dialog = page.get_by_role("dialog", name="Erase personal data")
    dialog.get_by_role("button", name="Erase 2 cases").click()
    expect(dialog.get_by_text("Give a reason (it is kept in the audit trail).")).to_be_visible()
    dialog.get_by_label("Reason").fill("Erasure request by letter")
    dialog.get_by_role("button", name="Erase 2 cases").click()
    expect(page.locator(".mantine-Notification-root").filter(has_text="Erased 2 cases")).to_be_visible()
    assert Case.objects.filter(client_name=NAME).count() == 0
    assert AuditEvent.objects.filter(action="erase").count() == 2
    screenshot(page, "privacy-erased-desktop")

    page.goto("/audit")
    expect(page.get_by_text("Erasure request by letter").first).to_be_visible()
    screenshot(page, "privacy-audit-desktop")

    login_as(phone_page, admin)
    phone_page.goto("/privacy")
    phone_page.get_by_label("Name, e-mail, OB Link or BHR UK ID").fill("Someone Else")
    phone_page.get_by_role("button", name="Search").click()
    expect(phone_page.get_by_text("1 case found.")).to_be_visible()
    screenshot(phone_page, "privacy-phone")
