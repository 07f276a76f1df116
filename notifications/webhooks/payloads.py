"""What a message carries: {type, timestamp, data}, data being the case exactly as a client of the case's company
sees it through GET /api/cases/{id} (CaseSerializer for a client: no staff names or e-mails, no comments).

The body is built when the message is first sent and kept, so each retry sends the same bytes; the case is shown
as it is then, while the event's own facts (changedFields, from/to, the document, the request) come from the event.
"""

from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from accounts.models import User
from accounts.roles import CLIENT_PERMISSION_CEILING, Role
from cases.models import Case, CaseDocument, CaseRequest
from cases.selectors import cases_with_extras
from cases.serializers import CaseSerializer, iso_datetime
from notifications.models import WebhookMessage
from notifications.webhooks import events


def _client_of(company: str) -> User:
    """A client of `company`, in memory only: the case is read through the portal's own scoping and serializer."""
    viewer = User(role=Role.CLIENT, company=company, is_active=True, email="")
    viewer._role_perm_cache = set(CLIENT_PERMISSION_CEILING)
    return viewer


def cases_as_client(case_ids: Iterable[int]) -> dict[int, dict[str, Any]]:
    """The cases (those still there) as their company's client sees each: grouped by company, a few queries per
    company (the portal's own scoping and extras), not per case."""
    ids = sorted(set(case_ids))
    if not ids:
        return {}
    by_company: dict[str, list[Case]] = defaultdict(list)
    for case in Case.objects.filter(pk__in=ids).select_related("assignee"):
        by_company[case.widget].append(case)
    found: dict[int, dict[str, Any]] = {}
    for company, cases in by_company.items():
        viewer = _client_of(company)
        for case in cases_with_extras(cases=cases, user=viewer):
            found[case.pk] = dict(CaseSerializer(case).data)
    return found


def _document(document_id: int) -> dict[str, Any] | None:
    document = CaseDocument.objects.filter(pk=document_id, visible_to_client=True, erased_at__isnull=True).first()
    if document is None:
        return None
    return {
        "id": document.pk,
        "kind": document.kind,
        "name": document.name,
        "size": document.size,
        "contentType": document.content_type,
        "uploadedAt": iso_datetime(document.uploaded_at),
    }


def _request(request_id: int) -> dict[str, Any] | None:
    row = CaseRequest.objects.filter(pk=request_id).values("id", "title", "status").first()
    return dict(row) if row else None


def _data(message: WebhookMessage, cases: dict[int, dict[str, Any]]) -> dict[str, Any]:
    details = message.details or {}
    if message.event_type == events.WEBHOOK_TEST:
        return {"endpointId": message.endpoint_id, "message": "A test event from Casebook."}
    if message.event_type == events.CASE_DELETED:
        return {"id": message.case_id, "bhrukId": details.get("bhrukId")}
    case = cases.get(message.case_id) if message.case_id is not None else None
    data: dict[str, Any] = dict(case) if case is not None else {"id": message.case_id, "deleted": True}
    if message.event_type == events.CASE_UPDATED:
        data["changedFields"] = details.get("changedFields", [])
    elif message.event_type == events.CASE_STATUS_CHANGED:
        data["from"], data["to"] = details.get("from"), details.get("to")
    elif message.event_type == events.DOCUMENT_ADDED:
        data["document"] = _document(details["documentId"])
    elif message.event_type == events.REQUEST_RECEIVED:
        data["request"] = _request(details["requestId"])
    return data


def payloads_build(messages: Sequence[WebhookMessage]) -> dict[int, dict[str, Any]]:
    """{message id: {type, timestamp, data}} for a run's messages, the cases read together."""
    cases = cases_as_client(m.case_id for m in messages if m.case_id is not None)
    return {
        m.pk: {"type": m.event_type, "timestamp": iso_datetime(m.occurred_at), "data": _data(m, cases)}
        for m in messages
    }


def payload_build(message: WebhookMessage) -> dict[str, Any]:
    return payloads_build([message])[message.pk]
