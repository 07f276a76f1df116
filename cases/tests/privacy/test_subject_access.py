"""Subject-access packs (guide: privacy#subject-access): a job through the existing jobs API, a ZIP only its requester
or an admin downloads."""

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
    given = admin.put(f"/api/cases/{manual.pk}/assignee", {"assigneeId": staff_user.pk}, format="json")
    assert given.status_code == 200

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
    assert [(r["BHR UK ID"], r["Client Name"], r["Email"]) for r in rows] == [
        (imported.bhruk_id, NAME, "priya@example.org"),
        (manual.bhruk_id, "Priya  Example", ""),
    ]
    assert [r["BHR UK ID"] for r in json.loads(files["cases.json"])] == [imported.bhruk_id, manual.bhruk_id]
    history = files[f"history/002 {manual.bhruk_id}.txt"]
    assert "Update by Staff" in history
    assert "    Client Name: Priya Example -> Priya  Example" in history
    assert "Assigned by Admin\n    Assigned To: — -> a staff member" in history  # staff are never named
    assert "staff@example.com" not in "".join(files.values()) and "Sam Staff" not in "".join(files.values())
    summary = files["summary.txt"]
    assert "imported from the file 'march.csv' on 02/03/2026" in summary
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


def _pack(admin, run_tasks, body) -> dict[str, str]:
    answer = admin.post("/api/privacy/subject-access", body, format="json")
    assert answer.status_code == 202, answer.json()
    run_tasks()
    job = admin.get(f"/api/jobs/{answer.json()['id']}").json()
    assert job["status"] == "succeeded", job
    with zipfile.ZipFile(io.BytesIO(_download(admin, job["id"])[1])) as archive:
        return {n: archive.read(n).decode("utf-8-sig") for n in archive.namelist()}


def test_the_pack_reads_as_the_screens_and_the_audit_log_do(run_tasks, auth_client, admin_user):
    admin = auth_client(admin_user)
    master = CaseFactory(bhruk_id="KIND900", client_name="Someone Else")
    created = datetime(2026, 7, 2, 9, 15, 30, 123456, tzinfo=UTC)  # 10:15 in London (summer time)
    case = CaseFactory(
        client_name=NAME,
        bhruk_id="KIND901",
        instructed=True,
        current_status="in_production",
        created_at=created,
        is_merged=True,
        merged_into=master,
    )
    Case.objects.filter(pk=case.pk).update(is_merged=False, merged_into=None)  # edit it as an open case first
    change = {"currentStatus": "on_hold", "onHoldReason": "need_pdf"}
    assert admin.put(f"/api/cases/{case.pk}", change, format="json").status_code == 200
    sent = {"currentStatus": "sent", "invoiced": True, "miType": "surplus", "miAmount": "1234.50"}
    assert admin.put(f"/api/cases/{case.pk}", sent, format="json").status_code == 200
    AuditEvent.objects.create(
        action="merged", actor=admin_user, case_id=case.pk, changes={"masterCaseId": master.pk, "reason": "Same"}
    )
    Case.objects.filter(pk=case.pk).update(is_merged=True, merged_into=master, invoice_date="2026-08-01")

    files = _pack(admin, run_tasks, {"caseIds": [case.pk]})

    row = json.loads(files["cases.json"])[0]
    assert row["Company"] == "Acme Ltd"
    assert row["Instructed"] == "Yes" and row["Invoiced"] == "Yes" and row["Locked"] == "No"
    assert row["Current Status"] == "Sent"
    assert row["MI Type"] == "Surplus"
    assert row["MI Amount (£)"] == "£1,234.50"
    assert row["Invoice Date"] == "01/08/2026"
    assert row["Created At"] == "02/07/2026 10:15"
    assert row["Merged Into"] == "KIND900"
    assert row["On Hold Reason"] == ""
    history = files["history/001 KIND901.txt"]
    assert "Update by Admin\n    Current Status: In Production -> On Hold\n" in history
    assert "    On Hold Reason: — -> Need PDF Statements" in history
    assert "    MI Amount (£): — -> £1,234.50" in history
    assert "Merged into master by Admin\n    Reason: Same\n    Master Case: KIND900" in history
    everything = "".join(files.values())
    for machine_word in ("True", "False", "surplus", "in_production", "need_pdf", "123456", "10:15:30", "09:15:30"):
        assert machine_word not in everything, machine_word
    assert "Case ID" not in files["cases.csv"] and '"id"' not in files["cases.json"]
    pack_job = Job.objects.get(kind="subject_access")
    assert str(pack_job.pk) not in everything


def test_the_pack_takes_every_match_of_a_search(run_tasks, auth_client, admin_user):
    admin = auth_client(admin_user)
    ids = {CaseFactory(client_name=f"{NAME} {i}").pk for i in range(3)}
    CaseFactory(client_name="Somebody Else")

    changed = admin.post("/api/privacy/subject-access", {"query": "priya", "expectedCount": 2}, format="json")
    assert changed.status_code == 409
    assert changed.json()["message"] == (
        "The search now finds 3 cases, not the 2 shown. Search again and check them before you go on."
    )
    files = _pack(admin, run_tasks, {"query": "priya example", "expectedCount": 3})

    assert len(json.loads(files["cases.json"])) == 3
    assert set(AuditEvent.objects.filter(action="subject_access").values_list("case_id", flat=True)) == ids
    both = admin.post("/api/privacy/subject-access", {"query": "priya", "caseIds": list(ids)}, format="json")
    assert both.status_code == 400
