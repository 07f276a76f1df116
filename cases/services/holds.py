"""The legal hold (guide: workflow#legal-hold, docs/adr/0010-legal-hold.md): the one check every write of a case passes.

A held case's existence and identity are frozen: it cannot be deleted, merged (on either side), cancelled,
erased or anonymised, or removed by an import undo, and its identity fields cannot change; what was said on it is
kept (its comments cannot be edited or deleted, nor its documents deleted or erased; new ones may be added). Its
work goes on: status, invoicing, MI, notes, lock and restore stay open. Refusals are ConflictError (409) naming
the hold.
"""

from collections.abc import Iterable
from enum import StrEnum

from django.db.models import Q

from cases.errors import ConflictError
from cases.fields import field_label
from cases.models import Case


class HeldAction(StrEnum):
    DELETE = "delete"
    MERGE = "merge"
    CANCEL = "cancel"
    EDIT = "edit"
    ERASE = "erase"
    UNDO_IMPORT = "undo_import"
    CHANGE_COMMENT = "change_comment"
    DELETE_DOCUMENT = "delete_document"


# The identifying fields a hold freezes (model names) and their labels in the refusal.
FROZEN_FIELDS: dict[str, str] = {
    f: field_label(f)
    for f in ("widget", "client_name", "bhruk_id", "kam_id", "external_user_id", "email", "name", "source_user_id")
}

# What the hold prevents, for one case and for several, after "... under legal hold: ".
_PREVENTS: dict[HeldAction, tuple[str, str]] = {
    HeldAction.DELETE: ("it cannot be deleted", "they cannot be deleted"),
    HeldAction.MERGE: ("it cannot be merged", "they cannot be merged"),
    HeldAction.CANCEL: ("it cannot be cancelled", "they cannot be cancelled"),
    HeldAction.EDIT: ("its {fields} cannot be changed", "their {fields} cannot be changed"),
    HeldAction.ERASE: ("it cannot be erased or anonymised", "they cannot be erased or anonymised"),
    HeldAction.UNDO_IMPORT: (
        "the import that created it cannot be undone",
        "the import that created them cannot be undone",
    ),
    HeldAction.CHANGE_COMMENT: (
        "its comments cannot be edited or deleted",
        "their comments cannot be edited or deleted",
    ),
    HeldAction.DELETE_DOCUMENT: (
        "its documents cannot be deleted",
        "their documents cannot be deleted",
    ),
}

# The cases a write over many rows chosen by a query (auto-fill) may change.
NOT_HELD = Q(legal_hold=False)

# A held case among a batch's failures (guide: labels#errors: "Failed: <case>: <reason>").
HELD_FAILURE = "under legal hold"


def hold_label(case: Case) -> str:
    return f"BHR UK ID {case.bhruk_id}" if case.bhruk_id else f"Case #{case.pk}"


def frozen_changes(changing: Iterable[str]) -> list[str]:
    """The frozen fields among `changing` (model names), in FROZEN_FIELDS' order."""
    wanted = set(changing)
    return [f for f in FROZEN_FIELDS if f in wanted]


def _blocked(case: Case, action: HeldAction, changing: Iterable[str]) -> list[str] | None:
    """None when the hold lets the write through; else the frozen fields it would change (empty but not None
    for actions other than EDIT)."""
    if not case.legal_hold:
        return None
    if action == HeldAction.EDIT:
        fields = frozen_changes(changing)
        return fields or None
    return []


def held_message(cases: list[Case], action: HeldAction, fields: Iterable[str] = ()) -> str:
    """ "BHR UK ID 1234 is under legal hold: it cannot be deleted." (one wording per action)."""
    one, many = _PREVENTS[action]
    labels = ", ".join(hold_label(c) for c in cases)
    verb, prevents = ("is", one) if len(cases) == 1 else ("are", many)
    names = " and ".join(FROZEN_FIELDS[f] for f in fields)
    return f"{labels} {verb} under legal hold: {prevents.format(fields=names)}."


def legal_hold_check(*, cases: Iterable[Case], action: HeldAction, changing: Iterable[str] = ()) -> None:
    """Raise ConflictError when any of `cases` is held and `action` would change what the hold freezes (for
    EDIT: when `changing`, the model fields the write changes, includes a frozen one). Call it on the rows the
    write has locked, before writing; all or nothing."""
    changing = list(changing)
    blocked = [(c, f) for c in cases if (f := _blocked(c, action, changing)) is not None]
    if blocked:
        held = [c for c, _ in blocked]
        raise ConflictError(
            held_message(held, action, blocked[0][1]),
            errors=[{"id": c.pk, "label": hold_label(c)} for c in held],
        )


def legal_hold_failure(case: Case, action: HeldAction) -> str | None:
    """A batch's reason for leaving `case` out (HELD_FAILURE), or None when the hold does not stop `action`."""
    return HELD_FAILURE if _blocked(case, action, ()) is not None else None
