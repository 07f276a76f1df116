"""The daily e-mails: once per recipient per Europe/London day, each recipient's e-mail its own job.

`daily_digests_enqueue` (notifications/dispatch.py; the API and the command) claims today's ledger row
of every recipient as "queued" and enqueues one job per row; the job (notifications/tasks.py) calls
`daily_digest_deliver`, which takes the row ("sending"), sends, and marks it "sent", or puts it back as
"queued" for a retry with backoff when the mail server failed for a reason that may pass, or "failed" when
it will not.
`daily_digests_send` runs the same steps in this process over one SMTP connection (`--wait`).

Never twice: only the one caller whose conditional UPDATE moves a row from "queued" to "sending" may
send it. A row left "sending" by a worker that was killed mid-send may or may not have reached the
mail server, so it is not sent again by itself: a later run marks it "uncertain" for a person to decide
(`--force` sends it again).
"""

import logging
import smtplib
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives, get_connection
from django.core.mail.backends.base import BaseEmailBackend
from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.template.loader import render_to_string
from django.utils import timezone

from accounts.models import User
from accounts.roles import Role
from cases.models import CommentMention
from notifications import formatting, notices, preferences, selectors
from notifications.models import DigestDelivery, Notification

logger = logging.getLogger(__name__)

STAFF_ROLES = {Role.ADMIN, Role.MANAGER, Role.STAFF}
# A row still "sending" after this long was left by a worker that died (a send takes seconds), and a
# row still "queued" after this long has lost its job (the retries' backoff adds up to ~8 minutes).
STALE_CLAIM = timedelta(minutes=15)
# Attempts per recipient per run, the first included; the waits between them double from the base.
MAX_ATTEMPTS = 5
RETRY_BASE_DELAY = timedelta(seconds=30)
# SMTP answers after which the connection is still usable for the next recipient.
_RECOVERABLE = (smtplib.SMTPRecipientsRefused, smtplib.SMTPSenderRefused, smtplib.SMTPDataError)
Status = DigestDelivery.Status


@dataclass
class DigestQueueResult:
    queued: int = 0
    skipped: int = 0
    delivery_ids: list[int] = field(default_factory=list)

    @property
    def message(self) -> str:
        return f"Daily email notifications queued: {self.queued} queued, {self.skipped} skipped."


@dataclass
class DigestRunResult:
    sent: int = 0
    skipped: int = 0
    failed: int = 0
    failures: list[dict[str, Any]] = field(default_factory=list)

    @property
    def all_failed(self) -> bool:
        """Nothing went out and something should have: the run as a whole did not work."""
        return self.failed > 0 and self.sent == 0

    @property
    def message(self) -> str:
        counts = f"{self.sent} sent, {self.skipped} skipped, {self.failed} failed."
        if self.all_failed:
            return f"Failed to send daily email notifications: {counts}"
        return f"Daily email notifications sent: {counts}"


@dataclass
class Told:
    """What a staff digest told its recipient of, to mark once it has gone: comment mentions and notices."""

    mention_ids: list[int] = field(default_factory=list)
    notice_ids: list[int] = field(default_factory=list)


@dataclass
class DeliveryOutcome:
    status: str  # "sent", "retry", "failed" or "skipped" (not ours to send)
    email: str = ""
    error: str = ""


def retry_delay(attempt: int) -> timedelta:
    """How long to wait after failed attempt number `attempt`: 30 s, 1 min, 2 min, 4 min."""
    delay: timedelta = RETRY_BASE_DELAY * 2 ** (attempt - 1)
    return delay


