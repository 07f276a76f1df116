"""Every free-text field has a limit, refused with a message naming the field (a 1.9 MB note was
accepted). The same limits hold on edit, manual add, merge and import."""

import pytest

from cases.models import Case
from cases.tests.data import csv_bytes, row, upload
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

NOTES_TOO_LONG = "Notes must be at most 10,000 characters."


def add_form(**changes):
    return {"widget": "Acme Ltd", "clientName": "Jane", "bhrukId": "7001", "kamId": "1", **changes}


def test_notes_over_the_limit_are_refused_on_edit_and_nothing_changes(role_clients):
    case = CaseFactory(notes="before")

    response = role_clients["admin"].put(f"/api/cases/{case.pk}", {"notes": "x" * 10_001}, format="json")

    assert response.status_code == 400
    assert response.json() == {"message": NOTES_TOO_LONG, "errors": {"notes": [NOTES_TOO_LONG]}}
    case.refresh_from_db()
    assert case.notes == "before"


def test_notes_at_the_limit_are_kept(role_clients):
    case = CaseFactory()

    response = role_clients["admin"].put(f"/api/cases/{case.pk}", {"notes": "x" * 10_000}, format="json")

    assert response.status_code == 200
    case.refresh_from_db()
    assert len(case.notes) == 10_000


def test_a_megabyte_note_is_refused_on_manual_add(role_clients):
    response = role_clients["admin"].post("/api/cases/manual", add_form(notes="x" * 1_900_000), format="json")

    assert response.status_code == 400
    assert response.json()["message"] == NOTES_TOO_LONG
    assert not Case.objects.exists()


@pytest.mark.parametrize(
    ("field", "limit", "message"),
    [
        ("widget", 255, "Company must be at most 255 characters."),
        ("clientName", 255, "Client name must be at most 255 characters."),
        ("kamId", 100, "KAM ID must be at most 100 characters."),
        ("bhrukId", 64, "BHR UK ID must be at most 64 characters."),
        ("invoiceNumber", 100, "Invoice number must be at most 100 characters."),
    ],
)
def test_each_text_field_names_itself_when_too_long(role_clients, field, limit, message):
    case = CaseFactory()

    edited = role_clients["admin"].put(f"/api/cases/{case.pk}", {field: "1" * (limit + 1)}, format="json")
    added = role_clients["admin"].post("/api/cases/manual", add_form(**{field: "1" * (limit + 1)}), format="json")

    assert (edited.status_code, edited.json()["message"]) == (400, message)
    assert (added.status_code, added.json()["message"]) == (400, message)


def test_a_text_that_grows_past_its_limit_when_normalised_is_refused(role_clients):
    # U+FDFA is one character that NFKC spells out in 18: 20 of them are 360 characters once stored.
    case = CaseFactory()

    response = role_clients["admin"].put(f"/api/cases/{case.pk}", {"clientName": "\ufdfa" * 20}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "Client name must be at most 255 characters."


def test_a_cancellation_reason_over_its_limit_is_refused(role_clients):
    case = CaseFactory()

    response = role_clients["admin"].post(
        "/api/cases/batch-cancel", {"caseIds": [case.pk], "cancellationReason": "x" * 501}, format="json"
    )

    assert response.status_code == 400
    assert response.json()["message"] == "The cancellation reason must be at most 500 characters."


def test_a_merge_reason_over_its_limit_is_refused(role_clients):
    master, dup = CaseFactory(client_name="Same"), CaseFactory(client_name="Same")

    response = role_clients["admin"].post(
        "/api/duplicates/merge",
        {"masterCaseId": master.pk, "duplicateCaseIds": [dup.pk], "mergeReason": "x" * 1001},
        format="json",
    )

    assert response.status_code == 400
    assert response.json()["message"] == "The merge reason must be at most 1,000 characters."


def test_merged_notes_over_the_limit_are_refused(role_clients):
    master, dup = CaseFactory(client_name="Same"), CaseFactory(client_name="Same")

    response = role_clients["admin"].post(
        "/api/duplicates/merge",
        {
            "masterCaseId": master.pk,
            "duplicateCaseIds": [dup.pk],
            "mergeReason": "same client",
            "mergedData": {"notes": "x" * 10_001},
        },
        format="json",
    )

    assert response.status_code == 400
    assert NOTES_TOO_LONG in response.content.decode()


def test_an_imported_name_over_its_limit_is_refused_with_its_row(auth_client, manager_user):
    response = upload(auth_client(manager_user), csv_bytes([row(1, name="x" * 256)]))

    assert response.status_code == 400
    assert response.json()["errors"] == [{"row": 2, "column": "Name", "message": "Longer than 255 characters."}]
