"""CSV import and CSV/Excel export at scale (guide: workflow#imports), over HTTP against the real server.

- Export of every seeded case (ctx.cases, 1,000,000 in `make bench`) as CSV and as XLSX: rows/s and the
  server's peak memory growth during the download (sampled every 50 ms), beside a bare COPY/SELECT of the table.
- Import of a 100,000-row CSV over HTTP (POST /api/cases/upload-csv), end to end, beside a raw COPY (SQLite:
  executemany) of the same rows into the same table in the same run.
- `manage.py import_cases` with 100,000 and 1,000,000 rows: rows/s and peak memory (it should not grow
  with the file).
Every case the module adds is deleted again, so the seeded database is left as it was.

Used by `make bench` through `run(ctx)`. Standalone, against databases you seeded yourself (bench/seed.py):
    .venv/bin/python bench/bench_import_export.py --pg-url postgres://.../db --sqlite-path var/x.sqlite3 \
        [--import-rows 100000 (0: none)] [--command-rows 100000,1000000] [--skip-export]
"""

import argparse
import csv
import http.client
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.harness import (  # noqa: E402
    BENCH_ADMIN,
    PYTHON,
    Context,
    admin_token,
    raw_connection,
    rss_mb,
    serve,
    server_env,
)

AREA = "import/export"
WORK = ROOT / "var" / "bench"
IMPORT_ROWS = 100_000
COMMAND_ROWS = (100_000, 1_000_000)
COMPANIES = ["Kind"] + [f"Company {n:02d}" for n in range(1, 25)]
HEADER = ["Widget (Company)", "Report Type", "External User ID (OB Link)", "Name", "Email", "User ID", "Created At"]
HEADER.append("Status")


# --- Files ----------------------------------------------------------------------------------------------------


def write_csv(path: Path, rows: int, *, tag: str) -> Path:
    """A realistic upload: 25 companies, OB Links that are new to the seeded book, UK and ISO dates."""
    rng = random.Random(rows)
    start = datetime(2024, 1, 1)
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f, lineterminator="\r\n")
        writer.writerow(HEADER)
        for i in range(rows):
            created = start + timedelta(seconds=rng.randrange(60_000_000))
            when = created.strftime("%d/%m/%Y %H:%M") if i % 2 else created.isoformat(timespec="seconds")
            writer.writerow(
                [
                    rng.choice(COMPANIES),
                    rng.choice(["Statements", "Affordability"]),
                    f"https://ob.example.com/{tag}/{7_000_000 + i}",
                    f"Bench Client {tag} {i}",
                    f"bench{i}@example.com",
                    f"{tag}-{i}",
                    when,
                    "Complete",
                ]
            )
    return path


def multipart(field: str, filename: str, content: bytes) -> tuple[bytes, str]:
    boundary = uuid.uuid4().hex
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="{field}"; filename="{filename}"\r\n'
        "Content-Type: text/csv\r\n\r\n"
    ).encode()
    return head + content + f"\r\n--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


# --- Measuring ------------------------------------------------------------------------------------------------


class RssSampler(threading.Thread):
    """The server's resident memory, sampled every 50 ms while a request runs."""

    def __init__(self, pid: int):
        super().__init__(daemon=True)
        self.pid = pid
        self.baseline = rss_mb(pid)
        self.peak = self.baseline
        self._done = threading.Event()

    def run(self):
        while not self._done.wait(0.05):
            self.peak = max(self.peak, rss_mb(self.pid))

    def growth(self) -> float:
        self._done.set()
        self.join()
        self.peak = max(self.peak, rss_mb(self.pid))
        return self.peak - self.baseline


def _connection(ctx: Context) -> http.client.HTTPConnection:
    parsed = urllib.parse.urlparse(ctx.base_url)
    return http.client.HTTPConnection(parsed.hostname or "127.0.0.1", parsed.port, timeout=1800)


