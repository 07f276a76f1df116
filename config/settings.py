"""Casebook settings: everything that differs between machines comes from the environment."""

import secrets
from datetime import timedelta
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

import environ

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = BASE_DIR / "var"
VAR_DIR.mkdir(exist_ok=True)

env = environ.Env()

DEBUG = env.bool("DEBUG", default=False)


def _secret_key() -> str:
    key = env.str("SECRET_KEY", default="")
    if key:
        return key
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off.")
    # A local run keeps one generated key so sessions survive restarts.
    key_file = VAR_DIR / "secret_key"
    if not key_file.exists():
        key_file.write_text(secrets.token_urlsafe(50))
    return key_file.read_text().strip()


SECRET_KEY = _secret_key()
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["127.0.0.1", "localhost", "testserver"])
CORS_ALLOWED_ORIGINS = env.list("CORS_ALLOWED_ORIGINS", default=[])
CORS_ALLOW_CREDENTIALS = True
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])

INSTALLED_APPS = [
    # First, so that its createsuperuser (Django's, plus the role's group) is found before django.contrib.auth's.
    "accounts",
    # Django's admin with Casebook's sign-in door (throttled, second factor): accounts.admin_site.
    "config.admin_apps.CasebookAdminConfig",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_otp",
    "django_otp.plugins.otp_totp",
    "rest_framework",
    "django_filters",
    "corsheaders",
    "drf_spectacular",
    "webpack_loader",
    "django_tasks",
    "django_tasks_db",
    "django_rq",
    "cases",
    "duplicates",
    "notifications",
]

MIDDLEWARE = [
    "config.request_log.RequestLogMiddleware",
    "config.cache_control.ApiNoStoreMiddleware",
    # Answers are compressed for clients that accept gzip: a page of the case list drops to about a tenth. Django
    # pads each gzip stream with random bytes (its BREACH mitigation); it sits above every middleware that writes
    # a body, so what they write is compressed too.
    "django.middleware.gzip.GZipMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "config.db_outage.DatabaseOutageMiddleware",
    "config.api_errors.ApiInputGuardMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    # A request with an API token reaches only the endpoints of the token map (accounts.api_tokens.scopes).
    "accounts.api_tokens.middleware.ApiTokenGateMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "config.csp.ContentSecurityPolicyMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASE_URL = env.str("DATABASE_URL", default="") or f"sqlite:///{VAR_DIR / 'db.sqlite3'}"
DATABASES = {"default": environ.Env.db_url_config(DATABASE_URL)}
# A persistent connection is tested before each request reuses it, so the app recovers by itself
# after a database restart (config/db_outage.py answers 503 meanwhile).
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets readers and a writer work at once; IMMEDIATE transactions take the write lock up
    # front, so concurrent writers queue instead of failing with "database is locked".
    DATABASES["default"]["OPTIONS"] = {
        "timeout": 20,
        "transaction_mode": "IMMEDIATE",
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
else:
    DATABASES["default"].setdefault("CONN_MAX_AGE", 60)
    # No JIT: the dashboard's queries are short, and PostgreSQL compiles as soon as a plan's estimated cost is
    # high (a scan of the case table is), which cost 100-300 ms on its own per query at 1M cases.
    _pg_options = DATABASES["default"].setdefault("OPTIONS", {})
    _pg_options["options"] = f"{_pg_options.get('options', '')} -c jit=off".strip()

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_USER_MODEL = "accounts.User"

REDIS_URL = env.str("REDIS_URL", default="")
if REDIS_URL:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}}
else:
    # Room for the sign-in throttle's counts: past MAX_ENTRIES locmem evicts entries, counts included.
    CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "OPTIONS": {"MAX_ENTRIES": 100_000}}
    }

