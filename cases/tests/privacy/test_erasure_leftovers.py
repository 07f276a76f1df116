"""guide: privacy#erasure: after an erasure or a retention run, nothing of the person is left anywhere Casebook writes.

A person is seeded through every path that stores their data (manual case, CSV import as a job, notes, a staff
comment, a cancellation reason, a saved view, the duplicates screens and a dismissal, an export job, a
subject-access pack, the daily digest through the file mail backend, the request log); then every table is dumped,
every file under the test's media, mail and log folders read (archives and e-mails unpacked) and the Redis test
database scanned.
"""

import base64
import json
import logging
import zipfile
from datetime import timedelta
from io import StringIO
from pathlib import Path
from urllib.parse import quote

from django.core.management import call_command
from django.utils import timezone

import pytest

from cases.models import Case
from cases.privacy import retention
from cases.tests.core.test_case_manual import form
from cases.tests.data import csv_bytes, row, upload
from cases.tests.privacy.leftovers import as_report, scan_database, scan_files, scan_redis

NAME = "Jonathan Quill-Doe"
EMAIL = "jon.quill@example.org"
NUMBER = "7777777"
OB_LINK = f"https://ob.example.com/users/{NUMBER}"
USER_ID = "QD-USER-5551234"
NEEDLES = [NAME, EMAIL, OB_LINK, NUMBER, USER_ID]


@pytest.fixture
def folders(settings, tmp_path):
    """media/, mail/ (the file e-mail backend) and log/ (the request log) of this test's own."""
    settings.MEDIA_ROOT = str(tmp_path / "media")
    settings.EMAIL_BACKEND = "django.core.mail.backends.filebased.EmailBackend"
    settings.EMAIL_FILE_PATH = str(tmp_path / "mail")
    settings.CSV_IMPORT_JOB_MIN_BYTES = 300
    (tmp_path / "log").mkdir()
    handler = logging.FileHandler(tmp_path / "log" / "requests.log")
    logger = logging.getLogger("casebook.requests")
    logger.addHandler(handler)
    level = logger.level
    logger.setLevel(logging.INFO)
    yield [tmp_path / "media", tmp_path / "mail", tmp_path / "log"]
    logger.removeHandler(handler)
    logger.setLevel(level)
    handler.close()


def _ok(answer, status=200):
    assert answer.status_code == status, (answer.status_code, answer.content[:500])
    return answer.json() if answer.content else None


def _seed(admin, staff, rq_tasks, folders) -> list[int]:
    """The person through every path; the ids of their cases."""
    body = form(clientName=NAME, kamId=NUMBER, notes=f"Phoned {NAME} on {EMAIL}")
    manual = _ok(admin.post("/api/cases/manual", body, format="json"), 201)
    others = [row(n, widget="Acme Ltd") for n in range(1, 6)]
    person = row(9, ob_link=OB_LINK, user_id=USER_ID, name=NAME)
    person[4] = EMAIL
    job = _ok(upload(admin, csv_bytes([person, *others]), name=f"{NAME} {NUMBER}.csv"), 202)
    rq_tasks()
    assert _ok(admin.get(f"/api/jobs/{job['id']}"))["status"] == "succeeded"
    imported = Case.objects.get(external_user_id=OB_LINK)
    assert (imported.source_user_id, imported.kam_id, imported.email) == (USER_ID, NUMBER, EMAIL)
    _ok(admin.put(f"/api/cases/{imported.pk}", {"notes": f"Called {NAME} at {EMAIL}"}, format="json"))
    # A staff comment naming the person, mentioning a colleague (whose daily e-mail then points at the case).
    mentioned = _ok(admin.get("/api/users/mentionable", {"q": "manager"}))[0]["id"]
    comment = {"body": f"{NAME} rang from {EMAIL} about {NUMBER}", "mentions": [mentioned]}
    _ok(staff.post(f"/api/cases/{imported.pk}/comments", comment, format="json"), 201)
    # The colleague handles the case: notices of the mention and the assignment (notifications), e-mailed below.
    _ok(admin.put(f"/api/cases/{imported.pk}/assignee", {"assigneeId": mentioned}, format="json"))
    # A request to the client naming the person (cases.requests).
    asked = {"title": f"{NAME}'s P60", "message": f"Ask {EMAIL}", "dueDate": timezone.localdate().isoformat()}
    _ok(staff.post(f"/api/cases/{imported.pk}/requests", asked, format="json"), 201)
    _ok(
        staff.post(
            "/api/saved-views", {"name": f"{NAME} follow-up", "filters": {"clientNameSearch": NAME}}, format="json"
        ),
        201,
    )
    groups = _ok(admin.get("/api/duplicates"))["groups"]
    assert {(g["identifierType"], g["identifier"]) for g in groups} >= {("clientName", NAME), ("kamId", NUMBER)}
    _ok(admin.get(f"/api/duplicates/clientName/{quote(NAME)}"))
    _ok(admin.post("/api/duplicates/dismiss", {"identifier": NUMBER, "identifierType": "kamId"}, format="json"))
    export = _ok(
        admin.post("/api/exports", {"format": "csv", "includeAll": True, "clientNameSearch": NAME}, format="json"), 202
    )
    pack = _ok(admin.post("/api/privacy/subject-access", {"caseIds": [manual["id"], imported.pk]}, format="json"), 202)
    rq_tasks()
    for job_id in (export["id"], pack["id"]):
        assert _ok(admin.get(f"/api/jobs/{job_id}"))["status"] == "succeeded"
    digest = StringIO()
    call_command("send_daily_emails", wait=True, stdout=digest)  # the digests, sent in this process
    assert list((folders[1]).iterdir()), digest.getvalue()
    _ok(admin.post(f"/api/cases/{manual['id']}/cancel", {"cancellationReason": f"{NAME} withdrew"}, format="json"))
    return [manual["id"], imported.pk]


