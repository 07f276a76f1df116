"""Import batches: recorded for every import, listed at GET /api/imports, undone at POST /api/imports/{id}/undo."""

import io

from django.core.management import call_command

import pytest

from cases.importing.services import cases_import_csv
from cases.models import AuditEvent, BhrukSequence, Case, ImportBatch
from cases.tests.data import csv_bytes, row, upload
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

LIST_URL = "/api/imports"


def undo_url(batch_id: int) -> str:
    return f"/api/imports/{batch_id}/undo"


def undo(client, batch_id: int, reason: str = "Wrong file"):
    return client.post(undo_url(batch_id), {"reason": reason}, format="json")


@pytest.fixture
def admin(role_clients):
    return role_clients["admin"]


def import_file(client, rows, name="cases.csv") -> ImportBatch:
    response = upload(client, csv_bytes(rows), name=name)
    assert response.status_code == 200, response.json()
    return ImportBatch.objects.latest("id")


# --- Recording --------------------------------------------------------------------------------------------------


def test_an_upload_is_recorded_as_a_batch_with_who_when_and_the_counts(admin, admin_user):
    CaseFactory(external_user_id="https://ob.example.com/users/1")

    batch = import_file(admin, [row(1), row(2), row(3)], name="march.csv")

    assert (batch.file_name, batch.actor, batch.actor_email) == ("march.csv", admin_user, admin_user.email)
    assert (batch.rows, batch.created, batch.skipped) == (3, 2, 1)
    created = list(Case.objects.filter(import_event=batch.event).order_by("id").values_list("id", flat=True))
    assert (batch.first_case_id, batch.last_case_id) == (created[0], created[-1])
    assert batch.event.action == AuditEvent.Action.IMPORT


def test_the_service_returns_the_batch_and_the_command_records_one_too(tmp_path, admin_user):
    result = cases_import_csv(file=io.BytesIO(csv_bytes([row(1)])), file_name="a.csv", actor=admin_user)
    path = tmp_path / "b.csv"
    path.write_bytes(csv_bytes([row(2), row(3)]))
    call_command("import_cases", str(path), stdout=io.StringIO(), stderr=io.StringIO())

    assert result.batch_id is not None
    assert ImportBatch.objects.get(pk=result.batch_id).created == 1
    command_batch = ImportBatch.objects.latest("id")
    assert (command_batch.file_name, command_batch.created, command_batch.actor) == ("b.csv", 2, None)


def test_a_refused_file_or_a_dry_run_records_no_batch(admin, admin_user):
    upload(admin, csv_bytes([row(1, created="someday")]))
    cases_import_csv(file=io.BytesIO(csv_bytes([row(1)])), file_name="a.csv", actor=admin_user, dry_run=True)

    assert ImportBatch.objects.count() == 0


def test_a_cases_history_still_shows_the_import_that_created_it(admin):
    import_file(admin, [row(1)])
    case = Case.objects.get()

    history = admin.get(f"/api/cases/{case.pk}/history").json()

    assert [e["action"] for e in history] == ["import"]


# --- Listing ----------------------------------------------------------------------------------------------------


def test_imports_are_listed_newest_first_with_pagination(admin, admin_user, django_assert_max_num_queries):
    first = import_file(admin, [row(1)], name="first.csv")
    second = import_file(admin, [row(2), row(3)], name="second.csv")

    with django_assert_max_num_queries(6):
        response = admin.get(LIST_URL)

    assert response.status_code == 200
    body = response.json()
    assert [b["id"] for b in body["data"]] == [second.pk, first.pk]
    assert body["data"][0] == {
        "id": second.pk,
        "fileName": "second.csv",
        "importedBy": admin_user.email,
        "importedAt": body["data"][0]["importedAt"],
        "rows": 2,
        "created": 2,
        "skipped": 0,
        "undone": False,
        "undoneAt": None,
        "undoneBy": "",
        "undoReason": "",
    }
    assert body["pagination"]["totalItems"] == 2
    assert admin.get(LIST_URL + "?page=2&limit=25").json()["data"] == []
    assert admin.get(LIST_URL + "?limit=7").status_code == 400


def test_the_list_costs_the_same_queries_for_many_batches(admin, django_assert_max_num_queries):
    for n in range(30):
        import_file(admin, [row(n)])

    with django_assert_max_num_queries(6):
        assert len(admin.get(LIST_URL + "?limit=25").json()["data"]) == 25


def test_one_batch_shows_the_ids_of_its_cases(admin):
    batch = import_file(admin, [row(1), row(2)])

    body = admin.get(f"{LIST_URL}/{batch.pk}").json()

    assert body["caseIds"] == list(Case.objects.order_by("id").values_list("id", flat=True))
    assert admin.get(f"{LIST_URL}/{batch.pk + 100}").json() == {"message": "Import not found."}


