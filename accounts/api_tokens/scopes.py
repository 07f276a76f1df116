"""What an API token may call: one deny-by-default map from (URL name, HTTP method) to the scope it needs.

Every token-authenticated request is checked against it (accounts.api_tokens.authentication, and
accounts.api_tokens.middleware for views that authenticate nobody), so no view can forget the check. An endpoint
missing here answers a token 403; a new endpoint is closed to tokens until someone adds it here (the matrix test in
cases/tests/api_tokens fails until it is decided either way).
"""

from dataclasses import dataclass

CASES_READ = "cases:read"
DOCUMENTS_READ = "documents:read"
DOCUMENTS_WRITE = "documents:write"
REQUESTS_READ = "requests:read"

SCOPES: dict[str, str] = {
    CASES_READ: "Read the company's cases (the portal's list, a case, its history, the stat counts)",
    DOCUMENTS_READ: "List a case's documents and download them",
    DOCUMENTS_WRITE: "Answer a request with a file (internal tokens: also add a document to a case)",
    REQUESTS_READ: "List the requests to the client",
}

SCOPE_CHOICES = list(SCOPES)

ENDPOINT_REFUSED = "API tokens cannot use this endpoint."
INTERNAL_ONLY = "Only an internal API token (one without a company) can use this endpoint."


def scope_missing_message(scope: str) -> str:
    return f"This API token does not have the {scope} scope."


@dataclass(frozen=True)
class Rule:
    scope: str
    internal_only: bool = False


# The portal's reads, the client's answer to a request, and (internal tokens) attaching a document.
SCOPE_MAP: dict[tuple[str, str], Rule] = {
    ("cases", "GET"): Rule(CASES_READ),
    ("cases-paginated", "GET"): Rule(CASES_READ),
    ("cases-mi-summary", "GET"): Rule(CASES_READ),
    ("case-detail", "GET"): Rule(CASES_READ),
    ("case-history", "GET"): Rule(CASES_READ),
    ("case-merged", "GET"): Rule(CASES_READ),
    ("case-stats", "GET"): Rule(CASES_READ),
    ("companies", "GET"): Rule(CASES_READ),
    ("case-documents", "GET"): Rule(DOCUMENTS_READ),
    ("document-download", "GET"): Rule(DOCUMENTS_READ),
    ("case-requests", "GET"): Rule(REQUESTS_READ),
    ("requests", "GET"): Rule(REQUESTS_READ),
    ("request-upload", "POST"): Rule(DOCUMENTS_WRITE),
    ("case-documents", "POST"): Rule(DOCUMENTS_WRITE, internal_only=True),
}


def rule_for(url_name: str | None, method: str | None) -> Rule | None:
    """The rule for a request, None when tokens may not call it. HEAD is a GET without the body."""
    verb = "GET" if method == "HEAD" else (method or "")
    return SCOPE_MAP.get((url_name or "", verb))
