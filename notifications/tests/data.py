"""Test data for the digests: a small book of cases dated relative to a fixed "now"."""

from datetime import date, datetime, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

from cases.models import AuditEvent
from cases.rules import MiType, OnHoldReason, Status
from cases.tests.factories import CaseFactory

NOW = datetime(2026, 11, 21, 9, 30, tzinfo=ZoneInfo("Europe/London"))


def make_book() -> dict:
    """One case per digest list, plus cases every list must leave out. Acme Ltd is the client's company."""

    def case(days_old: int, **fields):
        return CaseFactory(created_at=NOW - timedelta(days=days_old), **fields)

    return {
        "oldest_need": case(12, widget="Acme Ltd", client_name="Alice Oldest", kam_id="7001", bhruk_id="2001"),
        "newer_need": case(
            3,
            widget="Globex Plc",
            client_name="Bob Newer",
            kam_id="",
            bhruk_id="2002",
            current_status=Status.NEED_INSTRUCTIONS_HIRE,
        ),
        "on_hold": case(
            5,
            widget="acme ltd",
            client_name="Hana Hold",
            kam_id="7003",
            bhruk_id="2003",
            instructed=True,
            current_status=Status.ON_HOLD,
            on_hold_reason=OnHoldReason.NEED_PDF,
        ),
        "in_production": case(
            4, widget="Acme Ltd", client_name="Ivan Production", instructed=True, current_status=Status.IN_PRODUCTION
        ),
        "sent_not_invoiced": case(
            20,
            widget="Globex Plc",
            client_name="Sid Sent",
            kam_id="7005",
            bhruk_id="2005",
            instructed=True,
            current_status=Status.SENT,
            mi_type=MiType.DEFICIT,
            mi_amount=Decimal("-1234.50"),
        ),
        "sent_not_locked": case(
            30,
            widget="Acme Ltd",
            client_name="Ines Invoiced",
            kam_id="7006",
            bhruk_id="2006",
            instructed=True,
            current_status=Status.SENT,
            invoiced=True,
            invoice_date=date(2026, 11, 2),
            mi_type=MiType.SURPLUS,
            mi_amount=Decimal("98765.4"),
        ),
        "locked": case(
            40,
            widget="Acme Ltd",
            client_name="Lola Locked",
            instructed=True,
            current_status=Status.SENT,
            invoiced=True,
            mi_type=MiType.SURPLUS,
            mi_amount=Decimal("10"),
            is_locked=True,
        ),
        "cancelled": case(60, widget="Acme Ltd", client_name="Carl Cancelled", is_cancelled=True),
        "merged": case(61, widget="Acme Ltd", client_name="Mary Merged", is_merged=True),
    }


def audit(case, *, action="update", changes=None, hours_ago=1):
    return AuditEvent.objects.create(
        case_id=case.pk, action=action, changes=changes or {}, created_at=NOW - timedelta(hours=hours_ago)
    )
