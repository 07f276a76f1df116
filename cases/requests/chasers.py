"""The chasers: one e-mail a day at most to each client user, listing their company's open requests that are due a
reminder today (guide: workflow#requests-to-the-client).

A request is due a reminder for a user when it is new to them (made since their last chaser), when it is due in
REQUEST_CHASE_DAYS_BEFORE days, on its due date, and every REQUEST_CHASE_EVERY_WORKING_DAYS working days after it
(cases.requests.working_days), until it is received or cancelled. Requests on merged or cancelled cases are not
chased.

Never twice: each user's e-mail for a day is claimed first by inserting the ledger row (RequestChaserDelivery,
unique per user and day) as "sending"; only the run whose insert succeeds sends, then marks the row "sent". A send
that fails deletes the claim, so the next run tries again (notifications' DigestDelivery habit, without its queue:
these e-mails are few and short).
"""

import logging
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives, get_connection
from django.core.mail.backends.base import BaseEmailBackend
from django.db import IntegrityError, transaction
from django.db.models import Max
from django.template.loader import render_to_string
from django.utils import timezone

from accounts.models import User
from accounts.roles import Role
from cases.models import CaseRequest, RequestChaserDelivery
from cases.working_days import is_working_day, working_days_after

logger = logging.getLogger(__name__)

NEW, BEFORE, DUE, AFTER = "new", "before", "due", "after"


@dataclass
class ChaserRun:
    day: date
    sent: int = 0
    skipped: int = 0  # already e-mailed today (another run or worker)
    failed: int = 0
    reminders: int = 0
    failures: list[str] = field(default_factory=list)

    @property
    def message(self) -> str:
        return (
            f"Request chasers for {self.day.isoformat()}: {self.sent} sent, {self.skipped} already sent today, "
            f"{self.failed} failed ({self.reminders} reminders)."
        )


def reminder_kind(*, due_date: date, today: date) -> str | None:
    """The dated reminder (before, due, after) a request due on `due_date` gets today, if any."""
    if due_date - timedelta(days=settings.REQUEST_CHASE_DAYS_BEFORE) == today and today < due_date:
        return BEFORE
    if due_date == today:
        return DUE
    if today > due_date and is_working_day(today):
        every = max(1, settings.REQUEST_CHASE_EVERY_WORKING_DAYS)
        if working_days_after(due_date, today) % every == 0:
            return AFTER
    return None


def _open_requests() -> list[CaseRequest]:
    return list(
        CaseRequest.objects.filter(status=CaseRequest.Status.OPEN, case__is_merged=False, case__is_cancelled=False)
        .select_related("case")
        .order_by("due_date", "id")
    )


def _company_key(text: str | None) -> str:
    """Companies match as the case scoping does: the user's company stripped, both sides upper-cased."""
    return (text or "").strip().upper()


def _client_users() -> list[User]:
    return list(
        User.objects.filter(is_active=True, is_service_account=False, role=Role.CLIENT)
        .exclude(company="")
        .exclude(email="")
        .order_by("id")
    )


def _last_chasers() -> dict[int, datetime]:
    rows = RequestChaserDelivery.objects.values("user_id").annotate(last=Max("created_at"))
    return {row["user_id"]: row["last"] for row in rows}


def request_chasers_send(*, today: date | None = None) -> ChaserRun:
    """Send today's chasers (the worker's daily task and `manage.py send_request_chasers`)."""
    today = today or timezone.localdate()
    run = ChaserRun(day=today)
    by_company: dict[str, list[CaseRequest]] = defaultdict(list)
    dated: dict[int, str | None] = {}
    kinds: dict[date, str | None] = {}
    for request in _open_requests():
        by_company[_company_key(request.case.widget)].append(request)
        if request.due_date not in kinds:
            kinds[request.due_date] = reminder_kind(due_date=request.due_date, today=today)
        dated[request.pk] = kinds[request.due_date]
    if not by_company:
        return run
    # `last` before `already`: a claim another run makes between the two reads is then in `already` (skipped, counted)
    # rather than only in `last`, where it would make today's requests look chased and the user go uncounted.
    last = _last_chasers()
    already = set(RequestChaserDelivery.objects.filter(day=today).values_list("user_id", flat=True))
    # Opened once for the run: a connection the backend opens itself for one send is closed after it.
    connection = get_connection()
    connection.open()
    try:
        for user in _client_users():
            requests = by_company.get(_company_key(user.company), [])
            if not requests:
                continue
            if user.pk in already:
                run.skipped += 1
                continue
            since = last.get(user.pk)
            items = []
            for request in requests:
                kind = NEW if since is None or request.created_at > since else dated[request.pk]
                if kind:
                    items.append((kind, request))
            if items:
                _send(user=user, items=items, today=today, run=run, connection=connection)
    finally:
        connection.close()
    return run


def _claim(*, user: User, today: date, items: list[tuple[str, CaseRequest]]) -> RequestChaserDelivery | None:
    """The day's ledger row, inserted by this run, or None when another run holds it."""
    try:
        with transaction.atomic():
            return RequestChaserDelivery.objects.create(
                user=user, day=today, request_ids=[request.pk for _, request in items]
            )
    except IntegrityError:
        return None


def _send(
    *, user: User, items: list[tuple[str, CaseRequest]], today: date, run: ChaserRun, connection: BaseEmailBackend
) -> None:
    claim = _claim(user=user, today=today, items=items)
    if claim is None:
        run.skipped += 1
        return
    try:
        _message(user=user, items=items, today=today, connection=connection).send()
    except Exception as exc:  # noqa: BLE001 - any failure: free the claim so the next run tries again
        logger.warning("Request chaser to user %s not sent: %s", user.pk, exc)
        claim.delete()
        run.failed += 1
        run.failures.append(f"{user.email}: {exc}")
        return
    RequestChaserDelivery.objects.filter(pk=claim.pk).update(
        state=RequestChaserDelivery.State.SENT, sent_at=timezone.now()
    )
    run.sent += 1
    run.reminders += len(items)


def _when_text(kind: str, *, due: date, today: date) -> str:
    if kind == DUE or due == today:
        return "Due today"
    if due > today:
        days = (due - today).days
        return f"Due in {days} day{'s' if days != 1 else ''}"
    return "Overdue"


def _long_date(day: date) -> str:
    return f"{day.day} {day:%B %Y}"


def _message(
    *, user: User, items: list[tuple[str, CaseRequest]], today: date, connection: BaseEmailBackend
) -> EmailMultiAlternatives:
    lines: list[dict[str, Any]] = [
        {
            "new": kind == NEW,
            "title": request.title,
            "message": request.message,
            "case_label": request.case.bhruk_id or f"Case #{request.case_id}",
            "due": _long_date(request.due_date),
            "when": _when_text(kind, due=request.due_date, today=today),
            "rejection_reason": request.rejection_reason,
            "url": f"{settings.SITE_URL}/client/cases/{request.case_id}",
        }
        for kind, request in items
    ]
    count = len(lines)
    subject = f"Documents requested – {count} request{'s' if count != 1 else ''} – {_long_date(today)}"
    context = {
        "subject": subject,
        "date": _long_date(today),
        "recipient_name": user.first_name.strip() or user.email,
        "requests": lines,
        "portal_url": f"{settings.SITE_URL}/client",
    }
    message = EmailMultiAlternatives(
        subject=subject,
        body=render_to_string("emails/request_chaser.txt", context),
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[user.email],
        connection=connection,
    )
    message.attach_alternative(render_to_string("emails/request_chaser.html", context), "text/html")
    return message
