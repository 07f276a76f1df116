"""The Overdue and Due Soon cards of a search count exactly the running clocks the search finds: on PostgreSQL from
the stored search text of case_running_search (cases.listing.postgres), which must equal the search's own text."""

from datetime import timedelta

from django.db import connection
from django.test.utils import CaptureQueriesContext

import pytest

from cases.listing.expressions import SearchText
from cases.listing.query import CaseFilters
from cases.models import Case, TurnaroundPhase
from cases.tests.factories import CaseFactory
from cases.turnaround.states import TurnaroundState, state_q
from cases.working_days import london_today

pytestmark = pytest.mark.django_db

STATS = "/api/stats"


def running(name: str, *, due_in: int, **fields) -> Case:
    return CaseFactory(
        client_name=name,
        turnaround_phase=TurnaroundPhase.RUNNING,
        turnaround_due=london_today() + timedelta(days=due_in),
        **fields,
    )


def live(filters: CaseFilters, state: str) -> int:
    return filters.apply(Case.objects.all()).filter(state_q(state, today=london_today())).count()


@pytest.fixture
def clocks():
    running("Zoë Ådams", due_in=-30, kam_id="K-77", email="zoe@example.com")
    running("Zoe Adams", due_in=-1, bhruk_id=None, is_locked=True)
    running("Jo Smith", due_in=0, kam_id="77")
    running("Jo Smith", due_in=40)
    CaseFactory(client_name="Zoe Adams", turnaround_phase=TurnaroundPhase.MET, turnaround_due=london_today())
    running("Zoe Cancelled", due_in=-3, is_cancelled=True)


@pytest.mark.parametrize(
    "params",
    [
        {"search": "zoe"},
        {"search": "ZOË"},
        {"search": "o"},
        {"search": "example.com"},
        {"search": "jo smith"},
        {"clientNameSearch": "ada"},
        {"kamSearch": "77"},
        {"kamSearch": "7", "lockFilter": "open"},
        {"search": "zoe", "includeCancelled": "true"},
    ],
)
def test_a_searchs_overdue_and_due_soon_cards_count_what_the_search_finds(clocks, role_clients, params):
    filters = CaseFilters(
        search=params.get("search"),
        client_name_search=params.get("clientNameSearch"),
        kam_search=params.get("kamSearch"),
        lock_filter=params.get("lockFilter", "all"),
        include_cancelled=params.get("includeCancelled") == "true",
    )

    stats = role_clients["admin"].get(STATS, params).json()

    assert stats["overdue"] == live(filters, TurnaroundState.OVERDUE)
    assert stats["dueSoon"] == live(filters, TurnaroundState.DUE_SOON)
    assert stats["overdue"] + stats["dueSoon"] > 0


def test_the_numbers_of_a_case_count_in_its_clock_cards(role_clients):
    case = running("Nobody", due_in=-2)

    stats = role_clients["admin"].get(STATS, {"search": str(case.pk)}).json()

    assert stats["overdue"] == 1


def test_the_stored_search_text_is_the_searchs_own_text(clocks):
    if connection.vendor != "postgresql":
        pytest.skip("only PostgreSQL stores the search text")
    Case.objects.filter(client_name="Jo Smith").update(client_name="Ŧom Øster", email="ÅSA@X.ORG")
    expected = dict(Case.objects.annotate(text=SearchText()).values_list("id", "text"))
    with connection.cursor() as cursor:
        cursor.execute("SELECT id, search_folded FROM cases_case")
        stored = dict(cursor.fetchall())

    assert stored == expected
    assert "TOM OSTER" in stored[Case.objects.filter(client_name="Ŧom Øster").values_list("pk", flat=True)[0]]


def test_a_search_nothing_matches_counts_no_clock(clocks, role_clients):
    admin = role_clients["admin"]
    with CaptureQueriesContext(connection) as captured:
        stats = admin.get(STATS, {"search": "xq"}).json()

    assert (stats["total"], stats["overdue"], stats["dueSoon"]) == (0, 0, 0)
    assert not [q for q in captured.captured_queries if "turnaround_due" in q["sql"]]
