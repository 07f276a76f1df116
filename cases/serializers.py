# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase, guide: api#fields)
"""JSON shapes of cases (guide: api#fields, camelCase) and the request bodies of the case endpoints (guide:
api#endpoints)."""

from collections.abc import Callable
from datetime import UTC, date, datetime
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from functools import cached_property
from operator import attrgetter
from typing import Any, cast

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from accounts.numbers import IdListField
from cases import rules
from cases.fields import API_NAMES, EDITABLE, MAX_LENGTHS, too_long_message
from cases.models import AuditEvent, Case, Kam
from cases.rules import MiType, OnHoldReason, Status
from cases.turnaround.serializers import TurnaroundField

# --- Field helpers ------------------------------------------------------------------------------------------


def iso_datetime(value: datetime | None) -> str | None:
    return value.astimezone(UTC).isoformat().replace("+00:00", "Z") if value else None


def iso_date(value: date | None) -> str | None:
    return value.isoformat() if value else None


def money(value: Decimal | None) -> float | None:
    """Pounds as a JSON number with at most 2 decimals (the UI formats it)."""
    return None if value is None else float(value.quantize(Decimal("0.01")))


MAX_MONEY = Decimal("1e12")  # the column holds 14 digits, 2 of them decimals


@extend_schema_field({"type": "number", "format": "double", "nullable": True, "example": -1250.5})
class MoneyField(serializers.Field):
    """Pounds: accepts a JSON number or a numeric string, rounded half-up to 2 places; blank means none."""

    default_error_messages = {
        "invalid": "MI amount must be a number.",
        "too_large": "MI amount is too large: it must be less than £1,000,000,000,000.",
    }

    def __init__(self, **kwargs):
        kwargs.setdefault("allow_null", True)
        super().__init__(**kwargs)

    def to_internal_value(self, data):
        if data is None or (isinstance(data, str) and not data.strip()):
            return None
        if isinstance(data, bool):
            self.fail("invalid")
        try:
            amount = Decimal(str(data).strip().replace(",", "").lstrip("£"))
        except InvalidOperation:
            self.fail("invalid")
        if not amount.is_finite():
            self.fail("invalid")
        # Checked before rounding too: quantize() cannot give 1.25e95 two decimal places (InvalidOperation).
        if abs(amount) >= MAX_MONEY:
            self.fail("too_large")
        amount = amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        if abs(amount) >= MAX_MONEY:
            self.fail("too_large")
        return amount

    def to_representation(self, value):
        return money(value)


class BlankableDateField(serializers.DateField):
    """A date where the edit form's empty input ("") means no date."""

    def to_internal_value(self, value):
        if value in ("", None):
            return None
        return super().to_internal_value(value)


class OptionalTextField(serializers.CharField):
    """Free text that may be left out, sent blank or null, and is kept exactly as typed (no trimming)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("required", False)
        kwargs.setdefault("allow_blank", True)
        kwargs.setdefault("allow_null", True)
        kwargs.setdefault("trim_whitespace", False)
        super().__init__(**kwargs)


class BlankableChoiceField(serializers.ChoiceField):
    """A choice where "" or null means no value (the forms send either)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("allow_null", True)
        kwargs.setdefault("allow_blank", True)
        super().__init__(**kwargs)

    def to_internal_value(self, data):
        if data in ("", None):
            return None
        return super().to_internal_value(data)


# --- Read shapes --------------------------------------------------------------------------------------------


def _reader(source_attrs: list[str]) -> Callable[[Any], Any]:
    """Reads a field's source from an object: its attributes, or keys of a dict on the way ("duplicate_counts.kam");
    no source parts ("*") is the object itself."""
    if not source_attrs:
        return lambda instance: instance
    if len(source_attrs) == 1:
        return attrgetter(source_attrs[0])

    def read(instance: Any) -> Any:
        for attr in source_attrs:
            instance = instance[attr] if isinstance(instance, dict) else getattr(instance, attr)
        return instance

    return read


