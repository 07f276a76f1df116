"""Tasks used only by the tests of the task fixtures."""

from datetime import timedelta

from django.utils import timezone

from django_tasks import task


@task
def add(a: int, b: int) -> int:
    return a + b


@task
def explode(message: str) -> None:
    raise RuntimeError(message)


@task(takes_context=True)
def retry_once_later(context, label: str) -> str:
    """Fails its first attempt by enqueueing itself again a minute later, as a retry with backoff does."""
    if label == "first":
        retry_once_later.using(run_after=timezone.now() + timedelta(minutes=1)).enqueue("second")
        return "deferred"
    return f"ran {label}"
