"""GET /api/audit-logs (filters, rows, pagination), its CSV export, and that nothing can change the log."""

import csv
import io
from datetime import UTC, datetime

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin(auth_client, admin_user):
    return auth_client(admin_user)


@pytest.fixture
def log(admin, admin_user):
    """Events by two users on cases of two companies, at known instants around London midnights."""
    other = UserFactory(role=Role.MANAGER, email="max@example.com", first_name="Max", last_name="Mayer")
    acme = CaseFactory(bhruk_id="501", widget="Acme Ltd")
    globex = CaseFactory(bhruk_id="GX7", widget="Globex Plc")
    events = {
        # 23:30 UTC on 31 May is 00:30 on 1 June in London.
        "first": AuditEvent.objects.create(
            action="create",
            case_id=acme.pk,
            actor=admin_user,
            actor_email=admin_user.email,
            changes={"clientName": "=cmd|' /C calc'!A0"},
            created_at=datetime(2026, 5, 31, 23, 30, tzinfo=UTC),
        ),
        "edit": AuditEvent.objects.create(
            action="update",
            case_id=acme.pk,
            actor=other,
            actor_email=other.email,
            changes={"currentStatus": ["need_instructions_new", "on_hold"], "onHoldReason": [None, "other"]},
            created_at=datetime(2026, 6, 2, 9, 0, tzinfo=UTC),
        ),
        "lock": AuditEvent.objects.create(
            action="lock",
            case_id=globex.pk,
            actor=admin_user,
            actor_email=admin_user.email,
            created_at=datetime(2026, 6, 3, 22, 59, tzinfo=UTC),  # 23:59 on 3 June in London
        ),
    }
    return {"other": other, "acme": acme, "globex": globex, **events}


def ids(response) -> list[int]:
    assert response.status_code == 200, response.content
    return [row["id"] for row in response.json()["data"]]


def test_the_log_lists_newest_first_with_case_and_field_changes(admin, log):
    body = admin.get("/api/audit-logs").json()
    assert [r["id"] for r in body["data"]] == [log["lock"].pk, log["edit"].pk, log["first"].pk]
    edit = body["data"][1]
    assert edit == {
        "id": log["edit"].pk,
        "createdAt": "2026-06-02T09:00:00Z",
        "actorId": log["other"].pk,
        "actorEmail": "max@example.com",
        "action": "update",
        "caseId": log["acme"].pk,
        "caseBhrukId": "501",
        "caseCompany": "Acme Ltd",
        "caseLabel": "501",
        "changes": {"currentStatus": ["need_instructions_new", "on_hold"], "onHoldReason": [None, "other"]},
        "fields": [
            {
                "field": "currentStatus",
                "old": "need_instructions_new",
                "new": "on_hold",
                "label": "Current Status",
                "oldText": "Need Instructions (new)",
                "newText": "On Hold",
            },
            {
                "field": "onHoldReason",
                "old": None,
                "new": "other",
                "label": "On Hold Reason",
                "oldText": "—",
                "newText": "Other Issue",
            },
        ],
        "reference": "",
    }
    assert body["data"][2]["fields"] == [
        {
            "field": "clientName",
            "old": None,
            "new": "=cmd|' /C calc'!A0",
            "label": "Client Name",
            "oldText": "",
            "newText": "=cmd|' /C calc'!A0",
        }
    ]
    assert body["pagination"] == {
        "currentPage": 1,
        "itemsPerPage": 50,
        "totalItems": 3,
        "totalPages": 1,
        "hasPreviousPage": False,
        "hasNextPage": False,
        "totalIsLowerBound": False,
    }


