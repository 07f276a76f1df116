"""`make run` serves where its HOST and PORT say, and e-mailed links must point there."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

BASE_DIR = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="needs make")


def _dry_run(*args: str, **env: str) -> str:
    """The commands `make run` would execute (`-n`: printed, not run)."""
    clean = {k: v for k, v in os.environ.items() if k not in {"SITE_URL", "HOST", "PORT"}}
    clean.update(env)
    result = subprocess.run(
        ["make", "-n", "run", *args], cwd=BASE_DIR, env=clean, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_make_run_links_e_mails_to_its_own_port():
    assert "export SITE_URL='http://127.0.0.1:8123'" in _dry_run("PORT=8123")


def test_make_run_on_every_interface_links_to_this_machine():
    assert "export SITE_URL='http://127.0.0.1:9000'" in _dry_run("HOST=0.0.0.0", "PORT=9000")


def test_a_given_site_url_wins():
    assert "export SITE_URL='https://cases.example'" in _dry_run("PORT=8123", SITE_URL="https://cases.example")
    assert "export SITE_URL='https://other.example'" in _dry_run("SITE_URL=https://other.example")
