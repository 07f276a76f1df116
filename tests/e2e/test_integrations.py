"""Settings > Integrations in a real browser (guide: screens#integrations): an admin opens the screen from Settings,
creates a company token (reads the secret once and copies it), the token reads that company's cases from Python,
then a webhook to a real receiver on 127.0.0.1 gets a signed test event from the worker and the delivery is listed as
delivered. The screen at 390 px, with axe on each state.

The receiver is on loopback over http, so the server runs with WEBHOOK_ALLOW_PRIVATE_NETWORKS on (the live server is
this process: the setting is switched on for the test, and the environment variable set for code that reads it)."""

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
import requests
from playwright.sync_api import expect
from standardwebhooks import Webhook as StandardWebhook

from accounts.api_tokens.services import api_token_create
from accounts.roles import DEFAULT_GRANTS, Role
from accounts.services import roles_seed_permissions
from accounts.tests.factories import UserFactory
from cases.tests.factories import CaseFactory
from notifications.webhooks.services import endpoint_create, endpoint_update
from tests.e2e.axe import BLOCKING, scan
from tests.e2e.conftest import login_as, screenshot

WIDE = {"width": 1440, "height": 900}


@pytest.fixture(autouse=True)
def _role_groups():
    roles_seed_permissions(grants=DEFAULT_GRANTS)


@pytest.fixture(autouse=True)
def _private_networks_allowed(settings, monkeypatch):
    settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS = True
    monkeypatch.setenv("WEBHOOK_ALLOW_PRIVATE_NETWORKS", "true")


class Receiver:
    """An HTTP endpoint on 127.0.0.1 that answers 200 to every POST and keeps what it got."""

    def __init__(self) -> None:
        self.received: list[tuple[dict[str, str], bytes]] = []
        received = self.received

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - the standard library's name
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                received.append(({k.lower(): v for k, v in self.headers.items()}, body))
                self.send_response(200)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *args) -> None:  # quiet
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/casebook-events"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> "Receiver":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver():
    with Receiver() as r:
        yield r


def _blocking(page, where: str) -> list:
    return [f for f in scan(page, where) if f.impact in BLOCKING]


def _accessible(page, where: str) -> None:
    findings = _blocking(page, where)
    assert not findings, "\n".join(map(str, findings))


def _toast(page, text: str):
    return page.locator(".mantine-Notification-root").filter(has_text=text)


def test_an_admin_creates_a_token_and_a_webhook_and_sees_a_signed_delivery(page, live_server, receiver, run_tasks):
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    CaseFactory(widget="Acme Ltd", client_name="Acme One")
    CaseFactory(widget="Acme Ltd", client_name="Acme Two")
    CaseFactory(widget="Globex Plc", client_name="Globex Only")
    page.set_viewport_size(WIDE)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)

    login_as(page, admin)
    page.get_by_role("navigation", name="Main").get_by_role("link", name="Settings").click()
    expect(page.get_by_role("heading", name="Settings", level=1)).to_be_visible()
    page.get_by_role("navigation", name="Settings sections").get_by_role("link", name="Integrations").click()
    expect(page).to_have_url(re.compile(r"/settings/integrations$"))
    expect(page.get_by_role("heading", name="Integrations", level=1)).to_be_visible()
    expect(page.get_by_text("No API tokens yet.")).to_be_visible()
    screenshot(page, "integrations-empty-desktop")
    _accessible(page, "integrations empty desktop")

    # A token for Acme Ltd: the secret once, copied.
    opener = page.get_by_role("button", name="New token")
    opener.click()
    dialog = page.get_by_role("dialog", name="New API token")
    dialog.get_by_role("textbox", name="Name").fill("Acme books")
    dialog.get_by_role("combobox", name="Company", exact=True).click()
    page.get_by_role("option", name="Acme Ltd", exact=True).click()
    expect(dialog.get_by_role("checkbox", name=re.compile(r"^Read cases"))).to_be_checked()
    _accessible(page, "new token dialog")
    dialog.get_by_role("button", name="Create token").click()
    created = page.get_by_role("dialog", name="Token created")
    expect(created.get_by_text(re.compile("it will not be shown again"))).to_be_visible()
    secret = created.get_by_test_id("new-token-secret").inner_text().strip()
    assert secret.startswith("cbk_"), secret
    created.get_by_role("button", name="Copy the token").click()
    expect(created.get_by_role("button", name="Copied")).to_be_visible()
    assert page.evaluate("navigator.clipboard.readText()") == secret
    screenshot(page, "integrations-token-created-desktop")
    _accessible(page, "token created dialog")
    created.get_by_role("button", name="Done").click()
    expect(created).to_be_hidden()
    expect(opener).to_be_focused()  # focus back on the opener
    row = page.get_by_role("table", name="API tokens").get_by_role("row").filter(has_text="Acme books")
    expect(row).to_contain_text("Acme Ltd")
    expect(row).to_contain_text("Active")
    expect(page.get_by_text(secret)).to_have_count(0)  # never shown again

    # The token from the company's own software: that company's cases only.
    answer = requests.get(
        f"{live_server.url}/api/cases/paginated", headers={"Authorization": f"Bearer {secret}"}, timeout=10
    )
    assert answer.status_code == 200, answer.text
    assert sorted(c["clientName"] for c in answer.json()["data"]) == ["Acme One", "Acme Two"]

    # A webhook to the receiver; its signing secret shown after adding.
    page.get_by_role("button", name="Add webhook").click()
    form = page.get_by_role("dialog", name="Add webhook")
    form.get_by_role("textbox", name="URL").fill(receiver.url)
    form.get_by_role("checkbox", name="Case created").check()
    form.get_by_role("checkbox", name="Status changed").check()
    _accessible(page, "add webhook dialog")
    form.get_by_role("button", name="Add webhook").click()
    added = page.get_by_role("dialog", name="Webhook added")
    signing_secret = added.get_by_test_id("new-webhook-secret").inner_text().strip()
    assert signing_secret
    added.get_by_role("button", name="Done").click()
    expect(added).to_be_hidden()
    hook_row = page.get_by_role("table", name="Webhooks").get_by_role("row").filter(has_text=receiver.url)
    expect(hook_row).to_contain_text("Case created, Status changed")
    expect(hook_row).to_contain_text("All companies")
    expect(hook_row).to_contain_text("Active")

    # A test event: queued by the request, sent by the worker, signed as Standard Webhooks says.
    page.get_by_role("button", name=f"Send test event for {receiver.url}").click()
    expect(_toast(page, "Test event queued")).to_be_visible()
    assert receiver.received == []  # never inside the request
    run_tasks(due_now=True)
    assert len(receiver.received) == 1, receiver.received
    headers, body = receiver.received[0]
    payload = StandardWebhook(signing_secret).verify(body, headers)
    assert payload["type"] == json.loads(body)["type"]
    assert {"type", "timestamp", "data"} <= set(payload)

    page.get_by_role("button", name=f"Deliveries for {receiver.url}").click()
    drawer = page.get_by_role("dialog", name="Deliveries")
    drawer.get_by_role("button", name="Refresh").click()
    delivery = drawer.get_by_role("listitem").filter(has_text="Delivered").first
    expect(delivery).to_be_visible()
    expect(delivery).to_contain_text("HTTP 200")
    screenshot(page, "integrations-deliveries-desktop")
    _accessible(page, "deliveries drawer")
    page.keyboard.press("Escape")
    expect(drawer).to_be_hidden()
    expect(hook_row).to_contain_text("Delivered")


