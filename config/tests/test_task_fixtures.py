"""The fixtures run jobs through the real workers: results are read back through the Tasks API."""

from django_tasks import TaskResultStatus
from django_tasks_db.models import DBTaskResult
from rq.registry import FinishedJobRegistry

from config.tests import sample_tasks


def test_database_worker_runs_queued_jobs_and_records_results(run_tasks):
    ok = sample_tasks.add.enqueue(2, 3)
    bad = sample_tasks.explode.enqueue("boom")
    assert DBTaskResult.objects.filter(status="READY").count() == 2

    run_tasks()

    ok.refresh()
    bad.refresh()
    assert ok.status == TaskResultStatus.SUCCESSFUL
    assert ok.return_value == 5
    assert bad.status == TaskResultStatus.FAILED
    assert bad.errors[0].exception_class is RuntimeError
    assert "boom" in bad.errors[0].traceback


def test_database_worker_leaves_deferred_jobs_until_they_are_due(run_tasks):
    sample_tasks.retry_once_later.enqueue("first")

    run_tasks()
    assert DBTaskResult.objects.filter(status="READY").count() == 1  # the retry, a minute from now

    run_tasks(due_now=True)
    assert not DBTaskResult.objects.filter(status="READY").exists()
    assert sorted(r.return_value for r in DBTaskResult.objects.all()) == ["deferred", "ran second"]


def test_rq_worker_runs_queued_jobs_through_redis(rq_tasks):
    ok = sample_tasks.add.enqueue(20, 22)
    bad = sample_tasks.explode.enqueue("kaput")
    assert not DBTaskResult.objects.exists()  # on Redis, not in the database
    assert ok.task.get_backend().get_result(ok.id).status == TaskResultStatus.READY

    rq_tasks()

    ok.refresh()
    bad.refresh()
    assert ok.status == TaskResultStatus.SUCCESSFUL
    assert ok.return_value == 42
    assert bad.status == TaskResultStatus.FAILED
    assert "kaput" in bad.errors[0].traceback


def test_rq_worker_runs_deferred_jobs_once_made_due(rq_tasks):
    first = sample_tasks.retry_once_later.enqueue("first")

    rq_tasks(due_now=True)

    first.refresh()
    assert first.return_value == "deferred"
    finished = FinishedJobRegistry(queue=rq_tasks.queues[0])
    results = [first.task.get_backend().get_result(i).return_value for i in finished.get_job_ids()]
    assert sorted(map(str, results)) == ["deferred", "ran second"]
