"""The exact bytes of a case answer: null fields, a master with merged cases, a merged and a cancelled case, and a
client's view (whose duplicate counts stop at their company). Frozen from the answers before CaseSerializer
declared its fields with `source=`, so any change on the wire (a key, its order, a date's format, a number's
form) fails here. Ids differ between runs, so the expected texts name each case by a placeholder."""

from datetime import UTC, date, datetime
from decimal import Decimal

import pytest

from cases.models import Case, TurnaroundPhase
from cases.rules import MiType, OnHoldReason, Status
from cases.tests.factories import CaseFactory
from conftest import COMPANY, OTHER_COMPANY

pytestmark = pytest.mark.django_db

CREATED = datetime(2026, 7, 1, 11, 30, 5, 123456, tzinfo=UTC)  # in British Summer Time: UTC must stay UTC
UPDATED = datetime(2026, 7, 2, 9, 0, tzinfo=UTC)
LOCKED = datetime(2026, 1, 15, 16, 45, 0, 500000, tzinfo=UTC)
MERGED_AT = datetime(2026, 7, 3, 8, 15, 30, tzinfo=UTC)


def _fixed_updated_at(*cases: Case) -> None:
    """updated_at is auto_now: set it afterwards, as a stored case would carry it."""
    Case.objects.filter(pk__in=[c.pk for c in cases]).update(updated_at=UPDATED)


@pytest.fixture
def book(db) -> dict[str, Case]:
    blank = CaseFactory(
        widget=COMPANY,
        external_user_id="",
        kam_id="",
        client_name="Blank Ltd",
        bhruk_id=None,
        created_at=CREATED,
    )
    master = CaseFactory(
        widget=COMPANY,
        external_user_id="https://ob.example.com/users/777",
        kam_id="777",
        client_name="Müller & Søn £",
        bhruk_id="1001",
        instructed=True,
        current_status=Status.ON_HOLD,
        on_hold_reason=OnHoldReason.NEED_PDF,
        invoiced=True,
        invoice_date=date(2026, 6, 30),
        invoice_number="INV-9",
        mi_type=MiType.SURPLUS,
        mi_amount=Decimal("1234.50"),
        notes='Line one\nLine "two"',
        report_type="Full",
        name="Jo Bloggs",
        email="jo@example.com",
        original_status="Awaiting",
        created_at=CREATED,
    )
    merged = CaseFactory(
        widget=COMPANY,
        external_user_id="https://ob.example.com/users/778",
        kam_id="777",
        client_name="Müller & Søn £",
        bhruk_id="1002",
        is_merged=True,
        merged_into=master,
        merged_at=MERGED_AT,
        created_at=CREATED,
    )
    cancelled = CaseFactory(
        widget=COMPANY,
        external_user_id="https://ob.example.com/users/abc",
        kam_id="999",
        client_name="Gone Ltd",
        bhruk_id="1003",
        is_cancelled=True,
        cancellation_reason="Client request",
        lockable=True,
        is_locked=True,
        locked_at=LOCKED,
        mi_type=MiType.DEFICIT,
        mi_amount=Decimal("-0.10"),
        created_at=CREATED,
    )
    elsewhere = CaseFactory(
        widget=OTHER_COMPANY,
        external_user_id="https://ob.example.com/users/777",
        kam_id="777",
        client_name="Other",
        bhruk_id="1004",
        created_at=CREATED,
    )
    cases = {
        "blank": blank,
        "master": master,
        "merged": merged,
        "cancelled": cancelled,
        "elsewhere": elsewhere,
    }
    _fixed_updated_at(*cases.values())
    # A stopped clock (its answer does not depend on today): instructed on Monday 1 June 2026, one working day
    # paused, Sent on Wednesday 10 June, due on the 11th working day after the start.
    Case.objects.filter(pk=cancelled.pk).update(
        turnaround_phase=TurnaroundPhase.MET,
        turnaround_due=date(2026, 6, 16),
        turnaround_started_at=datetime(2026, 6, 1, 8, 0, tzinfo=UTC),
        turnaround_stopped_at=datetime(2026, 6, 10, 15, 0, tzinfo=UTC),
        turnaround_paused_days=1,
        turnaround_target_days=10,
    )
    return cases


