"""Subject-access packs (issue 22 §3): a job through the existing jobs API, a ZIP only its requester or an admin
downloads."""

import csv
import io
import json
import zipfile
from datetime import UTC, datetime

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent, Case, ImportBatch, Job
from cases.tests.factories import CaseFactory

NAME = "Priya Example"


def _download(client, job_id):
    answer = client.get(f"/api/jobs/{job_id}/download")
    return answer, (b"".join(answer.streaming_content) if getattr(answer, "streaming", False) else answer.content)


def test_the_pack_holds_the_cases_their_history_by_role_and_a_summary(run_tasks, auth_client, admin_user, staff_user):
    imported_at = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    event = AuditEvent.objects.create(action="import", actor=admin_user, changes={"fileName": "march.csv"})
    ImportBatch.objects.create(event=event, actor=admin_user, file_name="march.csv", created_at=imported_at)
    imported = CaseFactory(client_name=NAME, email="priya@example.org", name="Priya E", import_event=event)
    manual = CaseFactory(client_name=NAME, widget="Kind Co")
    staff = auth_client(staff_user)
    assert staff.put(f"/api/cases/{manual.pk}", {"clientName": "Priya  Example"}, format="json").status_code == 200
    admin = auth_client(admin_user)

    answer = admin.post("/api/privacy/subject-access", {"caseIds": [imported.pk, manual.pk]}, format="json")

    assert answer.status_code == 202
    job_id = answer.json()["id"]
    assert answer.json()["kind"] == "subject_access"
    assert answer["Location"] == f"/api/jobs/{job_id}"
    run_tasks()
    job = admin.get(f"/api/jobs/{job_id}").json()
    assert (job["status"], job["progress"], job["message"]) == (
        "succeeded",
        100,
        "The subject-access pack for 2 cases is ready.",
    )
    assert job["expiresAt"] is not None
    download, body = _download(admin, job_id)
    assert download.status_code == 200
    assert download["Content-Type"] == "application/zip"
    with zipfile.ZipFile(io.BytesIO(body)) as archive:
        names = set(archive.namelist())
        files = {n: archive.read(n).decode("utf-8-sig") for n in names}
    assert {"cases.csv", "cases.json", "summary.txt"} <= names
    rows = list(csv.DictReader(io.StringIO(files["cases.csv"])))
    assert [(r["Case ID"], r["Client Name"], r["E-mail"]) for r in rows] == [
        (str(imported.pk), NAME, "priya@example.org"),
        (str(manual.pk), "Priya  Example", ""),
    ]
    assert [r["id"] for r in json.loads(files["cases.json"])] == [imported.pk, manual.pk]
    history = files[f"history/{manual.bhruk_id}-{manual.pk}.txt"]
    assert "Changed by Staff" in history
    assert "clientName: Priya Example -> Priya  Example" in history
    assert "staff@example.com" not in "".join(files.values())
    summary = files["summary.txt"]
    assert "imported from the file 'march.csv' on 2026-03-02" in summary
    assert "entered by hand in Casebook" in summary
    assert list(
        AuditEvent.objects.filter(action="subject_access").values_list("case_id", flat=True).order_by("case_id")
    ) == [
        imported.pk,
        manual.pk,
    ]

    other_admin = auth_client(UserFactory(role=Role.ADMIN, email="second-admin@example.com"))
    assert _download(other_admin, job_id)[0].status_code == 200
    assert _download(staff, job_id)[0].status_code in (403, 404)
    settings_holder = UserFactory(role=Role.MANAGER, email="m2@example.com")
    assert _download(auth_client(settings_holder), job_id)[0].status_code in (403, 404)


@pytest.mark.django_db
def test_bad_requests_start_no_job(role_clients):
    admin = role_clients["admin"]
    assert admin.post("/api/privacy/subject-access", {"caseIds": []}, format="json").status_code == 400
    missing = admin.post("/api/privacy/subject-access", {"caseIds": [424242]}, format="json")
    assert missing.status_code == 400
    assert "#424242" in str(missing.json())
    assert role_clients["staff"].post("/api/privacy/subject-access", {"caseIds": [1]}, format="json").status_code == 403
    assert Job.objects.count() == 0
    assert Case.objects.count() == 0


def test_an_erasure_withdraws_every_file_written_before_it(run_tasks, auth_client, admin_user):
    case = CaseFactory(client_name=NAME)
    admin = auth_client(admin_user)
    job_id = admin.post("/api/privacy/subject-access", {"caseIds": [case.pk]}, format="json").json()["id"]
    run_tasks()
    assert _download(admin, job_id)[0].status_code == 200
    from django.core.files.storage import default_storage

    stored = Job.objects.get(pk=job_id).output_file
    assert default_storage.exists(stored)

    assert (
        admin.post("/api/privacy/erasure", {"caseIds": [case.pk], "reason": "Asked"}, format="json").status_code == 200
    )

    assert _download(admin, job_id)[0].status_code == 410
    assert admin.get(f"/api/jobs/{job_id}").json()["downloadUrl"] is None
    assert not default_storage.exists(stored)
