"""guide: workflow#documents, privacy: where documents' bytes live and when they go. S3 through django-storages
(against moto's S3 server, started by the test), and nothing orphaned: after a case delete, a batch delete, an
import undo, an erasure or a retention run, the test lists the storage. Erasure and retention keep a tombstone row
(kind, size, dates, who erased and why); a held case's documents are never erased; the subject-access pack holds
the files."""

import io
import zipfile
from datetime import timedelta

from django.utils import timezone

import pytest

from cases.models import AuditEvent, Case, CaseDocument, ImportBatch, RetentionPolicy
from cases.privacy import retention
from cases.privacy.subject_access import write_pack
from cases.tests.data import csv_bytes, row, upload
from cases.tests.documents import files
from cases.tests.documents.conftest import stored_files
from cases.tests.documents.helpers import add
from cases.tests.factories import CaseFactory
from conftest import COMPANY

pytestmark = pytest.mark.django_db

NAME = "Orla Quinlan-Marsh"


def test_s3_storage_keeps_the_same_bytes_and_deletes_them(
    role_clients, s3_storage, media, django_capture_on_commit_callbacks
):
    case = CaseFactory(widget=COMPANY)
    content = files.pdf(pages=3)

    document = add(role_clients["staff"], case.pk, content, name="Report.pdf")
    keys = [o.key for o in s3_storage.objects.all()]
    stored_key = CaseDocument.objects.get(pk=document["id"]).storage_key
    downloaded = role_clients["client"].get(f"/api/documents/{document['id']}/download")
    with django_capture_on_commit_callbacks(execute=True):
        assert role_clients["staff"].delete(f"/api/documents/{document['id']}").status_code == 204

    assert keys == [stored_key]
    assert stored_key.startswith("documents/") and "Report" not in stored_key
    assert b"".join(downloaded.streaming_content) == content
    assert list(s3_storage.objects.all()) == []
    assert stored_files(media) == []  # nothing went to the file system


def test_deleting_a_case_deletes_its_files_after_commit(role_clients, media, django_capture_on_commit_callbacks):
    case = CaseFactory(widget=COMPANY)
    kept = CaseFactory(widget=COMPANY)
    add(role_clients["staff"], case.pk)
    add(role_clients["staff"], case.pk, kind="statement")
    other = add(role_clients["staff"], kept.pk)

    with django_capture_on_commit_callbacks(execute=True):
        assert role_clients["admin"].delete(f"/api/cases/{case.pk}").status_code in (200, 204)

    assert list(CaseDocument.objects.values_list("id", flat=True)) == [other["id"]]
    assert stored_files(media) == [CaseDocument.objects.get().storage_key]


def test_a_batch_delete_deletes_the_files_of_the_cases_it_deleted(
    role_clients, media, django_capture_on_commit_callbacks
):
    cases = [CaseFactory(widget=COMPANY) for _ in range(2)]
    locked = CaseFactory(widget=COMPANY, is_locked=True)
    for case in [*cases, locked]:
        add(role_clients["staff"], case.pk)

    with django_capture_on_commit_callbacks(execute=True):
        answer = role_clients["admin"].post(
            "/api/cases/batch-delete", {"caseIds": [c.pk for c in [*cases, locked]]}, format="json"
        )

    assert answer.status_code == 200, answer.content
    assert list(CaseDocument.objects.values_list("case_id", flat=True)) == [locked.pk]
    assert stored_files(media) == [CaseDocument.objects.get().storage_key]


def test_a_rolled_back_delete_keeps_the_file(role_clients, media, django_capture_on_commit_callbacks):
    """The file goes only on commit: a held case's refused delete (409) leaves row and file."""
    case = CaseFactory(widget=COMPANY, legal_hold=True, legal_hold_reason="Claim")
    add(role_clients["staff"], case.pk)
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        assert role_clients["admin"].delete(f"/api/cases/{case.pk}").status_code == 409
    assert callbacks == []
    assert len(stored_files(media)) == 1 and CaseDocument.objects.count() == 1


def test_an_import_undo_removes_the_cases_documents_and_their_files(
    role_clients, media, django_capture_on_commit_callbacks
):
    admin = role_clients["admin"]
    assert upload(admin, csv_bytes([row(1), row(2)])).status_code == 200
    batch = ImportBatch.objects.latest("id")
    imported = list(Case.objects.filter(import_event=batch.event).order_by("id"))
    add(role_clients["staff"], imported[0].pk)  # documents do not count as changes of the imported data
    role_clients["staff"].get(f"/api/documents/{CaseDocument.objects.get().pk}/download")

    with django_capture_on_commit_callbacks(execute=True):
        answer = admin.post(f"/api/imports/{batch.pk}/undo", {"reason": "Wrong file"}, format="json")

    assert answer.status_code == 200, answer.content
    assert not Case.objects.filter(pk__in=[c.pk for c in imported]).exists()
    assert not CaseDocument.objects.exists()
    assert stored_files(media) == []


