"""Every endpoint of the API x every method it answers x each single scope x own and another company's objects.

A token answers 2xx only where the scope map (accounts.api_tokens.scopes) allows the endpoint with that scope and
the object is the token company's; otherwise 403 (outside the map, or the scope missing) or 404 (another company's
object). A URL added without a decision (in the map, or in NOT_FOR_TOKENS below) fails the test.
"""

import re
import uuid
from collections.abc import Callable

from django.test import override_settings
from django.urls import URLPattern, URLResolver, get_resolver

import pytest

from accounts.api_tokens.scopes import ENDPOINT_REFUSED, INTERNAL_ONLY, SCOPE_MAP, SCOPES, Rule, rule_for
from accounts.api_tokens.scopes import scope_missing_message as missing
from accounts.tests.api_token_support import token_client, token_make
from cases.requests import messages as request_messages
from cases.tests.documents import files

pytestmark = pytest.mark.django_db

# Decided: never for a token (403 "API tokens cannot use this endpoint.").
NOT_FOR_TOKENS = frozenset(
    {
        # Sign-in, the account, two-factor, sessions, users and permissions.
        "auth-login",
        "auth-setup-status",
        "auth-logout",
        "auth-user",
        "auth-create-user",
        "auth-request-password-reset",
        "auth-update-password",
        "my-permissions",
        "role-permissions",
        "users",
        "users-mentionable",
        "user-detail",
        "mfa-status",
        "mfa-verify",
        "mfa-totp",
        "mfa-totp-confirm",
        "mfa-recovery-codes",
        "mfa-webauthn-login-begin",
        "mfa-webauthn-login-finish",
        "mfa-webauthn-register-begin",
        "mfa-webauthn-register-finish",
        "mfa-passkey",
        "mfa-policy",
        "auth-sessions",
        "auth-sessions-revoke-others",
        "user-mfa-reset",
        # Token management.
        "api-tokens",
        "api-token",
        "webhooks",
        "webhook",
        "webhook-test",
        "webhook-deliveries",
        "webhook-delivery-retry",
        # Staff's case work: writes, batches, imports, exports, jobs, reports, duplicates, settings.
        "cases-manual",
        "cases-bhruk-id-use",
        "cases-batch-update",
        "cases-batch-delete",
        "cases-batch-cancel",
        "cases-batch-restore",
        "cases-autofill-kam-ids",
        "cases-autofill-bhruk-ids",
        "case-lock",
        "case-unlock",
        "case-cancel",
        "kams",
        "next-bhruk-id",
        "cases-batch-assign",
        "case-assignee",
        "audit-logs",
        "audit-logs-export",
        "audit-logs-users",
        "reports-ageing",
        "reports-throughput",
        "reports-workload",
        "reports-time-to-send",
        "reports-turnaround",
        "imports",
        "import-detail",
        "import-undo",
        "cases-upload-csv",
        "cases-upload-csv-errors",
        "cases-export",
        "exports",
        "job-detail",
        "job-download",
        "saved-views",
        "saved-view-detail",
        "case-comments",
        "case-timeline",
        "comment-detail",
        "document-detail",
        "request-detail",
        "case-legal-hold",
        "privacy-subjects",
        "privacy-erasure",
        "privacy-subject-access",
        "privacy-retention",
        "privacy-retention-preview",
        "settings-turnaround",
        "duplicates-list",
        "duplicates-dismiss",
        "duplicates-restore",
        "duplicates-merge",
        "duplicates-group",
        "notifications",
        "notifications-read",
        "notifications-preferences",
        "notifications-send-daily",
        # Not the API's data: the health check, the schema and its page, the JSON 404 of unknown paths.
        "health",
        "schema",
        "api-docs",
        "api-not-found",
    }
)
OBJECT_PARAMS = ("case_id", "document_id", "request_id")
METHODS = ("get", "post", "put", "patch", "delete")
_PARAM = re.compile(r"<(?:(?P<conv>[^<>:]+):)?(?P<name>[^<>:]+)>")


def api_routes() -> list[tuple[str, str, object]]:
    """(route, URL name, view) of every pattern under api/."""

    def walk(patterns, prefix):
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                yield from walk(pattern.url_patterns, prefix + str(pattern.pattern))
            elif isinstance(pattern, URLPattern):
                yield prefix + str(pattern.pattern), pattern.name, pattern.callback

    return [
        (route, name, view) for route, name, view in walk(get_resolver().url_patterns, "") if route.startswith("api/")
    ]


def methods_of(view) -> list[str]:
    view_class = getattr(view, "view_class", None) or getattr(view, "cls", None)
    if view_class is None:
        return ["get"]
    return [m for m in METHODS if hasattr(view_class, m)]


