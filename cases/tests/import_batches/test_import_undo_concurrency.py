"""Undo under concurrency (PostgreSQL): two undos of one batch, and an undo racing edits of its cases."""

import io
import threading
import time

from django.db import connection, transaction

import pytest
from rest_framework.test import APIClient

from accounts.tokens import access_token_for
from cases.import_batches.services import ALREADY_UNDONE, UndoConflictError, import_batch_undo
from cases.importing.services import cases_import_csv
from cases.models import AuditEvent, Case, ImportBatch
from cases.tests.data import csv_bytes, row

pytestmark = [pytest.mark.postgres_only, pytest.mark.django_db(transaction=True)]


def imported(actor, count: int) -> ImportBatch:
    content = csv_bytes([row(n) for n in range(1, count + 1)])
    result = cases_import_csv(file=io.BytesIO(content), file_name="race.csv", actor=actor)
    assert result.batch_id is not None
    return ImportBatch.objects.get(pk=result.batch_id)


def run_together(*jobs):
    """Start the callables at one moment, each on its own connection; their results or exceptions."""
    start = threading.Barrier(len(jobs))
    outcomes: list = [None] * len(jobs)

    def run(i, job):
        try:
            start.wait()
            outcomes[i] = job()
        except Exception as exc:  # noqa: BLE001 - returned to the test
            outcomes[i] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i, job)) for i, job in enumerate(jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return outcomes


def test_of_two_simultaneous_undos_one_wins_and_the_other_is_told_it_was_undone(admin_user):
    batch = imported(admin_user, 500)

    outcomes = run_together(*[lambda: import_batch_undo(batch_id=batch.pk, actor=admin_user, reason="x")] * 2)

    won = [o for o in outcomes if isinstance(o, ImportBatch)]
    lost = [o for o in outcomes if isinstance(o, UndoConflictError)]
    assert len(won) == len(lost) == 1
    assert lost[0].message == ALREADY_UNDONE
    assert Case.objects.count() == 0
    assert AuditEvent.objects.filter(action=AuditEvent.Action.IMPORT_UNDO, case_id__isnull=True).count() == 1
    assert AuditEvent.objects.filter(action=AuditEvent.Action.IMPORT_UNDO, case_id__isnull=False).count() == 500


def test_an_undo_waits_for_an_edit_in_progress_and_is_then_refused(admin_user):
    batch = imported(admin_user, 200)
    target = Case.objects.order_by("id")[100]
    locked = threading.Event()

    def edit():
        with transaction.atomic():
            case = Case.objects.select_for_update().get(pk=target.pk)
            locked.set()
            time.sleep(0.5)  # the undo starts meanwhile and must wait for this row
            case.client_name = "Edited"
            case.save()
            AuditEvent.objects.create(action=AuditEvent.Action.UPDATE, case_id=case.pk, changes={})

    def undo():
        locked.wait()
        return import_batch_undo(batch_id=batch.pk, actor=admin_user, reason="x")

    edited, undone = run_together(edit, undo)

    assert edited is None
    assert isinstance(undone, UndoConflictError)
    assert f"{target.bhruk_id} (edited)" in undone.message
    assert Case.objects.count() == 200


def test_an_undo_racing_edits_through_the_api_removes_all_of_the_batch_or_none(admin_user):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(admin_user)}")
    for attempt in range(4):
        batch = imported(admin_user, 300)
        ids = list(Case.objects.filter(import_event=batch.event).order_by("id").values_list("id", flat=True))
        target = Case.objects.get(pk=ids[(attempt * 97) % len(ids)])
        body = {"widget": target.widget, "kamId": target.kam_id, "clientName": "Edited", "bhrukId": target.bhruk_id}

        edit, undo = run_together(
            lambda t=target, b=body: client.put(f"/api/cases/{t.pk}", b, format="json"),
            lambda b=batch: import_batch_undo(batch_id=b.pk, actor=admin_user, reason="x"),
        )

        left = Case.objects.filter(pk__in=ids).count()
        if isinstance(undo, ImportBatch):
            assert left == 0 and edit.status_code == 404
        else:
            assert isinstance(undo, UndoConflictError)
            assert left == len(ids) and edit.status_code == 200
            assert Case.objects.get(pk=target.pk).client_name == "Edited"
        Case.objects.filter(pk__in=ids).delete()
