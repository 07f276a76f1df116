"""Export jobs (guide: workflow#exports): POST /api/exports, GET /api/jobs/{id}, the download, and GET /api/cases/export
above its row threshold. Jobs run through the real database worker (one through RQ on Redis)."""

import csv
import io
import zipfile
from datetime import timedelta

from django.contrib.auth.models import Group, Permission
from django.utils import timezone

import openpyxl
import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.exporting import exports as exporting
from cases.exporting.jobs import export_job_run
from cases.jobs import views
from cases.models import Job
from cases.tests.factories import CaseFactory
from cases.tests.jobs_fixtures import content, download, get_job, media_folder  # noqa: F401 - the autouse fixture `media`

JOB_KEYS = {
    "id",
    "kind",
    "status",
    "progress",
    "message",
    "downloadUrl",
    "fileName",
    "result",
    "createdAt",
    "finishedAt",
    "expiresAt",
}


def grant(role: str, codename: str) -> None:
    Group.objects.get(name=role).permissions.add(Permission.objects.get(codename=codename))


def csv_rows(data: bytes) -> list[list[str]]:
    assert data.startswith(b"\xef\xbb\xbf")
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def start(client, **body):
    return client.post("/api/exports", {"format": "csv", "includeAll": False, **body}, format="json")


@pytest.fixture
def admin(auth_client, admin_user):
    return auth_client(admin_user)


@pytest.fixture
def book(db):
    active = [CaseFactory(bhruk_id=str(1000 + n), client_name=f"Active {n}") for n in range(3)]
    cancelled = CaseFactory(
        bhruk_id="1100", client_name="Gone", is_cancelled=True, cancellation_reason="Client request"
    )
    other = CaseFactory(bhruk_id="1200", widget="Globex Plc", client_name="Globex Client")
    return {"active": active, "cancelled": cancelled, "other": other}


# --- Starting a job -------------------------------------------------------------------------------------------


def test_post_exports_answers_202_with_a_queued_job(admin, admin_user, book):
    response = start(admin, format="xlsx", includeAll=True)

    assert response.status_code == 202
    job = response.json()
    assert set(job) == JOB_KEYS
    assert job["kind"] == "export"
    assert job["status"] == "queued"
    assert job["progress"] == 0
    assert job["downloadUrl"] is None
    assert job["fileName"] == "all_cases.xlsx"
    assert response["Location"] == f"/api/jobs/{job['id']}"
    stored = Job.objects.get(pk=job["id"])
    assert stored.created_by == admin_user
    assert stored.params == {"format": "xlsx", "includeAll": True}


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"format": "pdf"}, exporting.BAD_FORMAT),
        ({"includeAll": "maybe"}, exporting.BAD_INCLUDE_ALL),
    ],
)
def test_a_bad_export_request_is_refused_and_queues_nothing(admin, body, message):
    response = start(admin, **body)

    assert response.status_code == 400
    assert response.json() == {"message": message}
    assert not Job.objects.exists()


def test_a_bad_filter_is_refused_with_the_list_endpoints_message(admin):
    response = start(admin, sortBy="nonsense")

    assert response.status_code == 400
    assert "sortBy" in response.json()["message"] or "sort" in response.json()["message"].lower()
    assert not Job.objects.exists()


@pytest.mark.parametrize(("role", "status"), [("manager", 403), ("staff", 403), ("client", 403), ("anonymous", 401)])
def test_only_users_who_may_export_can_start_an_export_job(role_clients, role, status):
    response = start(role_clients[role])

    assert response.status_code == status
    assert not Job.objects.exists()


# --- Running it -----------------------------------------------------------------------------------------------


