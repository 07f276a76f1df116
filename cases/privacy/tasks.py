"""The daily retention run as a background task (the task framework, as the daily e-mails use it)."""

from django_tasks import task

from cases.privacy import retention


@task
def apply_retention() -> str:
    return retention.run().message
