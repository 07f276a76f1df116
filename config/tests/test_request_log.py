"""One log line per request with a request id that the response carries back."""

import json
import logging
import re
from typing import Any

import pytest

from config.log_format import JsonFormatter


def _last_request_line(caplog) -> Any:  # a LogRecord with the middleware's extra fields (request_id, status)
    return [r for r in caplog.records if r.name == "casebook.requests"][-1]


@pytest.mark.django_db
def test_each_request_is_logged_once_with_method_path_status_duration_and_id(api_client, caplog):
    with caplog.at_level(logging.INFO, logger="casebook.requests"):
        response = api_client.get("/api/health?probe=1")

    lines = [r for r in caplog.records if r.name == "casebook.requests"]
    assert len(lines) == 1
    record = lines[0]
    request_id = response["X-Request-ID"]
    assert re.fullmatch(r"[0-9a-f]{32}", request_id)
    assert (record.method, record.path, record.status, record.request_id) == ("GET", "/api/health", 200, request_id)
    assert record.duration_ms >= 0
    assert re.fullmatch(rf"GET /api/health 200 \d+\.\dms {request_id}", record.getMessage())
    assert "probe" not in record.getMessage()


@pytest.mark.django_db
def test_a_sane_incoming_request_id_is_echoed(api_client, caplog):
    with caplog.at_level(logging.INFO, logger="casebook.requests"):
        response = api_client.get("/api/health", HTTP_X_REQUEST_ID="lb-7f3a.42:1")

    assert response["X-Request-ID"] == "lb-7f3a.42:1"
    assert _last_request_line(caplog).request_id == "lb-7f3a.42:1"


@pytest.mark.django_db
@pytest.mark.parametrize("bad", ["x" * 129, "has space", "new\nline", "<script>", ""])
def test_an_unsafe_request_id_is_replaced_with_a_new_one(api_client, bad):
    response = api_client.get("/api/health", HTTP_X_REQUEST_ID=bad)

    assert re.fullmatch(r"[0-9a-f]{32}", response["X-Request-ID"])


@pytest.mark.django_db
def test_unauthenticated_and_failed_requests_are_logged_too(api_client, caplog):
    with caplog.at_level(logging.INFO, logger="casebook.requests"):
        response = api_client.get("/api/cases/paginated")

    assert response.status_code == 401
    assert _last_request_line(caplog).status == 401
    assert response["X-Request-ID"] == _last_request_line(caplog).request_id


@pytest.mark.django_db
def test_json_format_writes_one_json_object_per_request(api_client, caplog):
    with caplog.at_level(logging.INFO, logger="casebook.requests"):
        response = api_client.get("/api/health")

    line = JsonFormatter().format(_last_request_line(caplog))
    assert "\n" not in line
    data = json.loads(line)
    assert data["logger"] == "casebook.requests"
    assert data["level"] == "INFO"
    assert {k: data[k] for k in ("method", "path", "status", "request_id")} == {
        "method": "GET",
        "path": "/api/health",
        "status": 200,
        "request_id": response["X-Request-ID"],
    }
    assert isinstance(data["duration_ms"], float)


@pytest.mark.django_db
def test_a_path_parameter_holding_a_name_is_logged_by_its_name_and_ids_stay(role_clients, caplog):
    with caplog.at_level(logging.INFO, logger="casebook.requests"):
        role_clients["admin"].get("/api/duplicates/clientName/Jonathan%20Quill-Doe")
        role_clients["admin"].get("/api/cases/4711/history")

    lines = [r for r in caplog.records if r.name == "casebook.requests"]
    assert [r.path for r in lines] == ["/api/duplicates/<identifier_type>/<identifier>", "/api/cases/4711/history"]
    assert "Quill" not in "\n".join(r.getMessage() for r in lines)
