"""One name per thing (#43): a re-runnable codemod, ``python tools/one_name.py [paths…]``.

1. A rule system's ``commands`` and ``events`` modules are imported as ``cmd`` and ``ev``
   everywhere (``from domain.voyages import commands as c`` -> ``as cmd``), their uses
   renamed; a local that would shadow the new alias (Locquemare's handler parameter
   ``cmd``, a loop's ``ev``) becomes ``command`` / ``event``. Ruff's import conventions
   (``ICN001``, pyproject) then keep it so.
2. The choice functions' context, ``domain.core.choices.Table``, is ``ChoiceContext``, and
   a parameter ``table: Table`` is ``context: ChoiceContext``.

Scope-aware (a name is renamed only where it resolves to the import or the parameter) and
idempotent: run it again after a merge and it changes only what is new. Paths default to
``domain services infrastructure tests tools``; ``--except PATH…`` leaves some out. A line
the longer names push over 100 characters is broken after a comma. Then ``ruff check
--fix --select I,RUF022`` sorts the imports and ``__all__`` it touched.
"""

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SYSTEM_MODULE = re.compile(r"^domain\.\w+\.(commands|events)$")
ALIAS = {"commands": "cmd", "events": "ev"}
LONG = {"cmd": "command", "ev": "event"}
OLD_CONTEXT, NEW_CONTEXT = "Table", "ChoiceContext"
CONTEXT_SOURCES = {"domain.core", "domain.core.choices", "domain.core.offers"}
SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef, ast.ListComp,
          ast.SetComp, ast.DictComp, ast.GeneratorExp)

Edit = tuple[int, int, int, str]
"""(line, column, length of the old text, new text)."""


def _children_in_scope(node: ast.AST) -> Iterator[ast.AST]:
    """Nodes of ``node``'s own scope (nested scopes are yielded, not entered)."""
    for child in ast.iter_child_nodes(node):
        yield child
        if not isinstance(child, SCOPES):
            yield from _children_in_scope(child)


def _arguments(args: ast.arguments) -> list[ast.arg]:
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs]
    return every + [a for a in (args.vararg, args.kwarg) if a is not None]


def bound_names(scope: ast.AST) -> set[str]:
    """The names a scope binds itself."""
    names: set[str] = set()
    if isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        names.update(a.arg for a in _arguments(scope.args))
    nodes = list(_children_in_scope(scope))
    if isinstance(scope, ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp):
        nodes = [n for g in scope.generators for n in ast.walk(g.target)]
    for node in nodes:
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            names.add(node.id)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
                        | ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp):
            names.update(n.target.id for n in ast.walk(node)  # := binds outside it
                         if isinstance(n, ast.NamedExpr) and isinstance(n.target, ast.Name))
    return names


