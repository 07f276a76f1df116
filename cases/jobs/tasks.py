"""The background tasks (Django's Tasks API through the django-tasks backport; backend chosen in settings.TASKS).

Each takes the job's id only: the Job row holds everything else, and a task that finds its job no longer queued
does nothing, so a duplicate delivery never runs a job twice at once.
"""

from django_tasks import task

from cases.jobs.exports import export_job_run
from cases.jobs.imports import import_errors_job_run, import_job_run, import_preview_job_run
from cases.jobs.subject_access import erasure_job_run, subject_access_job_run


@task()
def run_export_job(job_id: str) -> None:
    export_job_run(job_id=job_id)


@task()
def run_import_job(job_id: str) -> None:
    import_job_run(job_id=job_id)


@task()
def run_subject_access_job(job_id: str) -> None:
    subject_access_job_run(job_id=job_id)


@task()
def run_erasure_job(job_id: str) -> None:
    erasure_job_run(job_id=job_id)


@task()
def run_import_preview_job(job_id: str) -> None:
    import_preview_job_run(job_id=job_id)


@task()
def run_import_errors_job(job_id: str) -> None:
    import_errors_job_run(job_id=job_id)
