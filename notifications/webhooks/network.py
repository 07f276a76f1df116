"""Not a door into the network: every webhook request goes through here.

At delivery time the host is resolved once; if ANY of its addresses is private, loopback, link-local, multicast,
reserved, unspecified or shared (100.64/10), or an IPv6 form of one (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible,
6to4, Teredo), nothing is sent. The connection then goes to that checked address (pinned: no second lookup, so a
name that answers differently the next time, DNS rebinding, gains nothing), with the URL's host name for the Host
header, the TLS SNI and the certificate check. Only https; redirects are not followed (a 3xx is a failure); the
connection and each read time out after WEBHOOK_TIMEOUT_SECONDS; at most MAX_RESPONSE_BYTES of the answer are read.

WEBHOOK_ALLOW_PRIVATE_NETWORKS=true lifts the address and https rules (tests, private deployments).
"""

import ipaddress
import socket
import ssl
import time
from dataclasses import dataclass
from http.client import HTTPConnection, HTTPException
from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import ValidationError

MAX_URL_LENGTH = 2000
MAX_RESPONSE_BYTES = 64 * 1024
USER_AGENT = "Casebook-Webhooks/1"

# Beyond what the ipaddress module calls non-global: ranges that must never be reached whatever it says.
_REFUSED_NETWORKS = tuple(
    ipaddress.ip_network(n)
    for n in (
        "0.0.0.0/8",
        "10.0.0.0/8",
        "100.64.0.0/10",
        "127.0.0.0/8",
        "169.254.0.0/16",
        "172.16.0.0/12",
        "192.168.0.0/16",
        "224.0.0.0/4",
        "240.0.0.0/4",
        "::/128",
        "::1/128",
        "fc00::/7",
        "fe80::/10",
        "ff00::/8",
    )
)

Address = ipaddress.IPv4Address | ipaddress.IPv6Address


class NetworkRefusedError(Exception):
    """The URL may not be called (a private address, not https): a sentence for the delivery log."""


