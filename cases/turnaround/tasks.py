"""A target change that moves many clocks hands the work to the task worker (Django's Tasks API through the
django-tasks backport)."""

from django_tasks import task

from cases.models import Case
from cases.turnaround.following import clocks_retarget


@task
def clocks_retarget_task() -> int:
    return clocks_retarget(cases=Case.objects.all())
