"""CSV imports as jobs (guide: workflow#imports): a file at or above settings.CSV_IMPORT_JOB_MIN_BYTES answers 202 with
a job whose worker runs cases_import_csv (all or nothing); smaller files keep the synchronous answer of guide:
api#endpoints."""

import pytest

from cases.models import Case, ImportBatch, Job
from cases.tests.data import csv_bytes, row, snapshot, upload
from cases.tests.factories import CaseFactory
from cases.tests.jobs_fixtures import get_job, media_folder  # noqa: F401 - the autouse fixture `media`


@pytest.fixture
def uploader(auth_client, manager_user):
    return auth_client(manager_user)


@pytest.fixture
def big(settings):
    """Every upload of at least 300 bytes becomes a job."""
    settings.CSV_IMPORT_JOB_MIN_BYTES = 300


def test_a_small_file_is_still_imported_in_the_request(uploader, big, db):
    data = csv_bytes([row(1)])
    assert len(data) < 300

    response = upload(uploader, data)

    assert response.status_code == 200
    assert (response.json()["message"], response.json()["imported"], response.json()["skipped"]) == (
        "Imported 1 case.",
        1,
        0,
    )
    assert not Job.objects.exists()


def test_a_big_file_answers_202_with_a_queued_job_and_writes_nothing_yet(uploader, manager_user, big, media, db):
    response = upload(uploader, csv_bytes([row(n) for n in range(5)]), name="big.csv")

    assert response.status_code == 202
    job = response.json()
    assert (job["kind"], job["status"], job["progress"], job["fileName"]) == ("import", "queued", 0, "big.csv")
    assert job["downloadUrl"] is None
    assert response["Location"] == f"/api/jobs/{job['id']}"
    assert Case.objects.count() == 0
    stored = Job.objects.get(pk=job["id"])
    assert stored.created_by == manager_user
    assert (media / stored.input_file).is_file()


def test_the_worker_imports_the_file_and_reports_the_counts(uploader, manager_user, big, media, run_tasks):
    CaseFactory(external_user_id="https://ob.example.com/users/0", source_user_id="U0", bhruk_id="900")
    job_id = upload(uploader, csv_bytes([row(n) for n in range(5)])).json()["id"]

    run_tasks()

    job = get_job(uploader, job_id)
    assert job["status"] == "succeeded"
    assert job["progress"] == 100
    assert job["message"] == "Imported 4 cases. Skipped 1 row: row 2 is already in Casebook as BHR UK ID 900."
    batch = ImportBatch.objects.get()
    assert job["result"] == {"imported": 4, "skipped": 1, "rows": 5, "batchId": batch.pk}
    assert (batch.file_name, batch.created, batch.actor) == ("cases.csv", 4, manager_user)
    assert Case.objects.count() == 5
    assert not any(p.is_file() for p in media.rglob("*")), "the uploaded file is deleted once imported"


def test_a_file_with_a_bad_row_fails_the_job_and_writes_nothing(uploader, big, media, run_tasks):
    rows = [row(n) for n in range(5)]
    rows[3][6] = "not a date"
    before = snapshot()
    job_id = upload(uploader, csv_bytes(rows)).json()["id"]

    run_tasks()

    job = get_job(uploader, job_id)
    assert job["status"] == "failed"
    assert job["message"] == job["result"]["message"]
    assert job["result"]["errorCount"] == 1
    assert job["result"]["errors"][0]["row"] == 5
    assert snapshot() == before
    assert not any(p.is_file() for p in media.rglob("*"))


def test_an_import_job_runs_through_redis_and_rq(uploader, big, rq_tasks):
    job_id = upload(uploader, csv_bytes([row(n) for n in range(5)])).json()["id"]

    rq_tasks()

    assert get_job(uploader, job_id)["status"] == "succeeded"
    assert Case.objects.count() == 5


def test_another_uploader_cannot_follow_the_job(auth_client, uploader, big, staff_user, db):
    from accounts.roles import Role
    from accounts.tests.factories import UserFactory

    job_id = upload(uploader, csv_bytes([row(n) for n in range(5)])).json()["id"]
    other = auth_client(UserFactory(role=Role.MANAGER, email="m2@example.com"))

    assert other.get(f"/api/jobs/{job_id}").status_code == 404
    assert auth_client(staff_user).get(f"/api/jobs/{job_id}").status_code == 404
