"""guide: workflow#documents, portal: a case's documents through the API: who may list, add, show or hide, download
and delete them, on which cases, what each answer holds, and what the audit log and the case's history record."""

import hashlib

import pytest

from cases.models import AuditEvent, CaseDocument
from cases.tests.documents import files
from cases.tests.documents.conftest import stored_files
from cases.tests.documents.helpers import add
from cases.tests.factories import CaseFactory
from conftest import COMPANY, OTHER_COMPANY

pytestmark = pytest.mark.django_db


@pytest.fixture
def case():
    return CaseFactory(widget=COMPANY, bhruk_id="1001")


def test_staff_add_a_report_and_get_it_back_with_its_facts(role_clients, case, staff_user, media):
    content = files.pdf()

    document = add(role_clients["staff"], case.pk, content, name="Final report.pdf")

    assert set(document) == {
        "id", "caseId", "kind", "name", "size", "contentType", "sha256", "visibleToClient", "uploadedBy",
        "uploadedAt", "erased",
    }  # fmt: skip
    assert document["caseId"] == case.pk
    assert (document["kind"], document["name"], document["size"]) == ("report", "Final report.pdf", len(content))
    assert document["contentType"] == "application/pdf"
    assert document["sha256"] == hashlib.sha256(content).hexdigest()
    assert document["visibleToClient"] is True  # reports are shown to the client by default
    assert document["uploadedBy"] == {"id": staff_user.pk, "name": staff_user.full_name}
    assert document["uploadedAt"].endswith("Z") and document["erased"] is False
    # Stored under a random key, never the uploaded name.
    stored = CaseDocument.objects.get(pk=document["id"]).storage_key
    assert stored.startswith("documents/") and "report" not in stored.lower()
    assert stored_files(media) == [stored]


def test_statements_and_others_are_hidden_from_the_client_unless_shown(role_clients, case):
    assert add(role_clients["staff"], case.pk, kind="statement")["visibleToClient"] is False
    assert add(role_clients["staff"], case.pk, kind="other", visibleToClient="true")["visibleToClient"] is True
    assert add(role_clients["staff"], case.pk, kind="report", visibleToClient="false")["visibleToClient"] is False


def test_the_list_is_newest_first_and_clients_see_only_shown_documents_without_staff_names(role_clients, case):
    first = add(role_clients["staff"], case.pk, kind="report")
    hidden = add(role_clients["staff"], case.pk, kind="statement")
    last = add(role_clients["manager"], case.pk, kind="other", visibleToClient="true")

    staff_view = role_clients["staff"].get(f"/api/cases/{case.pk}/documents").json()
    client_view = role_clients["client"].get(f"/api/cases/{case.pk}/documents").json()

    assert [d["id"] for d in staff_view] == [last["id"], hidden["id"], first["id"]]
    assert [d["id"] for d in client_view] == [last["id"], first["id"]]
    assert all(d["uploadedBy"] is None for d in client_view)


def test_a_client_never_finds_another_companys_documents_nor_a_hidden_one(role_clients):
    theirs = CaseFactory(widget=OTHER_COMPANY)
    ours = CaseFactory(widget=COMPANY)
    other = add(role_clients["staff"], theirs.pk)
    hidden = add(role_clients["staff"], ours.pk, kind="statement")
    client = role_clients["client"]

    assert client.get(f"/api/cases/{theirs.pk}/documents").status_code == 404
    assert client.get(f"/api/documents/{other['id']}/download").status_code == 404
    assert client.get(f"/api/documents/{hidden['id']}/download").status_code == 404


def test_the_download_is_the_stored_bytes_as_a_safe_attachment(role_clients, case):
    content = files.pdf(pages=2)
    document = add(role_clients["staff"], case.pk, content, name='Rapport "final"; été.pdf')

    answer = role_clients["client"].get(f"/api/documents/{document['id']}/download")

    assert answer.status_code == 200
    assert b"".join(answer.streaming_content) == content
    assert answer["Content-Type"] == "application/pdf"
    assert answer["X-Content-Type-Options"] == "nosniff"
    assert answer["Content-Disposition"] == (
        'attachment; filename="Rapport _final__ ete.pdf"; '
        "filename*=UTF-8''Rapport%20%22final%22%3B%20%C3%A9t%C3%A9.pdf"
    )


def test_a_plain_name_has_no_extended_form_and_a_path_is_never_kept(role_clients, case):
    document = add(role_clients["staff"], case.pk, name="../../etc/statement.pdf")

    answer = role_clients["staff"].get(f"/api/documents/{document['id']}/download")

    assert document["name"] == "statement.pdf"
    assert answer["Content-Disposition"] == 'attachment; filename="statement.pdf"'


def test_every_upload_download_and_delete_is_audited_in_the_cases_history_without_the_name(
    role_clients, case, staff_user, client_user
):
    document = add(role_clients["staff"], case.pk, name="Jo Bloggs statement.pdf")
    role_clients["client"].get(f"/api/documents/{document['id']}/download")
    assert role_clients["staff"].delete(f"/api/documents/{document['id']}").status_code == 204

    events = AuditEvent.objects.filter(case_id=case.pk).order_by("id")
    assert [(e.action, e.actor_id, e.changes) for e in events] == [
        ("document_add", staff_user.pk, {"documentId": document["id"], "kind": "report"}),
        ("document_download", client_user.pk, {"documentId": document["id"], "kind": "report"}),
        ("document_delete", staff_user.pk, {"documentId": document["id"], "kind": "report"}),
    ]
    history = role_clients["staff"].get(f"/api/cases/{case.pk}/history").json()
    assert {e["action"] for e in history} >= {"document_add", "document_download", "document_delete"}
    # The client's history leaves document events out (a hidden document's existence is staff's business).
    client_history = role_clients["client"].get(f"/api/cases/{case.pk}/history").json()
    assert not [e for e in client_history if e["action"].startswith("document_")]


