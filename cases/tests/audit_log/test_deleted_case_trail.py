"""guide: workflow#legal-hold: a deleted case's audit trail stays findable by its BHR UK ID (and company) in the Audit
Log."""

import pytest

from cases.models import Case, ImportBatch
from cases.tests.data import csv_bytes, row, upload
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


def trail(client, **filters) -> list[tuple[str, str | None]]:
    answer = client.get("/api/audit-logs", filters)
    assert answer.status_code == 200, answer.json()
    return [(r["action"], r["caseLabel"]) for r in answer.json()["data"]]


def _edited_case(admin) -> Case:
    CaseFactory(bhruk_id="7001", widget="Globex Plc", client_name="Jane Doe")
    case = Case.objects.get(bhruk_id="7001")
    body = {"widget": case.widget, "clientName": case.client_name, "currentStatus": "in_production"}
    assert admin.put(f"/api/cases/{case.pk}", body, format="json").status_code == 200
    return case


def test_a_deleted_case_is_still_found_by_its_bhruk_id(role_clients):
    admin = role_clients["admin"]
    case = _edited_case(admin)
    CaseFactory(bhruk_id="7002")  # another case, not in the answer

    assert admin.delete(f"/api/cases/{case.pk}").status_code == 204

    assert trail(admin, bhrukId="7001") == [("delete", "7001 (deleted)"), ("update", "7001 (deleted)")]
    assert [action for action, _ in trail(admin, company="Globex Plc")] == ["delete", "update"]


def test_cases_deleted_in_bulk_are_still_found_by_their_bhruk_id(role_clients):
    admin = role_clients["admin"]
    case = _edited_case(admin)

    answer = admin.post("/api/cases/batch-delete", {"caseIds": [case.pk]}, format="json")

    assert answer.json()["deleted"] == 1
    assert [action for action, _ in trail(admin, bhrukId="7001")] == ["delete", "update"]


def test_the_cases_of_an_undone_import_are_still_found_by_their_bhruk_id(role_clients):
    admin = role_clients["admin"]
    assert upload(admin, csv_bytes([row(1)])).status_code == 200
    bhruk_id = Case.objects.get().bhruk_id
    assert bhruk_id
    undo = admin.post(f"/api/imports/{ImportBatch.objects.get().pk}/undo", {"reason": "Wrong file"}, format="json")
    assert undo.status_code == 200

    assert trail(admin, bhrukId=bhruk_id) == [("import_undo", f"{bhruk_id} (deleted)")]