def test_the_worker_writes_the_same_csv_as_the_direct_export_and_the_owner_downloads_it(admin, book, run_tasks):
    job_id = start(admin, includeAll=True).json()["id"]

    run_tasks()

    job = get_job(admin, job_id)
    assert job["status"] == "succeeded"
    assert job["progress"] == 100
    assert job["message"] == "Your export of 5 cases is ready."
    assert job["downloadUrl"] == f"/api/jobs/{job_id}/download"
    assert job["result"] == {"rows": 5}
    response = download(admin, job)
    assert response.status_code == 200
    assert response["Content-Disposition"] == 'attachment; filename="all_cases.csv"'
    assert response["Cache-Control"] == "no-store"
    data = content(response)
    assert data == content(admin.get("/api/cases/export?format=csv&includeAll=true"))
    assert len(csv_rows(data)) == 6


def test_an_excel_job_writes_a_workbook_of_the_active_cases(admin, book, run_tasks):
    job_id = start(admin, format="xlsx").json()["id"]

    run_tasks()

    job = get_job(admin, job_id)
    assert job["status"] == "succeeded"
    assert job["fileName"] == "active_cases.xlsx"
    data = content(download(admin, job))
    sheet = openpyxl.load_workbook(io.BytesIO(data), read_only=True).active
    names = [row[4] for row in sheet.iter_rows(min_row=2, values_only=True)]
    assert sorted(names) == ["Active 0", "Active 1", "Active 2", "Globex Client"]
    assert zipfile.ZipFile(io.BytesIO(data)).testzip() is None


def test_a_job_exports_the_current_view_with_its_filters(admin, book, run_tasks):
    job_id = start(admin, company="Globex Plc").json()["id"]

    run_tasks()

    job = get_job(admin, job_id)
    assert job["fileName"] == "filtered_cases.csv"
    rows = csv_rows(content(download(admin, job)))
    assert [r[4] for r in rows[1:]] == ["Globex Client"]


def test_a_client_cannot_start_an_export_even_if_granted(auth_client, client_user):
    grant("client", "export_data")

    assert start(auth_client(client_user), includeAll=True).status_code == 403


def test_a_company_scoped_exporter_gets_only_their_company_in_the_file(auth_client, client_user, book, run_tasks):
    """A staff user who sees one company (view_own_cases, not view_all_cases) gets that company's cases."""
    grant("staff", "export_data")
    grant("staff", "view_own_cases")
    Group.objects.get(name="staff").permissions.remove(Permission.objects.get(codename="view_all_cases"))
    scoped = UserFactory(role="staff", email="scoped@example.com", company=client_user.company)
    client = auth_client(scoped)
    job_id = start(client, includeAll=True).json()["id"]

    run_tasks()

    rows = csv_rows(content(download(client, get_job(client, job_id))))
    assert sorted(r[4] for r in rows[1:]) == ["Active 0", "Active 1", "Active 2", "Gone"]


def test_an_export_job_runs_through_redis_and_rq(admin, book, rq_tasks):
    job_id = start(admin).json()["id"]

    rq_tasks()

    job = get_job(admin, job_id)
    assert job["status"] == "succeeded"
    assert len(csv_rows(content(download(admin, job)))) == 5


def test_a_job_delivered_twice_runs_once(admin, book, run_tasks):
    job_id = start(admin).json()["id"]
    run_tasks()
    finished = Job.objects.get(pk=job_id)

    export_job_run(job_id=job_id)

    again = Job.objects.get(pk=job_id)
    assert (again.attempts, again.output_file, again.finished_at) == (1, finished.output_file, finished.finished_at)


# --- Who may download, and for how long -------------------------------------------------------------------------


@pytest.fixture
def finished_job(auth_client, book, run_tasks):
    """A manager granted EXPORT_DATA started an export that has finished."""
    grant("manager", "export_data")
    owner = UserFactory(role=Role.MANAGER, email="owner@example.com")
    client = auth_client(owner)
    job_id = start(client).json()["id"]
    run_tasks()
    return {"id": job_id, "owner": client}


