"""When the database cannot be reached, answer 503 with a message instead of a 500 page.

Nothing else is needed to recover: CONN_HEALTH_CHECKS makes each request test its persistent
connection and open a new one once the database is back.
"""

import logging
from collections.abc import Callable

from django.db import InterfaceError, OperationalError
from django.http import HttpResponse, JsonResponse

logger = logging.getLogger(__name__)

MESSAGE = "The database is not available at the moment. Please try again in a few seconds."
RETRY_AFTER_SECONDS = "5"


class DatabaseOutageMiddleware:
    def __init__(self, get_response: Callable):
        self.get_response = get_response

    def __call__(self, request):
        try:
            return self.get_response(request)
        except (OperationalError, InterfaceError) as exc:
            # Raised by middleware that touches the database before the view (sessions, auth).
            return self._outage(request, exc)

    def process_exception(self, request, exception):
        if isinstance(exception, (OperationalError, InterfaceError)):
            return self._outage(request, exception)
        return None

    def _outage(self, request, exc: Exception) -> HttpResponse:
        logger.error("Database unavailable during %s %s: %s", request.method, request.path, exc)
        response: HttpResponse
        if request.path.startswith("/api/"):
            response = JsonResponse({"message": MESSAGE}, status=503)
        else:
            response = HttpResponse(MESSAGE, status=503, content_type="text/plain; charset=utf-8")
        response["Retry-After"] = RETRY_AFTER_SECONDS
        return response
