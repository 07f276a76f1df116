# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase, SPEC §3)
"""JSON shapes of cases (SPEC §3, camelCase) and the request bodies of the case endpoints (SPEC §7)."""

from datetime import UTC, date, datetime
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from accounts.numbers import IdListField
from cases import rules
from cases.fields import MAX_LENGTHS, too_long_message
from cases.models import AuditEvent, Case, Kam
from cases.rules import MiType, OnHoldReason, Status
from cases.selectors import cases_decorate, cases_visible_to

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


class KamCheckSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["valid", "warning", "error"])
    message = serializers.CharField()
    expected = serializers.CharField()


class MergedEntrySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    widget = serializers.CharField()
    externalUserId = serializers.CharField()
    bhrukId = serializers.CharField(allow_null=True)
    clientName = serializers.CharField()
    mergedAt = serializers.DateTimeField(allow_null=True)


def merged_entry(case: Case) -> dict:
    return {
        "id": case.pk,
        "widget": case.widget,
        "externalUserId": case.external_user_id,
        "bhrukId": case.bhruk_id,
        "clientName": case.client_name,
        "mergedAt": iso_datetime(case.merged_at),
    }


class CaseListSerializer(serializers.ListSerializer):
    """Fetches duplicate counts and merged previews for the whole list at once (a fixed number of queries)."""

    def to_representation(self, data):
        cases = list(data.all() if hasattr(data, "all") else data)
        cases_decorate(cases, scope=_decoration_scope(self.context))
        # DRF's ListSerializer always has its child (its __init__ asserts one); the stubs type it Optional.
        return [self.child.to_representation(c) for c in cases]  # type: ignore[union-attr]


def _decoration_scope(context):
    """Duplicates are counted among the cases the caller can see (a client never learns of other companies)."""
    request = context.get("request")
    if request is None:
        return None
    return cases_visible_to(user=request.user)


class CaseSerializer(serializers.Serializer):
    """A case as every endpoint returns it. The declared fields document the shape; `to_representation`
    builds the dict directly because it runs for up to 1000 rows per request."""

    id = serializers.IntegerField()
    widget = serializers.CharField(help_text="Company")
    externalUserId = serializers.CharField(help_text="OB Link")
    createdAt = serializers.DateTimeField()
    updatedAt = serializers.DateTimeField()
    kamId = serializers.CharField()
    clientName = serializers.CharField()
    bhrukId = serializers.CharField(allow_null=True)
    instructed = serializers.BooleanField()
    currentStatus = serializers.ChoiceField(choices=Status.choices)
    onHoldReason = serializers.ChoiceField(choices=OnHoldReason.choices, allow_null=True)
    invoiced = serializers.BooleanField()
    invoiceDate = serializers.DateField(allow_null=True)
    invoiceNumber = serializers.CharField()
    miType = serializers.ChoiceField(choices=MiType.choices, allow_null=True)
    miAmount = MoneyField()
    miTag = serializers.CharField(help_text="Impecunious for deficit, Impecunious (STUS) for surplus, else empty")
    isLocked = serializers.BooleanField()
    lockedAt = serializers.DateTimeField(allow_null=True)
    isCancelled = serializers.BooleanField()
    cancellationReason = serializers.CharField()
    isMerged = serializers.BooleanField()
    mergedIntoId = serializers.IntegerField(allow_null=True)
    mergedAt = serializers.DateTimeField(allow_null=True)
    mergedIntoCases = MergedEntrySerializer(many=True, help_text="The first cases merged into this master case")
    mergedCasesCount = serializers.IntegerField(help_text="How many cases were merged into this master case")
    notes = serializers.CharField()
    legalHold = serializers.BooleanField(help_text="On legal hold: never erased or anonymised")
    reportType = serializers.CharField()
    name = serializers.CharField()
    email = serializers.CharField()
    originalStatus = serializers.CharField()
    kamCheck = KamCheckSerializer()
    isDuplicateKamId = serializers.BooleanField()
    isDuplicateBhrukId = serializers.BooleanField()
    isDuplicateClientName = serializers.BooleanField()
    duplicateKamIdCount = serializers.IntegerField(help_text="Non-merged cases sharing this KAM ID, itself included")
    duplicateBhrukIdCount = serializers.IntegerField()
    duplicateClientNameCount = serializers.IntegerField()

    class Meta:
        list_serializer_class = CaseListSerializer

    def to_representation(self, case: Case) -> dict:
        if not hasattr(case, "duplicate_counts"):
            cases_decorate([case], scope=_decoration_scope(self.context))
        dup = case.duplicate_counts
        return {
            "id": case.pk,
            "widget": case.widget,
            "externalUserId": case.external_user_id,
            "createdAt": iso_datetime(case.created_at),
            "updatedAt": iso_datetime(case.updated_at),
            "kamId": case.kam_id,
            "clientName": case.client_name,
            "bhrukId": case.bhruk_id,
            "instructed": case.instructed,
            "currentStatus": case.current_status,
            "onHoldReason": case.on_hold_reason,
            "invoiced": case.invoiced,
            "invoiceDate": iso_date(case.invoice_date),
            "invoiceNumber": case.invoice_number,
            "miType": case.mi_type,
            "miAmount": money(case.mi_amount),
            "miTag": rules.mi_tag(case.mi_type),
            "isLocked": case.is_locked,
            "lockedAt": iso_datetime(case.locked_at),
            "isCancelled": case.is_cancelled,
            "cancellationReason": case.cancellation_reason,
            "isMerged": case.is_merged,
            "mergedIntoId": case.merged_into_id,
            "mergedAt": iso_datetime(case.merged_at),
            "mergedIntoCases": [merged_entry(m) for m in case.merged_preview],
            "mergedCasesCount": case.merged_count,
            "notes": case.notes,
            "legalHold": case.legal_hold,
            "reportType": case.report_type,
            "name": case.name,
            "email": case.email,
            "originalStatus": case.original_status,
            "kamCheck": rules.kam_check(kam_id=case.kam_id, ob_link=case.external_user_id),
            "isDuplicateKamId": dup["kam"] > 1,
            "isDuplicateBhrukId": dup["bhruk"] > 1,
            "isDuplicateClientName": dup["client"] > 1,
            "duplicateKamIdCount": dup["kam"],
            "duplicateBhrukIdCount": dup["bhruk"],
            "duplicateClientNameCount": dup["client"],
        }


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

    FIELD_MAP = {
        "widget": "widget",
        "kamId": "kam_id",
        "clientName": "client_name",
        "bhrukId": "bhruk_id",
        "instructed": "instructed",
        "currentStatus": "current_status",
        "onHoldReason": "on_hold_reason",
        "invoiced": "invoiced",
        "invoiceDate": "invoice_date",
        "invoiceNumber": "invoice_number",
        "miType": "mi_type",
        "miAmount": "mi_amount",
        "notes": "notes",
    }

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
