"""Content-Security-Policy on every HTML page (Django 5.2 has no built-in CSP; 6.0 does).

The React bundle loads only same-origin scripts (webpack chunks under /static/bundles/, no inline
script, no eval in the production build), so scripts are 'self' alone. Styles allow 'unsafe-inline':
Mantine writes its theme's CSS variables into a <style> element at run time and turns style props into
style="" attributes, neither of which a nonce or hash can cover. Inline styles cannot run code; the
script policy is what stops injected markup from executing.
"""

from collections.abc import Callable
from functools import wraps

from django.conf import settings

HEADER = "Content-Security-Policy"


def policy(**overrides: str) -> str:
    directives = {**settings.CONTENT_SECURITY_POLICY, **overrides}
    return "; ".join(f"{name} {value}".strip() for name, value in directives.items())


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response: Callable):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if HEADER not in response and response.get("Content-Type", "").startswith("text/html"):
            response[HEADER] = getattr(response, "csp_policy", None) or policy()
        return response


def csp_override(**overrides: str) -> Callable:
    """Give one view's HTML page a wider policy, e.g. the API docs, whose Swagger UI comes from a CDN."""

    def decorator(view: Callable) -> Callable:
        @wraps(view)
        def wrapped(request, *args, **kwargs):
            response = view(request, *args, **kwargs)
            response.csp_policy = policy(**overrides)
            return response

        return wrapped

    return decorator
