"""Requests to the client at scale: the daily chaser run for 10,000 open requests over ~2,000 client users, and the
client's 20 MB PDF answer up and the same bytes down through the API on loopback (gunicorn, one worker).

    .venv/bin/python bench/bench_requests.py --database-url URL [--requests 10000] [--users 2000] [--runs 3]

The script migrates the database, seeds (once) `--users` client users in companies of 4 and one case per request
in their companies, due dates spread over ±30 days, then:
- chasers: `request_chasers_send` for `--runs` consecutive days against a real SMTP server (aiosmtpd, loopback);
  the ledger is emptied first, so the first day every request is new (one e-mail per user listing all of their
  company's requests), later days only the dated reminders (before, on, after);
- upload/download: `--runs` times, staff make a request, the client uploads a 20 MB PDF (a valid PDF carrying a
  20 MB attachment) to POST /api/requests/{id}/upload, then downloads it; MB/s from the wall time of each request.
Files are not virus-scanned here (no CLAMD_* set). Writes var/bench/requests.json.
"""

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import time
import uuid
from pathlib import Path

from aiosmtpd.controller import Controller
from pypdf import PdfWriter

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import harness  # noqa: E402 - the repository root is put on the path first

MB = 1024 * 1024
DEFAULT_SQLITE = f"sqlite:///{harness.ROOT / 'var' / 'bench_requests.sqlite3'}"

SEED = """
import random
from datetime import timedelta
from django.utils import timezone
from accounts.models import User
from accounts.roles import Role
from cases.models import Case, CaseRequest
users, requests = {users}, {requests}
if CaseRequest.objects.filter(title__startswith='Bench request').count() < requests:
    companies = [f'Bench Co {{n:04d}}' for n in range((users + 3) // 4)]
    User.objects.bulk_create(
        [User(email=f'bench-client-{{n}}@example.com', role=Role.CLIENT,
              company=companies[n // 4], first_name=f'Client{{n}}') for n in range(users)],
        ignore_conflicts=True, batch_size=2000,
    )
    cases = Case.objects.bulk_create(
        [Case(widget=companies[n % len(companies)], client_name=f'Bench client {{n}}', bhruk_id=f'BR{{n}}')
         for n in range(requests)], batch_size=2000,
    )
    today = timezone.localdate()
    rnd = random.Random(29)
    CaseRequest.objects.bulk_create(
        [CaseRequest(case=c, title=f'Bench request {{n}}', message='Please send the 2025 statements.',
                     due_date=today + timedelta(days=rnd.randint(-30, 30))) for n, c in enumerate(cases)],
        batch_size=2000,
    )
CaseRequest.objects.filter(title='Bench upload').delete()
print(CaseRequest.objects.filter(status='open').count(), User.objects.filter(role=Role.CLIENT).count())
"""

CHASE = """
import time
from datetime import timedelta
from django.utils import timezone
from cases.requests.chasers import request_chasers_send
day = timezone.localdate() + timedelta(days={offset})
t = time.perf_counter()
run = request_chasers_send(today=day)
print(round((time.perf_counter() - t) * 1000), run.sent, run.skipped, run.reminders)
"""

ACCOUNTS = """
from accounts.models import User
from accounts.roles import Role
from accounts.tokens import access_token_for
from cases.models import Case
case = Case.objects.filter(widget='Bench Co 0000').order_by('id').first()
from accounts.services import user_sync_group
client = User.objects.get(email='bench-client-0@example.com')
user_sync_group(user=client)  # bulk-created users have no role group yet
print(case.pk, access_token_for(client))
"""


def shell(database_url: str, code: str, env: dict | None = None) -> str:
    out = subprocess.run(
        [harness.PYTHON, "manage.py", "shell", "-c", code],
        check=True,
        capture_output=True,
        text=True,
        env={**harness.server_env(database_url), **(env or {})},
        cwd=harness.ROOT,
    )
    return out.stdout.strip().splitlines()[-1]


class Sink:
    """Counts what the SMTP server receives."""

    def __init__(self) -> None:
        self.count = 0

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        self.count += 1
        return "250 OK"