def test_staff_show_and_hide_a_document(role_clients, case):
    document = add(role_clients["staff"], case.pk, kind="statement")

    shown = role_clients["staff"].put(f"/api/documents/{document['id']}", {"visibleToClient": True}, format="json")

    assert shown.status_code == 200 and shown.json()["visibleToClient"] is True
    assert len(role_clients["client"].get(f"/api/cases/{case.pk}/documents").json()) == 1


def test_clients_may_not_add_change_or_delete_documents(role_clients, case, media):
    document = add(role_clients["staff"], case.pk)
    client = role_clients["client"]

    added = client.post(f"/api/cases/{case.pk}/documents", {"file": files.upload(files.pdf()), "kind": "report"})
    changed = client.put(f"/api/documents/{document['id']}", {"visibleToClient": False}, format="json")
    deleted = client.delete(f"/api/documents/{document['id']}")

    assert [a.status_code for a in (added, changed, deleted)] == [403, 403, 403]
    assert added.json() == {"message": "Clients cannot add or change documents."}
    assert CaseDocument.objects.count() == 1 and len(stored_files(media)) == 1


def test_deleting_removes_the_row_and_the_file_once_committed(
    role_clients, case, media, django_capture_on_commit_callbacks
):
    document = add(role_clients["staff"], case.pk)
    with django_capture_on_commit_callbacks(execute=True):
        assert role_clients["staff"].delete(f"/api/documents/{document['id']}").status_code == 204
    assert not CaseDocument.objects.exists()
    assert stored_files(media) == []
    assert role_clients["staff"].get(f"/api/documents/{document['id']}/download").status_code == 404


def test_a_locked_case_takes_documents_but_keeps_them(role_clients):
    case = CaseFactory(widget=COMPANY, is_locked=True)
    document = add(role_clients["staff"], case.pk)

    answer = role_clients["admin"].delete(f"/api/documents/{document['id']}")

    assert answer.status_code == 400
    assert answer.json()["message"] == "This case is locked. Unlock it before deleting its documents."


def test_a_cancelled_case_takes_and_loses_documents_like_any_other(role_clients):
    case = CaseFactory(widget=COMPANY, is_cancelled=True)
    document = add(role_clients["staff"], case.pk)
    assert role_clients["staff"].delete(f"/api/documents/{document['id']}").status_code == 204


def test_a_merged_case_is_read_only(role_clients, media):
    master = CaseFactory(widget=COMPANY)
    merged = CaseFactory(widget=COMPANY, is_merged=True, merged_into=master)

    answer = role_clients["admin"].post(
        f"/api/cases/{merged.pk}/documents", {"file": files.upload(files.pdf()), "kind": "report"}
    )

    assert answer.status_code == 400
    assert answer.json()["message"].startswith("This case has been merged into another case and is read-only")
    assert stored_files(media) == []  # the file stored before the check was removed again


def test_a_held_case_takes_documents_but_none_is_deleted(role_clients):
    case = CaseFactory(widget=COMPANY, bhruk_id="2002", legal_hold=True, legal_hold_reason="Claim")
    document = add(role_clients["staff"], case.pk)

    answer = role_clients["admin"].delete(f"/api/documents/{document['id']}")

    assert answer.status_code == 409
    assert answer.json()["message"] == "BHR UK ID 2002 is under legal hold: its documents cannot be deleted."
    assert CaseDocument.objects.filter(pk=document["id"]).exists()


def test_the_case_answer_counts_documents_not_erased_and_for_a_client_only_shown_ones(role_clients, case):
    add(role_clients["staff"], case.pk, kind="report")
    add(role_clients["staff"], case.pk, kind="statement")
    erased = add(role_clients["staff"], case.pk, kind="report")
    CaseDocument.objects.filter(pk=erased["id"]).update(name="", erased_at="2026-01-01T00:00:00Z")

    assert role_clients["staff"].get(f"/api/cases/{case.pk}").json()["documentsCount"] == 2
    assert role_clients["client"].get(f"/api/cases/{case.pk}").json()["documentsCount"] == 1
    listed = role_clients["staff"].get("/api/cases/paginated").json()
    rows = listed.get("cases") or listed.get("results") or listed.get("data")
    assert [r["documentsCount"] for r in rows if r["id"] == case.pk] == [2]


def test_the_case_list_counts_documents_in_one_query_for_the_page(role_clients, django_assert_num_queries):
    cases = [CaseFactory(widget=COMPANY) for _ in range(3)]
    for c in cases:
        add(role_clients["staff"], c.pk)
    client = role_clients["staff"]
    client.get("/api/cases/paginated")  # warm the caches (permissions) so the two calls compare like for like
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as three:
        client.get("/api/cases/paginated")
    for _ in range(5):
        c = CaseFactory(widget=COMPANY)
        add(client, c.pk)
    with CaptureQueriesContext(connection) as eight:
        client.get("/api/cases/paginated")
    assert len(eight) == len(three)
    assert len([q for q in three.captured_queries if "cases_casedocument" in q["sql"]]) == 1
