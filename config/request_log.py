"""One log line per request (method, path, status, duration, request id) and the X-Request-ID header.

An incoming X-Request-ID (from a proxy or a client) is kept when it looks like an id, so one request can
be followed through every tier; otherwise a new one is made. The query string is left out of the log:
searches carry client names. So are a route's text parameters (the name in /api/duplicates/clientName/<name>):
the line names the parameter instead, and keeps only ids (numbers, UUIDs).
"""

import logging
import re
import time
import uuid
from collections.abc import Callable

logger = logging.getLogger("casebook.requests")

HEADER = "X-Request-ID"
# The attribute accounts.api_tokens.authentication sets on the request: the id of the API token that made it.
TOKEN_ATTRIBUTE = "api_token_id"  # noqa: S105 - an attribute name
_SANE_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
_ROUTE_PARAM = re.compile(r"<(?:[^<>:]+:)?(?P<name>[^<>:]+)>")


def request_id_from(value: str | None) -> str:
    return value if value and _SANE_ID.match(value) else uuid.uuid4().hex


def logged_path(request) -> str:
    """The request's path with its route's text parameters replaced by their names."""
    match = getattr(request, "resolver_match", None)
    route = getattr(match, "route", None)
    if match is None or not match.kwargs or not isinstance(route, str) or route.startswith("^"):
        return request.path

    def shown(param: re.Match) -> str:
        value = match.kwargs.get(param.group("name"))
        return str(value) if isinstance(value, (int, uuid.UUID)) else f"<{param.group('name')}>"

    return "/" + _ROUTE_PARAM.sub(shown, route)


class RequestLogMiddleware:
    def __init__(self, get_response: Callable):
        self.get_response = get_response

    def __call__(self, request):
        started = time.perf_counter()
        request.request_id = request_id_from(request.headers.get(HEADER))
        response = self.get_response(request)
        duration_ms = round((time.perf_counter() - started) * 1000, 1)
        response[HEADER] = request.request_id
        path = logged_path(request)
        extra = {
            "method": request.method,
            "path": path,
            "status": response.status_code,
            "duration_ms": duration_ms,
            "request_id": request.request_id,
        }
        # A request made with an API token names the token (its id, set by its authentication; never the secret).
        token_id = getattr(request, TOKEN_ATTRIBUTE, None)
        if token_id is None:
            logger.info("%s %s %s %.1fms %s", *extra.values(), extra=extra)
        else:
            extra["token"] = token_id
            logger.info("%s %s %s %.1fms %s token=%s", *extra.values(), extra=extra)
        return response
