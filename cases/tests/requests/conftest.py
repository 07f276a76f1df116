"""The requests tests reuse the documents tests' servers and media folder (a real clamd, a media folder per test),
and run a real SMTP server for the chasers."""

import pytest
from aiosmtpd.controller import Controller

from cases.tests.documents.conftest import clamd, clamd_socket, media  # noqa: F401 - fixtures
from cases.tests.requests.smtp import Collector, free_port


@pytest.fixture
def smtp_server(settings):
    """aiosmtpd on loopback, Django's SMTP backend pointed at it; yields what arrived."""
    handler = Collector()
    controller = Controller(handler, hostname="127.0.0.1", port=free_port())
    controller.start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", controller.port
    settings.EMAIL_HOST_USER = settings.EMAIL_HOST_PASSWORD = ""
    settings.EMAIL_USE_TLS = settings.EMAIL_USE_SSL = False
    settings.EMAIL_TIMEOUT = 10
    settings.SITE_URL = "https://casebook.test"
    try:
        yield handler
    finally:
        controller.stop()
