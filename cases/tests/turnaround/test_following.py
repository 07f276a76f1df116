"""Every path that changes a status or cancels, restores or merges a case keeps its clock columns as its audit trail
says; the backfill computes the same columns from the trail; a large batch costs a handful of queries per chunk."""

from datetime import date

from django.contrib import admin as django_admin
from django.core.management import call_command
from django.db import connection
from django.test import RequestFactory
from django.test.utils import CaptureQueriesContext

import pytest

from cases.audit import audit_record_many
from cases.models import AuditEvent, Case, TurnaroundPhase
from cases.rules import Status
from cases.services.batch import cases_batch_update
from cases.services.cancelling import case_cancel, cases_batch_cancel, cases_batch_restore
from cases.services.editing import case_create_manual, case_update
from cases.tests.factories import CaseFactory
from cases.tests.turnaround.helpers import at, columns, frozen
from cases.turnaround.clock import COLUMNS
from cases.turnaround.following import CHUNK, clocks_recompute

pytestmark = pytest.mark.django_db
PROD = {"instructed": True, "current_status": Status.IN_PRODUCTION}
HOLD = {"current_status": Status.ON_HOLD, "on_hold_reason": "need_pdf"}


def test_a_single_edit_starts_pauses_and_resumes_the_clock(admin_user):
    case = CaseFactory(created_at=at("2027-01-25", 9))
    with frozen("2027-02-01"):
        answer = case_update(case_id=case.pk, actor=admin_user, data=PROD)
    assert (answer.turnaround_phase, answer.turnaround_due) == (TurnaroundPhase.RUNNING, date(2027, 2, 15))
    with frozen("2027-02-03"):
        case_update(case_id=case.pk, actor=admin_user, data=HOLD)
    assert columns(case.pk)["turnaround_phase"] == TurnaroundPhase.PAUSED
    with frozen("2027-02-05"):
        case_update(case_id=case.pk, actor=admin_user, data={"current_status": Status.IN_PRODUCTION})

    stored = columns(case.pk)
    assert stored["turnaround_paused_days"] == 2
    assert stored["turnaround_due"] == date(2027, 2, 17)
    assert stored["turnaround_started_at"] == at("2027-02-01")


def test_a_case_created_instructed_starts_its_clock_at_creation(admin_user):
    with frozen("2027-02-01", 11):
        case = case_create_manual(
            actor=admin_user,
            data={"widget": "Acme Ltd", "client_name": "New Ltd", "kam_id": "Not Known", "bhruk_id": "5001", **PROD},
        )

    assert case.turnaround_started_at == at("2027-02-01", 11)
    assert case.turnaround_phase == TurnaroundPhase.RUNNING


def test_sending_stops_the_clock_met_or_missed(admin_user):
    on_time, late = CaseFactory(), CaseFactory()
    with frozen("2027-03-15"):
        cases_batch_update(case_ids=[on_time.pk, late.pk], updates=PROD, actor=admin_user)
    with frozen("2027-03-31", 17):
        case_update(case_id=on_time.pk, actor=admin_user, data={"current_status": Status.SENT})
    with frozen("2027-04-01", 9):
        case_update(case_id=late.pk, actor=admin_user, data={"current_status": Status.SENT})

    assert columns(on_time.pk)["turnaround_phase"] == TurnaroundPhase.MET
    assert columns(late.pk)["turnaround_phase"] == TurnaroundPhase.MISSED
    assert columns(late.pk)["turnaround_stopped_at"] == at("2027-04-01", 9)


def test_cancel_and_restore_single_and_in_batches_pause_and_resume(admin_user):
    one, two = CaseFactory(**PROD, created_at=at("2027-02-01", 9)), CaseFactory(**PROD, created_at=at("2027-02-01", 9))
    clocks_recompute([one.pk, two.pk])  # factory cases carry no trail: as the backfill would see them
    with frozen("2027-02-02"):
        answer = case_cancel(case_id=one.pk, actor=admin_user, reason="Client asked")
        cases_batch_cancel(case_ids=[two.pk], actor=admin_user)
    assert answer.turnaround_phase == TurnaroundPhase.PAUSED
    assert columns(two.pk)["turnaround_phase"] == TurnaroundPhase.PAUSED
    with frozen("2027-02-04"):
        cases_batch_restore(case_ids=[one.pk, two.pk], actor=admin_user)

    for case in (one, two):
        assert columns(case.pk)["turnaround_phase"] == TurnaroundPhase.RUNNING
        assert columns(case.pk)["turnaround_paused_days"] == 2


