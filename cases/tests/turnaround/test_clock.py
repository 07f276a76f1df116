"""The clock's counting (cases.turnaround.clock) over real England and Wales calendars: no database."""

from datetime import date, datetime
from zoneinfo import ZoneInfo

from cases.models import TurnaroundPhase
from cases.rules import Status
from cases.turnaround.clock import CaseState, Clock, clock_of, clock_view
from cases.turnaround.states import TurnaroundState, state_of

LONDON = ZoneInfo("Europe/London")
NEW, PROD, HOLD, SENT = Status.NEED_INSTRUCTIONS_NEW, Status.IN_PRODUCTION, Status.ON_HOLD, Status.SENT


def at(day: str, hour: int = 10) -> datetime:
    return datetime.combine(date.fromisoformat(day), datetime.min.time(), tzinfo=LONDON).replace(hour=hour)


def status(old: str, new: str, day: str, hour: int = 10):
    return ("update", {"currentStatus": [old, new]}, at(day, hour))


def clock(created: str, events, now: CaseState, target: int = 10) -> Clock:
    return clock_of(created_at=at(created, 9), events=events, now_state=now, now_at=at(created, 9), target_days=target)


def test_a_case_never_instructed_has_no_clock():
    assert clock("2026-12-01", [], CaseState(NEW)) == Clock()


def test_created_instructed_starts_at_creation_and_skips_christmas_and_new_year():
    # Thu 17 Dec 2026: 18, 21-24 Dec, 29-31 Dec, 4-5 Jan (25 and 28 Dec and 1 Jan are bank holidays).
    found = clock("2026-12-17", [("create", {"currentStatus": PROD}, at("2026-12-17", 9))], CaseState(PROD))

    assert found.phase == TurnaroundPhase.RUNNING
    assert found.started_at == at("2026-12-17", 9)
    assert found.due == date(2027, 1, 5)
    assert (found.paused_days, found.target_days) == (0, 10)


def test_the_clock_starts_when_the_case_moves_out_of_need_instructions():
    found = clock("2026-11-02", [status(NEW, PROD, "2026-11-10", 15)], CaseState(PROD), target=5)

    assert found.started_at == at("2026-11-10", 15)
    assert found.due == date(2026, 11, 17)  # Tuesday 10th is day 0


def test_a_hold_across_christmas_pauses_only_its_working_days():
    events = [status(NEW, PROD, "2026-12-21"), status(PROD, HOLD, "2026-12-23"), status(HOLD, PROD, "2026-12-29")]

    found = clock("2026-12-21", events, CaseState(PROD))

    # Paused in (23 Dec, 29 Dec]: Thursday 24th and Tuesday 29th; 25th, 28th bank holidays, 26th-27th a weekend.
    assert found.paused_days == 2
    assert found.due == date(2027, 1, 11)  # the 12th working day after Monday 21 December
    view = clock_view(found, today=date(2027, 1, 4))
    assert (view.working_days_used, view.working_days_paused) == (5, 2)  # 22, 23, 24, 29, 30, 31, 4 Jan less 2


def test_a_pause_that_starts_and_ends_the_same_day_pauses_nothing():
    events = [
        status(NEW, PROD, "2027-02-01"),
        status(PROD, HOLD, "2027-02-03", 9),
        status(HOLD, PROD, "2027-02-03", 16),
    ]

    assert clock("2027-02-01", events, CaseState(PROD)).paused_days == 0


def test_a_paused_clock_has_no_due_date_and_counts_the_pause_so_far():
    events = [status(NEW, PROD, "2027-02-01"), status(PROD, HOLD, "2027-02-03")]

    found = clock("2027-02-01", events, CaseState(HOLD))

    assert (found.phase, found.due, found.paused_from) == (TurnaroundPhase.PAUSED, None, at("2027-02-03"))
    view = clock_view(found, today=date(2027, 2, 8))
    assert (view.working_days_used, view.working_days_paused) == (2, 3)  # 2nd, 3rd used; 4th, 5th, 8th paused


def test_cancelling_pauses_and_restoring_resumes():
    events = [
        status(NEW, PROD, "2027-02-01"),
        ("cancel", {"isCancelled": [False, True]}, at("2027-02-02")),
        ("restore", {"isCancelled": [True, False]}, at("2027-02-04")),
    ]

    paused = clock("2027-02-01", events[:2], CaseState(PROD, cancelled=True))
    resumed = clock("2027-02-01", events, CaseState(PROD))

    assert paused.phase == TurnaroundPhase.PAUSED
    assert (resumed.phase, resumed.paused_days, resumed.due) == (TurnaroundPhase.RUNNING, 2, date(2027, 2, 17))


def test_cancelling_a_case_on_hold_keeps_it_paused_until_restored_and_resumed():
    events = [
        status(NEW, PROD, "2027-02-01"),
        status(PROD, HOLD, "2027-02-02"),
        ("cancel", {}, at("2027-02-03")),
        ("restore", {}, at("2027-02-04")),
        status(HOLD, PROD, "2027-02-05"),
    ]

    assert clock("2027-02-01", events, CaseState(PROD)).paused_days == 3  # 3rd, 4th, 5th


