"""Check File (the dry run) and the error report of a CSV file at or above settings.CSV_IMPORT_JOB_MIN_BYTES run as
background jobs, as its import does: 202 with the job, whose outcome is what the request answers for a
file below the threshold."""

from django.core.files.uploadedfile import SimpleUploadedFile

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import Case, Job
from cases.tests.data import UPLOAD_URL, csv_bytes, row
from cases.tests.factories import CaseFactory
from cases.tests.jobs_fixtures import content, download, get_job, media_folder  # noqa: F401 - autouse `media`

PREVIEW_URL = f"{UPLOAD_URL}?dryRun=true"
ERRORS_URL = f"{UPLOAD_URL}/errors"
THRESHOLD = 300


@pytest.fixture
def uploader(auth_client, manager_user):
    return auth_client(manager_user)


def post(client, url: str, data: bytes, name: str = "cases.csv"):
    return client.post(url, {"csvFile": SimpleUploadedFile(name, data, "text/csv")}, format="multipart")


def in_request(client, settings, url: str, data: bytes, name: str = "cases.csv"):
    """The answer with the threshold out of reach: the check runs inside the request."""
    settings.CSV_IMPORT_JOB_MIN_BYTES = 10**9
    response = post(client, url, data, name)
    settings.CSV_IMPORT_JOB_MIN_BYTES = THRESHOLD
    return response


def rows_with_problems() -> bytes:
    rows = [row(n) for n in range(6)]
    rows[2][6] = "not a date"
    rows[4][2] = "https://ob.example.com/users/0"  # the same OB Link as row 2 of the file: skipped
    return csv_bytes(rows)


@pytest.fixture
def existing(transactional_db):
    return CaseFactory(external_user_id="https://ob.example.com/users/5", source_user_id="U5", bhruk_id="900")


def test_a_small_files_check_stays_in_the_request(uploader, settings, db):
    settings.CSV_IMPORT_JOB_MIN_BYTES = THRESHOLD
    data = csv_bytes([row(1)])
    assert len(data) < THRESHOLD

    assert post(uploader, PREVIEW_URL, data).status_code == 200
    assert post(uploader, ERRORS_URL, data).status_code == 200
    assert not Job.objects.exists()


def test_a_large_files_check_answers_202_with_a_queued_job(uploader, manager_user, settings, media, db):
    settings.CSV_IMPORT_JOB_MIN_BYTES = THRESHOLD

    response = post(uploader, PREVIEW_URL, rows_with_problems(), name="big.csv")

    assert response.status_code == 202
    job = response.json()
    assert (job["kind"], job["status"], job["fileName"], job["downloadUrl"]) == (
        "import_preview",
        "queued",
        "big.csv",
        None,
    )
    assert response["Location"] == f"/api/jobs/{job['id']}"
    stored = Job.objects.get(pk=job["id"])
    assert stored.created_by == manager_user
    assert (media / stored.input_file).is_file()


def test_the_preview_jobs_result_is_the_in_request_preview(uploader, settings, media, existing, run_tasks):
    data = rows_with_problems()
    expected = in_request(uploader, settings, PREVIEW_URL, data)
    assert expected.status_code == 200
    assert expected.json()["errorCount"] == 1 and expected.json()["wouldSkip"] == 2

    job_id = post(uploader, PREVIEW_URL, data).json()["id"]
    run_tasks()

    job = get_job(uploader, job_id)
    assert (job["status"], job["progress"], job["message"]) == ("succeeded", 100, "Checked 6 rows.")
    assert job["result"] == expected.json()
    assert job["downloadUrl"] is None
    assert Case.objects.count() == 1, "a dry run writes nothing"
    assert not any(p.is_file() for p in media.rglob("*")), "the uploaded file is deleted once checked"


@pytest.mark.parametrize("url", [PREVIEW_URL, ERRORS_URL])
def test_a_file_that_cannot_be_read_fails_the_job_with_the_in_request_answer(uploader, settings, media, url, run_tasks):
    data = csv_bytes([["Name", "Email"], *[["x" * 40, "y" * 40] for _ in range(8)]], header=None)
    expected = in_request(uploader, settings, url, data)
    assert expected.status_code == 400

    job_id = post(uploader, url, data).json()["id"]
    run_tasks()

    job = get_job(uploader, job_id)
    assert job["status"] == "failed"
    assert job["message"] == expected.json()["message"]
    assert job["result"] == expected.json()
    assert not any(p.is_file() for p in media.rglob("*"))


def test_the_error_report_job_publishes_the_in_request_report(uploader, settings, media, existing, run_tasks):
    data = rows_with_problems()
    expected = in_request(uploader, settings, ERRORS_URL, data, name="march.csv")
    assert expected.status_code == 200

    response = post(uploader, ERRORS_URL, data, name="march.csv")
    assert response.status_code == 202
    assert (response.json()["kind"], response.json()["fileName"]) == ("import_errors", "march-errors.csv")
    run_tasks()

    job = get_job(uploader, response.json()["id"])
    assert (job["status"], job["message"]) == ("succeeded", "The error report of 3 rows is ready.")
    assert job["downloadUrl"] == f"/api/jobs/{job['id']}/download"
    file = download(uploader, job)
    assert file.status_code == 200
    assert file["Content-Disposition"] == expected["Content-Disposition"] == 'attachment; filename="march-errors.csv"'
    report = content(file)
    assert report == content(expected)
    assert report.count(b"\r\n") == 4  # the header and three rows


def test_only_the_uploader_or_an_admin_downloads_the_report(
    auth_client, uploader, admin_user, settings, media, run_tasks
):
    settings.CSV_IMPORT_JOB_MIN_BYTES = THRESHOLD
    job_id = post(uploader, ERRORS_URL, rows_with_problems()).json()["id"]
    run_tasks()
    other_manager = UserFactory(role=Role.MANAGER, email="other@example.com")

    assert auth_client(other_manager).get(f"/api/jobs/{job_id}/download").status_code == 404
    assert auth_client(admin_user).get(f"/api/jobs/{job_id}/download").status_code == 200
