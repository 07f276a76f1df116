"""The one search box (guide: screens#search-box): `search` on the list, the stats and the current-view export."""

from datetime import timedelta

from django.utils import timezone

import pytest

from cases.rules import Status
from cases.tests.factories import CaseFactory
from conftest import COMPANY, OTHER_COMPANY

URL = "/api/cases/paginated"
STATS = "/api/stats"

pytestmark = pytest.mark.django_db


def ids(response):
    assert response.status_code == 200, response.content
    return [row["id"] for row in response.json()["data"]]


def search(client, text, **params):
    return client.get(URL, {"search": text, **params})


@pytest.mark.parametrize(
    ("field", "stored", "typed"),
    [
        ("client_name", "Judith Okonkwo-Smythe", "okonkwo"),
        ("email", "judith.o@example.org", "JUDITH.O@EXAMPLE"),
        ("kam_id", "KX-99812", "x-998"),
        ("bhruk_id", "KIND7781", "ind778"),
        ("external_user_id", "https://ob.example.com/users/abc-4471", "abc-447"),
    ],
)
def test_each_field_is_found_by_a_case_insensitive_substring(role_clients, field, stored, typed):
    wanted = CaseFactory(widget="Kind" if field == "bhruk_id" else COMPANY, **{field: stored})
    CaseFactory.create_batch(3)

    assert ids(search(role_clients["admin"], typed)) == [wanted.pk]


def test_one_and_two_characters_match_substrings_too(role_clients):
    jo = CaseFactory(client_name="Bo Jones")
    CaseFactory(client_name="Alice Smith", kam_id="111", email="", external_user_id="", bhruk_id="222")

    assert ids(search(role_clients["admin"], "jO")) == [jo.pk]
    assert set(ids(search(role_clients["admin"], "j"))) == {jo.pk}


def test_a_bhruk_id_is_found_with_or_without_the_kind_prefix(role_clients):
    kind = CaseFactory(widget="Kind", bhruk_id="KIND1234")
    other = CaseFactory(widget="Kind", bhruk_id="KIND5678")

    assert ids(search(role_clients["admin"], "KIND1234")) == [kind.pk]
    assert ids(search(role_clients["admin"], "kind1234")) == [kind.pk]
    assert ids(search(role_clients["admin"], "1234"))[0] == kind.pk
    assert other.pk not in ids(search(role_clients["admin"], "1234"))


def test_the_case_number_finds_the_case(role_clients):
    cases = CaseFactory.create_batch(3, kam_id="Not Known", bhruk_id=None, external_user_id="")
    wanted = cases[1]

    assert ids(search(role_clients["admin"], str(wanted.pk)))[0] == wanted.pk


def test_exact_identifier_matches_come_first_then_the_chosen_sort(role_clients):
    now = timezone.now()
    # Substring matches of "98765" with higher BHR UK IDs and newer dates than the exact ones.
    partial_a = CaseFactory(bhruk_id="298765", kam_id="5", created_at=now)
    partial_b = CaseFactory(bhruk_id="198765", kam_id="6", created_at=now - timedelta(days=1))
    exact_bhruk = CaseFactory(widget="Kind", bhruk_id="KIND98765", kam_id="7", created_at=now - timedelta(days=5))
    exact_kam = CaseFactory(bhruk_id="10", kam_id="98765", created_at=now - timedelta(days=3))
    link = "https://ob.example.com/users/98765"
    by_link = CaseFactory(bhruk_id="11", kam_id="8", external_user_id=link, created_at=now - timedelta(days=4))
    client = role_clients["admin"]

    # bhrukId desc among the exact ones (98765 > 10), then the others bhrukId desc (298765, 198765, 11).
    assert ids(search(client, "98765")) == [exact_bhruk.pk, exact_kam.pk, partial_a.pk, partial_b.pk, by_link.pk]
    assert ids(search(client, "98765", sortBy="createdAt", sortOrder="asc")) == [
        exact_bhruk.pk,
        exact_kam.pk,
        by_link.pk,
        partial_b.pk,
        partial_a.pk,
    ]
    # The whole OB Link is an exact match; "KIND98765" is exact for the KIND case only.
    assert ids(search(client, link)) == [by_link.pk]
    assert ids(search(client, "kind98765")) == [exact_bhruk.pk]


def test_exact_matches_first_across_pages(role_clients):
    exact = CaseFactory(kam_id="ABC77", bhruk_id="1")
    others = [CaseFactory(kam_id=f"ABC77-{n}", bhruk_id=str(100 + n)) for n in range(30)]
    client = role_clients["admin"]

    first = ids(search(client, "abc77", limit=25, page=1))
    second = ids(search(client, "abc77", limit=25, page=2))

    assert first[0] == exact.pk
    assert first[1:] == [c.pk for c in reversed(others)][:24]
    assert second == [c.pk for c in reversed(others)][24:]
    assert search(client, "abc77", limit=25).json()["pagination"]["totalItems"] == 31


