"""Sending the daily e-mails: once per recipient per Europe/London day, one SMTP connection per run,
and a failure for one recipient recorded without stopping the others."""

import logging
import smtplib
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.conf import settings
from django.core.mail import EmailMultiAlternatives, get_connection
from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.template.loader import render_to_string
from django.utils import timezone

from accounts.roles import Role
from notifications import formatting, selectors
from notifications.models import DigestDelivery

logger = logging.getLogger(__name__)

STAFF_ROLES = {Role.ADMIN, Role.MANAGER, Role.STAFF}
# A claim left in "sending" by a run that died is taken over by a later run after this long.
STALE_CLAIM = timedelta(minutes=15)
# SMTP answers after which the connection is still usable for the next recipient.
_RECOVERABLE = (smtplib.SMTPRecipientsRefused, smtplib.SMTPSenderRefused, smtplib.SMTPDataError)


@dataclass
class DigestRunResult:
    sent: int = 0
    skipped: int = 0
    failed: int = 0
    failures: list[dict] = field(default_factory=list)

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


def daily_digests_send(*, force: bool = False, now: datetime | None = None) -> DigestRunResult:
    """Send today's digest to every active staff-side user and client update to every active client.

    A recipient already sent today is skipped unless `force`; a recipient whose last attempt failed is
    retried. Clients without a company are skipped. The staff digest is built once per run and each
    company's update once per company, so the number of queries does not grow with the number of cases.
    """
    now = now or timezone.now()
    digest_date = formatting.local_date(now)
    result = DigestRunResult()
    deliveries = selectors.deliveries_for_day(digest_date=digest_date)
    staff_digest: dict | None = None
    client_digests: dict[str, dict] = {}

    connection = get_connection(fail_silently=False)
    _open(connection)
    try:
        for user in selectors.digest_recipients():
            is_staff = user.effective_role in STAFF_ROLES
            company = (user.company or "").strip()
            if not is_staff and not company:
                result.skipped += 1
                continue
            kind = DigestDelivery.Kind.STAFF if is_staff else DigestDelivery.Kind.CLIENT
            delivery = _claim(
                user=user, kind=kind, digest_date=digest_date, existing=deliveries.get(user.pk), force=force, now=now
            )
            if delivery is None:
                result.skipped += 1
                continue
            try:
                if is_staff:
                    staff_digest = staff_digest or selectors.staff_digest(now=now)
                    message = _staff_message(user=user, digest=staff_digest, connection=connection)
                else:
                    key = company.lower()
                    if key not in client_digests:
                        client_digests[key] = selectors.client_digest(company=company, now=now)
                    message = _client_message(user=user, digest=client_digests[key], connection=connection)
                message.send(fail_silently=False)
            except Exception as exc:  # noqa: BLE001 - any failure is this recipient's, never the run's
                logger.warning("Daily digest to %s failed: %s", user.email, exc)
                _mark_failed(delivery=delivery, error=_describe(exc))
                result.failed += 1
                result.failures.append({"email": user.email, "error": _describe(exc)})
                if not isinstance(exc, _RECOVERABLE):
                    _reopen(connection)
            else:
                _mark_sent(delivery=delivery)
                result.sent += 1
    finally:
        _close(connection)
    return result


def _claim(*, user, kind: str, digest_date, existing: DigestDelivery | None, force: bool, now: datetime):
    """Take this recipient's row for today, or None when it is not ours to send (sent already, or in flight)."""
    if existing is None:
        try:
            with transaction.atomic():
                return DigestDelivery.objects.create(
                    user=user, digest_date=digest_date, kind=kind, email=user.email, attempted_at=timezone.now()
                )
        except IntegrityError:
            return None  # another run claimed it a moment ago
    if existing.status == DigestDelivery.Status.SENT and not force:
        return None
    claimable = Q(status=DigestDelivery.Status.FAILED) | Q(
        status=DigestDelivery.Status.SENDING, attempted_at__lt=timezone.now() - STALE_CLAIM
    )
    if force:
        claimable |= Q(status=DigestDelivery.Status.SENT)
    # A conditional UPDATE, so two runs cannot both take the same row.
    taken = DigestDelivery.objects.filter(claimable, pk=existing.pk).update(
        status=DigestDelivery.Status.SENDING,
        kind=kind,
        email=user.email,
        attempts=F("attempts") + 1,
        attempted_at=timezone.now(),
    )
    return existing if taken else None


def _mark_sent(*, delivery: DigestDelivery) -> None:
    DigestDelivery.objects.filter(pk=delivery.pk).update(
        status=DigestDelivery.Status.SENT, sent_at=timezone.now(), error=""
    )


def _mark_failed(*, delivery: DigestDelivery, error: str) -> None:
    DigestDelivery.objects.filter(pk=delivery.pk).update(status=DigestDelivery.Status.FAILED, error=error[:2000])


def _describe(exc: Exception) -> str:
    if isinstance(exc, smtplib.SMTPRecipientsRefused):
        refusals = "; ".join(f"{addr}: {code} {_text(msg)}" for addr, (code, msg) in sorted(exc.recipients.items()))
        return f"Recipient refused by the mail server ({refusals})"
    return f"{type(exc).__name__}: {exc}"


def _text(value) -> str:
    return value.decode(errors="replace") if isinstance(value, bytes) else str(value)


def _open(connection) -> None:
    """Open the run's one connection; if the server is down, each send tries again and fails on its own."""
    try:
        connection.open()
    except Exception as exc:  # noqa: BLE001
        logger.warning("Could not open the mail connection: %s", exc)


def _close(connection) -> None:
    try:
        connection.close()
    except Exception as exc:  # noqa: BLE001
        logger.warning("Could not close the mail connection cleanly: %s", exc)


def _reopen(connection) -> None:
    """After an error that may have broken the session, start a fresh one for the next recipient."""
    _close(connection)
    _open(connection)


def _greeting_name(user) -> str:
    return user.first_name.strip() or user.email


def _message(*, user, subject: str, template: str, context: dict, connection) -> EmailMultiAlternatives:
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


def _staff_message(*, user, digest: dict, connection) -> EmailMultiAlternatives:
    subject = f"Casebook daily digest – {digest['date']}"
    return _message(user=user, subject=subject, template="daily_staff", context=digest, connection=connection)


def _client_message(*, user, digest: dict, connection) -> EmailMultiAlternatives:
    subject = f"Your cases – daily update – {digest['date']}"
    return _message(user=user, subject=subject, template="daily_client", context=digest, connection=connection)
