"""The background task (Django's Tasks API through the django-tasks backport; backend chosen in settings.TASKS).

It takes the job's id only: the Job row holds everything else, its kind chooses the runner (cases.jobs.registry),
and a runner that finds its job no longer queued does nothing, so a duplicate delivery never runs a job twice at
once.
"""

from django_tasks import task

from cases.jobs.registry import runner_for
from cases.models import Job


@task()
def run_job(job_id: str) -> None:
    kind = Job.objects.filter(pk=job_id).values_list("kind", flat=True).first()
    if kind is None:  # deleted since it was queued (its creator's account erased, say)
        return
    runner_for(kind)(job_id=job_id)