def _leftovers(folders, rq_tasks) -> dict[str, list[str]]:
    found = scan_database(NEEDLES) + scan_files(folders, NEEDLES) + scan_redis(rq_tasks.connection, NEEDLES)
    return as_report(found)


def _seeded(role_clients, rq_tasks, folders) -> list[int]:
    ids = _seed(role_clients["admin"], role_clients["staff"], rq_tasks, folders)
    before = _leftovers(folders, rq_tasks)
    # The scan finds what it looks for: every value, in the database and in files (the digest names the person).
    assert set(before) == set(NEEDLES), before
    assert any("/mail/" in where for where in before[NAME]), before
    assert "cases_casecomment.body" in before[NAME], before
    assert "cases_caserequest.title" in before[NAME], before
    assert "GET /api/duplicates/" in (folders[2] / "requests.log").read_text()
    return ids


def test_an_erasure_leaves_nothing_of_the_person_in_any_table_file_or_redis(
    role_clients, rq_tasks, folders, monkeypatch
):
    ids = _seeded(role_clients, rq_tasks, folders)
    monkeypatch.setattr("cases.privacy.views.ERASURE_SYNC_MAX", 1)  # the job path, whose params hold the reason

    job = _ok(
        role_clients["admin"].post(
            "/api/privacy/erasure", {"caseIds": ids, "reason": f"Letter from {NAME} ({EMAIL})"}, format="json"
        ),
        202,
    )
    rq_tasks()

    assert _ok(role_clients["admin"].get(f"/api/jobs/{job['id']}"))["status"] == "succeeded"
    left = _leftovers(folders, rq_tasks)
    assert left == {}, json.dumps(left, indent=1)


def test_a_retention_run_leaves_nothing_of_the_person_in_any_table_file_or_redis(role_clients, rq_tasks, folders):
    _seeded(role_clients, rq_tasks, folders)
    _ok(
        role_clients["admin"].put(
            "/api/privacy/retention",
            # Nothing is due yet when switched on: the first run's count is 0.
            {"enabled": True, "months": 1, "appliesTo": list(retention.CHOICES), "confirmCount": 0},
            format="json",
        )
    )
    Case.objects.update(updated_at=timezone.now() - timedelta(days=90))

    outcome = retention.run()

    assert outcome.anonymised == Case.objects.count()
    left = _leftovers(folders, rq_tasks)
    assert left == {}, json.dumps(left, indent=1)


def test_the_scan_reads_every_kind_of_place(tmp_path):
    """The scanner itself: a value hidden in a zip, a base64 e-mail body and a file name is found."""
    with zipfile.ZipFile(tmp_path / "a.zip", "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("x.txt", f"hello {NAME}")
    body = base64.b64encode(f"Dear {EMAIL}".encode()).decode()
    (tmp_path / "m.log").write_text(
        f"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n{body}\n"
    )
    (tmp_path / f"{USER_ID}.txt").write_text("")
    report = as_report(scan_files([Path(tmp_path)], NEEDLES))
    assert sorted(report) == sorted([NAME, EMAIL, USER_ID])
