"""GET /api/audit-logs query parameters: user, action, case (BHR UK ID or id), company and a London date range."""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from django.core.exceptions import ValidationError

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter

from accounts.numbers import parse_whole_number
from cases.models import AuditEvent

LONDON = ZoneInfo("Europe/London")


@dataclass(frozen=True)
class AuditFilters:
    actor_id: int | None = None
    action: str | None = None
    case_id: int | None = None
    bhruk_id: str | None = None
    company: str | None = None
    date_from: date | None = None  # London calendar days, both ends included
    date_to: date | None = None

    @property
    def since(self) -> datetime | None:
        return london_midnight(self.date_from) if self.date_from else None

    @property
    def until(self) -> datetime | None:
        """The first instant after the range (exclusive end)."""
        return london_midnight(self.date_to + timedelta(days=1)) if self.date_to else None


def london_midnight(day: date) -> datetime:
    return datetime.combine(day, time.min, tzinfo=LONDON)


def _error(name: str, message: str) -> ValidationError:
    return ValidationError({name: [message]})


def _text(params, name: str) -> str | None:
    value = (params.get(name) or "").strip()
    return None if not value or value.lower() == "all" else value


def optional_id(params, name: str) -> int | None:
    raw = params.get(name) or ""
    if not raw.strip():
        return None
    number = parse_whole_number(raw)
    if number is None:
        raise _error(name, f"Invalid {name}: expected a whole number.")
    return number


def optional_date(params, name: str) -> date | None:
    raw = (params.get(name) or "").strip()
    if not raw:
        return None
    try:
        return date.fromisoformat(raw)
    except ValueError:
        raise _error(name, f"Invalid {name}: expected a date as YYYY-MM-DD.") from None


def date_range(params) -> tuple[date | None, date | None]:
    date_from, date_to = optional_date(params, "dateFrom"), optional_date(params, "dateTo")
    if date_from and date_to and date_from > date_to:
        raise _error("dateTo", "The end date must not be before the start date.")
    return date_from, date_to


def parse_audit_filters(params) -> AuditFilters:
    action = _text(params, "action")
    if action and action not in AuditEvent.Action.values:
        raise _error("action", f"Invalid action: expected one of {', '.join(AuditEvent.Action.values)}.")
    date_from, date_to = date_range(params)
    return AuditFilters(
        actor_id=optional_id(params, "userId"),
        action=action,
        case_id=optional_id(params, "caseId"),
        bhruk_id=_text(params, "bhrukId"),
        company=_text(params, "company"),
        date_from=date_from,
        date_to=date_to,
    )


DATE_PARAMETERS = [
    OpenApiParameter("dateFrom", OpenApiTypes.DATE, description="First day (Europe/London), included"),
    OpenApiParameter("dateTo", OpenApiTypes.DATE, description="Last day (Europe/London), included"),
]

AUDIT_FILTER_PARAMETERS = [
    OpenApiParameter("userId", OpenApiTypes.INT, description="The acting user"),
    OpenApiParameter("action", OpenApiTypes.STR, enum=AuditEvent.Action.values),
    OpenApiParameter("bhrukId", OpenApiTypes.STR, description="The case's BHR UK ID (exact)"),
    OpenApiParameter("caseId", OpenApiTypes.INT),
    OpenApiParameter("company", OpenApiTypes.STR, description="The case's company (exact)"),
    *DATE_PARAMETERS,
]
