import pytest

from cases.tests.factories import CaseFactory
from duplicates.models import DismissedGroup

pytestmark = pytest.mark.django_db

URL = "/api/duplicates/dismiss"


def listed(client):
    return [(g["identifierType"], g["identifier"]) for g in client.get("/api/duplicates").json()["groups"]]


def test_a_dismissed_group_leaves_the_list_and_records_who_and_when(role_clients, admin_user):
    a, b = CaseFactory(kam_id="321"), CaseFactory(kam_id="321")
    CaseFactory(client_name="Pat Kay")
    CaseFactory(client_name="Pat Kay")
    client = role_clients["admin"]

    response = client.post(URL, {"identifier": "321", "identifierType": "kamId"}, format="json")

    assert response.status_code == 200
    body = response.json()
    assert body["message"] == "Duplicate group dismissed"
    assert (body["identifier"], body["identifierType"], body["dismissedBy"]) == ("321", "kamId", admin_user.email)
    dismissal = DismissedGroup.objects.get()
    assert (dismissal.identifier_type, dismissal.key, dismissal.dismissed_by) == ("kamId", "321", admin_user)
    assert sorted(dismissal.member_ids) == [a.pk, b.pk]
    assert dismissal.dismissed_at is not None
    assert listed(client) == [("clientName", "Pat Kay")]
    summary = client.get("/api/duplicates").json()["summary"]
    assert summary == {"total": 1, "kamId": 0, "bhrukId": 0, "clientName": 1}


def test_a_dismissed_group_comes_back_when_a_new_case_joins_it(role_clients):
    CaseFactory(client_name="Pat Kay")
    CaseFactory(client_name="Pat Kay")
    client = role_clients["admin"]
    client.post(URL, {"identifier": "Pat Kay", "identifierType": "clientName"}, format="json")
    assert listed(client) == []

    CaseFactory(client_name="PAT  KAY")

    body = client.get("/api/duplicates").json()
    assert [(g["identifierType"], g["caseCount"]) for g in body["groups"]] == [("clientName", 3)]


def test_a_dismissed_group_comes_back_when_an_existing_case_is_edited_into_it(role_clients):
    CaseFactory(kam_id="900")
    CaseFactory(kam_id="900")
    other = CaseFactory(kam_id="901")
    client = role_clients["admin"]
    client.post(URL, {"identifier": "900", "identifierType": "kamId"}, format="json")

    other.kam_id = "900"
    other.refresh_keys()
    other.save()

    assert listed(client) == [("kamId", "900")]


def test_a_dismissed_group_stays_hidden_when_a_member_leaves_it(role_clients):
    CaseFactory(kam_id="900")
    CaseFactory(kam_id="900")
    leaving = CaseFactory(kam_id="900")
    client = role_clients["admin"]
    client.post(URL, {"identifier": "900", "identifierType": "kamId"}, format="json")

    leaving.kam_id = "111"
    leaving.refresh_keys()
    leaving.save()

    assert listed(client) == []


def test_dismissing_again_takes_in_the_new_members(role_clients):
    CaseFactory(kam_id="900")
    CaseFactory(kam_id="900")
    client = role_clients["admin"]
    client.post(URL, {"identifier": "900", "identifierType": "kamId"}, format="json")
    CaseFactory(kam_id="900")
    assert listed(client) == [("kamId", "900")]

    response = client.post(URL, {"identifier": " 900 ", "identifierType": "kamId"}, format="json")

    assert response.status_code == 200
    assert listed(client) == []
    assert len(DismissedGroup.objects.get().member_ids) == 3


@pytest.mark.parametrize(
    "payload",
    [
        {"identifier": "nobody", "identifierType": "kamId"},
        {"identifier": "solo", "identifierType": "kamId"},
        {"identifier": "Not Known", "identifierType": "kamId"},
    ],
)
def test_dismissing_a_group_that_does_not_exist_is_a_404(role_clients, payload):
    CaseFactory(kam_id="solo")

    response = role_clients["admin"].post(URL, payload, format="json")

    assert response.status_code == 404
    assert response.json() == {"message": "Duplicate group not found"}
    assert not DismissedGroup.objects.exists()


def test_dismissing_with_an_unknown_identifier_type_is_a_400(role_clients):
    response = role_clients["admin"].post(URL, {"identifier": "1", "identifierType": "email"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "identifierType must be one of kamId, bhrukId, clientName"


def test_dismissing_without_an_identifier_is_a_400(role_clients):
    response = role_clients["admin"].post(URL, {"identifierType": "kamId"}, format="json")

    assert response.status_code == 400
    assert response.json()["errors"]["identifier"] == ["This field is required."]


@pytest.mark.parametrize("role", ["manager", "staff", "client"])
def test_dismissing_needs_dismiss_duplicates(role_clients, role):
    CaseFactory(kam_id="1")
    CaseFactory(kam_id="1")

    response = role_clients[role].post(URL, {"identifier": "1", "identifierType": "kamId"}, format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "You don't have permission to dismiss duplicates"}
    assert not DismissedGroup.objects.exists()


def test_a_role_granted_dismiss_duplicates_may_dismiss(role_clients, grant):
    CaseFactory(kam_id="1")
    CaseFactory(kam_id="1")
    grant("manager", "dismiss_duplicates")

    response = role_clients["manager"].post(URL, {"identifier": "1", "identifierType": "kamId"}, format="json")

    assert response.status_code == 200
    dismissed_by = DismissedGroup.objects.get().dismissed_by
    assert dismissed_by is not None and dismissed_by.email == "manager@example.com"
