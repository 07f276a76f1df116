"""Every kind of job has its runner, registered by the package that does the work, and one only."""

import pytest

from cases.jobs.registry import job_runner, runner_for
from cases.models import Job


@pytest.mark.parametrize(
    ("kind", "module"),
    [
        (Job.Kind.EXPORT, "cases.exporting.jobs"),
        (Job.Kind.IMPORT, "cases.importing.jobs"),
        (Job.Kind.IMPORT_PREVIEW, "cases.importing.jobs"),
        (Job.Kind.IMPORT_ERRORS, "cases.importing.jobs"),
        (Job.Kind.SUBJECT_ACCESS, "cases.privacy.jobs"),
        (Job.Kind.ERASURE, "cases.privacy.jobs"),
    ],
)
def test_each_kind_is_run_by_its_own_package(kind, module):
    assert runner_for(kind).__module__ == module


def test_no_kind_is_left_without_a_runner():
    assert {kind: runner_for(kind).__module__ for kind in Job.Kind}  # LookupError for a kind nobody registered


def test_a_kind_takes_one_runner_only():
    with pytest.raises(ValueError, match="already has a runner: export_job_run"):
        job_runner(Job.Kind.EXPORT)(lambda *, job_id: None)


def test_an_unknown_kind_is_named():
    with pytest.raises(LookupError, match="No runner is registered for job kind 'fax'"):
        runner_for("fax")


@pytest.mark.django_db
def test_the_task_does_nothing_for_a_job_deleted_since_it_was_queued():
    from cases.jobs.tasks import run_job

    run_job.call("00000000-0000-0000-0000-000000000000")  # no row: returns quietly, as for a finished job
