"""The turnaround targets: working days from instruction to Sent, per company and by default (10). Company names
are matched ignoring case, as everywhere else in the app. Saved by cases.turnaround.services.targets_set."""

from dataclasses import dataclass, field
from typing import Any

from django.core.exceptions import ValidationError

from cases.models import Case, TurnaroundSettings

DEFAULT_TARGET_DAYS = 10
MAX_TARGET_DAYS = 250
COMPANY_MAX_LENGTH = Case._meta.get_field("widget").max_length or 255
DEFAULT_MESSAGE = f"defaultTargetDays must be a whole number from 1 to {MAX_TARGET_DAYS}."
COMPANIES_MESSAGE = 'companies must be an object of company names and target days, such as {"Kind": 5}.'
COMPANY_DAYS_MESSAGE = 'companies: the target for "{company}" must be a whole number from 1 to {max}.'
COMPANY_NAME_MESSAGE = "companies: company names must not be empty."
COMPANY_NAME_LONG = f"companies: company names must be at most {COMPANY_MAX_LENGTH} characters."
COMPANY_TWICE_MESSAGE = 'companies: "{company}" is listed twice (names are matched ignoring case).'


@dataclass(frozen=True)
class Targets:
    default_days: int = DEFAULT_TARGET_DAYS
    companies: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_folded", {name.upper(): days for name, days in self.companies.items()})

    def for_company(self, company: str) -> int:
        return self._folded.get(company.upper(), self.default_days)  # type: ignore[attr-defined]

    def body(self) -> dict[str, Any]:
        return {"defaultTargetDays": self.default_days, "companies": dict(self.companies)}


def targets_get() -> Targets:
    row = TurnaroundSettings.objects.filter(pk=1).first()
    if row is None:
        return Targets()
    return Targets(default_days=row.default_days, companies=dict(row.companies))


def _whole(value: object) -> int | None:
    """The value when it is a whole number of days in range, else None."""
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_TARGET_DAYS:
        return value
    return None


def targets_draft(*, default_days: object, companies: object) -> Targets:
    """The targets as sent, checked: 400 naming the field otherwise."""
    default = _whole(default_days)
    if default is None:
        raise ValidationError({"defaultTargetDays": [DEFAULT_MESSAGE]})
    if not isinstance(companies, dict):
        raise ValidationError({"companies": [COMPANIES_MESSAGE]})
    cleaned: dict[str, int] = {}
    seen: set[str] = set()
    for name, days in companies.items():
        company = name.strip() if isinstance(name, str) else ""
        if not company:
            raise ValidationError({"companies": [COMPANY_NAME_MESSAGE]})
        if len(company) > COMPANY_MAX_LENGTH:
            raise ValidationError({"companies": [COMPANY_NAME_LONG]})
        if company.upper() in seen:
            raise ValidationError({"companies": [COMPANY_TWICE_MESSAGE.format(company=company)]})
        target = _whole(days)
        if target is None:
            raise ValidationError({"companies": [COMPANY_DAYS_MESSAGE.format(company=company, max=MAX_TARGET_DAYS)]})
        seen.add(company.upper())
        cleaned[company] = target
    return Targets(default_days=default, companies=dict(sorted(cleaned.items(), key=lambda kv: kv[0].casefold())))
