"""A real HTTP receiver on 127.0.0.1 for the webhook tests: it records what arrives and answers as scripted."""

import contextlib
import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes

    @property
    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Receiver:
    server: ThreadingHTTPServer
    received: list[Received] = field(default_factory=list)
    # Status codes to answer, in order (then 200); a callable gets the request and may block (to hold it).
    answers: list[int] = field(default_factory=list)
    redirect_to: str = ""
    answer_body: bytes = b"ok"
    hold: threading.Event | None = None
    arrived: threading.Event = field(default_factory=threading.Event)

    @property
    def url(self) -> str:
        port = self.server.server_address[1]
        return f"http://127.0.0.1:{port}/hooks"

    def bodies(self) -> list[Any]:
        return [r.json for r in self.received]


def _handler(receiver: Receiver):
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802 - http.server's name
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length)
            receiver.arrived.set()
            if receiver.hold is not None:
                receiver.hold.wait(30)
            receiver.received.append(Received(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
            code = receiver.answers.pop(0) if receiver.answers else 200
            self.send_response(code)
            if 300 <= code < 400:
                self.send_header("Location", receiver.redirect_to or "http://127.0.0.1:1/elsewhere")
            self.send_header("Content-Length", str(len(receiver.answer_body)))
            self.end_headers()
            with contextlib.suppress(OSError):  # the client may close after the capped read
                self.wfile.write(receiver.answer_body)

        def log_message(self, *args):
            pass

    return Handler


def start_receiver() -> Receiver:
    server = ThreadingHTTPServer(("127.0.0.1", 0), BaseHTTPRequestHandler)
    receiver = Receiver(server=server)
    server.RequestHandlerClass = _handler(receiver)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return receiver
