from django.conf import settings
from django.db import models
from django.utils import timezone

from cases.identifiers import IdentifierType


class DismissedGroup(models.Model):
    """A duplicate group someone reviewed and judged not to be duplicates.

    The group stays hidden while its members are a subset of `member_ids` (the non-merged cases it held
    when dismissed); once a case outside that set joins, it is listed again. Dismissing it again updates
    this row.
    """

    identifier_type = models.CharField(max_length=16, choices=IdentifierType.choices)
    # The normalised key (Case.kam_key / bhruk_key / client_key), not the text shown.
    key = models.CharField(max_length=255)
    member_ids = models.JSONField(default=list)
    dismissed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    dismissed_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["identifier_type", "key"], name="dismissed_group_unique")]

    def __str__(self) -> str:
        return f"{self.identifier_type}:{self.key}"

    def still_covers(self, member_ids) -> bool:
        """True while no case has joined the group since it was dismissed."""
        return set(member_ids) <= set(self.member_ids)


class GroupSummary(models.Model):
    """Derived data: the current duplicate groups over every case, so listing them need not scan the book.

    Kept exact by duplicates.summary: database triggers on the cases table note each changed key in
    StaleKey, and the next listing recomputes just those groups. Never edited by hand.
    """

    identifier_type = models.CharField(max_length=16, choices=IdentifierType.choices)
    key = models.CharField(max_length=255)
    # MIN of the members' original text; tidied for display by cases.identifiers.display_identifier.
    identifier = models.CharField(max_length=255)
    case_count = models.PositiveIntegerField()
    last_updated = models.DateTimeField()
    # Dismissed, and no case has joined since (see DismissedGroup).
    hidden = models.BooleanField(default=False)

    class Meta:
        db_table = "duplicates_group_summary"
        constraints = [models.UniqueConstraint(fields=["identifier_type", "key"], name="group_summary_unique")]

    def __str__(self) -> str:
        return f"{self.identifier_type}:{self.key} ({self.case_count})"


class StaleKey(models.Model):
    """A key whose group may have changed since GroupSummary was brought up to date.

    Written only by the database triggers that duplicates.summary installs on the cases table (plain inserts,
    no uniqueness, so writers never wait on each other); consumed by summary_refresh. identifier_type "*"
    asks for a full rebuild.
    """

    identifier_type = models.CharField(max_length=16)
    key = models.CharField(max_length=255)
    # Set by the refresh that is processing the row; rows noted after it began stay unclaimed.
    claimed = models.BooleanField(default=False)

    class Meta:
        db_table = "duplicates_stale_key"

    def __str__(self) -> str:
        return f"{self.identifier_type}:{self.key}"
