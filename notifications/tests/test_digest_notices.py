"""The staff digest's own part: the recipient's cases overdue or due soon, their notices of the kinds they get by
e-mail (each told once), and their mentions only when they get mention notices by e-mail. The run makes the day's
due notices first."""

from datetime import date, timedelta

import pytest

from accounts.roles import Role
from accounts.tests.factories import UserFactory
from cases.models import CaseComment, CommentMention, TurnaroundPhase
from cases.tests.factories import CaseFactory
from notifications.models import Notification, NotificationPreference
from notifications.services import daily_digest_deliver, daily_digests_queue, daily_digests_send
from notifications.tests.data import NOW

pytestmark = pytest.mark.django_db

TODAY = date(2026, 11, 21)  # NOW's date: a Saturday, so due soon runs to Tuesday 24 November


def mail_to(outbox, user):
    return next(m for m in outbox if m.to == [user.email])


def clock(due: date, assignee, **fields):
    return CaseFactory(turnaround_phase=TurnaroundPhase.RUNNING, turnaround_due=due, assignee=assignee, **fields)


def notice(user, kind="assigned", text="Max Manager assigned KIND5 (Kind) to you.", case=None):
    return Notification.objects.create(user=user, kind=kind, text=text, case=case)


def test_the_recipients_cases_overdue_or_due_soon_are_listed_soonest_first(mailoutbox, staff_user, manager_user):
    second = clock(date(2026, 11, 24), staff_user, bhruk_id="KIND2", widget="Kind", client_name="Bea Due")
    first = clock(date(2026, 11, 19), staff_user, bhruk_id="KIND1", widget="Kind", client_name="Al Late")
    clock(date(2026, 11, 25), staff_user, bhruk_id="KIND3")  # on track
    clock(date(2026, 11, 19), manager_user, bhruk_id="KIND4")  # someone else's

    daily_digests_send(now=NOW)

    text = mail_to(mailoutbox, staff_user).body
    section = text[text.index("Your cases overdue or due soon") :].split("\n\n")[0]
    assert section.splitlines() == [
        "Your cases overdue or due soon (2)",
        "- KIND1 | Kind | Al Late | Overdue, due 19 Nov 2026",
        f"  http://127.0.0.1:8000/cases/{first.pk}",
        "- KIND2 | Kind | Bea Due | Due soon, due 24 Nov 2026",
        f"  http://127.0.0.1:8000/cases/{second.pk}",
    ]
    assert "Your cases overdue or due soon (1)" in mail_to(mailoutbox, manager_user).body
    html = mail_to(mailoutbox, staff_user).alternatives[0][0]
    assert "Your cases overdue or due soon (2)" in html and "<td>Overdue</td>" in html


def test_the_run_makes_the_days_due_notices_first_and_tells_them_by_the_section(mailoutbox, staff_user):
    clock(date(2026, 11, 19), staff_user, bhruk_id="KIND1")

    daily_digests_send(now=NOW)

    made = Notification.objects.get()
    assert (made.user_id, made.kind, made.key) == (staff_user.pk, "overdue", f"overdue:{made.case_id}:2026-11-19")
    assert made.emailed_at is not None  # told by the due section
    assert "Your notifications" not in mail_to(mailoutbox, staff_user).body


def test_notices_are_listed_once_then_marked_e_mailed(mailoutbox, staff_user, manager_user):
    case = CaseFactory(bhruk_id="KIND5", widget="Kind")
    notice(staff_user, case=case)
    notice(staff_user, kind="request_answered", text="A client answered a request on KIND5 (Kind).", case=case)
    notice(manager_user, text="Not for Sam")

    daily_digests_send(now=NOW)

    text = mail_to(mailoutbox, staff_user).body
    assert "Your notifications (2)\n" in text
    assert "- A client answered a request on KIND5 (Kind). (" in text
    assert "- Max Manager assigned KIND5 (Kind) to you. (" in text
    assert f"  http://127.0.0.1:8000/cases/{case.pk}" in text
    assert "Not for Sam" not in text
    assert not Notification.objects.filter(emailed_at__isnull=True).exists()

    mailoutbox.clear()
    daily_digests_send(now=NOW, force=True)
    assert "Your notifications" not in mail_to(mailoutbox, staff_user).body


def test_in_app_kinds_are_left_out_of_the_e_mail_and_never_marked(mailoutbox, staff_user):
    NotificationPreference.objects.create(user=staff_user, kind="assigned", email=False)
    shown = notice(staff_user, kind="request_answered", text="A client answered a request on KIND5 (Kind).")
    hidden = notice(staff_user)

    daily_digests_send(now=NOW)

    text = mail_to(mailoutbox, staff_user).body
    assert "Your notifications (1)" in text and "assigned KIND5" not in text
    shown.refresh_from_db()
    hidden.refresh_from_db()
    assert shown.emailed_at is not None and hidden.emailed_at is None


def test_mentions_are_e_mailed_only_to_those_who_want_mention_e_mails(mailoutbox, staff_user, manager_user):
    NotificationPreference.objects.create(user=staff_user, kind="mentioned", email=False)
    comment = CaseComment.objects.create(case=CaseFactory(bhruk_id="KIND6"), body="Look")
    CommentMention.objects.create(comment=comment, user=staff_user)
    CommentMention.objects.create(comment=comment, user=manager_user)

    daily_digests_send(now=NOW)

    assert "mentioned" not in mail_to(mailoutbox, staff_user).body
    assert "You were mentioned on 1 case" in mail_to(mailoutbox, manager_user).body
    # Told either way (in the app, or here): a later switch to e-mail does not bring old mentions back.
    assert not CommentMention.objects.filter(notified_at__isnull=True).exists()


def test_a_client_update_holds_no_notices_or_due_cases(mailoutbox, client_user, staff_user):
    clock(date(2026, 11, 19), staff_user, widget=client_user.company, bhruk_id="KIND7")
    notice(staff_user)

    daily_digests_send(now=NOW)

    text = mail_to(mailoutbox, client_user).body
    assert "overdue" not in text.lower() and "notifications" not in text.lower() and "Sam Staff" not in text


def test_a_staff_digest_costs_the_same_few_queries_whatever_the_recipient_holds(
    staff_user, django_assert_max_num_queries
):
    def deliver() -> int:
        queued = daily_digests_queue(now=NOW, force=True)
        (delivery_id,) = queued.delivery_ids
        with django_assert_max_num_queries(40) as counted:
            daily_digest_deliver(delivery_id=delivery_id, now=NOW)
        return len(counted)

    clock(date(2026, 11, 19), staff_user)
    notice(staff_user)
    few = deliver()
    for i in range(60):
        clock(date(2026, 11, 19) - timedelta(days=i), staff_user)
        notice(staff_user)
    assert deliver() <= few + 1  # past LIST_LIMIT due cases, their count


def test_only_active_staff_side_users_get_the_part(staff_user):
    UserFactory(role=Role.STAFF, is_active=False)
    assert daily_digests_queue(now=NOW).queued == 1