class Resolver:
    """Which scope each name use resolves to (Python's rules, classes skipped)."""

    def __init__(self, tree: ast.Module) -> None:
        self.uses: list[tuple[ast.Name, ast.AST]] = []
        self.params: list[tuple[ast.arg, ast.AST]] = []
        self.scopes: list[ast.AST] = []
        self._walk(tree, [tree])

    def _walk(self, scope: ast.AST, chain: list[ast.AST]) -> None:
        bound = {id(s): bound_names(s) for s in chain}
        self.scopes.append(scope)
        if isinstance(scope, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            self.params += [(a, scope) for a in _arguments(scope.args)]
        for node in _children_in_scope(scope):
            if isinstance(node, ast.Name):
                self.uses.append((node, self._owner(node.id, chain, bound)))
            if isinstance(node, SCOPES):
                self._walk(node, [*chain, node])

    @staticmethod
    def _owner(name: str, chain: list[ast.AST], bound: dict[int, set[str]]) -> ast.AST:
        for depth, scope in enumerate(reversed(chain)):
            if depth and isinstance(scope, ast.ClassDef):
                continue
            if name in bound[id(scope)]:
                return scope
        return chain[0]


def alias_edits(tree: ast.Module, source: list[str]) -> list[Edit]:
    """Edits renaming the system modules' aliases (and locals in the new names' way)."""
    renames: dict[str, str] = {}
    edits: list[Edit] = []
    for node in tree.body:
        if not isinstance(node, ast.ImportFrom) or not node.module or node.level:
            continue
        for alias in node.names:
            full = f"{node.module}.{alias.name}"
            if SYSTEM_MODULE.match(full) and (alias.asname or alias.name) != ALIAS[alias.name]:
                renames[alias.asname or alias.name] = ALIAS[alias.name]
    if not renames:
        return edits
    resolver = Resolver(tree)
    for name, scope in resolver.uses:
        if scope is tree and name.id in renames and not isinstance(name.ctx, ast.Store):
            edits.append((name.lineno, name.col_offset, len(name.id), renames[name.id]))
    new_names = set(renames.values())
    shadowing = [(local, scope) for scope in resolver.scopes[1:]
                 for local in sorted(bound_names(scope) & new_names)]
    for local, scope in shadowing:
        longer = LONG[local]
        if longer in bound_names(scope):
            raise SystemExit(f"cannot rename local {local!r}: {longer!r} is bound too "
                             f"(line {getattr(scope, 'lineno', 0)})")
        edits += [(n.lineno, n.col_offset, len(local), longer) for n, s in resolver.uses
                  if s is scope and n.id == local]
        edits += [(a.lineno, a.col_offset, len(local), longer) for a, s in resolver.params
                  if s is scope and a.arg == local]
    edits += _import_edits(tree, source, renames)
    return edits


def _import_edits(tree: ast.Module, source: list[str], renames: dict[str, str]) -> list[Edit]:
    """Rewrite each aliased import line; a second import of one module under another old
    alias is dropped."""
    edits: list[Edit] = []
    seen: set[str] = set()
    for node in tree.body:
        if not isinstance(node, ast.ImportFrom) or not node.module or node.level:
            continue
        line = source[node.lineno - 1]
        if node.lineno != node.end_lineno or len(node.names) != 1:
            continue
        alias = node.names[0]
        full = f"{node.module}.{alias.name}"
        if not SYSTEM_MODULE.match(full):
            continue
        if full in seen:
            edits.append((node.lineno, 0, len(line), "\0"))
            continue
        seen.add(full)
        wanted = f"from {node.module} import {alias.name} as {ALIAS[alias.name]}"
        if line.strip() != wanted:
            edits.append((node.lineno, 0, len(line), wanted))
    return edits


def context_edits(tree: ast.Module, path: Path) -> list[Edit]:
    """Edits renaming ``Table`` (imported from ``domain.core``) and ``table: Table``."""
    imported = any(isinstance(n, ast.ImportFrom) and n.module in CONTEXT_SOURCES
                   and any(a.name == OLD_CONTEXT and not a.asname for a in n.names)
                   for n in ast.walk(tree))
    defines = path == ROOT / "domain/core/choices.py"
    if not imported and not defines:
        return []
    edits: list[Edit] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == OLD_CONTEXT:
            edits.append((node.lineno, node.col_offset, len(OLD_CONTEXT), NEW_CONTEXT))
        elif isinstance(node, ast.ImportFrom) and node.module in CONTEXT_SOURCES:
            edits += _alias_position(node, OLD_CONTEXT, NEW_CONTEXT)
        elif isinstance(node, ast.ClassDef) and node.name == OLD_CONTEXT:
            edits.append((node.lineno, node.col_offset + len("class "), len(OLD_CONTEXT),
                          NEW_CONTEXT))
        elif isinstance(node, ast.Constant) and node.value == OLD_CONTEXT:
            edits.append((node.lineno, node.col_offset + 1, len(OLD_CONTEXT), NEW_CONTEXT))
    resolver = Resolver(tree)
    for arg, scope in resolver.params:
        typed = isinstance(arg.annotation, ast.Name) and arg.annotation.id == OLD_CONTEXT
        if arg.arg != "table" or not typed:
            continue
        if "context" in bound_names(scope):
            raise SystemExit(f"cannot rename parameter 'table': 'context' is bound too "
                             f"(line {arg.lineno})")
        edits.append((arg.lineno, arg.col_offset, len("table"), "context"))
        edits += [(n.lineno, n.col_offset, len("table"), "context")
                  for n, s in resolver.uses if s is scope and n.id == "table"]
    return edits


def _alias_position(node: ast.ImportFrom, old: str, new: str) -> list[Edit]:
    """Imported names carry no column before Python 3.10's end positions: use them."""
    return [(a.lineno, a.col_offset, len(old), new) for a in node.names
            if a.name == old and not a.asname]


def apply(text: str, edits: list[Edit]) -> str:
    """The text with the edits made (from the last, so positions stay true)."""
    lines = text.split("\n")
    for line, column, length, new in sorted(set(edits), reverse=True):
        row = lines[line - 1].encode()
        lines[line - 1] = (row[:column] + new.encode() + row[column + length:]).decode()
    return "\n".join(line for line in lines if line != "\0")


def _break_at(line: str, limit: int = 100) -> tuple[int, int] | None:
    """Where to break a long line: after the last ``", "`` outside strings that leaves the
    head within ``limit``, and the column its continuation is aligned on (just inside the
    innermost bracket still open on the line, else the line's own indent)."""
    opened: list[int] = []
    quote = ""
    best = None
    for column, char in enumerate(line):
        if quote:
            quote = "" if char == quote and line[column - 1] != "\\" else quote
        elif char in "\"'":
            quote = char
        elif char in "([{":
            opened.append(column)
        elif char in ")]}" and opened:
            opened.pop()
        elif char == "," and line[column + 1:column + 2] == " " and column < limit:
            indent = opened[-1] + 1 if opened else len(line) - len(line.lstrip())
            best = (column + 1, indent)
    return best


def wrap(text: str, limit: int = 100) -> str:
    """Lines over ``limit`` characters broken after a comma, continuation aligned."""
    lines: list[str] = []
    for line in text.split("\n"):
        while len(line) > limit and (where := _break_at(line, limit)) is not None:
            cut, indent = where
            lines.append(line[:cut].rstrip())
            line = " " * indent + line[cut:].lstrip()
        lines.append(line)
    return "\n".join(lines)


def rewrite(path: Path) -> bool:
    """Rewrite one file; True when it changed."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text, filename=str(path))
    source = text.split("\n")
    edits = alias_edits(tree, source)
    if edits:
        text = apply(text, edits)
        tree = ast.parse(text, filename=str(path))
    more = context_edits(tree, path)
    text = apply(text, more) if more else text
    if not edits and not more:
        return False
    path.write_text(wrap(text), encoding="utf-8")
    return True


def main(arguments: list[str]) -> None:
    """Rewrite the given paths (files or folders), but those after ``--except``."""
    given, _, excepted = " ".join(arguments).partition("--except")
    roots = [ROOT / a for a in given.split()] or [
        ROOT / d for d in ("domain", "services", "infrastructure", "tests", "tools")]
    skipped = [ROOT / a for a in excepted.split()]
    files = [p for r in roots for p in ([r] if r.is_file() else sorted(r.rglob("*.py")))
             if not any(p.is_relative_to(s) for s in skipped)]
    changed = [p for p in files if rewrite(p)]
    for path in changed:
        print(path.relative_to(ROOT))
    print(f"{len(changed)} files rewritten", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
