"""Writes of documents: add, show or hide to the client, delete, and the download's audit entry.

Who: staff who may edit the case (edit_cases, or view_all_cases for staff: documents are work on the case, not its
identity fields); clients change nothing (403). Which cases:
- merged cases are read-only: nothing changes (400);
- locked cases (finished: Sent, invoiced, MI done) still take documents and visibility changes, since the report is
  often filed once the work is done, but keep what they hold: a locked case's documents cannot be deleted (400,
  unlock it first);
- cancelled cases take, show, hide and delete documents like any other (they may be restored);
- a case under legal hold takes documents, but its documents cannot be deleted (409 naming the hold) or erased.

An upload is checked before anything is stored: the size (DOCUMENT_MAX_BYTES), the type from the bytes
(cases.documents.sniffing) and the virus check (cases.documents.scanning: an infected file is refused, a configured
clamd that is down refuses every upload with 503). The bytes are stored under a random key; if the transaction that
records the row fails, the stored file is deleted. Audit entries hold {documentId, kind}, never the file's name.
"""

import hashlib
import os
import unicodedata
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import UploadedFile
from django.db import transaction
from django.http import Http404

from accounts.models import User
from cases.access import case_editable_fields, check_writer
from cases.audit import audit_record
from cases.documents import messages, scanning, sniffing
from cases.errors import UnavailableError
from cases.messages import CANNOT_EDIT
from cases.models import AuditEvent, Case, CaseDocument
from cases.selectors import case_get, cases_visible_to
from cases.services.document_files import delete_files_on_commit, document_storage_key
from cases.services.holds import HeldAction, legal_hold_check
from cases.services.rows import case_for_update

MB = 1024 * 1024


def size_limit_text() -> str:
    """The limit in the words of the too-big message: "25 MB"."""
    limit = settings.DOCUMENT_MAX_BYTES
    megabytes = limit / MB
    return f"{megabytes:g} MB" if megabytes >= 1 else f"{limit} bytes"


def too_big() -> ValidationError:
    return ValidationError({"file": [messages.TOO_BIG.format(limit=size_limit_text())]})


def _check_actor(actor: User) -> None:
    try:
        check_writer(actor)
    except PermissionDenied:
        raise PermissionDenied(messages.CLIENTS_CANNOT_UPLOAD) from None
    if not case_editable_fields(actor):
        raise PermissionDenied(CANNOT_EDIT)


def _check_case(case: Case, *, deleting: bool = False) -> None:
    if case.is_merged:
        raise ValidationError(messages.MERGED)
    if deleting and case.is_locked:
        raise ValidationError(messages.LOCKED_DELETE)


def _clean_kind(kind: str | None) -> str:
    if kind not in CaseDocument.Kind.values:
        raise ValidationError({"kind": [messages.BAD_KIND]})
    return kind


def display_name(name: str | None, content_type: str) -> str:
    """The uploaded name as shown and offered back: its last path part, without control characters, at most
    255 characters (the extension kept); "document.<ext>" when nothing is left."""
    base = (name or "").replace("\\", "/").rsplit("/", 1)[-1]
    text = "".join(c for c in unicodedata.normalize("NFC", base) if unicodedata.category(c)[0] != "C").strip(" .")
    if not text:
        return "document" + sniffing.EXTENSIONS[content_type]
    stem, ext = os.path.splitext(text)
    return stem[: 255 - len(ext[:20])] + ext[:20]


def _sha256(file: UploadedFile) -> str:
    digest = hashlib.sha256()
    file.seek(0)
    for chunk in file.chunks():
        digest.update(chunk)
    return digest.hexdigest()


def _scan(file: UploadedFile) -> None:
    file.seek(0)
    try:
        found = scanning.scan(file.chunks())
    except scanning.ScannerUnavailableError:
        raise UnavailableError(messages.SCANNER_DOWN) from None
    if found:
        raise ValidationError({"file": [messages.INFECTED]})


@dataclass(frozen=True)
class CheckedFile:
    """An upload that passed every check, with what was learnt from its bytes."""

    file: UploadedFile
    name: str
    size: int
    content_type: str
    sha256: str


