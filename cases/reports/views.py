"""GET /api/reports/ageing, /throughput, /time-to-send and /turnaround, for VIEW_SYSTEM_STATS, and /workload, for
EDIT_CASES. Read-only."""

from django.utils import timezone

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm
from cases.reports import selectors
from cases.reports.params import REPORT_PARAMETERS, parse_report_params
from cases.reports.serializers import (
    AgeingSerializer,
    ThroughputSerializer,
    TimeToSendSerializer,
    TurnaroundReportSerializer,
    WorkloadSerializer,
)
from cases.reports.turnaround import TURNAROUND_PARAMETERS, parse_turnaround_params, report_turnaround
from cases.reports.workload import report_workload
from cases.serializers import iso_datetime
from cases.working_days import london_today

ERRORS = {400: OpenApiTypes.OBJECT, 401: OpenApiTypes.OBJECT, 403: OpenApiTypes.OBJECT}


def _range(params) -> dict:
    return {"dateFrom": params.date_from.isoformat(), "dateTo": params.date_to.isoformat()}


class AgeingReportView(APIView):
    permission_classes = [HasPerm("view_system_stats")]

    @extend_schema(
        summary="Open cases by status and how long they have been in it (0-7, 8-30, 31-90, over 90 days)",
        description=(
            "As of now: days since each open case's latest status change in the audit trail, or its creation. "
            "Need instructions counts both of its statuses; on hold is split by reason. Cancelled and merged cases "
            "are left out. The date range does not apply."
        ),
        parameters=[OpenApiParameter("company", OpenApiTypes.STR)],
        responses={200: AgeingSerializer, **ERRORS},
    )
    def get(self, request):
        company = (request.query_params.get("company") or "").strip()
        company = None if not company or company.lower() == "all" else company
        report = selectors.report_ageing(user=request.user, company=company, now=timezone.now())
        return Response({**report, "asOf": iso_datetime(report["asOf"])})


class ThroughputReportView(APIView):
    permission_classes = [HasPerm("view_system_stats")]

    @extend_schema(
        summary="Per week (Monday to Sunday, Europe/London): cases created, sent, cancelled and merged",
        description=(
            "Whole weeks covering dateFrom..dateTo (at most 104); by default the 26 weeks ending this week. "
            "Sent, cancelled and merged count each case once a week, from the audit trail."
        ),
        parameters=REPORT_PARAMETERS,
        responses={200: ThroughputSerializer, **ERRORS},
    )
    def get(self, request):
        params = parse_report_params(request.query_params, now=timezone.now())
        return Response({**_range(params), **selectors.report_throughput(user=request.user, params=params)})


class TimeToSendReportView(APIView):
    permission_classes = [HasPerm("view_system_stats")]

    @extend_schema(
        summary="Median and 90th-percentile days from creation to Sent, per company",
        description=(
            "Cases first moved to Sent within the range (whole weeks, by default the last 26); percentiles "
            "interpolate between ranks as PostgreSQL's percentile_cont does; days to one decimal."
        ),
        parameters=REPORT_PARAMETERS,
        responses={200: TimeToSendSerializer, **ERRORS},
    )
    def get(self, request):
        params = parse_report_params(request.query_params, now=timezone.now())
        return Response({**_range(params), **selectors.report_time_to_send(user=request.user, params=params)})


class TurnaroundReportView(APIView):
    permission_classes = [HasPerm("view_system_stats")]

    @extend_schema(
        summary="Per month Sent and company: cases sent, on time, and the median working days used and paused",
        description=(
            "Cases whose turnaround clock stopped (moved to Sent) in the months from..to (Europe/London; at most 36, "
            "by default the last 12), grouped by company, with an All companies row for every month. On time: Sent "
            "on or before the due date. Medians of an even count are the mean of the middle two."
        ),
        parameters=TURNAROUND_PARAMETERS,
        responses={200: TurnaroundReportSerializer, **ERRORS},
    )
    def get(self, request):
        params = parse_turnaround_params(request.query_params, today=london_today())
        return Response(report_turnaround(user=request.user, params=params))


class WorkloadReportView(APIView):
    permission_classes = [HasPerm("edit_cases")]

    @extend_schema(
        summary="Open cases per handler and unassigned, by status and turnaround state",
        description=(
            "Open: not Sent, cancelled or merged. Every active admin, manager and staff user is listed (zeros "
            "included), by name. Turnaround states as of today (London): overdue (due before today), due_soon "
            "(due today to two working days ahead), on_track, paused, not_started."
        ),
        responses={200: WorkloadSerializer, **ERRORS},
    )
    def get(self, request):
        return Response(report_workload(today=london_today()))
