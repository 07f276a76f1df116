"""The requests tests reuse the documents tests' servers and media folder (a real clamd, a media folder per test)."""

from cases.tests.documents.conftest import clamd, clamd_socket, media  # noqa: F401 - fixtures
from notifications.tests.conftest import smtp_server  # noqa: E402, F401 - a real SMTP server (aiosmtpd)
