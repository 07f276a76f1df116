"""Standard Webhooks signing (https://www.standardwebhooks.com): the receiver verifies with any of its libraries,
e.g. Python's `standardwebhooks.Webhook(secret).verify(body, headers)`."""

import base64
import secrets
from datetime import UTC, datetime

from standardwebhooks.webhooks import Webhook

SECRET_PREFIX = "whsec_"  # noqa: S105 - the format's prefix, not a secret
SECRET_BYTES = 32


def secret_new() -> str:
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(SECRET_BYTES)).decode("ascii")


def signed_headers(*, secret: str, message_id: str, body: str, at: datetime | None = None) -> dict[str, str]:
    """The webhook-id, webhook-timestamp and webhook-signature headers for this body."""
    at = (at or datetime.now(UTC)).astimezone(UTC)
    signature = Webhook(secret).sign(msg_id=message_id, timestamp=at, data=body)
    return {"webhook-id": message_id, "webhook-timestamp": str(int(at.timestamp())), "webhook-signature": signature}
