from datetime import date
from decimal import Decimal

import pytest

from cases.models import AuditEvent, Case
from cases.rules import MiType, Status
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

URL = "/api/duplicates/merge"


def merge(client, master, duplicates, merged_data=None, reason="Same client, imported twice"):
    payload = {
        "masterCaseId": master.pk if isinstance(master, Case) else master,
        "duplicateCaseIds": [d.pk if isinstance(d, Case) else d for d in duplicates],
        "mergedData": merged_data or {},
        "mergeReason": reason,
    }
    return client.post(URL, payload, format="json")


def state(*cases):
    """Everything a merge could change, to prove a failed merge changed nothing."""
    return [
        Case.objects.filter(pk=c.pk).values().get() | {"audit": AuditEvent.objects.filter(case_id=c.pk).count()}
        for c in cases
    ]


@pytest.fixture
def group():
    master = CaseFactory(kam_id="12345", client_name="Jane Doe", bhruk_id="1001", notes="master notes")
    dup1 = CaseFactory(
        kam_id="12345",
        client_name="Jane Doe",
        bhruk_id="1002",
        widget="Globex Plc",
        external_user_id="https://ob.example.com/users/12345",
        instructed=True,
        current_status=Status.SENT,
        invoiced=True,
        invoice_date=date(2026, 3, 1),
        invoice_number="INV-9",
        mi_type=MiType.DEFICIT,
        mi_amount=Decimal("-250.00"),
        report_type="Affordability",
    )
    dup2 = CaseFactory(kam_id="12345", client_name="J. Doe", bhruk_id="1003")
    return master, dup1, dup2


def test_a_merge_applies_the_chosen_values_to_the_master_and_flags_the_duplicates(role_clients, group, admin_user):
    master, dup1, dup2 = group
    merged_data = {
        "widget": "Globex Plc",
        "bhrukId": "1002",
        "instructed": True,
        "currentStatus": "sent",
        "invoiced": True,
        "invoiceDate": "2026-03-01",
        "invoiceNumber": "INV-9",
        "miType": "deficit",
        "miAmount": 250,
        "reportType": "Affordability",
        "clientName": "Jane Doe",
    }

    response = merge(role_clients["admin"], master, [dup1, dup2], merged_data)

    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["message"] == "2 cases merged successfully"
    assert body["mergedCaseIds"] == [dup1.pk, dup2.pk]
    assert body["masterCase"]["id"] == master.pk
    master.refresh_from_db()
    assert master.widget == "Globex Plc"
    assert master.bhruk_id == "1002"
    assert (master.instructed, master.current_status, master.invoiced) == (True, "sent", True)
    assert (master.invoice_date, master.invoice_number) == (date(2026, 3, 1), "INV-9")
    assert (master.mi_type, master.mi_amount) == ("deficit", Decimal("-250.00"))  # a deficit is stored negative
    assert master.report_type == "Affordability"
    assert master.notes == "master notes"  # not chosen, kept
    assert not master.is_merged
    assert master.bhruk_key == "1002"  # keys follow the new identity
    for dup in (dup1, dup2):
        dup.refresh_from_db()
        assert dup.is_merged
        assert dup.merged_into_id == master.pk
        assert dup.merged_at is not None
    assert list(master.merged_cases.order_by("pk")) == [dup1, dup2]


def test_a_merge_is_recorded_in_the_audit_trail_with_reason_ids_and_field_changes(role_clients, group, admin_user):
    master, dup1, dup2 = group

    merge(
        role_clients["admin"],
        master,
        [dup1, dup2],
        {"widget": "Globex Plc", "notes": "joined", "reportType": "Affordability", "bhrukId": "1001"},
        reason="Dupes",
    )

    event = AuditEvent.objects.get(case_id=master.pk, action="merge")
    assert event.actor == admin_user
    assert event.changes["reason"] == "Dupes"
    assert event.changes["masterCaseId"] == master.pk
    assert event.changes["mergedCaseIds"] == [dup1.pk, dup2.pk]
    assert event.changes["fields"] == {
        "widget": ["Acme Ltd", "Globex Plc"],
        "notes": ["master notes", "joined"],
        "reportType": ["", "Affordability"],
    }
    assert AuditEvent.objects.filter(action="merge").count() == 1
    for dup in (dup1, dup2):
        merged = AuditEvent.objects.get(case_id=dup.pk, action="merged")
        assert merged.changes["mergedIntoId"] == master.pk
        assert merged.changes["reason"] == "Dupes"


