"""Reads of the privacy page: the cases of one person across every company."""

from django.core.exceptions import ValidationError
from django.db.models import Q, QuerySet

from cases import rules
from cases.models import Case
from cases.privacy import messages

SUBJECT_LIMIT = 500


def subject_cases(*, query: str | None) -> QuerySet[Case]:
    """Cases whose client name, import name, e-mail, OB Link or BHR UK ID is the query, compared as duplicate
    detection compares them (rules.clean_text, the key functions), in every company."""
    text = rules.clean_text(query)
    if len(text) < 2:
        raise ValidationError({"query": [messages.QUERY_TOO_SHORT]})
    match = Q(name__iexact=text) | Q(email__iexact=text) | Q(external_user_id__iexact=text)
    client = rules.client_key(text)
    if client:
        match |= Q(client_key=client)
    bhruk = rules.bhruk_key(text)
    if bhruk:
        match |= Q(bhruk_key=bhruk)
    return Case.objects.filter(match).order_by("-created_at", "-id")[:SUBJECT_LIMIT]
