"""A case's internal comments. Staff post them on any case they can see; the author may edit or delete
a comment for 15 minutes, an admin at any time (audited with whose it was); clients never reach them."""

from datetime import timedelta

from django.contrib.auth.models import Group, Permission
from django.utils import timezone

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.comments import messages
from cases.models import AuditEvent, CaseComment, CommentMention
from cases.tests.comments.helpers import a_case, at, iso, post
from cases.tests.factories import CaseFactory
from conftest import COMPANY, OTHER_COMPANY

pytestmark = pytest.mark.django_db


def test_staff_post_a_comment_and_read_it_back_in_the_contracts_shape(role_clients, staff_user, manager_user):
    case = a_case()

    posted = post(role_clients["staff"], case.pk, body="  Rang the client back.\n", mentions=[manager_user.pk])
    listed = role_clients["manager"].get(f"/api/cases/{case.pk}/comments")

    assert listed.status_code == 200
    assert listed.json() == [posted]
    comment = CaseComment.objects.get()
    assert posted == {
        "id": comment.pk,
        "caseId": case.pk,
        "body": "Rang the client back.",
        "author": {"id": staff_user.pk, "name": "Sam Staff"},
        "mentions": [{"id": manager_user.pk, "name": "Max Manager"}],
        "createdAt": comment.created_at.isoformat().replace("+00:00", "Z"),
        "editedAt": None,
    }


def test_comments_are_listed_oldest_first(role_clients):
    case = a_case()
    with at(60):
        first = post(role_clients["staff"], case.pk, body="First")
    with at(0):
        earlier = post(role_clients["admin"], case.pk, body="Earlier")

    listed = role_clients["staff"].get(f"/api/cases/{case.pk}/comments").json()

    assert [c["id"] for c in listed] == [earlier["id"], first["id"]]


def test_a_deleted_author_reads_as_deleted_user(role_clients):
    case = a_case()
    author = UserFactory(role=Role.STAFF)
    comment = CaseComment.objects.create(case=case, author=author, body="Left a note")
    author.delete()

    listed = role_clients["staff"].get(f"/api/cases/{case.pk}/comments").json()

    assert listed[0]["id"] == comment.pk
    assert listed[0]["author"] == {"id": None, "name": "Deleted user"}


def test_comments_are_allowed_on_locked_cancelled_merged_and_held_cases(role_clients):
    master = a_case()
    cases = [
        CaseFactory(locked=True),
        CaseFactory(is_cancelled=True),
        CaseFactory(is_merged=True, merged_into=master),
        CaseFactory(legal_hold=True, legal_hold_reason="Claim"),
    ]
    for case in cases:
        post(role_clients["staff"], case.pk)
    assert CaseComment.objects.count() == 4


def test_posting_a_comment_does_not_change_the_case(role_clients):
    case = a_case()
    before = case.updated_at

    post(role_clients["staff"], case.pk)

    case.refresh_from_db()
    assert case.updated_at == before


# --- Who -------------------------------------------------------------------------------------------------------


def test_clients_are_refused_every_comments_endpoint_even_on_their_own_companys_case(role_clients, staff_user):
    own = a_case(widget=COMPANY)
    comment = CaseComment.objects.create(case=own, author=staff_user, body="Internal")
    client = role_clients["client"]

    answers = [
        client.get(f"/api/cases/{own.pk}/comments"),
        client.post(f"/api/cases/{own.pk}/comments", {"body": "Hello"}, format="json"),
        client.put(f"/api/comments/{comment.pk}", {"body": "Changed"}, format="json"),
        client.delete(f"/api/comments/{comment.pk}"),
        client.get(f"/api/cases/{own.pk}/timeline"),
        client.get("/api/users/mentionable"),
    ]

    assert [a.status_code for a in answers] == [403] * 6
    assert "Internal" not in str([a.content for a in answers])
    assert CaseComment.objects.get().body == "Internal"


def test_signed_out_callers_get_401(role_clients):
    case = a_case()
    answer = role_clients["anonymous"].get(f"/api/cases/{case.pk}/comments")
    assert answer.status_code == 401


def test_a_case_outside_the_users_scope_or_unknown_is_not_found(auth_client):
    staff = Group.objects.get(name=Role.STAFF)
    staff.permissions.remove(Permission.objects.get(codename="view_all_cases"))
    staff.permissions.add(Permission.objects.get(codename="view_own_cases"))
    scoped = UserFactory(role=Role.STAFF, company=COMPANY)
    other = a_case(widget=OTHER_COMPANY)
    theirs = CaseComment.objects.create(case=other, author=None, body="Other company's")
    client = auth_client(scoped)

    answers = [
        client.get(f"/api/cases/{other.pk}/comments"),
        client.post(f"/api/cases/{other.pk}/comments", {"body": "Hello"}, format="json"),
        client.put(f"/api/comments/{theirs.pk}", {"body": "Changed"}, format="json"),
        client.delete(f"/api/comments/{theirs.pk}"),
        client.get(f"/api/cases/{other.pk}/timeline"),
        client.get("/api/cases/987654/comments"),
        client.put("/api/comments/987654", {"body": "x"}, format="json"),
    ]

    assert [a.status_code for a in answers] == [404] * 7
    own = a_case(widget=COMPANY)
    assert post(client, own.pk)["caseId"] == own.pk


