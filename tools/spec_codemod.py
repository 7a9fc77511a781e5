"""One test harness (#43): rewrite a system's old decider assertions into
``tests.support.decider_spec``'s, ``python tools/spec_codemod.py SYSTEM [files…]``.

- ``then_error(state, command, code, actor, kind=…, rng=…)`` (ESPRI, Xyrop, Voyages),
  ``game.rejects(command, code, actor, …)`` (Ardri) and ``game.fails(command, code,
  actor, …)`` (Locquemare) -> ``spec(R).at(state).when(command, actor, rng).refused(code,
  kind)``; ``spec(R).at(given(a, b))`` -> ``spec(R).given(a, b)`` (ESPRI).
- ``when(state, command, actor, rng)`` (ESPRI, Xyrop, Voyages) ->
  ``spec(R).at(state).when(command, actor, rng).events`` (``.accepted()`` as a statement).

Positional and keyword arguments are mapped by each old helper's signature; a call it
cannot map (``*args``) is left alone and counted. Re-runnable: a file it already rewrote
has nothing left to rewrite. Then ``ruff check --fix --select I,F401`` tidies the imports
and each line over 100 characters is laid out by ``ruff format --range``.
"""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULESETS = {"espri": "ESPRI", "ardri": "ARDRI", "xyrop": "XYROP", "voyages": "VOYAGES",
            "locquemare": "LOCQUEMARE"}
REFUSALS = {
    "then_error": ("state", "command", "code", "actor", "kind", "rng"),
    "rejects": ("command", "code", "actor", "rng", "kind"),
    "fails": ("command", "code", "actor", "rng"),
}
"""Old refusal helpers: their parameters in order (``espri``'s ``then_error`` puts
``kind`` before ``rng``; Xyrop's and Voyages' after: see ``SIGNATURES``)."""
SIGNATURES = {("then_error", "xyrop"): ("state", "command", "code", "actor", "rng", "kind"),
              ("then_error", "voyages"): ("state", "command", "code", "actor", "rng", "kind")}
WHEN = ("state", "command", "actor", "rng")

Edit = tuple[int, int, int, int, str]


def _offset(lines: list[str], line: int, column: int) -> int:
    """Character offset of an AST (line, UTF-8 byte column) position."""
    before = sum(len(text) + 1 for text in lines[:line - 1])
    return before + len(lines[line - 1].encode()[:column].decode())


def _bind(call: ast.Call, names: tuple[str, ...], text: str) -> dict[str, str] | None:
    if any(isinstance(a, ast.Starred) for a in call.args) or any(
            k.arg is None for k in call.keywords) or len(call.args) > len(names):
        return None
    bound = {name: ast.get_source_segment(text, a) or "" for name, a in zip(
        names, call.args, strict=False)}
    bound.update({k.arg: ast.get_source_segment(text, k.value) or "" for k in call.keywords
                  if k.arg})
    return bound


def _folds_events(state: str) -> bool:
    """``given(a, b)`` with no keyword: the old helper folding events from the start."""
    try:
        call = ast.parse(state.strip(), mode="eval").body
    except SyntaxError:
        return False
    return (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
            and call.func.id == "given" and not call.keywords)


def _when(ruleset: str, state: str, bound: dict[str, str]) -> str:
    given = f"spec({ruleset}).at({state})"
    if state == "given()":
        given = f"spec({ruleset})"
    elif _folds_events(state):
        given = f"spec({ruleset}).{state.strip()}"
    arguments = [bound["command"]]
    if "actor" in bound:
        arguments.append(bound["actor"])
    if "rng" in bound:
        arguments.append(f"rng={bound['rng']}")
    return f"{given}.when({', '.join(arguments)})"


def _state_of(game: ast.expr, text: str) -> str:
    """The state of an Ardri ``Table`` / Locquemare ``Game`` under test: a new
    ``Table(a, b)`` is ``given(a, b)``."""
    if isinstance(game, ast.Call) and isinstance(game.func, ast.Name) \
            and game.func.id == "Table" and not game.keywords:
        return "given(" + ", ".join(ast.get_source_segment(text, a) or "" for a in game.args) + ")"
    return f"{ast.get_source_segment(text, game)}.state"


