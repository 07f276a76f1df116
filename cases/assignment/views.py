"""PUT /api/cases/{id}/assignee and POST /api/cases/batch-assign. Thin: parse, call the service, answer."""

from drf_spectacular.utils import extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import CanReadCases, HasPerm
from cases.assignment import services
from cases.assignment.serializers import AssigneeSerializer, BatchAssignSerializer
from cases.selectors import case_with_extras
from cases.serializers import BatchResultSerializer, CaseMessageSerializer, CaseSerializer

ERRORS = {
    400: CaseMessageSerializer,
    401: CaseMessageSerializer,
    403: CaseMessageSerializer,
    404: CaseMessageSerializer,
}


class CaseAssigneeView(APIView):
    # Clients who read cases reach the lookup, so another company's case is 404 to them as on GET; the service
    # refuses their own (403).
    permission_classes = [CanReadCases()]

    @extend_schema(
        summary="Choose who handles a case (or nobody)",
        description=(
            "With EDIT_CASES: any active admin, manager or staff user, or null. Without it: only take an unassigned "
            "case yourself (your own id) or hand back a case assigned to you (null). Locked, cancelled and held "
            "cases may be assigned; merged ones may not (400). The case's updatedAt does not change."
        ),
        request=AssigneeSerializer,
        responses={200: CaseSerializer, **ERRORS},
    )
    def put(self, request, case_id: int):
        body = AssigneeSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        case = services.case_assign(case_id=case_id, actor=request.user, assignee_id=body.validated_data["assigneeId"])
        return Response(CaseSerializer(case_with_extras(case=case, user=request.user)).data)


class BatchAssignView(APIView):
    permission_classes = [HasPerm("edit_cases")]

    @extend_schema(
        summary="Assign many cases to one user (or unassign them)",
        description='Merged and unknown cases are listed after "Failed:" while the others change.',
        request=BatchAssignSerializer,
        responses={200: BatchResultSerializer, **ERRORS},
    )
    def post(self, request):
        body = BatchAssignSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        outcome = services.cases_batch_assign(case_ids=data["ids"], actor=request.user, assignee_id=data["assigneeId"])
        return Response({"message": outcome.message, "assigned": outcome.changed})
