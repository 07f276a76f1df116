"""Domain exceptions the services raise besides Django's ValidationError and PermissionDenied.

config.exception_handler turns each into its HTTP answer, so services never speak HTTP.
"""

from typing import Any

STALE_RECORD = "This record was changed by someone else. Reload it and try again."


class ConflictError(Exception):
    """409: the request no longer fits the record (it changed since it was read, or it was already done).

    `errors` (optional) lists the details the UI shows below the message; `extra` (optional) adds top-level keys to
    the answer (a stale edit's changedBy and changedAt).
    """

    def __init__(
        self,
        message: str = STALE_RECORD,
        *,
        errors: list[dict[str, Any]] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        self.message = message
        self.errors = errors or []
        self.extra = extra or {}
        super().__init__(message)

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {**self.extra, "message": self.message}
        if self.errors:
            body["errors"] = self.errors
        return body


class UnavailableError(Exception):
    """503: a service the request needs is down, so the request is refused rather than half done (an upload
    whose virus check cannot run)."""

    def __init__(self, message: str) -> None:
        self.message = message
        super().__init__(message)
