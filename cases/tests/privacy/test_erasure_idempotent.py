"""A double-submitted erasure (guide: privacy#erasure): the same cases erased twice, one after the other or at once, get
one pseudonym and one erasure event each."""

import pytest

from cases.models import AuditEvent, Case
from cases.tests.core.test_case_concurrency import run_in_threads
from cases.tests.factories import CaseFactory

URL = "/api/privacy/erasure"


def _erase(client, ids):
    return client.post(URL, {"caseIds": ids, "reason": "Letter of 3 May"}, format="json")


def _one_erasure_each(cases) -> str:
    names = {c.client_name for c in Case.objects.filter(pk__in=[c.pk for c in cases])}
    assert len(names) == 1, names
    events = AuditEvent.objects.filter(action="erase")
    assert sorted(int(e.case_id or 0) for e in events) == sorted(c.pk for c in cases)
    assert {e.changes["pseudonym"] for e in events} == names
    return names.pop()


@pytest.mark.django_db
def test_the_same_erasure_sent_twice_changes_nothing_the_second_time(role_clients):
    cases = [CaseFactory(client_name="Ola Nordmann"), CaseFactory(client_name="Ola Nordmann")]
    ids = [c.pk for c in cases]

    first = _erase(role_clients["admin"], ids)
    second = _erase(role_clients["admin"], ids)

    assert first.status_code == second.status_code == 200
    pseudonym = _one_erasure_each(cases)
    assert first.json()["pseudonym"] == second.json()["pseudonym"] == pseudonym
    assert second.json() == {
        "message": "Already erased: 2 cases. Nothing was changed.",
        "erased": 0,
        "pseudonym": pseudonym,
    }


@pytest.mark.django_db
def test_an_erasure_naming_some_erased_cases_erases_only_the_others(role_clients):
    done, fresh = CaseFactory(client_name="Kari Nordmann"), CaseFactory(client_name="Kari Nordmann")
    before = _erase(role_clients["admin"], [done.pk]).json()["pseudonym"]

    answer = _erase(role_clients["admin"], [done.pk, fresh.pk])

    body = answer.json()
    assert body["erased"] == 1
    assert (
        body["message"]
        == f"Erased 1 case; they now read {body['pseudonym']}. Already erased and left as they were: 1 case."
    )
    assert Case.objects.get(pk=done.pk).client_name == before
    assert Case.objects.get(pk=fresh.pk).client_name == body["pseudonym"]
    assert AuditEvent.objects.filter(action="erase", case_id=done.pk).count() == 1


@pytest.mark.postgres_only
@pytest.mark.django_db(transaction=True)
def test_two_erasures_of_the_same_cases_at_once_write_one_pseudonym_and_one_event(auth_client, admin_user):
    cases = [CaseFactory(client_name="Per Hansen") for _ in range(3)]
    clients = [auth_client(admin_user) for _ in range(2)]

    statuses = run_in_threads(2, lambda i: _erase(clients[i], [c.pk for c in cases]).status_code)

    assert statuses == [200, 200]
    _one_erasure_each(cases)
