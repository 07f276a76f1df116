"""GET /api/cases/{id}/timeline: the case's history events and its comments merged, newest first, paged by an
opaque cursor; each page read with a fixed number of queries."""

from datetime import timedelta

from django.utils import timezone

import pytest

from cases.models import AuditEvent, CaseComment
from cases.tests.comments.helpers import a_case, post
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db


def event(case, minutes: int, action: str = "update", **changes) -> AuditEvent:
    return AuditEvent.objects.create(
        case_id=case.pk,
        action=action,
        changes=changes or {"notes": ["", f"at {minutes}"]},
        created_at=BASE + timedelta(minutes=minutes),
    )


def comment(case, minutes: int, author=None, body: str = "") -> CaseComment:
    return CaseComment.objects.create(
        case=case, author=author, body=body or f"c{minutes}", created_at=BASE + timedelta(minutes=minutes)
    )


BASE = timezone.now().replace(microsecond=123456) - timedelta(days=1)  # with microseconds, as real rows


def pages(client, case_id: int, limit: int) -> list[dict]:
    answers, before = [], None
    while True:
        params = {"limit": limit, **({"before": before} if before else {})}
        answer = client.get(f"/api/cases/{case_id}/timeline", params)
        assert answer.status_code == 200, answer.content
        answers.append(answer.json())
        before = answer.json()["next"]
        if before is None:
            return answers


def test_events_and_comments_merge_newest_first_in_the_contracts_shape(role_clients, staff_user):
    case = a_case()
    e1 = event(case, 1)
    c2 = comment(case, 2, author=staff_user, body="Chased")
    e3 = event(case, 3)

    answer = role_clients["manager"].get(f"/api/cases/{case.pk}/timeline").json()

    history = role_clients["manager"].get(f"/api/cases/{case.pk}/history").json()
    comments = role_clients["manager"].get(f"/api/cases/{case.pk}/comments").json()
    assert answer == {
        "items": [
            {"kind": "event", "at": history[0]["createdAt"], "event": history[0]},
            {"kind": "comment", "at": comments[0]["createdAt"], "comment": comments[0]},
            {"kind": "event", "at": history[1]["createdAt"], "event": history[1]},
        ],
        "next": None,
    }
    assert [history[0]["id"], comments[0]["id"], history[1]["id"]] == [e3.pk, c2.pk, e1.pk]


def test_the_events_are_the_historys_but_the_comment_ones(role_clients):
    case = a_case()
    post(role_clients["staff"], case.pk, body="Hello")  # records a comment_add event
    event(case, 1)

    items = role_clients["staff"].get(f"/api/cases/{case.pk}/timeline").json()["items"]
    history = role_clients["staff"].get(f"/api/cases/{case.pk}/history").json()

    assert [i["kind"] for i in items] == ["comment", "event"]
    assert [i["event"] for i in items if i["kind"] == "event"] == [e for e in history if e["action"] != "comment_add"]


def test_the_import_that_created_the_case_is_on_its_timeline_as_in_its_history(role_clients):
    imported = AuditEvent.objects.create(action="import", changes={"fileName": "book.csv"}, created_at=BASE)
    case = CaseFactory(import_event=imported)

    items = role_clients["staff"].get(f"/api/cases/{case.pk}/timeline").json()["items"]

    assert [(i["kind"], i["event"]["id"]) for i in items] == [("event", imported.pk)]


def test_paging_with_the_cursor_visits_every_item_once_even_when_they_share_a_moment(role_clients):
    case = a_case()
    other = a_case()
    made = []
    for m in range(7):
        made.append(("event", event(case, m).pk))
        made.append(("comment", comment(case, m).pk))  # the same moment as the event
        if m % 3 == 0:
            made.append(("event", event(case, m).pk))  # and two events at once
    comment(other, 3)
    event(other, 3)

    seen = [
        (i["kind"], (i["event"] if i["kind"] == "event" else i["comment"])["id"])
        for page in pages(role_clients["staff"], case.pk, limit=4)
        for i in page["items"]
    ]

    assert sorted(seen) == sorted(made)
    assert len(seen) == len(set(seen)) == 17
    moments = [i for page in pages(role_clients["staff"], case.pk, limit=4) for i in page["items"]]
    assert [i["at"] for i in moments] == sorted((i["at"] for i in moments), reverse=True)


def test_a_page_just_full_has_no_next(role_clients):
    case = a_case()
    for m in range(3):
        event(case, m)
    answer = role_clients["staff"].get(f"/api/cases/{case.pk}/timeline", {"limit": 3}).json()
    assert (len(answer["items"]), answer["next"]) == (3, None)


def test_a_page_costs_the_same_few_queries_however_many_items_and_mentions(
    role_clients, django_assert_max_num_queries, staff_user, manager_user, admin_user
):
    case = a_case()
    master = a_case()
    for m in range(60):
        event(case, m)
        made = comment(case, m, author=staff_user)
        made.mentions.add(manager_user, admin_user)
    event(case, 61, action="merged", masterCaseId=master.pk)

    with django_assert_max_num_queries(10) as small:
        role_clients["staff"].get(f"/api/cases/{case.pk}/timeline", {"limit": 5})
    with django_assert_max_num_queries(len(small.captured_queries)):
        answer = role_clients["staff"].get(f"/api/cases/{case.pk}/timeline", {"limit": 100})

    body = answer.json()
    assert len(body["items"]) == 100 and body["next"]
    assert body["items"][0]["event"]["fields"][0]["newText"] == master.bhruk_id
    first_comment = next(i["comment"] for i in body["items"] if i["kind"] == "comment")
    assert sorted(m["name"] for m in first_comment["mentions"]) == ["Ada Admin", "Max Manager"]


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"limit": 0}, "limit"),
        ({"limit": 101}, "limit"),
        ({"limit": "ten"}, "limit"),
        ({"before": "nonsense"}, "before"),
    ],
)
def test_a_bad_limit_or_cursor_is_refused(role_clients, params, field):
    case = a_case()
    answer = role_clients["staff"].get(f"/api/cases/{case.pk}/timeline", params)
    assert answer.status_code == 400
    assert list(answer.json()["errors"]) == [field]


def test_the_default_page_is_50(role_clients):
    case = a_case()
    for m in range(51):
        event(case, m)
    answer = role_clients["staff"].get(f"/api/cases/{case.pk}/timeline").json()
    assert len(answer["items"]) == 50 and answer["next"]
