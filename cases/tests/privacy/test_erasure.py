"""Erasure (guide: privacy#erasure): pseudonymise, rewrite the audit trail, all or nothing, nothing left in any
answer."""

import io
import re
import zipfile
from decimal import Decimal

import pytest

from cases.models import AuditEvent, Case
from cases.rules import Status
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

NAME = "Jonathan Quill-Doe"
EMAIL = "jon.quill@example.org"
OB_LINK = "https://ob.example.com/users/7777777"
IMPORT_NAME = "Jonny Quill"
OLD_NAME = "Jon Quil-Doe"
NOTES = "Phoned Jonathan Quill-Doe about the deficit"
SECRETS = [NAME, EMAIL, OB_LINK, IMPORT_NAME, OLD_NAME, "Quill", "7777777"]


def _person_cases(admin):
    first = CaseFactory(
        widget="Acme Ltd", client_name=OLD_NAME, name=IMPORT_NAME, email=EMAIL, external_user_id=OB_LINK, lockable=True
    )
    second = CaseFactory(widget="Kind Co", client_name=NAME, email=EMAIL.upper(), notes="", bhruk_id="KIND42")
    # History holding the old and new names and the notes.
    answer = admin.put(f"/api/cases/{first.pk}", {"clientName": NAME, "notes": NOTES}, format="json")
    assert answer.status_code == 200, answer.json()
    admin.post(f"/api/cases/{first.pk}/lock")
    return first, second


def _answers(admin) -> dict[str, bytes]:
    """Every API answer and file that could hold a case's personal data."""
    urls = [
        "/api/cases/paginated?limit=100",
        "/api/cases",
        "/api/stats",
        "/api/audit-logs?limit=100",
        "/api/audit-logs/export?format=csv",
        "/api/cases/export?format=csv&includeAll=true",
        "/api/reports/ageing",
        "/api/reports/throughput",
        "/api/reports/time-to-send",
        "/api/duplicates",
        "/api/imports",
        "/api/companies",
    ]
    for case in Case.objects.all():
        urls += [f"/api/cases/{case.pk}", f"/api/cases/{case.pk}/history", f"/api/cases/{case.pk}/merged"]
    out: dict[str, bytes] = {}
    for url in urls:
        answer = admin.get(url)
        assert answer.status_code == 200, (url, answer.status_code)
        out[url] = b"".join(answer.streaming_content) if answer.streaming else answer.content
    xlsx = admin.get("/api/cases/export?format=xlsx&includeAll=true")
    assert xlsx.status_code == 200
    body = b"".join(xlsx.streaming_content) if xlsx.streaming else xlsx.content
    with zipfile.ZipFile(io.BytesIO(body)) as archive:
        # Numeric cells (dates are serial numbers such as 46353.7777777) are dropped: only text can hold a secret.
        xml = b"".join(archive.read(n) for n in archive.namelist())
        out["xlsx"] = re.sub(rb"<v>[-+0-9.E]+</v>", b"", xml)
    return out


def _found(answers: dict[str, bytes], needle: str) -> list[str]:
    pattern = re.compile(re.escape(needle).encode(), re.IGNORECASE)
    return [url for url, body in answers.items() if pattern.search(body)]


def _figures(admin) -> dict[str, object]:
    out = {}
    for url in ("/api/stats", "/api/reports/ageing", "/api/reports/throughput", "/api/reports/time-to-send"):
        body = admin.get(url).json()
        body.pop("asOf", None)  # the time of the answer
        out[url] = body
    return out


def test_subjects_finds_a_person_across_companies_by_each_identifier(role_clients):
    admin = role_clients["admin"]
    first, second = _person_cases(admin)
    CaseFactory(client_name="Somebody Else")
    for query in (f"  {NAME.lower()} ", EMAIL, OB_LINK, IMPORT_NAME, "\u200bJONATHAN  QUILL-DOE"):
        rows = admin.get("/api/privacy/subjects", {"query": query}).json()["data"]
        assert {r["id"] for r in rows} >= (
            {first.pk, second.pk} if "@" in query or "quill-doe" in query.lower() else set()
        )
        assert rows, query
    rows = admin.get("/api/privacy/subjects", {"query": "kind42"}).json()["data"]
    assert [r["id"] for r in rows] == [second.pk]
    assert admin.get("/api/privacy/subjects", {"query": "x"}).status_code == 400
    assert role_clients["manager"].get("/api/privacy/subjects", {"query": NAME}).status_code == 403


