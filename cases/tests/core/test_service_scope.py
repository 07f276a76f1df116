"""The write services fetch the case within what their actor may see, whoever calls them (not only the API's
views): a client learns nothing about another company's case, and is refused their own."""

from django.core.exceptions import PermissionDenied
from django.http import Http404

import pytest

from cases.models import Case
from cases.services import deleting, editing, locking
from cases.tests.factories import CaseFactory
from conftest import OTHER_COMPANY

pytestmark = pytest.mark.django_db


def test_a_client_editing_another_companys_case_through_the_service_finds_nothing(client_user):
    other = CaseFactory(widget=OTHER_COMPANY, client_name="Before")

    with pytest.raises(Http404):
        editing.case_update(case_id=other.pk, actor=client_user, data={"client_name": "After"})

    assert Case.objects.get(pk=other.pk).client_name == "Before"


def test_a_client_editing_their_own_companys_case_through_the_service_is_refused(client_user):
    own = CaseFactory(widget=client_user.company, client_name="Before")

    with pytest.raises(PermissionDenied, match="Clients cannot change cases."):
        editing.case_update(case_id=own.pk, actor=client_user, data={"client_name": "After"})

    assert Case.objects.get(pk=own.pk).client_name == "Before"


def test_an_unknown_case_is_not_found_by_the_other_services(manager_user):
    with pytest.raises(Http404):
        locking.case_lock(case_id=987654, actor=manager_user)
    with pytest.raises(Http404):
        deleting.case_delete(case_id=987654, actor=manager_user)


def test_an_edit_reads_the_case_once(role_clients, django_assert_max_num_queries):
    case = CaseFactory(client_name="Before")
    with django_assert_max_num_queries(13) as captured:  # 12, and the answer's documentsCount
        response = role_clients["manager"].put(f"/api/cases/{case.pk}", {"clientName": "After"}, format="json")
    assert response.status_code == 200, response.content
    by_id = f'"cases_case"."id" = {case.pk}'
    reads = [q["sql"] for q in captured.captured_queries if q["sql"].startswith("SELECT") and by_id in q["sql"]]
    assert len(reads) == 1, reads  # the service's locked read; the view no longer fetches it first
