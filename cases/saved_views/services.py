"""Writes of saved views. Only the owner changes a view; only users who can assign roles share one."""

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.models import User
from accounts.roles import perm
from cases.models import SavedView
from cases.saved_views.query import saved_view_query

NAME_MAX_LENGTH = 100
MAX_VIEWS_PER_OWNER = 200
SHARE_DENIED = "Only users who can assign roles may share a view with everyone."
OWNER_ONLY = "Only the owner can change this view. Use Save as copy to keep your own version."


def _clean_name(name: object) -> str:
    text = name.strip() if isinstance(name, str) else ""
    if not text:
        raise ValidationError({"name": ["Give the view a name."]})
    if len(text) > NAME_MAX_LENGTH:
        raise ValidationError({"name": [f"The name is too long: at most {NAME_MAX_LENGTH} characters."]})
    return text


def _check_name_free(*, owner: User, name: str, exclude_id: int | None = None) -> None:
    taken = SavedView.objects.filter(owner=owner, name__iexact=name)
    if exclude_id is not None:
        taken = taken.exclude(pk=exclude_id)
    if taken.exists():
        raise ValidationError({"name": [f"You already have a view named “{name}”. Choose another name."]})


def _check_may_share(*, actor: User) -> None:
    if not actor.has_perm(perm("assign_roles")):
        raise PermissionDenied(SHARE_DENIED)


def _save(view: SavedView) -> SavedView:
    """Two requests racing for one name: the unique constraint decides, answered as the same 400."""
    try:
        with transaction.atomic():
            view.save()
    except IntegrityError as exc:
        raise ValidationError({"name": [f"You already have a view named “{view.name}”. Choose another name."]}) from exc
    return view


def saved_view_create(*, owner: User, name: object, filters: object, shared: bool = False) -> SavedView:
    clean_name = _clean_name(name)
    query = saved_view_query(filters)
    if shared:
        _check_may_share(actor=owner)
    if SavedView.objects.filter(owner=owner).count() >= MAX_VIEWS_PER_OWNER:
        raise ValidationError(f"You have {MAX_VIEWS_PER_OWNER} saved views, the most allowed. Delete one first.")
    _check_name_free(owner=owner, name=clean_name)
    return _save(SavedView(owner=owner, name=clean_name, filters=query, shared=shared))


def saved_view_update(
    *, view: SavedView, actor: User, name: object = None, filters: object = None, shared: bool | None = None
) -> SavedView:
    if view.owner_id != actor.pk:
        raise PermissionDenied(OWNER_ONLY)
    if name is not None:
        view.name = _clean_name(name)
        _check_name_free(owner=actor, name=view.name, exclude_id=view.pk)
    if filters is not None:
        view.filters = saved_view_query(filters)
    if shared is not None and shared != view.shared:
        _check_may_share(actor=actor)
        view.shared = shared
    view.updated_at = timezone.now()
    return _save(view)


def saved_view_delete(*, view: SavedView, actor: User) -> None:
    if view.owner_id != actor.pk:
        raise PermissionDenied(OWNER_ONLY)
    view.delete()
