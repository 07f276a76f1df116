import pytest

from cases.exporting.exports import VIEW_PARAMS
from cases.listing.params import FILTER_NAMES, SORT_NAMES, CaseFilterParams, CaseListParams
from cases.saved_views.query import QUERY_KEYS

pytestmark = pytest.mark.django_db

ENDPOINTS = {
    "/api/cases": ["get"],
    "/api/cases/paginated": ["get"],
    "/api/cases/manual": ["post"],
    "/api/cases/{case_id}": ["get", "put", "delete"],
    "/api/cases/{case_id}/lock": ["post"],
    "/api/cases/{case_id}/unlock": ["post"],
    "/api/cases/{case_id}/cancel": ["post"],
    "/api/cases/{case_id}/merged": ["get"],
    "/api/cases/{case_id}/history": ["get"],
    "/api/cases/batch-update": ["post"],
    "/api/cases/batch-delete": ["post"],
    "/api/cases/batch-cancel": ["post"],
    "/api/cases/batch-restore": ["post"],
    "/api/cases/bulk-autofill-kam-ids": ["post"],
    "/api/cases/bulk-autofill-bhruk-ids": ["post"],
    "/api/stats": ["get"],
    "/api/kams": ["get"],
    "/api/next-bhruk-id/{company}": ["get"],
    "/api/cases/bhruk-id-use": ["get"],
    "/api/audit-logs": ["get"],
}


def test_every_case_endpoint_declares_its_request_and_response(api_client):
    schema = api_client.get("/api/schema/", HTTP_ACCEPT="application/json").json()

    for path, methods in ENDPOINTS.items():
        for method in methods:
            operation = schema["paths"][path][method]
            success = next(code for code in operation["responses"] if code.startswith("2"))
            if success != "204":
                assert "application/json" in operation["responses"][success]["content"], (path, method)
            if method == "put" or path.endswith(("manual", "update", "delete", "cancel", "restore")):
                assert operation["requestBody"]["content"]["application/json"]["schema"], (path, method)


def test_the_case_shape_in_the_schema_spells_the_fields_as_the_spec(api_client):
    schema = api_client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    case = schema["components"]["schemas"]["Case"]["properties"]

    assert {"externalUserId", "kamId", "bhrukId", "miAmount", "mergedIntoCases", "kamCheck"} <= set(case)
    page = schema["paths"]["/api/cases/paginated"]["get"]
    assert {p["name"] for p in page["parameters"]} >= {
        "page", "limit", "sortBy", "sortOrder", "company", "status", "kamSearch", "clientNameSearch",
        "lockFilter", "includeCancelled", "includeMerged",
    }  # fmt: skip


def test_the_lists_parameter_names_are_the_ones_its_schema_documents():
    assert sorted(FILTER_NAMES) == sorted(CaseFilterParams().fields)
    assert set(SORT_NAMES) <= set(CaseListParams().fields)
    # The current-view export and a saved view take the list's own parameters (a saved view also its page size).
    assert (*FILTER_NAMES, *SORT_NAMES) == VIEW_PARAMS
    assert (*FILTER_NAMES, *SORT_NAMES, "limit") == QUERY_KEYS
