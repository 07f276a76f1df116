"""Reads of comments, scoped like every case read: a comment on a case the user cannot see is not found."""

from django.db.models import Prefetch, QuerySet
from django.http import Http404

from cases.comments import messages
from cases.models import CaseComment, CommentMention
from cases.selectors import case_get, cases_visible_to


def with_people(comments: QuerySet[CaseComment]) -> QuerySet[CaseComment]:
    """The comments with their author and mentioned users: two queries for any number of comments."""
    mentions = CommentMention.objects.select_related("user").order_by("id")
    return comments.select_related("author").prefetch_related(Prefetch("mention_rows", queryset=mentions))


def comments_of_case(*, user, case_id: int) -> list[CaseComment]:
    """A visible case's comments, oldest first (404 for a case the user cannot see)."""
    case = case_get(user=user, case_id=case_id)
    return list(with_people(CaseComment.objects.filter(case=case)).order_by("created_at", "id"))


def comment_get(*, user, comment_id: int) -> CaseComment:
    """A comment on a case the user can see, with its people; else 404."""
    visible = CaseComment.objects.filter(pk=comment_id, case__in=cases_visible_to(user=user))
    comment = with_people(visible).first()
    if comment is None:
        raise Http404(messages.NOT_FOUND)
    return comment
