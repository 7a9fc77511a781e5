"""Issue #27, the check every rule system's refusal test runs: an ``ast`` walk over a
system's modules finding each detail that is not a ``sentence`` (so could not be said in
French): English glued in place (an f-string, a constant with a space, ``%``, ``+`` or
``.format``) passed to an error, a ``domain.core.guards`` guard or one of the system's own
wrappers, or a wrapper's ``detail`` defaulting to such English; and (issue #39, C5) every
``sentence`` whose words hold a spec code (T1, R2, U3, D24, [K1], (7.4), §7.4) or a
snake_case identifier (``task_id``): the ``code`` carries the machine's reason, the detail
says the rule in the reader's words."""

import ast
import re
from collections.abc import Collection
from pathlib import Path

PLACEHOLDER = re.compile(r"%\(\w+\)[sdif]")
SPEC_CODE = re.compile(r"\b[DRTU]\d+\b|\[[A-Z]+\d+\]|\(\d+(\.\d+)+\)|§\s*\d")
IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*(_[a-z0-9]+)+\b")

RAISERS = frozenset({
    "DomainError", "InvalidValue", "NotAuthorized", "require", "invalid", "require_gm",
    "require_owner", "require_found", "require_character", "require_phase", "require_choice"})
"""The errors and the guards of ``domain.core`` a rule system raises its refusals with."""


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    return node.attr if isinstance(node, ast.Attribute) else None


def _words(node: ast.expr) -> bool:
    """A string constant that reads as words (it has a space): a field's path does not."""
    if isinstance(node, ast.JoinedStr):
        return any(_words(part) for part in node.values)
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value


def _glued(node: ast.expr) -> bool:
    """English glued in place; both branches of a conditional are looked at. A field's
    path made in place (``f"helpers.{index}.talent"``, ``"changes." + name``) is not."""
    if isinstance(node, ast.IfExp):
        return _glued(node.body) or _glued(node.orelse)
    if isinstance(node, ast.JoinedStr | ast.Constant):
        return _words(node)
    if isinstance(node, ast.BinOp):
        return isinstance(node.op, ast.Mod | ast.Add) and any(
            _words(side) or _glued(side) for side in (node.left, node.right))
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "format")


def _tuples(tree: ast.Module) -> dict[str, list[ast.expr]]:
    """Module-level tuples a call may unpack (``*BETWEEN``)."""
    return {target.id: node.value.elts for node in tree.body if isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Tuple) for target in node.targets
            if isinstance(target, ast.Name)}


def _arguments(call: ast.Call, tuples: dict[str, list[ast.expr]]) -> list[ast.expr]:
    found: list[ast.expr] = []
    for argument in call.args:
        if isinstance(argument, ast.Starred) and isinstance(argument.value, ast.Name):
            found += tuples.get(argument.value.id, [])
        else:
            found.append(argument)
    return found + [k.value for k in call.keywords]


def _gives_a_detail(call: ast.Call, wrappers: Collection[str]) -> bool:
    name = _name(call.func)
    if name in RAISERS or name in wrappers:
        return True
    return (name == "__init__" and isinstance(call.func, ast.Attribute)
            and isinstance(call.func.value, ast.Call) and _name(call.func.value.func) == "super")


def _glued_default(node: ast.FunctionDef) -> ast.expr | None:
    arguments = node.args.args + node.args.kwonlyargs
    defaults = dict(zip([a.arg for a in arguments][::-1],
                        (node.args.defaults + node.args.kw_defaults)[::-1], strict=False))
    default = defaults.get("detail")
    return default if default is not None and _glued(default) else None


def coded(template: str) -> str | None:
    """The spec code or identifier a sentence's words hold (its placeholders aside), or
    None."""
    words = PLACEHOLDER.sub("", template)
    found = SPEC_CODE.search(words) or IDENTIFIER.search(words)
    return found.group(0) if found else None


def _sentence_template(node: ast.AST) -> str | None:
    if isinstance(node, ast.Call) and _name(node.func) == "sentence" and node.args \
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
        return node.args[0].value
    return None


def english_details(root: Path, wrappers: Collection[str] = ()) -> list[str]:
    """``file:line`` of every detail in ``root``'s modules that is not a sentence
    (``wrappers``: the system's own functions that take or build a detail), and of every
    sentence that holds a spec code or an identifier (``file:line: code``)."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        tuples = _tuples(tree)
        where = path.relative_to(root.parent.parent)
        for node in ast.walk(tree):
            template = _sentence_template(node)
            if template is not None and (code := coded(template)) is not None:
                found.append(f"{where}:{node.lineno}: {code}")
            if isinstance(node, ast.Call) and _gives_a_detail(node, wrappers):
                given = _arguments(node, tuples)
                if _name(node.func) == "require_choice":  # its first argument names a field
                    given = given[1:]
                found += [f"{where}:{a.lineno}" for a in given if _glued(a)]
            elif isinstance(node, ast.FunctionDef) and node.name in wrappers \
                    and (default := _glued_default(node)) is not None:
                found.append(f"{where}:{default.lineno}")
    return found


def sentences(root: Path) -> set[str]:
    """The templates of every ``sentence("…")`` written in ``root``'s modules."""
    return {node.args[0].value for path in root.rglob("*.py")
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call) and _name(node.func) == "sentence" and node.args
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)}


def untranslated(root: Path, catalog: Path) -> tuple[list[str], list[str]]:
    """The sentences of ``root`` the French ``catalog`` does not say, and those it says in
    their English again."""
    from babel.messages.pofile import read_po

    with catalog.open("rb") as handle:
        french = {str(m.id): str(m.string) for m in read_po(handle) if m.id and not m.context}
    written = sentences(root)
    return (sorted(t for t in written if not french.get(t)),
            sorted(t for t in written if french.get(t) == t))
