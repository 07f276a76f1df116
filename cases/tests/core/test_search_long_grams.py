"""Search-box prefixes (ADR 0014): the longer grams many cases share are counted exactly, and a
search whose matches lie in a few companies is paged per company with the same rows as the whole-index walk."""

import random
from itertools import product

from django.db import connection
from django.db.models import Count

import pytest

from cases.listing import search_counts, selectors
from cases.listing.query import CaseFilters, search_q
from cases.listing.search_counts import _common_long_grams, long_grams, search_count_groups, search_counts_fold
from cases.models import Case, SearchChange, SearchLongGram
from cases.rules import Status
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

URL = "/api/cases/paginated"
STATS = "/api/stats"


@pytest.fixture
def few_cases_are_many(monkeypatch):
    """Grams held by 3 cases count as common, and every case is in the sample."""
    monkeypatch.setattr(search_counts, "LONG_GRAM_MIN_CASES", 3)
    monkeypatch.setattr(search_counts, "LONG_GRAM_SAMPLE", 100_000)


def rebuild() -> None:
    SearchChange.objects.create(sign=0)
    search_counts_fold()


def live_groups(filters: CaseFilters) -> list[tuple]:
    rows = filters.apply(Case.objects.all(), visibility=False).order_by()
    return sorted(rows.values_list("is_cancelled", "is_merged", "current_status").annotate(n=Count("*")))


def counted_groups(filters: CaseFilters) -> list[tuple] | None:
    groups = search_count_groups(filters=filters)
    return None if groups is None else sorted(groups)


def make_book(rng, n=24) -> None:
    for i in range(n):
        kind = rng.random() < 0.4
        CaseFactory(
            widget="Kind" if kind else rng.choice(["Acme Ltd", "Zeta"]),
            client_name=rng.choice(["Jo Thompson", "Ann Thomas", "Zoë Thompsön", "Bo Lee"]) + f" {i}",
            email=f"client{i}@example.com",
            bhruk_id=f"KIND{1000 + i}" if kind else str(2000 + i),
            current_status=rng.choice(list(Status.values)),
            is_cancelled=rng.random() < 0.2,
        )


LONG_TEXTS = ["clien", "CLIENT", "ob.exa", "example.com", "kind1", "Thomp", "thompson", "users/5", "@example"]


def assert_agree(rng, texts, rounds=3):
    for text in texts:
        for _ in range(rounds):
            filters = CaseFilters(
                search=text,
                company=rng.choice([None, "Kind", "Acme Ltd"]),
                status=rng.choice([None, "need_instructions", Status.SENT]),
            )
            counted = counted_groups(filters)
            assert counted is not None, filters
            assert counted == live_groups(filters), filters


def test_the_common_long_grams_are_listed_and_counted_exactly(few_cases_are_many):
    rng = random.Random(7)
    make_book(rng)
    rebuild()

    listed = set(SearchLongGram.objects.filter(field="b").values_list("gram", flat=True))
    assert {"CLIEN", "CLIENT", "OB.EXA", "EXAMPLE.COM", "KIND1", "THOMP", "THOMPSON"} <= listed
    assert "CLIENT12" not in listed  # one case holds it
    assert {"THOMPSON"} <= set(SearchLongGram.objects.filter(field="n").values_list("gram", flat=True))
    assert_agree(rng, LONG_TEXTS)
    filters = CaseFilters(client_name_search="thompso")
    assert counted_groups(filters) == live_groups(filters)


def test_the_long_counts_stay_exact_through_changes_folded_or_not(few_cases_are_many):
    rng = random.Random(8)
    make_book(rng)
    rebuild()
    cases = list(Case.objects.order_by("id"))
    cases[0].delete()
    Case.objects.filter(pk=cases[1].pk).update(email="someone@else.org", client_name="Bo")
    Case.objects.filter(pk__in=[c.pk for c in cases[2:6]]).update(current_status=Status.ON_HOLD, widget="Kind")
    CaseFactory(client_name="Ann Thompson", email="client99@example.com", widget="Zeta")

    assert SearchChange.objects.exists()
    assert_agree(rng, LONG_TEXTS)  # the notes are added to the counts
    search_counts_fold()
    assert not SearchChange.objects.exists()
    assert_agree(rng, LONG_TEXTS)


