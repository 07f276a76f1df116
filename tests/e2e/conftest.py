"""Browser tests: Playwright (sync API) in Debian's Chromium against pytest-django's live_server.

Run with the real bundle: `cd frontend && npm run build`, then
`DATABASE_URL= CASEBOOK_E2E=1 .venv/bin/pytest tests/e2e` (what `make test-e2e` does).
"""

import json
import os

# Playwright's sync API runs an event loop in this thread; Django would refuse DB access from it
# (STACK-NOTES pitfall 9). Both must be set before Django's settings load.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
# config.settings_test uses the real webpack loader (the built bundle) only when this is set.
os.environ["CASEBOOK_E2E"] = "1"

from pathlib import Path  # noqa: E402

from django.conf import settings  # noqa: E402

import pytest  # noqa: E402
from playwright.sync_api import expect  # noqa: E402

from accounts.tests.factories import DEFAULT_PASSWORD  # noqa: E402

REAL_LOADER = "webpack_loader.loaders.WebpackLoader"


def _use_real_webpack_loader() -> None:
    """pytest-django loads the settings before this conftest, so CASEBOOK_E2E set above is too late when
    the command line did not set it: switch config.settings_test's FakeWebpackLoader back here."""
    settings.WEBPACK_LOADER["DEFAULT"]["LOADER_CLASS"] = REAL_LOADER
    from webpack_loader import config as loader_config
    from webpack_loader import utils as loader_utils

    loader_config.user_config["DEFAULT"]["LOADER_CLASS"] = REAL_LOADER
    loader_utils.get_loader.cache_clear()


_use_real_webpack_loader()

# Screens and dialogs load their code lazily; on a busy 2-core machine a chunk can take more than Playwright's
# default 5 s to arrive. A wrong screen still fails, only later.
expect.set_options(timeout=15_000)

SCREENSHOTS = Path(__file__).resolve().parents[2] / "var" / "screenshots"
CHROMIUM = "/usr/bin/chromium"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
# Every browser context: British dates and times, and reduced motion (dialogs appear without moving in, so a click
# never lands on one still scaling up on a loaded machine; the app honours the preference: respectReducedMotion).
CONTEXT = {"locale": "en-GB", "timezone_id": "Europe/London", "reduced_motion": "reduce"}


def pytest_configure(config):
    # WhiteNoise warns about the missing collectstatic folder; the live server serves static files itself.
    config.addinivalue_line("filterwarnings", "ignore:No directory at:UserWarning")


def pytest_collection_modifyitems(config, items):
    for item in items:
        item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """No browser downloads here: use the system Chromium (STACK-NOTES pitfall 10)."""
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
        ],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": DESKTOP, **CONTEXT}


@pytest.fixture(scope="session")
def base_url(live_server):
    """page.goto("/login") resolves against the live server (pytest-base-url's fixture, overridden)."""
    return live_server.url


@pytest.fixture(autouse=True)
def _live_database(transactional_db):
    """The live server runs in another thread, so tests need real commits, not a wrapping transaction."""


@pytest.fixture
def phone_page(browser, base_url):
    """A page at phone size (390x844), e.g. `phone_page.goto("/login"); screenshot(phone_page, "login-phone")`."""
    context = browser.new_context(base_url=base_url, viewport=PHONE, is_mobile=True, has_touch=True, **CONTEXT)
    page = context.new_page()
    yield page
    context.close()


def screenshot(page, name: str) -> Path:
    """Saves var/screenshots/{name}.png at the page's current viewport and returns the path."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=False)
    return path


def login_as(page, user, password: str = DEFAULT_PASSWORD) -> None:
    """Signs in through the same API the sign-in form calls and opens the user's home, one page load sooner than
    typing into the form. The answer is stored as the app stores it (frontend/src/lib/session.ts: the token under
    `auth_token`, the user under `user`). An answer that asks for a second step or an enrolment goes through the
    form instead. The journeys about signing in use sign_in_with_the_form."""
    answer = page.request.post("/api/auth/login", data={"email": user.email, "password": password})
    body = answer.json() if answer.ok else {}
    if "token" not in body or body.get("mfaEnrolmentRequired"):
        sign_in_with_the_form(page, user, password)
        return
    page.goto("/api/health")  # a page of the app's origin that does not start the app: local storage is written first
    page.evaluate(
        "([token, user]) => { localStorage.setItem('auth_token', token); localStorage.setItem('user', user); }",
        [body["token"], json.dumps(body["user"])],
    )
    page.goto("/client" if body["user"]["role"] == "client" else "/")


def sign_in_with_the_form(page, user, password: str = DEFAULT_PASSWORD) -> None:
    """Signs in through the real /login form and waits until the app has left /login."""
    page.goto("/login")
    page.get_by_label("Email").fill(user.email)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Sign In").click()
    page.wait_for_url(lambda url: not url.endswith("/login"))


# The dashboard's cases: table rows at desktop width, cards (a list named Cases) on a phone.
CASE_ITEMS = "table[aria-label='Cases'] tbody tr, ul[aria-label='Cases'] > li"


def case_item(page, text: str):
    """The table row or, on a phone, the card of the case whose text contains `text`."""
    return page.locator(CASE_ITEMS).filter(has_text=text)


def top_bar(page):
    """Where the top bar's buttons are: the page itself at desktop width; on a phone, the menu (opened here)."""
    burger = page.locator("header button[aria-label='Open menu']")
    burger.wait_for(state="attached")  # the signed-in top bar has rendered (the Burger is hidden from 768 px up)
    if burger.is_visible():
        burger.click()
        menu = page.get_by_role("dialog", name="Menu")
        menu.wait_for()
        return menu
    return page
