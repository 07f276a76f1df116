"""Searches fold case and accents on both sides (guide: screens#search-box, ADR 0009): the search box, kamSearch and
clientNameSearch on the dashboard list, its stats (the 1-3 character counts included) and the portal."""

from django.db import connection

import pytest

from cases.listing.query import CaseFilters
from cases.listing.search_counts import search_count_groups, search_counts_fold
from cases.models import Case, SearchChange
from cases.search_fold import fold, fold_sql
from cases.tests.factories import CaseFactory
from conftest import COMPANY, OTHER_COMPANY

URL = "/api/cases/paginated"
STATS = "/api/stats"
PORTAL = "/api/cases"

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def counts_built():
    """The short-search counts in use (the test database's migrate left a rebuild note)."""
    search_counts_fold()


@pytest.fixture
def people():
    """Accented and plain spellings of the same names, and people who must not be found."""
    return {
        "accented": CaseFactory(client_name="Siobhán Ní Bhriain", kam_id="NÍ-4471", email="siobhan@example.org"),
        "plain": CaseFactory(client_name="Siobhan Ni Bhriain", kam_id="ni-4472", email="s.nb@example.org"),
        "capitals": CaseFactory(client_name="SEÁN NÍ BHRIAIN", kam_id="KX-1", email="sean@example.org"),
        "other": CaseFactory(client_name="Nora Bríain-Walsh", kam_id="KX-2", email="nora@example.org"),
        "nobody": CaseFactory(client_name="Alice Smith", kam_id="KX-3", email="alice@example.org"),
    }


def listed(client, **params) -> tuple[set[int], int]:
    response = client.get(URL, {"limit": 100, **params})
    assert response.status_code == 200, response.content
    body = response.json()
    return {row["id"] for row in body["data"]}, body["pagination"]["totalItems"]


def stats_total(client, **params) -> int:
    response = client.get(STATS, params)
    assert response.status_code == 200, response.content
    return response.json()["total"]


def pks(people, *names) -> set[int]:
    return {people[name].pk for name in names}


@pytest.mark.parametrize("typed", ["ni bhriain", "NI BHRIAIN", "Ní Bhriain", "nÍ bHrIáIn", "Ní Bhriáin"])
def test_the_search_box_finds_every_spelling_of_a_name(role_clients, people, typed):
    wanted = pks(people, "accented", "plain", "capitals")

    assert listed(role_clients["admin"], search=typed) == (wanted, 3)
    assert stats_total(role_clients["admin"], search=typed) == 3


@pytest.mark.parametrize("typed", ["siobhán", "SIOBHAN", "siobhan ni"])
def test_client_name_search_folds_both_sides(role_clients, people, typed):
    assert listed(role_clients["admin"], clientNameSearch=typed) == (pks(people, "accented", "plain"), 2)
    assert stats_total(role_clients["admin"], clientNameSearch=typed) == 2


@pytest.mark.parametrize("typed", ["ní-447", "NI-447", "Ni-447", "í-44"])
def test_kam_search_folds_both_sides(role_clients, people, typed):
    assert listed(role_clients["admin"], kamSearch=typed) == (pks(people, "accented", "plain"), 2)
    assert stats_total(role_clients["admin"], kamSearch=typed) == 2


FILTER_NAMES = {"search": "search", "clientNameSearch": "client_name_search", "kamSearch": "kam_search"}


def searched_text(case, param: str) -> str:
    if param == "clientNameSearch":
        return case.client_name
    if param == "kamSearch":
        return case.kam_id
    return "\x1f".join([case.client_name, case.email, case.kam_id, case.bhruk_id or "", case.external_user_id])


@pytest.mark.parametrize("param", list(FILTER_NAMES))
@pytest.mark.parametrize("typed", ["ní", "ni", "NI", "Ní", "NÍ", "í", "i"])
def test_short_searches_are_counted_folded_and_agree_with_the_rows(role_clients, people, param, typed):
    """1-3 characters: the total and the stat cards come from the gram counts, which must fold as the rows do."""
    assert search_count_groups(filters=CaseFilters(**{FILTER_NAMES[param]: typed})) is not None  # counted
    expected = {case.pk for case in people.values() if fold(typed) in fold(searched_text(case, param))}

    rows, total = listed(role_clients["admin"], **{param: typed})

    assert rows == expected and total == len(rows)
    assert stats_total(role_clients["admin"], **{param: typed}) == total
    if param != "kamSearch":
        assert pks(people, "accented", "plain", "capitals") <= rows


def test_ní_and_ni_give_the_same_totals_and_stat_cards(role_clients, people):
    admin = role_clients["admin"]
    for param in ("search", "clientNameSearch", "kamSearch"):
        accented, plain = admin.get(STATS, {param: "ní"}).json(), admin.get(STATS, {param: "ni"}).json()
        assert accented == plain
        assert listed(admin, **{param: "ní"}) == listed(admin, **{param: "ni"})


def test_a_change_not_yet_folded_into_the_counts_is_counted_folded(role_clients, people):
    late = CaseFactory(client_name="Áine Ní Dhuibhir")
    assert SearchChange.objects.exists()

    rows, total = listed(role_clients["admin"], clientNameSearch="ní")

    assert late.pk in rows and total == len(rows) == stats_total(role_clients["admin"], clientNameSearch="ní")


