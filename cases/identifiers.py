"""The three identifiers cases are grouped by, and how an identifier maps to the normalised key column."""

from collections.abc import Callable

from django.db import models

from cases import rules


class IdentifierType(models.TextChoices):
    """Values as the API spells them (guide: api#fields Duplicate group: identifierType)."""

    KAM_ID = "kamId", "KAM ID"
    BHRUK_ID = "bhrukId", "BHR UK ID"
    CLIENT_NAME = "clientName", "Client name"


# identifierType -> (normalised key column, original column, key function from cases.rules). Every key function
# starts from rules.clean_text (NFKC, no format characters, trimmed), so a zero-width space, a soft hyphen,
# full-width digits or a decomposed accent never make a "different" identifier.
KEY_COLUMNS: dict[str, tuple[str, str, Callable[[str | None], str | None]]] = {
    IdentifierType.KAM_ID: ("kam_key", "kam_id", rules.kam_key),
    IdentifierType.BHRUK_ID: ("bhruk_key", "bhruk_id", rules.bhruk_key),
    IdentifierType.CLIENT_NAME: ("client_key", "client_name", rules.client_key),
}


def key_column(identifier_type: str) -> str:
    return KEY_COLUMNS[identifier_type][0]


def original_column(identifier_type: str) -> str:
    return KEY_COLUMNS[identifier_type][1]


def identifier_key(identifier_type: str, identifier: str | None) -> str | None:
    """The normalised key of a shown identifier: the same normalisation the cases' key columns hold."""
    return KEY_COLUMNS[identifier_type][2](identifier)


def display_identifier(identifier_type: str, original: str | None) -> str:
    """A member's original text, tidied so that it normalises back to the group's key."""
    text = rules.clean_text(original)  # the keys ignore format characters and compatibility forms too
    if identifier_type == IdentifierType.CLIENT_NAME:
        return " ".join(text.split())
    return text
