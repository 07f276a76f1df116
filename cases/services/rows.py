"""Fetching the case a service is about to change, row-locked, and naming it in messages."""

from django.http import Http404

from cases.models import Case


def case_for_update(case_id: int) -> Case:
    case = Case.objects.select_for_update().filter(pk=case_id).first()
    if case is None:
        raise Http404("Case not found.")
    return case


def case_label(case: Case) -> str:
    return case.bhruk_id or f"case #{case.pk}"
