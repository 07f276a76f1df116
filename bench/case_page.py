"""The case page at scale: its two requests (the case, the first page of its timeline) and its first paint in
headless Chromium, for a case with 200 audit events and 20 comments in a book of 1,000,000 cases.

    DEBUG=true SECRET_KEY=x .venv/bin/python bench/seed.py --cases 1000000 --database-url URL
    cd frontend && npm run build && cd .. && DEBUG=false SECRET_KEY=x .venv/bin/python manage.py collectstatic --noinput
    .venv/bin/python bench/case_page.py --database-url URL [--runs 5]

Server: each request's median, p95 and maximum over `--repeat` calls. Browser, the signed-in user's two ways in:
- open: the page's address loaded anew (a pasted link; the app's files from the browser's cache), from navigation to
  the drawn heading, sections and first timeline entry;
- from search: on the dashboard, the case's BHR UK ID typed in the search box and its link clicked, from the click
  to the same drawn page.
Writes var/bench/case_page.json.
"""

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import harness  # noqa: E402 - the repository root is put on the path first
from bench.first_load import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

EVENTS = 200
COMMENTS = 20

# Gives the case in the middle of the book 200 audit events and 20 comments (once), and prints its id and BHR UK ID.
PREPARE = f"""
from datetime import timedelta
from django.utils import timezone
from accounts.models import User
from cases.models import AuditEvent, Case, CaseComment
case = Case.objects.filter(bhruk_id__isnull=False).order_by('id')[Case.objects.count() // 2]
admin = User.objects.get(email='{harness.BENCH_ADMIN}')
have = AuditEvent.objects.filter(case_id=case.pk).count()
start = timezone.now() - timedelta(days=90)
statuses = ['in_production', 'on_hold', 'in_production', 'sent']
AuditEvent.objects.bulk_create(
    AuditEvent(
        action='update', case_id=case.pk, actor=admin, actor_email=admin.email,
        changes={{'currentStatus': [statuses[n % 4], statuses[(n + 1) % 4]], 'notes': ['', f'Call {{n}}']}},
        created_at=start + timedelta(hours=n),
    )
    for n in range(have, {EVENTS})
)
for n in range(CaseComment.objects.filter(case=case).count(), {COMMENTS}):
    c = CaseComment.objects.create(case=case, author=admin, body=f'Chased the client, reply {{n}}.')
    CaseComment.objects.filter(pk=c.pk).update(created_at=start + timedelta(hours=n * 10, minutes=30))
print(case.pk, case.bhruk_id)
"""


def prepare(database_url: str) -> tuple[int, str]:
    out = subprocess.run(
        [harness.PYTHON, "manage.py", "shell", "-c", PREPARE],
        check=True,
        capture_output=True,
        text=True,
        env=harness.server_env(database_url),
        cwd=harness.ROOT,
    )
    case_id, bhruk_id = out.stdout.strip().splitlines()[-1].split()
    return int(case_id), bhruk_id


def spread(samples: list[float]) -> dict:
    ordered = sorted(samples)
    return {
        "median": round(statistics.median(ordered), 1),
        "p95": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))], 1),
        "max": round(ordered[-1], 1),
    }


def server_figures(base_url: str, token: str, case_id: int, repeat: int) -> dict:
    client = harness.Http(base_url, token)
    figures = {}
    for name, path in (
        ("case", f"/api/cases/{case_id}"),
        ("timeline", f"/api/cases/{case_id}/timeline?limit=50"),
    ):
        for _ in range(3):
            client.request("GET", path)
        samples = []
        for _ in range(repeat):
            t = time.perf_counter()
            client.request("GET", path)
            samples.append((time.perf_counter() - t) * 1000)
        figures[name] = spread(samples)
    return figures


def drawn(page, bhruk_id: str) -> None:
    page.get_by_role("heading", name=f"Case {bhruk_id}", level=1).wait_for(timeout=60_000)
    page.get_by_role("region", name="Status Information").wait_for(timeout=60_000)
    page.get_by_role("region", name="Timeline").get_by_role("listitem").first.wait_for(timeout=60_000)


def browser_figures(browser, base_url: str, case_id: int, bhruk_id: str, runs: int) -> dict:
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    page.goto(f"{base_url}/login")
    page.get_by_label("Email").fill(harness.BENCH_ADMIN)
    page.get_by_label("Password", exact=True).fill("bench-password")
    page.get_by_role("button", name="Sign In").click()
    page.locator("table[aria-label='Cases'] tbody tr").first.wait_for(timeout=120_000)
    opened, searched = [], []
    for run in range(runs + 1):  # the first of each is a warm-up
        start = time.perf_counter()
        page.goto(f"{base_url}/cases/{case_id}")
        drawn(page, bhruk_id)
        if run:
            opened.append((time.perf_counter() - start) * 1000)

        page.goto(f"{base_url}/dashboard")
        page.locator("table[aria-label='Cases'] tbody tr").first.wait_for(timeout=120_000)
        page.get_by_role("searchbox", name="Search cases").fill(bhruk_id)
        link = (
            page.locator("table[aria-label='Cases'] tbody tr")
            .filter(has_text=bhruk_id)
            .get_by_role("link", name=bhruk_id, exact=True)
        )
        link.wait_for(timeout=60_000)
        start = time.perf_counter()
        link.click()
        drawn(page, bhruk_id)
        if run:
            searched.append((time.perf_counter() - start) * 1000)
    context.close()
    return {"open": spread(opened), "fromSearch": spread(searched)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--database-url", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()

    token = harness.admin_token(args.database_url)
    case_id, bhruk_id = prepare(args.database_url)
    with harness.serve(args.database_url, workers=2) as (base_url, _pid), sync_playwright() as play:
        server = server_figures(base_url, token, case_id, args.repeat)
        browser = play.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser_figures(browser, base_url, case_id, bhruk_id, args.runs)
        browser.close()
    result = {"caseId": case_id, "events": EVENTS, "comments": COMMENTS, "server": server, "browser": page}
    print(json.dumps(result, indent=2))
    out = harness.ROOT / "var" / "bench" / "case_page.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
