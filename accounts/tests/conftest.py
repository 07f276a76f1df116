from django.core.cache import cache

import pytest


@pytest.fixture(autouse=True)
def _empty_cache():
    """Login throttle counters live in the (process-wide) cache: each test starts from zero."""
    cache.clear()
    yield
    cache.clear()
