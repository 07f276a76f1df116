"""The production profile, checked the way an operator runs it: `manage.py` in a fresh process."""

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

BASE_DIR = Path(__file__).resolve().parents[2]


def _manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k not in {"SECRET_KEY", "DEBUG", "HTTPS", "SECURE_COOKIES"}}
    clean.update(DJANGO_SETTINGS_MODULE="config.settings", DATABASE_URL="sqlite:////tmp/casebook-deploy-check.db")
    clean.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=BASE_DIR, env=clean, capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize("flag", ["HTTPS", "SECURE_COOKIES"])
def test_check_deploy_is_clean_in_the_https_profile(flag):
    result = _manage(
        "check", "--deploy", "--fail-level", "WARNING", SECRET_KEY=secrets.token_urlsafe(50), **{flag: "true"}
    )

    assert result.returncode == 0, result.stderr
    assert "System check identified no issues" in result.stdout


def test_check_deploy_names_what_is_missing_without_https():
    result = _manage("check", "--deploy", "--fail-level", "WARNING", SECRET_KEY=secrets.token_urlsafe(50))

    assert result.returncode != 0
    for code in ("security.W004", "security.W008", "security.W012", "security.W016"):
        assert code in result.stderr


def test_the_server_refuses_to_start_without_a_secret_key():
    result = _manage("check", DEBUG="false")

    assert result.returncode != 0
    assert "SECRET_KEY must be set when DEBUG is off." in result.stderr


def test_make_serve_refuses_to_start_without_a_secret_key():
    env = {k: v for k, v in os.environ.items() if k != "SECRET_KEY"}
    result = subprocess.run(["make", "-s", "serve"], cwd=BASE_DIR, env=env, capture_output=True, text=True, timeout=60)

    assert result.returncode != 0
    assert "make serve needs SECRET_KEY" in result.stderr


def test_gunicorn_runs_two_workers_per_core_plus_one_unless_told(monkeypatch):
    import multiprocessing
    import runpy

    monkeypatch.delenv("WEB_CONCURRENCY", raising=False)
    default = runpy.run_path(str(BASE_DIR / "config" / "gunicorn_conf.py"))
    monkeypatch.setenv("WEB_CONCURRENCY", "3")
    monkeypatch.setenv("PORT", "8137")
    told = runpy.run_path(str(BASE_DIR / "config" / "gunicorn_conf.py"))

    assert default["workers"] == multiprocessing.cpu_count() * 2 + 1
    assert (told["workers"], told["bind"]) == (3, "127.0.0.1:8137")
    assert default["accesslog"] is None  # the app's own request line is the access log


def test_log_format_json_writes_each_request_line_as_json():
    code = (
        "import logging; logging.getLogger('casebook.requests').info("
        "'GET /x 200 1.0ms abc', extra={'method': 'GET', 'path': '/x', 'status': 200, 'duration_ms': 1.0, "
        "'request_id': 'abc'})"
    )
    result = _manage("shell", "-v", "0", "-c", code, DEBUG="true", LOG_FORMAT="json")

    line = json.loads(result.stderr.strip().splitlines()[-1])
    assert {k: line[k] for k in ("logger", "method", "path", "status", "request_id")} == {
        "logger": "casebook.requests",
        "method": "GET",
        "path": "/x",
        "status": 200,
        "request_id": "abc",
    }
