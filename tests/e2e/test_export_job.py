"""Browser test of a background export (guide: workflow#exports): above the row threshold the Export menu starts a job,
the dashboard shows its progress, the real database worker writes the file, and the user downloads it."""

import csv
import io
from pathlib import Path

import pytest
from playwright.sync_api import expect

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.exporting.columns import HEADERS
from cases.models import Job
from cases.tests.factories import CaseFactory
from tests.e2e.conftest import login_as, screenshot, top_bar


@pytest.fixture
def admin(db):
    return UserFactory(role=Role.ADMIN, first_name="Ada", last_name="Admin", email="ada@example.com")


@pytest.fixture
def large_book(settings, tmp_path):
    """Three cases, with the direct export's limit set to two so an export becomes a job."""
    settings.EXPORT_SYNC_MAX_ROWS = 2
    settings.MEDIA_ROOT = str(tmp_path / "media")
    for n in range(3):
        CaseFactory(bhruk_id=str(7000 + n), client_name=f"Job Client {n}")


def _start_export(page):
    page.get_by_role("button", name="Export").click()
    page.get_by_role("menuitem", name="All Cases CSV").click()
    card = page.get_by_role("status", name="Exporting all_cases.csv")
    expect(card).to_be_visible()
    expect(card).to_contain_text("Waiting for a worker.")
    expect(card.get_by_role("progressbar")).to_have_attribute("aria-valuenow", "0")
    return card


def test_a_large_export_runs_as_a_job_shows_progress_and_downloads_the_file(page, admin, large_book, run_tasks):
    login_as(page, admin)

    card = _start_export(page)
    screenshot(page, "export-job-queued-desktop")

    run_tasks()  # the real database worker, as `make run` starts beside the web server

    expect(card).to_contain_text("Your export of 3 cases is ready.", timeout=10_000)
    expect(card.get_by_role("progressbar")).to_have_attribute("aria-valuenow", "100")
    notification = page.locator(".mantine-Notification-root").filter(has_text="Export Ready")
    expect(notification).to_contain_text("Your export of 3 cases is ready.")
    screenshot(page, "export-job-ready-desktop")

    with page.expect_download() as info:
        notification.get_by_role("button", name="Download all_cases.csv").click()
    download = info.value
    assert download.suggested_filename == "all_cases.csv"
    rows = list(csv.reader(io.StringIO(Path(download.path()).read_text(encoding="utf-8-sig"))))
    assert rows[0] == list(HEADERS)
    assert sorted(r[4] for r in rows[1:]) == ["Job Client 0", "Job Client 1", "Job Client 2"]
    expect(page.locator(".mantine-Notification-root").filter(has_text="Downloaded all_cases.csv")).to_contain_text(
        "Export Complete"
    )
    assert Job.objects.get().status == Job.Status.SUCCEEDED

    card.get_by_role("button", name="Dismiss").click()
    expect(card).to_have_count(0)


def test_the_export_job_card_at_phone_width(phone_page, admin, large_book, run_tasks):
    login_as(phone_page, admin)

    card = _start_export(phone_page)
    card.scroll_into_view_if_needed()
    screenshot(phone_page, "export-job-queued-phone")
    run_tasks()
    expect(card).to_contain_text("Your export of 3 cases is ready.", timeout=10_000)
    expect(card.get_by_role("button", name="Download all_cases.csv")).to_be_visible()
    card.scroll_into_view_if_needed()
    screenshot(phone_page, "export-job-ready-phone")


def test_a_large_upload_is_imported_by_a_job_that_the_dialog_follows(page, admin, settings, tmp_path, run_tasks):
    settings.MEDIA_ROOT = str(tmp_path / "media")
    settings.CSV_IMPORT_JOB_MIN_BYTES = 1  # every upload becomes a job
    from cases.tests.data import csv_bytes, row

    login_as(page, admin)
    page.get_by_role("button", name="Upload CSV", exact=True).click()
    dialog = page.get_by_role("dialog", name="Upload CSV Cases")
    page.locator("#csvFile").set_input_files(
        files=[{"name": "big.csv", "mimeType": "text/csv", "buffer": csv_bytes([row(n) for n in range(3)])}]
    )
    dialog.get_by_role("button", name="Upload & Process").click()
    card = dialog.get_by_role("status", name="Importing big.csv")
    expect(card).to_contain_text("Waiting for a worker.")
    screenshot(page, "import-job-queued-desktop")

    run_tasks()

    expect(page.locator(".mantine-Notification-root").filter(has_text="Imported 3 cases.")).to_contain_text("Success")
    expect(dialog).to_have_count(0)
    assert Job.objects.get().status == Job.Status.SUCCEEDED
    expect(page.get_by_role("table", name="Cases")).to_contain_text("Client 2")


def test_the_import_job_card_in_the_upload_dialog_at_phone_width(phone_page, admin, settings, tmp_path):
    settings.MEDIA_ROOT = str(tmp_path / "media")
    settings.CSV_IMPORT_JOB_MIN_BYTES = 1
    from cases.tests.data import csv_bytes, row

    login_as(phone_page, admin)
    top_bar(phone_page).get_by_role("button", name="Upload CSV", exact=True).click()
    dialog = phone_page.get_by_role("dialog", name="Upload CSV Cases")
    phone_page.locator("#csvFile").set_input_files(
        files=[{"name": "big.csv", "mimeType": "text/csv", "buffer": csv_bytes([row(1)])}]
    )
    dialog.get_by_role("button", name="Upload & Process").click()
    card = dialog.get_by_role("status", name="Importing big.csv")
    expect(card).to_contain_text("Waiting for a worker.")
    card.scroll_into_view_if_needed()
    screenshot(phone_page, "import-job-queued-phone")