def test_another_user_who_may_export_can_neither_see_nor_download_the_job(auth_client, finished_job):
    grant("manager", "export_data")
    other = auth_client(UserFactory(role=Role.MANAGER, email="other@example.com"))
    job_id = finished_job["id"]

    assert other.get(f"/api/jobs/{job_id}").status_code == 404
    response = other.get(f"/api/jobs/{job_id}/download")
    assert response.status_code == 404
    assert response.json() == {"message": "Job not found."}


def test_an_admin_can_see_and_download_another_users_job(admin, finished_job):
    job = get_job(admin, finished_job["id"])

    assert job["status"] == "succeeded"
    assert download(admin, job).status_code == 200


def test_the_download_expires(finished_job, settings):
    owner, job_id = finished_job["owner"], finished_job["id"]
    Job.objects.filter(pk=job_id).update(expires_at=timezone.now() - timedelta(seconds=1))

    job = get_job(owner, job_id)
    response = owner.get(f"/api/jobs/{job_id}/download")

    assert job["status"] == "succeeded"
    assert job["downloadUrl"] is None
    assert response.status_code == 410
    assert response.json() == {"message": views.EXPIRED}


def test_the_download_lives_for_the_configured_time(finished_job, settings):
    stored = Job.objects.get(pk=finished_job["id"])

    assert stored.expires_at is not None and stored.finished_at is not None
    assert stored.expires_at - stored.finished_at == timedelta(seconds=settings.JOB_FILE_TTL_SECONDS)


def test_a_job_that_has_not_finished_has_nothing_to_download(admin, book):
    job_id = start(admin).json()["id"]

    response = admin.get(f"/api/jobs/{job_id}/download")

    assert response.status_code == 404
    assert response.json() == {"message": views.NO_FILE}


def test_an_unknown_job_is_not_found(admin):
    response = admin.get("/api/jobs/00000000-0000-0000-0000-000000000000")

    assert response.status_code == 404


def test_reading_a_job_needs_a_login(api_client, admin, book):
    job_id = start(admin).json()["id"]

    assert api_client.get(f"/api/jobs/{job_id}").status_code == 401


# --- GET /api/cases/export above its threshold ------------------------------------------------------------------


def test_the_direct_export_answers_the_file_up_to_the_threshold(admin, book, settings):
    settings.EXPORT_SYNC_MAX_ROWS = 5

    response = admin.get("/api/cases/export?format=csv&includeAll=true")

    assert response.status_code == 200
    assert len(csv_rows(content(response))) == 6
    assert not Job.objects.exists()


def test_the_direct_export_answers_202_with_a_job_above_the_threshold(admin, book, settings, run_tasks):
    settings.EXPORT_SYNC_MAX_ROWS = 4

    response = admin.get("/api/cases/export?format=csv&includeAll=true")

    assert response.status_code == 202
    job = response.json()
    assert (job["kind"], job["status"], job["fileName"]) == ("export", "queued", "all_cases.csv")
    run_tasks()
    assert len(csv_rows(content(download(admin, get_job(admin, job["id"]))))) == 6


def test_the_job_keeps_only_the_export_parameters(admin, book):
    job_id = start(admin, company="Globex Plc", sortBy="createdAt", evil="x" * 100).json()["id"]

    assert Job.objects.get(pk=job_id).params == {
        "format": "csv",
        "includeAll": False,
        "company": "Globex Plc",
        "sortBy": "createdAt",
    }


def test_a_job_whose_owner_lost_the_export_permission_fails_without_a_file(auth_client, book, run_tasks):
    grant("manager", "export_data")
    owner = auth_client(UserFactory(role=Role.MANAGER, email="owner@example.com"))
    job_id = start(owner).json()["id"]
    Group.objects.get(name="manager").permissions.remove(Permission.objects.get(codename="export_data"))

    run_tasks()

    job = Job.objects.get(pk=job_id)
    assert (job.status, job.message, job.output_file) == ("failed", "You no longer have permission to export data.", "")
