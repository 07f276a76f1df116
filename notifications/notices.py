"""Writes of the notification centre: making notices (one, or many in one INSERT), the daily due and overdue
notices, and marking notices read.

A notice's text names who acted and the case by its BHR UK ID (else "Case 42") and company, never the client's data
(cases.privacy.registry says so). Notices made for a change are written in the change's transaction (the receivers
of cases.events run inside it), so they are kept or rolled back with it; no e-mail is sent from here (the daily
digest tells of them, notifications.services).
"""

from collections.abc import Iterable, Sequence
from datetime import date

from django.utils import timezone

from accounts.models import User
from cases.assignees import ASSIGNABLE_ROLES
from cases.models import Case
from cases.rules import Status
from cases.turnaround.states import due_or_overdue_q
from cases.working_days import london_today
from notifications import formatting
from notifications.models import Notification

Kind = Notification.Kind
TEXT_MAX = 300
# Keys looked up per query when the daily run checks which due notices exist already.
KEY_CHUNK = 500


def case_reference(case: Case) -> str:
    """KIND123 (Kind): the case's BHR UK ID (else "Case 42") and its company; nothing of the client's person."""
    label = case.bhruk_id or f"Case {case.pk}"
    company = (case.widget or "").strip()
    return f"{label} ({company})" if company else label


def _clip(text: str) -> str:
    return text if len(text) <= TEXT_MAX else text[: TEXT_MAX - 1] + "…"


def notice(*, user_id: int, kind: str, text: str, case_id: int | None = None, key: str | None = None) -> Notification:
    """An unsaved notice (for notifications_create)."""
    return Notification(
        user_id=user_id, kind=kind, text=_clip(text), case_id=case_id, key=key, created_at=timezone.now()
    )


def notification_create(*, user_id: int, kind: str, text: str, case_id: int | None = None) -> Notification:
    """Make one notice (keyed ones, told once only, go through notifications_create)."""
    return Notification.objects.create(user_id=user_id, kind=kind, text=_clip(text), case_id=case_id)


def notifications_create(*, notices: Sequence[Notification]) -> list[Notification]:
    """Make many notices in few INSERTs. A keyed notice the user has already is skipped by the database (the unique
    (user, key) constraint, so two runs racing cannot both make it)."""
    if not notices:
        return []
    keyed = any(n.key for n in notices)
    return Notification.objects.bulk_create(notices, batch_size=500, ignore_conflicts=keyed)


# --- What makes a notice (connected to cases.events in NotificationsConfig.ready) ----------------------------------


def on_case_assigned(*, actor: User, assignee_id: int, cases: Sequence[Case], **_signal) -> None:
    who = actor.full_name
    notifications_create(
        notices=[
            notice(
                user_id=assignee_id,
                kind=Kind.ASSIGNED,
                text=f"{who} assigned {case_reference(c)} to you.",
                case_id=c.pk,
            )
            for c in cases
        ]
    )


def on_comment_mentioned(*, actor: User, case: Case, user_ids: Sequence[int], **_signal) -> None:
    text = f"{actor.full_name} mentioned you in a comment on {case_reference(case)}."
    notifications_create(
        notices=[notice(user_id=pk, kind=Kind.MENTIONED, text=text, case_id=case.pk) for pk in user_ids]
    )


def on_request_answered(*, case: Case, **_signal) -> None:
    if case.assignee_id is None:
        return
    text = f"A client answered a request on {case_reference(case)}."
    notification_create(user_id=case.assignee_id, kind=Kind.REQUEST_ANSWERED, text=text, case_id=case.pk)


def on_personal_data_erased(*, case_ids: Iterable[int], **_signal) -> None:
    """An erasure leaves no notice of the erased cases behind (their texts hold none of the person's data; the
    notices go all the same, as the cases' comments and requests do)."""
    Notification.objects.filter(case_id__in=list(case_ids)).delete()


# --- Due soon and overdue ------------------------------------------------------------------------------------------


def due_key(kind: str, case_id: int, due: date) -> str:
    """One notice per case, state and clock: a clock started again (a new due date) may tell again."""
    return f"{kind}:{case_id}:{due.isoformat()}"


def _due_text(kind: str, reference: str, due: date, today: date) -> str:
    if kind == Kind.OVERDUE:
        return f"{reference} is overdue: it was due on {formatting.short_date(due)}."
    when = "today" if due == today else f"on {formatting.short_date(due)}"
    return f"{reference} is due {when}."


def turnaround_notices_create(*, today: date | None = None) -> int:
    """Tell each assignee of their cases whose running turnaround clock is overdue (due before today) or due soon
    (due today to two working days ahead): at most one notice per case and state per clock. The daily run
    (`manage.py notify_turnaround`, the task, and the daily digest's run before its e-mails); returns how many
    notices it made. Set-based: one query for the cases, one per KEY_CHUNK keys for the notices made already, and
    the INSERTs."""
    today = today or london_today()
    rows = (
        Case.objects.filter(due_or_overdue_q(today=today))
        .filter(is_cancelled=False, is_merged=False, assignee__is_active=True, assignee__role__in=ASSIGNABLE_ROLES)
        .exclude(current_status=Status.SENT)
        .order_by("turnaround_due", "id")
        .only("id", "bhruk_id", "widget", "assignee_id", "turnaround_due")
    )
    wanted: dict[tuple[int, str], Notification] = {}
    for case in rows:
        due = case.turnaround_due
        assert due is not None and case.assignee_id is not None  # noqa: S101 - both filtered on above
        kind = Kind.OVERDUE if due < today else Kind.DUE_SOON
        key = due_key(kind, case.pk, due)
        text = _due_text(kind, case_reference(case), due, today)
        wanted[(case.assignee_id, key)] = notice(
            user_id=case.assignee_id, kind=kind, text=text, case_id=case.pk, key=key
        )
    if not wanted:
        return 0
    keys = sorted({key for _, key in wanted})
    have: set[tuple[int, str]] = set()
    for start in range(0, len(keys), KEY_CHUNK):
        chunk = keys[start : start + KEY_CHUNK]
        have.update(
            (user_id, key or "")
            for user_id, key in Notification.objects.filter(key__in=chunk).values_list("user_id", "key")
        )
    fresh = [n for pair, n in wanted.items() if pair not in have]
    notifications_create(notices=fresh)
    return len(fresh)


# --- Reading ---------------------------------------------------------------------------------------------------


def notifications_mark_read(*, user: User, ids: Sequence[int] | None = None, every: bool = False) -> int:
    """Mark the user's notices read (these ids, or all); ids of other users' notices are ignored. The unread count
    after."""
    unread = Notification.objects.filter(user=user, read_at__isnull=True)
    if every:
        unread.update(read_at=timezone.now())
    elif ids:
        unread.filter(id__in=list(ids)).update(read_at=timezone.now())
    return Notification.objects.filter(user=user, read_at__isnull=True).count()
