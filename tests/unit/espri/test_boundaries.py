"""The ESPRI package imports only the standard library, msgspec and domain.core/espri."""

import ast
import sys
from pathlib import Path

import domain.espri

ALLOWED = ("msgspec", "domain.core", "domain.espri")


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_the_espri_package_imports_nothing_but_stdlib_msgspec_and_the_core() -> None:
    package = Path(domain.espri.__file__).parent
    foreign = {
        (path.name, name) for path in package.rglob("*.py") for name in imported_modules(path)
        if not name.startswith(ALLOWED) and name.split(".")[0] not in sys.stdlib_module_names}
    assert foreign == set()
