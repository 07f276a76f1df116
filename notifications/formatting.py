"""How the daily e-mails show money, dates and recorded changes. Pure functions, no database."""

from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from urllib.parse import urlencode

from django.conf import settings
from django.utils import timezone

from cases import rules

# The case fields a client sees in the portal (guide: portal Client portal); changes to anything else
# (notes, invoice numbers, MI, the company itself) are not mentioned in a client's e-mail.
CLIENT_VISIBLE_FIELDS = {
    "client_name": "Client Name",
    "kam_id": "KAM ID",
    "bhruk_id": "BHR UK ID",
    "instructed": "Instructed",
    "current_status": "Current Status",
    "on_hold_reason": "On Hold Reason",
    "invoiced": "Invoiced",
}
# Audit entries may be keyed by model field or by the API's camelCase name.
_CAMEL_TO_FIELD = {
    "clientName": "client_name",
    "kamId": "kam_id",
    "bhrukId": "bhruk_id",
    "currentStatus": "current_status",
    "onHoldReason": "on_hold_reason",
}
# Events that are news to a client even without a field-by-field change list.
ACTION_SUMMARIES = {
    "create": "Case added",
    "import": "Case added",
    "cancel": "Case cancelled",
    "restore": "Case restored",
    "merged": "Merged into another case",
}


def money(amount: Decimal | None) -> str:
    """£1,234.50, -£1,234.50; empty for no amount."""
    if amount is None:
        return ""
    try:
        value = Decimal(amount)
    except (InvalidOperation, TypeError, ValueError):
        return ""
    sign = "-" if value < 0 else ""
    return f"{sign}£{abs(value):,.2f}"


def local_date(value: datetime | date) -> date:
    return timezone.localtime(value).date() if isinstance(value, datetime) else value


def long_date(value: datetime | date) -> str:
    """21 November 2026, in Europe/London."""
    day = local_date(value)
    return f"{day.day} {day:%B %Y}"


def short_date(value: datetime | date | None) -> str:
    """21 Nov 2026, in Europe/London."""
    if value is None:
        return ""
    day = local_date(value)
    return f"{day.day} {day:%b %Y}"


def time_of_day(value: datetime) -> str:
    """14:05 on 21 Nov 2026, in Europe/London."""
    local = timezone.localtime(value)
    return f"{local:%H:%M} on {short_date(local)}"


def age_in_days(created_at: datetime, today: date) -> int:
    return max((today - local_date(created_at)).days, 0)


def dashboard_url(**filters: str) -> str:
    """The staff dashboard, filtered with the query parameters of GET /api/cases/paginated (guide: api#endpoints)."""
    query = urlencode({k: v for k, v in filters.items() if v})
    return f"{settings.SITE_URL}/dashboard" + (f"?{query}" if query else "")


def case_url(case_id: int) -> str:
    """A case's own page (staff)."""
    return f"{settings.SITE_URL}/cases/{case_id}"


def portal_url() -> str:
    return f"{settings.SITE_URL}/client"


def kam_display(kam_id: str | None) -> str:
    return (kam_id or "").strip() or rules.NOT_KNOWN


def case_status_label(*, current_status: str, is_cancelled: bool = False, is_merged: bool = False) -> str:
    if is_merged:
        return "Merged"
    if is_cancelled:
        return rules.status_label("cancelled")
    return rules.status_label(current_status)


def _value_label(field: str, value) -> str:
    if value is None or value == "":
        return "(blank)"
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if field == "current_status":
        return rules.status_label(value)
    if field == "on_hold_reason":
        return rules.OnHoldReason(value).label if value in rules.OnHoldReason.values else str(value)
    return str(value)


def client_change_lines(*, action: str, changes: dict) -> list[str]:
    """What a client may read about one audit event: visible field changes, or a one-line summary."""
    lines = []
    for key, value in (changes or {}).items():
        field = _CAMEL_TO_FIELD.get(key, key)
        if field not in CLIENT_VISIBLE_FIELDS or not isinstance(value, (list, tuple)) or len(value) != 2:
            continue
        old, new = value
        if old == new:
            continue
        lines.append(f"{CLIENT_VISIBLE_FIELDS[field]}: {_value_label(field, old)} → {_value_label(field, new)}")
    if not lines and action in ACTION_SUMMARIES:
        lines.append(ACTION_SUMMARIES[action])
    return lines
