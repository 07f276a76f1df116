"""Reads of requests, scoped like every case read: a request on a case the user cannot see is not found."""

from datetime import date

from django.db.models import Prefetch, QuerySet
from django.http import Http404
from django.utils import timezone

from cases.access import is_client
from cases.models import CaseDocument, CaseRequest
from cases.requests import messages
from cases.selectors import case_get, cases_visible_to, pagination

OVERDUE = "overdue"
LIST_STATUSES = (*CaseRequest.Status.values, OVERDUE)


def london_today() -> date:
    return timezone.localdate()  # TIME_ZONE is Europe/London


def requests_visible_to(*, user) -> QuerySet[CaseRequest]:
    return CaseRequest.objects.filter(case__in=cases_visible_to(user=user))


def _with_details(requests: QuerySet[CaseRequest], *, user) -> QuerySet[CaseRequest]:
    """The case (for its label), the maker and the documents answering each request, fetched with it."""
    documents = CaseDocument.objects.select_related("uploaded_by").order_by("-uploaded_at", "-id")
    if is_client(user):
        documents = documents.filter(visible_to_client=True, erased_at__isnull=True)
    return requests.select_related("case", "created_by").prefetch_related(Prefetch("documents", queryset=documents))


def requests_of_case(*, user, case_id: int) -> list[CaseRequest]:
    """A visible case's requests, newest first (404 for a case the user cannot see)."""
    case = case_get(user=user, case_id=case_id)
    return list(_with_details(CaseRequest.objects.filter(case=case), user=user).order_by("-created_at", "-id"))


def request_get(*, user, request_id: int) -> CaseRequest:
    found = _with_details(requests_visible_to(user=user).filter(pk=request_id), user=user).first()
    if found is None:
        raise Http404(messages.NOT_FOUND)
    return found


def requests_page(
    *, user, status: str | None, page: int, limit: int, today: date | None = None
) -> tuple[list[CaseRequest], dict]:
    """GET /api/requests: newest due first, then newest id; "overdue" is open and due before today (London)."""
    requests = requests_visible_to(user=user)
    if status == OVERDUE:
        requests = requests.filter(status=CaseRequest.Status.OPEN, due_date__lt=today or london_today())
    elif status:
        requests = requests.filter(status=status)
    total = requests.count()
    paging = pagination(page=page, limit=limit, total=total)
    start = (page - 1) * limit
    if start >= total:
        return [], paging
    rows = _with_details(requests.order_by("-due_date", "-id"), user=user)[start : start + limit]
    return list(rows), paging