# --- Editing and deleting ----------------------------------------------------------------------------------------


def test_the_author_may_edit_within_15_minutes(role_clients, admin_user):
    case = a_case()
    with at(0):
        posted = post(role_clients["staff"], case.pk, body="Frist")
    with at(15):
        answer = role_clients["staff"].put(
            f"/api/comments/{posted['id']}", {"body": " First ", "mentions": [admin_user.pk]}, format="json"
        )

    assert answer.status_code == 200, answer.content
    body = answer.json()
    assert (body["body"], body["editedAt"], body["createdAt"]) == (
        "First",
        iso(15),
        iso(0),
    )
    assert body["mentions"] == [{"id": admin_user.pk, "name": "Ada Admin"}]
    event = AuditEvent.objects.get(action=AuditEvent.Action.COMMENT_EDIT)
    assert event.changes == {"commentId": posted["id"]}


def test_the_author_may_delete_within_15_minutes(role_clients, manager_user):
    case = a_case()
    with at(0):
        posted = post(role_clients["staff"], case.pk, mentions=[manager_user.pk])
    with at(14 + 59 / 60):
        answer = role_clients["staff"].delete(f"/api/comments/{posted['id']}")

    assert answer.status_code == 204
    assert not CaseComment.objects.exists()
    assert not CommentMention.objects.exists()
    event = AuditEvent.objects.get(action=AuditEvent.Action.COMMENT_DELETE)
    assert (event.case_id, event.changes) == (case.pk, {"commentId": posted["id"]})


def test_the_author_is_refused_after_15_minutes(role_clients):
    case = a_case()
    with at(0):
        posted = post(role_clients["staff"], case.pk, body="Original")
    with at(15 + 1 / 60):
        edit = role_clients["staff"].put(f"/api/comments/{posted['id']}", {"body": "Late"}, format="json")
        delete = role_clients["staff"].delete(f"/api/comments/{posted['id']}")

    for answer in (edit, delete):
        assert answer.status_code == 403
        assert answer.json() == {"message": messages.CHANGE_REFUSED}
    assert messages.CHANGE_REFUSED == "A comment can be changed only by its author within 15 minutes of posting."
    assert CaseComment.objects.get().body == "Original"


def test_someone_else_is_refused_even_a_manager_within_the_15_minutes(role_clients):
    case = a_case()
    posted = post(role_clients["staff"], case.pk, body="Original")

    edit = role_clients["manager"].put(f"/api/comments/{posted['id']}", {"body": "Mine now"}, format="json")
    delete = role_clients["manager"].delete(f"/api/comments/{posted['id']}")

    assert (edit.status_code, delete.status_code) == (403, 403)
    assert edit.json()["message"] == messages.CHANGE_REFUSED
    assert CaseComment.objects.get().body == "Original"


def test_an_admin_may_edit_and_delete_anyones_comment_at_any_time_and_it_is_audited_with_whose(role_clients):
    case = a_case()
    first = post(role_clients["staff"], case.pk, body="Rude remark")
    second = post(role_clients["staff"], case.pk, body="Another")
    CaseComment.objects.update(created_at=timezone.now() - timedelta(days=30))

    edited = role_clients["admin"].put(f"/api/comments/{first['id']}", {"body": "[removed]"}, format="json")
    deleted = role_clients["admin"].delete(f"/api/comments/{second['id']}")

    assert edited.status_code == 200, edited.content
    assert edited.json()["body"] == "[removed]"
    assert edited.json()["author"]["name"] == "Sam Staff"  # still the author's comment
    assert deleted.status_code == 204
    events = AuditEvent.objects.filter(action__in=["comment_edit", "comment_delete"]).order_by("id")
    assert [(e.action, e.actor_email, e.changes) for e in events] == [
        ("comment_edit", "admin@example.com", {"commentId": first["id"], "author": "Sam Staff"}),
        ("comment_delete", "admin@example.com", {"commentId": second["id"], "author": "Sam Staff"}),
    ]


