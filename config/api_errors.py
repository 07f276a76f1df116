"""JSON answers for what goes wrong under /api/ before (or outside) a DRF view: an unknown path, a body over
DATA_UPLOAD_MAX_MEMORY_SIZE, a NUL character in the query string. Every other path keeps Django's pages.

A NUL is refused here, once for every endpoint, rather than in each filter parser: PostgreSQL cannot store
or compare text holding one, so any query parameter or path segment carrying it would otherwise reach the
database and fail there (a 500).
"""

from collections.abc import Callable

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect, JsonResponse
from django.urls import Resolver404, resolve
from django.views import defaults
from django.views.decorators.csrf import csrf_exempt

API_PREFIX = "/api/"
NOT_FOUND = "Not found."
NUL_IN_PARAMETER = "Invalid {name}: it contains a NUL character (%00). Remove it and try again."
NUL_IN_PATH = "Invalid address: it contains a NUL character (%00)."
BAD_REQUEST = "The request could not be read."


def too_large_message() -> str:
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE or 0
    size = f"{limit / (1024 * 1024):g} MB" if limit >= 1024 * 1024 else f"{limit:,} bytes"
    return f"The request is too large: the limit is {size}."


def is_api(request: HttpRequest) -> bool:
    return request.path.startswith(API_PREFIX)


def too_large_response() -> JsonResponse:
    return JsonResponse({"message": too_large_message()}, status=413)


def nul_response(request: HttpRequest) -> JsonResponse | None:
    """400 naming the first query parameter (or the path) holding a NUL, or None if there is none."""
    if "\x00" in request.path:
        return JsonResponse({"message": NUL_IN_PATH}, status=400)
    for name, values in request.GET.lists():
        if "\x00" in name or any("\x00" in v for v in values):
            shown = name.replace("\x00", "") or "parameter"
            return JsonResponse({"message": NUL_IN_PARAMETER.format(name=shown)}, status=400)
    return None


class ApiInputGuardMiddleware:
    """Refuses NUL characters in /api/ paths and query strings with a 400 the UI can show."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if is_api(request):
            refused = nul_response(request)
            if refused is not None:
                return refused
        return self.get_response(request)


@csrf_exempt
def api_not_found(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
    """The last pattern under api/: any path no endpoint matched (an unknown name, a non-numeric id).

    CSRF-exempt as the API's views are (they authenticate by bearer token): otherwise a POST, PUT or DELETE to an
    unknown path, such as /api/cases/abc, answered Django's HTML "CSRF verification failed" page instead of 404.

    A path that only lacks its trailing slash (/api/schema) is still redirected, as APPEND_SLASH did before
    this pattern matched everything.
    """
    if settings.APPEND_SLASH and request.method in ("GET", "HEAD") and not request.path_info.endswith("/"):
        try:
            match = resolve(request.path_info + "/")
        except Resolver404:
            match = None
        if match is not None and match.func is not api_not_found:
            return HttpResponsePermanentRedirect(request.get_full_path(force_append_slash=True))
    return JsonResponse({"message": NOT_FOUND}, status=404)


def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """handler404: JSON under /api/ (an Http404 raised outside DRF), Django's page elsewhere."""
    if is_api(request):
        return api_not_found(request)
    return defaults.page_not_found(request, exception)


def bad_request(request: HttpRequest, exception: Exception) -> HttpResponse:
    """handler400: a body over DATA_UPLOAD_MAX_MEMORY_SIZE is 413; under /api/ every answer is JSON."""
    if is_api(request):
        if isinstance(exception, RequestDataTooBig):
            return too_large_response()
        return JsonResponse({"message": BAD_REQUEST}, status=400)
    return defaults.bad_request(request, exception)
