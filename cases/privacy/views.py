"""The privacy endpoints (guide: privacy). Only SYSTEM_SETTINGS holders (admins by default) reach them."""

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from cases.jobs.views import JOB, job_accepted
from cases.listing.params import DEFAULT_PAGE_SIZE, parse_page_request
from cases.privacy import retention, selectors, services
from cases.privacy.jobs import job_erasure_start, job_subject_access_start
from cases.privacy.serializers import (
    ErasureResultSerializer,
    ErasureSerializer,
    LegalHoldSerializer,
    RetentionPreviewSerializer,
    RetentionSaveSerializer,
    RetentionSerializer,
    SubjectAccessSerializer,
    SubjectPageSerializer,
)
from cases.selectors import case_with_extras, cases_with_extras
from cases.serializers import CaseSerializer

PRIVACY_PERMISSION = "system_settings"
# Up to this many cases an erasure answers at once; above, it runs as a job with progress.
ERASURE_SYNC_MAX = 500
SUBJECT_PAGE_SIZES = (25, 50, 100, 250)


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
        return Response(CaseSerializer(case_with_extras(case=case, user=request.user)).data)


def _chosen_ids(body) -> list[int]:
    """The cases chosen on screen, or every match of the search sent."""
    if "query" in body:
        return selectors.subject_case_ids(query=body["query"], expected=body.get("expectedCount"))
    return body["caseIds"]


class SubjectsView(APIView):
    permission_classes = [HasPerm(PRIVACY_PERMISSION)]

    @extend_schema(
        summary="The cases of one person across every company, a page at a time",
        description="Found as the dashboard's search box finds them (a substring, any case, of the client name, "
        "e-mail, KAM ID, BHR UK ID, OB Link or case number), and of the import's name and CSV User ID; "
        "cancelled and merged cases included. Exact identifier matches first, then the newest.",
        parameters=[
            OpenApiParameter("query", str, description="Name, e-mail, OB Link, KAM ID, BHR UK ID or User ID"),
            OpenApiParameter("page", int, default=1),
            OpenApiParameter("limit", int, enum=list(SUBJECT_PAGE_SIZES), default=DEFAULT_PAGE_SIZE),
        ],
        responses={200: SubjectPageSerializer},
    )
    def get(self, request):
        page = parse_page_request(request.query_params, sizes=SUBJECT_PAGE_SIZES)
        rows, paging = selectors.subject_page(query=request.query_params.get("query"), page=page)
        data = CaseSerializer(cases_with_extras(cases=rows, user=request.user), many=True).data
        return Response({"data": data, "pagination": paging})


class ErasureView(APIView):
    permission_classes = [HasPerm(PRIVACY_PERMISSION)]

    @extend_schema(
        summary="Erase (pseudonymise) cases, all or none",
        description="The chosen cases (caseIds) or every match of a search (query, with the expectedCount shown). "
        f"More than {ERASURE_SYNC_MAX} cases: 202 with a job (follow GET /api/jobs/{{id}}).",
        request=ErasureSerializer,
        responses={200: ErasureResultSerializer, 202: JOB},
    )
    def post(self, request):
        body = _valid(ErasureSerializer, request.data)
        services.clean_reason(body["reason"])  # a missing reason is a 400 before the search runs or a job starts
        case_ids = _chosen_ids(body)
        if len(set(case_ids)) > ERASURE_SYNC_MAX:
            job = job_erasure_start(user=request.user, case_ids=case_ids, reason=body["reason"])
            return job_accepted(job)
        outcome = services.cases_erase(case_ids=case_ids, actor=request.user, reason=body["reason"])
        return Response({"message": outcome.message, "erased": outcome.erased, "pseudonym": outcome.pseudonym})


class RetentionView(APIView):
    permission_classes = [HasPerm(PRIVACY_PERMISSION)]

    @extend_schema(summary="The retention setting (off by default)", responses={200: RetentionSerializer})
    def get(self, request):
        return Response(retention.policy_body(retention.policy_get()))

    @extend_schema(
        summary="Change the retention setting",
        description="A save that leaves retention on with other settings needs confirmCount (409 stating it).",
        request=RetentionSaveSerializer,
        responses={200: RetentionSerializer},
    )
    def put(self, request):
        body = _valid(RetentionSaveSerializer, request.data)
        policy = retention.policy_set(
            actor=request.user,
            enabled=body["enabled"],
            months=body["months"],
            applies_to=body["appliesTo"],
            confirmed_count=body["confirmCount"],
        )
        return Response(retention.policy_body(policy))


class RetentionPreviewView(APIView):
    permission_classes = [HasPerm(PRIVACY_PERMISSION)]

    @extend_schema(
        summary="Exactly the cases the next retention run changes",
        description="With a body (the form on screen, unsaved), under those settings; without, the saved ones.",
        request=RetentionSerializer,
        responses={200: RetentionPreviewSerializer},
    )
    def post(self, request):
        if not request.data:
            return Response(retention.preview())
        body = _valid(RetentionSerializer, request.data)
        draft = retention.policy_draft(enabled=body["enabled"], months=body["months"], applies_to=body["appliesTo"])
        return Response(retention.preview(policy=draft))


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
        return job_accepted(job_subject_access_start(user=request.user, case_ids=_chosen_ids(body)))
