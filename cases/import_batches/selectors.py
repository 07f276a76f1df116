"""Reading import batches: the Imports list (newest first) and one batch with its cases' ids."""

from cases.import_batches.services import batch_cases
from cases.models import ImportBatch
from cases.selectors import pagination


def import_batches_page(*, page: int, limit: int) -> tuple[list[ImportBatch], dict]:
    batches = ImportBatch.objects.order_by("-created_at", "-id")
    offset = (page - 1) * limit
    rows = list(batches[offset : offset + limit])
    return rows, pagination(page=page, limit=limit, total=batches.count())


def import_batch_get(*, batch_id: int) -> ImportBatch:
    """Raises ImportBatch.DoesNotExist (404)."""
    return ImportBatch.objects.get(pk=batch_id)


def import_batch_case_ids(batch: ImportBatch) -> list[int]:
    """The ids of the batch's cases that still exist (none once it is undone)."""
    return list(batch_cases(batch).order_by("id").values_list("id", flat=True))
