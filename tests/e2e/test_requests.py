"""Requests to the client (guide: workflow#requests): staff ask for statements on the case page, the client answers
from the portal on a phone with a real PDF, and staff see "Documents received" in the list, open the case and download
the same bytes. Screenshots at 1440x900 and 390x844, axe at both."""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import CaseRequest
from cases.tests.documents.files import pdf
from cases.tests.factories import CaseFactory
from tests.e2e.axe import BLOCKING, scan
from tests.e2e.conftest import case_item, login_as, screenshot

WIDE = {"width": 1440, "height": 900}


@pytest.fixture(autouse=True)
def _role_groups():
    roles_seed_permissions(grants=DEFAULT_GRANTS)


def _blocking(page, where: str) -> list:
    return [f for f in scan(page, where) if f.impact in BLOCKING]


def test_staff_request_statements_and_the_client_answers_from_the_portal(page, phone_page, tmp_path):
    staff = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")
    client = UserFactory(role=Role.CLIENT, email="cleo@acme.example", company="Acme Ltd")
    case = CaseFactory(
        widget="Acme Ltd",
        bhruk_id="5001",
        client_name="Harbour Ltd",
        instructed=True,
        current_status="on_hold",
        on_hold_reason="need_pdf",
    )
    statements = tmp_path / "March statements.pdf"
    statements.write_bytes(pdf(pages=3))

    page.set_viewport_size(WIDE)
    login_as(page, staff)
    page.goto(f"/cases/{case.pk}")
    requests = page.get_by_role("region", name="Requests to the client")
    requests.get_by_role("textbox", name="What do you need?").fill("Bank statements for March")
    requests.get_by_role("textbox", name="Message to the client").fill("PDF statements from your bank, please.")
    requests.get_by_role("button", name="Send request").click()
    expect(page.get_by_text("Request sent")).to_be_visible()
    expect(requests.get_by_text("Bank statements for March")).to_be_visible()
    assert CaseRequest.objects.get(case=case).status == "open"
    screenshot(page, "requests-case-page-desktop")
    assert not _blocking(page, "requests case page desktop")

    login_as(phone_page, client)
    panel = phone_page.get_by_role("region", name=re.compile("Requests from us"))
    expect(panel.get_by_text("Bank statements for March")).to_be_visible()
    panel.scroll_into_view_if_needed()
    screenshot(phone_page, "requests-portal-panel-phone")
    assert not _blocking(phone_page, "requests portal panel phone")
    with phone_page.expect_file_chooser() as chooser:
        panel.get_by_role("button", name="Choose file for Bank statements for March").click()
    chooser.value.set_files(str(statements))
    expect(phone_page.get_by_text("Thank you: your file was sent.")).to_be_visible()
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(phone_page, "requests-portal-answered-phone")
    assert CaseRequest.objects.get(case=case).status == "received"

    page.goto("/dashboard")
    expect(case_item(page, "5001").get_by_text("Documents received")).to_be_visible()
    case_item(page, "5001").get_by_role("link", name="5001", exact=True).click()
    requests = page.get_by_role("region", name="Requests to the client")
    expect(requests.get_by_text("Received").first).to_be_visible()
    with page.expect_download() as download:
        requests.get_by_role("button", name="Download March statements.pdf").click()
    assert Path(download.value.path()).read_bytes() == statements.read_bytes()
    requests.get_by_role("button", name="Accept: Bank statements for March").click()
    expect(requests.get_by_text("Accepted").first).to_be_visible()
    assert CaseRequest.objects.get(case=case).status == "accepted"
    screenshot(page, "requests-received-desktop")
    assert not _blocking(page, "requests received desktop")
