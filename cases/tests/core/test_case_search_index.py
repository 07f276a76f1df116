"""SQLite's FTS5 trigram index of the searched fields (cases/listing/sqlite.py): never stale, never changes a result."""

from io import StringIO

from django.core.management import call_command
from django.db import connection
from django.db.models import F

import pytest

from cases.listing import sqlite as search_index
from cases.listing.params import parse_case_filters
from cases.listing.sqlite import COLUMNS, FTS, install_search_index
from cases.models import Case
from cases.privacy.services import cases_erase
from cases.search_fold import fold
from cases.tests.factories import CaseFactory

URL = "/api/cases/paginated"
STATS = "/api/stats"

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "sqlite", reason="the FTS5 index is SQLite's (PostgreSQL: trigram GIN)"),
]


def index_entries() -> set[tuple[int, str, str]]:
    """(case id, column, trigram) as the FTS index holds them."""
    with connection.cursor() as cursor:
        cursor.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.fts_rows USING fts5vocab(main, {FTS}, instance)")
        cursor.execute("SELECT doc, col, term FROM temp.fts_rows")
        return set(cursor.fetchall())


def expected_entries() -> set[tuple[int, str, str]]:
    """The same computed from the cases table: the fields folded as searches fold them (accents and case), then
    lower-cased as FTS5 folds these tests' texts."""
    wanted = set()
    for row in Case.objects.values("id", *COLUMNS):
        for column in COLUMNS:
            text = fold(row[column] or "").lower()
            wanted |= {(row["id"], column, text[i : i + 3]) for i in range(len(text) - 2)}
    return wanted


def assert_index_exact():
    assert index_entries() == expected_entries()
    with connection.cursor() as cursor:  # FTS5's own check against the cases table (raises when they differ)
        cursor.execute(f"INSERT INTO {FTS} ({FTS}, rank) VALUES ('integrity-check', 1)")


def test_every_kind_of_write_keeps_the_index_exact():
    a = CaseFactory(client_name="Alice Smith", email="alice@example.com")
    b = CaseFactory(client_name="Bob Jones", bhruk_id=None)
    assert_index_exact()

    for column in COLUMNS:  # a service-style save of each searched field
        setattr(a, column, f"New {column} value")
        a.save()
        assert_index_exact()

    Case.objects.filter(pk=b.pk).update(kam_id="KX-1", client_name=F("email"))  # QuerySet.update
    Case.objects.filter(pk=b.pk).update(current_status="sent")  # no searched field: the index is left alone
    b.refresh_from_db()
    b.bhruk_id = "KIND42"
    b.external_user_id = "https://ob.example.com/users/42"
    Case.objects.bulk_update([b], ["bhruk_id", "external_user_id"])
    assert_index_exact()

    made = Case.objects.bulk_create(
        [Case(widget="Acme Ltd", client_name=f"Bulk {n}", kam_id=f"B{n}", email=f"b{n}@x.org") for n in range(3)]
    )
    with connection.cursor() as cursor:  # a raw writer goes through the triggers too
        cursor.execute("UPDATE cases_case SET email = %s WHERE id = %s", ["raw@sql.net", made[0].pk])
    assert_index_exact()

    Case.objects.filter(pk=a.pk).update(client_name="Élan Straße")
    assert_index_exact()

    b.delete()
    Case.objects.filter(pk__in=[m.pk for m in made[:2]]).delete()
    assert_index_exact()
    assert {doc for doc, _, _ in index_entries()} == {a.pk, made[2].pk}


def _ids(client, **params):
    response = client.get(URL, {"limit": 1000, **params})
    assert response.status_code == 200, response.content
    return sorted(row["id"] for row in response.json()["data"])


def _scan(text: str, *columns: str) -> list[int]:
    """The cases one of whose columns holds the text, case and accents folded, tested in Python."""
    wanted = fold(text)
    rows = Case.objects.filter(is_cancelled=False, is_merged=False).values("id", *columns)
    return sorted(row["id"] for row in rows if any(wanted in fold(row[column] or "") for column in columns))


TEXTS = ["smith", "SMI", "ice smi", "100%", "0%_", "r_n", "a\\b", 'say "hi"', "élan", "ÉLAN", "straße", "@example.c"]


@pytest.mark.parametrize("text", TEXTS)
def test_results_equal_the_scans_exactly(role_clients, text):
    """FTS5 only narrows: the folded LIKE decides, for the box and for each field."""
    CaseFactory(client_name="Alice Smith", email="alice@example.com", kam_id="Smithers")
    CaseFactory(client_name="Élan Vital", email="elan@example.org", kam_id="ÉLAN-1")
    CaseFactory(client_name="élan minor", kam_id="élan-2")
    CaseFactory(client_name="100%_real name", kam_id="a\\b", email='say "hi"@q.com')
    CaseFactory(client_name="STRASSE", kam_id="Straße 5")
    CaseFactory(client_name="Bob Jones", email="bob@EXAMPLE.COM")
    client = role_clients["admin"]

    assert _ids(client, search=text) == _scan(text, *COLUMNS)
    assert _ids(client, clientNameSearch=text) == _scan(text, "client_name")
    assert _ids(client, kamSearch=text) == _scan(text, "kam_id")
    assert client.get(STATS, {"search": text}).json()["total"] == len(_scan(text, *COLUMNS))


