"""Requests to the client through the API: who may make, list, answer and move them, with which
messages, and what is stored and audited."""

import io
import zipfile
from datetime import timedelta

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent, CaseDocument, CaseRequest
from cases.tests.documents import files
from cases.tests.documents.conftest import stored_files
from cases.tests.factories import CaseFactory
from cases.tests.requests.helpers import make, today, upload
from conftest import COMPANY, OTHER_COMPANY

pytestmark = pytest.mark.django_db

KEYS = {
    "id", "caseId", "caseLabel", "title", "message", "dueDate", "status", "rejectionReason", "createdAt",
    "createdBy", "receivedAt", "documents",
}  # fmt: skip


@pytest.fixture
def case():
    return CaseFactory(widget=COMPANY, bhruk_id="1001")


@pytest.mark.parametrize("role", ["staff", "manager", "admin"])
def test_staff_side_make_a_request_and_get_it_back(role_clients, case, role):
    made = make(role_clients[role], case.pk, title=" Bank statements ")

    assert set(made) == KEYS
    assert made["caseId"] == case.pk and made["caseLabel"] == "1001"
    assert (made["title"], made["message"], made["status"]) == ("Bank statements", "All accounts, please.", "open")
    assert made["dueDate"] == (today() + timedelta(days=7)).isoformat()
    assert made["rejectionReason"] == "" and made["receivedAt"] is None and made["documents"] == []
    assert made["createdBy"]["name"] and made["createdAt"].endswith("Z")
    event = AuditEvent.objects.get(action="request_add")
    assert event.case_id == case.pk and event.changes == {"requestId": made["id"]}


def test_a_case_without_a_bhr_uk_id_is_labelled_by_its_number(role_clients):
    case = CaseFactory(widget=COMPANY, bhruk_id=None)
    assert make(role_clients["staff"], case.pk)["caseLabel"] == f"Case #{case.pk}"


def test_clients_cannot_make_requests(role_clients, case):
    answer = role_clients["client"].post(
        f"/api/cases/{case.pk}/requests", {"title": "x", "dueDate": today().isoformat()}, format="json"
    )
    assert answer.status_code == 403
    assert answer.json() == {"message": "Clients cannot make or change requests."}
    assert not CaseRequest.objects.exists()


def test_validation_messages(role_clients, case):
    staff = role_clients["staff"]
    answer = staff.post(f"/api/cases/{case.pk}/requests", {"title": "  "}, format="json")
    assert answer.status_code == 400
    body = answer.json()
    assert body["message"] == "Say what you need."
    assert body["errors"] == {"title": ["Say what you need."], "dueDate": ["Choose a due date."]}
    yesterday = (today() - timedelta(days=1)).isoformat()
    answer = staff.post(
        f"/api/cases/{case.pk}/requests",
        {"title": "t" * 201, "message": "m" * 5001, "dueDate": yesterday},
        format="json",
    )
    assert answer.json()["errors"] == {
        "title": ["A title can be at most 200 characters."],
        "message": ["A message can be at most 5,000 characters."],
        "dueDate": ["The due date cannot be in the past."],
    }
    assert make(staff, case.pk, dueDate=today().isoformat())["dueDate"] == today().isoformat()  # today is fine


def test_not_on_a_merged_or_cancelled_case(role_clients):
    merged = CaseFactory(widget=COMPANY, is_merged=True)
    cancelled = CaseFactory(widget=COMPANY, is_cancelled=True)
    assert make(role_clients["staff"], merged.pk, status=400)["message"].startswith("This case has been merged")
    assert make(role_clients["staff"], cancelled.pk, status=400) == {
        "message": "This case is cancelled: no request can be made on it."
    }


def test_lists_per_role_and_other_companies_are_not_found(role_clients, case, auth_client):
    first = make(role_clients["staff"], case.pk, title="First")
    second = make(role_clients["manager"], case.pk, title="Second")
    for role in ("staff", "manager", "admin", "client"):
        answer = role_clients[role].get(f"/api/cases/{case.pk}/requests")
        assert answer.status_code == 200
        assert [r["id"] for r in answer.json()] == [second["id"], first["id"]]
    client_view = role_clients["client"].get(f"/api/cases/{case.pk}/requests").json()
    assert all(r["createdBy"] is None for r in client_view)  # clients never see staff names
    other = auth_client(UserFactory(role=Role.CLIENT, company=OTHER_COMPANY))
    assert other.get(f"/api/cases/{case.pk}/requests").status_code == 404
    assert other.get("/api/requests").json()["pagination"]["totalItems"] == 0
    assert other.put(f"/api/requests/{first['id']}", {"status": "cancelled"}, format="json").status_code == 403
    assert upload(other, first["id"]).status_code == 404
    assert role_clients["anonymous"].get("/api/requests").status_code == 401


