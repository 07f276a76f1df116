"""The case page as a case handler uses it all day (guide: screens#case-page): open a case from the search box's
list, change its status in place, comment mentioning a colleague, step to the next case with `j`, and come back to
the same place in the list with the browser's Back button. Screenshots at 1440x900 and 390x844, axe at both."""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import Case, CaseComment
from cases.tests.factories import CaseFactory
from tests.e2e.axe import BLOCKING, scan
from tests.e2e.conftest import login_as, screenshot

WIDE = {"width": 1440, "height": 900}


@pytest.fixture(autouse=True)
def _role_groups():
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin():
    return UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")


@pytest.fixture
def harbour_cases():
    """60 cases found by "Harbour": two pages of 50 sorted by BHR UK ID, newest number first."""
    return [
        CaseFactory(
            widget="Acme Ltd",
            client_name=f"Harbour {n:02d}",
            bhruk_id=str(2000 + n),
            instructed=True,
            current_status="in_production",
        )
        for n in range(1, 61)
    ]


def _blocking(page, where: str) -> list:
    return [f for f in scan(page, where) if f.impact in BLOCKING]


def test_a_day_on_the_case_page(page, admin, harbour_cases):
    sam = UserFactory(role=Role.STAFF, email="sam@example.com", first_name="Sam", last_name="Staff")
    page.set_viewport_size(WIDE)
    login_as(page, admin)

    box = page.get_by_role("searchbox", name="Search cases")
    box.fill("Harbour")
    expect(page).to_have_url(re.compile(r"search=Harbour"))
    page.get_by_role("button", name="Next", exact=True).click()
    expect(page).to_have_url(re.compile(r"page=2"))
    page.get_by_role("link", name=re.compile(r"\b2005\b")).first.click()

    expect(page.get_by_role("heading", name="Case 2005", level=1)).to_be_visible()
    expect(page).to_have_url(re.compile(r"/cases/\d+\?.*search=Harbour"))
    expect(page.get_by_text("56 of 60")).to_be_visible()
    screenshot(page, "case-page-desktop")

    # The status, in place: the Edit Case dialog's rules (On Hold asks for its reason).
    status = page.get_by_role("region", name="Status Information")
    status.get_by_role("button", name="Edit Status Information").click()
    status.get_by_role("combobox", name="Current Status").click()
    page.get_by_role("option", name="On Hold").click()
    status.get_by_role("button", name="Save").click()
    expect(status.get_by_text("On hold reason is required when the status is On Hold.")).to_be_visible()
    status.get_by_role("combobox", name=re.compile("On Hold Reason")).click()
    page.get_by_role("option").first.click()
    status.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Case updated successfully")).to_be_visible()
    expect(status.get_by_role("button", name="Edit Status Information")).to_be_focused()
    case = Case.objects.get(bhruk_id="2005")
    assert case.current_status == "on_hold" and case.on_hold_reason

    # A comment mentioning a colleague, chosen from the @ list by keyboard.
    composer = page.get_by_role("textbox", name="Add an internal comment")
    composer.click()
    composer.press_sequentially("Please chase the statements @Sa")
    expect(page.get_by_role("option", name="Sam Staff")).to_be_visible()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    expect(composer).to_have_value(re.compile(r"@Sam Staff"))
    page.get_by_role("button", name="Comment", exact=True).click()
    expect(page.get_by_text("Comment added")).to_be_visible()
    expect(composer).to_have_value("")
    expect(composer).to_be_focused()
    timeline = page.get_by_role("region", name="Timeline")
    expect(timeline.get_by_text("Please chase the statements")).to_be_visible()
    comment = CaseComment.objects.get(case=case)
    assert list(comment.mentions.values_list("pk", flat=True)) == [sam.pk]
    # The status change is on the timeline in words.
    expect(timeline.get_by_text("On Hold").first).to_be_visible()
    screenshot(page, "case-page-timeline-desktop")
    assert not _blocking(page, "case page desktop")

    # j: the next case of the same list (BHR UK ID descending), the address replaced.
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("j")
    expect(page.get_by_role("heading", name="Case 2004", level=1)).to_be_visible()
    page.keyboard.press("k")
    expect(page.get_by_role("heading", name="Case 2005", level=1)).to_be_visible()
    page.keyboard.press("j")
    expect(page.get_by_role("heading", name="Case 2004", level=1)).to_be_visible()

    # Back: the list as it was left (search and page 2).
    page.go_back()
    expect(page).to_have_url(re.compile(r"/(dashboard)?\?.*page=2"))
    expect(page.get_by_role("searchbox", name="Search cases")).to_have_value("Harbour")
    expect(page.get_by_role("link", name=re.compile(r"\b2005\b")).first).to_be_visible()


