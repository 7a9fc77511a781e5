"""Issue #27: every refusal Xyrop raises can be said in French. Its ``detail`` is a
``sentence`` (a ``Text``) the French catalog translates in the rulebook's words (destin,
stress, partie, jet, atout...); its ``code`` never changes."""

import ast
from pathlib import Path

DOMAIN = Path(__file__).resolve().parents[3] / "domain" / "xyrop"
RAISERS = {"DomainError", "InvalidValue", "NotAuthorized", "require", "invalid", "require_gm",
           "require_owner", "require_found", "require_character", "require_phase",
           "require_choice",
           # Xyrop's own wrappers, which pass a detail on
           "_invalid", "invalid_sheet", "first_passing"}
"""Every call that raises with a detail (the core guards, the errors, Xyrop's wrappers)."""
DEFAULTED = {"require_gm": 3, "require_character": 4, "require_phase": 4}
"""Core guards whose default detail is plain English: the call must pass its own sentence
(at most this many positional arguments then, or a ``detail=`` keyword)."""


def _core_guards(tree: ast.Module) -> set[str]:
    """The names a module imports from ``domain.core.guards``."""
    return {alias.asname or alias.name for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module == "domain.core.guards"
            for alias in node.names}


def _is_core(call: ast.Call, core: set[str]) -> bool:
    func = call.func
    if isinstance(func, ast.Attribute):
        return isinstance(func.value, ast.Name) and func.value.id == "guards"
    return isinstance(func, ast.Name) and func.id in core


def _name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _plain(node: ast.expr) -> bool:
    """An English detail that cannot be said in another language."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return " " in node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        return isinstance(node.left, ast.Constant | ast.JoinedStr)
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "format")


def plain_details(root: Path = DOMAIN) -> list[str]:
    """``file:line`` of every raiser given a plain English detail (or none at all)."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        where = path.relative_to(root.parents[1])
        core = _core_guards(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node) in RAISERS:
                name = _name(node)
                arguments = [*node.args, *(k.value for k in node.keywords)]
                missing = (name in DEFAULTED and _is_core(node, core)
                           and len(node.args) < DEFAULTED[name]
                           and not any(k.arg == "detail" for k in node.keywords))
                if missing or any(_plain(a) for a in arguments):
                    found.append(f"{where}:{node.lineno} {name}")
            if (isinstance(node, ast.FunctionDef) and node.name in RAISERS):
                defaults = node.args.defaults + [d for d in node.args.kw_defaults if d]
                if any(_plain(d) for d in defaults):
                    found.append(f"{where}:{node.lineno} def {node.name}")
    return found


def test_every_refusal_detail_is_a_sentence() -> None:
    """No detail of a Xyrop refusal is an f-string, a plain English string or a formatted
    one: each is a ``sentence`` the catalogs can say in French."""
    found = plain_details()
    assert not found, f"{len(found)} plain details:\n" + "\n".join(found)
