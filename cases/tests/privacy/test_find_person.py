"""Find a person (guide: privacy#find-a-person): found as the dashboard's search box finds them, a page at a time with
the total, and erasure or a pack of EVERY match of the search, however many."""

import pytest

from cases.models import AuditEvent, Case
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

URL = "/api/privacy/subjects"


def _ids(answer) -> set[int]:
    assert answer.status_code == 200, answer.json()
    return {row["id"] for row in answer.json()["data"]}


def _many(count: int, client_name: str) -> list[int]:
    cases = []
    for i in range(count):
        case = Case(widget="Acme Ltd", client_name=client_name, bhruk_id=f"M{i}", email=f"m{i}@example.org")
        case.refresh_keys()
        cases.append(case)
    Case.objects.bulk_create(cases, batch_size=500)
    return list(Case.objects.filter(client_name=client_name).values_list("pk", flat=True))


def test_partial_case_insensitive_text_finds_every_identifier_as_the_dashboard_does(role_clients):
    admin = role_clients["admin"]
    noah = CaseFactory(widget="Acme Ltd", client_name="Noah Wilson", email="n.wilson@example.org")
    emma = CaseFactory(widget="Kind Co", client_name="Emma Wilson", external_user_id="https://ob.example.com/u/31337")
    by_import = CaseFactory(client_name="Erased 7ABC", name="Noah Wilson-Smith", source_user_id="USR-99881")
    by_kam = CaseFactory(kam_id="KAM-424242")
    other = CaseFactory(client_name="Somebody Else")

    assert _ids(admin.get(URL, {"query": "Wilson"})) == {noah.pk, emma.pk, by_import.pk}
    assert _ids(admin.get(URL, {"query": "noah"})) == {noah.pk, by_import.pk}
    dashboard = admin.get("/api/cases/paginated", {"search": "wilson", "limit": 100}).json()["data"]
    assert {row["id"] for row in dashboard} <= _ids(admin.get(URL, {"query": "wilson"}))
    assert _ids(admin.get(URL, {"query": "N.WILSON@EXAMPLE"})) == {noah.pk}
    assert _ids(admin.get(URL, {"query": "ob.example.com/u/3133"})) == {emma.pk}
    assert _ids(admin.get(URL, {"query": "usr-9988"})) == {by_import.pk}
    assert _ids(admin.get(URL, {"query": "kam-4242"})) == {by_kam.pk}
    assert _ids(admin.get(URL, {"query": other.bhruk_id})) >= {other.pk}
    assert _ids(admin.get(URL, {"query": "nobody at all"})) == set()


def test_each_match_shows_what_tells_people_of_one_name_apart(role_clients):
    admin = role_clients["admin"]
    CaseFactory(widget="Acme Ltd", client_name="Noah Wilson", email="a@example.org", bhruk_id="KIND1")
    CaseFactory(widget="Kind Co", client_name="Noah Wilson", email="b@example.org", bhruk_id="KIND2")

    rows = admin.get(URL, {"query": "noah wilson"}).json()["data"]

    assert sorted((r["widget"], r["bhrukId"], r["email"], bool(r["externalUserId"])) for r in rows) == [
        ("Acme Ltd", "KIND1", "a@example.org", True),
        ("Kind Co", "KIND2", "b@example.org", True),
    ]


def test_cancelled_and_merged_cases_are_found_too(role_clients):
    admin = role_clients["admin"]
    cancelled = CaseFactory(client_name="Noah Wilson", is_cancelled=True)
    merged = CaseFactory(client_name="Noah Wilson", is_merged=True)

    assert _ids(admin.get(URL, {"query": "noah"})) == {cancelled.pk, merged.pk}


def test_accents_are_ignored_as_the_search_box_ignores_them(role_clients):
    case = CaseFactory(client_name="Siobhán Ní Bhriain")

    assert _ids(role_clients["admin"].get(URL, {"query": "siobhan ni bhriain"})) == {case.pk}


def test_the_import_name_and_user_id_fold_accents_and_case_too(role_clients):
    named = CaseFactory(client_name="Someone Else", name="Zoë Ångström")
    numbered = CaseFactory(client_name="Another Person", source_user_id="USR-Łódź-7")

    assert _ids(role_clients["admin"].get(URL, {"query": "zoe angstrom"})) == {named.pk}
    assert _ids(role_clients["admin"].get(URL, {"query": "usr-lodz"})) == {numbered.pk}


