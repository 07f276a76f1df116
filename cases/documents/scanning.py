"""The virus check: the upload's bytes streamed to ClamAV's daemon with INSTREAM (guide: workflow#documents).

`CLAMD_SOCKET` (a unix socket) or `CLAMD_HOST`/`CLAMD_PORT` point at clamd; with neither set, uploads are not
scanned. A configured clamd that cannot be reached or answers nonsense raises ScannerUnavailableError (503:
uploads pause rather than store a file unscanned). Protocol: `zINSTREAM\\0`, then chunks each prefixed by its length as
4 bytes big-endian, a zero length to end; clamd answers `stream: OK` or `stream: <signature> FOUND`.
"""

import socket
import struct
from collections.abc import Iterable

from django.conf import settings

CHUNK = 64 * 1024


class ScannerUnavailableError(Exception):
    """clamd is configured but did not answer."""


def scanning_enabled() -> bool:
    return bool(settings.CLAMD_SOCKET or settings.CLAMD_HOST)


def _connect() -> socket.socket:
    timeout = settings.CLAMD_TIMEOUT
    if settings.CLAMD_SOCKET:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(timeout)
        sock.connect(settings.CLAMD_SOCKET)
        return sock
    return socket.create_connection((settings.CLAMD_HOST, settings.CLAMD_PORT), timeout=timeout)


def _receive(sock: socket.socket) -> str:
    answer = b""
    while not answer.endswith(b"\0"):
        part = sock.recv(4096)
        if not part:
            break
        answer += part
    return answer.rstrip(b"\0").decode("utf-8", "replace").strip()


def scan(chunks: Iterable[bytes]) -> str | None:
    """The signature clamd found in the bytes, or None when they are clean (or scanning is off)."""
    if not scanning_enabled():
        return None
    try:
        with _connect() as sock:
            sock.sendall(b"zINSTREAM\0")
            for chunk in chunks:
                for start in range(0, len(chunk), CHUNK):
                    part = chunk[start : start + CHUNK]
                    sock.sendall(struct.pack("!L", len(part)) + part)
            sock.sendall(struct.pack("!L", 0))
            answer = _receive(sock)
    except OSError as error:
        raise ScannerUnavailableError(str(error)) from error
    if answer.endswith("FOUND"):
        return answer.removeprefix("stream:").removesuffix("FOUND").strip()
    if answer.endswith("OK"):
        return None
    # "INSTREAM size limit exceeded. ERROR" and the like: not a verdict, so nothing is stored.
    raise ScannerUnavailableError(answer or "no answer")
