from datetime import timedelta

from django.utils import timezone

import pytest

from cases.models import AuditEvent, BhrukSequence, Case
from cases.tests.factories import CaseFactory

pytestmark = pytest.mark.django_db

KAM_URL = "/api/cases/bulk-autofill-kam-ids"
BHRUK_URL = "/api/cases/bulk-autofill-bhruk-ids"


def test_missing_kam_ids_get_the_first_digits_of_the_ob_link_else_not_known(role_clients, admin_user):
    digits = CaseFactory(kam_id="", external_user_id="https://ob/user/12345/acc/9")
    blank = CaseFactory(kam_id="  ", external_user_id="https://ob/user/abc")
    kept = CaseFactory(kam_id="777", external_user_id="https://ob/user/1")
    not_known = CaseFactory(kam_id="Not Known", external_user_id="https://ob/user/55")

    response = role_clients["admin"].post(KAM_URL)

    assert response.status_code == 200
    assert response.json() == {"message": "Auto-filled KAM IDs for 2 cases."}
    values = dict(Case.objects.values_list("pk", "kam_id"))
    assert values == {digits.pk: "12345", blank.pk: "Not Known", kept.pk: "777", not_known.pk: "Not Known"}
    assert Case.objects.get(pk=digits.pk).kam_key == "12345"
    assert set(AuditEvent.objects.filter(action="autofill").values_list("case_id", flat=True)) == {digits.pk, blank.pk}


def test_kam_autofill_skips_locked_cancelled_and_merged_cases(role_clients):
    locked = CaseFactory(locked=True, kam_id="")
    cancelled = CaseFactory(is_cancelled=True, kam_id="")

    assert role_clients["admin"].post(KAM_URL).json() == {"message": "Every case already has a KAM ID."}
    assert Case.objects.get(pk=locked.pk).kam_id == ""
    assert Case.objects.get(pk=cancelled.pk).kam_id == ""


def test_missing_bhruk_ids_are_allocated_per_company_group_oldest_first(role_clients):
    now = timezone.now()
    CaseFactory(bhruk_id="1000")  # typed by hand: skipped
    CaseFactory(bhruk_id="1500")  # typed by hand, far ahead: does not move the sequence
    newer = CaseFactory(bhruk_id=None, created_at=now)
    older = CaseFactory(bhruk_id=None, created_at=now - timedelta(days=1))
    kind = CaseFactory(widget="kind", bhruk_id=None)

    response = role_clients["admin"].post(BHRUK_URL)

    assert response.json() == {"message": "Allocated BHR UK IDs to 3 cases."}
    values = dict(Case.objects.values_list("pk", "bhruk_id"))
    assert (values[older.pk], values[newer.pk], values[kind.pk]) == ("1001", "1002", "KIND1000")
    assert Case.objects.get(pk=kind.pk).bhruk_number == 1000
    assert BhrukSequence.objects.get(group="standard").next_value == 1003


def test_nothing_to_allocate(role_clients):
    CaseFactory()
    assert role_clients["admin"].post(BHRUK_URL).json() == {"message": "Every case already has a BHR UK ID."}


@pytest.mark.parametrize(("role", "status"), [("manager", 403), ("staff", 403), ("client", 403), ("anonymous", 401)])
@pytest.mark.parametrize("url", [KAM_URL, BHRUK_URL])
def test_only_role_assigners_may_auto_fill(role_clients, role, status, url):
    CaseFactory(kam_id="", bhruk_id=None)
    assert role_clients[role].post(url).status_code == status
    assert not AuditEvent.objects.exists()
