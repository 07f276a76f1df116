"""`Cache-Control: no-store` on every answer under /api/: errors, JSON and file downloads alike.

API answers carry personal data (names, e-mails, OB Links) and belong to one signed-in user; no browser or proxy
cache may keep them, and a shared computer's back button must not show them after sign-out. Downloads (exports, the
audit log CSV, error reports, subject-access packs) are personal data too and are never fetched twice from a cache,
so they get the same header rather than a cacheable exception. An answer already saying no-store (the health
check's never_cache) keeps its fuller header. The middleware sits outside every other one, so the
answers they make themselves (404, 413, a NUL refused, the database outage page) carry it as well.
"""

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from config.api_errors import is_api

NO_STORE = "no-store"


class ApiNoStoreMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if is_api(request) and NO_STORE not in response.get("Cache-Control", ""):
            response["Cache-Control"] = NO_STORE
        return response