def daily_digests_queue(*, force: bool = False, now: datetime | None = None) -> DigestQueueResult:
    """Claim today's row of every recipient who should get an e-mail now, as "queued".

    Active staff-side users get the staff digest and active clients with a company their client update.
    Skipped: clients without a company, recipients sent today (unless `force`), rows already queued or
    being sent, and rows left "sending" by a worker that died (marked "uncertain"; `force` re-queues them).
    """
    now = now or timezone.now()
    digest_date = formatting.local_date(now)
    # The day's due and overdue notices first, so today's e-mails count them as told.
    notices.turnaround_notices_create(today=digest_date)
    result = DigestQueueResult()
    deliveries = selectors.deliveries_for_day(digest_date=digest_date)
    for user in selectors.digest_recipients():
        is_staff = user.effective_role in STAFF_ROLES
        if not is_staff and not (user.company or "").strip():
            result.skipped += 1
            continue
        kind = DigestDelivery.Kind.STAFF if is_staff else DigestDelivery.Kind.CLIENT
        delivery_id = _queue(
            user=user, kind=kind, digest_date=digest_date, existing=deliveries.get(user.pk), force=force
        )
        if delivery_id is None:
            result.skipped += 1
        else:
            result.queued += 1
            result.delivery_ids.append(delivery_id)
    return result


def daily_digests_preview(*, now: datetime | None = None) -> DigestQueueResult:
    """What "Send Daily Emails" would do now, without queueing anything: how many recipients it would queue
    and how many it would skip (the confirm dialog's numbers). Mirrors daily_digests_queue without force."""
    now = now or timezone.now()
    deliveries = selectors.deliveries_for_day(digest_date=formatting.local_date(now))
    result = DigestQueueResult()
    for user in selectors.digest_recipients():
        eligible = user.effective_role in STAFF_ROLES or bool((user.company or "").strip())
        existing = deliveries.get(user.pk)
        if eligible and (existing is None or _queueable(existing, now=now)):
            result.queued += 1
        else:
            result.skipped += 1
    return result


def _queueable(delivery: DigestDelivery, *, now: datetime) -> bool:
    """Without force, today's row is queued again only after a failure or a lost job (see _queue)."""
    stale = delivery.attempted_at is not None and delivery.attempted_at < now - STALE_CLAIM
    return delivery.status == Status.FAILED or (delivery.status == Status.QUEUED and stale)


def daily_digests_send(*, force: bool = False, now: datetime | None = None) -> DigestRunResult:
    """Queue today's e-mails and send them here and now over one SMTP connection, one attempt each.

    A failure for one recipient is recorded ("failed": the next run tries again) without stopping the
    others. The staff digest is built once per run and each company's update once per company.
    """
    now = now or timezone.now()
    queued = daily_digests_queue(force=force, now=now)
    result = DigestRunResult(skipped=queued.skipped)
    digests: dict[str, dict[str, Any]] = {}
    connection = get_connection(fail_silently=False)
    _open(connection)
    try:
        for delivery_id in queued.delivery_ids:
            outcome = daily_digest_deliver(
                delivery_id=delivery_id, attempt=MAX_ATTEMPTS, now=now, connection=connection, digests=digests
            )
            if outcome.status == "sent":
                result.sent += 1
            elif outcome.status == "skipped":
                result.skipped += 1
            else:
                result.failed += 1
                result.failures.append({"email": outcome.email, "error": outcome.error})
    finally:
        _close(connection)
    return result


