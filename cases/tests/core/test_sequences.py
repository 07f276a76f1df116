"""BHR UK ID sequences: typed IDs never move a sequence; the allocator skips them when it reaches them."""

import threading
import time

from django.db import transaction

import pytest

from cases import sequences
from cases.models import BhrukSequence, Case
from cases.tests.core.test_case_concurrency import run_in_threads
from cases.tests.data import csv_bytes, row, upload
from cases.tests.factories import CaseFactory


def numbers(ids: list[str]) -> list[int]:
    return [int("".join(c for c in i if c.isdigit())) for i in ids]


@pytest.mark.django_db
def test_a_typed_id_far_ahead_costs_its_group_nothing():
    CaseFactory(widget="Kind", bhruk_id="KIND7777")

    assert sequences.bhruk_allocate(widget="Kind", count=3) == ["KIND1000", "KIND1001", "KIND1002"]
    assert BhrukSequence.objects.get(group="kind").next_value == 1003


@pytest.mark.django_db
def test_only_the_identifier_the_group_would_give_counts_as_taken():
    # Another group's identifier, a text ID with the same digits and a zero-padded one do not take 1000.
    CaseFactory(widget="Kind", bhruk_id="KIND1000")
    CaseFactory(bhruk_id="ABC1001")
    CaseFactory(widget="Kind", bhruk_id="KIND01002")
    CaseFactory(bhruk_id="1003")

    assert sequences.bhruk_allocate(widget="Acme Ltd", count=4) == ["1000", "1001", "1002", "1004"]
    assert sequences.bhruk_allocate(widget="Kind", count=2) == ["KIND1001", "KIND1002"]


@pytest.mark.django_db
def test_merged_cases_keep_their_identifier_taken():
    master = CaseFactory(bhruk_id="1005")
    CaseFactory(bhruk_id="1000", is_merged=True, merged_into=master)

    assert sequences.bhruk_allocate(widget="Acme Ltd", count=1) == ["1001"]


@pytest.mark.django_db
def test_free_runs_split_around_typed_ids_and_read_taken_numbers_in_pages(monkeypatch, django_assert_max_num_queries):
    monkeypatch.setattr(sequences, "TAKEN_PAGE", 3)
    for n in (1002, 1003, 1004, 1005, 1006, 1009, 1020):
        CaseFactory(bhruk_id=str(n))

    with django_assert_max_num_queries(4):
        runs = sequences.free_runs(widget="Acme Ltd", start=1000, count=5)

    assert runs == [sequences.Run(1000, 2), sequences.Run(1007, 2), sequences.Run(1010, 1)]


@pytest.mark.django_db
def test_allocation_queries_do_not_grow_with_the_count_or_the_typed_ids(django_assert_max_num_queries):
    for n in range(1000, 1400, 4):  # 100 typed IDs inside the range to allocate
        CaseFactory(bhruk_id=str(n))
    sequences.bhruk_allocate(widget="Acme Ltd", count=1)  # the counter row exists

    with django_assert_max_num_queries(7):  # savepoint, counter row (3), taken numbers, move, release
        ids = sequences.bhruk_allocate(widget="Acme Ltd", count=5_000)

    taken = set(Case.objects.values_list("bhruk_number", flat=True))
    assert len(ids) == len(set(ids)) == 5_000
    assert not taken & set(numbers(ids))
    assert numbers(ids) == sorted(numbers(ids))


@pytest.mark.django_db
def test_peek_range_is_what_an_allocation_would_give():
    CaseFactory(bhruk_id="1001")

    assert sequences.bhruk_peek_range(widget="Acme Ltd", count=3) == ("1000", "1003")
    assert sequences.bhruk_allocate(widget="Acme Ltd", count=3) == ["1000", "1002", "1003"]


@pytest.mark.django_db
def test_an_import_numbers_its_rows_around_typed_ids_in_file_order(auth_client, manager_user):
    CaseFactory(bhruk_id="1001")
    CaseFactory(bhruk_id="1002")
    CaseFactory(widget="Kind", bhruk_id="KIND1000")
    CaseFactory(bhruk_id="1005")

    rows = [row(1), row(2, widget="Kind"), row(3), row(4), row(5), row(6, widget="Kind"), row(7)]
    response = upload(auth_client(manager_user), csv_bytes(rows))

    assert response.json()["imported"] == 7
    got = dict(Case.objects.filter(source_user_id__startswith="U").values_list("source_user_id", "bhruk_id"))
    assert [got[f"U{n}"] for n in range(1, 8)] == ["1000", "KIND1001", "1003", "1004", "1006", "KIND1002", "1007"]
    imported = Case.objects.get(source_user_id="U5")
    assert (imported.bhruk_number, imported.bhruk_key) == (1006, "1006")
    assert sequences.bhruk_peek_next(widget="Acme Ltd") == "1008"


@pytest.mark.django_db(transaction=True)
def test_bhruk_hold_refuses_to_run_outside_a_transaction():
    with pytest.raises(RuntimeError, match="inside the transaction"):
        sequences.bhruk_hold(widget="Acme Ltd")


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_an_allocation_waits_for_a_typed_save_and_skips_its_number():
    sequences.bhruk_allocate(widget="Acme Ltd", count=1)  # 1000; the next free number is 1001
    held = threading.Event()

    def typed_save() -> str:
        try:
            with transaction.atomic():
                sequences.bhruk_hold(widget="Acme Ltd")
                held.set()
                time.sleep(0.5)  # the allocation below starts meanwhile and must wait
                CaseFactory(bhruk_id="1001")
            return "1001"
        finally:
            held.set()

    def allocate() -> str:
        held.wait(5)
        return sequences.bhruk_allocate(widget="Acme Ltd", count=1)[0]

    typed, allocated = run_in_threads(2, lambda i: (typed_save, allocate)[i]())

    assert (typed, allocated) == ("1001", "1002")
