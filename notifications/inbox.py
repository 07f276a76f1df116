"""Reads of the notification centre: one page of the user's notices, newest first, and how many are unread."""

from django.db.models import Count, Q

from accounts.models import User
from cases.selectors import pagination
from notifications.models import Notification

DEFAULT_LIMIT = 25
MAX_LIMIT = 100
# The page can go no further than this (an OFFSET of millions is refused, not walked).
MAX_PAGE = 10_000


def notifications_page(*, user: User, page: int, limit: int) -> tuple[list[Notification], dict, int]:
    """The page's notices, the pagination block (as the case list's) and the unread count: two queries, both on the
    user's own index."""
    mine = Notification.objects.filter(user=user)
    counts = mine.aggregate(total=Count("id"), unread=Count("id", filter=Q(read_at__isnull=True)))
    block = pagination(page=page, limit=limit, total=counts["total"])
    offset = (page - 1) * limit
    rows: list[Notification] = []
    if offset < counts["total"]:
        fields = ("id", "kind", "case_id", "text", "created_at", "read_at")
        rows = list(mine.order_by("-created_at", "-id").only(*fields)[offset : offset + limit])
    return rows, block, counts["unread"]