def document_file_check(file: UploadedFile | None) -> CheckedFile:
    """Every upload's checks, before anything is stored: present, the size, the type from the bytes, the virus
    check (400, or 503 while clamd is down). Requests to the client (cases.requests) run the same."""
    if file is None:
        raise ValidationError({"file": [messages.NO_FILE]})
    if file.size is None or file.size > settings.DOCUMENT_MAX_BYTES:
        raise too_big()
    content_type = sniffing.content_type_of(file)
    sha256 = _sha256(file)
    _scan(file)
    return CheckedFile(
        file=file, name=display_name(file.name, content_type), size=file.size, content_type=content_type, sha256=sha256
    )


def document_file_store(checked: CheckedFile) -> str:
    """The checked bytes on the default storage under a new random key; the caller deletes them if its row is not
    recorded."""
    checked.file.seek(0)
    return default_storage.save(document_storage_key(), checked.file)


def document_add(
    *, case_id: int, actor: User, file: UploadedFile | None, kind: str | None, visible_to_client: bool | None
) -> CaseDocument:
    """POST /api/cases/{id}/documents. visible_to_client None: shown for a report, hidden otherwise."""
    _check_actor(actor)
    case_get(user=actor, case_id=case_id)  # 404 before any work on the file
    clean_kind = _clean_kind(kind)
    checked = document_file_check(file)
    stored = document_file_store(checked)
    try:
        with transaction.atomic():
            case = case_for_update(case_id, actor=actor)
            _check_case(case)
            document = CaseDocument.objects.create(
                case=case,
                kind=clean_kind,
                name=checked.name,
                size=checked.size,
                content_type=checked.content_type,
                sha256=checked.sha256,
                storage_key=stored,
                visible_to_client=clean_kind == CaseDocument.Kind.REPORT
                if visible_to_client is None
                else visible_to_client,
                uploaded_by=actor,
            )
            audit_record(
                action=AuditEvent.Action.DOCUMENT_ADD, actor=actor, case_id=case.pk, changes=document_details(document)
            )
    except BaseException:
        default_storage.delete(stored)  # the row was not recorded: keep no file without one
        raise
    return document


def document_details(document: CaseDocument) -> dict[str, Any]:
    return {"documentId": document.pk, "kind": document.kind}


def _locked_document(document_id: int, *, actor: User) -> CaseDocument:
    """The document with its case, the case row-locked; 404 outside the actor's cases."""
    document = CaseDocument.objects.filter(pk=document_id, case__in=cases_visible_to(user=actor)).first()
    if document is None:
        raise Http404(messages.NOT_FOUND)
    document.case = case_for_update(document.case_id, actor=actor)
    return document


def document_set_visibility(*, document_id: int, actor: User, visible_to_client: bool) -> CaseDocument:
    """PUT /api/documents/{id}: show the document to the case's client or hide it. An erased document stays
    hidden (400)."""
    _check_actor(actor)
    with transaction.atomic():
        document = _locked_document(document_id, actor=actor)
        _check_case(document.case)
        if document.erased_at is not None:
            raise ValidationError(messages.ERASED)
        if document.visible_to_client != visible_to_client:
            document.visible_to_client = visible_to_client
            document.save(update_fields=["visible_to_client"])
    return document


def document_delete(*, document_id: int, actor: User) -> None:
    """DELETE /api/documents/{id}: the row now, the file once this commits. Refused on a merged or locked case
    (400), under legal hold (409), and for an erased document's tombstone (400: erasure's record stays)."""
    _check_actor(actor)
    with transaction.atomic():
        document = _locked_document(document_id, actor=actor)
        legal_hold_check(cases=[document.case], action=HeldAction.DELETE_DOCUMENT)
        _check_case(document.case, deleting=True)
        if document.erased_at is not None:
            raise ValidationError(messages.ERASED)
        details, case_id, key = document_details(document), document.case_id, document.storage_key
        document.delete()
        audit_record(action=AuditEvent.Action.DOCUMENT_DELETE, actor=actor, case_id=case_id, changes=details)
        delete_files_on_commit([key])


def document_download_record(*, document: CaseDocument, actor: User) -> None:
    """The download's audit entry (one per download: the issue asks for each), in the case's history."""
    audit_record(
        action=AuditEvent.Action.DOCUMENT_DOWNLOAD,
        actor=actor,
        case_id=document.case_id,
        changes=document_details(document),
    )