def rewrite_call(call: ast.Call, system: str, text: str, alone: bool = False) -> str | None:
    """The new text of one old assertion, or None when it is not one (or cannot be
    mapped)."""
    ruleset = RULESETS[system]
    func = call.func
    if isinstance(func, ast.Name) and func.id == "then_error":
        bound = _bind(call, SIGNATURES.get(("then_error", system), REFUSALS["then_error"]),
                      text)
        if bound is None or "code" not in bound:
            return None
        state = bound["state"]
    elif isinstance(func, ast.Attribute) and func.attr in ("rejects", "fails") \
            and system in ("ardri", "locquemare"):
        bound = _bind(call, REFUSALS[func.attr], text)
        if bound is None or "code" not in bound:
            return None
        state = _state_of(func.value, text)
    elif isinstance(func, ast.Name) and func.id == "when" and system in (
            "espri", "xyrop", "voyages"):
        bound = _bind(call, WHEN, text)
        if bound is None or "command" not in bound:
            return None
        return f"{_when(ruleset, bound['state'], bound)}." + (
            "accepted()" if alone else "events")
    else:
        return None
    refusal = [bound["code"]] + ([bound["kind"]] if "kind" in bound else [])
    return f"{_when(ruleset, state, bound)}.refused({', '.join(refusal)})"


def rewrite(path: Path, system: str) -> tuple[int, int]:
    """Rewrite one file: (calls rewritten, calls left)."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    lines = text.split("\n")
    edits: list[tuple[int, int, str]] = []
    left = 0
    alone = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        new = rewrite_call(node, system, text, id(node) in alone)
        if new is None:
            names = ("then_error", "rejects", "fails")
            func = node.func
            left += (isinstance(func, ast.Name) and func.id in names) or (
                isinstance(func, ast.Attribute) and func.attr in names)
            continue
        start = _offset(lines, node.lineno, node.col_offset)
        end = _offset(lines, node.end_lineno or node.lineno, node.end_col_offset or 0)
        edits.append((start, end, new))
    outer = [e for e in edits if not any(o[0] <= e[0] and e[1] <= o[1] and o != e
                                         for o in edits)]
    for start, end, new in sorted(outer, reverse=True):
        text = text[:start] + new + text[end:]
    shadows = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == "spec"
               and isinstance(n.ctx, ast.Store)]
    if outer and shadows:
        print(f"{path}: a local named spec (lines {shadows}) shadows the harness: rename it",
              file=sys.stderr)
    if outer:
        text = _import(text, system)
        path.write_text(text, encoding="utf-8")
    return len(outer), left


def _import(text: str, system: str) -> str:
    """Add the harness's and the ruleset's imports after the first import block."""
    wanted = [f"from domain.{system}.decider import {RULESETS[system]}",
              "from tests.support.decider_spec import spec"]
    missing = [line for line in wanted if line not in text]
    if not missing:
        return text
    tree = ast.parse(text)
    last = max(n.end_lineno or n.lineno for n in tree.body
               if isinstance(n, ast.Import | ast.ImportFrom))
    lines = text.split("\n")
    return "\n".join(lines[:last] + missing + lines[last:])


RUFF = str(Path(sys.executable).parent / "ruff")


def tidy(paths: list[Path]) -> None:
    """Imports sorted and unused ones dropped; each line over 100 characters laid out by
    ``ruff format`` on that line only (from the last, so line numbers stay true)."""
    subprocess.run([RUFF, "check", "--fix", "-q", "--select", "I,F401", *map(str, paths)],
                   check=False)
    for path in paths:
        long = [n for n, line in enumerate(path.read_text().split("\n"), 1) if len(line) > 100]
        for number in reversed(long):
            subprocess.run([RUFF, "format", "-q", "--range", f"{number}:1-{number}:1000",
                            str(path)], check=True)


def main(arguments: list[str]) -> None:
    """Rewrite a system's unit tests (or the given files)."""
    system, *files = arguments
    paths = [ROOT / f for f in files] or sorted(
        p for p in (ROOT / "tests/unit" / system).glob("*.py") if p.name != "helpers.py")
    done = left = 0
    changed = []
    for path in paths:
        rewritten, kept = rewrite(path, system)
        done, left = done + rewritten, left + kept
        changed += [path] if rewritten else []
    tidy(changed)
    print(f"{system}: {done} calls rewritten, {left} left", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
