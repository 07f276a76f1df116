"""Reads of documents, scoped like every case read: a document on a case the user cannot see is not found, and a
client finds only the documents shown to them that are not erased."""

from django.db.models import QuerySet
from django.http import Http404

from cases.access import is_client
from cases.documents import messages
from cases.models import CaseDocument
from cases.selectors import case_get, cases_visible_to


def _for_viewer(documents: QuerySet[CaseDocument], user) -> QuerySet[CaseDocument]:
    if is_client(user):
        return documents.filter(visible_to_client=True, erased_at__isnull=True)
    return documents


def documents_of_case(*, user, case_id: int) -> list[CaseDocument]:
    """A visible case's documents, newest first (404 for a case the user cannot see)."""
    case = case_get(user=user, case_id=case_id)
    documents = _for_viewer(CaseDocument.objects.filter(case=case), user)
    return list(documents.select_related("uploaded_by").order_by("-uploaded_at", "-id"))


def document_get(*, user, document_id: int) -> CaseDocument:
    """A document the user may see, with its uploader; else 404."""
    visible = CaseDocument.objects.filter(pk=document_id, case__in=cases_visible_to(user=user))
    document = _for_viewer(visible, user).select_related("uploaded_by").first()
    if document is None:
        raise Http404(messages.NOT_FOUND)
    return document