def stream_get(ctx: Context, path: str) -> tuple[float, int, bytes]:
    """(seconds, bytes, first 64 KB) of a GET read to the end in 1 MB pieces."""
    conn = _connection(ctx)
    started = time.perf_counter()
    conn.request("GET", path, headers={"Authorization": f"Bearer {ctx.token}"})
    response = conn.getresponse()
    if response.status != 200:
        raise RuntimeError(f"GET {path} -> {response.status}: {response.read(300)!r}")
    size, head = 0, b""
    while piece := response.read(1024 * 1024):
        if not head:
            head = piece[:65536]
        size += len(piece)
    elapsed = time.perf_counter() - started
    conn.close()
    return elapsed, size, head


def _django(ctx: Context, *args: str) -> str:
    """Run this module in a Django process against the benchmark database; its last stdout line."""
    out = subprocess.run(
        [PYTHON, str(Path(__file__).resolve()), *args],
        check=True,
        capture_output=True,
        text=True,
        env={**server_env(ctx.database_url), "DJANGO_SETTINGS_MODULE": "config.settings"},
        cwd=ROOT,
    )
    return out.stdout.strip().splitlines()[-1]


def _sql(ctx: Context, statement: str, params=()):
    with raw_connection(ctx.database_url) as conn:
        if ctx.vendor == "sqlite":
            statement = statement.replace("%s", "?")
        cursor = conn.cursor()
        cursor.execute(statement, params)
        rows = cursor.fetchall() if cursor.description else None
        if ctx.vendor == "sqlite":
            conn.commit()
        return rows


def _delete_imported(ctx: Context, since_event: int) -> None:
    _sql(
        ctx,
        "DELETE FROM cases_case WHERE import_event_id IN "
        "(SELECT id FROM cases_auditevent WHERE action = 'import' AND id > %s)",
        (since_event,),
    )


def _last_event(ctx: Context) -> int:
    return _sql(ctx, "SELECT COALESCE(MAX(id), 0) FROM cases_auditevent")[0][0]


# --- Export -----------------------------------------------------------------------------------------------------


def _warm_up(ctx: Context) -> None:
    """A refused export request loads the views, URLconf and openpyxl, so the memory baseline is the app's."""
    conn = _connection(ctx)
    conn.request("GET", "/api/cases/export?format=none", headers={"Authorization": f"Bearer {ctx.token}"})
    conn.getresponse().read()
    conn.close()


def bench_export(ctx: Context, fmt: str) -> None:
    sampler = RssSampler(ctx.server_pid)
    sampler.start()
    seconds, size, head = stream_get(ctx, f"/api/cases/export?format={fmt}&includeAll=true")
    growth = sampler.growth()
    rate = ctx.cases / seconds
    goal = "≥100,000 rows/s" if fmt == "csv" else "≥12,000 rows/s"
    bare = None
    if fmt == "csv":
        bare = _bare_table_read(ctx)
    ctx.record(
        AREA,
        f"export {ctx.cases:,} cases as {fmt.upper()} (includeAll)",
        {"median": seconds * 1000, "rows_per_s": round(rate), "MB": round(size / 1e6, 1), "peak_growth_MB": growth},
        sql=bare,
        goal=f"{goal}; server memory growth <100 MB",
        note=f"{rate:,.0f} rows/s, {size / 1e6:,.0f} MB, server memory +{growth:.0f} MB",
    )


def _bare_table_read(ctx: Context) -> dict:
    """For orientation: the whole table read bare (PostgreSQL: COPY TO STDOUT; SQLite: SELECT * fetched)."""
    with raw_connection(ctx.database_url) as conn:
        started = time.perf_counter()
        if ctx.vendor == "postgresql":
            with conn.cursor().copy("COPY (SELECT * FROM cases_case ORDER BY id) TO STDOUT WITH (FORMAT csv)") as cp:
                for _ in cp:
                    pass
        else:
            cursor = conn.execute("SELECT * FROM cases_case ORDER BY id")
            while cursor.fetchmany(5000):
                pass
        return {"median": (time.perf_counter() - started) * 1000}