def _expected(template: str, book: dict[str, Case]) -> bytes:
    for name, case in book.items():
        template = template.replace(f"<{name}>", str(case.pk))
    return template.encode()


NOT_STARTED = (
    '"turnaround":{"targetDays":null,"startedAt":null,"dueDate":null,"workingDaysUsed":0,"workingDaysPaused":0,'
    '"state":"not_started"},"assignee":null}'
)
BLANK = (
    '{"id":<blank>,"widget":"Acme Ltd","externalUserId":"","createdAt":"2026-07-01T11:30:05.123456Z",'
    '"updatedAt":"2026-07-02T09:00:00Z","kamId":"","clientName":"Blank Ltd","bhrukId":null,"instructed":false,'
    '"currentStatus":"need_instructions_new","onHoldReason":null,"invoiced":false,"invoiceDate":null,'
    '"invoiceNumber":"","miType":null,"miAmount":null,"miTag":"","isLocked":false,"lockedAt":null,'
    '"isCancelled":false,"cancellationReason":"","isMerged":false,"mergedIntoId":null,"mergedAt":null,'
    '"mergedIntoCases":[],"mergedCasesCount":0,"notes":"","legalHold":false,"reportType":"","name":"","email":"",'
    '"originalStatus":"","kamCheck":{"status":"valid","message":"No OB Link provided","expected":"Not Known"},'
    '"isDuplicateKamId":false,"isDuplicateBhrukId":false,"isDuplicateClientName":false,"duplicateKamIdCount":0,'
    '"duplicateBhrukIdCount":0,"duplicateClientNameCount":1,"documentsCount":0,"requestState":null,' + NOT_STARTED
)


def _master(kam_count: int) -> str:
    return (
        '{"id":<master>,"widget":"Acme Ltd","externalUserId":"https://ob.example.com/users/777",'
        '"createdAt":"2026-07-01T11:30:05.123456Z","updatedAt":"2026-07-02T09:00:00Z","kamId":"777",'
        '"clientName":"Müller & Søn £","bhrukId":"1001","instructed":true,"currentStatus":"on_hold",'
        '"onHoldReason":"need_pdf","invoiced":true,"invoiceDate":"2026-06-30","invoiceNumber":"INV-9",'
        '"miType":"surplus","miAmount":1234.5,"miTag":"Impecunious (STUS)","isLocked":false,"lockedAt":null,'
        '"isCancelled":false,"cancellationReason":"","isMerged":false,"mergedIntoId":null,"mergedAt":null,'
        '"mergedIntoCases":[{"id":<merged>,"widget":"Acme Ltd","externalUserId":"https://ob.example.com/users/778",'
        '"bhrukId":"1002","clientName":"Müller & Søn £","mergedAt":"2026-07-03T08:15:30Z"}],"mergedCasesCount":1,'
        '"notes":"Line one\\nLine \\"two\\"","legalHold":false,"reportType":"Full","name":"Jo Bloggs",'
        '"email":"jo@example.com","originalStatus":"Awaiting",'
        '"kamCheck":{"status":"valid","message":"KAM ID matches OB Link","expected":"777"},'
        f'"isDuplicateKamId":{"true" if kam_count > 1 else "false"},"isDuplicateBhrukId":false,'
        f'"isDuplicateClientName":false,"duplicateKamIdCount":{kam_count},"duplicateBhrukIdCount":1,'
        '"duplicateClientNameCount":1,"documentsCount":0,"requestState":null,' + NOT_STARTED
    )


