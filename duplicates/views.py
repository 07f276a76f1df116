"""Duplicates endpoints (guide: api#endpoints): thin views over duplicates.selectors and duplicates.services."""

from django.http import Http404, HttpResponse

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, PolymorphicProxySerializer, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from cases.identifiers import IdentifierType
from cases.selectors import case_with_extras, cases_with_extras
from cases.serializers import CaseSerializer, MessageSerializer
from duplicates import selectors, services
from duplicates.serializers import (
    DismissalSerializer,
    DismissRequestSerializer,
    DuplicateGroupListSerializer,
    DuplicateGroupPageSerializer,
    DuplicateGroupSerializer,
    GroupListQuerySerializer,
    GroupPageQuerySerializer,
    MergeRequestSerializer,
    MergeResultSerializer,
)

VIEW_DENIED = "Only administrators can access duplicate management"
ERRORS = {400: MessageSerializer, 401: MessageSerializer, 403: MessageSerializer}


class DuplicateGroupListView(APIView):
    permission_classes = [HasPerm("view_duplicates", message=VIEW_DENIED)]

    @extend_schema(
        operation_id="duplicates_list",
        summary="Duplicate groups",
        description=(
            "Groups of two or more non-merged cases (cancelled ones included) sharing a normalised KAM ID, "
            'BHR UK ID or client name (case and spacing ignored; blanks and "Not Known" never group), newest '
            "activity first. Answers a JSON object {groups, summary}. Dismissed groups are left out until a case "
            "joins them. `identifier` is one member's text; the detail endpoint accepts it URL-encoded."
        ),
        parameters=[
            OpenApiParameter(
                "type", OpenApiTypes.STR, enum=["all", *IdentifierType.values], description="Only groups of this type"
            ),
            OpenApiParameter(
                "page", OpenApiTypes.INT, description="Turns paging on: answers {data, pagination, summary}"
            ),
            OpenApiParameter("limit", OpenApiTypes.INT, enum=list(selectors.GROUP_PAGE_SIZES), default=25),
            OpenApiParameter("identifierType", OpenApiTypes.STR, enum=["all", *IdentifierType.values]),
            OpenApiParameter("sortBy", OpenApiTypes.STR, enum=list(selectors.GROUP_SORTS), default="lastUpdated"),
            OpenApiParameter("sortOrder", OpenApiTypes.STR, enum=["asc", "desc"], default="desc"),
        ],
        responses={
            200: PolymorphicProxySerializer(
                component_name="DuplicateGroupListOrPage",
                serializers=[DuplicateGroupListSerializer, DuplicateGroupPageSerializer],
                resource_type_field_name=None,
            ),
            **ERRORS,
        },
    )
    def get(self, request):
        if "page" in request.query_params:
            return self._page(request)
        query = GroupListQuerySerializer(data={"type": request.query_params.get("type", "")})
        query.is_valid(raise_exception=True)
        identifier_type = query.validated_data.get("type")
        rendered = selectors.duplicate_groups_json(user=request.user, identifier_type=identifier_type)
        if rendered is not None:
            return HttpResponse(rendered, content_type="application/json")
        result = selectors.duplicate_groups(user=request.user, identifier_type=identifier_type)
        return Response(
            {
                "groups": DuplicateGroupSerializer(result["groups"], many=True).data,
                "summary": result["summary"],
            }
        )

    def _page(self, request) -> Response:
        params = request.query_params
        raw = {name: params[name] for name in ("page", "limit", "sortBy", "sortOrder") if params.get(name)}
        raw["identifierType"] = params.get("identifierType", params.get("type", ""))
        query = GroupPageQuerySerializer(data=raw)
        query.is_valid(raise_exception=True)
        data = query.validated_data
        result = selectors.duplicate_groups_page(
            user=request.user,
            identifier_type=data.get("identifierType"),
            request=selectors.GroupPageRequest(
                page=data["page"], limit=data["limit"], sort_by=data["sortBy"], sort_order=data["sortOrder"]
            ),
        )
        return Response(
            {
                "data": DuplicateGroupSerializer(result["groups"], many=True).data,
                "pagination": result["pagination"],
                "summary": result["summary"],
            }
        )