# Background jobs: Django's Tasks API (DEP 14) through the django-tasks backport, since Django 6's
# django.tasks needs Python 3.12. The database queue needs nothing but the database (SQLite or
# PostgreSQL) and `manage.py db_worker`; TASKS_BACKEND=redis puts the jobs on RQ queues in Redis for
# deployments with many workers (`manage.py rqworker --with-scheduler`). See README "Deploying".
TASKS_BACKEND = env.str("TASKS_BACKEND", default="database")
TASK_QUEUES = ["default"]
if TASKS_BACKEND == "redis":
    if not REDIS_URL:
        raise ImproperlyConfigured("TASKS_BACKEND=redis needs REDIS_URL.")
    TASKS = {"default": {"BACKEND": "django_tasks_rq.RQBackend", "QUEUES": TASK_QUEUES}}
elif TASKS_BACKEND == "database":
    TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": TASK_QUEUES}}
else:
    raise ImproperlyConfigured('TASKS_BACKEND must be "database" or "redis".')
# Read by django-rq (and so by the RQ backend and `rqworker`) whatever TASKS_BACKEND says.
RQ_QUEUES = {
    name: {
        "URL": REDIS_URL or "redis://127.0.0.1:6379/0",
        "DEFAULT_TIMEOUT": env.int("TASK_TIMEOUT_SECONDS", default=3600),
    }
    for name in TASK_QUEUES
}
# `rqworker` must rebuild jobs as django-tasks jobs to run them.
RQ = {"JOB_CLASS": "django_tasks_rq.Job"}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 6}},
]

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "Europe/London"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "staticfiles"
STATIC_ROOT.mkdir(exist_ok=True)
STATICFILES_DIRS = [BASE_DIR / "static"]
MEDIA_URL = "/media/"
MEDIA_ROOT = env.path("MEDIA_ROOT", default=str(VAR_DIR / "media"))
STORAGES = {
    "default": {"BACKEND": env.str("MEDIA_STORAGE_BACKEND", default="django.core.files.storage.FileSystemStorage")},
    # collectstatic (make serve) writes hashed and gzip-compressed copies that whitenoise serves.
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}
# MEDIA_STORAGE_BACKEND=storages.backends.s3.S3Storage keeps exports, packs and case documents in S3 (or an
# S3-compatible server): the bucket, region and endpoint here; credentials through boto3's own AWS_* variables.
if env.str("AWS_STORAGE_BUCKET_NAME", default=""):
    AWS_STORAGE_BUCKET_NAME = env.str("AWS_STORAGE_BUCKET_NAME")
    AWS_S3_REGION_NAME = env.str("AWS_S3_REGION_NAME", default="") or None
    AWS_S3_ENDPOINT_URL = env.str("AWS_S3_ENDPOINT_URL", default="") or None
    AWS_DEFAULT_ACL = None
    AWS_QUERYSTRING_AUTH = True
# Webpack's file names carry a content hash, so they may be cached for ever.
WHITENOISE_IMMUTABLE_FILE_TEST = r"^.+\.[0-9a-f]{8,20}\..+$"

WEBPACK_LOADER = {
    "DEFAULT": {
        "BUNDLE_DIR_NAME": "bundles/",
        "STATS_FILE": BASE_DIR / "frontend" / "webpack-stats.json",
    }
}

_email = env.email_url("EMAIL_URL", default="filemail://")
EMAIL_BACKEND = _email["EMAIL_BACKEND"]
EMAIL_HOST = _email.get("EMAIL_HOST", "")
EMAIL_PORT = _email.get("EMAIL_PORT") or 25
EMAIL_HOST_USER = _email.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = _email.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = _email.get("EMAIL_USE_TLS", False)
EMAIL_USE_SSL = _email.get("EMAIL_USE_SSL", False)
EMAIL_FILE_PATH = _email.get("EMAIL_FILE_PATH") or str(VAR_DIR / "mail")
EMAIL_TIMEOUT = 20
DEFAULT_FROM_EMAIL = env.str("DEFAULT_FROM_EMAIL", default="Casebook <casebook@localhost>")
# Absolute address used in e-mailed links (password reset, daily digest).
SITE_URL = env.str("SITE_URL", default="http://127.0.0.1:8000").rstrip("/")

