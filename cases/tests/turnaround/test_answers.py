"""The clock in the case answers (detail, list, portal) and in the exports; and the turnaround report."""

import csv
import io
from datetime import UTC

import pytest

from cases.rules import Status
from cases.services.editing import case_update
from cases.tests.factories import CaseFactory
from cases.tests.turnaround.helpers import at, frozen
from cases.turnaround.clock import clock_from_case, clock_view
from cases.turnaround.states import state_of
from cases.working_days import london_today
from conftest import COMPANY

pytestmark = pytest.mark.django_db
PROD = {"instructed": True, "current_status": Status.IN_PRODUCTION}


@pytest.fixture
def book(admin_user):
    """Sent on time, sent late, running since recently, and never instructed (all of the client's company)."""
    met, missed, running, idle = (CaseFactory(widget=COMPANY, created_at=at("2027-03-01", 9)) for _ in range(4))
    with frozen("2027-03-15"):
        for case in (met, missed):
            case_update(case_id=case.pk, actor=admin_user, data=PROD)
    with frozen("2027-03-31", 17):
        case_update(case_id=met.pk, actor=admin_user, data={"current_status": Status.SENT})
    with frozen("2027-04-01", 9):
        case_update(case_id=missed.pk, actor=admin_user, data={"current_status": Status.SENT})
    case_update(case_id=running.pk, actor=admin_user, data=PROD)
    for case in (met, missed, running, idle):
        case.refresh_from_db()
    return {"met": met, "missed": missed, "running": running, "idle": idle}


MET = {
    "targetDays": 10,
    "startedAt": at("2027-03-15").astimezone(UTC).isoformat().replace("+00:00", "Z"),
    "dueDate": "2027-03-31",
    "workingDaysUsed": 10,
    "workingDaysPaused": 0,
    "state": "met",
}


def _running(case) -> dict:
    view = clock_view(clock_from_case(case), today=london_today())
    return {
        "targetDays": 10,
        "startedAt": case.turnaround_started_at.astimezone(UTC).isoformat().replace("+00:00", "Z"),
        "dueDate": view.due.isoformat() if view.due else None,
        "workingDaysUsed": view.working_days_used,
        "workingDaysPaused": 0,
        "state": state_of(phase=case.turnaround_phase, due=case.turnaround_due, today=london_today()),
    }


def test_the_detail_answer_carries_the_clock(role_clients, book):
    assert role_clients["admin"].get(f"/api/cases/{book['met'].pk}").json()["turnaround"] == MET
    missed = role_clients["admin"].get(f"/api/cases/{book['missed'].pk}").json()["turnaround"]
    assert (missed["state"], missed["workingDaysUsed"]) == ("missed", 11)
    running = role_clients["admin"].get(f"/api/cases/{book['running'].pk}").json()["turnaround"]
    assert running == _running(book["running"])
    assert running["state"] == "on_track"
    assert role_clients["admin"].get(f"/api/cases/{book['idle'].pk}").json()["turnaround"]["state"] == "not_started"


def test_the_list_and_the_portal_carry_it_too(role_clients, book):
    page = role_clients["admin"].get("/api/cases/paginated", {"company": COMPANY}).json()["data"]
    portal = role_clients["client"].get("/api/cases").json()

    for answer in (page, portal):
        states = {row["id"]: row["turnaround"]["state"] for row in answer}
        assert states[book["met"].pk] == "met" and states[book["idle"].pk] == "not_started"
        assert next(r for r in answer if r["id"] == book["met"].pk)["turnaround"] == MET


def test_the_exports_end_with_due_date_and_turnaround(role_clients, book):
    data = role_clients["admin"].get("/api/cases/export?format=csv&includeAll=true")
    rows = list(csv.reader(io.StringIO(b"".join(data.streaming_content).decode("utf-8-sig"), newline="")))

    assert rows[0][-2:] == ["Due Date", "Turnaround"]
    by_id = {r[5]: r[-2:] for r in rows[1:]}
    assert by_id[book["met"].bhruk_id] == ["2027-03-31", "Met"]
    assert by_id[book["missed"].bhruk_id] == ["2027-03-31", "Missed"]
    assert by_id[book["running"].bhruk_id] == [book["running"].turnaround_due.isoformat(), "On track"]
    assert by_id[book["idle"].bhruk_id] == ["", "Not started"]


