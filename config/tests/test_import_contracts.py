"""The import contracts (.importlinter, run by `make lint`) hold on the tree and catch a wrong-way import.

Each check runs lint-imports on a copy of the apps in a temporary folder, so the real tree is never touched.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("config", "accounts", "cases", "duplicates", "notifications")
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


@pytest.fixture
def tree_copy(tmp_path: Path) -> Path:
    for package in PACKAGES:
        shutil.copytree(ROOT / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / ".importlinter", tmp_path / ".importlinter")
    return tmp_path


def lint_imports(tree: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache"],
        cwd=tree,
        env={"PYTHONPATH": str(tree), "PATH": ""},
        capture_output=True,
        text=True,
    )


def test_the_copied_tree_keeps_every_contract(tree_copy):
    result = lint_imports(tree_copy)

    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


@pytest.mark.parametrize(
    ("module", "line", "contract"),
    [
        ("accounts/wrong_way.py", "from cases import models", "Apps are layered"),
        ("cases/wrong_way.py", "import duplicates.services", "Apps are layered"),
        ("cases/services/wrong_way.py", "from config import exception_handler", "Domain code does not import config"),
        ("cases/rules.py", "from cases import selectors", "Inside cases"),
        ("cases/jobs/services.py", "from cases.jobs import tasks", "Jobs: dispatch"),
        # Jobs know none of the work they run: a runner registers with them, never the other way round.
        ("cases/jobs/dispatch.py", "from cases.exporting import jobs", "Inside cases"),
        ("cases/jobs/registry.py", "from cases.privacy import jobs", "Inside cases"),
        ("cases/access.py", "from cases.views import CaseDetailView", "Endpoints are on top"),
        ("cases/fields.py", "from cases import access", "No two sibling modules"),
        (
            "duplicates/services.py",
            "from cases.services.editing import case_update",
            "Duplicates and notifications use",
        ),
        (
            "notifications/selectors.py",
            "from cases.listing.params import parse_case_filters",
            "Duplicates and notifications use",
        ),
        ("notifications/services.py", "from notifications import dispatch", "Notifications: views"),
        ("accounts/models.py", "from accounts import services", "accounts.models imports only accounts.roles"),
    ],
)
def test_a_wrong_way_import_breaks_its_contract(tree_copy, module, line, contract):
    path = tree_copy / module
    path.write_text((path.read_text() if path.exists() else "") + f"\n{line}\n")

    result = lint_imports(tree_copy)

    assert result.returncode == 1, result.stdout + result.stderr
    broken = result.stdout.split("Broken contracts", 1)[1]
    assert contract in broken
    assert (ROOT / module).exists() is False or line not in (ROOT / module).read_text()  # the real tree is untouched