def test_erasure_deletes_the_files_and_names_and_keeps_tombstones(
    role_clients, admin_user, media, django_capture_on_commit_callbacks
):
    case = CaseFactory(widget=COMPANY, client_name=NAME)
    kept = CaseFactory(widget=COMPANY)
    erased = add(role_clients["staff"], case.pk, name=f"{NAME} statement.pdf", kind="statement")
    other = add(role_clients["staff"], kept.pk)

    with django_capture_on_commit_callbacks(execute=True):
        answer = role_clients["admin"].post(
            "/api/privacy/erasure", {"caseIds": [case.pk], "reason": f"Letter from {NAME}"}, format="json"
        )

    assert answer.status_code == 200, answer.content
    tombstone = CaseDocument.objects.get(pk=erased["id"])
    assert (tombstone.name, tombstone.storage_key, tombstone.kind, tombstone.size) == (
        "",
        "",
        "statement",
        erased["size"],
    )
    assert tombstone.erased_at is not None and tombstone.erased_by == admin_user
    assert NAME not in tombstone.erase_reason and tombstone.erase_reason.startswith("Letter from Erased ")
    assert stored_files(media) == [CaseDocument.objects.get(pk=other["id"]).storage_key]
    staff_list = role_clients["staff"].get(f"/api/cases/{case.pk}/documents").json()
    assert [(d["id"], d["name"], d["erased"]) for d in staff_list] == [(erased["id"], "", True)]
    assert role_clients["client"].get(f"/api/cases/{case.pk}/documents").json() == []
    assert role_clients["staff"].get(f"/api/documents/{erased['id']}/download").status_code == 410
    assert AuditEvent.objects.filter(case_id=case.pk, action="document_erase").count() == 1
    # The tombstone stays: it cannot be deleted, nor shown again.
    assert role_clients["admin"].delete(f"/api/documents/{erased['id']}").status_code == 400
    assert (
        role_clients["admin"].put(f"/api/documents/{erased['id']}", {"visibleToClient": True}, format="json")
    ).status_code == 400


def test_a_held_case_refuses_erasure_and_keeps_its_documents(role_clients, media):
    case = CaseFactory(widget=COMPANY, legal_hold=True, legal_hold_reason="Claim")
    add(role_clients["staff"], case.pk)

    answer = role_clients["admin"].post(
        "/api/privacy/erasure", {"caseIds": [case.pk], "reason": "Letter"}, format="json"
    )

    assert answer.status_code == 409
    assert CaseDocument.objects.get().erased_at is None and len(stored_files(media)) == 1


def test_a_retention_run_erases_the_documents_of_the_cases_it_anonymises(
    role_clients, media, django_capture_on_commit_callbacks
):
    case = CaseFactory(widget=COMPANY, client_name=NAME, is_cancelled=True)
    add(role_clients["staff"], case.pk)
    RetentionPolicy.objects.update_or_create(pk=1, defaults={"enabled": True, "months": 1, "applies_to": ["cancelled"]})
    Case.objects.filter(pk=case.pk).update(updated_at=timezone.now() - timedelta(days=90))

    with django_capture_on_commit_callbacks(execute=True):
        outcome = retention.run()

    assert outcome.anonymised == 1
    tombstone = CaseDocument.objects.get()
    assert (tombstone.name, tombstone.erased_by, tombstone.erase_reason) == (
        "",
        None,
        "Retention: no change for 1 months",
    )
    assert stored_files(media) == []


def test_the_subject_access_pack_holds_the_cases_documents(role_clients):
    case = CaseFactory(widget=COMPANY, client_name=NAME, bhruk_id="KIND42")
    report = files.pdf(pages=2)
    add(role_clients["staff"], case.pk, report, name="Report.pdf")
    add(role_clients["staff"], case.pk, files.csv_bytes(), name="Report.pdf", kind="statement")  # the same name

    out = io.BytesIO()
    write_pack(case_ids=[case.pk], out=out)

    with zipfile.ZipFile(out) as archive:
        names = sorted(n for n in archive.namelist() if n.startswith("documents/"))
        assert names == ["documents/001 KIND42/Report (2).pdf", "documents/001 KIND42/Report.pdf"]
        assert archive.read("documents/001 KIND42/Report.pdf") == report
        assert "documents/" in archive.read("summary.txt").decode()


def test_the_django_admins_deletes_take_the_files_too(client, role_clients, media, django_capture_on_commit_callbacks):
    from accounts.models import User

    client.force_login(User.objects.create_superuser("root@example.com", "root-pass"))
    one, two, three = (CaseFactory(widget=COMPANY) for _ in range(3))
    for case in (one, two, three):
        add(role_clients["staff"], case.pk)

    with django_capture_on_commit_callbacks(execute=True):
        client.post(f"/django-admin/cases/case/{one.pk}/delete/", {"post": "yes"})
    with django_capture_on_commit_callbacks(execute=True):
        bulk = {"action": "delete_selected", "_selected_action": [two.pk], "post": "yes"}
        client.post("/django-admin/cases/case/", bulk)

    assert list(Case.objects.values_list("pk", flat=True)) == [three.pk]
    assert stored_files(media) == [CaseDocument.objects.get().storage_key]
