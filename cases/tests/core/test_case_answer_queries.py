"""CaseSerializer runs no queries: the duplicate counts and merged previews come with the rows
(selectors.cases_with_extras), a fixed number of queries for a whole page."""

from django.db import connection
from django.test.utils import CaptureQueriesContext

import pytest

from cases.models import Case
from cases.selectors import cases_with_extras
from cases.serializers import CaseSerializer
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

# Both databases: the user, the page's rows and its count, then the extras (duplicate counts, merged previews).
PAGE_MAX_QUERIES = 9


def _book(masters: int) -> None:
    for i in range(masters):
        master = CaseFactory(client_name=f"Shared {i % 2}", kam_id="777")
        CaseFactory(is_merged=True, merged_into=master)


def test_serializing_cases_with_their_extras_runs_no_queries(django_assert_num_queries, admin_user):
    _book(masters=4)
    rows = cases_with_extras(cases=Case.objects.order_by("id"), user=admin_user)

    with django_assert_num_queries(0):
        data = CaseSerializer(rows, many=True).data

    assert [row["mergedCasesCount"] for row in data] == [1, 0] * 4


def _page_queries(client) -> int:
    with CaptureQueriesContext(connection) as queries:
        response = client.get("/api/cases/paginated", {"includeMerged": "true", "limit": 50})
    assert response.status_code == 200
    return len(queries)


def test_the_page_of_cases_takes_the_same_few_queries_however_many_rows(role_clients, django_assert_max_num_queries):
    admin = role_clients["admin"]
    _book(masters=2)
    few = _page_queries(admin)
    _book(masters=18)

    with django_assert_max_num_queries(PAGE_MAX_QUERIES):
        response = admin.get("/api/cases/paginated", {"includeMerged": "true", "limit": 50})

    assert len(response.json()["data"]) == 40
    assert _page_queries(admin) == few