MERGED = (
    '{"id":<merged>,"widget":"Acme Ltd","externalUserId":"https://ob.example.com/users/778",'
    '"createdAt":"2026-07-01T11:30:05.123456Z","updatedAt":"2026-07-02T09:00:00Z","kamId":"777",'
    '"clientName":"Müller & Søn £","bhrukId":"1002","instructed":false,"currentStatus":"need_instructions_new",'
    '"onHoldReason":null,"invoiced":false,"invoiceDate":null,"invoiceNumber":"","miType":null,"miAmount":null,'
    '"miTag":"","isLocked":false,"lockedAt":null,"isCancelled":false,"cancellationReason":"","isMerged":true,'
    '"mergedIntoId":<master>,"mergedAt":"2026-07-03T08:15:30Z","mergedIntoCases":[],"mergedCasesCount":0,'
    '"notes":"","legalHold":false,"reportType":"","name":"","email":"","originalStatus":"",'
    '"kamCheck":{"status":"warning","message":"KAM ID doesn\'t match OB Link (expected: 778)","expected":"778"},'
    '"isDuplicateKamId":false,"isDuplicateBhrukId":false,"isDuplicateClientName":false,"duplicateKamIdCount":0,'
    '"duplicateBhrukIdCount":0,"duplicateClientNameCount":0,"documentsCount":0,"requestState":null,' + NOT_STARTED
)

CANCELLED = (
    '{"id":<cancelled>,"widget":"Acme Ltd","externalUserId":"https://ob.example.com/users/abc",'
    '"createdAt":"2026-07-01T11:30:05.123456Z","updatedAt":"2026-07-02T09:00:00Z","kamId":"999",'
    '"clientName":"Gone Ltd","bhrukId":"1003","instructed":true,"currentStatus":"sent","onHoldReason":null,'
    '"invoiced":true,"invoiceDate":null,"invoiceNumber":"","miType":"deficit","miAmount":-0.1,'
    '"miTag":"Impecunious","isLocked":true,"lockedAt":"2026-01-15T16:45:00.500000Z","isCancelled":true,'
    '"cancellationReason":"Client request","isMerged":false,"mergedIntoId":null,"mergedAt":null,'
    '"mergedIntoCases":[],"mergedCasesCount":0,"notes":"","legalHold":false,"reportType":"","name":"","email":"",'
    '"originalStatus":"","kamCheck":{"status":"error","message":"OB Link has no numbers, KAM ID should be '
    '\\"Not Known\\"","expected":"Not Known"},"isDuplicateKamId":false,"isDuplicateBhrukId":false,'
    '"isDuplicateClientName":false,"duplicateKamIdCount":1,"duplicateBhrukIdCount":1,"duplicateClientNameCount":1,"documentsCount":0,"requestState":null,'
    '"turnaround":{"targetDays":10,"startedAt":"2026-06-01T08:00:00Z","dueDate":"2026-06-16","workingDaysUsed":6,'
    '"workingDaysPaused":1,"state":"met"},"assignee":null}'
)


@pytest.mark.parametrize(
    ("name", "template"),
    [("blank", BLANK), ("master", _master(kam_count=2)), ("merged", MERGED), ("cancelled", CANCELLED)],
)
def test_a_case_answer_is_these_exact_bytes(role_clients, book, name, template):
    response = role_clients["admin"].get(f"/api/cases/{book[name].pk}")

    assert response.status_code == 200
    assert response.content == _expected(template, book)


def test_a_client_sees_duplicate_counts_of_their_company_only(role_clients, book):
    response = role_clients["client"].get(f"/api/cases/{book['master'].pk}")

    assert response.content == _expected(_master(kam_count=1), book)


def test_the_page_of_cases_is_the_same_answers_in_a_list(role_clients, book):
    response = role_clients["admin"].get(
        "/api/cases/paginated",
        {
            "company": COMPANY,
            "includeCancelled": "true",
            "includeMerged": "true",
            "sortBy": "bhrukId",
            "sortOrder": "asc",
        },
    )

    rows = ",".join([BLANK, _master(kam_count=2), MERGED, CANCELLED])
    pagination = (
        '{"currentPage":1,"itemsPerPage":50,"totalItems":4,"totalPages":1,"hasPreviousPage":false,"hasNextPage":false}'
    )
    assert response.content == _expected(f'{{"data":[{rows}],"pagination":{pagination}}}', book)


def test_the_client_portal_lists_the_same_answers(role_clients, book):
    response = role_clients["client"].get("/api/cases")

    assert response.content == _expected(f"[{_master(kam_count=1)},{BLANK}]", book)


def test_the_merged_cases_of_a_master_are_full_case_answers(role_clients, book):
    response = role_clients["admin"].get(f"/api/cases/{book['master'].pk}/merged")

    assert response.content == _expected(f"[{MERGED}]", book)
