"""Whole numbers typed by a client (query parameters, ids in a body), read from the ASCII digits 0-9 only.

`str.isdigit()` is true for "²" and "፩", which `int()` refuses (a 500), and `int()` itself reads "١٢" (Arabic-Indic
digits) as 12: no client of this API sends those, so neither counts as a number here. The module sits in accounts,
the lowest layer of the import contracts, so that every app parses numbers with it.
"""

import re

from rest_framework import serializers

ASCII_WHOLE_NUMBER = re.compile(r"[0-9]+")
# 18 digits always fit a signed 64-bit column (a database id); a longer run is refused rather than overflowing.
MAX_DIGITS = 18


def is_whole_number(text: str, *, max_digits: int = MAX_DIGITS) -> bool:
    """Whether the text is ASCII digits only (at most `max_digits` of them), as a case number or id is typed."""
    return len(text) <= max_digits and ASCII_WHOLE_NUMBER.fullmatch(text) is not None


def parse_whole_number(raw: object, *, max_digits: int = MAX_DIGITS) -> int | None:
    """The whole number a client sent, or None if it is not one.

    Takes a JSON integer as it is (not a bool, a float such as 1e400 or 1.5) or a text of ASCII digits, blanks
    around it ignored.
    """
    if isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw if len(str(abs(raw))) <= max_digits else None
    if isinstance(raw, str):
        text = raw.strip()
        return int(text) if is_whole_number(text, max_digits=max_digits) else None
    return None


class WholeNumberField(serializers.IntegerField):
    """DRF's IntegerField reading its input through parse_whole_number (no "1.0", "١٢", floats or bools)."""

    def to_internal_value(self, data: object) -> int:
        number = parse_whole_number(data)
        if number is None:
            self.fail("invalid")
        return number


class IdListField(serializers.ListField):
    """A non-empty list of ids (whole numbers from 1), refused with one sentence naming the first bad item."""

    def __init__(self, *, noun: str = "id", **kwargs: object) -> None:
        self.noun = noun
        super().__init__(child=serializers.IntegerField(), **kwargs)  # type: ignore[arg-type]

    def run_child_validation(self, data: list) -> list[int]:
        ids = []
        for index, item in enumerate(data, start=1):
            number = parse_whole_number(item)
            if number is None or number < 1:
                raise serializers.ValidationError(
                    f"Item {index} of {self.field_name} is not a {self.noun}: "
                    f"each must be a whole number from 1, such as 42."
                )
            ids.append(number)
        return ids