def test_imports_need_the_upload_permission(role_clients, admin):
    batch = import_file(admin, [row(1)])
    assert role_clients["manager"].get(LIST_URL).status_code == 200
    for role in ("staff", "client"):
        assert role_clients[role].get(LIST_URL).status_code == 403
        assert role_clients[role].get(f"{LIST_URL}/{batch.pk}").status_code == 403
    assert role_clients["anonymous"].get(LIST_URL).status_code == 401


# --- Undo -------------------------------------------------------------------------------------------------------


def test_undo_removes_every_case_of_the_batch_and_records_it(admin, admin_user):
    keep = CaseFactory(bhruk_id="900")
    earlier = import_file(admin, [row(1)])
    batch = import_file(admin, [row(2), row(3, widget="Kind")])
    sequences = list(BhrukSequence.objects.order_by("group").values_list("group", "next_value"))
    ids = list(Case.objects.filter(import_event=batch.event).order_by("id").values_list("id", "bhruk_id"))

    response = undo(admin, batch.pk, reason="  Wrong month  ")

    assert response.status_code == 200
    assert response.json()["undone"] is True
    assert response.json()["undoReason"] == "Wrong month"
    assert response.json()["undoneBy"] == admin_user.email
    assert set(Case.objects.values_list("id", flat=True)) == {
        keep.pk,
        *Case.objects.filter(import_event=earlier.event).values_list("id", flat=True),
    }
    per_case = AuditEvent.objects.filter(action=AuditEvent.Action.IMPORT_UNDO, case_id__isnull=False).order_by(
        "case_id"
    )
    assert [(e.case_id, e.changes["bhrukId"], e.actor_id) for e in per_case] == [(i, b, admin_user.pk) for i, b in ids]
    assert per_case[0].changes["importBatch"] == batch.pk and per_case[0].changes["reason"] == "Wrong month"
    summary = AuditEvent.objects.get(action=AuditEvent.Action.IMPORT_UNDO, case_id__isnull=True)
    assert summary.changes == {"importBatch": batch.pk, "fileName": "cases.csv", "reason": "Wrong month", "removed": 2}
    assert list(BhrukSequence.objects.order_by("group").values_list("group", "next_value")) == sequences


def test_bhruk_ids_of_an_undone_batch_are_never_handed_out_again(admin):
    batch = import_file(admin, [row(1), row(2)])
    undo(admin, batch.pk)

    import_file(admin, [row(1), row(2)])

    assert list(Case.objects.order_by("id").values_list("bhruk_id", flat=True)) == ["1002", "1003"]


def test_the_history_of_an_undone_case_is_in_the_audit_log(admin):
    batch = import_file(admin, [row(1)])
    case_id = Case.objects.get().pk
    undo(admin, batch.pk)

    body = admin.get(f"/api/audit-logs?caseId={case_id}").json()

    assert [e["action"] for e in body["data"]] == ["import_undo"]


def test_a_batch_cannot_be_undone_twice(admin):
    batch = import_file(admin, [row(1)])
    undo(admin, batch.pk)

    response = undo(admin, batch.pk)

    assert response.status_code == 409
    assert response.json() == {"message": "This import was already undone."}


def test_undo_needs_a_reason(admin):
    batch = import_file(admin, [row(1)])

    response = undo(admin, batch.pk, reason="   ")

    assert response.status_code == 400
    assert response.json()["message"] == "Give a reason for undoing this import."
    assert Case.objects.count() == 1


def test_a_batch_that_created_nothing_has_nothing_to_undo(admin):
    import_file(admin, [row(1)])
    batch = import_file(admin, [row(1)])

    response = undo(admin, batch.pk)

    assert response.status_code == 400
    assert response.json() == {"message": "This import created no cases, so there is nothing to undo."}


def test_undo_needs_upload_and_delete_permissions(role_clients, admin):
    batch = import_file(admin, [row(1)])
    for role in ("manager", "staff", "client"):  # the manager may upload but not delete
        assert undo(role_clients[role], batch.pk).status_code == 403
    assert undo(role_clients["anonymous"], batch.pk).status_code == 401
    assert undo(admin, batch.pk + 100).status_code == 404
    assert Case.objects.count() == 1


def _edit(client, case, **changes):
    body = {"widget": case.widget, "kamId": case.kam_id, "clientName": case.client_name, "bhrukId": case.bhruk_id}
    body.update(changes)
    response = client.put(f"/api/cases/{case.pk}", body, format="json")
    assert response.status_code == 200, response.json()


def test_undo_is_refused_naming_the_cases_edited_since(admin):
    batch = import_file(admin, [row(1), row(2), row(3)])
    first, second, _ = Case.objects.order_by("id")
    _edit(admin, first, clientName="Renamed")
    _edit(admin, second, kamId="4242")

    response = undo(admin, batch.pk)

    assert response.status_code == 409
    assert response.json() == {
        "message": "This import cannot be undone: 2 of its cases have been changed since it ran: "
        "1000 (edited), 1001 (edited).",
        "errors": [
            {"id": first.pk, "bhrukId": "1000", "changes": ["edited"]},
            {"id": second.pk, "bhrukId": "1001", "changes": ["edited"]},
        ],
    }
    assert Case.objects.count() == 3
    assert not AuditEvent.objects.filter(action=AuditEvent.Action.IMPORT_UNDO).exists()
    assert ImportBatch.objects.get(pk=batch.pk).undone_at is None