def test_search_combines_with_the_other_filters(role_clients):
    wanted = CaseFactory(client_name="Zed Alpha", widget=COMPANY, current_status=Status.ON_HOLD)
    CaseFactory(client_name="Zed Beta", widget=OTHER_COMPANY, current_status=Status.ON_HOLD)
    CaseFactory(client_name="Zed Gamma", widget=COMPANY, current_status=Status.SENT)
    CaseFactory(client_name="Zed Delta", widget=COMPANY, current_status=Status.ON_HOLD, is_cancelled=True)
    CaseFactory(client_name="Zed Locked", widget=COMPANY, locked=True)
    client = role_clients["admin"]

    assert ids(search(client, "zed", company=COMPANY, status="on_hold")) == [wanted.pk]
    assert len(ids(search(client, "zed", company=COMPANY, status="on_hold", includeCancelled="true"))) == 2
    assert len(ids(search(client, "zed", lockFilter="locked"))) == 1
    assert ids(search(client, "zed", clientNameSearch="alpha")) == [wanted.pk]
    assert ids(search(client, "zed", kamSearch="no such kam")) == []


def test_stats_follow_the_search(role_clients):
    CaseFactory(client_name="Zed Alpha", current_status=Status.ON_HOLD)
    CaseFactory(client_name="Zed Beta", current_status=Status.SENT)
    CaseFactory(client_name="Other", current_status=Status.SENT)
    CaseFactory(client_name="Zed Gone", is_cancelled=True)

    stats = role_clients["admin"].get(STATS, {"search": "zed"}).json()

    assert stats["total"] == 2
    assert stats["onHold"] == 1
    assert stats["completed"] == 1
    assert stats["cancelledOnly"] == 1


def test_a_client_searches_only_their_own_company(role_clients):
    mine = CaseFactory(widget=COMPANY, client_name="Shared Name")
    theirs = CaseFactory(widget=OTHER_COMPANY, client_name="Shared Name", kam_id="424242")
    client = role_clients["client"]

    assert ids(search(client, "shared")) == [mine.pk]
    assert theirs.pk not in ids(search(client, str(theirs.pk)))
    assert ids(search(client, "424242")) == []
    assert client.get(STATS, {"search": "shared"}).json()["total"] == 1
    portal = client.get("/api/cases", {"search": "shared"})
    assert [row["id"] for row in portal.json()] == [mine.pk]


def test_the_portal_lists_exact_matches_first_then_newest(role_clients):
    now = timezone.now()
    exact = CaseFactory(widget=COMPANY, kam_id="77001", created_at=now - timedelta(days=9))
    newer = CaseFactory(widget=COMPANY, kam_id="770011", created_at=now)

    portal = role_clients["client"].get("/api/cases", {"search": "77001"})

    assert [row["id"] for row in portal.json()] == [exact.pk, newer.pk]


def test_the_current_view_export_holds_the_search_rows_exact_first(role_clients):
    exact = CaseFactory(kam_id="5555", bhruk_id="1", client_name="Exact")
    partial = CaseFactory(kam_id="15555", bhruk_id="2", client_name="Partial")
    CaseFactory(kam_id="999", client_name="Nobody")

    response = role_clients["admin"].get("/api/cases/export", {"format": "csv", "search": "5555"})

    assert response.status_code == 200
    body = b"".join(response.streaming_content).decode() if response.streaming else response.content.decode()
    lines = body.splitlines()
    assert len(lines) == 3  # header + 2 rows
    assert "Exact" in lines[1] and "Partial" in lines[2]
    assert partial.pk != exact.pk


@pytest.mark.parametrize("text", ["   ", "%", "_", "\\", "'; DROP TABLE cases_case; --", "\u200b", "a\x1fb"])
def test_odd_input_is_cleaned_and_taken_literally(role_clients, text):
    CaseFactory(client_name="100% real_name \\ here")
    response = search(role_clients["admin"], text)

    assert response.status_code == 200
    rows = response.json()["data"]
    if text.strip("\u200b ") in ("%", "_", "\\"):
        assert len(rows) == 1  # matched literally, not as a wildcard
    elif text == "a\x1fb":
        assert rows == []  # the control character is dropped: "ab" is not in the name


def test_a_nul_in_the_search_is_refused_before_the_view(role_clients):
    response = role_clients["admin"].get(URL + "?search=a%00b")
    assert response.status_code == 400


def test_kam_and_client_name_searches_still_work_on_their_own_field(role_clients):
    by_name = CaseFactory(client_name="Kim 777", kam_id="1")
    by_kam = CaseFactory(client_name="Lee", kam_id="K777")
    client = role_clients["admin"]

    assert ids(client.get(URL, {"clientNameSearch": "77"})) == [by_name.pk]
    assert ids(client.get(URL, {"kamSearch": "77"})) == [by_kam.pk]
    assert set(ids(search(client, "77"))) == {by_name.pk, by_kam.pk}


@pytest.mark.parametrize("text", ["j", "jones", "1234"])
def test_a_search_runs_a_fixed_number_of_queries(role_clients, django_assert_max_num_queries, text):
    for n in range(60):
        CaseFactory(client_name=f"Jo Jones {n}", kam_id=f"1234{n}")
    client = role_clients["admin"]

    # auth (3) + whether the short-search counts are usable (1-3 characters) + count + exact matches + other ids
    # (read apart when there are exact ones) + rows + 3 duplicate groups + merged previews
    with django_assert_max_num_queries(12):
        response = search(client, text, limit=250)
    assert len(response.json()["data"]) == 60
    # stats: auth (3) + whether the counts are usable + the groups + the Overdue / Due Soon count
    with django_assert_max_num_queries(6):
        assert client.get(STATS, {"search": text}).json()["total"] == 60