class ReadSerializer(serializers.Serializer):
    """An answer made of exactly the declared fields, each read from its `source=` and written by its own
    `to_representation` (None stays None), as DRF does, but by a plan made once per serializer instead of
    DRF's per-field calls: a 1000-row page of cases takes a quarter of the time. Sources are attributes or dict
    keys, never methods to call."""

    @cached_property
    def _plan(self) -> list[tuple[str, Callable[[Any], Any], Callable[[Any], Any]]]:
        return [(cast(str, f.field_name), _reader(f.source_attrs), f.to_representation) for f in self._readable_fields]

    def to_representation(self, instance: Any) -> dict[str, Any]:
        answer = {}
        for name, read, represent in self._plan:
            value = read(instance)
            answer[name] = None if value is None else represent(value)
        return answer


class UtcDateTimeField(serializers.DateTimeField):
    """A moment as ISO 8601 in UTC with a Z ("2026-07-01T11:30:05.123456Z"), whatever TIME_ZONE says."""

    def to_representation(self, value):
        return iso_datetime(value)


class DuplicateFlagField(serializers.BooleanField):
    """Whether a duplicate count (the case itself included) means the case has duplicates."""

    def to_representation(self, value):
        return value > 1


class KamCheckSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["valid", "warning", "error"])
    message = serializers.CharField()
    expected = serializers.CharField()


class MergedEntrySerializer(ReadSerializer):
    id = serializers.IntegerField()
    widget = serializers.CharField()
    externalUserId = serializers.CharField(source="external_user_id")
    bhrukId = serializers.CharField(source="bhruk_id", allow_null=True)
    clientName = serializers.CharField(source="client_name")
    mergedAt = UtcDateTimeField(source="merged_at", allow_null=True)


class UserRefSerializer(ReadSerializer):
    """A staff user as answers name them: id and name (the full name, else the e-mail)."""

    id = serializers.IntegerField()
    name = serializers.CharField(source="full_name")


class CaseSerializer(ReadSerializer):
    """A case as every endpoint returns it. Runs no queries: give it cases from `selectors.cases_with_extras`,
    which fetches the duplicate counts and merged previews for a whole page at once."""

    id = serializers.IntegerField()
    widget = serializers.CharField(help_text="Company")
    externalUserId = serializers.CharField(source="external_user_id", help_text="OB Link")
    createdAt = UtcDateTimeField(source="created_at")
    updatedAt = UtcDateTimeField(source="updated_at")
    kamId = serializers.CharField(source="kam_id")
    clientName = serializers.CharField(source="client_name")
    bhrukId = serializers.CharField(source="bhruk_id", allow_null=True)
    instructed = serializers.BooleanField()
    currentStatus = serializers.ChoiceField(source="current_status", choices=Status.choices)
    onHoldReason = serializers.ChoiceField(source="on_hold_reason", choices=OnHoldReason.choices, allow_null=True)
    invoiced = serializers.BooleanField()
    invoiceDate = serializers.DateField(source="invoice_date", allow_null=True)
    invoiceNumber = serializers.CharField(source="invoice_number")
    miType = serializers.ChoiceField(source="mi_type", choices=MiType.choices, allow_null=True)
    miAmount = MoneyField(source="mi_amount")
    miTag = serializers.SerializerMethodField(
        help_text="Impecunious for deficit, Impecunious (STUS) for surplus, else empty"
    )
    isLocked = serializers.BooleanField(source="is_locked")
    lockedAt = UtcDateTimeField(source="locked_at", allow_null=True)
    isCancelled = serializers.BooleanField(source="is_cancelled")
    cancellationReason = serializers.CharField(source="cancellation_reason")
    isMerged = serializers.BooleanField(source="is_merged")
    mergedIntoId = serializers.IntegerField(source="merged_into_id", allow_null=True)
    mergedAt = UtcDateTimeField(source="merged_at", allow_null=True)
    mergedIntoCases = MergedEntrySerializer(
        source="merged_preview", many=True, help_text="The first cases merged into this master case"
    )
    mergedCasesCount = serializers.IntegerField(
        source="merged_count", help_text="How many cases were merged into this master case"
    )
    notes = serializers.CharField()
    legalHold = serializers.BooleanField(source="legal_hold", help_text="On legal hold: never erased or anonymised")
    reportType = serializers.CharField(source="report_type")
    name = serializers.CharField()
    email = serializers.CharField()
    originalStatus = serializers.CharField(source="original_status")
    kamCheck = serializers.SerializerMethodField()
    isDuplicateKamId = DuplicateFlagField(source="duplicate_counts.kam")
    isDuplicateBhrukId = DuplicateFlagField(source="duplicate_counts.bhruk")
    isDuplicateClientName = DuplicateFlagField(source="duplicate_counts.client")
    duplicateKamIdCount = serializers.IntegerField(
        source="duplicate_counts.kam", help_text="Non-merged cases sharing this KAM ID, itself included"
    )
    duplicateBhrukIdCount = serializers.IntegerField(source="duplicate_counts.bhruk")
    duplicateClientNameCount = serializers.IntegerField(source="duplicate_counts.client")
    documentsCount = serializers.IntegerField(
        source="documents_count", help_text="Documents not erased (for a client: those shown to them)"
    )
    requestState = serializers.ChoiceField(
        source="request_state",
        choices=["open", "overdue", "received"],
        allow_null=True,
        help_text=(
            'Requests to the client: "overdue" (an open one past its due date), "open", "received" (the latest '
            "was answered and none is open: the row says Documents received), else null"
        ),
    )

    turnaround = TurnaroundField(help_text="The turnaround clock (working days from instruction to Sent)")
    assignee = UserRefSerializer(
        source="assignee_shown",
        allow_null=True,
        help_text="Who handles the case (an admin, manager or staff user); always null for clients",
    )

    def get_miTag(self, case: Case) -> str:
        return rules.mi_tag(case.mi_type)

    @extend_schema_field(KamCheckSerializer)
    def get_kamCheck(self, case: Case) -> dict[str, Any]:
        return rules.kam_check(kam_id=case.kam_id, ob_link=case.external_user_id)


