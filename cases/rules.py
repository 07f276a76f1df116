"""The pure case workflow of guide: workflow, labels#validation: no database, no request. Every caller (API, import,
merge) uses these."""

import re
import unicodedata
from decimal import Decimal
from typing import Any

from django.conf import settings
from django.db import models

NOT_KNOWN = "Not Known"
MANUAL_OB_LINK = "N/A (Statements)"
KIND_PREFIX = "KIND"


class Status(models.TextChoices):
    NEED_INSTRUCTIONS_NEW = "need_instructions_new", "Need Instructions (new)"
    NEED_INSTRUCTIONS_HIRE = "need_instructions_hire", "Need Instructions (in hire)"
    IN_PRODUCTION = "in_production", "In Production"
    ON_HOLD = "on_hold", "On Hold"
    SENT = "sent", "Sent"


NEED_INSTRUCTIONS = {Status.NEED_INSTRUCTIONS_NEW, Status.NEED_INSTRUCTIONS_HIRE}
INSTRUCTED_STATUSES = {Status.IN_PRODUCTION, Status.ON_HOLD, Status.SENT}
# Display labels that exist beyond the five workflow values (guide: workflow).
EXTRA_STATUS_LABELS = {"completed": "Completed", "cancelled": "Cancelled"}


class OnHoldReason(models.TextChoices):
    MORE_ACCOUNT = "more_account", "More Accounts to Connect"
    NEED_PDF = "need_pdf", "Need PDF Statements"
    OTHER = "other", "Other Issue"


class MiType(models.TextChoices):
    DEFICIT = "deficit", "Impecunious"
    SURPLUS = "surplus", "Impecunious (STUS)"


LOCK_BLOCKED_MESSAGE = (
    "Cases can only be locked when Status is 'Sent', Invoiced is 'Yes', and MI information is completed."
)


def status_label(value: str | None) -> str:
    if not value:
        return ""
    if value in Status.values:
        return Status(value).label
    return EXTRA_STATUS_LABELS.get(value, value)


def allowed_statuses(instructed: bool) -> set[str]:
    """Instructed No offers only the need-instructions statuses; Yes only the working ones."""
    return set(INSTRUCTED_STATUSES if instructed else NEED_INSTRUCTIONS)


def status_for_instructed(*, instructed: bool, status: str) -> str:
    """The edit dialog's coupling: flipping Instructed moves an incompatible status to the nearest valid one."""
    if instructed and status in NEED_INSTRUCTIONS:
        return Status.IN_PRODUCTION
    if not instructed and status not in NEED_INSTRUCTIONS:
        return Status.NEED_INSTRUCTIONS_NEW
    return status


def instructed_for_status(status: str) -> bool:
    """The reverse coupling, for a status chosen on its own (bulk status change): working statuses are instructed."""
    return status not in NEED_INSTRUCTIONS


def mi_tag(mi_type: str | None) -> str:
    if mi_type == MiType.DEFICIT:
        return "Impecunious"
    if mi_type == MiType.SURPLUS:
        return "Impecunious (STUS)"
    return ""


def signed_mi_amount(mi_type: str | None, amount: Decimal | None) -> Decimal | None:
    """A deficit is stored negative (the dialog prefixes the minus sign unless 0 or already negative)."""
    if amount is None:
        return None
    if mi_type == MiType.DEFICIT and amount > 0:
        return -amount
    return amount


def is_lockable(*, status: str, invoiced: bool, mi_type: str | None, mi_amount: Decimal | None) -> bool:
    return status == Status.SENT and invoiced and bool(mi_type) and mi_amount is not None


def expected_kam_id(ob_link: str | None) -> str:
    """The first run of digits in the OB Link, or Not Known if there is none."""
    match = re.search(r"\d+", ob_link or "")
    return match.group(0) if match else NOT_KNOWN


def kam_check(*, kam_id: str | None, ob_link: str | None) -> dict[str, Any]:
    """guide: workflow#kam-check KAM ID versus OB Link check: {status: valid|warning|error, message, expected}."""
    kam = (kam_id or "").strip()
    link = (ob_link or "").strip()
    if not link or link == MANUAL_OB_LINK:
        return {"status": "valid", "message": "No OB Link provided", "expected": NOT_KNOWN}
    expected = expected_kam_id(link)
    if kam == expected:
        return {"status": "valid", "message": "KAM ID matches OB Link", "expected": expected}
    if expected == NOT_KNOWN:
        return {
            "status": "error",
            "message": 'OB Link has no numbers, KAM ID should be "Not Known"',
            "expected": expected,
        }
    return {
        "status": "warning",
        "message": f"KAM ID doesn't match OB Link (expected: {expected})",
        "expected": expected,
    }


# --- Text on the way in ---------------------------------------------------------------------------


def _without_format_characters(text: str) -> str:
    """Unicode format characters (category Cf: zero-width space, soft hyphen, joiners, direction marks, the
    byte-order mark...) removed."""
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")


def clean_text(value: str | None) -> str:
    """A typed or imported single-line text as stored: format characters dropped, NFKC-normalised (full-width
    digits become 0-9, a decomposed accent is composed, a non-breaking space is a space), trimmed.

    Every writer of case identifiers (edit, manual add, merge, import) and every duplicate key goes through
    it, so text that looks the same is the same. ASCII text, nearly all of it, only needs trimming.
    """
    text = value or ""
    if text.isascii():
        return text.strip()
    text = unicodedata.normalize("NFKC", _without_format_characters(text))
    return _without_format_characters(text).strip()


# --- Identifiers and duplicate keys -------------------------------------------------------------


def is_kind_company(widget: str | None) -> bool:
    return (widget or "").strip().lower() in settings.KIND_COMPANIES


def company_group(widget: str | None) -> str:
    """BHR UK IDs come from one sequence per company group: the KIND group, or the standard one."""
    return "kind" if is_kind_company(widget) else "standard"


def format_bhruk_id(widget: str | None, number: int) -> str:
    return f"{KIND_PREFIX}{number}" if is_kind_company(widget) else str(number)


def normalise_bhruk_id(widget: str | None, raw: str | None) -> str | None:
    """What is stored for a typed BHR UK ID: KIND + digits for the KIND group, the cleaned text otherwise."""
    text = clean_text(raw)
    if not text:
        return None
    if is_kind_company(widget):
        digits = re.sub(r"\D", "", re.sub(rf"^{KIND_PREFIX}", "", text, flags=re.IGNORECASE))
        return f"{KIND_PREFIX}{digits}" if digits else None
    return text


def bhruk_number(bhruk_id: str | None) -> int | None:
    """The numeric sort key of a BHR UK ID (KIND100 sorts after KIND99)."""
    digits = re.sub(r"\D", "", bhruk_id or "")
    return int(digits[:18]) if digits else None


def kam_key(kam_id: str | None) -> str | None:
    text = clean_text(kam_id).lower()
    return None if not text or text == NOT_KNOWN.lower() else text


def bhruk_key(bhruk_id: str | None) -> str | None:
    text = clean_text(bhruk_id).lower()
    return text or None


def client_key(client_name: str | None) -> str | None:
    text = " ".join(clean_text(client_name).split()).lower()
    return text or None