@pytest.mark.parametrize("shape", ["scan", "walk"])
def test_a_scan_or_a_walk_of_the_sort_index_finds_the_same_cases(role_clients, monkeypatch, shape):
    """Many candidates: a covering index is scanned instead; many matches: the page walks the sort index and checks
    each case against the candidates."""
    if shape == "scan":
        monkeypatch.setattr("cases.listing.sqlite.FIELD_SCAN_ABOVE", 1)
        monkeypatch.setattr("cases.listing.sqlite.BOX_SCAN_ABOVE", 1)
    else:
        monkeypatch.setattr("cases.listing.selectors.SORT_MATCHES_BELOW", 0)
    cases = [CaseFactory(client_name=f"Smith {n}", kam_id=f"SM-{n}") for n in range(4)]
    CaseFactory(client_name="Jones", kam_id="JO-1")
    client = role_clients["admin"]

    everyone = sorted(case.pk for case in cases)
    assert _ids(client, search="smi") == everyone
    assert _ids(client, clientNameSearch="mith") == everyone
    assert _ids(client, kamSearch="sm-") == everyone
    assert _ids(client, search="ith 2") == [cases[2].pk]


def test_a_search_asks_the_index_from_three_characters_on():
    def sql(text):
        filters = parse_case_filters({"search": text, "kamSearch": text})
        return str(filters.apply(Case.objects.all()).query)

    assert " MATCH " not in sql("sm")
    assert sql("smi").count(" MATCH ") == 2  # the box, and kamSearch within its column


def test_match_expressions_quote_every_trigram():
    assert search_index.match_expression("ab") is None
    assert search_index.match_expression('a"b"c') == '"a""b" AND """b""" AND "b""c"'
    assert search_index.match_expression("Jones jon", column="client_name") == (
        'client_name : ("Jon" AND "one" AND "nes" AND "es " AND "s j" AND " jo")'
    )


def test_a_long_text_asks_for_its_rarest_trigrams_only():
    CaseFactory.create_batch(3, external_user_id="https://rare.example.net/users/common")
    CaseFactory(external_user_id="https://rare.example.net/users/qxv9")

    query = search_index.match_expression("https://rare.example.net/users/qxv9")

    assert query is not None and query.count(" AND ") == search_index.MAX_TRIGRAMS - 1
    assert {'"qxv"', '"xv9"', '"/qx"'} <= set(query.split(" AND "))


def test_an_erasure_leaves_no_erased_trigram_on_disk(admin_user):
    """FTS5 records a removal as a marker beside the old entries; the erasure merges them away."""
    for n in range(20):
        CaseFactory(client_name=f"Client {n}")
    erased = CaseFactory(client_name="Zebediah Quixote", email="zq@example.org")

    def blocks():
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT block FROM {FTS}_data WHERE id > 10 ORDER BY block")
            return [bytes(block) for (block,) in cursor.fetchall()]

    assert any(b"uix" in block for block in blocks())
    cases_erase(case_ids=[erased.pk], actor=admin_user, reason="subject request")

    assert not any(b"uix" in block or b"bed" in block for block in blocks())
    assert_index_exact()


def test_lost_triggers_are_reinstalled_and_the_index_rebuilt():
    """SQLite drops a table's triggers when a migration rebuilds the table; installing them again puts them back."""
    kept = CaseFactory(client_name="Kept Name")
    with connection.cursor() as cursor:
        for name in search_index.TRIGGERS:
            cursor.execute(f"DROP TRIGGER {name}")
        cursor.execute('DROP INDEX "case_kam_key_merged"')
    CaseFactory(client_name="Written Meanwhile")
    Case.objects.filter(pk=kept.pk).update(client_name="Renamed Meanwhile")

    assert install_search_index() is True
    assert install_search_index() is False  # idempotent: nothing was missing
    assert_index_exact()
    assert "case_kam_key_merged" in connection.introspection.get_constraints(connection.cursor(), "cases_case")


@pytest.mark.django_db(transaction=True)
def test_the_index_survives_a_migration_rebuilding_the_cases_table(role_clients):
    case = CaseFactory(client_name="Survivor Case")
    with connection.schema_editor() as editor:
        # What an AlterField does on SQLite: the triggers go with the old table. The editor is SQLite's here; the
        # stubs type connection.schema_editor() as the base class, which has no _remake_table.
        editor._remake_table(Case)  # type: ignore[attr-defined]
    with connection.cursor() as cursor:
        cursor.execute("SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'case_search_fts%'")
        assert cursor.fetchone()[0] == 0

    call_command("install_triggers", stdout=StringIO())  # every app's triggers, as migrate used to put back
    Case.objects.filter(pk=case.pk).update(client_name="Survivor Renamed")

    assert_index_exact()
    assert _ids(role_clients["admin"], search="vor ren") == [case.pk]
