"""Background jobs: exports written to media storage, large CSV imports, subject-access packs and large erasures,
run by the task worker. This package knows none of that work: each package registers its runners.

- registry.py: which function runs each kind of job (cases.exporting.jobs, cases.importing.jobs and
  cases.privacy.jobs register theirs; cases.apps loads them at start-up);
- dispatch.py: enqueue a job once its row is committed, the upload jobs' start, and recovery of stale jobs;
- tasks.py: the one django-tasks entry point the worker runs, which hands the job to its runner;
- services.py: claim, finish and recover jobs (every state change of a Job row);
- selectors.py: the jobs a user may see and the JSON a job is shown as;
- heartbeat.py: while a job runs, a thread records its progress and a heartbeat;
- views.py / urls.py: GET /api/jobs/{id}, GET /api/jobs/{id}/download.
"""
