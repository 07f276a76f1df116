"""The stored files of case documents (cases.documents) when their cases go or are erased.

A document's bytes are deleted from storage only once the transaction that removed or erased its row has committed
(transaction.on_commit): a rollback never loses a file, and a file is never left behind by a committed removal.
Case delete, batch delete and import undo call case_documents_forget before their rows go; erasure and retention
call documents_erase, which keeps a tombstone row. The endpoints of documents live in cases.documents; these
helpers sit in the services layer so that deleting, import undo and privacy can share them.
"""

import uuid
from collections.abc import Iterable, Sequence

from django.core.files.storage import default_storage
from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from accounts.models import User
from cases.audit import audit_record_many
from cases.models import AuditEvent, Case, CaseDocument

KEY_PREFIX = "documents/"


def document_storage_key() -> str:
    """A new random storage name: never the uploaded name, never guessable."""
    return f"{KEY_PREFIX}{uuid.uuid4().hex}"


def delete_files_on_commit(keys: Iterable[str]) -> None:
    """Delete these stored files once the current transaction commits (at once outside one). The keys are read
    now."""
    names = [k for k in keys if k]
    if not names:
        return

    def delete() -> None:
        for name in names:
            default_storage.delete(name)

    transaction.on_commit(delete)


def case_documents_forget(*, cases: QuerySet[Case] | Sequence[int], delete_rows: bool = True) -> None:
    """The cases' (a queryset or ids) document files go once the transaction commits, and their rows now unless
    `delete_rows` is False (a case deleted through the ORM takes its documents' rows with it, CASCADE); an import
    undo's raw DELETE of its cases needs them gone first."""
    documents = CaseDocument.objects.filter(case__in=cases)
    delete_files_on_commit(documents.exclude(storage_key="").values_list("storage_key", flat=True))
    if delete_rows:
        documents.delete()


def documents_erase(*, case_ids: Sequence[int], actor: User | None, reason: str) -> int:
    """Erase the cases' documents (erasure and retention; the caller has refused held cases): the file goes from
    storage after commit, the name is blanked, and the row stays as a tombstone with who erased, when and why.
    Each erased document gets a document_erase event in its case's history; the number erased."""
    documents = list(
        CaseDocument.objects.filter(case_id__in=list(case_ids), erased_at__isnull=True).only("id", "case_id", "kind")
    )
    if not documents:
        return 0
    ids = [d.pk for d in documents]
    keys = list(CaseDocument.objects.filter(pk__in=ids).values_list("storage_key", flat=True))
    CaseDocument.objects.filter(pk__in=ids).update(
        name="", storage_key="", erased_at=timezone.now(), erased_by=actor, erase_reason=reason[:500]
    )
    audit_record_many(
        action=AuditEvent.Action.DOCUMENT_ERASE,
        actor=actor,
        entries=[(d.case_id, {"documentId": d.pk, "kind": d.kind}) for d in documents],
    )
    delete_files_on_commit(keys)
    return len(documents)
