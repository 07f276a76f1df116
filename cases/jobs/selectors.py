"""Reads of jobs: which jobs a user may see, and the JSON a job is shown as."""

from django.http import Http404
from django.urls import reverse
from django.utils import timezone

from accounts.roles import Role
from cases.models import Job

NOT_FOUND = "Job not found."


def job_for_user(*, user, job_id) -> Job:
    """The job, if `user` asked for it or is an admin; otherwise 404 (another user's job is simply not found)."""
    jobs = Job.objects.all()
    if user.effective_role != Role.ADMIN:
        jobs = jobs.filter(created_by=user)
    try:
        return jobs.get(pk=job_id)
    except Job.DoesNotExist:
        raise Http404(NOT_FOUND) from None


def job_file_available(job: Job) -> bool:
    return (
        job.status == Job.Status.SUCCEEDED
        and bool(job.output_file)
        and job.expires_at is not None
        and job.expires_at > timezone.now()
    )


def job_payload(job: Job) -> dict:
    """GET /api/jobs/{id}: {id, kind, status, progress, message, downloadUrl, ...}."""
    download = reverse("job-download", kwargs={"job_id": job.pk}) if job_file_available(job) else None
    return {
        "id": str(job.pk),
        "kind": job.kind,
        "status": job.status,
        "progress": job.progress,
        "message": job.message,
        "downloadUrl": download,
        "fileName": job.file_name,
        "result": job.result,
        "createdAt": job.created_at.isoformat(),
        "finishedAt": job.finished_at.isoformat() if job.finished_at else None,
        "expiresAt": job.expires_at.isoformat() if job.expires_at else None,
    }