def big_pdf(size: int) -> bytes:
    writer = PdfWriter()
    writer.add_blank_page(width=595, height=842)
    writer.add_attachment("statement-data.bin", os.urandom(size))
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def multipart(content: bytes, name: str) -> tuple[bytes, str]:
    boundary = uuid.uuid4().hex
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{name}"\r\n'
        "Content-Type: application/pdf\r\n\r\n"
    ).encode()
    return head + content + f"\r\n--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def chasers(database_url: str, runs: int) -> list[dict]:
    sink = Sink()
    controller = Controller(sink, hostname="127.0.0.1", port=harness._free_port())
    controller.start()
    figures = []
    try:
        env = {"EMAIL_URL": f"smtp://127.0.0.1:{controller.port}"}
        # The bench database's ledger is emptied, so each script run starts from "every request is new".
        shell(database_url, "from cases.models import RequestChaserDelivery as D; print(D.objects.all().delete()[0])")
        base = 0
        for n in range(runs):
            ms, sent, skipped, reminders = map(int, shell(database_url, CHASE.format(offset=base + n), env).split())
            figures.append({"day": n + 1, "ms": ms, "sent": sent, "skipped": skipped, "reminders": reminders})
            print(f"chasers day {n + 1}: {ms} ms, {sent} e-mails, {reminders} reminders")
    finally:
        controller.stop()
    return figures


def transfer(database_url: str, runs: int, size: int) -> dict:
    case_id, client_token = shell(database_url, ACCOUNTS).split()
    staff_token = harness.admin_token(database_url)
    content = big_pdf(size)
    body, content_type = multipart(content, "statements.pdf")
    up, down = [], []
    with harness.serve(database_url) as (base_url, _pid):
        staff = harness.Http(base_url, staff_token)
        client = harness.Http(base_url, client_token)
        for _ in range(runs):
            request = {"title": "Bench upload", "message": "", "dueDate": time.strftime("%Y-%m-%d")}
            _, made = staff.request(
                "POST",
                f"/api/cases/{case_id}/requests",
                json.dumps(request).encode(),
                {"Content-Type": "application/json"},
            )
            request_id = json.loads(made)["id"]
            t = time.perf_counter()
            _, answer = client.request(
                "POST", f"/api/requests/{request_id}/upload", body, {"Content-Type": content_type}
            )
            up.append(len(content) / MB / (time.perf_counter() - t))
            document_id = json.loads(answer)["id"]
            t = time.perf_counter()
            _, data = client.request("GET", f"/api/documents/{document_id}/download")
            down.append(len(data) / MB / (time.perf_counter() - t))
            assert data == content, "the download differs from the upload"
    figures = {
        "file_mb": round(len(content) / MB, 1),
        "upload_mb_s": round(statistics.median(up), 1),
        "download_mb_s": round(statistics.median(down), 1),
    }
    print(f"20 MB PDF: up {figures['upload_mb_s']} MB/s, down {figures['download_mb_s']} MB/s (median of {runs})")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database-url", default=DEFAULT_SQLITE)
    parser.add_argument("--requests", type=int, default=10_000)
    parser.add_argument("--users", type=int, default=2_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--size-mb", type=int, default=20)
    args = parser.parse_args()
    if args.database_url.startswith("postgres"):
        harness.ensure_pg_database(args.database_url)
    subprocess.run(
        [harness.PYTHON, "manage.py", "migrate", "--noinput", "-v", "0"],
        check=True,
        env=harness.server_env(args.database_url),
        cwd=harness.ROOT,
    )
    open_requests, clients = map(
        int, shell(args.database_url, SEED.format(users=args.users, requests=args.requests)).split()
    )
    print(f"{open_requests} open requests, {clients} client users")
    result = {
        "database": args.database_url.split(":", 1)[0],
        "open_requests": open_requests,
        "client_users": clients,
        "chasers": chasers(args.database_url, args.runs),
        "transfer": transfer(args.database_url, args.runs, args.size_mb * MB - 4096),
    }
    out = harness.ROOT / "var" / "bench" / "requests.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
