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


def declared_messages(path: Path) -> list[str]:
    """The classes of a module that subclass ``Command`` or ``Event``, by name."""
    tree = ast.parse(path.read_text(), filename=str(path))
    return [node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
            and any(isinstance(base, ast.Name) and base.id in {"Command", "Event"}
                    for base in node.bases)]


def test_commands_and_events_are_declared_in_the_domain_only() -> None:
    outside = {str(path.relative_to(ROOT)): declared_messages(path)
               for layer in ("services", "infrastructure") for path in (ROOT / layer).rglob("*.py")}
    assert {k: v for k, v in outside.items() if v} == {}


def test_the_message_finder_sees_an_event_class() -> None:
    assert declared_messages(ROOT / "domain/platform/events.py")[:2] == [
        "GameCreated", "SeatJoined"]
