"""GET /api/reports/ageing, /throughput and /time-to-send: exact figures from small books with known histories."""

from contextlib import contextmanager
from datetime import UTC, datetime, timedelta

import pytest
from freezegun import freeze_time

from cases.models import AuditEvent
from cases.rules import OnHoldReason, Status
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

NOW = datetime(2026, 6, 17, 12, 0, tzinfo=UTC)  # a Wednesday; London is on BST (UTC+1)


def at(**delta) -> datetime:
    return NOW - timedelta(**delta)


def status_event(case, old: str, new: str, when: datetime, **extra) -> AuditEvent:
    return AuditEvent.objects.create(
        action="update", case_id=case.pk, changes={"currentStatus": [old, new], **extra}, created_at=when
    )


@pytest.fixture
def admin_at(auth_client, admin_user):
    """admin_at(when): a context giving the admin's client with the clock frozen at `when` (tokens are issued then)."""

    @contextmanager
    def frozen(when: datetime):
        with freeze_time(when):
            yield auth_client(admin_user)

    return frozen


# --- Ageing ----------------------------------------------------------------------------------------------------


@pytest.fixture
def ageing_book(admin_at):
    need = Status.NEED_INSTRUCTIONS_NEW
    CaseFactory(created_at=at(days=3))  # no change since creation: 3 days
    hire = CaseFactory(current_status=Status.NEED_INSTRUCTIONS_HIRE, created_at=at(days=100))
    status_event(hire, need, Status.NEED_INSTRUCTIONS_HIRE, at(days=10))
    status_event(hire, Status.IN_PRODUCTION, need, at(days=50))  # an older change does not count
    held = CaseFactory(
        current_status=Status.ON_HOLD,
        instructed=True,
        on_hold_reason=OnHoldReason.MORE_ACCOUNT,
        created_at=at(days=200),
    )
    status_event(held, Status.IN_PRODUCTION, Status.ON_HOLD, at(days=45))
    CaseFactory(
        current_status=Status.ON_HOLD, instructed=True, on_hold_reason=OnHoldReason.NEED_PDF, created_at=at(days=95)
    )
    renamed = CaseFactory(
        current_status=Status.ON_HOLD, instructed=True, on_hold_reason=OnHoldReason.MORE_ACCOUNT, created_at=at(days=70)
    )
    status_event(renamed, Status.IN_PRODUCTION, Status.ON_HOLD, at(days=60))
    # A later edit that leaves the status alone does not restart the clock.
    AuditEvent.objects.create(
        action="update", case_id=renamed.pk, changes={"clientName": ["a", "b"]}, created_at=at(days=2)
    )
    CaseFactory(
        widget="Globex Plc",
        current_status=Status.ON_HOLD,
        instructed=True,
        on_hold_reason=OnHoldReason.OTHER,
        created_at=at(days=1),
    )
    # Changed through the API under a frozen clock: a single edit and a batch update, as users record them.
    edited = CaseFactory(created_at=at(days=40), bhruk_id="7001")
    with admin_at(at(days=7, hours=23)) as admin:  # 7.96 days ago: still 0-7
        assert (
            admin.put(f"/api/cases/{edited.pk}", {"currentStatus": "in_production"}, format="json").status_code == 200
        )
    exact = CaseFactory(created_at=at(days=40), bhruk_id="7002")
    with admin_at(at(days=8)) as admin:  # exactly 8 days ago: 8-30
        assert admin.put(f"/api/cases/{exact.pk}", {"currentStatus": "in_production"}, format="json").status_code == 200
    batched = CaseFactory(created_at=at(days=300), bhruk_id="7003")
    with admin_at(at(days=31)) as admin:
        body = {"caseIds": [batched.pk], "updates": {"currentStatus": "in_production"}}
        assert admin.post("/api/cases/batch-update", body, format="json").json()["updated"] == 1
    # Not open: left out.
    CaseFactory(created_at=at(days=5), is_cancelled=True)
    CaseFactory(created_at=at(days=5), lockable=True)
    CaseFactory(created_at=at(days=5), is_merged=True)


def ageing(admin_at, **params) -> dict:
    with admin_at(NOW) as admin:
        response = admin.get("/api/reports/ageing", params)
    assert response.status_code == 200
    return response.json()


def test_ageing_counts_each_open_case_from_its_latest_status_change(admin_at, ageing_book):
    body = ageing(admin_at)
    assert body["asOf"] == "2026-06-17T12:00:00Z"
    assert body["buckets"] == ["0-7 days", "8-30 days", "31-90 days", "Over 90 days"]
    assert [(r["key"], r["label"], r["counts"], r["total"]) for r in body["rows"]] == [
        ("need_instructions", "Need Instructions", [1, 1, 0, 0], 2),
        ("on_hold:more_account", "On Hold: More Accounts to Connect", [0, 0, 2, 0], 2),
        ("on_hold:need_pdf", "On Hold: Need PDF Statements", [0, 0, 0, 1], 1),
        ("on_hold:other", "On Hold: Other Issue", [1, 0, 0, 0], 1),
        ("in_production", "In Production", [1, 1, 1, 0], 3),
    ]