class PaginationSerializer(serializers.Serializer):
    currentPage = serializers.IntegerField()
    itemsPerPage = serializers.IntegerField()
    totalItems = serializers.IntegerField()
    totalPages = serializers.IntegerField()
    hasPreviousPage = serializers.BooleanField()
    hasNextPage = serializers.BooleanField()


class CasePageSerializer(serializers.Serializer):
    data = CaseSerializer(many=True)  # type: ignore[assignment]  # a declared field, taken out of the class by DRF's metaclass
    pagination = PaginationSerializer()


class StatsSerializer(serializers.Serializer):
    total = serializers.IntegerField()
    needInstructions = serializers.IntegerField()
    onHold = serializers.IntegerField()
    inProduction = serializers.IntegerField()
    completed = serializers.IntegerField(help_text="Sent cases")
    mergedOnly = serializers.IntegerField()
    cancelledOnly = serializers.IntegerField()
    cancelledAndMerged = serializers.IntegerField()
    overdue = serializers.IntegerField(help_text="Running turnaround clocks past their due date (the same filters)")
    dueSoon = serializers.IntegerField(help_text="Running clocks due today to 2 working days ahead (the same filters)")


class KamSerializer(serializers.ModelSerializer):
    kamId = serializers.CharField(source="kam_id")

    class Meta:
        model = Kam
        fields = ["id", "kamId"]


class NextBhrukIdSerializer(serializers.Serializer):
    nextId = serializers.CharField()
    company = serializers.CharField()
    group = serializers.ChoiceField(choices=["kind", "standard"])


class BhrukIdUseQuerySerializer(serializers.Serializer):
    company = serializers.CharField(required=False, allow_blank=True, default="", max_length=MAX_LENGTHS["widget"])
    bhrukId = serializers.CharField(max_length=MAX_LENGTHS["bhruk_id"], help_text="As typed in the Add Case dialog")


class BhrukIdUseSerializer(serializers.Serializer):
    bhrukId = serializers.CharField(allow_null=True, help_text="As the case would store it (KIND prefix added)")
    cases = serializers.IntegerField(help_text="Cases (not merged) that carry this BHR UK ID already")


class CaseMessageSerializer(serializers.Serializer):
    message = serializers.CharField()


# Older name, imported by other apps.
MessageSerializer = CaseMessageSerializer


class CaseConflictSerializer(CaseMessageSerializer):
    """409 of a stale edit: the message, and who changed the case last and when (absent when nobody is known)."""

    changedBy = serializers.CharField(
        required=False, allow_null=True, help_text="Full name (else e-mail) of who made the case's latest change"
    )
    changedAt = serializers.DateTimeField(required=False, help_text="When the case's latest change was made")


