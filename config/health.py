"""GET /api/health: is this process able to serve? For load balancers and monitors, so no sign-in.

Each check is one round trip (SELECT 1, a cache write and read, a queue ping) and answers only "ok" or
"down": the reason goes to the log, never to the anonymous caller.
"""

import logging

from django.conf import settings
from django.core.cache import cache
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

OK, DOWN = "ok", "down"


def _database() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()


def _cache() -> None:
    cache.set("health-check", "ok", 10)
    if cache.get("health-check") != "ok":
        raise RuntimeError("the cache did not return what was just written")


def _tasks() -> None:
    backend = settings.TASKS["default"]["BACKEND"]
    if backend == "django_tasks_rq.RQBackend":
        import django_rq

        django_rq.get_connection(settings.TASK_QUEUES[0]).ping()
    elif backend == "django_tasks_db.DatabaseBackend":
        from django_tasks_db.models import DBTaskResult

        # The queue is a table: reachable when the database is and the table exists.
        DBTaskResult.objects.filter(pk__isnull=True).exists()


CHECKS = {"database": _database, "cache": _cache, "tasks": _tasks}


def _run(name: str) -> str:
    try:
        CHECKS[name]()
    except Exception as exc:  # noqa: BLE001 - any failure means the dependency is down for us
        logger.warning("Health check: %s is down: %s", name, exc)
        return DOWN
    return OK


@never_cache
@require_GET
def health(request):
    results = {name: _run(name) for name in CHECKS}
    healthy = all(value == OK for value in results.values())
    return JsonResponse({"status": OK if healthy else DOWN, **results}, status=200 if healthy else 503)
