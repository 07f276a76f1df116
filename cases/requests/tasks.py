"""The chasers' daily job (Django's Tasks API through the django-tasks backport): `send_request_chasers --enqueue`
hands the run to the worker."""

from django_tasks import task

from cases.requests.chasers import request_chasers_send


@task
def send_request_chasers() -> str:
    return request_chasers_send().message
