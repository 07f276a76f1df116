"""Background jobs (issue 13): exports written to media storage and large CSV imports, run by the task worker.

- services.py: start, claim, finish and recover jobs (every state change of a Job row);
- selectors.py: the jobs a user may see and the JSON a job is shown as;
- heartbeat.py: while a job runs, a thread records its progress and a heartbeat;
- exports.py / imports.py: the work itself, calling cases.exporting and cases.importing;
- tasks.py: the django-tasks entry points the worker runs;
- views.py / urls.py: POST /api/exports, GET /api/jobs/{id}, GET /api/jobs/{id}/download.
"""
