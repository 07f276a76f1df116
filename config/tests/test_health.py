"""GET /api/health: anyone may ask; it names what is down and nothing else."""

from django.db import OperationalError, connection

import pytest

EXPECTED_OK = {"status": "ok", "database": "ok", "cache": "ok", "tasks": "ok"}
UNREACHABLE_REDIS = "redis://127.0.0.1:1/0"  # nothing listens on port 1


def _database_gone(execute, sql, params, many, context):
    raise OperationalError("connection to server at 127.0.0.1, port 5432 failed: Connection refused")


@pytest.mark.django_db
def test_health_is_ok_without_signing_in(api_client, django_assert_max_num_queries):
    with django_assert_max_num_queries(2):
        response = api_client.get("/api/health")

    assert response.status_code == 200
    assert response.json() == EXPECTED_OK
    assert "no-cache" in response["Cache-Control"]


@pytest.mark.django_db
def test_health_says_503_and_names_the_database_when_it_is_down(api_client):
    with connection.execute_wrapper(_database_gone):
        response = api_client.get("/api/health")

    assert response.status_code == 503
    # The database queue lives in the database, so it is down with it; the reason stays in the log.
    assert response.json() == {"status": "down", "database": "down", "cache": "ok", "tasks": "down"}
    assert "refused" not in response.content.decode()


@pytest.mark.django_db
def test_health_names_the_cache_when_redis_is_unreachable(api_client, settings):
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": UNREACHABLE_REDIS}
    }

    response = api_client.get("/api/health")

    assert response.status_code == 503
    assert response.json() == {"status": "down", "database": "ok", "cache": "down", "tasks": "ok"}


@pytest.mark.django_db
def test_health_checks_the_redis_queue_when_jobs_run_on_rq(api_client, settings):
    settings.TASKS = {"default": {"BACKEND": "django_tasks_rq.RQBackend", "QUEUES": settings.TASK_QUEUES}}
    settings.RQ_QUEUES = {name: {"URL": UNREACHABLE_REDIS} for name in settings.TASK_QUEUES}

    down = api_client.get("/api/health")

    assert down.status_code == 503
    assert down.json() == {"status": "down", "database": "ok", "cache": "ok", "tasks": "down"}

    settings.RQ_QUEUES = {name: {"URL": "redis://127.0.0.1:6379/9"} for name in settings.TASK_QUEUES}
    up = api_client.get("/api/health")

    assert up.status_code == 200
    assert up.json() == EXPECTED_OK


@pytest.mark.django_db
def test_health_answers_only_get(api_client):
    assert api_client.post("/api/health").status_code == 405