def test_erasure_leaves_no_trace_in_any_answer_and_the_books_balanced(role_clients, admin_user):
    admin = role_clients["admin"]
    first, second = _person_cases(admin)
    other = CaseFactory(
        client_name="Unrelated Person", current_status=Status.SENT, mi_type="surplus", mi_amount=Decimal("10")
    )
    before_answers = _answers(admin)
    assert _found(before_answers, NAME) and _found(before_answers, EMAIL) and _found(before_answers, OB_LINK)
    figures = _figures(admin)
    invoicing = list(
        Case.objects.order_by("pk").values_list(
            "invoiced",
            "invoice_date",
            "mi_type",
            "mi_amount",
            "current_status",
            "bhruk_id",
            "created_at",
            "updated_at",
            "is_locked",
        )
    )

    answer = admin.post(
        "/api/privacy/erasure",
        {"caseIds": [first.pk, second.pk], "reason": f"Request from {NAME} by letter"},
        format="json",
    )

    assert answer.status_code == 200, answer.json()
    body = answer.json()
    assert body["erased"] == 2
    assert re.fullmatch(r"Erased [2-9A-HJ-NP-Z]{4}", body["pseudonym"])
    pseudonym = body["pseudonym"]
    for case in Case.objects.filter(pk__in=[first.pk, second.pk]):
        assert (case.client_name, case.name, case.email, case.external_user_id, case.notes) == (
            pseudonym,
            "",
            "",
            "",
            "",
        )
        assert case.erased_at is not None
    assert Case.objects.get(pk=other.pk).client_name == "Unrelated Person"
    after = _answers(admin)
    for secret in SECRETS:
        assert _found(after, secret) == [], secret
    assert _figures(admin) == figures
    assert (
        list(
            Case.objects.order_by("pk").values_list(
                "invoiced",
                "invoice_date",
                "mi_type",
                "mi_amount",
                "current_status",
                "bhruk_id",
                "created_at",
                "updated_at",
                "is_locked",
            )
        )
        == invoicing
    )
    erase_events = AuditEvent.objects.filter(action="erase").order_by("case_id")
    assert [(e.case_id, e.actor_id) for e in erase_events] == [(first.pk, admin_user.pk), (second.pk, admin_user.pk)]
    assert erase_events[0].changes == {
        "reason": f"Request from {pseudonym} by letter",
        "pseudonym": pseudonym,
        "fields": [
            "clientName",
            "name",
            "email",
            "externalUserId",
            "sourceUserId",
            "kamId",
            "notes",
            "cancellationReason",
            "legalHoldReason",
        ],
    }
    # The history keeps its shape: the edit is still there, with the pseudonym.
    update = AuditEvent.objects.get(case_id=first.pk, action="update")
    assert update.changes["clientName"] == [pseudonym, pseudonym]
    assert update.changes["notes"] == ["", ""]


def test_duplicate_groups_are_recomputed(role_clients):
    admin = role_clients["admin"]
    first, second = _person_cases(admin)
    groups = admin.get("/api/duplicates").json()
    assert NAME.lower() in str(groups).lower()
    admin.post("/api/privacy/erasure", {"caseIds": [first.pk], "reason": "Asked"}, format="json")
    groups = admin.get("/api/duplicates").json()
    assert NAME.lower() not in str(groups).lower()


def test_a_case_on_legal_hold_refuses_the_whole_erasure(role_clients):
    admin = role_clients["admin"]
    first, second = _person_cases(admin)
    Case.objects.filter(pk=second.pk).update(legal_hold=True)
    events_before = list(AuditEvent.objects.order_by("id").values_list("id", "changes"))

    answer = admin.post("/api/privacy/erasure", {"caseIds": [first.pk, second.pk], "reason": "Asked"}, format="json")

    assert answer.status_code == 409
    assert answer.json() == {
        "message": "BHR UK ID KIND42 is under legal hold: it cannot be erased or anonymised.",
        "errors": [{"id": second.pk, "label": "BHR UK ID KIND42"}],
    }
    assert set(Case.objects.values_list("client_name", flat=True)) == {NAME}
    assert list(AuditEvent.objects.order_by("id").values_list("id", "changes")) == events_before


def test_bad_requests(role_clients):
    admin = role_clients["admin"]
    case = CaseFactory()
    assert admin.post("/api/privacy/erasure", {"caseIds": [case.pk], "reason": ""}, format="json").status_code == 400
    assert admin.post("/api/privacy/erasure", {"caseIds": [], "reason": "x"}, format="json").status_code == 400
    missing = admin.post("/api/privacy/erasure", {"caseIds": [case.pk, 999999], "reason": "x"}, format="json")
    assert missing.status_code == 400
    assert "#999999" in str(missing.json())
    forbidden = role_clients["staff"].post("/api/privacy/erasure", {"caseIds": [case.pk], "reason": "x"}, format="json")
    assert forbidden.status_code == 403
    assert Case.objects.get(pk=case.pk).erased_at is None


def test_a_large_erasure_runs_as_a_job_all_or_nothing(run_tasks, auth_client, admin_user, settings, monkeypatch):
    from cases.privacy import views

    monkeypatch.setattr(views, "ERASURE_SYNC_MAX", 2)
    admin = auth_client(admin_user)
    cases = [CaseFactory(client_name=NAME, email=EMAIL) for _ in range(3)]
    held = CaseFactory(client_name=NAME, legal_hold=True, bhruk_id="HELD1")

    refused = admin.post(
        "/api/privacy/erasure", {"caseIds": [c.pk for c in cases] + [held.pk], "reason": "Asked"}, format="json"
    )
    assert refused.status_code == 202
    run_tasks()
    job = admin.get(f"/api/jobs/{refused.json()['id']}").json()
    assert job["status"] == "failed"
    assert job["message"] == "BHR UK ID HELD1 is under legal hold: it cannot be erased or anonymised."
    assert Case.objects.filter(client_name=NAME).count() == 4

    answer = admin.post("/api/privacy/erasure", {"caseIds": [c.pk for c in cases], "reason": "Asked"}, format="json")
    assert answer.status_code == 202
    assert answer.json()["kind"] == "erasure"
    run_tasks()
    job = admin.get(f"/api/jobs/{answer.json()['id']}").json()
    assert job["status"] == "succeeded"
    assert job["result"]["erased"] == 3
    assert Case.objects.filter(client_name=NAME).count() == 1  # the held one
    assert AuditEvent.objects.filter(action="erase").count() == 3

    no_reason = admin.post("/api/privacy/erasure", {"caseIds": [c.pk for c in cases], "reason": ""}, format="json")
    assert no_reason.status_code == 400
