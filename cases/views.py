"""The case endpoints of guide: api#endpoints. Thin: parse with a serializer, call one selector or service,
serialize."""

from typing import Any

from django.core.exceptions import ValidationError

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers as drf
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import CanReadCases, HasPerm
from cases import rules, selectors, sequences
from cases.audit_log import selectors as audit_selectors
from cases.audit_log.display import referenced_case_ids
from cases.audit_log.serializers import CaseHistoryEventSerializer
from cases.fields import MODEL_NAMES
from cases.listing import selectors as listing
from cases.listing.params import CaseFilterParams, CaseListParams, parse_case_filters, parse_case_list
from cases.messages import DEFAULT_CANCELLATION_REASON
from cases.models import Kam
from cases.permissions import CanEditCase
from cases.serializers import (
    BatchCancelSerializer,
    BatchResultSerializer,
    BatchUpdateSerializer,
    BhrukIdUseQuerySerializer,
    BhrukIdUseSerializer,
    CaseCancelSerializer,
    CaseConflictSerializer,
    CaseIdsSerializer,
    CaseManualSerializer,
    CaseMessageSerializer,
    CasePageSerializer,
    CaseSerializer,
    CaseUpdateSerializer,
    KamSerializer,
    NextBhrukIdSerializer,
    StatsSerializer,
)
from cases.services import autofill, batch, cancelling, deleting, editing, locking

ERRORS = {
    400: inline_serializer("CaseErrorBody", {"message": drf.CharField(), "errors": drf.DictField(required=False)}),
    401: CaseMessageSerializer,
    403: CaseMessageSerializer,
    404: CaseMessageSerializer,
}


def _valid(serializer_class, data):
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer


def _case_answer(case, request) -> Any:
    return CaseSerializer(selectors.case_with_extras(case=case, user=request.user)).data


def _case_answers(cases, request) -> Any:
    return CaseSerializer(selectors.cases_with_extras(cases=cases, user=request.user), many=True).data


def _batch_response(outcome, key: str) -> Response:
    return Response({"message": outcome.message, key: outcome.changed})


# --- Lists and stats ----------------------------------------------------------------------------------------


class CasePageView(APIView):
    permission_classes = [CanReadCases()]

    @extend_schema(
        summary="One page of the case table",
        parameters=[CaseListParams],
        responses={200: CasePageSerializer, **ERRORS},
    )
    def get(self, request):
        filters, page = parse_case_list(request.query_params)
        rows, pagination = listing.cases_page(user=request.user, filters=filters, page=page)
        data = CaseSerializer(selectors.cases_with_extras(cases=rows, user=request.user), many=True).data
        return Response({"data": data, "pagination": pagination})


class CaseStatsView(APIView):
    permission_classes = [CanReadCases()]

    @extend_schema(
        summary="Stat card counts", parameters=[CaseFilterParams], responses={200: StatsSerializer, **ERRORS}
    )
    def get(self, request):
        filters = parse_case_filters(request.query_params)
        return Response(listing.case_stats(user=request.user, filters=filters))


class CaseMiSummaryView(APIView):
    permission_classes = [CanReadCases()]

    @extend_schema(
        summary="MI Classification Summary counts",
        description=(
            f"Of the Sent cases the filters select (the first {listing.MI_SUMMARY_READS} in the list's default "
            "order), how many are deficit and how many surplus. Both are 0 when the status filter picks another "
            "status."
        ),
        parameters=[CaseFilterParams],
        responses={
            200: inline_serializer("MiSummary", {"deficit": drf.IntegerField(), "surplus": drf.IntegerField()}),
            **ERRORS,
        },
    )
    def get(self, request):
        filters = parse_case_filters(request.query_params)
        return Response(listing.case_mi_summary(user=request.user, filters=filters))


class CaseCollectionView(APIView):
    permission_classes = [CanReadCases()]

    @extend_schema(
        summary="The caller's cases, newest first (client portal)",
        description=f"At most the {listing.PORTAL_LIMIT} newest cases; the list filters apply.",
        parameters=[CaseFilterParams],
        responses={200: CaseSerializer(many=True), **ERRORS},
    )
    def get(self, request):
        filters = parse_case_filters(request.query_params)
        rows = listing.cases_portal(user=request.user, filters=filters)
        return Response(_case_answers(rows, request))


# --- One case -----------------------------------------------------------------------------------------------


