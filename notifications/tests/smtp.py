"""A real SMTP server for the tests: aiosmtpd on 127.0.0.1, collecting what arrives."""

import asyncio
import email
import email.policy
import socket
from dataclasses import dataclass


@dataclass
class ReceivedMail:
    mail_from: str
    rcpt_tos: list[str]
    message: email.message.EmailMessage

    @property
    def subject(self) -> str:
        # Django folds a long encoded subject onto a continuation line; mail clients drop the fold's space.
        return str(self.message["Subject"]).strip()

    @property
    def text(self) -> str:
        body = self.message.get_body(preferencelist=("plain",))
        assert body is not None, "the message has no text/plain part"
        return body.get_content().replace("\r\n", "\n")

    @property
    def html(self) -> str:
        body = self.message.get_body(preferencelist=("html",))
        assert body is not None, "the message has no text/html part"
        return body.get_content()


class CollectingHandler:
    """Keeps every message it accepts; answers 550 to any RCPT address listed in `refused`.

    `sessions` counts EHLO greetings (one per SMTP connection); `data_delay` slows each DATA answer down
    so that two runs overlap in a concurrency test; `busy` answers the next that many RCPTs with a
    temporary 451 ("try again later"), as a greylisting or overloaded server does.
    """

    def __init__(self):
        self.received: list[ReceivedMail] = []
        self.refused: set[str] = set()
        self.sessions = 0
        self.data_delay = 0.0
        self.busy = 0

    async def handle_EHLO(self, server, session, envelope, hostname, responses):  # noqa: N802 - aiosmtpd's hook name
        self.sessions += 1
        session.host_name = hostname
        return responses

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):  # noqa: N802 - aiosmtpd's hook name
        if address.lower() in self.refused:
            return f"550 5.1.1 <{address}>: Recipient address rejected: mailbox unavailable"
        if self.busy > 0:
            self.busy -= 1
            return "451 4.7.1 Service busy, please try again later"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        if self.data_delay:
            await asyncio.sleep(self.data_delay)
        message = email.message_from_bytes(envelope.original_content, policy=email.policy.default)
        self.received.append(ReceivedMail(envelope.mail_from, list(envelope.rcpt_tos), message))
        return "250 Message accepted for delivery"

    def to(self, address: str) -> list[ReceivedMail]:
        return [m for m in self.received if address in m.rcpt_tos]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]
