"""Rewriting stored texts and JSON after an erasure: the personal keys (cases.privacy.registry) get their erased
value, and an erased value quoted inside any other text becomes the pseudonym of the case that held it."""

import re
from collections.abc import Iterable, Mapping
from typing import Any

from cases.privacy import registry

# Values shorter than this are not searched for inside longer texts (a 2-letter name would eat every word).
MIN_SUBSTRING = 3
# A number (a KAM ID, a User ID) is replaced inside a text only from this length, and only standing alone: not as
# part of a longer number, a decimal (an amount) or a time's fraction of a second.
MIN_NUMBER = 5
# Keys whose values erasure never touches, even when they equal an erased value (the BHR UK ID stays).
KEPT_KEYS = frozenset({"bhrukId", "identifierType", "caseIds"})
AUDIT_KEYS = registry.audit_keys()


def _pattern(value: str) -> str | None:
    if value.isdigit():
        return rf"(?<![\d.]){re.escape(value)}(?!\d|\.\d)" if len(value) >= MIN_NUMBER else None
    return re.escape(value) if len(value) >= MIN_SUBSTRING else None


class Scrubber:
    """`replacements`: each erased value and what replaces it (its case's pseudonym); `pseudonym`: what a client
    name key becomes when its value is not one of them."""

    def __init__(self, replacements: Mapping[str, str], pseudonym: str) -> None:
        self.pseudonym = pseudonym
        self.keys = AUDIT_KEYS
        self.lookup = {v.casefold(): r for v, r in replacements.items() if v and v != r}
        patterns = [_pattern(v) for v in sorted(self.lookup, key=len, reverse=True)]
        kept = [p for p in patterns if p]
        self.regex = re.compile("|".join(kept), re.IGNORECASE) if kept else None

    def __bool__(self) -> bool:
        return bool(self.lookup)

    def personal(self, key: str, value: Any) -> Any:
        if isinstance(value, list):
            return [self.personal(key, v) for v in value]
        if not isinstance(value, str) or not value:
            return value
        if self.keys[key] != "P":
            return ""
        return self.lookup.get(value.strip().casefold(), self.pseudonym)

    def text(self, value: str) -> str:
        folded = value.strip().casefold()
        if folded in self.lookup and not folded.isdigit():
            return self.lookup[folded]
        if self.regex is None:
            return value
        return self.regex.sub(lambda m: self.lookup.get(m.group(0).casefold(), self.pseudonym), value)

    def walk(self, value: Any, key: str | None = None) -> Any:
        if key in KEPT_KEYS:
            return value
        if key in self.keys:
            return self.personal(key, value)
        if isinstance(value, dict):
            return {k: self.walk(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [self.walk(v) for v in value]
        if isinstance(value, str):
            return self.text(value)
        return value


def personal_values(value: Any, key: str | None = None, found: set[str] | None = None) -> set[str]:
    """The values held under personal keys anywhere in an audit entry (older names of the person, say)."""
    found = set() if found is None else found
    keys = AUDIT_KEYS
    if isinstance(value, dict):
        for k, v in value.items():
            personal_values(v, k, found)
    elif isinstance(value, list):
        for v in value:
            personal_values(v, key, found)
    elif isinstance(value, str) and key in keys and value.strip():
        found.add(value.strip())
    return found


def replacements(values: Iterable[str], pseudonym: str) -> dict[str, str]:
    return {v: pseudonym for v in values if v}
