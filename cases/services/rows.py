"""Fetching the case a service is about to change, row-locked and within what its actor may see, and naming it
in messages."""

from django.http import Http404

from accounts.models import User
from cases.models import Case
from cases.selectors import cases_visible_to


def case_for_update(case_id: int, *, actor: User) -> Case:
    """The case, locked until the transaction ends; 404 when it does not exist or `actor` may not see it (a
    client asking about another company's case learns nothing), whoever calls the service."""
    case = cases_visible_to(user=actor).select_for_update().filter(pk=case_id).first()
    if case is None:
        raise Http404("Case not found.")
    return case


def case_label(case: Case) -> str:
    return case.bhruk_id or f"case #{case.pk}"
