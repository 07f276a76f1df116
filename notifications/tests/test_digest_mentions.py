"""Until notifications exist, a comment's mentions reach the mentioned user in their daily e-mail: "You were
mentioned on N cases", each case by its BHR UK ID (or Case #id) with a link to its page; told once."""

from datetime import timedelta

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import AuditEvent, CaseComment, CommentMention
from cases.tests.factories import CaseFactory
from notifications import selectors
from notifications.services import daily_digest_deliver, daily_digests_queue, daily_digests_send
from notifications.tests.data import NOW

pytestmark = pytest.mark.django_db


def mention(case, *users, body: str = "Have a look") -> CaseComment:
    comment = CaseComment.objects.create(case=case, body=body)
    for user in users:
        CommentMention.objects.create(comment=comment, user=user)
    return comment


def mail_to(outbox, user):
    return next(m for m in outbox if m.to == [user.email])


def test_the_mentioned_user_is_told_of_each_case_once_with_a_link(mailoutbox, manager_user, staff_user):
    with_id = CaseFactory(bhruk_id="KIND77")
    without_id = CaseFactory(bhruk_id=None)
    mention(with_id, manager_user)
    mention(with_id, manager_user, staff_user, body="Again on the same case")
    mention(without_id, manager_user)

    daily_digests_send(now=NOW)

    text = mail_to(mailoutbox, manager_user).body
    assert "You were mentioned on 2 cases" in text
    assert f"- KIND77: http://127.0.0.1:8000/cases/{with_id.pk}" in text
    assert f"- Case #{without_id.pk}: http://127.0.0.1:8000/cases/{without_id.pk}" in text
    html = mail_to(mailoutbox, manager_user).alternatives[0][0]
    assert f'<a href="http://127.0.0.1:8000/cases/{with_id.pk}">KIND77</a>' in html
    assert "You were mentioned on 1 case\n" in mail_to(mailoutbox, staff_user).body
    assert "Have a look" not in text  # the body stays in Casebook
    assert not CommentMention.objects.filter(notified_at__isnull=True).exists()


def test_told_mentions_are_not_repeated_and_nobody_else_hears_of_them(mailoutbox, manager_user, admin_user):
    mention(CaseFactory(bhruk_id="KIND78"), manager_user)
    daily_digests_send(now=NOW)
    mailoutbox.clear()

    daily_digests_send(now=NOW, force=True)

    assert "mentioned" not in mail_to(mailoutbox, manager_user).body
    assert "mentioned" not in mail_to(mailoutbox, admin_user).body


def test_mentions_stay_untold_when_the_e_mail_fails(manager_user, settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT, settings.EMAIL_TIMEOUT = "127.0.0.1", 9, 1  # nothing listens
    mention(CaseFactory(), manager_user)
    queued = daily_digests_queue(now=NOW)

    outcomes = [daily_digest_deliver(delivery_id=pk, attempt=5, now=NOW) for pk in queued.delivery_ids]

    assert {o.status for o in outcomes} == {"failed"}
    assert CommentMention.objects.get().notified_at is None


def test_a_client_never_hears_of_comments(mailoutbox, client_user, manager_user):
    case = CaseFactory(widget=client_user.company, bhruk_id="KIND79")
    mention(case, manager_user)
    UserFactory(role=Role.STAFF)

    daily_digests_send(now=NOW)

    assert "mentioned" not in mail_to(mailoutbox, client_user).body


def test_a_clients_list_of_changes_leaves_out_comment_events(client_user):
    case = CaseFactory(widget=client_user.company, bhruk_id="KIND80")
    AuditEvent.objects.create(
        case_id=case.pk, action="comment_add", changes={"commentId": 1}, created_at=NOW - timedelta(hours=1)
    )

    digest = selectors.client_digest(company=client_user.company, now=NOW)

    assert (digest["changed"], digest["changed_more"]) == ([], 0)
