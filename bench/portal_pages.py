"""The client portal at scale: a Kind client (150,000 of 1,000,000 cases) paging, sorting, filtering
and searching its book through GET /api/cases/paginated, with the stat cards and MI summary beside it, and the
old GET /api/cases (at most PORTAL_LIMIT newest cases) for comparison.

Run against a COPY of a seeded database (it creates a client user there):
    createdb -h 127.0.0.1 -U postgres -T cb_bench1m cb_portal_1m
    DEBUG=true DATABASE_URL=postgres://postgres@127.0.0.1:5432/cb_portal_1m .venv/bin/python manage.py migrate
    .venv/bin/python bench/portal_pages.py --database-url postgres://postgres@127.0.0.1:5432/cb_portal_1m
Prints one line per request (median and p95 of 7 after 1 warm-up, in ms) and a Markdown table.
"""

import argparse
import sys
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.harness import Http, raw_connection, serve, timed, user_token  # noqa: E402

CLIENT = "bench-kind-client@example.com"
COMPANY = "Kind"


def client_token(database_url: str) -> str:
    """Create (once) a client of Kind and return a bearer token for it."""
    return user_token(database_url, email=CLIENT, role="client", company=COMPANY)


def newest_case_day(database_url: str) -> date:
    with raw_connection(database_url) as conn:
        cur = conn.cursor()
        cur.execute("SELECT max(created_at) FROM cases_case WHERE upper(widget) = upper(%s)", [COMPANY])
        return cur.fetchone()[0].date()


def requests(newest: date) -> list[tuple[str, str, dict]]:
    """(name, path, params) of what the portal asks: its list pages, then its cards and summary."""
    page = "/api/cases/paginated"
    base = {"sortBy": "createdAt", "sortOrder": "desc"}
    ranges = {f"last {n} days of the data": (newest - timedelta(days=n)).isoformat() for n in (7, 30, 90)}
    ranges["last 7 days from today (no match)"] = (datetime.now(tz=UTC).date() - timedelta(days=7)).isoformat()
    rows: list[tuple[str, str, dict]] = [
        ("first page, newest first (50)", page, base),
        ("page 2", page, {**base, "page": 2}),
        ("page 100", page, {**base, "page": 100}),
        ("last page (3,003)", page, {**base, "page": 3003}),
        ("250 a page, first", page, {**base, "limit": 250}),
        ("250 a page, page 300", page, {**base, "limit": 250, "page": 300}),
        ("oldest first", page, {"sortBy": "createdAt", "sortOrder": "asc"}),
        ("BHRUK ID descending", page, {"sortBy": "bhrukId", "sortOrder": "desc"}),
        ("BHRUK ID ascending", page, {"sortBy": "bhrukId", "sortOrder": "asc"}),
        ("BHRUK ID descending, page 1,000", page, {"sortBy": "bhrukId", "page": 1000}),
        ("status need_instructions", page, {**base, "status": "need_instructions"}),
        ("status on_hold", page, {**base, "status": "on_hold"}),
        ("status sent, BHRUK ID", page, {"status": "sent", "sortBy": "bhrukId"}),
    ]
    for name, bound in ranges.items():
        rows.append((f"date range: {name}", page, {**base, "createdFrom": bound}))
    bound30 = ranges["last 30 days of the data"]
    bound90 = ranges["last 90 days of the data"]
    rows.append(
        ("last 30 days + sent, BHRUK ID", page, {"createdFrom": bound30, "status": "sent", "sortBy": "bhrukId"})
    )
    texts = ("j", "jo", "Smith", "Judy Jones", "KIND1234", "1234", "client123456@example.com", "zz")
    rows.extend((f"search {text!r}", page, {**base, "search": text}) for text in texts)
    rows.append(("search 'Smith' + last 90 days", page, {**base, "search": "Smith", "createdFrom": bound90}))
    rows += [
        ("stats (cards)", "/api/stats", {"status": "all"}),
        ("stats, search 'Smith'", "/api/stats", {"status": "all", "search": "Smith"}),
        ("MI summary", "/api/cases/mi-summary", {}),
        ("old GET /api/cases (1,000 newest)", "/api/cases", {}),
    ]
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--database-url", required=True)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    token = client_token(args.database_url)
    newest = newest_case_day(args.database_url)
    table = ["| Request | Median ms | p95 ms | Rows | Total |", "|---|---:|---:|---:|---:|"]
    with serve(args.database_url) as (base_url, _pid):
        http = Http(base_url, token)
        for name, path, params in requests(newest):
            url = f"{path}?{urlencode(params)}" if params else path
            body = http.get_json(url)
            rows: int | str
            if isinstance(body, list):
                rows, total = len(body), ""
            elif "pagination" in body:
                rows, total = len(body["data"]), f"{body['pagination']['totalItems']:,}"
                assert all(row["widget"] == COMPANY for row in body["data"]), "another company's case"
            else:
                rows, total = "", f"{body.get('total', '')}"
            figures = timed(lambda url=url: http.request("GET", url), repeat=args.repeat, warmup=1)
            print(f"{name}: median {figures['median']:.1f} ms, p95 {figures['p95']:.1f} ms", file=sys.stderr)
            table.append(f"| {name} | {figures['median']:.0f} | {figures['p95']:.0f} | {rows} | {total} |")
    print("\n".join(table))


if __name__ == "__main__":
    main()