def concrete(route: str, objects: dict[str, int]) -> str:
    if route.endswith("^.*$"):
        return "/api/no-such-endpoint"

    def value(param: re.Match) -> str:
        name, conv = param.group("name"), param.group("conv")
        if name in objects:
            return str(objects[name])
        if conv == "uuid":
            return str(uuid.uuid4())
        return "1" if conv == "int" else "x"

    return "/" + _PARAM.sub(value, route)


def test_every_api_url_is_decided_for_tokens():
    names = {name for _, name, _ in api_routes()}
    mapped = {name for name, _ in SCOPE_MAP}
    undecided = names - mapped - NOT_FOR_TOKENS
    assert not undecided, f"Decide for API tokens (accounts.api_tokens.scopes or NOT_FOR_TOKENS): {sorted(undecided)}"
    assert not (mapped & NOT_FOR_TOKENS)
    assert mapped <= names, "The scope map names a URL that does not exist"


def _call(client, name: str, method: str, path: str):
    if (name, method) == ("request-upload", "post"):
        return client.post(path, {"file": files.upload(files.pdf(), "Statement.pdf")}, format="multipart")
    if (name, method) == ("case-documents", "post"):
        report = files.upload(files.pdf(), "Report.pdf")
        return client.post(path, {"file": report, "kind": "report"}, format="multipart")
    if method in ("get", "delete"):
        return getattr(client, method)(path)
    return getattr(client, method)(path, {}, format="json")


Expect = Callable[[str, Rule | None, str], tuple[int, str | None]]


def _sweep(client, world, scope: str, expect: Expect) -> tuple[list[str], set[tuple[str, str]]]:
    """Calls every API URL x method with a token holding only `scope`, for both companies' objects where the URL names
    one. `expect(url_name, rule, side)` gives (status, exact message or None); 200 stands for any 2xx. Returns what
    answered otherwise, and the (URL name, METHOD) pairs of the map that answered as expected with their scope."""
    failures: list[str] = []
    reached: set[tuple[str, str]] = set()
    for route, name, view in api_routes():
        params = {m.group("name") for m in _PARAM.finditer(route)}
        sides = ("own", "other") if params & set(OBJECT_PARAMS) else ("own",)
        for method in methods_of(view):
            rule = rule_for(name, method.upper())
            for side in sides:
                path = concrete(route, world[side])
                answer = _call(client, name, method, path)
                expected, message = expect(name, rule, side)
                got = answer.status_code
                ok = (200 <= got < 300) if expected == 200 else got == expected
                if ok and message is not None:
                    ok = answer.json() == {"message": message}
                if not ok:
                    failures.append(f"{scope} {method.upper()} {path} ({name}, {side}): {got}, expected {expected}")
                elif rule is not None and rule.scope == scope:
                    reached.add((name, method.upper()))
    return failures, reached


@override_settings(API_TOKEN_RATE_LIMIT="100000/minute")
def test_a_company_token_reaches_only_what_its_scope_allows_and_only_its_company(world, company_token):
    failures: list[str] = []
    reached: set[tuple[str, str]] = set()
    for scope in SCOPES:
        _, secret = company_token([scope])

        def expect(name: str, rule: Rule | None, side: str, scope: str = scope) -> tuple[int, str | None]:
            if rule is None:
                return 403, ENDPOINT_REFUSED
            if rule.internal_only:
                return 403, INTERNAL_ONLY
            if rule.scope != scope:
                return 403, missing(rule.scope)
            return (404, None) if side == "other" else (200, None)

        found, answered = _sweep(token_client(secret), world, scope, expect)
        failures += found
        reached |= answered
    assert not failures, "\n".join(failures)
    # Every endpoint of the map was called with its scope and answered as above.
    assert reached == set(SCOPE_MAP)


@override_settings(API_TOKEN_RATE_LIMIT="100000/minute")
def test_an_internal_token_reaches_only_what_its_scope_allows_in_every_company(world, admin_user):
    """An internal token (no company) passes the same map: refused outside it (403) and without the endpoint's scope
    (403 naming it); with it, every company's objects answer and the internal-only endpoint is open to it. Answering
    a client's request stays the client's: an internal token is refused as staff are."""
    failures: list[str] = []
    reached: set[tuple[str, str]] = set()
    for scope in SCOPES:
        _, secret = token_make(actor=admin_user, scopes=[scope], name=f"Internal {scope}")

        def expect(name: str, rule: Rule | None, side: str, scope: str = scope) -> tuple[int, str | None]:
            if rule is None:
                return 403, ENDPOINT_REFUSED
            if rule.scope != scope:
                return 403, missing(rule.scope)
            if name == "request-upload":
                return 403, request_messages.STAFF_UPLOAD
            return 200, None

        found, answered = _sweep(token_client(secret), world, scope, expect)
        failures += found
        reached |= answered
    assert not failures, "\n".join(failures)
    assert reached == set(SCOPE_MAP)