def test_the_client_answers_with_a_file(role_clients, case, client_user, media):
    made = make(role_clients["staff"], case.pk)
    content = files.pdf()

    answer = upload(role_clients["client"], made["id"], content)

    assert answer.status_code == 201, answer.content
    document = answer.json()
    assert (document["kind"], document["visibleToClient"], document["size"]) == ("statement", True, len(content))
    stored = CaseDocument.objects.get(pk=document["id"])
    assert stored.request_id == made["id"] and stored.uploaded_by == client_user
    assert stored_files(media) == [stored.storage_key]
    after = role_clients["staff"].get(f"/api/cases/{case.pk}/requests").json()[0]
    assert after["status"] == "received" and after["receivedAt"].endswith("Z")
    assert [d["id"] for d in after["documents"]] == [document["id"]]
    actions = set(AuditEvent.objects.values_list("action", flat=True))
    assert {"request_add", "document_add", "request_receive"} <= actions
    # Answered once: no second file.
    again = upload(role_clients["client"], made["id"])
    assert again.status_code == 409 and again.json() == {"message": "This request is no longer open."}
    assert stored_files(media) == [stored.storage_key]


def test_refusals_store_nothing(role_clients, case, media, settings):
    made = make(role_clients["staff"], case.pk)
    staff = upload(role_clients["staff"], made["id"])
    assert staff.status_code == 403 and staff.json() == {"message": "Staff add documents on the case page."}
    bad = upload(role_clients["client"], made["id"], files.ELF, name="x.pdf")
    assert bad.status_code == 400
    assert bad.json()["message"] == "Only PDF, PNG, JPEG, CSV and XLSX files can be uploaded."
    assert upload(role_clients["client"], 999_999).status_code == 404
    settings.DOCUMENT_MAX_BYTES = 100
    assert upload(role_clients["client"], made["id"]).status_code == 400
    assert stored_files(media) == [] and not CaseDocument.objects.exists()
    assert CaseRequest.objects.get().status == "open"


def test_clamd_down_refuses_the_answer_with_503(role_clients, case, media, settings, tmp_path):
    made = make(role_clients["staff"], case.pk)
    settings.CLAMD_SOCKET = str(tmp_path / "nobody-listens.sock")
    answer = upload(role_clients["client"], made["id"])
    assert answer.status_code == 503
    assert stored_files(media) == [] and CaseRequest.objects.get().status == "open"


def test_an_infected_answer_is_refused_by_a_real_clamd(role_clients, case, media, clamd):
    made = make(role_clients["staff"], case.pk)
    answer = upload(role_clients["client"], made["id"], files.EICAR, name="virus.txt")
    assert answer.status_code == 400
    assert stored_files(media) == [] and CaseRequest.objects.get().status == "open"
    assert upload(role_clients["client"], made["id"]).status_code == 201


def _put(client, request_id, **body):
    return client.put(f"/api/requests/{request_id}", body, format="json")


def test_transitions_and_their_messages(role_clients, case, media):
    staff = role_clients["staff"]
    made = make(staff, case.pk)
    rid = made["id"]
    answer = _put(staff, rid, status="accepted")
    assert answer.status_code == 409
    assert answer.json() == {"message": "This request is open: only a received request can be accepted."}
    answer = _put(staff, rid, status="rejected", reason="no")
    assert answer.json() == {"message": "This request is open: only a received request can be rejected."}
    assert upload(role_clients["client"], rid).status_code == 201
    answer = _put(staff, rid, status="rejected")
    assert answer.status_code == 400
    assert answer.json()["errors"] == {"reason": ["Say why, so the client can send the right file."]}
    rejected = _put(staff, rid, status="rejected", reason="That is the 2024 statement.").json()
    assert (rejected["status"], rejected["rejectionReason"], rejected["receivedAt"]) == (
        "open",
        "That is the 2024 statement.",
        None,
    )
    # Reopened: the client answers again.
    assert upload(role_clients["client"], rid).status_code == 201
    answered = staff.get(f"/api/cases/{case.pk}/requests").json()[0]
    assert answered["status"] == "received" and answered["rejectionReason"] == ""
    assert len(answered["documents"]) == 2
    assert _put(staff, rid, status="accepted").json()["status"] == "accepted"
    answer = _put(staff, rid, status="cancelled")
    assert answer.status_code == 409
    assert answer.json() == {"message": "This request is accepted: only an open or received request can be cancelled."}
    assert _put(staff, rid, status="open").status_code == 400
    assert _put(role_clients["client"], rid, status="cancelled").status_code == 403
    actions = list(AuditEvent.objects.filter(action__startswith="request_").values_list("action", "changes"))
    assert {a for a, _ in actions} == {
        "request_add", "request_receive", "request_reject", "request_accept"
    }  # fmt: skip
    assert all(c == {"requestId": rid} for _, c in actions)