def test_a_django_admin_fix_is_recorded_and_moves_the_clock(admin_user):
    case = CaseFactory(created_at=at("2027-02-01", 9))
    model_admin = django_admin.site._registry[Case]
    request = RequestFactory().post("/")
    admin_user.is_staff = admin_user.is_superuser = True  # a Django-admin user (createsuperuser)
    admin_user.save()
    request.user = admin_user
    form_class = model_admin.get_form(request, case, change=True)
    data = {f: v for f, v in form_class(instance=case).initial.items() if v is not None and f != "created_at"}
    data |= {"created_at_0": "2027-02-01", "created_at_1": "09:00:00"}  # the admin's split date and time
    form = form_class(data={**data, "instructed": True, "current_status": Status.IN_PRODUCTION}, instance=case)
    assert form.is_valid(), form.errors

    with frozen("2027-02-02"):
        model_admin.save_model(request, form.save(commit=False), form, change=True)

    event = AuditEvent.objects.filter(case_id=case.pk, action="update").get()
    assert event.changes["currentStatus"] == [Status.NEED_INSTRUCTIONS_NEW, Status.IN_PRODUCTION]
    assert columns(case.pk)["turnaround_started_at"] == at("2027-02-02")


def test_the_backfill_computes_what_the_live_path_stored(admin_user):
    cases = [CaseFactory(created_at=at("2027-01-04", 9)) for _ in range(4)]
    ids = [c.pk for c in cases]
    with frozen("2027-01-05"):
        cases_batch_update(case_ids=ids, updates=PROD, actor=admin_user)
    with frozen("2027-01-07"):
        case_update(case_id=ids[0], actor=admin_user, data=HOLD)
        case_cancel(case_id=ids[1], actor=admin_user)
        case_update(case_id=ids[2], actor=admin_user, data={"current_status": Status.SENT})
    with frozen("2027-01-12"):
        case_update(case_id=ids[0], actor=admin_user, data={"current_status": Status.IN_PRODUCTION})
        case_update(
            case_id=ids[3], actor=admin_user, data={"instructed": False, "current_status": "need_instructions_hire"}
        )
    with frozen("2027-01-14"):
        case_update(case_id=ids[3], actor=admin_user, data=PROD)
    live = {pk: columns(pk) for pk in ids}
    Case.objects.update(**dict.fromkeys(COLUMNS.values()))

    call_command("turnaround_backfill", "--quiet")

    assert {pk: columns(pk) for pk in ids} == live
    assert live[ids[3]]["turnaround_started_at"] == at("2027-01-14")


@pytest.mark.slow
def test_a_batch_of_ten_thousand_cases_costs_a_handful_of_queries_per_chunk(admin_user):
    Case.objects.bulk_create(
        [Case(widget="Acme Ltd", instructed=True, current_status=Status.IN_PRODUCTION) for _ in range(10_000)],
        batch_size=2_000,
    )
    ids = list(Case.objects.values_list("pk", flat=True))
    entries = [(pk, {"currentStatus": [Status.NEED_INSTRUCTIONS_NEW, Status.IN_PRODUCTION]}) for pk in ids]

    with CaptureQueriesContext(connection) as queries:
        audit_record_many(action=AuditEvent.Action.UPDATE, actor=admin_user, entries=entries)

    clock_queries = [
        q for q in queries.captured_queries if "turnaround" in q["sql"] or "cases_turnaroundsettings" in q["sql"]
    ]
    chunks = -(-len(ids) // CHUNK)
    # The targets once; per chunk the cases, their events and one UPDATE per 2,000 clocks.
    assert len(clock_queries) <= 1 + chunks * (2 + CHUNK // 2_000 + 1)
    assert Case.objects.filter(turnaround_phase=TurnaroundPhase.RUNNING).count() == 10_000
