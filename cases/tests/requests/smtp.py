"""A real SMTP server for the chasers' tests: aiosmtpd on 127.0.0.1, keeping what arrives (the notifications tests
have their own; an app's tests import no other app's)."""

import asyncio
import email
import email.policy
import socket
from dataclasses import dataclass


@dataclass
class Mail:
    rcpt_tos: list[str]
    message: email.message.EmailMessage

    @property
    def subject(self) -> str:
        return str(self.message["Subject"]).strip()

    def _part(self, kind: str) -> str:
        body = self.message.get_body(preferencelist=(kind,))
        assert body is not None, f"the message has no text/{kind} part"
        return body.get_content().replace("\r\n", "\n")

    @property
    def text(self) -> str:
        return self._part("plain")

    @property
    def html(self) -> str:
        return self._part("html")


class Collector:
    """`data_delay` slows each DATA answer so that two runs overlap."""

    def __init__(self):
        self.received: list[Mail] = []
        self.data_delay = 0.0

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        if self.data_delay:
            await asyncio.sleep(self.data_delay)
        message = email.message_from_bytes(envelope.original_content, policy=email.policy.default)
        self.received.append(Mail(list(envelope.rcpt_tos), message))
        return "250 Message accepted for delivery"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]
