"""A case's timeline (GET /api/cases/{id}/timeline): its history's events and its comments, newest first, one page
at a time behind an opaque cursor.

Items are ordered by (at, kind, id), descending: a total order, so a page never repeats or skips an item even when
events and comments share a moment. A cursor is the last item's key; the next page is what sorts after it. Each
source is read with LIMIT n + 1 from its own (case, time) index, the two are merged, and the extra item tells
whether there is a next page.
"""

import base64
import binascii
import json
from dataclasses import dataclass
from datetime import datetime

from django.core.exceptions import ValidationError
from django.db.models import Q

from cases.comments import messages
from cases.comments.selectors import with_people
from cases.models import COMMENT_ACTIONS, AuditEvent, CaseComment
from cases.selectors import case_get, case_history_events

DEFAULT_LIMIT = 50
MAX_LIMIT = 100
EVENT = "event"
COMMENT = "comment"


@dataclass(frozen=True, order=True)
class Key:
    at: datetime
    kind: str
    id: int

    def encode(self) -> str:
        raw = json.dumps([self.at.isoformat(), self.kind, self.id], separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(text: str) -> Key:
    """The key a cursor holds; 400 for anything the timeline did not give."""
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        at, kind, pk = json.loads(raw)
        key = Key(at=datetime.fromisoformat(at), kind=kind, id=int(pk))
    except (ValueError, TypeError, binascii.Error, json.JSONDecodeError):
        raise ValidationError({"before": [messages.BAD_CURSOR]}) from None
    if key.kind not in (EVENT, COMMENT) or key.at.tzinfo is None:
        raise ValidationError({"before": [messages.BAD_CURSOR]})
    return key


@dataclass
class TimelineItem:
    key: Key
    event: AuditEvent | None = None
    comment: CaseComment | None = None


def _older_than(kind: str, before: Key | None) -> Q:
    """Rows of this kind whose key (created_at, kind, id) sorts before the cursor's."""
    if before is None:
        return Q()
    if kind < before.kind:
        return Q(created_at__lte=before.at)
    if kind > before.kind:
        return Q(created_at__lt=before.at)
    return Q(created_at__lt=before.at) | Q(created_at=before.at, id__lt=before.id)


def case_timeline(*, user, case_id: int, before: Key | None, limit: int) -> tuple[list[TimelineItem], Key | None]:
    """One page of the case's timeline (404 for a case the user cannot see) and the key of the next page's cursor.

    The events are exactly those of the case's history (cases.selectors.case_history_events) but the comment ones:
    the comment itself is the item."""
    case = case_get(user=user, case_id=case_id)
    newest_first = ("-created_at", "-id")
    events = (
        case_history_events(case)
        .exclude(action__in=COMMENT_ACTIONS)
        .filter(_older_than(EVENT, before))
        .order_by(*newest_first)[: limit + 1]
    )
    comments = with_people(CaseComment.objects.filter(case=case).filter(_older_than(COMMENT, before))).order_by(
        *newest_first
    )[: limit + 1]
    items = [TimelineItem(key=Key(e.created_at, EVENT, e.pk), event=e) for e in events]
    items += [TimelineItem(key=Key(c.created_at, COMMENT, c.pk), comment=c) for c in comments]
    items.sort(key=lambda item: item.key, reverse=True)
    page = items[:limit]
    return page, (page[-1].key if len(items) > limit else None)
