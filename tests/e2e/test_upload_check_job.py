"""Robustness in the browser: Check File and the error report of a file at or above CSV_IMPORT_JOB_MIN_BYTES run as
background jobs; the upload dialog follows each job's card, then shows the preview or saves the report."""

import csv
import io
from pathlib import Path

import pytest
from playwright.sync_api import expect

from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.models import Case, Job
from tests.e2e import axe
from tests.e2e.conftest import login_as, screenshot, top_bar

HEADER = "Widget,Report Type,External User ID,Name,Email,User ID,Created At,Status"
ROWS = [
    "Acme Ltd,Statement,https://ob.example.com/users/82001,Gina Good,g@example.com,U1,2025-01-31,Completed",
    "Acme Ltd,Statement,https://ob.example.com/users/82002,Bad Date,b@example.com,U2,someday,Completed",
]
CONTENT = ("\n".join([HEADER, *ROWS]) + "\n").encode()


@pytest.fixture(autouse=True)
def _large_files_are_jobs(transactional_db, settings, tmp_path):
    roles_seed_permissions(grants=DEFAULT_GRANTS)
    settings.MEDIA_ROOT = str(tmp_path / "media")
    settings.CSV_IMPORT_JOB_MIN_BYTES = 1  # every file is "large"


@pytest.fixture
def admin(db):
    return UserFactory(role=Role.ADMIN, first_name="Ada", last_name="Admin", email="ada@example.com")


def _open_with_file(page):
    top_bar(page).get_by_role("button", name="Upload CSV", exact=True).click()
    dialog = page.get_by_role("dialog", name="Upload CSV Cases")
    page.locator("#csvFile").set_input_files(files=[{"name": "big.csv", "mimeType": "text/csv", "buffer": CONTENT}])
    return dialog


def _serious(page, where: str) -> list[str]:
    return [str(f) for f in axe.scan(page, where) if f.impact in ("critical", "serious")]


def test_a_large_files_check_and_error_report_follow_their_jobs(page, admin, run_tasks):
    login_as(page, admin)
    dialog = _open_with_file(page)

    dialog.get_by_role("button", name="Check File").click()
    card = dialog.get_by_role("status", name="Checking big.csv")
    expect(card).to_contain_text("Waiting for a worker.")
    screenshot(page, "upload-check-job-queued-desktop")
    assert _serious(page, "check job queued") == []

    run_tasks()

    check = dialog.get_by_role("region", name="File check")
    expect(check).to_contain_text("No cases would be imported", timeout=10_000)
    expect(check).to_contain_text("1 problem")
    expect(card).to_have_count(0)
    assert Case.objects.count() == 0

    dialog.get_by_role("button", name="Download error report").click()
    report_card = dialog.get_by_role("status", name="Preparing big-errors.csv")
    expect(report_card).to_be_visible()
    screenshot(page, "upload-report-job-queued-desktop")
    with page.expect_download() as info:
        run_tasks()
    download = info.value
    assert download.suggested_filename == "big-errors.csv"
    rows = list(csv.reader(io.StringIO(Path(download.path()).read_text(encoding="utf-8-sig"))))
    assert [r[3] for r in rows[1:]] == ["Bad Date"]
    assert sorted(Job.objects.values_list("kind", "status")) == [
        ("import_errors", "succeeded"),
        ("import_preview", "succeeded"),
    ]
    page.mouse.move(0, 0)  # the colours a reader sees, not the hovered button's
    screenshot(page, "upload-check-job-done-desktop")
    assert _serious(page, "check job done") == []


def test_the_check_job_card_at_phone_width(phone_page, admin, run_tasks):
    login_as(phone_page, admin)
    dialog = _open_with_file(phone_page)

    dialog.get_by_role("button", name="Check File").click()
    card = dialog.get_by_role("status", name="Checking big.csv")
    card.scroll_into_view_if_needed()
    expect(card).to_contain_text("Waiting for a worker.")
    screenshot(phone_page, "upload-check-job-queued-phone")
    assert _serious(phone_page, "check job queued, phone") == []
    run_tasks()
    check = dialog.get_by_role("region", name="File check")
    expect(check).to_contain_text("No cases would be imported", timeout=10_000)
    screenshot(phone_page, "upload-check-job-done-phone")
