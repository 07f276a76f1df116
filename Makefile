# Casebook: `make run` serves the app locally; `make test` runs every test. Both install what they need.
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000
# Links in e-mails (invitations, resets, digests) point where `make run` serves, unless SITE_URL is given.
SITE_URL ?= http://$(if $(filter 0.0.0.0,$(HOST)),127.0.0.1,$(HOST)):$(PORT)
PG_TEST_URL ?= postgres://postgres@127.0.0.1:5432/casebook
FRONTEND := frontend
STAMP_PY := $(VENV)/.installed
STAMP_JS := $(FRONTEND)/node_modules/.installed
BUNDLE := $(FRONTEND)/webpack-stats.json
SCHEMA_TYPES := $(FRONTEND)/src/types/schema.d.ts
FRONTEND_SRC := $(shell find $(FRONTEND)/src -type f 2>/dev/null) $(FRONTEND)/webpack.config.js $(FRONTEND)/package-lock.json

# The task worker for the configured queue (TASKS_BACKEND=redis puts jobs on RQ; see README "Deploying").
WORKER_CMD = $(if $(filter redis,$(TASKS_BACKEND)),rqworker default --with-scheduler,db_worker --queue-name default --no-reload)
TASK_WORKERS ?= 1
# pytest-xdist workers for the Python suites and the browser journeys (each worker has its own test database,
# live server, media folder and Redis database: config/tests/task_fixtures.py, config/settings_test.py). `auto` is
# decided in conftest.py: one per core, one more for the journeys, no more than there are Redis databases.
PYTEST_WORKERS ?= auto
E2E_WORKERS ?= auto
# What `make test` runs, in order; each stage's time is printed as it ends and again in a summary.
TEST_STAGES := install lint-vitest-build test-py-sqlite test-py-postgres test-e2e

# Some machines set PYTHONDONTWRITEBYTECODE; then every pytest process (each xdist worker, each suite) compiles the
# project and rewrites the tests' asserts again, about 15 s of CPU each. The cache lands in __pycache__ (ignored by git).
unexport PYTHONDONTWRITEBYTECODE

.PHONY: run serve serve-env test install build migrate lint lint-vitest-build lint-mypy lint-py lint-js types test-py-sqlite test-py-postgres test-js test-e2e chromium clamav postgres bench clean

# --no-compile: no bytecode for all of every package (botocore and moto alone are thousands of files); Python compiles
# what is imported, once, on first use (76 s against 42 s for this install here).
$(STAMP_PY): requirements.txt requirements-dev.txt
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q --no-compile -r requirements-dev.txt
	touch $@

$(STAMP_JS): $(FRONTEND)/package.json $(FRONTEND)/package-lock.json
	cd $(FRONTEND) && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# The Python and the frontend packages install side by side (80 s from a fresh clone, 108 s one after the other).
install:
	@$(MAKE) --no-print-directory -j2 --output-sync=target $(STAMP_PY) $(STAMP_JS)

$(BUNDLE): $(STAMP_JS) $(FRONTEND_SRC)
	cd $(FRONTEND) && npm run build

build: $(BUNDLE)

migrate: $(STAMP_PY)
	DEBUG=$${DEBUG:-true} $(PY) manage.py migrate --noinput

# The dev server and a task worker; Ctrl-C stops both, and the worker stops if the server exits.
run: install build migrate
	@trap 'kill $$worker 2>/dev/null; wait' EXIT; \
	export SITE_URL='$(SITE_URL)'; \
	DEBUG=$${DEBUG:-true} $(PY) manage.py $(WORKER_CMD) & worker=$$!; \
	DEBUG=$${DEBUG:-true} $(PY) manage.py runserver $(HOST):$(PORT)

serve-env:
	@test -n "$$SECRET_KEY" || { echo "make serve needs SECRET_KEY: a long random string, e.g. SECRET_KEY=\$$(openssl rand -base64 48)" >&2; exit 1; }

# Production stack on this machine: gunicorn (WEB_CONCURRENCY workers) and TASK_WORKERS task workers, DEBUG off.
serve: serve-env install build
	DEBUG=false $(PY) manage.py collectstatic --noinput -v 0
	DEBUG=false $(PY) manage.py migrate --noinput
	@trap 'kill $$workers 2>/dev/null; wait' EXIT; \
	for i in $$(seq 1 $(TASK_WORKERS)); do DEBUG=false $(PY) manage.py $(WORKER_CMD) & workers="$$workers $$!"; done; \
	DEBUG=false HOST=$(HOST) PORT=$(PORT) $(VENV)/bin/gunicorn -c config/gunicorn_conf.py config.wsgi