class CaseDetailView(APIView):
    def get_permissions(self):
        needed = {"PUT": CanEditCase, "DELETE": HasPerm("delete_cases")}.get(self.request.method or "")
        return [(needed or CanReadCases())()]

    @extend_schema(summary="One case", responses={200: CaseSerializer, **ERRORS})
    def get(self, request, case_id: int):
        case = selectors.case_get(user=request.user, case_id=case_id)
        return Response(_case_answer(case, request))

    @extend_schema(
        summary="Edit a case",
        description=(
            "Fields left out keep their value. Send updatedAt to get 409 if the case changed since (naming who changed "
            "it last, changedBy, and when, changedAt). Without "
            "EDIT_CASES, a user who can view all cases (staff by default) may change only instructed, clientName, "
            "currentStatus and onHoldReason; other fields sent with their current value are accepted."
        ),
        request=CaseUpdateSerializer,
        responses={200: CaseSerializer, 409: CaseConflictSerializer, **ERRORS},
    )
    def put(self, request, case_id: int):
        body = _valid(CaseUpdateSerializer, request.data)
        case = editing.case_update(
            case_id=case_id,
            actor=request.user,
            data=body.changes(),
            expected_updated_at=body.validated_data.get("updatedAt"),
        )
        return Response(_case_answer(case, request))

    @extend_schema(summary="Delete a case", responses={204: None, **ERRORS})
    def delete(self, request, case_id: int):
        deleting.case_delete(case_id=case_id, actor=request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)


class CaseManualView(APIView):
    permission_classes = [HasPerm("create_cases")]

    @extend_schema(
        summary="Add a case manually",
        request=CaseManualSerializer,
        responses={201: CaseSerializer, **ERRORS},
    )
    def post(self, request):
        body = _valid(CaseManualSerializer, request.data)
        case = editing.case_create_manual(actor=request.user, data=body.changes())
        return Response(_case_answer(case, request), status=status.HTTP_201_CREATED)


class CaseLockView(APIView):
    permission_classes = [HasPerm("lock_unlock_cases")]
    lock = True

    @extend_schema(summary="Lock or unlock a case", request=None, responses={200: CaseSerializer, **ERRORS})
    def post(self, request, case_id: int):
        action = locking.case_lock if self.lock else locking.case_unlock
        case = action(case_id=case_id, actor=request.user)
        return Response(_case_answer(case, request))


class CaseCancelView(APIView):
    permission_classes = [HasPerm("cancel_restore_cases")]

    @extend_schema(
        summary="Cancel one case with its own reason",
        description=f'cancellationReason defaults to "{DEFAULT_CANCELLATION_REASON}".',
        request=CaseCancelSerializer,
        responses={200: CaseSerializer, **ERRORS},
    )
    def post(self, request, case_id: int):
        body = _valid(CaseCancelSerializer, request.data).validated_data
        case = cancelling.case_cancel(case_id=case_id, actor=request.user, reason=body.get("cancellationReason"))
        return Response(_case_answer(case, request))


class CaseMergedView(APIView):
    permission_classes = [CanReadCases()]

    @extend_schema(summary="The cases merged into a master case", responses={200: CaseSerializer(many=True), **ERRORS})
    def get(self, request, case_id: int):
        rows = selectors.case_merged_cases(user=request.user, case_id=case_id)
        return Response(_case_answers(rows, request))


class CaseHistoryView(APIView):
    permission_classes = [CanReadCases()]

    @extend_schema(
        summary="The audit trail of a case", responses={200: CaseHistoryEventSerializer(many=True), **ERRORS}
    )
    def get(self, request, case_id: int):
        events = selectors.case_history(user=request.user, case_id=case_id)
        names = audit_selectors.case_names(case_ids=referenced_case_ids(events), user=request.user)
        return Response(CaseHistoryEventSerializer(events, many=True, context={"case_names": names}).data)


# --- Batches and auto-fill ----------------------------------------------------------------------------------


class BatchUpdateView(APIView):
    permission_classes = [HasPerm("batch_update")]

    @extend_schema(
        summary="Update many cases",
        description=(
            "Updating isLocked also needs BATCH_LOCK_UNLOCK. Without EDIT_CASES only instructed, currentStatus "
            "and onHoldReason may be set (the fields of a staff edit)."
        ),
        request=BatchUpdateSerializer,
        responses={200: BatchResultSerializer, **ERRORS},
    )
    def post(self, request):
        body = _valid(BatchUpdateSerializer, request.data).validated_data
        updates = {MODEL_NAMES[k]: v for k, v in body["updates"].items()}
        if not updates:
            raise ValidationError({"updates": ["Choose at least one change."]})
        outcome = batch.cases_batch_update(case_ids=body["caseIds"], updates=updates, actor=request.user)
        return _batch_response(outcome, "updated")


