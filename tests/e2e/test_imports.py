"""Import preview, batches and undo (guide: workflow#imports) in the browser: check a file, download its error report,
upload a good one, see it in Imports, undo it."""

import csv
import io
from pathlib import Path

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent, Case, ImportBatch
from tests.e2e.conftest import login_as, screenshot, top_bar

HEADER = "Widget,Report Type,External User ID,Name,Email,User ID,Created At,Status"
GOOD = [
    "Acme Ltd,Statement,https://ob.example.com/users/81001,Gina Good,g@example.com,U1,2025-01-31,Completed",
    "Kind,Statement,https://ob.example.com/users/81002,Kurt Kind,k@example.com,U2,31/01/2025 11:00,Completed",
]
BAD = [
    GOOD[0],
    "Acme Ltd,Statement,https://ob.example.com/users/81003,Bad Date,b@example.com,U3,someday,Completed",
    ",Statement,https://ob.example.com/users/81004,No Company,n@example.com,U4,2025-01-31,Completed",
]


@pytest.fixture(autouse=True)
def _role_grants(transactional_db):
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture
def admin(db):
    return UserFactory(role=Role.ADMIN, first_name="Ada", last_name="Admin", email="ada@example.com")


def _csv(rows: list[str]) -> bytes:
    return ("\n".join([HEADER, *rows]) + "\n").encode()


def _choose(page, name: str, content: bytes) -> None:
    page.locator("#csvFile").set_input_files(files=[{"name": name, "mimeType": "text/csv", "buffer": content}])


def _open_upload(page):
    top_bar(page).get_by_role("button", name="Upload CSV", exact=True).click()
    dialog = page.get_by_role("dialog", name="Upload CSV Cases")
    expect(dialog).to_be_visible()
    return dialog


def test_check_a_file_download_its_errors_upload_a_good_one_and_undo_it_from_imports(page, phone_page, admin):
    login_as(page, admin)
    dialog = _open_upload(page)

    # Check File on a file with two bad rows: counts, the problems, and nothing written.
    _choose(page, "march.csv", _csv(BAD))
    dialog.get_by_role("button", name="Check File").click()
    check = dialog.get_by_role("region", name="File check")
    expect(check).to_contain_text("No cases would be imported")
    expect(check).to_contain_text("2 problems")
    expect(check).to_contain_text(
        "Uploading this file would import nothing: fix the 2 problems first. "
        "Once they are fixed, 1 case would be imported."
    )
    problems = check.get_by_role("table", name="Problems found")
    expect(problems).to_contain_text("Created At")
    expect(problems).to_contain_text("Company is required")
    assert Case.objects.count() == 0 and ImportBatch.objects.count() == 0
    screenshot(page, "imports-check-file-desktop")

    # The error report: the two bad rows, every column, plus Errors.
    with page.expect_download() as download_info:
        check.get_by_role("button", name="Download error report").click()
    download = download_info.value
    assert download.suggested_filename == "march-errors.csv"
    rows = list(csv.reader(io.StringIO(Path(download.path()).read_text(encoding="utf-8-sig"))))
    assert rows[0] == [*HEADER.split(","), "Errors", "Skipped"]
    assert [r[3] for r in rows[1:]] == ["Bad Date", "No Company"]
    assert rows[1][-2].startswith("Created At: Not a date")
    assert rows[2][-2:] == ["Widget (Company): Company is required", ""]

    # A good file: checked, then uploaded with the unchanged guide: screens#dialogs flow.
    _choose(page, "good.csv", _csv(GOOD))
    expect(dialog.get_by_test_id("chosen-file")).to_have_text("good.csv")
    expect(dialog.get_by_role("region", name="File check")).to_have_count(0)
    dialog.get_by_role("button", name="Check File").click()
    expect(dialog.get_by_role("region", name="File check")).to_contain_text(
        "The file is ready to upload: 2 cases would be imported."
    )
    dialog.get_by_role("button", name="Upload & Process").click()
    expect(dialog).to_be_hidden()
    expect(page.locator(".mantine-Notification-root").last).to_contain_text("Imported 2 cases.")
    assert Case.objects.count() == 2

    # Imports, from the top bar: the batch, then Undo with a reason.
    page.get_by_role("link", name="Imports").click()
    page.wait_for_url("**/imports")
    batch = ImportBatch.objects.get()
    row = page.get_by_test_id(f"import-{batch.pk}")
    expect(row).to_contain_text("good.csv")
    expect(row).to_contain_text("ada@example.com")
    screenshot(page, "imports-page-desktop")
    row.get_by_role("button", name="Undo good.csv").click()
    undo = page.get_by_role("dialog", name="Undo import")
    expect(undo).to_contain_text("This removes the 2 cases that good.csv created")
    undo.get_by_role("button", name="Undo import").click()
    expect(undo).to_contain_text("Give a reason for undoing this import.")
    undo.get_by_role("textbox", name="Reason").fill("Wrong month's file")
    screenshot(page, "imports-undo-dialog-desktop")
    undo.get_by_role("button", name="Undo import").click()
    expect(undo).to_be_hidden()
    expect(page.locator(".mantine-Notification-root").last).to_contain_text(
        "Removed the 2 cases imported from good.csv."
    )
    expect(row).to_contain_text("Undone")
    expect(row).to_contain_text("Wrong month's file")
    expect(row.get_by_role("button", name="Undo good.csv")).to_have_count(0)
    assert Case.objects.count() == 0
    assert AuditEvent.objects.filter(action="import_undo", case_id__isnull=False).count() == 2

    # Phone: the dialog's preview and the Imports page.
    login_as(phone_page, admin)
    phone_dialog = _open_upload(phone_page)
    _choose(phone_page, "march.csv", _csv(BAD))
    phone_dialog.get_by_role("button", name="Check File").click()
    phone_check = phone_dialog.get_by_role("region", name="File check")
    expect(phone_check).to_contain_text("2 problems")
    phone_check.get_by_role("table", name="Problems found").scroll_into_view_if_needed()
    box = phone_dialog.bounding_box()
    assert box is not None and box["width"] <= 390
    screenshot(phone_page, "imports-check-file-phone")
    phone_page.goto("/imports")
    expect(phone_page.get_by_test_id(f"import-card-{batch.pk}")).to_contain_text("Undone")
    screenshot(phone_page, "imports-page-phone")