def test_cancel_from_open_and_the_client_cannot_answer_it(role_clients, case, media):
    made = make(role_clients["staff"], case.pk)
    assert _put(role_clients["manager"], made["id"], status="cancelled").json()["status"] == "cancelled"
    assert upload(role_clients["client"], made["id"]).status_code == 409
    assert stored_files(media) == []


def test_the_requests_list_filters_orders_and_pages(role_clients, case, media, django_assert_max_num_queries):
    staff = role_clients["staff"]
    other = CaseFactory(widget=OTHER_COMPANY)
    due = [today() + timedelta(days=n) for n in (3, 10, 1)]
    ids = [make(staff, case.pk, dueDate=d.isoformat())["id"] for d in due]
    other_id = make(staff, other.pk)["id"]  # due in 7 days
    late = CaseRequest.objects.create(case=case, title="Late", due_date=today() - timedelta(days=2))
    assert upload(role_clients["client"], ids[2]).status_code == 201

    everything = staff.get("/api/requests?limit=25").json()
    assert everything["pagination"] == {
        "currentPage": 1, "itemsPerPage": 25, "totalItems": 5, "totalPages": 1,
        "hasPreviousPage": False, "hasNextPage": False,
    }  # fmt: skip
    open_ids = [r["id"] for r in staff.get("/api/requests?status=open").json()["data"]]
    assert open_ids == [ids[1], other_id, ids[0], late.pk]  # newest due first
    assert [r["id"] for r in staff.get("/api/requests?status=overdue").json()["data"]] == [late.pk]
    assert [r["id"] for r in staff.get("/api/requests?status=received").json()["data"]] == [ids[2]]
    client_rows = role_clients["client"].get("/api/requests").json()["data"]
    assert len(client_rows) == 4 and all(r["caseId"] == case.pk for r in client_rows)
    page2 = staff.get("/api/requests?limit=25&page=2").json()
    assert page2["data"] == [] and page2["pagination"]["hasPreviousPage"] is True
    bad = staff.get("/api/requests?status=lost")
    assert bad.status_code == 400
    assert bad.json()["message"] == "status must be open, received, accepted, cancelled or overdue."
    assert staff.get("/api/requests?limit=7").status_code == 400
    for _ in range(20):
        CaseRequest.objects.create(case=CaseFactory(widget=COMPANY), title="More", due_date=today())
    with django_assert_max_num_queries(8):
        assert len(staff.get("/api/requests?limit=25").json()["data"]) == 25
    with django_assert_max_num_queries(8):
        assert len(role_clients["client"].get("/api/requests?limit=25").json()["data"]) == 24


def test_deleting_the_case_deletes_its_requests(case, role_clients):
    make(role_clients["staff"], case.pk)
    case.delete()
    assert not CaseRequest.objects.exists()


def test_the_subject_access_pack_holds_the_requests_and_erasure_deletes_them(run_tasks, auth_client, admin_user):
    from cases.privacy.subject_access import write_pack

    case = CaseFactory(widget=COMPANY, bhruk_id="5001")
    CaseRequest.objects.create(
        case=case, title="Priya's P60", message="Both jobs, please.", due_date=today(), rejection_reason="Wrong year"
    )
    out = io.BytesIO()
    write_pack(case_ids=[case.pk], out=out)
    with zipfile.ZipFile(out) as archive:
        texts = {n: archive.read(n).decode("utf-8") for n in archive.namelist() if n.startswith("requests/")}
    assert list(texts) == ["requests/001 5001.txt"]
    text = texts["requests/001 5001.txt"]
    assert "Priya's P60" in text and "Both jobs, please." in text and "Answer refused: Wrong year" in text
    admin = auth_client(admin_user)
    answer = admin.post("/api/privacy/erasure", {"caseIds": [case.pk], "reason": "Asked"}, format="json")
    assert answer.status_code in (200, 202), answer.content
    run_tasks()
    assert not CaseRequest.objects.exists()
