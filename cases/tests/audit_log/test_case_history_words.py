"""GET /api/cases/{id}/history reads as the audit log does: the same lines from the same formatter,
never field names or raw values (`currentStatus: in_production -> on_hold`, `mergedAt: 2026-...`, `fields: {}`)."""

import pytest

from cases.models import AuditEvent
from cases.privacy.services import case_legal_hold_set, cases_erase
from cases.rules import Status
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin(auth_client, admin_user):
    return auth_client(admin_user)


def lines(event) -> list[tuple[str, str, str]]:
    return [(f["label"], f["oldText"], f["newText"]) for f in event["fields"]]


def history(api, case) -> list[dict]:
    response = api.get(f"/api/cases/{case.pk}/history")
    assert response.status_code == 200
    return response.json()


def test_a_status_change_reads_with_labels_and_matches_the_audit_log_line_for_line(admin):
    case = CaseFactory(instructed=True, current_status=Status.IN_PRODUCTION)
    response = admin.put(
        f"/api/cases/{case.pk}", {"currentStatus": "on_hold", "onHoldReason": "more_account"}, format="json"
    )
    assert response.status_code == 200

    (event,) = history(admin, case)
    logged = admin.get("/api/audit-logs", {"caseId": case.pk}).json()["data"][0]

    assert lines(event) == [
        ("Current Status", "In Production", "On Hold"),
        ("On Hold Reason", "—", "More Accounts to Connect"),
    ]
    assert event["fields"] == logged["fields"]
    # The stored words stay beside them, for the CSV export and API clients.
    assert event["changes"]["currentStatus"] == ["in_production", "on_hold"]


def test_a_merge_names_cases_by_bhr_uk_id_and_shows_london_time_and_no_empty_braces(admin):
    master = CaseFactory(bhruk_id="KIND100", client_name="Jo Bloggs")
    duplicate = CaseFactory(bhruk_id="KIND101", client_name="Jo Bloggs")
    merge_request = {
        "masterCaseId": master.pk,
        "duplicateCaseIds": [duplicate.pk],
        "mergedData": {},
        "mergeReason": "Same person",
    }
    assert admin.post("/api/duplicates/merge", merge_request, format="json").status_code == 200
    # A known time in British Summer Time, to read it back in London's time.
    merged_at = "2026-07-01T13:05:09.123456+00:00"
    AuditEvent.objects.filter(case_id=duplicate.pk).update(
        changes={"reason": "Same person", "mergedIntoId": master.pk, "mergedAt": merged_at}
    )

    (merged,) = history(admin, duplicate)
    (merge,) = history(admin, master)

    assert merged["action"] == "merged"
    assert lines(merged) == [
        ("Merged Into", "", "KIND100"),
        ("Merged At", "", "01/07/2026 14:05"),
        ("Reason", "", "Same person"),
    ]
    assert ("Master Case", "", "KIND100") in lines(merge)
    assert ("Merged Cases", "", "KIND101") in lines(merge)
    assert all(f["field"] != "fields" for f in merge["fields"])  # the merge changed no field: no `fields: {}`


def test_a_legal_hold_and_an_erasure_each_read_as_plain_lines(admin, admin_user):
    case = CaseFactory(client_name="Siobhan Ni Bhriain")
    case_legal_hold_set(case_id=case.pk, actor=admin_user, hold=True, reason="Litigation")
    case_legal_hold_set(case_id=case.pk, actor=admin_user, hold=False, reason="Settled")
    cases_erase(case_ids=[case.pk], actor=admin_user, reason="Subject asked")

    erase, release, hold = history(admin, case)

    assert lines(hold) == [("Legal Hold", "", "On"), ("Reason", "", "Litigation")]
    assert lines(release) == [("Legal Hold", "", "Off"), ("Reason", "", "Settled")]
    erased = {label: text for label, _, text in lines(erase)}
    assert erased["Fields Erased"] == (
        "Client Name, Name, Email, OB Link, User ID, KAM ID, Notes, Cancellation Reason, Legal Hold Reason"
    )
    assert erased["Reason"] == "Subject asked"


def test_an_import_reads_with_its_file_and_counts(admin, admin_user):
    event = AuditEvent.objects.create(
        action="import", actor=admin_user, changes={"fileName": "june.csv", "rows": 3, "imported": 2, "skipped": 1}
    )
    case = CaseFactory(import_event=event)

    (imported,) = history(admin, case)

    assert lines(imported) == [
        ("File", "", "june.csv"),
        ("Rows in File", "", "3"),
        ("Imported", "", "2"),
        ("Skipped", "", "1"),
    ]


def test_a_client_sees_no_other_companys_case_named_in_their_history(role_clients):
    theirs = CaseFactory(widget="Globex Plc", bhruk_id="KIND900")
    mine = CaseFactory(widget="Acme Ltd")
    AuditEvent.objects.create(action="merged", case_id=mine.pk, changes={"mergedIntoId": theirs.pk})

    (event,) = history(role_clients["client"], mine)

    assert lines(event) == [("Merged Into", "", "another case")]
    assert "KIND900" not in str(event["fields"])