def daily_digest_deliver(
    *,
    delivery_id: int,
    attempt: int = 1,
    now: datetime | None = None,
    connection: BaseEmailBackend | None = None,
    digests: dict[str, dict[str, Any]] | None = None,
) -> DeliveryOutcome:
    """Send one queued row's e-mail, if this caller wins it; `attempt` of MAX_ATTEMPTS decides on a retry."""
    taken = DigestDelivery.objects.filter(pk=delivery_id, status=Status.QUEUED).update(
        status=Status.SENDING, attempts=F("attempts") + 1, attempted_at=timezone.now()
    )
    if not taken:
        return DeliveryOutcome(status="skipped")  # sent, in flight or dealt with by another job
    delivery = DigestDelivery.objects.select_related("user").get(pk=delivery_id)
    user = delivery.user
    if not user.is_active or not user.email:
        _mark(delivery, Status.FAILED, error="The user was deactivated or lost their e-mail address before sending.")
        return DeliveryOutcome(status="failed", email=delivery.email, error="No longer a recipient.")
    try:
        message, told = _digest_message(user=user, now=now or timezone.now(), connection=connection, digests=digests)
        message.send(fail_silently=False)
    except Exception as exc:  # noqa: BLE001 - any failure is this recipient's, never the run's
        error = _describe(exc)
        logger.warning("Daily digest to %s failed (attempt %s): %s", user.email, attempt, error)
        if connection is not None and not isinstance(exc, _RECOVERABLE):
            _reopen(connection)
        if attempt < MAX_ATTEMPTS and _may_pass(exc):
            _mark(delivery, Status.QUEUED, error=error)
            return DeliveryOutcome(status="retry", email=user.email, error=error)
        _mark(delivery, Status.FAILED, error=error)
        return DeliveryOutcome(status="failed", email=user.email, error=error)
    sent_at = timezone.now()
    DigestDelivery.objects.filter(pk=delivery.pk).update(status=Status.SENT, sent_at=sent_at, error="")
    if told.mention_ids:
        # Told: the next digest does not repeat them (a mention added meanwhile is not among these ids).
        CommentMention.objects.filter(pk__in=told.mention_ids, notified_at__isnull=True).update(notified_at=sent_at)
    if told.notice_ids:
        Notification.objects.filter(pk__in=told.notice_ids, emailed_at__isnull=True).update(emailed_at=sent_at)
    return DeliveryOutcome(status="sent", email=user.email)


def _queue(*, user: User, kind: str, digest_date: date, existing: DigestDelivery | None, force: bool) -> int | None:
    """Today's row for this recipient, now "queued" by us; None when it is not ours to queue."""
    if existing is None:
        try:
            with transaction.atomic():
                return DigestDelivery.objects.create(
                    user=user,
                    digest_date=digest_date,
                    kind=kind,
                    email=user.email,
                    status=Status.QUEUED,
                    attempts=0,
                    attempted_at=timezone.now(),
                ).pk
        except IntegrityError:
            return None  # another run queued it a moment ago
    stale = Q(attempted_at__lt=timezone.now() - STALE_CLAIM)
    if not force:
        # Left "sending" by a worker that died: it may have gone out, so it is not sent again by itself.
        DigestDelivery.objects.filter(stale, pk=existing.pk, status=Status.SENDING).update(
            status=Status.UNCERTAIN,
            error="The worker stopped while sending; the e-mail may or may not have gone out. Not sent again.",
        )
    queueable = Q(status=Status.FAILED) | (Q(status=Status.QUEUED) & stale)
    if force:
        queueable |= Q(status__in=[Status.SENT, Status.UNCERTAIN]) | (Q(status=Status.SENDING) & stale)
    # A conditional UPDATE, so two runs cannot both queue the same row.
    taken = DigestDelivery.objects.filter(queueable, pk=existing.pk).update(
        status=Status.QUEUED, kind=kind, email=user.email, attempted_at=timezone.now()
    )
    return existing.pk if taken else None


def _mark(delivery: DigestDelivery, status: str, *, error: str) -> None:
    DigestDelivery.objects.filter(pk=delivery.pk).update(status=status, error=error[:2000], attempted_at=timezone.now())


def _may_pass(exc: Exception) -> bool:
    """Worth trying again later: the server could not be reached, or answered 4xx (try later).

    A 5xx answer (unknown mailbox, refused sender) or an error of ours would fail the same way again.
    """
    if isinstance(exc, smtplib.SMTPRecipientsRefused):
        return all(400 <= code < 500 for code, _ in exc.recipients.values())
    if isinstance(exc, smtplib.SMTPResponseException):
        return 400 <= exc.smtp_code < 500
    return isinstance(exc, OSError)  # includes SMTPServerDisconnected, refused connections, timeouts


