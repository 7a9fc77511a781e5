"""Imports flow one way: infrastructure -> services -> domain (ARCHITECTURE.md)."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = {
    "domain": {"services", "infrastructure", "sqlalchemy", "litestar", "redis", "asyncpg",
               "structlog", "random", "time", "datetime"},
    "services": {"infrastructure", "sqlalchemy", "litestar", "redis", "asyncpg"},
}


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_imports_nothing_from_the_layers_above_it(layer: str) -> None:
    offenders = {str(path.relative_to(ROOT)): sorted(imported_roots(path) & FORBIDDEN[layer])
                 for path in (ROOT / layer).rglob("*.py")}
    assert {k: v for k, v in offenders.items() if v} == {}