# --- Import ------------------------------------------------------------------------------------------------------


def bench_http_import(ctx: Context, rows: int) -> None:
    WORK.mkdir(parents=True, exist_ok=True)
    path = write_csv(WORK / f"import_{rows}.csv", rows, tag=f"http{rows}")
    body, content_type = multipart("csvFile", path.name, path.read_bytes())
    since = _last_event(ctx)
    conn = _connection(ctx)
    started = time.perf_counter()
    conn.request(
        "POST",
        "/api/cases/upload-csv",
        body=body,
        headers={"Authorization": f"Bearer {ctx.token}", "Content-Type": content_type},
    )
    response = conn.getresponse()
    answer = json.loads(response.read())
    seconds = time.perf_counter() - started
    conn.close()
    if response.status != 200 or answer.get("imported") != rows:
        raise RuntimeError(f"upload -> {response.status}: {answer}")
    _delete_imported(ctx, since)
    copy = json.loads(_django(ctx, "--raw-copy", str(path)))
    rate = rows / seconds
    ratio = seconds / copy["seconds"]
    what = "COPY" if ctx.vendor == "postgresql" else "executemany"
    ctx.record(
        AREA,
        f"import {rows:,} rows over HTTP (upload-csv)",
        {"median": seconds * 1000, "rows_per_s": round(rate), "vs_raw": round(ratio, 2)},
        sql={"median": copy["seconds"] * 1000},
        goal="≥25,000 rows/s and ≤3x the raw insert",
        note=f"{rate:,.0f} rows/s; raw {what} of the same rows {rows / copy['seconds']:,.0f} rows/s; {ratio:.2f}x",
    )


def bench_command(ctx: Context, rows: int) -> None:
    WORK.mkdir(parents=True, exist_ok=True)
    path = write_csv(WORK / f"command_{rows}.csv", rows, tag=f"cmd{rows}")
    since = _last_event(ctx)
    with tempfile.NamedTemporaryFile("r", suffix=".time") as timing:
        started = time.perf_counter()
        done = subprocess.run(
            ["/usr/bin/time", "-o", timing.name, "-f", "%M", PYTHON, "manage.py", "import_cases", str(path)]
            + ["--user", BENCH_ADMIN],
            capture_output=True,
            text=True,
            env=server_env(ctx.database_url),
            cwd=ROOT,
        )
        seconds = time.perf_counter() - started
        peak_mb = int(timing.read().strip().splitlines()[-1]) / 1024
    if done.returncode:
        raise RuntimeError(f"import_cases failed: {done.stderr[-500:]}")
    _delete_imported(ctx, since)
    path.unlink()
    rate = rows / seconds
    ctx.record(
        AREA,
        f"manage.py import_cases {rows:,} rows",
        {"median": seconds * 1000, "rows_per_s": round(rate), "peak_MB": round(peak_mb)},
        goal="peak memory flat (the same at 100k and 1M rows)",
        note=f"{rate:,.0f} rows/s, peak RSS {peak_mb:.0f} MB (whole process)",
    )


def run(ctx: Context, *, import_rows: int = IMPORT_ROWS, command_rows=COMMAND_ROWS, export: bool = True) -> None:
    if export:  # first, while the server holds nothing from earlier requests
        _warm_up(ctx)
        bench_export(ctx, "csv")
        bench_export(ctx, "xlsx")
    if import_rows:
        bench_http_import(ctx, import_rows)
    for rows in command_rows:
        bench_command(ctx, rows)


# --- In a Django process: the raw insert baseline ---------------------------------------------------------------


