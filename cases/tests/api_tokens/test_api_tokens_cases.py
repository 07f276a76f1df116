"""Company tokens against real cases: creation for a company, the client's view through the token, internal tokens,
the audit trail, and the service user kept out of staff's lists."""

import pytest

from accounts.api_tokens.scopes import CASES_READ, DOCUMENTS_READ, DOCUMENTS_WRITE, INTERNAL_ONLY, REQUESTS_READ
from accounts.models import ApiToken
from accounts.tests.api_token_support import token_client, token_make
from cases.models import AuditEvent, CaseDocument
from cases.tests.documents import files
from cases.tests.factories import CaseFactory
from conftest import COMPANY, OTHER_COMPANY

pytestmark = pytest.mark.django_db


def test_an_admin_creates_a_token_for_a_company_that_has_cases(role_clients):
    CaseFactory(widget=COMPANY)
    answer = role_clients["admin"].post(
        "/api/api-tokens",
        {"name": "Acme books", "company": "acme ltd", "scopes": [CASES_READ, DOCUMENTS_READ], "expiresAt": None},
        format="json",
    )
    assert answer.status_code == 201, answer.content
    token = ApiToken.objects.get(pk=answer.json()["id"])
    assert token.user.role == "client" and token.user.company == "acme ltd"
    assert answer.json()["company"] == "acme ltd"


def test_a_company_token_sees_its_company_only(world, company_token):
    _, secret = company_token([CASES_READ, DOCUMENTS_READ, REQUESTS_READ])
    client = token_client(secret)
    own, other = world["own"], world["other"]
    listed = client.get("/api/cases").json()
    assert [c["id"] for c in listed] == [own["case_id"]]
    page = client.get("/api/cases/paginated").json()
    assert [c["id"] for c in page["data"]] == [own["case_id"]]
    assert client.get("/api/companies").json() == [COMPANY]
    assert [r["id"] for r in client.get("/api/requests").json()["data"]] == [own["request_id"]]
    assert client.get(f"/api/cases/{other['case_id']}").status_code == 404
    assert client.get(f"/api/cases/{other['case_id']}/documents").status_code == 404
    assert client.get(f"/api/documents/{other['document_id']}/download").status_code == 404
    download = client.get(f"/api/documents/{own['document_id']}/download")
    assert download.status_code == 200
    assert b"".join(download.streaming_content).startswith(b"%PDF")  # type: ignore[attr-defined]
    # The portal's view: no staff names on the case.
    case = client.get(f"/api/cases/{own['case_id']}").json()
    assert case["assignee"] is None


def test_a_company_token_answers_a_request_with_a_file_but_never_adds_a_document(world, company_token):
    _, secret = company_token([DOCUMENTS_WRITE])
    client = token_client(secret)
    own = world["own"]
    added = client.post(
        f"/api/cases/{own['case_id']}/documents",
        {"file": files.upload(files.pdf(), "Report.pdf"), "kind": "report"},
        format="multipart",
    )
    assert added.status_code == 403
    assert added.json() == {"message": INTERNAL_ONLY}
    answered = client.post(
        f"/api/requests/{own['request_id']}/upload",
        {"file": files.upload(files.pdf(), "Statement.pdf")},
        format="multipart",
    )
    assert answered.status_code == 201, answered.content
    assert CaseDocument.objects.filter(case_id=own["case_id"], kind="statement").count() == 1


def test_an_internal_token_reads_every_company_and_adds_documents_with_the_write_scope(world, admin_user):
    _, reader = token_make(actor=admin_user, scopes=[CASES_READ], name="Reader")
    ids = {c["id"] for c in token_client(reader).get("/api/cases").json()}
    assert ids == {world["own"]["case_id"], world["other"]["case_id"]}
    _, writer = token_make(actor=admin_user, scopes=[DOCUMENTS_WRITE], name="Writer")
    added = token_client(writer).post(
        f"/api/cases/{world['other']['case_id']}/documents",
        {"file": files.upload(files.pdf(), "Report.pdf"), "kind": "report"},
        format="multipart",
    )
    assert added.status_code == 201, added.content


def test_creation_first_use_from_a_new_address_and_revocation_are_audited(role_clients, admin_user):
    CaseFactory(widget=OTHER_COMPANY)
    created = role_clients["admin"].post(
        "/api/api-tokens", {"name": "Globex", "company": OTHER_COMPANY, "scopes": [CASES_READ]}, format="json"
    )
    body = created.json()
    secret, token_id = body["token"], body["id"]
    token_client(secret, "203.0.113.5").get("/api/cases")
    token_client(secret, "203.0.113.5").get("/api/cases")
    token_client(secret, "198.51.100.7").get("/api/cases")
    role_clients["admin"].delete(f"/api/api-tokens/{token_id}")
    events = list(AuditEvent.objects.filter(action__startswith="api_token").order_by("id"))
    assert [e.action for e in events] == [
        "api_token_create",
        "api_token_new_address",
        "api_token_new_address",
        "api_token_revoke",
    ]
    assert [e.changes.get("address") for e in events] == [None, "203.0.113.5", "198.51.100.7", None]
    assert events[0].actor == admin_user and events[-1].actor == admin_user
    assert events[1].actor_id == ApiToken.objects.get(pk=token_id).user_id
    assert events[0].changes == {
        "tokenId": token_id,
        "name": "Globex",
        "prefix": secret[:12],
        "company": OTHER_COMPANY,
        "scopes": [CASES_READ],
        "expiresAt": None,
    }
    assert all(secret not in str(e.changes) and secret[12:] not in str(e.changes) for e in events)
    assert AuditEvent.Action("api_token_new_address").label == "API token used from a new address"
    log = role_clients["admin"].get("/api/audit-logs").json()
    assert {row["action"] for row in log["data"]} >= {"api_token_create", "api_token_revoke"}


def test_the_service_user_is_no_assignee_and_no_one_to_mention(role_clients, admin_user, world):
    token, _ = token_make(actor=admin_user, scopes=[CASES_READ])  # internal: a staff-role service user
    case_id = world["own"]["case_id"]
    answer = role_clients["admin"].put(f"/api/cases/{case_id}/assignee", {"assigneeId": token.user_id}, format="json")
    assert answer.status_code == 400
    names = [u["id"] for u in role_clients["admin"].get("/api/users", {"role": "staff"}).json()]
    assert token.user_id not in names
