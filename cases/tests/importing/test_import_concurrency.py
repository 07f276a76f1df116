"""Two uploads of the same file at the same moment still create each case once (PostgreSQL)."""

import io
import threading

from django.db import connection

import pytest

from cases.importing.services import cases_import_csv
from cases.models import AuditEvent, Case
from cases.tests.data import csv_bytes, row


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_simultaneous_uploads_of_one_file_import_each_row_once(admin_user):
    content = csv_bytes([row(n, widget="Kind" if n % 3 == 0 else "Acme Ltd") for n in range(1, 2001)])
    results, errors = [], []
    start = threading.Barrier(2)

    def upload():
        try:
            start.wait()
            results.append(cases_import_csv(file=io.BytesIO(content), file_name="same.csv", actor=admin_user))
        except Exception as exc:  # noqa: BLE001 - reported below
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=upload) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert errors == []
    assert sorted((r.imported, r.skipped) for r in results) == [(0, 2000), (2000, 0)]
    assert Case.objects.count() == 2000
    assert Case.objects.values("bhruk_id").distinct().count() == 2000
    assert AuditEvent.objects.filter(action=AuditEvent.Action.IMPORT).count() == 2
