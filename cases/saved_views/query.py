"""A saved view's query: the dashboard list's own parameters, checked by the list's own parser."""

from django.core.exceptions import ValidationError

from cases.listing.params import FILTER_NAMES, SORT_NAMES, parse_case_list

# The dashboard's page sizes (guide: screens); the list endpoint's extra 1000 is for internal reads, not a view.
VIEW_PAGE_SIZES = (25, 50, 100, 250)
QUERY_KEYS = (*FILTER_NAMES, *SORT_NAMES, "limit")
MAX_VALUE_LENGTH = 200


def _error(message: str) -> ValidationError:
    return ValidationError({"filters": [message]})


def _text(name: str, value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        if len(value) > MAX_VALUE_LENGTH:
            raise _error(f"The filter {name} is too long: at most {MAX_VALUE_LENGTH} characters.")
        return value.strip()
    raise _error(f"The filter {name} must be text, a number or true/false.")


def saved_view_query(raw: object) -> dict[str, str]:
    """The query as the list endpoint would receive it, keeping only the parameters that were set.

    Raises ValidationError on `filters` naming the first unknown or invalid parameter.
    """
    if not isinstance(raw, dict):
        raise _error("filters must be an object of the dashboard's query parameters.")
    unknown = sorted(set(raw) - set(QUERY_KEYS))
    if unknown:
        raise _error(f"Unknown filter: {unknown[0]}. Expected any of {', '.join(QUERY_KEYS)}.")
    params = {name: _text(name, raw[name]) for name in QUERY_KEYS if name in raw}
    try:
        parse_case_list(params, sizes=VIEW_PAGE_SIZES)
    except ValidationError as exc:
        messages = [m for errors in exc.message_dict.values() for m in errors]
        raise _error(messages[0] if messages else "Invalid filters.") from exc
    return {name: value for name, value in params.items() if value != ""}