def test_ageing_follows_the_company_filter(admin_at, ageing_book):
    rows = {r["key"]: r["counts"] for r in ageing(admin_at, company="Globex Plc")["rows"]}
    assert rows == {
        "need_instructions": [0, 0, 0, 0],
        "on_hold:more_account": [0, 0, 0, 0],
        "on_hold:need_pdf": [0, 0, 0, 0],
        "on_hold:other": [1, 0, 0, 0],
        "in_production": [0, 0, 0, 0],
    }


def test_ageing_reads_a_fixed_number_of_queries(admin_at, ageing_book, django_assert_max_num_queries):
    with django_assert_max_num_queries(5):  # one of them issues the admin's token (its session row)
        ageing(admin_at)


# --- Throughput ------------------------------------------------------------------------------------------------

JUNE = {"dateFrom": "2026-06-01", "dateTo": "2026-06-17"}  # weeks of Mon 1, 8 and 15 June


@pytest.fixture
def throughput_book(admin_at):
    old = datetime(2026, 1, 5, tzinfo=UTC)
    CaseFactory(created_at=datetime(2026, 5, 31, 22, 59, tzinfo=UTC))  # Sunday 23:59 in London: the week before
    CaseFactory(created_at=datetime(2026, 5, 31, 23, 30, tzinfo=UTC))  # Monday 00:30 in London: week 1
    CaseFactory(created_at=datetime(2026, 6, 8, 10, 0, tzinfo=UTC))
    CaseFactory(created_at=datetime(2026, 6, 14, 23, 30, tzinfo=UTC))  # Monday 15 June 00:30 in London
    CaseFactory(created_at=datetime(2026, 6, 16, 9, 0, tzinfo=UTC), widget="Globex Plc")
    twice, once, other = (CaseFactory(created_at=old) for _ in range(3))
    status_event(twice, Status.IN_PRODUCTION, Status.SENT, datetime(2026, 6, 9, 9, tzinfo=UTC))
    status_event(twice, Status.SENT, Status.IN_PRODUCTION, datetime(2026, 6, 9, 10, tzinfo=UTC))
    status_event(twice, Status.IN_PRODUCTION, Status.SENT, datetime(2026, 6, 10, 9, tzinfo=UTC))
    status_event(once, Status.ON_HOLD, Status.IN_PRODUCTION, datetime(2026, 6, 15, 9, tzinfo=UTC))  # not sent
    with admin_at(datetime(2026, 6, 16, 9, tzinfo=UTC)) as admin:
        body = {"caseIds": [once.pk, other.pk], "updates": {"currentStatus": "sent", "instructed": True}}
        assert admin.post("/api/cases/batch-update", body, format="json").json()["updated"] == 2
    for case in (twice, once):
        AuditEvent.objects.create(action="cancel", case_id=case.pk, created_at=datetime(2026, 6, 2, tzinfo=UTC))
    AuditEvent.objects.create(action="cancel", case_id=other.pk, created_at=datetime(2026, 5, 20, tzinfo=UTC))
    AuditEvent.objects.create(action="merged", case_id=other.pk, created_at=datetime(2026, 6, 11, tzinfo=UTC))
    AuditEvent.objects.create(action="merge", case_id=twice.pk, created_at=datetime(2026, 6, 11, tzinfo=UTC))


def throughput(admin_at, **params) -> dict:
    with admin_at(NOW) as admin:
        response = admin.get("/api/reports/throughput", params)
    assert response.status_code == 200
    return response.json()


def test_throughput_counts_per_london_week(admin_at, throughput_book):
    body = throughput(admin_at, **JUNE)
    assert (body["dateFrom"], body["dateTo"]) == ("2026-06-01", "2026-06-21")
    assert body["weeks"] == [
        {"weekStart": "2026-06-01", "created": 1, "sent": 0, "cancelled": 2, "merged": 0},
        {"weekStart": "2026-06-08", "created": 1, "sent": 1, "cancelled": 0, "merged": 1},
        {"weekStart": "2026-06-15", "created": 2, "sent": 2, "cancelled": 0, "merged": 0},
    ]
    assert body["totals"] == {"created": 4, "sent": 3, "cancelled": 2, "merged": 1}


def test_throughput_follows_the_company_filter(admin_at, throughput_book):
    body = throughput(admin_at, company="Globex Plc", **JUNE)
    assert [w["created"] for w in body["weeks"]] == [0, 0, 1]
    assert body["totals"] == {"created": 1, "sent": 0, "cancelled": 0, "merged": 0}


