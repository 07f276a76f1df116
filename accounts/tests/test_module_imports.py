"""The accounts modules import each other without a circle, so each can be read (and imported) on its own."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[1]
ROOT = APP.parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _app_modules() -> dict[str, Path]:
    return {
        _module_name(path): path
        for path in APP.rglob("*.py")
        if "tests" not in path.relative_to(APP).parts and "migrations" not in path.relative_to(APP).parts
    }


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """accounts modules imported anywhere in the file, function-level imports included."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return {module for module in found if module in known and module != name}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    cycles, state = [], {}

    def visit(node, trail):
        state[node] = "open"
        for target in sorted(graph[node]):
            if state.get(target) == "open":
                cycles.append(trail[trail.index(target) :] + [target])
            elif target not in state:
                visit(target, trail + [target])
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    return cycles


def test_the_cycle_finder_reports_a_circle():
    graph = {"a.models": {"a.services"}, "a.services": {"a.auth"}, "a.auth": {"a.models"}, "a.views": {"a.models"}}

    assert _cycles(graph) == [["a.auth", "a.models", "a.services", "a.auth"]]


def test_no_accounts_module_imports_another_in_a_circle():
    modules = _app_modules()
    graph = {name: _imports(name, path, set(modules)) for name, path in modules.items()}

    assert "accounts.services" in graph["accounts.admin"]  # the graph sees real imports
    assert _cycles(graph) == []


def test_models_import_nothing_from_services_or_authentication():
    modules = _app_modules()

    assert _imports("accounts.models", modules["accounts.models"], set(modules)) == {"accounts.roles"}


@pytest.mark.parametrize(
    "module", ["accounts.models", "accounts.services", "accounts.authentication", "accounts.throttling"]
)
def test_each_module_imports_on_its_own_in_a_fresh_interpreter(module):
    result = subprocess.run(
        [sys.executable, "-c", f"import django; django.setup(); import {module}"],
        cwd=ROOT,
        env={"DJANGO_SETTINGS_MODULE": "config.settings_test", "DATABASE_URL": "", "PATH": ""},
        capture_output=True,
        text=True,
    )

    assert result.returncode == 0, result.stderr
