"""Writes of requests to the client: make one, accept, reject or cancel it (staff), answer it (the client).

Who: staff who may edit the case, the documents' rule (cases.access: edit_cases, or view_all_cases for staff);
clients change nothing here (403) but answer their own company's open requests with a file. Which cases: not a merged
or cancelled one for a new request (400). The answer runs every documents upload check (cases.documents.services)
before anything is stored, and deletes the stored file if the request turned out not to be open. Audit entries
hold {requestId} only: a title may hold personal data.
"""

from datetime import date

from django.core.exceptions import PermissionDenied, ValidationError
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import UploadedFile
from django.db import transaction
from django.http import Http404
from django.utils import timezone

from accounts.models import User
from cases.access import case_editable_fields, check_writer, is_client
from cases.audit import audit_record
from cases.documents.services import document_details, document_file_check, document_file_store
from cases.errors import ConflictError
from cases.events import request_answered_send
from cases.messages import CANNOT_EDIT
from cases.models import AuditEvent, CaseDocument, CaseRequest
from cases.requests import messages
from cases.requests.selectors import london_today, requests_visible_to
from cases.requests.tasks import send_request_chasers
from cases.services.rows import case_for_update

TITLE_MAX = 200
MESSAGE_MAX = 5000
REASON_MAX = 1000
Status = CaseRequest.Status
Action = AuditEvent.Action


def _check_staff(actor: User) -> None:
    try:
        check_writer(actor)
    except PermissionDenied:
        raise PermissionDenied(messages.CLIENTS_CANNOT_REQUEST) from None
    if not case_editable_fields(actor):
        raise PermissionDenied(CANNOT_EDIT)


def _clean(*, title: str | None, message: str | None, due_date: date | None) -> tuple[str, str, date]:
    errors: dict[str, list[str]] = {}
    title = (title or "").strip()
    message = (message or "").strip()
    if not title:
        errors["title"] = [messages.TITLE_REQUIRED]
    elif len(title) > TITLE_MAX:
        errors["title"] = [messages.TITLE_TOO_LONG]
    if len(message) > MESSAGE_MAX:
        errors["message"] = [messages.MESSAGE_TOO_LONG]
    if due_date is None:
        errors["dueDate"] = [messages.DUE_REQUIRED]
    elif due_date < london_today():
        errors["dueDate"] = [messages.DUE_PAST]
    if errors:
        raise ValidationError(errors)
    assert due_date is not None  # noqa: S101 - errors raised above
    return title, message, due_date


def _audit(action: str, *, actor: User, request: CaseRequest) -> None:
    audit_record(action=action, actor=actor, case_id=request.case_id, changes={"requestId": request.pk})


def request_add(
    *, case_id: int, actor: User, title: str | None, message: str | None, due_date: date | None
) -> CaseRequest:
    """POST /api/cases/{id}/requests. Once it is stored, the chasers' run is handed to the worker, so the company's
    clients are e-mailed now (cases.requests.chasers): a client already e-mailed today hears of it tomorrow, as the
    one e-mail a day allows."""
    _check_staff(actor)
    with transaction.atomic():
        case = case_for_update(case_id, actor=actor)
        if case.is_merged:
            raise ValidationError(messages.MERGED)
        if case.is_cancelled:
            raise ValidationError(messages.CANCELLED_CASE)
        clean_title, clean_message, clean_due = _clean(title=title, message=message, due_date=due_date)
        request = CaseRequest.objects.create(
            case=case, title=clean_title, message=clean_message, due_date=clean_due, created_by=actor
        )
        _audit(Action.REQUEST_ADD, actor=actor, request=request)
        transaction.on_commit(send_request_chasers.enqueue)
    return request


def _locked_request(request_id: int, *, actor: User) -> CaseRequest:
    """The request, its case row-locked first (the order every case write takes), then the request; 404 outside
    the actor's cases."""
    found = requests_visible_to(user=actor).filter(pk=request_id).values_list("case_id", flat=True).first()
    if found is None:
        raise Http404(messages.NOT_FOUND)
    case = case_for_update(found, actor=actor)
    request = CaseRequest.objects.select_for_update().filter(pk=request_id).first()
    if request is None:
        raise Http404(messages.NOT_FOUND)
    request.case = case
    return request