def test_an_admin_editing_their_own_old_comment_is_not_marked_as_someone_elses(role_clients):
    case = a_case()
    posted = post(role_clients["admin"], case.pk, body="Old")
    CaseComment.objects.update(created_at=timezone.now() - timedelta(days=30))

    answer = role_clients["admin"].put(f"/api/comments/{posted['id']}", {"body": "New"}, format="json")

    assert answer.status_code == 200
    assert AuditEvent.objects.get(action="comment_edit").changes == {"commentId": posted["id"]}


def test_an_edit_that_changes_nothing_is_not_an_edit(role_clients):
    case = a_case()
    posted = post(role_clients["staff"], case.pk, body="Same")

    answer = role_clients["staff"].put(f"/api/comments/{posted['id']}", {"body": "Same "}, format="json")

    assert answer.json()["editedAt"] is None
    assert not AuditEvent.objects.filter(action="comment_edit").exists()


def test_a_mention_kept_through_an_edit_keeps_whether_it_was_told(role_clients, manager_user, admin_user):
    case = a_case()
    posted = post(role_clients["staff"], case.pk, mentions=[manager_user.pk])
    told = timezone.now() - timedelta(hours=1)
    CommentMention.objects.update(notified_at=told)

    role_clients["staff"].put(
        f"/api/comments/{posted['id']}", {"body": "Edited", "mentions": [manager_user.pk, admin_user.pk]}, format="json"
    )

    rows = {m.user_id: m.notified_at for m in CommentMention.objects.all()}
    assert rows == {manager_user.pk: told, admin_user.pk: None}


# --- Audit -------------------------------------------------------------------------------------------------------


def test_the_audit_entry_of_a_comment_holds_its_id_never_its_body(role_clients):
    case = a_case()

    posted = post(role_clients["staff"], case.pk, body="Client Zed Zebedee phoned about the invoice")

    event = AuditEvent.objects.get(action=AuditEvent.Action.COMMENT_ADD)
    assert (event.case_id, event.changes, event.actor_email) == (
        case.pk,
        {"commentId": posted["id"]},
        "staff@example.com",
    )
    assert AuditEvent.Action(event.action).label == "Comment added"


def test_the_audit_log_reads_the_comment_actions_in_words(role_clients):
    case = a_case()
    post(role_clients["staff"], case.pk)

    rows = role_clients["admin"].get("/api/audit-logs", {"action": "comment_add"}).json()["data"]

    assert [(r["action"], [f["label"] for f in r["fields"]]) for r in rows] == [("comment_add", ["Comment"])]
    assert {AuditEvent.Action(a).label for a in ("comment_add", "comment_edit", "comment_delete")} == {
        "Comment added",
        "Comment edited",
        "Comment deleted",
    }


def test_a_clients_history_leaves_out_the_comment_events(role_clients):
    case = a_case(widget=COMPANY)
    post(role_clients["staff"], case.pk)

    client_view = role_clients["client"].get(f"/api/cases/{case.pk}/history").json()
    staff_view = role_clients["staff"].get(f"/api/cases/{case.pk}/history").json()

    assert [e["action"] for e in client_view] == []
    assert [e["action"] for e in staff_view] == ["comment_add"]


def test_the_list_costs_the_same_few_queries_however_many_comments_and_mentions(
    role_clients, django_assert_max_num_queries, staff_user, manager_user, admin_user
):
    case = a_case()
    CaseComment.objects.create(case=case, author=staff_user, body="One").mentions.add(manager_user)
    with django_assert_max_num_queries(10) as few:
        role_clients["staff"].get(f"/api/cases/{case.pk}/comments")
    for n in range(30):
        CaseComment.objects.create(case=case, author=staff_user, body=f"c{n}").mentions.add(manager_user, admin_user)

    with django_assert_max_num_queries(len(few.captured_queries)):
        answer = role_clients["staff"].get(f"/api/cases/{case.pk}/comments")

    assert len(answer.json()) == 31


def test_a_legal_hold_keeps_what_was_said_on_the_case(role_clients):
    case = CaseFactory(bhruk_id="7001", legal_hold=True, legal_hold_reason="Claim")
    comment_id = post(role_clients["staff"], case.pk)["id"]

    edited = role_clients["staff"].put(
        f"/api/comments/{comment_id}", {"body": "Changed", "mentions": []}, format="json"
    )
    deleted = role_clients["admin"].delete(f"/api/comments/{comment_id}")

    message = "BHR UK ID 7001 is under legal hold: its comments cannot be edited or deleted."
    assert (edited.status_code, edited.json()["message"]) == (409, message)
    assert (deleted.status_code, deleted.json()["message"]) == (409, message)
    assert CaseComment.objects.get(pk=comment_id).body != "Changed"
    assert not AuditEvent.objects.filter(action__in=["comment_edit", "comment_delete"]).exists()
