"""gunicorn settings for `make serve` and deployments: `gunicorn -c config/gunicorn_conf.py config.wsgi`.

Everything comes from the environment, so each machine sizes itself without editing this file.
"""

import multiprocessing
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
# gunicorn's own advice for sync workers: two per core plus one.
workers = int(os.environ.get("WEB_CONCURRENCY") or multiprocessing.cpu_count() * 2 + 1)
# Long work runs as background jobs, so no request needs more than the usual load-balancer budget.
timeout = int(os.environ.get("WEB_TIMEOUT", "30"))
graceful_timeout = 20
# The app logs one line per request itself (config/request_log.py); gunicorn's access log would double it.
accesslog = None
errorlog = "-"
# Proxies whose X-Forwarded-* headers gunicorn trusts (the load balancer's addresses).
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
