"""GET/PUT /api/settings/turnaround: the turnaround targets, for SYSTEM_SETTINGS holders."""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from cases.turnaround.serializers import TurnaroundTargetsSaveSerializer, TurnaroundTargetsSerializer
from cases.turnaround.services import targets_set
from cases.turnaround.targets import targets_get

ERRORS = {400: OpenApiTypes.OBJECT, 401: OpenApiTypes.OBJECT, 403: OpenApiTypes.OBJECT}


class TurnaroundTargetsView(APIView):
    permission_classes = [HasPerm("system_settings")]

    @extend_schema(
        summary="The turnaround targets: working days from instruction to Sent, by default and per company",
        responses={200: TurnaroundTargetsSerializer, **ERRORS},
    )
    def get(self, request):
        return Response(targets_get().body())

    @extend_schema(
        summary="Change the turnaround targets",
        description=(
            "Whole numbers from 1 to 250; company names are matched ignoring case. Running and paused clocks whose "
            "target changes get it (and a new due date) at once, or from a background task when there are many; "
            "Sent cases keep the target they were measured against. Audited."
        ),
        request=TurnaroundTargetsSaveSerializer,
        responses={200: TurnaroundTargetsSerializer, **ERRORS},
    )
    def put(self, request):
        body = TurnaroundTargetsSaveSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        targets, _ = targets_set(
            actor=request.user,
            default_days=body.validated_data["defaultTargetDays"],
            companies=body.validated_data["companies"],
        )
        return Response(targets.body())