REST_FRAMEWORK = {
    # API tokens (Bearer cbk_...) first: any other bearer value is left to the sign-in token's class.
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "accounts.api_tokens.authentication.ApiTokenAuthentication",
        "accounts.authentication.CasebookJWTAuthentication",
    ],
    # Deny by default: every view must name the permission it needs.
    "DEFAULT_PERMISSION_CLASSES": ["accounts.permissions.DenyAll"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    # JSONParser bounding how deeply a body may nest (50,000 "[" would otherwise exhaust the recursion limit).
    "DEFAULT_PARSER_CLASSES": ["config.json_parser.BoundedJSONParser"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "config.exception_handler.api_exception_handler",
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
    # Client IP comes from REMOTE_ADDR only, so a forged X-Forwarded-For cannot dodge throttles.
    "NUM_PROXIES": env.int("NUM_PROXIES", default=0),
}

SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": timedelta(minutes=env.int("JWT_ACCESS_MINUTES", default=12 * 60)),
    "ALGORITHM": "HS256",
    "SIGNING_KEY": SECRET_KEY,
    "AUTH_HEADER_TYPES": ("Bearer",),
    # An AccessToken that carries its session once validated (accounts.authentication).
    "AUTH_TOKEN_CLASSES": ("accounts.tokens.SessionAccessToken",),
    "USER_ID_FIELD": "id",
    "USER_ID_CLAIM": "user_id",
    "UPDATE_LAST_LOGIN": False,
    # Tokens carry a hash of the password hash: a password change ends every earlier token.
    "CHECK_REVOKE_TOKEN": True,
    "REVOKE_TOKEN_CLAIM": "hash_password",
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Casebook API",
    "DESCRIPTION": "Case tracking for the financial-statements service.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # Keep spectacular's enum hook; then declare the framework's error answers on every operation.
    "POSTPROCESSING_HOOKS": ["drf_spectacular.hooks.postprocess_schema_enums", "config.openapi.add_error_responses"],
    "ENUM_NAME_OVERRIDES": {
        "RoleEnum": "accounts.roles.Role",
        "AdminFormRoleEnum": "accounts.serializers.ADMIN_FORM_ROLES",
        # A job's kind keeps its name beside the timeline items' kinds (cases.comments.serializers).
        "KindEnum": "cases.models.Job.Kind",
        "TurnaroundStateEnum": "cases.turnaround.states.TurnaroundState",
        "NotificationChannelEnum": "notifications.preferences.CHOICES",
        "ApiTokenScopeEnum": "accounts.api_tokens.scopes.SCOPE_CHOICES",
        "WebhookDeliveryStatusEnum": "notifications.models.WebhookMessage.Status",
    },
}

# Requests per API token ("N/second", "N/minute" or "N/hour"), counted in the cache: shared by every web process
# through Redis when REDIS_URL is set (accounts/api_tokens/rate_limit.py).
API_TOKEN_RATE_LIMIT = env.str("API_TOKEN_RATE_LIMIT", default="600/minute")

# Login throttle (accounts/throttling.py), all counted within the window: failures per (account, address) pair
# before that pair is refused; per address across accounts before the address is refused; per account across
# addresses before each further attempt waits a delay doubling from LOGIN_ACCOUNT_DELAY_SECONDS up to the cap.
LOGIN_MAX_FAILURES = env.int("LOGIN_MAX_FAILURES", default=5)
LOGIN_FAILURE_WINDOW_SECONDS = env.int("LOGIN_FAILURE_WINDOW_SECONDS", default=15 * 60)
LOGIN_ADDRESS_MAX_FAILURES = env.int("LOGIN_ADDRESS_MAX_FAILURES", default=100)
LOGIN_ACCOUNT_MAX_FAILURES = env.int("LOGIN_ACCOUNT_MAX_FAILURES", default=20)
LOGIN_ACCOUNT_DELAY_SECONDS = env.int("LOGIN_ACCOUNT_DELAY_SECONDS", default=1)
LOGIN_ACCOUNT_MAX_DELAY_SECONDS = env.int("LOGIN_ACCOUNT_MAX_DELAY_SECONDS", default=60)
PASSWORD_RESET_TOKEN_SECONDS = 60 * 60

