"""Reads of the privacy page: the cases of one person across every company, found as the dashboard's search box
finds them (cases.listing.query.search_q), so an officer never answers "we hold nothing" where the dashboard finds
them."""

from django.core.exceptions import ValidationError
from django.db.models import Case as DbCase
from django.db.models import F, IntegerField, Q, QuerySet, Value, When
from django.db.models.lookups import IContains

from cases.errors import ConflictError
from cases.listing.params import parse_case_filters
from cases.listing.query import PageRequest, search_exact_q, search_q
from cases.models import Case
from cases.privacy import messages
from cases.rules import client_key
from cases.search_fold import Fold, fold
from cases.selectors import pagination

MIN_QUERY = 2
# The newest first, after the cases whose identifier is the text (as the dashboard puts exact matches first).
ORDER = ("-created_at", "-id")


def subject_text(query: str | None) -> str:
    """The query cleaned as the search box cleans its text (invisible characters, spaces, full-width digits)."""
    text = parse_case_filters({"search": query or ""}).search or ""
    if len(text) < MIN_QUERY:
        raise ValidationError({"query": [messages.QUERY_TOO_SHORT]})
    return text


def subject_q(text: str) -> Q:
    """The search box's match (a substring of the client name, e-mail, KAM ID, BHR UK ID or OB Link, any case,
    or the case number) widened to the two identifiers the box does not hold: the import's name and the CSV's
    User ID (folded as the box folds, so accents and case never matter), and to the client name compared as
    duplicate detection compares it (rules.client_key: spaces collapsed), so a doubled space still finds the
    person. Cancelled and merged cases count: they hold personal data too."""
    folded = fold(text)
    match = search_q(text) | Q(IContains(Fold(F("name")), folded)) | Q(IContains(Fold(F("source_user_id")), folded))
    key = client_key(text)
    return match | Q(client_key=key) if key else match


def subject_cases(*, query: str | None) -> QuerySet[Case]:
    """Every case of the search, in every company (unordered)."""
    return Case.objects.filter(subject_q(subject_text(query)))


def subject_page(*, query: str | None, page: PageRequest) -> tuple[list[Case], dict]:
    """One page of the search's cases, exact identifier matches first, then the newest; and its pagination."""
    text = subject_text(query)
    cases = Case.objects.filter(subject_q(text))
    total = cases.count()
    exact = DbCase(
        When(search_exact_q(text, include_merged=True), then=Value(0)), default=Value(1), output_field=IntegerField()
    )
    rows = list(cases.order_by(exact, *ORDER)[page.offset : page.offset + page.limit]) if total > page.offset else []
    return rows, pagination(page=page.page, limit=page.limit, total=total)


def subject_case_ids(*, query: str | None, expected: int | None) -> list[int]:
    """The ids of every case of the search, for an erasure or a pack of "all N matches". `expected` is the N the
    screen showed: if the search now finds another number, the request is refused rather than act on cases the
    officer has not seen."""
    ids = sorted(subject_cases(query=query).values_list("id", flat=True))
    if expected is not None and expected != len(ids):
        raise ConflictError(messages.MATCHES_CHANGED.format(count=len(ids), expected=expected))
    return ids
