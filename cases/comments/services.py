"""Writes of comments: post, edit and delete, each validated, atomic and audited.

Comments are internal conversation, not case fields: they may be posted on any case the actor can see, locked,
cancelled, merged, on legal hold or erased alike, and posting one does not change the case (its updatedAt stays).
A legal hold keeps what was said: a held case's comments cannot be edited or deleted (409 naming the hold).
The audit entries hold the comment's id (and, when an admin changes someone else's comment, the author's name),
never its body, which is personal data (cases.privacy.registry).
"""

from collections.abc import Sequence
from typing import Any

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.http import Http404
from django.utils import timezone

from accounts.models import User
from cases.audit import audit_record
from cases.comments import messages, rules
from cases.events import comment_mentioned_send
from cases.models import AuditEvent, CaseComment, CommentMention
from cases.selectors import cases_visible_to
from cases.services.holds import HeldAction, legal_hold_check
from cases.services.rows import case_for_update


def _check_staff(actor: User) -> None:
    if actor.effective_role not in rules.STAFF_ROLES:
        raise PermissionDenied(messages.STAFF_ONLY)


def _clean_body(body: str | None) -> str:
    text = (body or "").strip()
    if not text:
        raise ValidationError({"body": [messages.EMPTY]})
    if len(text) > rules.MAX_LENGTH:
        raise ValidationError({"body": [messages.TOO_LONG]})
    return text


def _mentioned(user_ids: Sequence[int]) -> list[User]:
    """The mentioned users in the order given (each once): active staff only, at most MAX_MENTIONS."""
    ids = list(dict.fromkeys(user_ids))
    if len(ids) > rules.MAX_MENTIONS:
        raise ValidationError({"mentions": [messages.TOO_MANY_MENTIONS]})
    found = {
        u.pk: u
        for u in User.objects.filter(pk__in=ids, is_active=True, is_service_account=False, role__in=rules.STAFF_ROLES)
    }
    if len(found) != len(ids):
        raise ValidationError({"mentions": [messages.NOT_STAFF]})
    return [found[i] for i in ids]


def _set_mentions(comment: CaseComment, users: list[User], *, actor: User) -> list[int]:
    """Make the comment's mentions these users; the ids of the users whose mentions changed (added or removed). A
    user still mentioned keeps their row (and so whether they were told); the newly mentioned are told (cases.events).
    """
    current = set(CommentMention.objects.filter(comment=comment).values_list("user_id", flat=True))
    wanted = [u.pk for u in users]
    gone = current - set(wanted)
    if gone:
        CommentMention.objects.filter(comment=comment, user_id__in=gone).delete()
    new = [CommentMention(comment=comment, user_id=pk) for pk in wanted if pk not in current]
    CommentMention.objects.bulk_create(new)
    added = [m.user_id for m in new]
    if added:
        comment_mentioned_send(actor=actor, case=comment.case, comment_id=comment.pk, user_ids=added)
    return [*gone, *added]


def _locked_comment(comment_id: int, *, actor: User) -> CaseComment:
    comment = (
        CaseComment.objects.select_for_update(of=("self",))
        .select_related("author", "case")
        .filter(pk=comment_id, case__in=cases_visible_to(user=actor))
        .first()
    )
    if comment is None:
        raise Http404(messages.NOT_FOUND)
    return comment


def _check_may_change(comment: CaseComment, *, actor: User) -> None:
    legal_hold_check(cases=[comment.case], action=HeldAction.CHANGE_COMMENT)
    allowed = rules.may_change(
        actor_id=actor.pk,
        actor_role=actor.effective_role,
        author_id=comment.author_id,
        created_at=comment.created_at,
        now=timezone.now(),
    )
    if not allowed:
        raise PermissionDenied(messages.CHANGE_REFUSED)


def _audit_details(comment: CaseComment, *, actor: User) -> dict[str, Any]:
    details: dict[str, Any] = {"commentId": comment.pk}
    if comment.author_id != actor.pk:  # an admin changing someone else's comment: say whose
        details["author"] = comment.author.full_name if comment.author is not None else messages.DELETED_USER
    return details


def comment_create(*, case_id: int, actor: User, body: str | None, mentions: Sequence[int] = ()) -> CaseComment:
    """POST /api/cases/{id}/comments: a staff member's comment on a case they can see (404 otherwise)."""
    _check_staff(actor)
    text = _clean_body(body)
    users = _mentioned(mentions)
    with transaction.atomic():
        case = case_for_update(case_id, actor=actor)
        comment = CaseComment.objects.create(case=case, author=actor, body=text, created_at=timezone.now())
        _set_mentions(comment, users, actor=actor)
        audit_record(
            action=AuditEvent.Action.COMMENT_ADD, actor=actor, case_id=case.pk, changes={"commentId": comment.pk}
        )
    return comment


def comment_update(*, comment_id: int, actor: User, body: str | None, mentions: Sequence[int] = ()) -> CaseComment:
    """PUT /api/comments/{id}: the author within 15 minutes of posting, or an admin at any time."""
    _check_staff(actor)
    with transaction.atomic():
        comment = _locked_comment(comment_id, actor=actor)
        _check_may_change(comment, actor=actor)
        text = _clean_body(body)
        users = _mentioned(mentions)
        changed = _set_mentions(comment, users, actor=actor)
        if text != comment.body or changed:
            comment.body = text
            comment.edited_at = timezone.now()
            comment.save(update_fields=["body", "edited_at"])
            audit_record(
                action=AuditEvent.Action.COMMENT_EDIT,
                actor=actor,
                case_id=comment.case_id,
                changes=_audit_details(comment, actor=actor),
            )
    return comment


def comment_delete(*, comment_id: int, actor: User) -> None:
    """DELETE /api/comments/{id}: as for editing. Its mentions go with it."""
    _check_staff(actor)
    with transaction.atomic():
        comment = _locked_comment(comment_id, actor=actor)
        _check_may_change(comment, actor=actor)
        details = _audit_details(comment, actor=actor)
        case_id = comment.case_id
        comment.delete()
        audit_record(action=AuditEvent.Action.COMMENT_DELETE, actor=actor, case_id=case_id, changes=details)