# Two-factor sign-in (accounts/mfa, guide: roles#two-factor-sign-in). The mfaToken between the password and the second
# factor lasts MFA_TOKEN_SECONDS. Authenticator apps show MFA_ISSUER as the account's label. Passkeys are bound to the
# WebAuthn relying party: WEBAUTHN_RP_ID (a host name, e.g. casebook.example.com) and WEBAUTHN_ORIGIN
# (https://casebook.example.com); left empty, both come from each request's host, which suits a single host name
# (and http://127.0.0.1:<port> or localhost in development). Set them when the app is reached by several names.
MFA_TOKEN_SECONDS = env.int("MFA_TOKEN_SECONDS", default=5 * 60)
MFA_ISSUER = env.str("MFA_ISSUER", default="Casebook")
OTP_TOTP_ISSUER = MFA_ISSUER
# Failed codes are throttled per account+address like passwords (accounts/throttling.py); django-otp's own
# per-device back-off would refuse a right code typed straight after a wrong one.
OTP_TOTP_THROTTLE_FACTOR = 0
WEBAUTHN_RP_ID = env.str("WEBAUTHN_RP_ID", default="")
WEBAUTHN_ORIGIN = env.str("WEBAUTHN_ORIGIN", default="").rstrip("/")
WEBAUTHN_RP_NAME = env.str("WEBAUTHN_RP_NAME", default="Casebook")

# Companies (matched case-insensitively) whose BHR UK IDs carry the KIND prefix and share one sequence.
KIND_COMPANIES = [c.strip().lower() for c in env.list("KIND_COMPANIES", default=["Kind"])]
BHRUK_ID_START = env.int("BHRUK_ID_START", default=1000)
CSV_UPLOAD_MAX_BYTES = env.int("CSV_UPLOAD_MAX_BYTES", default=50 * 1024 * 1024)
# Case documents (cases.documents): the largest file accepted, and the ClamAV daemon that scans each upload
# (a unix socket, or host and port; neither set: uploads are not scanned). CLAMD_TIMEOUT bounds each socket wait.
DOCUMENT_MAX_BYTES = env.int("DOCUMENT_MAX_BYTES", default=25 * 1024 * 1024)
CLAMD_SOCKET = env.str("CLAMD_SOCKET", default="")
CLAMD_HOST = env.str("CLAMD_HOST", default="")
CLAMD_PORT = env.int("CLAMD_PORT", default=3310)
CLAMD_TIMEOUT = env.float("CLAMD_TIMEOUT", default=30.0)
DATA_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024

# Background jobs for exports and imports (cases/jobs, guide: workflow#exports).
# GET /api/cases/export answers the file itself up to this many rows, above it 202 with a job.
EXPORT_SYNC_MAX_ROWS = env.int("EXPORT_SYNC_MAX_ROWS", default=100_000)
# A CSV upload of at least this size is imported by a job (202); smaller ones keep the synchronous answer.
CSV_IMPORT_JOB_MIN_BYTES = env.int("CSV_IMPORT_JOB_MIN_BYTES", default=5 * 1024 * 1024)
# How long a finished export can be downloaded (by the user who asked, or an admin).
JOB_FILE_TTL_SECONDS = env.int("JOB_FILE_TTL_SECONDS", default=24 * 3600)
# A running job writes a heartbeat this often; one silent for JOB_STALE_SECONDS lost its worker and is retried
# (up to JOB_MAX_ATTEMPTS runs in all) or failed.
JOB_HEARTBEAT_SECONDS = env.float("JOB_HEARTBEAT_SECONDS", default=2.0)
JOB_STALE_SECONDS = env.int("JOB_STALE_SECONDS", default=60)
JOB_MAX_ATTEMPTS = env.int("JOB_MAX_ATTEMPTS", default=2)