# --- The report ------------------------------------------------------------------------------------------------


def test_the_report_counts_sent_cases_per_month_and_company(role_clients, book, admin_user):
    other = CaseFactory(widget="Globex Plc", created_at=at("2027-03-01", 9))
    with frozen("2027-03-22"):
        case_update(case_id=other.pk, actor=admin_user, data=PROD)
    with frozen("2027-03-24"):
        case_update(
            case_id=other.pk, actor=admin_user, data={"current_status": Status.ON_HOLD, "on_hold_reason": "other"}
        )
    # Paused in (Wed 24th, Fri 26th]: Thursday only, Good Friday being a bank holiday. Used in (22nd, 30th]: 23rd-25th
    # and Tuesday 30th (Easter Monday the 29th) less that day: 3.
    with frozen("2027-03-26"):
        case_update(case_id=other.pk, actor=admin_user, data={"current_status": Status.IN_PRODUCTION})
    with frozen("2027-03-30"):
        case_update(case_id=other.pk, actor=admin_user, data={"current_status": Status.SENT})

    answer = role_clients["manager"].get("/api/reports/turnaround", {"from": "2027-03", "to": "2027-04"})

    assert answer.status_code == 200
    assert answer.json() == {
        "rows": [
            {"month": "2027-03", "company": "Acme Ltd", "sent": 1, "onTime": 1, "onTimeRate": 1.0,
             "medianWorkingDays": 10, "medianPausedDays": 0},
            {"month": "2027-03", "company": "Globex Plc", "sent": 1, "onTime": 1, "onTimeRate": 1.0,
             "medianWorkingDays": 3, "medianPausedDays": 1},
            {"month": "2027-03", "company": "All companies", "sent": 2, "onTime": 2, "onTimeRate": 1.0,
             "medianWorkingDays": 6.5, "medianPausedDays": 0.5},
            {"month": "2027-04", "company": "Acme Ltd", "sent": 1, "onTime": 0, "onTimeRate": 0.0,
             "medianWorkingDays": 11, "medianPausedDays": 0},
            {"month": "2027-04", "company": "All companies", "sent": 1, "onTime": 0, "onTimeRate": 0.0,
             "medianWorkingDays": 11, "medianPausedDays": 0},
        ]
    }  # fmt: skip
    one = role_clients["admin"].get(
        "/api/reports/turnaround", {"from": "2027-04", "to": "2027-05", "company": "acme ltd"}
    )
    assert [r["company"] for r in one.json()["rows"]] == ["Acme Ltd", "All companies", "All companies"]
    assert one.json()["rows"][2] == {
        "month": "2027-05", "company": "All companies", "sent": 0, "onTime": 0, "onTimeRate": None,
        "medianWorkingDays": None, "medianPausedDays": None,
    }  # fmt: skip


@pytest.mark.parametrize(
    ("params", "field", "message"),
    [
        ({"from": "2027-13"}, "from", "from must be a month written YYYY-MM, such as 2026-10."),
        ({"to": "March"}, "to", "to must be a month written YYYY-MM, such as 2026-10."),
        ({"from": "2027-05", "to": "2027-04"}, "to", "The end month must not be before the start month."),
        ({"from": "2024-01", "to": "2027-04"}, "from", "Choose a range of at most 36 months."),
    ],
)
def test_the_report_refuses_bad_months(role_clients, params, field, message):
    answer = role_clients["admin"].get("/api/reports/turnaround", params)

    assert answer.status_code == 400
    assert answer.json() == {"message": message, "errors": {field: [message]}}


def test_the_report_needs_view_system_stats(role_clients):
    assert role_clients["staff"].get("/api/reports/turnaround").status_code == 403
    assert role_clients["client"].get("/api/reports/turnaround").status_code == 403
    assert role_clients["manager"].get("/api/reports/turnaround").status_code == 200