def test_the_case_page_on_a_phone_and_for_a_client(phone_page, admin, harbour_cases):
    client = UserFactory(role=Role.CLIENT, email="cleo@acme.example", company="Acme Ltd")
    other = CaseFactory(widget="Globex Plc", client_name="Not Yours", bhruk_id="9999")
    case = harbour_cases[4]
    login_as(phone_page, admin)
    phone_page.goto(f"/cases/{case.pk}")
    expect(phone_page.get_by_role("heading", name="Case 2005", level=1)).to_be_visible()
    # The header's actions fold into one menu; nothing scrolls sideways.
    phone_page.get_by_role("button", name="Actions").click()
    expect(phone_page.get_by_role("menuitem", name="Cancel case")).to_be_visible()
    phone_page.keyboard.press("Escape")
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(phone_page, "case-page-phone")
    assert not _blocking(phone_page, "case page phone")

    phone_page.context.clear_cookies()
    phone_page.evaluate("window.localStorage.clear(); window.sessionStorage.clear()")
    login_as(phone_page, client)
    phone_page.goto(f"/client/cases/{case.pk}")
    expect(phone_page.get_by_role("heading", name="Case 2005", level=1)).to_be_visible()
    expect(phone_page.get_by_text("Timeline")).to_have_count(0)
    screenshot(phone_page, "client-case-page-phone")
    assert not _blocking(phone_page, "client case page phone")
    phone_page.goto(f"/client/cases/{other.pk}")
    expect(phone_page.get_by_role("heading", name="Case not found", level=1)).to_be_visible()


@pytest.mark.parametrize("width", ["desktop", "phone"])
def test_a_status_change_from_the_list_in_one_step(page, phone_page, admin, width):
    CaseFactory(bhruk_id="3001", client_name="Quay One", instructed=True, current_status="in_production")
    screen = page if width == "desktop" else phone_page
    if width == "desktop":
        screen.set_viewport_size(WIDE)
    login_as(screen, admin)
    screen.get_by_role("button", name="Change status of 3001, now In Production").click()
    menu = screen.get_by_role("menu")
    expect(menu.get_by_role("menuitemradio", name="In Production")).to_be_checked()
    menu.get_by_role("menuitemradio", name="On Hold…").click()
    # On Hold asks for its reason in place; nothing is saved until one is chosen.
    expect(menu.get_by_text("On hold reason (required)")).to_be_visible()
    screenshot(screen, f"list-status-menu-reason-{width}")
    assert not _blocking(screen, f"list status menu {width}")
    assert Case.objects.get(bhruk_id="3001").current_status == "in_production"
    menu.get_by_role("menuitemradio", name="Need PDF Statements").click()
    expect(screen.get_by_text("Case updated successfully")).to_be_visible()
    expect(screen.get_by_role("button", name="Change status of 3001, now On Hold")).to_be_visible()
    case = Case.objects.get(bhruk_id="3001")
    assert (case.current_status, case.on_hold_reason) == ("on_hold", "need_pdf")


def test_documents_on_the_case_page_and_in_the_portal(page, phone_page, admin, tmp_path):
    """Staff attach a real PDF on the case page (shown to the client), the paperclip counts it in the list, and the
    client downloads the same bytes from their case page; the internal statement stays hidden from them."""
    from cases.tests.documents.files import pdf

    client = UserFactory(role=Role.CLIENT, email="cleo@acme.example", company="Acme Ltd")
    case = CaseFactory(widget="Acme Ltd", bhruk_id="4001", instructed=True, current_status="sent")
    report = tmp_path / "Final report.pdf"
    report.write_bytes(pdf(pages=2))
    statement = tmp_path / "statement.pdf"
    statement.write_bytes(pdf())

    page.set_viewport_size(WIDE)
    login_as(page, admin)
    page.goto(f"/cases/{case.pk}")
    documents = page.get_by_role("region", name="Documents")
    expect(documents.get_by_text("No documents yet.")).to_be_visible()
    with page.expect_file_chooser() as chooser:
        documents.get_by_role("button", name="Choose file").click()
    chooser.value.set_files(str(report))
    # A sent case's upload starts as a report, shown to the client.
    expect(documents.get_by_role("checkbox", name="Visible to client")).to_be_checked()
    documents.get_by_role("button", name="Upload", exact=True).click()
    expect(page.get_by_text("Document uploaded")).to_be_visible()
    with page.expect_file_chooser() as chooser:
        documents.get_by_role("button", name=re.compile("Choose")).click()
    chooser.value.set_files(str(statement))
    documents.get_by_role("combobox", name="Kind").click()
    page.get_by_role("option", name="Statement").click()
    expect(documents.get_by_role("checkbox", name="Visible to client")).not_to_be_checked()
    documents.get_by_role("button", name="Upload", exact=True).click()
    listed = documents.get_by_role("list", name="Documents of case 4001")
    expect(listed.get_by_role("listitem")).to_have_count(2)
    expect(page.get_by_role("region", name="Timeline").get_by_text("Document added").first).to_be_visible()
    screenshot(page, "case-page-documents-desktop")
    assert not _blocking(page, "case page documents desktop")

    page.goto("/dashboard")
    expect(page.get_by_role("img", name="2 documents")).to_be_visible()

    login_as(phone_page, client)
    phone_page.goto(f"/client/cases/{case.pk}")
    shared = phone_page.get_by_role("region", name="Documents")
    expect(shared.get_by_role("button", name="Download Final report.pdf")).to_be_visible()
    expect(shared.get_by_text("statement.pdf")).to_have_count(0)
    with phone_page.expect_download() as download:
        shared.get_by_role("button", name="Download Final report.pdf").click()
    assert download.value.suggested_filename == "Final report.pdf"
    assert Path(download.value.path()).read_bytes() == report.read_bytes()
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(phone_page, "client-case-page-documents-phone")
    assert not _blocking(phone_page, "client case page documents phone")
