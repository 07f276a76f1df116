"""What a comment may hold: a body of 1 to 5,000 characters (surrounding blanks stripped) and up to 20 mentions of
active staff users. Refusals answer 400 in the project's shape: {message, errors: {field: [message]}}."""

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent, CaseComment
from cases.tests.comments.helpers import a_case, post

pytestmark = pytest.mark.django_db


def refused(answer, field: str, message: str) -> None:
    assert answer.status_code == 400, answer.content
    assert answer.json() == {"message": message, "errors": {field: [message]}}


@pytest.mark.parametrize("body", ["", "   \n\t ", None])
def test_an_empty_or_blank_comment_is_refused(role_clients, body):
    case = a_case()
    answer = role_clients["staff"].post(f"/api/cases/{case.pk}/comments", {"body": body}, format="json")
    if body is None:  # JSON null: DRF's own words for a null
        assert answer.status_code == 400
    else:
        refused(answer, "body", "Comment cannot be empty.")
    assert not CaseComment.objects.exists()


def test_a_missing_body_is_an_empty_comment(role_clients):
    case = a_case()
    refused(
        role_clients["staff"].post(f"/api/cases/{case.pk}/comments", {}, format="json"),
        "body",
        "Comment cannot be empty.",
    )


def test_5000_characters_are_allowed_once_the_surrounding_blanks_are_stripped(role_clients):
    case = a_case()
    posted = post(role_clients["staff"], case.pk, body="  " + "x" * 5000 + "\n")
    assert len(posted["body"]) == 5000

    answer = role_clients["staff"].post(f"/api/cases/{case.pk}/comments", {"body": "x" * 5001}, format="json")

    refused(answer, "body", "A comment can be at most 5,000 characters.")
    assert CaseComment.objects.count() == 1


@pytest.mark.parametrize("who", ["client", "inactive", "unknown"])
def test_only_active_staff_users_can_be_mentioned(role_clients, client_user, manager_user, who):
    case = a_case()
    target = {
        "client": lambda: client_user.pk,
        "inactive": lambda: UserFactory(role=Role.STAFF, is_active=False).pk,
        "unknown": lambda: 987654,
    }[who]()

    answer = role_clients["staff"].post(
        f"/api/cases/{case.pk}/comments", {"body": "Hi", "mentions": [manager_user.pk, target]}, format="json"
    )

    refused(answer, "mentions", "Only staff users can be mentioned.")
    assert not CaseComment.objects.exists()
    assert not AuditEvent.objects.exists()


def test_at_most_20_people_can_be_mentioned_each_once(role_clients):
    case = a_case()
    staff = [UserFactory(role=Role.STAFF) for _ in range(21)]

    twenty = post(role_clients["staff"], case.pk, mentions=[u.pk for u in staff[:20]] + [staff[0].pk])
    answer = role_clients["staff"].post(
        f"/api/cases/{case.pk}/comments", {"body": "Hi", "mentions": [u.pk for u in staff]}, format="json"
    )

    assert [m["id"] for m in twenty["mentions"]] == [u.pk for u in staff[:20]]  # in the order given, once each
    refused(answer, "mentions", "A comment can mention at most 20 people.")


def test_mentions_must_be_a_list_of_ids(role_clients):
    case = a_case()
    answer = role_clients["staff"].post(
        f"/api/cases/{case.pk}/comments", {"body": "Hi", "mentions": ["Max"]}, format="json"
    )
    assert answer.status_code == 400
    assert "mentions" in answer.json()["errors"]


def test_an_edit_is_validated_as_a_new_comment_is(role_clients, client_user):
    case = a_case()
    posted = post(role_clients["staff"], case.pk, body="Original")
    url = f"/api/comments/{posted['id']}"

    refused(role_clients["staff"].put(url, {"body": "  "}, format="json"), "body", "Comment cannot be empty.")
    refused(
        role_clients["staff"].put(url, {"body": "x" * 5001}, format="json"),
        "body",
        "A comment can be at most 5,000 characters.",
    )
    refused(
        role_clients["staff"].put(url, {"body": "Ok", "mentions": [client_user.pk]}, format="json"),
        "mentions",
        "Only staff users can be mentioned.",
    )
    assert CaseComment.objects.get().body == "Original"
