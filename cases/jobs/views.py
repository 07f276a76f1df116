"""GET /api/jobs/{id} and GET /api/jobs/{id}/download. Thin: check, call, answer.

The endpoints that start jobs live with what they do (cases.importing.views, cases.exporting.views)."""

from django.core.files.storage import default_storage
from django.http import FileResponse

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers as drf
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.permissions import HasPerm, IsAuthenticatedUser
from accounts.roles import perm
from cases.content_types import content_type_for
from cases.jobs import dispatch, selectors
from cases.models import Job

DOWNLOAD_PERMISSION: dict[str, str] = {
    Job.Kind.EXPORT: "export_data",
    Job.Kind.SUBJECT_ACCESS: "system_settings",
    Job.Kind.IMPORT_ERRORS: "upload_csv",
}

NO_FILE = "This job has no file to download."
EXPIRED = "This download has expired. Please start the export again."

MESSAGE = inline_serializer("JobMessage", {"message": drf.CharField()})
JOB = inline_serializer(
    "BackgroundJob",
    {
        "id": drf.UUIDField(),
        "kind": drf.ChoiceField(choices=Job.Kind.choices),
        "status": drf.ChoiceField(choices=Job.Status.choices),
        "progress": drf.IntegerField(min_value=0, max_value=100),
        "message": drf.CharField(),
        "downloadUrl": drf.CharField(allow_null=True),
        "fileName": drf.CharField(),
        "result": drf.DictField(),
        "createdAt": drf.DateTimeField(),
        "finishedAt": drf.DateTimeField(allow_null=True),
        "expiresAt": drf.DateTimeField(allow_null=True),
    },
)


def job_accepted(job: Job) -> Response:
    """202 with the job, and where to follow it."""
    payload = selectors.job_payload(job)
    return Response(payload, status=202, headers={"Location": f"/api/jobs/{job.pk}"})


class JobDetailView(APIView):
    permission_classes = [IsAuthenticatedUser]

    @extend_schema(
        summary="A background job's state",
        description=(
            "status is queued, running, succeeded or failed; progress 0-100; downloadUrl is set for a succeeded "
            "export until it expires. Only the user who started the job, or an admin, sees it (others get 404). A "
            "running job whose worker stopped is queued again (or failed) when it is read."
        ),
        responses={200: JOB, 401: MESSAGE, 404: MESSAGE},
    )
    def get(self, request, job_id):
        job = selectors.job_for_user(user=request.user, job_id=job_id)
        if job.status == Job.Status.RUNNING and dispatch.jobs_recover_stale(job_ids=[job.pk]):
            job.refresh_from_db()
        return Response(selectors.job_payload(job))


class JobDownloadView(APIView):
    # Exports need EXPORT_DATA, subject-access packs SYSTEM_SETTINGS, error reports UPLOAD_CSV (checked per kind
    # below).
    permission_classes = [HasPerm(*DOWNLOAD_PERMISSION.values(), any_of=True)]

    def perform_content_negotiation(self, request, force=False):
        renderer = JSONRenderer()  # the answer is a file or a JSON error
        return renderer, renderer.media_type

    @extend_schema(
        summary="Download a finished job's file (an export, a subject-access pack, a CSV error report)",
        responses={(200, "application/octet-stream"): OpenApiTypes.BINARY, 404: MESSAGE, 410: MESSAGE},
    )
    def get(self, request, job_id):
        job = selectors.job_for_user(user=request.user, job_id=job_id)
        needed = DOWNLOAD_PERMISSION.get(job.kind)
        if needed is None or job.status != Job.Status.SUCCEEDED or not request.user.has_perm(perm(needed)):
            return Response({"message": NO_FILE}, status=404)
        if not selectors.job_file_available(job):
            return Response({"message": EXPIRED}, status=410)
        return FileResponse(
            default_storage.open(job.output_file, "rb"),
            as_attachment=True,
            filename=job.file_name,
            content_type=content_type_for(job.file_name),
        )
