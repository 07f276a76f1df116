"""The JSON parser of every endpoint: DRF's, refusing bodies nested deeper than any request of the API needs.

Without a bound, 50,000 "[" exhaust Python's recursion limit inside the decoder: a RecursionError, so a 500.
"""

from collections.abc import Iterable
from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

# The deepest body the API takes is an object holding an object holding a list (batch update); 32 leaves room.
MAX_DEPTH = 32
TOO_DEEP = f"The request body is nested too deeply (at most {MAX_DEPTH} levels of objects and lists)."


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


class BoundedJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError(TOO_DEEP) from None
        if json_depth_exceeds(data):
            raise ParseError(TOO_DEEP)
        return data