class BatchDeleteView(APIView):
    permission_classes = [HasPerm("batch_delete")]

    @extend_schema(
        summary="Delete many cases", request=CaseIdsSerializer, responses={200: BatchResultSerializer, **ERRORS}
    )
    def post(self, request):
        body = _valid(CaseIdsSerializer, request.data).validated_data
        return _batch_response(deleting.cases_batch_delete(case_ids=body["caseIds"], actor=request.user), "deleted")


class BatchCancelView(APIView):
    permission_classes = [HasPerm("cancel_restore_cases")]

    @extend_schema(
        summary="Cancel many cases",
        description=f'cancellationReason defaults to "{DEFAULT_CANCELLATION_REASON}".',
        request=BatchCancelSerializer,
        responses={200: BatchResultSerializer, **ERRORS},
    )
    def post(self, request):
        body = _valid(BatchCancelSerializer, request.data).validated_data
        outcome = cancelling.cases_batch_cancel(
            case_ids=body["caseIds"], actor=request.user, reason=body.get("cancellationReason")
        )
        return _batch_response(outcome, "cancelled")


class BatchRestoreView(APIView):
    permission_classes = [HasPerm("cancel_restore_cases")]

    @extend_schema(
        summary="Restore many cancelled cases",
        request=CaseIdsSerializer,
        responses={200: BatchResultSerializer, **ERRORS},
    )
    def post(self, request):
        body = _valid(CaseIdsSerializer, request.data).validated_data
        return _batch_response(cancelling.cases_batch_restore(case_ids=body["caseIds"], actor=request.user), "restored")


class AutofillKamIdsView(APIView):
    permission_classes = [HasPerm("assign_roles")]

    @extend_schema(
        summary="Fill missing KAM IDs from the OB Link", request=None, responses={200: CaseMessageSerializer, **ERRORS}
    )
    def post(self, request):
        return Response({"message": autofill.cases_autofill_kam_ids(actor=request.user)})


class AutofillBhrukIdsView(APIView):
    permission_classes = [HasPerm("assign_roles")]

    @extend_schema(
        summary="Allocate BHR UK IDs to cases without one",
        request=None,
        responses={200: CaseMessageSerializer, **ERRORS},
    )
    def post(self, request):
        return Response({"message": autofill.cases_autofill_bhruk_ids(actor=request.user)})


# --- Reference data and the audit log ----------------------------------------------------------------------


class KamListView(APIView):
    permission_classes = [HasPerm("view_all_cases")]

    @extend_schema(summary="KAM quick-select list", responses={200: KamSerializer(many=True), **ERRORS})
    def get(self, request):
        return Response(KamSerializer(Kam.objects.order_by("id"), many=True).data)


class CompanyListView(APIView):
    permission_classes = [HasPerm("view_all_cases", "view_own_cases", any_of=True)]

    @extend_schema(
        summary="Companies of the caller's cases (the dashboard's company filter)",
        description="The distinct company names (widget) of the cases the caller may see, sorted "
        "case-insensitively, blanks left out. Clients get only their own company.",
        operation_id="companies_list",
        responses={200: {"type": "array", "items": {"type": "string"}}, 401: ERRORS[401], 403: ERRORS[403]},
    )
    def get(self, request):
        return Response(listing.companies_visible_to(user=request.user))


class BhrukIdUseView(APIView):
    permission_classes = [HasPerm("create_cases")]

    @extend_schema(
        summary="How many cases already carry a BHR UK ID (Add Case warns; duplicates are allowed and merged later)",
        parameters=[BhrukIdUseQuerySerializer],
        responses={200: BhrukIdUseSerializer, **ERRORS},
    )
    def get(self, request):
        query = _valid(BhrukIdUseQuerySerializer, request.query_params).validated_data
        stored, count = selectors.bhruk_id_use(widget=query["company"], bhruk_id=query["bhrukId"])
        return Response({"bhrukId": stored, "cases": count})


class NextBhrukIdView(APIView):
    permission_classes = [HasPerm("view_all_cases")]

    @extend_schema(summary="The next BHR UK ID for a company's group", responses={200: NextBhrukIdSerializer, **ERRORS})
    def get(self, request, company: str):
        return Response(
            {
                "nextId": sequences.bhruk_peek_next(widget=company),
                "company": company,
                "group": rules.company_group(company),
            }
        )