class AuditEventSerializer(serializers.ModelSerializer):
    caseId = serializers.IntegerField(source="case_id", allow_null=True)
    actorId = serializers.IntegerField(source="actor_id", allow_null=True)
    actorEmail = serializers.CharField(source="actor_email")
    createdAt = serializers.DateTimeField(source="created_at")
    changes = serializers.JSONField(help_text='{"field": [old, new]} for updates; details for other actions')

    class Meta:
        model = AuditEvent
        fields = ["id", "caseId", "action", "actorId", "actorEmail", "changes", "createdAt"]

    def to_representation(self, event):
        return {
            "id": event.pk,
            "caseId": event.case_id,
            "action": event.action,
            "actorId": event.actor_id,
            "actorEmail": event.actor_email,
            "changes": event.changes,
            "createdAt": iso_datetime(event.created_at),
        }


# --- Request bodies -----------------------------------------------------------------------------------------


def _limited_text(field: str) -> OptionalTextField:
    """An optional text field held to the case field's limit, refused with a message naming the field."""
    return OptionalTextField(max_length=MAX_LENGTHS[field], error_messages={"max_length": too_long_message(field)})


class CaseFieldsSerializer(serializers.Serializer):
    """The case's editable data fields as JSON names, each optional (shared by edit, manual add and merge)."""

    widget = _limited_text("widget")
    kamId = _limited_text("kam_id")
    clientName = _limited_text("client_name")
    bhrukId = _limited_text("bhruk_id")
    instructed = serializers.BooleanField(required=False)
    currentStatus = serializers.ChoiceField(choices=Status.choices, required=False)
    onHoldReason = BlankableChoiceField(choices=OnHoldReason.choices, required=False)
    invoiced = serializers.BooleanField(required=False)
    invoiceDate = BlankableDateField(required=False, allow_null=True)
    invoiceNumber = _limited_text("invoice_number")
    miType = BlankableChoiceField(choices=MiType.choices, required=False)
    miAmount = MoneyField(required=False)
    notes = _limited_text("notes")

    # JSON name -> model field of the fields above.
    FIELD_MAP = {API_NAMES[field]: field for field in EDITABLE}

    def changes(self) -> dict:
        """The sent fields as model field names (None for a cleared text field becomes "")."""
        return {self.FIELD_MAP[k]: v for k, v in self.validated_data.items() if k in self.FIELD_MAP}


class CaseUpdateSerializer(CaseFieldsSerializer):
    """PUT /api/cases/{id}: the edit form's body. Every field is optional; one left out keeps its value."""

    updatedAt = serializers.DateTimeField(
        required=False,
        allow_null=True,
        help_text="The updatedAt the client last read; the update answers 409 if the case changed since.",
    )


class CaseManualSerializer(CaseFieldsSerializer):
    """POST /api/cases/manual: the Add Case form. Required fields are checked by the service (exact texts)."""

    externalUserId = serializers.CharField(
        required=False, allow_blank=True, help_text=f'Always stored as "{rules.MANUAL_OB_LINK}"'
    )


class CaseIdsSerializer(serializers.Serializer):
    caseIds = IdListField(noun="case id", allow_empty=False, max_length=10000, help_text="Case ids")


class BatchUpdatesSerializer(serializers.Serializer):
    instructed = serializers.BooleanField(required=False)
    invoiced = serializers.BooleanField(required=False)
    currentStatus = serializers.ChoiceField(choices=Status.choices, required=False)
    onHoldReason = BlankableChoiceField(choices=OnHoldReason.choices, required=False)
    isLocked = serializers.BooleanField(required=False)


class BatchUpdateSerializer(CaseIdsSerializer):
    updates = BatchUpdatesSerializer()


class BatchCancelSerializer(CaseIdsSerializer):
    cancellationReason = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=MAX_LENGTHS["cancellation_reason"],
        error_messages={"max_length": too_long_message("cancellation_reason")},
    )


class CaseCancelSerializer(serializers.Serializer):
    cancellationReason = serializers.CharField(
        required=False,
        allow_blank=True,
        trim_whitespace=False,
        help_text='Defaults to "Client request"; otherwise 1 to 500 characters of text',
    )


class BatchResultSerializer(serializers.Serializer):
    message = serializers.CharField(help_text='Lists the cases that could not be changed after "Failed:"')
    updated = serializers.IntegerField(required=False)
    deleted = serializers.IntegerField(required=False)
    cancelled = serializers.IntegerField(required=False)
    restored = serializers.IntegerField(required=False)
    assigned = serializers.IntegerField(required=False, help_text="Batch assign: the cases whose assignee changed")