def _digest_message(
    *, user: User, now: datetime, connection: BaseEmailBackend | None, digests: dict[str, dict[str, Any]] | None
) -> tuple[EmailMultiAlternatives, Told]:
    """The recipient's e-mail, and what it tells them of (staff only): the book's digest, then their own part (their
    mentions, their cases due soon or overdue, their notices of the kinds they get by e-mail)."""
    digests = {} if digests is None else digests
    if user.effective_role in STAFF_ROLES:
        if "staff" not in digests:
            digests["staff"] = selectors.staff_digest(now=now)
        return _staff_digest_message(user=user, now=now, book=digests["staff"], connection=connection)
    company = (user.company or "").strip()
    key = f"client:{company.lower()}"
    if key not in digests:
        digests[key] = selectors.client_digest(company=company, now=now)
    return _client_message(user=user, digest=digests[key], connection=connection), Told()


def _staff_digest_message(
    *, user: User, now: datetime, book: dict[str, Any], connection: BaseEmailBackend | None
) -> tuple[EmailMultiAlternatives, Told]:
    """Four queries of the user's own: their preferences, mentions, cases due and notices.

    Mentions are listed only for users who get mention notices by e-mail, but marked told for everyone: the others
    had their notice in the app. A notice is marked e-mailed when its kind is e-mailed (listed here, or told by the
    mentions or due sections); in-app-only kinds are never marked."""
    kinds = preferences.emailed_kinds(user_id=user.pk)
    mentions = selectors.mentions_pending(user_id=user.pk)
    shown = mentions if Notification.Kind.MENTIONED in kinds else {**mentions, "count": 0, "cases": [], "more": 0}
    pending = selectors.notices_pending(user_id=user.pk, kinds=kinds)
    due = selectors.assigned_due(user_id=user.pk, today=formatting.local_date(now))
    digest = {**book, "mentions": shown, "due_cases": due, "notices": pending}
    told = Told(mention_ids=mentions["ids"], notice_ids=pending["ids"])
    return _staff_message(user=user, digest=digest, connection=connection), told


def _describe(exc: Exception) -> str:
    if isinstance(exc, smtplib.SMTPRecipientsRefused):
        refusals = "; ".join(f"{addr}: {code} {_text(msg)}" for addr, (code, msg) in sorted(exc.recipients.items()))
        return f"Recipient refused by the mail server ({refusals})"
    return f"{type(exc).__name__}: {exc}"


def _text(value: object) -> str:
    return value.decode(errors="replace") if isinstance(value, bytes) else str(value)


def _open(connection: BaseEmailBackend) -> None:
    """Open the run's one connection; if the server is down, each send tries again and fails on its own."""
    try:
        connection.open()
    except Exception as exc:  # noqa: BLE001
        logger.warning("Could not open the mail connection: %s", exc)


def _close(connection: BaseEmailBackend) -> None:
    try:
        connection.close()
    except Exception as exc:  # noqa: BLE001
        logger.warning("Could not close the mail connection cleanly: %s", exc)


def _reopen(connection: BaseEmailBackend) -> None:
    """After an error that may have broken the session, start a fresh one for the next recipient."""
    _close(connection)
    _open(connection)


def _greeting_name(user: User) -> str:
    return user.first_name.strip() or user.email


def _message(
    *, user: User, subject: str, template: str, context: dict[str, Any], connection: BaseEmailBackend | None
) -> EmailMultiAlternatives:
    context = {**context, "recipient_name": _greeting_name(user), "subject": subject}
    message = EmailMultiAlternatives(
        subject=subject,
        body=render_to_string(f"emails/{template}.txt", context),
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[user.email],
        connection=connection,
    )
    message.attach_alternative(render_to_string(f"emails/{template}.html", context), "text/html")
    return message


def _staff_message(
    *, user: User, digest: dict[str, Any], connection: BaseEmailBackend | None
) -> EmailMultiAlternatives:
    subject = f"Casebook daily digest – {digest['date']}"
    return _message(user=user, subject=subject, template="daily_staff", context=digest, connection=connection)


def _client_message(
    *, user: User, digest: dict[str, Any], connection: BaseEmailBackend | None
) -> EmailMultiAlternatives:
    subject = f"Your cases – daily update – {digest['date']}"
    return _message(user=user, subject=subject, template="daily_client", context=digest, connection=connection)