def test_after_a_merge_the_group_is_gone_from_the_list(role_clients, group):
    master, dup1, dup2 = group
    client = role_clients["admin"]
    assert any(g["identifierType"] == "kamId" for g in client.get("/api/duplicates").json()["groups"])

    merge(client, master, [dup1, dup2])

    groups = client.get("/api/duplicates").json()["groups"]
    assert not any(g["identifierType"] == "kamId" for g in groups)


def test_merged_cases_cannot_be_merged_again(role_clients, group):
    master, dup1, dup2 = group
    client = role_clients["admin"]
    merge(client, master, [dup1])
    other = CaseFactory()

    response = merge(client, other, [dup1])

    assert response.status_code == 400
    assert response.json()["message"] == f"Case {dup1.pk} has already been merged"


def test_a_merged_case_cannot_become_a_master(role_clients, group):
    master, dup1, dup2 = group
    client = role_clients["admin"]
    merge(client, master, [dup1])
    before = state(dup1, dup2)

    response = merge(client, dup1, [dup2])

    assert response.status_code == 400
    assert response.json()["message"] == f"Case {dup1.pk} has already been merged"
    assert state(dup1, dup2) == before


def test_unknown_case_ids_are_named(role_clients, group):
    master, dup1, _ = group
    before = state(master, dup1)

    one = merge(role_clients["admin"], master, [dup1, 999999])
    two = merge(role_clients["admin"], 888888, [dup1, 999999])

    assert one.status_code == 400
    assert one.json()["message"] == "Case 999999 does not exist"
    assert two.json()["message"] == "Cases 888888, 999999 do not exist"
    assert state(master, dup1) == before


