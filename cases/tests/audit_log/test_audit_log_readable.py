"""GET /api/audit-logs reads as people write: field labels, the guide's display labels, Yes/No, £,
London dates and times, cases named by BHR UK ID, and nothing like `{}` or `[33]`."""

from datetime import UTC, date, datetime
from decimal import Decimal

import pytest

from cases.models import AuditEvent
from cases.rules import MiType, Status
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

URL = "/api/audit-logs"


@pytest.fixture
def admin(auth_client, admin_user):
    return auth_client(admin_user)


def lines(row) -> list[tuple[str, str, str]]:
    return [(f["label"], f["oldText"], f["newText"]) for f in row["fields"]]


def only_row(admin, **params) -> dict:
    rows = admin.get(URL, params).json()["data"]
    assert len(rows) == 1, rows
    return rows[0]


def test_an_edit_reads_with_field_labels_status_and_reason_labels_yes_no_pounds_and_uk_dates(admin):
    case = CaseFactory(bhruk_id="KIND4242")
    AuditEvent.objects.create(
        action="update",
        case_id=case.pk,
        changes={
            "currentStatus": ["need_instructions_new", "on_hold"],
            "onHoldReason": [None, "need_pdf"],
            "instructed": [False, True],
            "miType": [None, "deficit"],
            "miAmount": ["1234.5", "-250.00"],
            "invoiceDate": [None, "2026-03-01"],
            "lockedAt": ["2026-07-01T13:05:09.123456+00:00", None],
        },
    )

    row = only_row(admin, action="update")

    assert row["caseLabel"] == "KIND4242"
    assert lines(row) == [
        ("Instructed", "No", "Yes"),
        ("Current Status", "Need Instructions (new)", "On Hold"),
        ("On Hold Reason", "—", "Need PDF Statements"),
        ("Invoice Date", "—", "01/03/2026"),
        ("MI Type", "—", "Deficit"),
        ("MI Amount (£)", "£1,234.50", "-£250.00"),
        # 13:05 UTC on 1 July is 14:05 in London (BST); no seconds, no microseconds.
        ("Locked At", "01/07/2026 14:05", "—"),
    ]
    # The stored values stay beside the labels (what the CSV export writes).
    assert row["fields"][1] == {
        "field": "currentStatus",
        "old": "need_instructions_new",
        "new": "on_hold",
        "label": "Current Status",
        "oldText": "Need Instructions (new)",
        "newText": "On Hold",
    }


def test_a_merge_names_the_cases_by_bhr_uk_id_and_lists_the_chosen_values_as_lines(admin, role_clients):
    master = CaseFactory(kam_id="12345", client_name="Jane Doe", bhruk_id="1001", notes="master notes")
    dup = CaseFactory(
        kam_id="12345",
        client_name="Jane Doe",
        bhruk_id="1002",
        instructed=True,
        current_status=Status.SENT,
        invoiced=True,
        invoice_date=date(2026, 3, 1),
        mi_type=MiType.DEFICIT,
        mi_amount=Decimal("-250.00"),
    )
    payload = {
        "masterCaseId": master.pk,
        "duplicateCaseIds": [dup.pk],
        "mergedData": {"notes": "joined", "reportType": "Affordability", "kamId": "12345"},
        "mergeReason": "Same client, imported twice",
    }
    assert admin.post("/api/duplicates/merge", payload, format="json").status_code == 200

    merge = only_row(admin, action="merge")
    assert merge["caseLabel"] == "1001"
    labels = lines(merge)
    assert ("Reason", "", "Same client, imported twice") in labels
    assert ("Master Case", "", "1001") in labels
    assert ("Merged Cases", "", "1002") in labels
    assert ("Notes", "master notes", "joined") in labels
    assert ("Report Type", "—", "Affordability") in labels
    assert not any("{" in text or "[" in text for line in labels for text in line)

    merged = only_row(admin, action="merged")
    assert merged["caseLabel"] == "1002"
    assert ("Merged Into", "", "1001") in lines(merged)
    merged_at = next(f for f in merged["fields"] if f["field"] == "mergedAt")["newText"]
    assert len(merged_at) == len("25/11/2026 00:50") and merged_at[2] == "/"


def test_a_merge_with_no_field_changes_shows_no_empty_braces(admin):
    master = CaseFactory(bhruk_id="77")
    AuditEvent.objects.create(
        action="merge",
        case_id=master.pk,
        changes={"reason": "x", "masterCaseId": master.pk, "mergedCaseIds": [999_999], "fields": {}},
    )

    assert lines(only_row(admin, action="merge")) == [
        ("Reason", "", "x"),
        ("Master Case", "", "77"),
        ("Merged Cases", "", "a deleted case"),
    ]


def test_a_case_without_a_bhr_uk_id_is_named_by_client_and_company_and_a_deleted_one_by_what_it_was(admin):
    unnamed = CaseFactory(bhruk_id=None, client_name="Jane Doe", widget="Acme Ltd")
    AuditEvent.objects.create(action="lock", case_id=unnamed.pk)
    AuditEvent.objects.create(action="delete", case_id=123_456, changes={"bhrukId": "1009", "isLocked": False})
    AuditEvent.objects.create(action="import", changes={"fileName": "cases.csv", "rows": 3, "imported": 2})

    assert only_row(admin, action="lock")["caseLabel"] == "No BHR UK ID (Jane Doe, Acme Ltd)"
    deleted = only_row(admin, action="delete")
    assert deleted["caseLabel"] == "1009 (deleted)"
    assert lines(deleted) == [("BHR UK ID", "", "1009"), ("Locked", "", "No")]
    imported = only_row(admin, action="import")
    assert imported["caseLabel"] is None
    assert lines(imported) == [("File", "", "cases.csv"), ("Rows in File", "", "3"), ("Imported", "", "2")]


def test_real_edits_read_the_same(admin):
    case = CaseFactory(bhruk_id="555", instructed=True, current_status=Status.IN_PRODUCTION)
    body = {"currentStatus": "on_hold", "onHoldReason": "more_account", "instructed": True}
    assert admin.put(f"/api/cases/{case.pk}", body, format="json").status_code == 200

    row = only_row(admin, action="update")
    assert lines(row) == [
        ("Current Status", "In Production", "On Hold"),
        ("On Hold Reason", "—", "More Accounts to Connect"),
    ]


def test_case_references_cost_one_query_for_the_whole_page(admin, django_assert_max_num_queries):
    masters = CaseFactory.create_batch(5)
    AuditEvent.objects.bulk_create(
        [
            AuditEvent(
                action="merged",
                case_id=m.pk,
                changes={"mergedIntoId": m.pk, "mergedAt": "2026-01-01T00:00:00+00:00"},
                created_at=datetime(2026, 1, 1, tzinfo=UTC),
            )
            for m in masters
        ]
    )
    # The user and their permissions, the page, the total, and the named cases.
    with django_assert_max_num_queries(6):
        rows = admin.get(URL).json()["data"]
    assert sorted(r["fields"][0]["newText"] for r in rows) == sorted(str(m.bhruk_id) for m in masters)
    assert rows[0]["fields"][1]["newText"] == "01/01/2026 00:00"
