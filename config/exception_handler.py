"""Turns the services' Django and domain exceptions into DRF answers, so views never translate errors by hand."""

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import RequestDataTooBig
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404

from rest_framework import exceptions, status
from rest_framework.response import Response
from rest_framework.views import exception_handler

from cases.errors import ConflictError, UnavailableError
from config.api_errors import too_large_message

NUMBER_TOO_LARGE = "A number in the request is too large."


def _validation_body(exc: DjangoValidationError) -> dict:
    if hasattr(exc, "error_dict"):
        fields = {field: [m for e in errors for m in e.messages] for field, errors in exc.error_dict.items()}
        messages = [m for msgs in fields.values() for m in msgs]
        return {"message": messages[0] if messages else "Invalid input.", "errors": fields}
    messages = exc.messages
    return {"message": messages[0] if messages else "Invalid input."}


def api_exception_handler(exc, context):
    if isinstance(exc, RequestDataTooBig):  # a body over DATA_UPLOAD_MAX_MEMORY_SIZE, read by a parser
        return Response({"message": too_large_message()}, status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE)
    if isinstance(exc, OverflowError):
        # A whole number past what the database holds (an id of 30 digits): SQLite's driver refuses to bind it.
        return Response({"message": NUMBER_TOO_LARGE}, status=status.HTTP_400_BAD_REQUEST)
    if isinstance(exc, DjangoValidationError):
        return Response(_validation_body(exc), status=status.HTTP_400_BAD_REQUEST)
    if isinstance(exc, ConflictError):
        return Response(exc.body(), status=status.HTTP_409_CONFLICT)
    if isinstance(exc, UnavailableError):
        return Response({"message": exc.message}, status=status.HTTP_503_SERVICE_UNAVAILABLE)
    if isinstance(exc, DjangoPermissionDenied):
        message = str(exc) or "You do not have permission to perform this action."
        return Response({"message": message}, status=status.HTTP_403_FORBIDDEN)
    if isinstance(exc, exceptions.NotAuthenticated):
        # The UI treats a 401 whose text contains "Unauthorized" as a lost session (guide: labels#errors).
        exc.detail = exceptions.ErrorDetail("Unauthorized", code="not_authenticated")
    if isinstance(exc, Http404):
        exc = exceptions.NotFound(str(exc) or "Not found.")

    response = exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    # Every error body has a top-level "message" the UI can show as it is.
    if isinstance(data, dict) and "detail" in data and len(data) == 1:
        response.data = {"message": str(data["detail"])}
    elif isinstance(data, dict) and "message" not in data:
        response.data = {"message": _first_message(data), "errors": data}
    elif isinstance(data, list):
        response.data = {"message": _first_message(data)}
    return response


def _first_message(errors: object) -> str:
    """The first sentence in DRF's error detail, however deeply nested (a list item's errors are a dict keyed by
    its index): never the repr of the structure around it."""
    while isinstance(errors, (dict, list)) and errors:
        errors = next(iter(errors.values())) if isinstance(errors, dict) else errors[0]
    return str(errors) if errors and not isinstance(errors, (dict, list)) else "Invalid input."