def test_a_decomposed_accent_is_folded_too(role_clients):
    """A writer that stored 'i' + U+0301 (not composed, as clean_text would) is still found, both ways."""
    case = CaseFactory(client_name="Placeholder")
    Case.objects.filter(pk=case.pk).update(client_name="Ni\u0301amh Byrne")

    assert listed(role_clients["admin"], search="niamh") == ({case.pk}, 1)
    assert listed(role_clients["admin"], clientNameSearch="NÍAMH") == ({case.pk}, 1)
    assert listed(role_clients["admin"], clientNameSearch="ní") == ({case.pk}, 1)


def test_the_search_box_keeps_exact_identifiers_first(role_clients, people):
    exact = CaseFactory(client_name="Someone Else", kam_id="ni bhriain")

    response = role_clients["admin"].get(URL, {"search": "Ní Bhriain"})

    data = [row["id"] for row in response.json()["data"]]
    assert data[0] == exact.pk
    assert set(data) == pks(people, "accented", "plain", "capitals") | {exact.pk}


def test_the_portal_folds_its_search_within_the_clients_company(role_clients):
    mine = CaseFactory(widget=COMPANY, client_name="Siobhán Ní Bhriain")
    plain = CaseFactory(widget=COMPANY, client_name="Siobhan Ni Bhriain")
    CaseFactory(widget=OTHER_COMPANY, client_name="Siobhán Ní Bhriain")
    client = role_clients["client"]

    for typed in ("ni bhriain", "NÍ BHRIAIN"):
        portal = client.get(PORTAL, {"search": typed})
        assert portal.status_code == 200, portal.content
        assert {row["id"] for row in portal.json()} == {mine.pk, plain.pk}
        assert listed(client, search=typed) == ({mine.pk, plain.pk}, 2)
        assert stats_total(client, search=typed) == 2
    assert {row["id"] for row in client.get(PORTAL, {"clientNameSearch": "ní"}).json()} == {mine.pk, plain.pk}


def test_a_text_of_combining_marks_only_is_no_search(role_clients, people):
    assert listed(role_clients["admin"], search="\u0301") == (set(pks(people, *people)), 5)


def test_erasing_a_person_leaves_their_name_findable_by_no_spelling(role_clients, people, admin_user):
    from cases.privacy.services import cases_erase

    cases_erase(case_ids=[people["accented"].pk], actor=admin_user, reason="Asked to be forgotten")

    assert listed(role_clients["admin"], search="siobhán") == (pks(people, "plain"), 1)
    assert listed(role_clients["admin"], clientNameSearch="siobhan") == (pks(people, "plain"), 1)
    assert not SearchChange.objects.exists()


@pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's FTS5 index (PostgreSQL: its GIN index)")
def test_erasing_an_accented_name_leaves_none_of_its_folded_trigrams_in_sqlites_index(admin_user):
    from cases.listing.sqlite import FTS
    from cases.privacy.services import cases_erase

    erased = CaseFactory(client_name="Órla Zxyváñ", email="orla@example.org")
    CaseFactory.create_batch(5)

    def terms() -> set[str]:
        with connection.cursor() as cursor:
            cursor.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.fts_terms USING fts5vocab(main, {FTS}, row)")
            cursor.execute("SELECT term FROM temp.fts_terms")
            return {term for (term,) in cursor.fetchall()}

    def blocks() -> bytes:
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT block FROM {FTS}_data WHERE id > 10")
            return b"".join(bytes(block) for (block,) in cursor.fetchall())

    folded = {"orl", "rla", "zxy", "xyv", "yva", "van"}  # Órla Zxyváñ folded, then lower-cased by FTS5
    assert folded <= terms()
    cases_erase(case_ids=[erased.pk], actor=admin_user, reason="Asked to be forgotten")

    assert not folded & terms()
    assert not any(gram.encode() in blocks() for gram in ("xyv", "yva", "ñ", "á", "Ó"))


def test_the_database_folds_every_character_as_python_does():
    """The fold is applied by Python (the typed text, the counts' grams) and by the database (the stored fields):
    they must agree on every character of the Basic Multilingual Plane, and on whole texts."""
    texts = ["Siobhán Ní Bhriain", "ÉLAN straße", "Ni\u0301amh", "Łódź", "Ωμέγα", "Йошкар-Ола", "😀 x", "ǅemal"]
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            every = "generate_series(1, 65533) AS g WHERE g NOT BETWEEN 55296 AND 57343"  # not the surrogates
            cursor.execute(f"SELECT g, casebook_fold(chr(g)) FROM {every}")
            differ = [(hex(code), folded) for code, folded in cursor.fetchall() if folded != fold(chr(code))]
            assert differ == []
        sql = fold_sql(connection.vendor, "%s")
        if connection.vendor != "postgresql":
            sql = f"UPPER({sql})"  # SQLite's fold leaves ASCII case to LIKE
        samples = [*texts, *(chr(code) for code in range(32, 0x600))]
        for text in samples:
            cursor.execute(f"SELECT {sql}", [text] * sql.count("%s"))
            assert cursor.fetchone()[0] == fold(text), repr(text)