def request_set_status(*, request_id: int, actor: User, status: str, reason: str | None = None) -> CaseRequest:
    """PUT /api/requests/{id}: accepted (from received), rejected (from received: back to open with the reason) or
    cancelled (from open or received). Another move is a 409 naming the current status."""
    _check_staff(actor)
    if status not in ("accepted", "rejected", "cancelled"):
        raise ValidationError({"status": [messages.BAD_STATUS]})
    clean_reason = (reason or "").strip()
    if status == "rejected":
        if not clean_reason:
            raise ValidationError({"reason": [messages.REASON_REQUIRED]})
        if len(clean_reason) > REASON_MAX:
            raise ValidationError({"reason": [messages.REASON_TOO_LONG]})
    with transaction.atomic():
        request = _locked_request(request_id, actor=actor)
        current = request.status
        if status == "accepted":
            if current != Status.RECEIVED:
                raise ConflictError(messages.ACCEPT_FROM.format(status=current))
            request.status, action = Status.ACCEPTED, Action.REQUEST_ACCEPT
        elif status == "rejected":
            if current != Status.RECEIVED:
                raise ConflictError(messages.REJECT_FROM.format(status=current))
            request.status, action = Status.OPEN, Action.REQUEST_REJECT
            request.rejection_reason, request.received_at = clean_reason, None
        else:
            if current not in (Status.OPEN, Status.RECEIVED):
                raise ConflictError(messages.CANCEL_FROM.format(status=current))
            request.status, action = Status.CANCELLED, Action.REQUEST_CANCEL
        request.save(update_fields=["status", "rejection_reason", "received_at"])
        _audit(action, actor=actor, request=request)
    return request


def request_answer_check(*, request_id: int, actor: User) -> None:
    """Before any work on the file: a client (staff 403), of the request's company (404), the request open
    (409)."""
    if not is_client(actor):
        raise PermissionDenied(messages.STAFF_UPLOAD)
    status = requests_visible_to(user=actor).filter(pk=request_id).values_list("status", flat=True).first()
    if status is None:
        raise Http404(messages.NOT_FOUND)
    if status != Status.OPEN:
        raise ConflictError(messages.NOT_OPEN)


def request_answer(*, request_id: int, actor: User, file: UploadedFile | None) -> CaseDocument:
    """POST /api/requests/{id}/upload: the client's file becomes a statement on the case, shown to the client and
    linked to the request, which moves to received. Nothing is stored on any refusal."""
    request_answer_check(request_id=request_id, actor=actor)
    checked = document_file_check(file)
    stored = document_file_store(checked)
    try:
        with transaction.atomic():
            request = _locked_request(request_id, actor=actor)
            if request.status != Status.OPEN:
                raise ConflictError(messages.NOT_OPEN)
            if request.case.is_merged:
                raise ConflictError(messages.NOT_OPEN)
            document = CaseDocument.objects.create(
                case=request.case,
                kind=CaseDocument.Kind.STATEMENT,
                name=checked.name,
                size=checked.size,
                content_type=checked.content_type,
                sha256=checked.sha256,
                storage_key=stored,
                visible_to_client=True,
                uploaded_by=actor,
                request=request,
            )
            request.status, request.received_at, request.rejection_reason = Status.RECEIVED, timezone.now(), ""
            request.save(update_fields=["status", "received_at", "rejection_reason"])
            audit_record(
                action=Action.DOCUMENT_ADD, actor=actor, case_id=request.case_id, changes=document_details(document)
            )
            _audit(Action.REQUEST_RECEIVE, actor=actor, request=request)
            request_answered_send(actor=actor, case=request.case, request_id=request.pk)
    except BaseException:
        default_storage.delete(stored)  # the row was not recorded: keep no file without one
        raise
    return document