def test_filters_by_user_action_case_company_and_london_dates(admin, admin_user, log):
    assert ids(admin.get("/api/audit-logs", {"userId": log["other"].pk})) == [log["edit"].pk]
    assert ids(admin.get("/api/audit-logs", {"userId": admin_user.pk})) == [log["lock"].pk, log["first"].pk]
    assert ids(admin.get("/api/audit-logs", {"action": "lock"})) == [log["lock"].pk]
    assert ids(admin.get("/api/audit-logs", {"bhrukId": "501"})) == [log["edit"].pk, log["first"].pk]
    assert ids(admin.get("/api/audit-logs", {"caseId": log["globex"].pk})) == [log["lock"].pk]
    assert ids(admin.get("/api/audit-logs", {"company": "Globex Plc"})) == [log["lock"].pk]
    # London days: 00:30 on 1 June and 23:59 on 3 June belong to those days, not to the UTC ones.
    assert ids(admin.get("/api/audit-logs", {"dateFrom": "2026-06-01", "dateTo": "2026-06-01"})) == [log["first"].pk]
    assert ids(admin.get("/api/audit-logs", {"dateFrom": "2026-06-03"})) == [log["lock"].pk]
    assert ids(admin.get("/api/audit-logs", {"dateTo": "2026-05-31"})) == []
    both = {"userId": admin_user.pk, "company": "Acme Ltd", "action": "create"}
    assert ids(admin.get("/api/audit-logs", both)) == [log["first"].pk]


def test_a_bulk_action_shares_one_batch_reference(admin, log):
    cases = CaseFactory.create_batch(2)
    body = {"caseIds": [c.pk for c in cases], "updates": {"invoiced": True}}
    assert admin.post("/api/cases/batch-update", body, format="json").status_code == 200
    rows = admin.get("/api/audit-logs", {"action": "update", "dateFrom": "2026-06-04"}).json()["data"]
    assert len(rows) == 2
    assert rows[0]["reference"] == rows[1]["reference"]
    assert rows[0]["reference"].startswith("Batch ") and len(rows[0]["reference"]) == len("Batch 12345678")
    assert [(f["field"], f["old"], f["new"], f["oldText"], f["newText"]) for f in rows[0]["fields"]] == [
        ("invoiced", False, True, "No", "Yes")
    ]


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"action": "shred"}, "Invalid action: expected one of"),
        ({"userId": "me"}, "Invalid userId: expected a whole number."),
        ({"dateFrom": "01/06/2026"}, "Invalid dateFrom: expected a date as YYYY-MM-DD."),
        ({"dateFrom": "2026-06-02", "dateTo": "2026-06-01"}, "The end date must not be before the start date."),
        ({"limit": "7"}, "Invalid limit: expected one of 25, 50, 100, 250."),
    ],
)
def test_bad_filters_answer_400(admin, params, message):
    response = admin.get("/api/audit-logs", params)
    assert response.status_code == 400
    assert response.json()["message"].startswith(message)


def test_pages_of_the_log(admin, log):
    AuditEvent.objects.bulk_create(
        [AuditEvent(action="lock", created_at=datetime(2026, 1, 1, 0, i, tzinfo=UTC)) for i in range(30)]
    )
    body = admin.get("/api/audit-logs", {"limit": 25, "page": 2}).json()
    assert len(body["data"]) == 8
    assert body["pagination"]["totalItems"] == 33
    assert body["pagination"]["totalPages"] == 2
    assert body["data"][-1]["createdAt"] == "2026-01-01T00:00:00Z"


def test_a_page_costs_a_fixed_number_of_queries(admin, log, django_assert_max_num_queries):
    AuditEvent.objects.bulk_create([AuditEvent(action="update", case_id=log["acme"].pk) for _ in range(60)])
    # The user and their permissions, the page, the total.
    with django_assert_max_num_queries(5):
        assert len(admin.get("/api/audit-logs", {"limit": 100}).json()["data"]) == 63


