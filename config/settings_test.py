"""Test settings: fast hashing, in-memory mail, no JS build needed unless a browser test asks for it."""

import os

os.environ.setdefault("DEBUG", "false")
os.environ.setdefault("SECRET_KEY", "test-secret-key-that-is-long-enough-for-hs256-signing")

from config.settings import *  # noqa: E402,F403
from config.settings import EMAIL_FILE_PATH, MEDIA_ROOT, TASK_QUEUES, VAR_DIR, WEBPACK_LOADER  # noqa: E402

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "OPTIONS": {"MAX_ENTRIES": 100_000}}}
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
# Jobs queue in the test database whatever TASKS_BACKEND says; run them with the `run_tasks` fixture,
# or switch one test to Redis/RQ with `rq_tasks` (config/tests/task_fixtures.py).
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": TASK_QUEUES}}
# Under pytest-xdist each worker keeps its files (job uploads and exports named by job id, which every worker's
# database numbers from 1) and file e-mails in folders of its own. Only the defaults are moved: a folder given
# in the environment (a test's worker subprocess gets its test's MEDIA_ROOT) is used as it is.
if _xdist_worker := os.environ.get("PYTEST_XDIST_WORKER"):
    if not os.environ.get("MEDIA_ROOT"):
        MEDIA_ROOT = os.path.join(MEDIA_ROOT, f"xdist-{_xdist_worker}")
    if EMAIL_FILE_PATH == str(VAR_DIR / "mail"):  # noqa: SIM300 - the setting is the variable here
        EMAIL_FILE_PATH = os.path.join(EMAIL_FILE_PATH, f"xdist-{_xdist_worker}")
if not os.environ.get("CASEBOOK_E2E"):
    WEBPACK_LOADER["DEFAULT"]["LOADER_CLASS"] = "webpack_loader.loaders.FakeWebpackLoader"
# The active webhook endpoints stay cached for the whole run (set when the test database is made and whenever an
# endpoint changes): a change with no endpoint must add no query to the query-counting tests.
WEBHOOK_ENDPOINTS_CACHE_SECONDS = 0