def test_undo_is_refused_after_a_cancel_and_a_restore(admin):
    batch = import_file(admin, [row(1), row(2)])
    case = Case.objects.earliest("id")
    admin.post("/api/cases/batch-cancel", {"caseIds": [case.pk]}, format="json")
    cancelled = undo(admin, batch.pk).json()["message"]
    admin.post("/api/cases/batch-restore", {"caseIds": [case.pk]}, format="json")
    restored = undo(admin, batch.pk).json()["message"]

    assert cancelled.endswith("1 of its cases has been changed since it ran: 1000 (cancelled).")
    assert restored.endswith("1 of its cases has been changed since it ran: 1000 (cancelled, restored).")
    assert Case.objects.count() == 2


def test_undo_is_refused_when_a_case_was_locked_even_without_an_audit_event(admin):
    batch = import_file(admin, [row(1)])
    Case.objects.update(is_locked=True)

    response = undo(admin, batch.pk)

    assert response.status_code == 409
    assert response.json()["errors"][0]["changes"] == ["locked"]


def test_undo_is_refused_when_a_case_was_saved_outside_the_audited_services(admin):
    batch = import_file(admin, [row(1)])
    case = Case.objects.get()
    case.notes = "typed in the Django admin"
    case.save()

    assert undo(admin, batch.pk).json()["errors"][0]["changes"] == ["edited"]


def test_undo_is_refused_when_a_case_of_the_batch_was_merged_as_master_or_as_duplicate(admin):
    outside = CaseFactory(kam_id="777", client_name="Same Person", bhruk_id="500")
    batch = import_file(admin, [row(1, ob_link="https://ob.example.com/users/777"), row(2)])
    master, other = Case.objects.filter(import_event=batch.event).order_by("id")
    payload = {"masterCaseId": master.pk, "duplicateCaseIds": [outside.pk], "mergedData": {}, "mergeReason": "Same"}
    assert admin.post("/api/duplicates/merge", payload, format="json").status_code == 200

    response = undo(admin, batch.pk)

    assert response.status_code == 409
    assert response.json()["errors"] == [{"id": master.pk, "bhrukId": master.bhruk_id, "changes": ["merged"]}]
    assert Case.objects.filter(pk__in=[master.pk, other.pk, outside.pk]).count() == 3


def test_a_case_merged_into_an_outside_master_also_blocks_the_undo(admin):
    outside = CaseFactory(kam_id="778", client_name="Someone", bhruk_id="501")
    batch = import_file(admin, [row(1, ob_link="https://ob.example.com/users/778")])
    duplicate = Case.objects.get(import_event=batch.event)
    payload = {"masterCaseId": outside.pk, "duplicateCaseIds": [duplicate.pk], "mergedData": {}, "mergeReason": "x"}
    assert admin.post("/api/duplicates/merge", payload, format="json").status_code == 200

    assert undo(admin, batch.pk).json()["errors"][0]["changes"] == ["merged"]


def test_a_refusal_names_ten_cases_and_counts_the_rest(admin):
    batch = import_file(admin, [row(n) for n in range(1, 14)])
    Case.objects.update(is_cancelled=True)

    message = undo(admin, batch.pk).json()["message"]

    assert message.startswith("This import cannot be undone: 13 of its cases have been changed since it ran: 1000")
    assert message.endswith("1009 (cancelled) and 3 more.")


def test_cases_deleted_since_the_import_do_not_block_the_undo_of_the_rest(admin):
    batch = import_file(admin, [row(1), row(2)])
    assert admin.delete(f"/api/cases/{Case.objects.earliest('id').pk}").status_code in (200, 204)

    response = undo(admin, batch.pk)

    assert response.status_code == 200
    assert Case.objects.count() == 0
    summary = AuditEvent.objects.get(action=AuditEvent.Action.IMPORT_UNDO, case_id__isnull=True)
    assert summary.changes["removed"] == 1


def test_the_api_schema_declares_the_import_endpoints(api_client):
    schema = api_client.get("/api/schema/", HTTP_ACCEPT="application/json").json()

    paths = schema["paths"]
    for path in ["/api/imports", "/api/imports/{batch_id}", "/api/imports/{batch_id}/undo"]:
        assert path in paths, path
    assert "post" in paths["/api/cases/upload-csv/errors"]
    upload = paths["/api/cases/upload-csv"]["post"]
    assert "dryRun" in [p["name"] for p in upload["parameters"]]
    assert set(schema["components"]["schemas"]["ImportBatch"]["properties"]) >= {"fileName", "undone", "created"}