def test_the_csv_export_streams_the_filtered_log_formula_safe(admin, log):
    response = admin.get("/api/audit-logs/export", {"format": "csv", "company": "Acme Ltd"})
    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="audit_log.csv"'
    data = b"".join(response.streaming_content)
    assert data.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))
    acme = str(log["acme"].pk)
    assert rows == [
        ["When", "User", "Action", "Case ID", "BHRUK ID", "Company", "Field", "Old Value", "New Value", "Reference"],
        ["2026-06-02T10:00:00+01:00", "max@example.com", "update", acme, "501", "Acme Ltd"]
        + ["currentStatus", "need_instructions_new", "on_hold", ""],
        ["2026-06-02T10:00:00+01:00", "max@example.com", "update", acme, "501", "Acme Ltd"]
        + ["onHoldReason", "", "other", ""],
        ["2026-06-01T00:30:00+01:00", "admin@example.com", "create", acme, "501", "Acme Ltd"]
        + ["clientName", "", "'=cmd|' /C calc'!A0", ""],
    ]


def test_the_export_needs_format_csv(admin):
    response = admin.get("/api/audit-logs/export", {"format": "xlsx"})
    assert response.status_code == 400
    assert response.json() == {"message": "format must be csv."}


@pytest.mark.parametrize("path", ["/api/audit-logs", "/api/audit-logs/export?format=csv", "/api/audit-logs/users"])
def test_only_view_audit_logs_may_read_the_log(role_clients, path):
    assert role_clients["admin"].get(path).status_code == 200
    for role in ("manager", "staff", "client"):
        response = role_clients[role].get(path)
        assert response.status_code == 403
        assert response.json() == {"message": "You do not have permission to perform this action."}
    assert role_clients["anonymous"].get(path).status_code == 401


def test_the_user_filter_lists_every_account(admin, admin_user, log):
    users = admin.get("/api/audit-logs/users").json()
    assert {"id": log["other"].pk, "email": "max@example.com", "name": "Max Mayer"} in users
    assert [u["email"] for u in users] == sorted(u["email"] for u in users)


@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
@pytest.mark.parametrize("path", ["/api/audit-logs", "/api/audit-logs/export", "/api/audit-logs/users"])
def test_nothing_writes_or_deletes_through_the_api(admin, log, method, path):
    before = list(AuditEvent.objects.values_list("id", "action", "changes").order_by("id"))
    response = getattr(admin, method)(path, {"id": log["edit"].pk, "action": "delete"}, format="json")
    assert response.status_code == 405
    assert list(AuditEvent.objects.values_list("id", "action", "changes").order_by("id")) == before


def test_the_csv_export_writes_details_booleans_and_references_alike_on_every_database(admin, log):
    imported = AuditEvent.objects.create(
        action="import",
        changes={"fileName": "-cases.csv", "rows": 3, "extra": {"a": 1}},
        created_at=datetime(2026, 1, 15, 12, 0, tzinfo=UTC),  # GMT in winter
    )
    body = {"caseIds": [log["acme"].pk], "updates": {"invoiced": True}}
    assert admin.post("/api/cases/batch-update", body, format="json").status_code == 200
    batch = AuditEvent.objects.filter(action="update", batch__isnull=False).get()

    response = admin.get("/api/audit-logs/export", {"format": "csv", "action": "import"})
    rows = list(csv.reader(io.StringIO(b"".join(response.streaming_content).decode("utf-8-sig"), newline="")))
    ref = f"Import #{imported.pk}"
    assert rows[1:] == [
        ["2026-01-15T12:00:00+00:00", "", "import", "", "", "", "extra", "", '{"a": 1}', ref],
        ["2026-01-15T12:00:00+00:00", "", "import", "", "", "", "fileName", "", "'-cases.csv", ref],
        ["2026-01-15T12:00:00+00:00", "", "import", "", "", "", "rows", "", "3", ref],
    ]
    response = admin.get("/api/audit-logs/export", {"format": "csv", "action": "update", "dateFrom": "2026-06-04"})
    rows = list(csv.reader(io.StringIO(b"".join(response.streaming_content).decode("utf-8-sig"), newline="")))
    assert [r[2:] for r in rows[1:]] == [
        ["update", str(log["acme"].pk), "501", "Acme Ltd", "invoiced", "No", "Yes", f"Batch {str(batch.batch)[:8]}"]
    ]
