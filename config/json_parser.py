"""The JSON parser of every endpoint: DRF's, refusing bodies nested deeper than any request of the API needs,
and any text in them holding a NUL character.

Without a bound, 50,000 "[" exhaust Python's recursion limit inside the decoder: a RecursionError, so a 500.
PostgreSQL cannot store a NUL ("\u0000") in text or jsonb, so one inside a saved view's filters or any other
saved text would fail in the database (a 500); it is refused here once for every endpoint, as the query string's
are in config.api_errors.
"""

from collections.abc import Iterable
from typing import Any

from rest_framework.exceptions import ParseError, ValidationError
from rest_framework.parsers import JSONParser

# The deepest body the API takes is an object holding an object holding a list (batch update); 32 leaves room.
MAX_DEPTH = 32
TOO_DEEP = f"The request body is nested too deeply (at most {MAX_DEPTH} levels of objects and lists)."
NUL_IN_BODY = "Invalid {name}: it contains a NUL character (\\u0000), which cannot be saved. Remove it and try again."
WHOLE_BODY = "request body"


def json_depth_exceeds(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether `value` (decoded JSON) nests lists/objects more than `limit` levels deep. Iterative, so any
    depth the decoder produced is measured without recursing."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def _holds_nul(value: Any) -> bool:
    """Whether any text in `value` (a key or a string, at any depth) holds a NUL character."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if "\x00" in item:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def nul_field(data: Any) -> str | None:
    """The top-level field of a decoded body whose value (or name) holds a NUL character, or None."""
    if not isinstance(data, dict):
        return WHOLE_BODY if _holds_nul(data) else None
    for name, value in data.items():
        if _holds_nul(name) or _holds_nul(value):
            return name.replace("\x00", "") or WHOLE_BODY
    return None


class BoundedJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError(TOO_DEEP) from None
        if json_depth_exceeds(data):
            raise ParseError(TOO_DEEP)
        name = nul_field(data)
        if name is not None:
            message = NUL_IN_BODY.format(name=name)
            raise ValidationError({name: [message]} if name != WHOLE_BODY else message)
        return data