# Directives of the Content-Security-Policy sent with every HTML page (config/csp.py says why).
CONTENT_SECURITY_POLICY = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob:",
    "font-src": "'self' data:",
    "connect-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
}
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
# Served over HTTPS (behind a TLS-terminating proxy that sets X-Forwarded-Proto): the whole
# `manage.py check --deploy` profile. Either variable turns it on; DEBUG turns it off.
HTTPS = not DEBUG and (env.bool("HTTPS", default=False) or env.bool("SECURE_COOKIES", default=False))
if HTTPS:
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_SSL_REDIRECT = True
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    # Load balancers probe the health check over plain HTTP.
    SECURE_REDIRECT_EXEMPT = [r"^api/health$"]
    SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=365 * 24 * 60 * 60)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env.bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", default=True)
    SECURE_HSTS_PRELOAD = env.bool("SECURE_HSTS_PRELOAD", default=True)

# LOG_FORMAT=json: one JSON object per line (config/log_format.py); otherwise plain text lines.
LOG_FORMAT = env.str("LOG_FORMAT", default="text")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "text": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"},
        "json": {"()": "config.log_format.JsonFormatter"},
    },
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": "json" if LOG_FORMAT == "json" else "text"}
    },
    "root": {"handlers": ["console"], "level": env.str("LOG_LEVEL", default="WARNING")},
    "loggers": {
        # One line per request (config/request_log.py), whatever the root level.
        "casebook.requests": {"level": env.str("REQUEST_LOG_LEVEL", default="INFO")},
        # runserver's own access line would repeat ours; its warnings and errors still show.
        "django.server": {"level": "WARNING"},
    },
}

# Requests to the client (cases.requests.chasers): a reminder this many days before the due date, one on the day,
# then one every this many working days (Mon-Fri less England's bank holidays) after it.
REQUEST_CHASE_DAYS_BEFORE = env.int("REQUEST_CHASE_DAYS_BEFORE", default=2)
REQUEST_CHASE_EVERY_WORKING_DAYS = env.int("REQUEST_CHASE_EVERY_WORKING_DAYS", default=3)

# Webhooks (notifications.webhooks, README "Webhooks"). WEBHOOK_ALLOW_PRIVATE_NETWORKS=true lets endpoints use http
# and private, loopback and link-local addresses: for tests and deployments whose receivers are on a private network
# only, since it lets whoever registers an endpoint make the worker send requests into that network.
WEBHOOK_ALLOW_PRIVATE_NETWORKS = env.bool("WEBHOOK_ALLOW_PRIVATE_NETWORKS", default=False)
WEBHOOK_TIMEOUT_SECONDS = env.float("WEBHOOK_TIMEOUT_SECONDS", default=10.0)
# A worker's claim on the messages it sends; a killed worker's messages are sent again once it runs out.
WEBHOOK_LEASE_SECONDS = env.int("WEBHOOK_LEASE_SECONDS", default=120)
# An endpoint whose every attempt has failed for this long is disabled and its creator and the admins are told.
WEBHOOK_DISABLE_AFTER_HOURS = env.float("WEBHOOK_DISABLE_AFTER_HOURS", default=24.0)
# How long a web process trusts its cached list of active endpoints (0: for ever). With a shared cache (REDIS_URL)
# a change is seen at once by every process; with the per-process default, within this many seconds.
WEBHOOK_ENDPOINTS_CACHE_SECONDS = env.int("WEBHOOK_ENDPOINTS_CACHE_SECONDS", default=300)