def test_a_return_to_need_instructions_and_a_new_instruction_start_a_new_clock():
    events = [
        status(NEW, PROD, "2027-02-01"),
        status(PROD, HOLD, "2027-02-02"),
        status(HOLD, Status.NEED_INSTRUCTIONS_HIRE, "2027-02-10"),
        status(Status.NEED_INSTRUCTIONS_HIRE, PROD, "2027-02-15", 11),
    ]

    found = clock("2027-02-01", events, CaseState(PROD))

    assert (found.started_at, found.paused_days, found.due) == (at("2027-02-15", 11), 0, date(2027, 3, 1))


def test_back_in_need_instructions_the_clock_is_gone():
    events = [status(NEW, PROD, "2027-02-01"), status(PROD, NEW, "2027-02-02")]

    assert clock("2027-02-01", events, CaseState(NEW)) == Clock()


def test_sent_on_the_due_date_is_met_and_the_day_after_missed_over_easter():
    # Monday 15 March 2027, 10 working days: Good Friday 26th and Easter Monday 29th skipped, due Wednesday 31st.
    start = status(NEW, PROD, "2027-03-15")

    met = clock("2027-03-15", [start, status(PROD, SENT, "2027-03-31", 17)], CaseState(SENT))
    missed = clock("2027-03-15", [start, status(PROD, SENT, "2027-04-01", 9)], CaseState(SENT))

    assert (met.phase, met.due, met.stopped_at) == (TurnaroundPhase.MET, date(2027, 3, 31), at("2027-03-31", 17))
    assert (missed.phase, missed.due) == (TurnaroundPhase.MISSED, date(2027, 3, 31))
    assert clock_view(met, today=date(2027, 6, 1)).working_days_used == 10
    assert clock_view(missed, today=date(2027, 6, 1)).working_days_used == 11


def test_the_early_may_bank_holiday_is_not_a_working_day():
    found = clock("2027-04-26", [status(NEW, PROD, "2027-04-26")], CaseState(PROD), target=5)

    assert found.due == date(2027, 5, 4)  # 27th-30th April, then Tuesday 4 May (Monday 3rd is a bank holiday)


def test_a_case_reopened_after_sent_resumes_its_clock_with_the_sent_days_paused():
    events = [status(NEW, PROD, "2027-02-01"), status(PROD, SENT, "2027-02-03"), status(SENT, PROD, "2027-02-08")]

    found = clock("2027-02-01", events, CaseState(PROD))

    assert (found.phase, found.paused_days, found.stopped_at) == (TurnaroundPhase.RUNNING, 3, None)


def test_merging_a_case_into_another_pauses_its_clock():
    events = [status(NEW, PROD, "2027-02-01"), ("merged", {"mergedIntoId": 1}, at("2027-02-02"))]

    assert clock("2027-02-01", events, CaseState(PROD, merged=True)).phase == TurnaroundPhase.PAUSED


def test_a_change_missing_from_the_trail_is_taken_at_the_cases_last_update():
    found = clock_of(
        created_at=at("2027-02-01", 9),
        events=[status(NEW, PROD, "2027-02-01")],
        now_state=CaseState(HOLD),
        now_at=at("2027-02-04"),
        target_days=10,
    )

    assert (found.phase, found.paused_from) == (TurnaroundPhase.PAUSED, at("2027-02-04"))


def test_created_sent_is_met_on_day_zero():
    found = clock("2027-02-01", [("create", {"currentStatus": SENT}, at("2027-02-01", 9))], CaseState(SENT))

    assert (found.phase, clock_view(found, today=date(2027, 3, 1)).working_days_used) == (TurnaroundPhase.MET, 0)


def test_states_at_their_boundaries():
    running = TurnaroundPhase.RUNNING
    # Thursday 24 Dec 2026: two working days on is the 30th (25th and 28th are bank holidays, 26th-27th a weekend).
    today = date(2026, 12, 24)

    assert state_of(phase=running, due=date(2026, 12, 23), today=today) == TurnaroundState.OVERDUE
    assert state_of(phase=running, due=today, today=today) == TurnaroundState.DUE_SOON
    assert state_of(phase=running, due=date(2026, 12, 30), today=today) == TurnaroundState.DUE_SOON
    assert state_of(phase=running, due=date(2026, 12, 31), today=today) == TurnaroundState.ON_TRACK
    assert state_of(phase=None, due=None, today=today) == TurnaroundState.NOT_STARTED
    assert state_of(phase=TurnaroundPhase.PAUSED, due=None, today=today) == TurnaroundState.PAUSED
    assert state_of(phase=TurnaroundPhase.MET, due=date(2020, 1, 1), today=today) == TurnaroundState.MET
    assert state_of(phase=TurnaroundPhase.MISSED, due=date(2020, 1, 1), today=today) == TurnaroundState.MISSED