def test_throughput_covers_the_last_26_weeks_by_default(admin_at, throughput_book):
    weeks = throughput(admin_at)["weeks"]
    assert len(weeks) == 26
    assert (weeks[0]["weekStart"], weeks[-1]["weekStart"]) == ("2025-12-22", "2026-06-15")
    assert sum(w["created"] for w in weeks) == 8  # the five above and three on 5 January


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"dateFrom": "2026-13-01"}, "Invalid dateFrom: expected a date as YYYY-MM-DD."),
        ({"dateFrom": "2026-06-10", "dateTo": "2026-06-01"}, "The end date must not be before the start date."),
        ({"dateFrom": "2020-01-01", "dateTo": "2026-06-01"}, "Choose a range of at most 104 weeks."),
    ],
)
def test_a_bad_range_answers_400(auth_client, admin_user, params, message):
    response = auth_client(admin_user).get("/api/reports/throughput", params)
    assert response.status_code == 400
    assert response.json()["message"] == message


# --- Time to send ----------------------------------------------------------------------------------------------


@pytest.fixture
def send_book(admin_at):
    created = datetime(2026, 5, 25, 8, 0, tzinfo=UTC)
    for days in (1, 2, 3):
        case = CaseFactory(created_at=created)
        status_event(case, Status.IN_PRODUCTION, Status.SENT, created + timedelta(days=days))
    resent = CaseFactory(created_at=created + timedelta(days=7))
    status_event(resent, Status.IN_PRODUCTION, Status.SENT, created + timedelta(days=8))  # 1 day: its first move
    status_event(resent, Status.IN_PRODUCTION, Status.SENT, created + timedelta(days=12))
    slow = CaseFactory(created_at=created, bhruk_id="9001")
    with admin_at(created + timedelta(days=10)) as admin:
        body = {"caseIds": [slow.pk], "updates": {"currentStatus": "sent", "instructed": True}}
        assert admin.post("/api/cases/batch-update", body, format="json").json()["updated"] == 1
    globex = CaseFactory(created_at=created, widget="Globex Plc")
    status_event(globex, Status.IN_PRODUCTION, Status.SENT, created + timedelta(days=4, hours=12))
    early = CaseFactory(created_at=datetime(2026, 5, 1, tzinfo=UTC))
    status_event(early, Status.IN_PRODUCTION, Status.SENT, datetime(2026, 5, 20, tzinfo=UTC))  # before the range


def test_time_to_send_gives_median_and_90th_percentile_per_company(admin_at, send_book):
    with admin_at(NOW) as admin:
        body = admin.get("/api/reports/time-to-send", JUNE).json()
    # The range is whole weeks, Monday 1 June to Sunday 21 June: the sends of 26-29 May are outside it.
    assert (body["dateFrom"], body["dateTo"]) == ("2026-06-01", "2026-06-21")
    assert body["rows"] == [{"company": "Acme Ltd", "cases": 2, "medianDays": 5.5, "p90Days": 9.1}]
    assert body["overall"] == {"cases": 2, "medianDays": 5.5, "p90Days": 9.1}


def test_time_to_send_over_a_wider_range(admin_at, send_book):
    with admin_at(NOW) as admin:
        body = admin.get("/api/reports/time-to-send", {"dateFrom": "2026-05-25", "dateTo": "2026-06-07"}).json()
        nobody = admin.get("/api/reports/time-to-send", {"company": "Nobody Ltd"}).json()
    # Acme: 1, 2, 3 (26-28 May), 1 (the resent case's first move), 10 (the batch update) days.
    assert body["rows"] == [
        {"company": "Acme Ltd", "cases": 5, "medianDays": 2.0, "p90Days": 7.2},
        {"company": "Globex Plc", "cases": 1, "medianDays": 4.5, "p90Days": 4.5},
    ]
    # Everyone: 1, 1, 2, 3, 4.5, 10: p90 = 4.5 + 0.5 * 5.5 = 7.25, rounded half to even.
    assert body["overall"] == {"cases": 6, "medianDays": 2.5, "p90Days": 7.2}
    assert nobody == {"dateFrom": "2025-12-22", "dateTo": "2026-06-21", "rows": [], "overall": None}


# --- Permissions -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", ["ageing", "throughput", "time-to-send"])
def test_reports_need_view_system_stats(role_clients, path):
    assert role_clients["manager"].get(f"/api/reports/{path}").status_code == 200
    assert role_clients["admin"].get(f"/api/reports/{path}").status_code == 200
    for role in ("staff", "client"):
        response = role_clients[role].get(f"/api/reports/{path}")
        assert response.status_code == 403
        assert response.json() == {"message": "You do not have permission to perform this action."}
    assert role_clients["anonymous"].get(f"/api/reports/{path}").status_code == 401
