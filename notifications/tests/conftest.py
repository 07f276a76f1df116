"""Fixtures: a real SMTP server on 127.0.0.1 that Django's SMTP backend talks to, and a small book."""

import pytest
from aiosmtpd.controller import Controller

from notifications.tests.data import make_book
from notifications.tests.smtp import CollectingHandler, free_port


@pytest.fixture
def smtp_server(settings):
    """Start the server and point Django's SMTP backend at it; yields the handler holding what arrived."""
    handler = CollectingHandler()
    controller = Controller(handler, hostname="127.0.0.1", port=free_port())
    controller.start()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST = "127.0.0.1"
    settings.EMAIL_PORT = controller.port
    settings.EMAIL_HOST_USER = ""
    settings.EMAIL_HOST_PASSWORD = ""
    settings.EMAIL_USE_TLS = False
    settings.EMAIL_USE_SSL = False
    settings.EMAIL_TIMEOUT = 10
    settings.DEFAULT_FROM_EMAIL = "Casebook <digest@casebook.test>"
    settings.SITE_URL = "https://casebook.test"
    try:
        yield handler
    finally:
        controller.stop()


@pytest.fixture
def book(db):
    return make_book()
