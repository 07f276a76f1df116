"""The token map's gate for every view, DRF's or not: a request carrying `Bearer cbk_...` to an endpoint outside
accounts.api_tokens.scopes answers 403, even where a view authenticates nobody (sign-in, the password reset,
the health check). The scope itself is checked by ApiTokenAuthentication, which knows the token."""

from collections.abc import Callable

from django.http import JsonResponse

from accounts.api_tokens.authentication import is_api_token
from accounts.api_tokens.scopes import ENDPOINT_REFUSED, rule_for


class ApiTokenGateMiddleware:
    def __init__(self, get_response: Callable):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_view(self, request, view_func, view_args, view_kwargs):
        parts = request.headers.get("Authorization", "").split()
        if len(parts) != 2 or parts[0].lower() != "bearer" or not is_api_token(parts[1]):
            return None
        match = request.resolver_match
        if rule_for(getattr(match, "url_name", None), request.method) is None:
            return JsonResponse({"message": ENDPOINT_REFUSED}, status=403)
        return None
