"""Which companies a token may be made for: those that have cases. Cases are not accounts' business (accounts sits
below cases), so cases answers on this signal (connected in CasesConfig.ready)."""

from django.dispatch import Signal

# Receivers get company (a name) and answer True when cases belong to it.
company_lookup = Signal()


def company_has_cases(*, company: str) -> bool:
    return any(answer for _, answer in company_lookup.send(sender=None, company=company))
