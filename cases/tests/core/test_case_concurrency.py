"""Races that only a real server database shows: BHR UK ID allocation and lost updates."""

import threading

from django.db import connection

import pytest

from cases import sequences
from cases.models import AuditEvent, Case
from cases.tests.factories import CaseFactory

pytestmark = [pytest.mark.postgres_only, pytest.mark.django_db(transaction=True)]


def run_in_threads(count, target):
    """Start `count` threads at once (behind a barrier), each with its own connection; return their results."""
    barrier = threading.Barrier(count)
    results, errors = [None] * count, []

    def work(i):
        try:
            barrier.wait()
            results[i] = target(i)
        except Exception as exc:  # noqa: BLE001 - reported to the test below
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=work, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    return results


def test_parallel_allocations_never_share_a_number():
    batches = run_in_threads(6, lambda i: sequences.bhruk_allocate(widget="Acme Ltd", count=5))

    numbers = [n for batch in batches for n in batch]
    assert len(numbers) == 30
    assert len(set(numbers)) == 30


def test_parallel_auto_fill_requests_allocate_each_case_once(auth_client, admin_user):
    CaseFactory.create_batch(10, bhruk_id=None)
    client_a, client_b = auth_client(admin_user), auth_client(admin_user)

    run_in_threads(2, lambda i: (client_a, client_b)[i].post("/api/cases/bulk-autofill-bhruk-ids").status_code)

    ids = list(Case.objects.values_list("bhruk_id", flat=True))
    assert None not in ids
    assert len(set(ids)) == 10
    assert AuditEvent.objects.filter(action="autofill").count() == 10


def test_two_saves_from_the_same_read_let_only_one_win(auth_client, admin_user, manager_user):
    case = CaseFactory(client_name="Original")
    read = auth_client(admin_user).get(f"/api/cases/{case.pk}").json()["updatedAt"]
    clients = [auth_client(admin_user), auth_client(manager_user)]

    statuses = run_in_threads(
        2,
        lambda i: (
            clients[i]
            .put(f"/api/cases/{case.pk}", {"clientName": f"Writer {i}", "updatedAt": read}, format="json")
            .status_code
        ),
    )

    assert sorted(statuses) == [200, 409]
    case.refresh_from_db()
    assert case.client_name == f"Writer {statuses.index(200)}"
