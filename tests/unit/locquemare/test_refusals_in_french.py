"""Every refusal Locquemare raises can be said in French (issue #27): its detail is a
``sentence`` the catalog translates, its code unchanged."""

import ast
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[3]
DOMAIN = ROOT / "domain" / "locquemare"
CATALOG = ROOT / "services" / "locale" / "fr" / "LC_MESSAGES" / "locquemare.po"
RAISERS = {"DomainError", "InvalidValue", "NotAuthorized", "require", "invalid", "require_gm",
           "require_owner", "require_found", "require_character", "require_phase",
           "require_choice", "bad_dice"}
"""The error kinds, ``domain.core.guards`` and Locquemare's own wrapper taking a detail."""
ENGLISH_DEFAULTS = {"require_character", "require_phase", "require_choice"}
"""The core guards whose default detail is an English f-string, not a sentence."""


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if isinstance(func, ast.Attribute) else None


def _glued(node: ast.expr) -> bool:
    """An English detail built in place instead of a ``sentence``."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and " " in node.value
    if isinstance(node, ast.BinOp):
        return isinstance(node.op, (ast.Mod, ast.Add)) and any(
            isinstance(side, (ast.Constant, ast.JoinedStr)) and isinstance(
                getattr(side, "value", ""), str) for side in (node.left, node.right))
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "format")


def _from_core(tree: ast.Module) -> set[str]:
    """The guards a module takes from ``domain.core.guards`` itself (English defaults)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "domain.core.guards":
            names |= {alias.asname or alias.name for alias in node.names}
    return names


def english_details() -> list[str]:
    """``file:line`` of every raiser call (or wrapper default) whose detail is not a sentence."""
    found = []
    for path in sorted(DOMAIN.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        core = _from_core(tree)
        where = path.relative_to(ROOT)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node.func) in RAISERS:
                name = _name(node.func)
                values = [*node.args, *(k.value for k in node.keywords)]
                if name == "require_choice":  # its first argument names a field of the command
                    values = values[1:]
                bare = name in ENGLISH_DEFAULTS and (
                    name in core or isinstance(node.func, ast.Attribute)) and not any(
                    k.arg == "detail" for k in node.keywords) and (
                    name == "require_choice" or len(node.args) < 4)
                if bare or any(_glued(value) for value in values):
                    found.append(f"{where}:{node.lineno}")
            if isinstance(node, ast.FunctionDef) and node.name in RAISERS | {"detail"}:
                args = node.args
                defaults = dict(zip([a.arg for a in args.args][-len(args.defaults):],
                                    args.defaults, strict=True)) if args.defaults else {}
                if "detail" in defaults and _glued(defaults["detail"]):
                    found.append(f"{where}:{node.lineno}")
    return found


def test_every_refusal_detail_is_a_sentence() -> None:
    """No refusal detail of Locquemare is an f-string, a bare English string, a ``%`` or
    ``.format`` or ``+`` glued string, nor a core guard's English default."""
    found = english_details()
    assert not found, "English details (not sentence(...)):\n" + "\n".join(found)


def test_the_catalog_says_every_sentence_in_french() -> None:
    """No entry of the French catalog is left in English (msgstr equal to its msgid)."""
    with CATALOG.open("rb") as handle:
        catalog = read_po(handle)
    left = [m.id for m in catalog if m.id and isinstance(m.id, str) and m.string == m.id
            and " " in m.id]
    empty = [m.id for m in catalog if m.id and not m.string]
    assert not left and not empty, (left, empty)