class DuplicateGroupCasesView(APIView):
    permission_classes = [HasPerm("view_duplicates", message=VIEW_DENIED)]

    @extend_schema(
        operation_id="duplicates_group_cases",
        summary="The cases of one duplicate group",
        description=(
            "A JSON array of the group's non-merged cases (oldest first), each with every field the merge screen "
            "compares. `identifier` is matched after normalisation, so any spelling of the group's identifier "
            "works, including the one the list shows. 404 when fewer than two cases share it."
        ),
        parameters=[
            OpenApiParameter("identifier_type", OpenApiTypes.STR, OpenApiParameter.PATH, enum=IdentifierType.values),
            OpenApiParameter(
                "identifier", OpenApiTypes.STR, OpenApiParameter.PATH, description="URL-encoded; may contain /"
            ),
        ],
        responses={200: CaseSerializer(many=True), 404: MessageSerializer, **ERRORS},
    )
    def get(self, request, identifier_type: str, identifier: str):
        if identifier_type not in IdentifierType.values:
            raise Http404(selectors.GROUP_NOT_FOUND)
        cases = selectors.duplicate_group_cases(
            user=request.user, identifier_type=identifier_type, identifier=identifier
        )
        return Response(CaseSerializer(cases_with_extras(cases=cases, user=request.user), many=True).data)


class DuplicateGroupDismissView(APIView):
    permission_classes = [HasPerm("dismiss_duplicates", message=services.DISMISS_DENIED)]

    @extend_schema(
        operation_id="duplicates_dismiss",
        summary="Dismiss a duplicate group",
        description="Hides the group from the list until a case joins it; records who dismissed it and when.",
        request=DismissRequestSerializer,
        responses={200: DismissalSerializer, 404: MessageSerializer, **ERRORS},
    )
    def post(self, request):
        body = DismissRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        identifier = body.validated_data["identifier"]
        identifier_type = body.validated_data["identifierType"]
        dismissal = services.duplicate_group_dismiss(
            identifier_type=identifier_type, identifier=identifier, actor=request.user
        )
        return Response(
            DismissalSerializer(
                {
                    "message": "Duplicate group dismissed",
                    "identifier": identifier,
                    "identifierType": identifier_type,
                    "dismissedAt": dismissal.dismissed_at,
                    "dismissedBy": request.user.email,
                }
            ).data
        )


class DuplicateGroupRestoreView(APIView):
    permission_classes = [HasPerm("dismiss_duplicates", message=services.DISMISS_DENIED)]

    @extend_schema(
        operation_id="duplicates_restore",
        summary="Undo the dismissal of a duplicate group",
        description="Lists the group again at once (the Undo of the Dismiss toast); 404 if it is not dismissed.",
        request=DismissRequestSerializer,
        responses={200: MessageSerializer, 404: MessageSerializer, **ERRORS},
    )
    def post(self, request):
        body = DismissRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        services.duplicate_group_restore(
            identifier_type=body.validated_data["identifierType"],
            identifier=body.validated_data["identifier"],
            actor=request.user,
        )
        return Response({"message": "Duplicate group restored"})


class CasesMergeView(APIView):
    permission_classes = [HasPerm("merge_duplicates", message=services.MERGE_DENIED)]

    @extend_schema(
        operation_id="duplicates_merge",
        summary="Merge duplicate cases into a master case",
        description=(
            "The master keeps its id and takes the values in mergedData; every duplicate becomes isMerged with "
            "mergedIntoId and mergedAt. One transaction with the rows locked: of two overlapping merges only one "
            "succeeds, and a failure changes nothing. Cannot be undone. Locked cases need MERGE_LOCKED_CASES; "
            "cancelled cases need CANCEL_RESTORE_CASES."
        ),
        request=MergeRequestSerializer,
        responses={200: MergeResultSerializer, **ERRORS},
    )
    def post(self, request):
        body = MergeRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        master = services.cases_merge(
            master_id=data["masterCaseId"],
            duplicate_ids=data["duplicateCaseIds"],
            merged_data=data["mergedData"],
            reason=data["mergeReason"],
            actor=request.user,
        )
        merged_ids = list(dict.fromkeys(data["duplicateCaseIds"]))
        return Response(
            {
                "message": f"{len(merged_ids)} case{'s' if len(merged_ids) != 1 else ''} merged successfully",
                "masterCase": CaseSerializer(case_with_extras(case=master, user=request.user)).data,
                "mergedCaseIds": merged_ids,
            }
        )