def _embedded_ipv4(address: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address.teredo is not None:
        return address.teredo[1]
    if int(address) >> 32 == 0:  # IPv4-compatible ::a.b.c.d (deprecated, but still routed by some stacks)
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return None


def address_refused(address: Address) -> bool:
    """True for any address a webhook must not reach (see the module's docstring)."""
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:  # ::ffff:a.b.c.d is a.b.c.d, whatever the IPv6 tables say
            return address_refused(address.ipv4_mapped)
        embedded = _embedded_ipv4(address)
        if embedded is not None and address_refused(embedded):
            return True
    return (
        not address.is_global
        or address.is_private
        or address.is_loopback
        or address.is_link_local
        or address.is_multicast
        or address.is_reserved
        or address.is_unspecified
        or any(address in network for network in _REFUSED_NETWORKS if network.version == address.version)
    )


def _allow_private() -> bool:
    return bool(settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS)


def _literal(host: str) -> Address | None:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        return None


def url_check(url: str) -> str:
    """Validate an endpoint's URL when it is registered (names are checked again, resolved, at each delivery)."""
    url = (url or "").strip()
    if not url:
        raise ValidationError("Enter the endpoint's URL.")
    if len(url) > MAX_URL_LENGTH:
        raise ValidationError(f"The URL is too long: at most {MAX_URL_LENGTH} characters.")
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as error:
        raise ValidationError("Enter a valid URL, such as https://example.com/webhooks.") from error
    allowed = ("https", "http") if _allow_private() else ("https",)
    if parts.scheme not in allowed or not parts.hostname:
        raise ValidationError("The URL must start with https:// and name a host, such as https://example.com/hooks.")
    if parts.username or parts.password:
        raise ValidationError("The URL must not hold a user name or password; the signature authenticates us.")
    if port == 0:
        raise ValidationError("Enter a valid URL, such as https://example.com/webhooks.")
    literal = _literal(parts.hostname)
    if literal is not None and address_refused(literal) and not _allow_private():
        raise ValidationError(
            "The URL points at a private, loopback or link-local address: webhooks go to public addresses only."
        )
    return url


def resolve(host: str, port: int) -> Address:
    """The address to connect to: every address the name has is checked, the first is used."""
    try:
        answers = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as error:
        raise NetworkRefusedError(f"Could not resolve {host}: {error}.") from error
    addresses = [ipaddress.ip_address(str(info[4][0]).split("%", 1)[0]) for info in answers]
    if not addresses:
        raise NetworkRefusedError(f"Could not resolve {host}.")
    if not _allow_private():
        for address in addresses:
            if address_refused(address):
                raise NetworkRefusedError(
                    f"{host} resolves to {address}, a private, loopback or link-local address: not sent."
                )
    return addresses[0]


@dataclass
class Answer:
    status_code: int | None
    duration_ms: int
    error: str
    body: bytes = b""

    @property
    def ok(self) -> bool:
        return self.status_code is not None and 200 <= self.status_code < 300  # noqa: PLR2004


class _PinnedConnection(HTTPConnection):
    """http.client on a socket we opened to a checked address (never a second lookup)."""

    def __init__(self, *, host: str, port: int, address: Address, tls: bool, timeout: float) -> None:
        super().__init__(host, port, timeout=timeout)
        self._address, self._tls = address, tls

    def connect(self) -> None:
        sock = socket.create_connection((str(self._address), self.port), timeout=self.timeout)
        if self._tls:
            context = ssl.create_default_context()
            sock = context.wrap_socket(sock, server_hostname=self.host)
        self.sock = sock


def _host_header(host: str, port: int, default: int) -> str:
    name = f"[{host}]" if ":" in host else host
    return name if port == default else f"{name}:{port}"


def post(url: str, *, body: bytes, headers: dict[str, str]) -> Answer:
    """POST body to url under the rules above; never raises for a network failure (the Answer says what)."""
    began = time.monotonic()

    def answer(code: int | None, error: str, data: bytes = b"") -> Answer:
        return Answer(code, int((time.monotonic() - began) * 1000), error, data)

    parts = urlsplit(url)
    tls = parts.scheme == "https"
    if not tls and not (parts.scheme == "http" and _allow_private()):
        return answer(None, "Only https URLs are called.")
    host = parts.hostname or ""
    port = parts.port or (443 if tls else 80)
    timeout = float(settings.WEBHOOK_TIMEOUT_SECONDS)
    try:
        address = resolve(host, port)
        connection = _PinnedConnection(host=host, port=port, address=address, tls=tls, timeout=timeout)
        try:
            path = parts.path or "/"
            if parts.query:
                path = f"{path}?{parts.query}"
            connection.putrequest("POST", path, skip_host=True, skip_accept_encoding=True)
            for name, value in {
                "Host": _host_header(host, port, 443 if tls else 80),
                "User-Agent": USER_AGENT,
                "Content-Type": "application/json",
                "Content-Length": str(len(body)),
                **headers,
            }.items():
                connection.putheader(name, value)
            connection.endheaders(body)
            response = connection.getresponse()
            data = response.read(MAX_RESPONSE_BYTES)
            code = response.status
        finally:
            connection.close()
    except NetworkRefusedError as refused:
        return answer(None, str(refused))
    except TimeoutError:
        return answer(None, f"Timed out after {timeout:g} s.")
    except ssl.SSLError as error:
        return answer(None, f"TLS failed: {error.reason or error}.")
    except (OSError, HTTPException) as error:
        return answer(None, f"Connection failed: {error.__class__.__name__} {error}".strip() + ".")
    if 300 <= code < 400:  # noqa: PLR2004
        return answer(code, f"Redirect not followed (HTTP {code}).", data)
    if not 200 <= code < 300:  # noqa: PLR2004
        return answer(code, f"HTTP {code}.", data)
    return answer(code, "", data)
