"""The API token tests store documents in a media folder of their own (the documents tests' fixture)."""

import pytest

from accounts.tests.api_token_support import token_make
from cases.tests.documents import helpers as documents
from cases.tests.documents.conftest import media  # noqa: F401 - fixture
from cases.tests.factories import CaseFactory
from cases.tests.requests import helpers as requests
from conftest import COMPANY, OTHER_COMPANY


@pytest.fixture
def world(role_clients):
    """For each company: a case, a document shown to its clients and an open request. {"own"|"other": {...}}."""
    admin = role_clients["admin"]
    made = {}
    for side, company in (("own", COMPANY), ("other", OTHER_COMPANY)):
        case = CaseFactory(widget=company)
        document = documents.add(admin, case.pk, kind="report")
        request = requests.make(admin, case.pk)
        made[side] = {"case_id": case.pk, "document_id": document["id"], "request_id": request["id"]}
    return made


@pytest.fixture
def company_token(admin_user):
    """company_token(scopes) -> (ApiToken, secret) of a token for COMPANY."""

    def make(scopes, name=None):
        return token_make(actor=admin_user, scopes=scopes, company=COMPANY, name=name or "+".join(scopes))

    return make