def test_the_results_come_a_page_at_a_time_with_the_total_and_no_cap(role_clients):
    admin = role_clients["admin"]
    ids = _many(501, "Noah Wilson")

    first = admin.get(URL, {"query": "noah", "limit": 250})
    last = admin.get(URL, {"query": "noah", "limit": 250, "page": 3})

    assert first.json()["pagination"] == {
        "currentPage": 1,
        "itemsPerPage": 250,
        "totalItems": 501,
        "totalPages": 3,
        "hasPreviousPage": False,
        "hasNextPage": True,
    }
    assert len(first.json()["data"]) == 250
    assert len(last.json()["data"]) == 1
    pages = [admin.get(URL, {"query": "noah", "limit": 250, "page": p}).json()["data"] for p in (1, 2, 3)]
    assert {row["id"] for page in pages for row in page} == set(ids)
    assert admin.get(URL, {"query": "noah", "limit": 7}).status_code == 400
    assert admin.get(URL, {"query": "noah", "page": "x"}).status_code == 400


def test_exact_identifier_matches_come_first(role_clients):
    admin = role_clients["admin"]
    exact = CaseFactory(client_name="Someone", bhruk_id="7001", created_at=CaseFactory().created_at.replace(year=2020))
    CaseFactory(client_name="Someone", bhruk_id="17001")

    rows = admin.get(URL, {"query": "7001"}).json()["data"]

    assert rows[0]["id"] == exact.pk


def test_erase_all_matches_of_a_search_takes_every_one_of_501(run_tasks, auth_client, admin_user):
    admin = auth_client(admin_user)
    ids = _many(501, "Noah Wilson")
    kept = CaseFactory(client_name="Somebody Else")

    changed = admin.post(
        "/api/privacy/erasure", {"query": "noah wilson", "expectedCount": 500, "reason": "Asked"}, format="json"
    )
    assert changed.status_code == 409
    assert "now finds 501 cases, not the 500 shown" in changed.json()["message"]

    answer = admin.post(
        "/api/privacy/erasure", {"query": "noah wilson", "expectedCount": 501, "reason": "Asked"}, format="json"
    )

    assert answer.status_code == 202
    assert answer.json()["kind"] == "erasure"
    run_tasks()
    job = admin.get(f"/api/jobs/{answer.json()['id']}").json()
    assert job["status"] == "succeeded", job
    assert job["result"]["erased"] == 501
    assert Case.objects.filter(pk__in=ids, erased_at__isnull=False).count() == 501
    assert not Case.objects.filter(client_name__icontains="noah").exists()
    assert Case.objects.get(pk=kept.pk).erased_at is None
    assert AuditEvent.objects.filter(action="erase").count() == 501
    assert "noah" not in str(job).lower()  # the job keeps ids, never the search


def test_erase_all_matches_of_a_small_search_answers_at_once(role_clients):
    admin = role_clients["admin"]
    ids = {CaseFactory(client_name="Noah Wilson").pk for _ in range(2)}

    no_reason = admin.post("/api/privacy/erasure", {"query": "noah", "reason": ""}, format="json")
    assert no_reason.status_code == 400
    answer = admin.post("/api/privacy/erasure", {"query": "noah", "expectedCount": 2, "reason": "Asked"}, format="json")

    assert answer.status_code == 200, answer.json()
    assert answer.json()["erased"] == 2
    assert set(Case.objects.filter(erased_at__isnull=False).values_list("pk", flat=True)) == ids
    neither = admin.post("/api/privacy/erasure", {"reason": "Asked"}, format="json")
    assert neither.status_code == 400
    assert neither.json()["errors"]["query"] == [
        "Send either the chosen cases (caseIds) or the search whose every match to take (query), not both."
    ]
    assert admin.post("/api/privacy/erasure", {"query": "x", "reason": "Asked"}, format="json").status_code == 400
    assert role_clients["manager"].post("/api/privacy/erasure", {"query": "noah", "reason": "x"}).status_code == 403


def test_a_page_of_matches_takes_a_fixed_number_of_queries(role_clients, django_assert_max_num_queries):
    admin = role_clients["admin"]
    _many(60, "Noah Wilson")

    with django_assert_max_num_queries(12):
        answer = admin.get(URL, {"query": "noah", "limit": 50})

    assert len(answer.json()["data"]) == 50
