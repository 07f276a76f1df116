"""Reads of saved views: a user's own views and those shared with everyone."""

from django.db.models import Q, QuerySet
from django.http import Http404

from cases.models import SavedView


def saved_views_visible(*, user) -> QuerySet[SavedView]:
    """The user's own views and every shared view, by name (each owner's names are unique)."""
    return SavedView.objects.filter(Q(owner=user) | Q(shared=True)).select_related("owner").order_by("name", "id")


def saved_view_get(*, user, view_id: int) -> SavedView:
    """A view the user may see (own or shared), else 404: another user's private view is simply not found."""
    view = saved_views_visible(user=user).filter(pk=view_id).first()
    if view is None:
        raise Http404("Saved view not found.")
    return view
