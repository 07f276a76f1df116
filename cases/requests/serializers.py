# ruff: noqa: N815 - serializer fields are named as the JSON spells them (camelCase)
"""The requests' JSON shape, request bodies and the list's query."""

from rest_framework import serializers

from accounts.numbers import WholeNumberField
from cases.access import is_client
from cases.documents.serializers import DocumentSerializer, UploaderSerializer
from cases.listing.params import DEFAULT_PAGE_SIZE, PAGE_SIZES
from cases.models import CaseRequest
from cases.requests import messages
from cases.requests.selectors import LIST_STATUSES
from cases.serializers import PaginationSerializer, iso_date, iso_datetime


def case_label(case) -> str:
    return case.bhruk_id or f"Case #{case.pk}"


class RequestSerializer(serializers.Serializer):
    """A request to the client. Expects the case, the maker and the documents fetched with it (the selectors do);
    context["viewer"] is the user asking (a client gets createdBy null: clients never see staff names)."""

    id = serializers.IntegerField()
    caseId = serializers.IntegerField()
    caseLabel = serializers.CharField(help_text='The case\'s BHR UK ID, else "Case #<id>"')
    title = serializers.CharField()
    message = serializers.CharField()
    dueDate = serializers.DateField()
    status = serializers.ChoiceField(choices=CaseRequest.Status.choices)
    rejectionReason = serializers.CharField(help_text='Why the last answer was rejected (the request is open); ""')
    createdAt = serializers.DateTimeField()
    createdBy = UploaderSerializer(allow_null=True, help_text="null for a client, or when the maker is gone")
    receivedAt = serializers.DateTimeField(allow_null=True)
    documents = DocumentSerializer(many=True, help_text="The documents uploaded against this request")

    def to_representation(self, request: CaseRequest) -> dict:
        viewer = self.context.get("viewer")
        maker = request.created_by
        show_maker = maker is not None and viewer is not None and not is_client(viewer)
        return {
            "id": request.pk,
            "caseId": request.case_id,
            "caseLabel": case_label(request.case),
            "title": request.title,
            "message": request.message,
            "dueDate": iso_date(request.due_date),
            "status": request.status,
            "rejectionReason": request.rejection_reason,
            "createdAt": iso_datetime(request.created_at),
            "createdBy": {"id": maker.pk, "name": maker.full_name} if show_maker and maker else None,
            "receivedAt": iso_datetime(request.received_at),
            "documents": DocumentSerializer(request.documents.all(), many=True, context=self.context).data,
        }


class RequestCreateSerializer(serializers.Serializer):
    """The body's shape only: the service checks the values, in the requests' own words."""

    title = serializers.CharField(required=False, allow_blank=True, allow_null=True, trim_whitespace=False)
    message = serializers.CharField(required=False, allow_blank=True, allow_null=True, trim_whitespace=False)
    dueDate = serializers.DateField(
        required=False, allow_null=True, error_messages={"invalid": "dueDate must be a date: YYYY-MM-DD."}
    )


class RequestStatusSerializer(serializers.Serializer):
    status = serializers.ChoiceField(
        choices=["accepted", "rejected", "cancelled"], error_messages={"invalid_choice": messages.BAD_STATUS}
    )
    reason = serializers.CharField(required=False, allow_blank=True, allow_null=True)


class RequestListQuerySerializer(serializers.Serializer):
    status = serializers.ChoiceField(
        choices=list(LIST_STATUSES), required=False, error_messages={"invalid_choice": messages.BAD_LIST_STATUS}
    )
    page = WholeNumberField(min_value=1, max_value=1_000_000, default=1)
    limit = serializers.ChoiceField(choices=list(PAGE_SIZES), default=DEFAULT_PAGE_SIZE)


class RequestPageSerializer(serializers.Serializer):
    data = RequestSerializer(many=True)  # type: ignore[assignment]  # a declared field, taken out of the class by DRF's metaclass
    pagination = PaginationSerializer()