@pytest.mark.parametrize("master_id", [None, "", "abc", "missing"])
def test_a_master_case_must_be_chosen(role_clients, group, master_id):
    _, dup1, _ = group
    payload = {"duplicateCaseIds": [dup1.pk], "mergedData": {}, "mergeReason": "x"}
    if master_id != "missing":
        payload["masterCaseId"] = master_id

    response = role_clients["admin"].post(URL, payload, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "Please select a master case"


@pytest.mark.parametrize("reason", [None, "", "   ", "missing"])
def test_a_reason_is_required(role_clients, group, reason):
    master, dup1, _ = group
    payload = {"masterCaseId": master.pk, "duplicateCaseIds": [dup1.pk], "mergedData": {}}
    if reason != "missing":
        payload["mergeReason"] = reason
    before = state(master, dup1)

    response = role_clients["admin"].post(URL, payload, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "Please provide a reason for merging"
    assert state(master, dup1) == before


def test_at_least_one_duplicate_is_required(role_clients, group):
    master, _, _ = group

    response = merge(role_clients["admin"], master, [])

    assert response.status_code == 400
    assert response.json()["message"] == "Please select at least one case to merge into the master case"


def test_the_master_cannot_be_among_the_duplicates(role_clients, group):
    master, dup1, _ = group
    before = state(master, dup1)

    response = merge(role_clients["admin"], master, [dup1, master])

    assert response.status_code == 400
    assert response.json()["message"] == "The master case cannot also be one of the cases merged into it"
    assert state(master, dup1) == before


def test_merged_data_naming_anything_but_an_editable_case_field_is_rejected_by_name(role_clients, group):
    master, dup1, _ = group
    before = state(master, dup1)

    response = merge(role_clients["admin"], master, [dup1], {"clientName": "Jane", "isLocked": True, "foo": 1})

    assert response.status_code == 400
    assert response.json()["message"] == "These fields cannot be merged: isLocked, foo"
    assert response.json()["errors"] == {"mergedData": ["These fields cannot be merged: isLocked, foo"]}
    assert state(master, dup1) == before


@pytest.mark.parametrize(
    ("merged_data", "message"),
    [
        ({"currentStatus": "bogus"}, 'currentStatus: "bogus" is not a valid choice.'),
        ({"miAmount": "lots"}, "miAmount: MI amount must be a number."),
        ({"invoiceDate": "yesterday"}, "invoiceDate: Date has wrong format."),
        ({"widget": "  "}, "Company is required"),
        (
            {"instructed": True, "currentStatus": "need_instructions_hire"},
            "Current status Need Instructions (in hire) is not allowed when Instructed is Yes.",
        ),
        ({"currentStatus": "on_hold"}, "On hold reason is required when the status is On Hold."),
        ({"miType": "surplus", "miAmount": 5}, "MI information can only be set when the status is Sent."),
        ({"bhrukId": "KIND"}, "BHR UK ID must contain digits."),
    ],
)
def test_merged_values_follow_the_edit_rules(role_clients, group, merged_data, message, settings):
    settings.KIND_COMPANIES = ["acme ltd"]
    master, dup1, _ = group
    before = state(master, dup1)

    response = merge(role_clients["admin"], master, [dup1], merged_data)

    assert response.status_code == 400
    assert response.json()["message"].startswith(message)
    assert state(master, dup1) == before


def test_instructed_chosen_alone_moves_the_status_as_the_edit_dialog_does(role_clients):
    master = CaseFactory(instructed=False, current_status=Status.NEED_INSTRUCTIONS_HIRE)
    dup = CaseFactory(instructed=True, current_status=Status.NEED_INSTRUCTIONS_HIRE)

    response = merge(role_clients["admin"], master, [dup], {"instructed": True})

    assert response.status_code == 200
    master.refresh_from_db()
    assert (master.instructed, master.current_status) == (True, "in_production")


def test_leaving_sent_clears_the_mi_and_on_hold_reason_only_stays_on_hold(role_clients):
    master = CaseFactory(
        instructed=True, current_status=Status.SENT, mi_type=MiType.SURPLUS, mi_amount=Decimal("10.00")
    )
    dup = CaseFactory()

    response = merge(
        role_clients["admin"], master, [dup], {"currentStatus": "in_production", "onHoldReason": "need_pdf"}
    )

    assert response.status_code == 200
    master.refresh_from_db()
    assert (master.current_status, master.on_hold_reason, master.mi_type, master.mi_amount) == (
        "in_production",
        None,
        None,
        None,
    )


def test_a_kind_bhruk_id_chosen_for_a_kind_master_gets_its_prefix(role_clients, settings):
    settings.KIND_COMPANIES = {"kind"}
    master = CaseFactory(widget="Kind", bhruk_id="KIND5")
    dup = CaseFactory(widget="Kind", bhruk_id="77")

    merge(role_clients["admin"], master, [dup], {"bhrukId": "77"})

    master.refresh_from_db()
    assert (master.bhruk_id, master.bhruk_key, master.bhruk_number) == ("KIND77", "kind77", 77)


# --- Permissions --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("role", ["manager", "staff", "client"])
def test_merging_needs_merge_duplicates(role_clients, group, role):
    master, dup1, _ = group
    before = state(master, dup1)

    response = merge(role_clients[role], master, [dup1])

    assert response.status_code == 403
    assert response.json() == {"message": "Only managers and admins can merge cases"}
    assert state(master, dup1) == before


def test_merging_needs_a_signed_in_user(role_clients, group):
    master, dup1, _ = group

    assert merge(role_clients["anonymous"], master, [dup1]).status_code == 401


def test_a_manager_granted_merge_duplicates_may_merge(role_clients, group, grant):
    master, dup1, _ = group
    grant("manager", "merge_duplicates")

    response = merge(role_clients["manager"], master, [dup1])

    assert response.status_code == 200
    dup1.refresh_from_db()
    assert dup1.is_merged


def test_a_client_cannot_merge_even_when_granted_merge_duplicates(role_clients, group, grant):
    master, dup1, _ = group
    grant("client", "merge_duplicates", "view_all_cases")
    before = state(master, dup1)

    response = merge(role_clients["client"], master, [dup1])

    assert response.status_code == 403
    # Clamped (accounts.roles.CLIENT_PERMISSION_CEILING): the client does not hold merge_duplicates at all.
    assert response.json() == {"message": "Only managers and admins can merge cases"}
    assert state(master, dup1) == before


def locked_case(**kwargs):
    return CaseFactory(
        instructed=True,
        current_status=Status.SENT,
        invoiced=True,
        mi_type=MiType.SURPLUS,
        mi_amount=Decimal("5.00"),
        is_locked=True,
        **kwargs,
    )


@pytest.mark.parametrize("locked_role", ["master", "duplicate"])
def test_a_locked_case_needs_merge_locked_cases(role_clients, revoke, locked_role):
    revoke("admin", "merge_locked_cases")
    master = locked_case(bhruk_id="2001") if locked_role == "master" else CaseFactory()
    dup = locked_case(bhruk_id="2001") if locked_role == "duplicate" else CaseFactory()
    locked = master if locked_role == "master" else dup
    before = state(master, dup)

    response = merge(role_clients["admin"], master, [dup])

    assert response.status_code == 403
    assert response.json()["message"] == (
        f"Case {locked.pk} (BHR UK ID 2001) is locked; you don't have permission to merge locked cases"
    )
    assert state(master, dup) == before


def test_a_manager_with_merge_duplicates_may_merge_locked_cases_by_default(role_clients, grant):
    grant("manager", "merge_duplicates")
    master, dup = CaseFactory(), locked_case()

    response = merge(role_clients["manager"], master, [dup])

    assert response.status_code == 200


def test_a_locked_master_must_stay_lockable(role_clients):
    master, dup = locked_case(), CaseFactory()

    response = merge(role_clients["admin"], master, [dup], {"invoiced": False})

    assert response.status_code == 400
    assert "must stay lockable" in response.json()["message"]


@pytest.mark.parametrize("cancelled_role", ["master", "duplicate"])
def test_a_cancelled_case_needs_cancel_restore_cases(role_clients, revoke, cancelled_role):
    revoke("admin", "cancel_restore_cases")
    master = CaseFactory(is_cancelled=cancelled_role == "master", bhruk_id="3001")
    dup = CaseFactory(is_cancelled=cancelled_role == "duplicate", bhruk_id="3002")
    cancelled = master if cancelled_role == "master" else dup
    before = state(master, dup)

    response = merge(role_clients["admin"], master, [dup])

    assert response.status_code == 403
    assert response.json()["message"] == (
        f"Case {cancelled.pk} (BHR UK ID {cancelled.bhruk_id}) is cancelled; "
        "only users who can cancel and restore cases can merge it"
    )
    assert state(master, dup) == before


def test_cancelled_cases_can_be_merged_by_someone_who_may_cancel_and_restore(role_clients):
    master = CaseFactory()
    dup = CaseFactory(is_cancelled=True, cancellation_reason="Client request")

    response = merge(role_clients["admin"], master, [dup])

    assert response.status_code == 200
    dup.refresh_from_db()
    assert dup.is_merged and dup.is_cancelled


def test_a_merge_runs_a_bounded_number_of_queries(role_clients, django_assert_max_num_queries):
    master = CaseFactory()
    dups = [CaseFactory() for _ in range(25)]
    client = role_clients["admin"]

    # 16: one of them reads the merged cases' started turnaround clocks, which a merge pauses (cases.turnaround).
    with django_assert_max_num_queries(16):
        response = merge(client, master, dups, {"notes": "n"})

    assert response.status_code == 200
    assert Case.objects.filter(merged_into=master).count() == 25