def test_a_long_text_that_is_not_listed_is_counted_from_the_cases(few_cases_are_many):
    make_book(random.Random(9))
    rebuild()

    assert search_count_groups(filters=CaseFilters(search="client12@")) is None
    assert search_count_groups(filters=CaseFilters(search="clien", kam_search="5")) is None


def test_a_small_book_lists_no_long_gram():
    make_book(random.Random(10))
    rebuild()

    assert not SearchLongGram.objects.exists()
    assert search_count_groups(filters=CaseFilters(search="clien")) is None


def test_the_list_and_stats_answer_the_same_counted_or_not(few_cases_are_many, role_clients):
    make_book(random.Random(11))
    rebuild()
    client = role_clients["admin"]
    counted = {
        text: (client.get(URL, {"search": text}).json(), client.get(STATS, {"search": text}).json())
        for text in LONG_TEXTS
    }
    SearchLongGram.objects.all().delete()  # now counted from the cases

    for text, (page, stats) in counted.items():
        assert client.get(URL, {"search": text}).json() == page, text
        assert client.get(STATS, {"search": text}).json() == stats, text


def test_common_long_grams_are_every_gram_held_often_enough():
    rng = random.Random(12)
    alphabet = "ab1."
    cases = [
        tuple("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 9))) for _ in range(2)) for _ in range(40)
    ]
    for need in (2, 5, 12):
        held: dict[str, int] = {}
        for values in cases:
            found = {v[i:j] for v in values for i in range(len(v)) for j in range(i + 4, len(v) + 1)}
            for gram in found:
                held[gram] = held.get(gram, 0) + 1
        expected = {gram for gram, n in held.items() if n >= need}
        chosen = _common_long_grams(cases, need)
        assert chosen == expected
        for values in cases:  # the extension from each start finds every listed gram of a value
            for value in values:
                assert (
                    long_grams(value, frozenset(chosen))
                    == {value[i:j] for i in range(len(value)) for j in range(i + 4, len(value) + 1)} & chosen
                )


@pytest.mark.parametrize("text", ["KI", "KIND1", "KIND1003", "jo", "1004", "thomps"])
def test_a_search_in_few_companies_pages_as_the_whole_walk_does(monkeypatch, role_clients, text):
    make_book(random.Random(13), n=90)
    search_counts_fold()
    client = role_clients["admin"]
    # Walk whatever the number of matches, so both shapes walk.
    monkeypatch.setattr(selectors, "SORT_MATCHES_BELOW", 1)
    monkeypatch.setattr(selectors, "SHORT_SEARCH_SORT_MATCHES_BELOW", 1)
    per_company = selectors._company_pages
    calls = []

    def counted_pages(**kw):
        calls.append(kw["companies"])
        return per_company(**kw)

    monkeypatch.setattr(selectors, "_company_pages", counted_pages)
    for order, show, limit in product(["desc", "asc"], [False, True], [25]):
        params = {"search": text, "sortBy": "bhrukId", "sortOrder": order, "limit": limit}
        if show:
            params |= {"includeCancelled": "true", "includeMerged": "true"}
        pages = []
        for few in (selectors.FEW_COMPANIES, 0):
            monkeypatch.setattr(selectors, "FEW_COMPANIES", few)
            pages.append([client.get(URL, {**params, "page": n}).json() for n in (1, 2)])
        assert pages[0] == pages[1], params
        total = Case.objects.filter(search_q(text)).count() if show else None
        assert total is None or pages[0][0]["pagination"]["totalItems"] == total
    if Case.objects.filter(search_q(text)).count() > limit:  # the per-company shape ran
        # PostgreSQL counts the cases per company when the counts cannot; SQLite only pages per company from them
        assert bool(calls) == (connection.vendor == "postgresql" or len(text) <= search_counts.GRAM_MAX)
