"""The privacy endpoints (issue 22). Only SYSTEM_SETTINGS holders (admins by default) reach them."""

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from cases.jobs import dispatch
from cases.jobs.views import JOB, job_accepted
from cases.privacy import retention, selectors, services
from cases.privacy.serializers import (
    ErasureResultSerializer,
    ErasureSerializer,
    LegalHoldSerializer,
    RetentionPreviewSerializer,
    RetentionSerializer,
    SubjectAccessSerializer,
)
from cases.serializers import CaseSerializer

PRIVACY_PERMISSION = "system_settings"
# Up to this many cases an erasure answers at once; above, it runs as a job with progress.
ERASURE_SYNC_MAX = 500


def _valid(serializer_class, data):
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


class LegalHoldView(APIView):
    permission_classes = [HasPerm(PRIVACY_PERMISSION)]

    @extend_schema(
        summary="Put a case on legal hold or release it", request=LegalHoldSerializer, responses={200: CaseSerializer}
    )
    def put(self, request, case_id: int):
        body = _valid(LegalHoldSerializer, request.data)
        case = services.case_legal_hold_set(
            case_id=case_id, actor=request.user, hold=body["hold"], reason=body["reason"]
        )
        case.refresh_from_db()
        return Response(CaseSerializer(case, context={"request": request}).data)


class SubjectsView(APIView):
    permission_classes = [HasPerm(PRIVACY_PERMISSION)]

    @extend_schema(
        summary="The cases of one person across every company",
        parameters=[
            OpenApiParameter("query", str, description="Client name, import name, e-mail, OB Link or BHR UK ID")
        ],
        responses={200: inline_serializer("SubjectCases", {"data": CaseSerializer(many=True)})},
    )
    def get(self, request):
        rows = list(selectors.subject_cases(query=request.query_params.get("query")))
        return Response({"data": CaseSerializer(rows, many=True, context={"request": request}).data})


class ErasureView(APIView):
    permission_classes = [HasPerm(PRIVACY_PERMISSION)]

    @extend_schema(
        summary="Erase (pseudonymise) cases, all or none",
        description=f"More than {ERASURE_SYNC_MAX} cases: 202 with a job (follow GET /api/jobs/{{id}}).",
        request=ErasureSerializer,
        responses={200: ErasureResultSerializer, 202: JOB},
    )
    def post(self, request):
        body = _valid(ErasureSerializer, request.data)
        if len(set(body["caseIds"])) > ERASURE_SYNC_MAX:
            services.clean_reason(body["reason"])  # a missing reason is a 400 now, not a failed job later
            job = dispatch.job_erasure_start(user=request.user, case_ids=body["caseIds"], reason=body["reason"])
            return job_accepted(job)
        outcome = services.cases_erase(case_ids=body["caseIds"], actor=request.user, reason=body["reason"])
        return Response({"message": outcome.message, "erased": outcome.erased, "pseudonym": outcome.pseudonym})


class RetentionView(APIView):
    permission_classes = [HasPerm(PRIVACY_PERMISSION)]

    @extend_schema(summary="The retention setting (off by default)", responses={200: RetentionSerializer})
    def get(self, request):
        return Response(retention.policy_body(retention.policy_get()))

    @extend_schema(
        summary="Change the retention setting", request=RetentionSerializer, responses={200: RetentionSerializer}
    )
    def put(self, request):
        body = _valid(RetentionSerializer, request.data)
        policy = retention.policy_set(
            actor=request.user, enabled=body["enabled"], months=body["months"], applies_to=body["appliesTo"]
        )
        return Response(retention.policy_body(policy))


class RetentionPreviewView(APIView):
    permission_classes = [HasPerm(PRIVACY_PERMISSION)]

    @extend_schema(
        summary="Exactly the cases the next retention run changes",
        request=None,
        responses={200: RetentionPreviewSerializer},
    )
    def post(self, request):
        return Response(retention.preview())


class SubjectAccessView(APIView):
    permission_classes = [HasPerm(PRIVACY_PERMISSION)]

    @extend_schema(
        summary="Produce a subject-access pack (a ZIP) as a job",
        description="202 with the job; follow GET /api/jobs/{id}, then download it (requester and admins only).",
        request=SubjectAccessSerializer,
        responses={202: JOB},
    )
    def post(self, request):
        body = _valid(SubjectAccessSerializer, request.data)
        return job_accepted(dispatch.job_subject_access_start(user=request.user, case_ids=body["caseIds"]))
