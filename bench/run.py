"""`make bench`: seed each database, serve the app, run every bench/bench_*.py module, write var/bench/results.md.

Options: --cases N (default 1,000,000), --vendors postgresql,sqlite, --only cases,duplicates,...
"""

import argparse
import importlib
import json
import sys
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.harness import Context, admin_token, prepare_database, serve  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=1_000_000)
    parser.add_argument("--vendors", default="postgresql,sqlite")
    parser.add_argument("--only", default="", help="comma-separated module areas, e.g. cases,duplicates")
    args = parser.parse_args()

    areas = [p.stem.removeprefix("bench_") for p in sorted((ROOT / "bench").glob("bench_*.py"))]
    if args.only:
        areas = [a for a in areas if a in args.only.split(",")]
    results = []
    for vendor in args.vendors.split(","):
        url = prepare_database(vendor, args.cases)
        token = admin_token(url)
        with serve(url) as (base_url, pid):
            for area in areas:
                ctx = Context(
                    vendor=vendor, database_url=url, base_url=base_url, token=token, server_pid=pid, cases=args.cases
                )
                module = importlib.import_module(f"bench.bench_{area}")
                if not hasattr(module, "run"):  # seeds and times its own database: run it alone (its docstring)
                    print(f"bench_{area}: standalone, skipped here; run .venv/bin/python bench/bench_{area}.py")
                    continue
                module.run(ctx)
                results.extend(ctx.results)
        # Modules may have written cases; reseed next time from a clean state.
    out = ROOT / "var" / "bench"
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(results, indent=2, default=str))
    lines = [
        f"# Benchmark run {datetime.now():%Y-%m-%d %H:%M}",
        "",
        "| area | request | db | cases | median ms | p95 ms | bare SQL ms | goal | note |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in results:

        def f(v):
            return f"{v:.1f}" if isinstance(v, float) else ("" if v is None else str(v))

        lines.append(
            f"| {r['area']} | {r['name']} | {r['vendor']} | {r['cases']} | {f(r.get('median'))} | "
            f"{f(r.get('p95'))} | {f(r.get('sql_median'))} | {r.get('goal', '')} | {r.get('note', '')} |"
        )
    (out / "results.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