chromium:
	@command -v chromium >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)

# The documents tests start a real clamd (cases/tests/documents/conftest.py) with a signature database they make.
clamav:
	@command -v clamd >/dev/null || test -x /usr/sbin/clamd || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clamav-daemon)

postgres:
	@pg_isready -q -h 127.0.0.1 -p 5432 || pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql | head -n1) main start
	@for i in $$(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && exit 0; sleep 1; done; echo "PostgreSQL did not start"; exit 1

# Style, types (mypy.ini), the import contracts (.importlinter), no model change without its migration, the frontend's
# generated API types current, the frontend. Three lanes side by side, each printed whole when it ends: mypy alone
# (about 60 s from a fresh clone) takes as long as the other two together.
lint: install
	@$(MAKE) --no-print-directory -j3 --output-sync=target lint-mypy lint-py lint-js

# make test's second stage: make lint, make test-js and the production bundle the browser tests need, three at a time
# (mypy and Vitest first, the longest), each printed whole when it ends. Apart, mypy leaves a core idle while it ends
# alone, and Vitest leaves a fifth of the machine idle; together they took 123 s here, against 127-142 s one by one.
lint-vitest-build: install
	@$(MAKE) --no-print-directory -j3 --output-sync=target lint-mypy test-js lint-py lint-js $(BUNDLE)

lint-mypy: $(STAMP_PY)
	$(VENV)/bin/mypy

lint-py: $(STAMP_PY) $(STAMP_JS)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports --no-cache
	DATABASE_URL= DJANGO_SETTINGS_MODULE=config.settings_test $(PY) manage.py makemigrations --check --dry-run
	@fresh=$$(mktemp --suffix=.d.ts); trap 'rm -f $$fresh' EXIT; \
	cd $(FRONTEND) && PYTHON=$(CURDIR)/$(PY) npm run --silent gen:types -- $$fresh >/dev/null && \
	{ diff -u $(SCHEMA_TYPES:$(FRONTEND)/%=%) $$fresh || \
	{ echo "$(SCHEMA_TYPES) is not what the API's schema generates: run make types and commit it." >&2; exit 1; }; }

lint-js: $(STAMP_JS)
	cd $(FRONTEND) && npm run lint

# The frontend's API types (SCHEMA_TYPES), generated from the OpenAPI schema the serializers and views describe.
types: install
	cd $(FRONTEND) && PYTHON=$(CURDIR)/$(PY) npm run --silent gen:types

test-py-sqlite: $(STAMP_PY) clamav
	DATABASE_URL= $(VENV)/bin/pytest -n $(PYTEST_WORKERS)

test-py-postgres: $(STAMP_PY) postgres clamav
	DATABASE_URL=$(PG_TEST_URL) $(VENV)/bin/pytest -n $(PYTEST_WORKERS)

test-js: $(STAMP_JS)
	cd $(FRONTEND) && npm test

test-e2e: $(STAMP_PY) build chromium
	DATABASE_URL= CASEBOOK_E2E=1 $(VENV)/bin/pytest tests/e2e -p no:cacheprovider -n $(E2E_WORKERS) --dist worksteal

# Each stage runs as its own `make <stage>`, timed; the first failing stage stops the run (with the times so far).
test:
	@summary=""; begin=$$(date +%s); \
	for stage in $(TEST_STAGES); do \
	  start=$$(date +%s); \
	  if $(MAKE) --no-print-directory $$stage; then status=ok; else status=FAILED; fi; \
	  took=$$(( $$(date +%s) - start )); \
	  echo "== make test: stage $$stage took $$took s ($$status)"; \
	  summary="$$summary$$(printf '  %-17s %5d s  %s' $$stage $$took $$status)"$$'\n'; \
	  if [ $$status != ok ]; then printf '== make test: stage times\n%s' "$$summary"; exit 1; fi; \
	done; \
	printf '== make test: stage times\n%s  %-17s %5d s\n' "$$summary" total $$(( $$(date +%s) - begin ))

bench: $(STAMP_PY) postgres
	$(PY) bench/run.py $(BENCH_ARGS)

clean:
	rm -rf $(VENV) $(FRONTEND)/node_modules $(BUNDLE) static/bundles