def test_the_integrations_screen_at_390_px(phone_page, live_server):
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    login_as(phone_page, admin)
    phone_page.goto("/settings/integrations")
    expect(phone_page.get_by_role("heading", name="Integrations", level=1)).to_be_visible()
    expect(phone_page.get_by_text("No API tokens yet.")).to_be_visible()
    expect(phone_page.get_by_text("No webhooks yet.")).to_be_visible()
    screenshot(phone_page, "integrations-phone")
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    _accessible(phone_page, "integrations phone")
    phone_page.get_by_role("button", name="New token").click()
    dialog = phone_page.get_by_role("dialog", name="New API token")
    expect(dialog.get_by_role("textbox", name="Name")).to_be_visible()
    screenshot(phone_page, "integrations-new-token-phone")
    _accessible(phone_page, "new token dialog phone")
    phone_page.keyboard.press("Escape")
    phone_page.get_by_role("button", name="Add webhook").click()
    form = phone_page.get_by_role("dialog", name="Add webhook")
    expect(form.get_by_role("textbox", name="URL")).to_be_visible()
    screenshot(phone_page, "integrations-add-webhook-phone")
    _accessible(phone_page, "add webhook dialog phone")
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_tokens_and_webhooks_read_as_cards_at_390_px(phone_page, live_server):
    admin = UserFactory(role=Role.ADMIN, email="ada@example.com", first_name="Ada", last_name="Admin")
    CaseFactory(widget="Acme Ltd", client_name="Acme One")
    api_token_create(actor=admin, name="Acme books", company="Acme Ltd", scopes=["cases:read"], expires_at=None)
    endpoint = endpoint_create(
        url="https://hooks.acme.example/casebook", events=["case.created"], company="Acme Ltd", actor=admin
    )
    endpoint_update(endpoint=endpoint, data={"active": False})
    login_as(phone_page, admin)
    phone_page.goto("/settings/integrations")
    expect(phone_page.get_by_text("Acme books")).to_be_visible()
    expect(phone_page.get_by_text("https://hooks.acme.example/casebook")).to_be_visible()
    expect(phone_page.get_by_role("button", name="Re-enable")).to_be_visible()
    screenshot(phone_page, "integrations-cards-phone")
    phone_page.get_by_role("button", name="Re-enable").scroll_into_view_if_needed()
    screenshot(phone_page, "integrations-cards-webhook-phone")
    assert phone_page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    _accessible(phone_page, "integrations cards phone")