def raw_rows(path: str, *, first_number: int = 0) -> tuple[list, list[list]]:
    """(fields, rows): the file's rows as bare case rows (every column, model defaults, keys derived as the app
    derives them, BHR UK IDs RAW<n>), for inserting without the app. Call in a set-up Django process."""
    from django.db import connection

    from cases import rules
    from cases.importing.reading import utc_naive
    from cases.models import Case

    fields = [f for f in Case._meta.concrete_fields if not f.primary_key]
    defaults = {f.attname: f.get_db_prep_save(f.get_default(), connection) for f in fields}
    suffix = "+00:00" if connection.vendor == "postgresql" else ""
    now = datetime.now(UTC).replace(tzinfo=None).isoformat(" ") + suffix
    rows = []
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.reader(f)
        next(reader)
        for i, (widget, report, link, name, email, user_id, created, status) in enumerate(reader, first_number):
            kam = rules.expected_kam_id(link)
            bhruk = f"RAW{i}"
            created_utc = utc_naive(created)
            assert created_utc is not None, f"row {i}: unreadable Created At {created!r}"
            values = {
                **defaults,
                "widget": widget,
                "external_user_id": link,
                "source_user_id": user_id,
                "created_at": created_utc.isoformat(" ") + suffix,
                "updated_at": now,
                "kam_id": kam,
                "kam_key": rules.kam_key(kam),
                "client_name": name,
                "client_key": rules.client_key(name),
                "name": name,
                "email": email,
                "report_type": report,
                "original_status": status,
                "bhruk_id": bhruk,
                "bhruk_number": i,
                "bhruk_key": rules.bhruk_key(bhruk),
            }
            rows.append([values[f.attname] for f in fields])
    return fields, rows


def bare_insert(cursor, fields: list, rows: list[list]) -> None:
    """The rows into cases_case the fastest plain way: COPY on PostgreSQL, executemany on SQLite."""
    from django.db import connection

    columns = ", ".join(connection.ops.quote_name(f.column) for f in fields)
    if connection.vendor == "postgresql":
        with cursor.cursor.copy(f"COPY cases_case ({columns}) FROM STDIN") as copy:
            for row in rows:
                copy.write_row(row)
    else:
        marks = ", ".join(["%s"] * len(fields))
        cursor.executemany(f"INSERT INTO cases_case ({columns}) VALUES ({marks})", rows)


def _raw_copy_main(path: str) -> None:
    """Insert the file's rows into cases_case as bare COPY (executemany on SQLite) would, timed; then remove them."""
    import django

    django.setup()
    from django.db import connection, transaction

    fields, rows = raw_rows(path)
    with connection.cursor() as cursor:
        started = time.perf_counter()
        with transaction.atomic():
            bare_insert(cursor, fields, rows)
        seconds = time.perf_counter() - started
        cursor.execute("DELETE FROM cases_case WHERE bhruk_id LIKE 'RAW%%' AND bhruk_number < %s", [len(rows)])
    print(json.dumps({"seconds": seconds, "rows": len(rows)}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--raw-copy", help=argparse.SUPPRESS)
    parser.add_argument("--pg-url", default="")
    parser.add_argument("--sqlite-path", default="")
    parser.add_argument("--import-rows", type=int, default=IMPORT_ROWS)
    parser.add_argument("--command-rows", default=",".join(str(n) for n in COMMAND_ROWS))
    parser.add_argument("--skip-export", action="store_true")
    args = parser.parse_args()
    if args.raw_copy:
        _raw_copy_main(args.raw_copy)
        return
    command_rows = [int(n) for n in args.command_rows.split(",") if n]
    targets = []
    if args.pg_url:
        targets.append(("postgresql", args.pg_url))
    if args.sqlite_path:
        targets.append(("sqlite", f"sqlite:///{Path(args.sqlite_path).resolve()}"))
    results = []
    for vendor, url in targets:
        with raw_connection(url) as conn:
            cases = conn.cursor().execute("SELECT COUNT(*) FROM cases_case").fetchone()[0]
        token = admin_token(url)
        with serve(url) as (base_url, pid):
            ctx = Context(vendor=vendor, database_url=url, base_url=base_url, token=token, server_pid=pid, cases=cases)
            run(ctx, import_rows=args.import_rows, command_rows=command_rows, export=not args.skip_export)
            results += ctx.results
    print(json.dumps(results, indent=1, default=str))


if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    main()
