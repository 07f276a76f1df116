"""The SSRF guard: what a webhook may reach, checked on the resolved address at delivery time."""

import ipaddress
import socket
import threading

import pytest

from notifications.webhooks import network

PUBLIC = "93.184.216.34"


@pytest.mark.parametrize(
    "address",
    [
        "127.0.0.1",
        "127.8.9.10",
        "10.0.0.1",
        "172.16.5.4",
        "192.168.1.1",
        "169.254.169.254",
        "100.64.0.1",
        "0.0.0.0",  # noqa: S104 - an address under test, not a bind
        "224.0.0.1",
        "255.255.255.255",
        "::1",
        "::",
        "::ffff:127.0.0.1",
        "::ffff:10.0.0.1",
        "::ffff:169.254.169.254",
        "::127.0.0.1",
        "2002:7f00:1::1",  # 6to4 of 127.0.0.1
        "fd00::1",
        "fe80::1",
        "ff02::1",
    ],
)
def test_private_loopback_link_local_and_their_ipv6_forms_are_refused(address):
    assert network.address_refused(ipaddress.ip_address(address))


@pytest.mark.parametrize("address", [PUBLIC, "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])
def test_public_addresses_are_allowed(address):
    assert not network.address_refused(ipaddress.ip_address(address))


def _answers(*addresses: str):
    def getaddrinfo(host, port, *args, **kwargs):
        out = []
        for a in addresses:
            family = socket.AF_INET6 if ":" in a else socket.AF_INET
            sockaddr = (a, port, 0, 0) if family == socket.AF_INET6 else (a, port)
            out.append((family, socket.SOCK_STREAM, 6, "", sockaddr))
        return out

    return getaddrinfo


def _post(url: str) -> network.Answer:
    return network.post(url, body=b"{}", headers={})


@pytest.mark.parametrize(
    "url",
    [
        "https://127.0.0.1/hooks",
        "https://localhost/hooks",
        "https://10.1.2.3/hooks",
        "https://192.168.0.10/hooks",
        "https://169.254.169.254/latest/meta-data",
        "https://[::1]/hooks",
        "https://[::ffff:127.0.0.1]/hooks",
    ],
)
def test_a_delivery_to_a_private_address_is_refused_before_connecting(url, settings):
    settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS = False

    answer = _post(url)

    assert answer.status_code is None
    assert "private, loopback or link-local address: not sent" in answer.error


def test_a_name_with_any_private_address_is_refused(monkeypatch, settings):
    settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS = False
    monkeypatch.setattr(socket, "getaddrinfo", _answers(PUBLIC, "10.0.0.7"))

    answer = _post("https://hooks.example.com/x")

    words = "a private, loopback or link-local address: not sent."
    assert answer.error == f"hooks.example.com resolves to 10.0.0.7, {words}"


def test_a_rebinding_name_is_refused_at_delivery(monkeypatch, settings):
    """Public when the endpoint is registered (and when anyone looks), loopback when the worker sends."""
    settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS = False
    calls = []

    def rebinding(host, port, *args, **kwargs):
        calls.append(host)
        return _answers(PUBLIC if len(calls) == 1 else "127.0.0.1")(host, port)

    monkeypatch.setattr(socket, "getaddrinfo", rebinding)
    assert network.url_check("https://rebind.example.com/hooks") == "https://rebind.example.com/hooks"
    socket.getaddrinfo("rebind.example.com", 443)  # the registration-time answer: public

    answer = _post("https://rebind.example.com/hooks")

    assert "resolves to 127.0.0.1" in answer.error
    assert answer.status_code is None


def test_the_connection_goes_to_the_checked_address_with_the_names_host_header(receiver, monkeypatch):
    """One lookup, then the socket is opened to that address (pinned), the name kept for the Host header."""
    calls = []
    real = socket.getaddrinfo

    def once(host, port, *args, **kwargs):
        calls.append(host)
        return _answers("127.0.0.1")(host, port) if host == "hooks.test" else real(host, port, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", once)
    port = receiver.server.server_address[1]

    answer = _post(f"http://hooks.test:{port}/in?x=1")

    assert answer.ok, answer.error
    assert calls.count("hooks.test") == 1
    [got] = receiver.received
    assert got.path == "/in?x=1"
    assert got.headers["host"] == f"hooks.test:{port}"


def test_http_is_refused_unless_private_networks_are_allowed(settings):
    settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS = False
    assert _post("http://hooks.example.com/x").error == "Only https URLs are called."


def test_a_redirect_is_not_followed(receiver):
    receiver.answers = [301]
    receiver.redirect_to = receiver.url + "/moved"

    answer = _post(receiver.url)

    assert not answer.ok
    assert answer.error == "Redirect not followed (HTTP 301)."
    assert len(receiver.received) == 1


def test_at_most_64_kb_of_the_answer_is_read(receiver):
    receiver.answer_body = b"x" * (1024 * 1024)

    answer = _post(receiver.url)

    assert answer.ok
    assert len(answer.body) == network.MAX_RESPONSE_BYTES


def test_a_receiver_that_does_not_answer_in_time_is_a_timeout(receiver, settings):
    settings.WEBHOOK_TIMEOUT_SECONDS = 0.5
    receiver.hold = threading.Event()

    answer = _post(receiver.url)

    assert answer.status_code is None
    assert answer.error == "Timed out after 0.5 s."
    assert answer.duration_ms < 3000


def test_tls_is_required_to_succeed_for_https(receiver):
    answer = _post(receiver.url.replace("http://", "https://"))

    assert answer.status_code is None
    assert answer.error.startswith(("TLS failed", "Connection failed"))
