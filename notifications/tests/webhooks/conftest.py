"""Fixtures of the webhook tests: a real receiver on 127.0.0.1 (private networks allowed for it), and the cached
list of active endpoints emptied after each test (a rolled-back endpoint must not stay listed)."""

from django.core.cache import cache

import pytest

from notifications.tests.webhooks.receiver import start_receiver
from notifications.webhooks.registry import CACHE_KEY


@pytest.fixture(autouse=True)
def _endpoints_cache():
    cache.delete(CACHE_KEY)
    yield
    cache.set(CACHE_KEY, [], timeout=None)


@pytest.fixture
def receiver(settings):
    settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS = True
    settings.WEBHOOK_TIMEOUT_SECONDS = 5
    found = start_receiver()
    try:
        yield found
    finally:
        if found.hold is not None:
            found.hold.set()
        found.server.shutdown()
        found.server.server_close()
