"""One test harness (#43): rewrite a system's old decider assertions into
``tests.support.decider_spec``'s, ``python tools/spec_codemod.py SYSTEM [files…]``.

- ``then_error(state, command, code, actor, kind=…, rng=…)`` (ESPRI, Xyrop, Voyages),
  ``game.rejects(command, code, actor, …)`` (Ardri) and ``game.fails(command, code,
  actor, …)`` (Locquemare) -> ``spec(R).at(state).when(command, actor, rng).refused(code,
  kind)``; ``spec(R).at(given(a, b))`` -> ``spec(R).given(a, b)`` (ESPRI).
- ``when(state, command, actor, rng)`` (ESPRI, Xyrop, Voyages) ->
  ``spec(R).at(state).when(command, actor, rng).events`` (``.accepted()`` as a statement).
- The history helpers ``run`` (ESPRI, Voyages) and ``step`` (Xyrop), ``(state, events)``:
  ``after, _ = run(state, command, actor)`` -> ``after = spec(R).at(state).when(command,
  actor).state`` (``_, events = …`` -> ``.events``; both -> ``outcome = …`` then
  ``after, events = outcome.state, outcome.events``; ``run(…)[1]`` -> ``.events``);
  Voyages' several commands -> ``spec(VOYAGES).at(state).played(a, b, actor=…)`` and its
  ``.state`` / ``.history``.

Positional and keyword arguments are mapped by each old helper's signature; a call it
cannot map (``*args``) is left alone and counted. Re-runnable. Then ruff tidies the imports
and a state returned as soon as assigned (RET504), and lays out each line over 100
characters and each rewritten statement over several lines (``ruff format --range``).
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


def _given(ruleset: str, state: str) -> str:
    if state == "given()":
        return f"spec({ruleset})"
    if _folds_events(state):
        return f"spec({ruleset}).{state.strip()}"
    return f"spec({ruleset}).at({state})"


def _when(ruleset: str, state: str, bound: dict[str, str]) -> str:
    given = _given(ruleset, state)
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


HISTORY = {"espri": "run", "xyrop": "step", "voyages": "run"}
"""The old history helpers, ``(state, command, actor, rng) -> (state, events)`` (Voyages'
takes several commands and ``actor=``)."""


def _history(node: ast.AST | None, system: str) -> ast.Call | None:
    return node if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
        and node.func.id == HISTORY.get(system) else None


def _played(call: ast.Call, system: str, text: str) -> tuple[str, bool] | None:
    """The harness's text for one history call, and whether it is one command's ``When``
    (else the ``Spec`` after Voyages' several commands)."""
    ruleset = RULESETS[system]
    if system != "voyages" or (len(call.args) == 2 and not isinstance(call.args[1], ast.Starred)
                               and all(k.arg == "actor" for k in call.keywords)):
        names = ("state", "command") if system == "voyages" else WHEN
        bound = _bind(call, names + (("actor",) if system == "voyages" else ()), text)
        if bound is None or "command" not in bound:
            return None
        return _when(ruleset, bound["state"], bound), True
    if any(k.arg != "actor" for k in call.keywords) or not call.args \
            or isinstance(call.args[0], ast.Starred):
        return None
    seg = [ast.get_source_segment(text, a) or "" for a in call.args]
    arguments = [("*" if isinstance(a, ast.Starred) else "") + s.lstrip("*")
                 for a, s in zip(call.args[1:], seg[1:], strict=True)]
    arguments += [f"actor={ast.get_source_segment(text, k.value)}" for k in call.keywords]
    return f"{_given(ruleset, seg[0])}.played({', '.join(arguments)})", False


def _events(one: bool) -> str:
    """A command's events, or every event of several commands played."""
    return ".events" if one else ".history"


def _unused(target: ast.expr) -> bool:
    return isinstance(target, ast.Name) and target.id.startswith("_")


def rewrite_history(node: ast.AST, system: str, text: str) -> str | None:
    """The new text of a statement or subscript using a history helper, or None."""
    if isinstance(node, ast.Subscript) and (call := _history(node.value, system)) \
            and isinstance(node.slice, ast.Constant) and node.slice.value in (0, 1):
        played = _played(call, system, text)
        if played is None:
            return None
        return played[0] + (_events(played[1]) if node.slice.value == 1 else ".state")
    if isinstance(node, ast.Expr) and (call := _history(node.value, system)):
        played = _played(call, system, text)
        return None if played is None else played[0] + (".accepted()" if played[1] else "")
    if not (isinstance(node, ast.Assign) and (call := _history(node.value, system))
            and len(node.targets) == 1 and isinstance(node.targets[0], ast.Tuple)
            and len(node.targets[0].elts) == 2):
        return None
    played = _played(call, system, text)
    state, events = node.targets[0].elts
    if played is None or (_unused(state) and _unused(events)):
        return None
    names = [ast.get_source_segment(text, t) or "" for t in (state, events)]
    if _unused(events):
        return f"{names[0]} = {played[0]}.state"
    if _unused(state):
        return f"{names[1]} = {played[0]}{_events(played[1])}"
    return (f"outcome = {played[0]}\n{' ' * node.col_offset}"
            f"{names[0]}, {names[1]} = outcome.state, outcome{_events(played[1])}")


def rewrite(path: Path, system: str) -> tuple[int, int]:
    """Rewrite one file: (calls rewritten, calls left)."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    lines = text.split("\n")
    edits: list[tuple[int, int, str]] = []
    left = 0
    alone = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
    names = ("then_error", "rejects", "fails")
    for node in ast.walk(tree):
        new = rewrite_history(node, system, text)
        if new is None and isinstance(node, ast.Call) and not _history(node, system):
            new = rewrite_call(node, system, text, id(node) in alone)
        if new is not None and isinstance(node, ast.stmt | ast.expr):
            edits.append((_offset(lines, node.lineno, node.col_offset),
                          _offset(lines, node.end_lineno or 0, node.end_col_offset or 0), new))
        elif isinstance(node, ast.Call) and _history(node, system):
            left += not any(e[0] <= _offset(lines, node.lineno, node.col_offset) < e[1]
                            for e in edits)
        elif isinstance(node, ast.Call):
            func = node.func
            left += (isinstance(func, ast.Name) and func.id in names) or (
                isinstance(func, ast.Attribute) and func.attr in names)
    outer = [e for e in edits if not any(o[0] <= e[0] and e[1] <= o[1] and o != e
                                         for o in edits)]
    shift, wrapped = 0, []
    for start, end, new in sorted(outer):
        first = text[:start + shift].count("\n") + 1
        if "\n" in new:
            wrapped.append((first, first + new.count("\n")))
        text = text[:start + shift] + new + text[end + shift:]
        shift += len(new) - (end - start)
    for first, last in reversed(wrapped):
        text = _layout(text, first, last)
    shadows = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == "spec"
               and isinstance(n.ctx, ast.Store)]
    if outer and shadows:
        print(f"{path}: a local named spec (lines {shadows}) shadows the harness: rename it",
              file=sys.stderr)
    if outer:
        text = _import(text, system)
        path.write_text(text, encoding="utf-8")
    return len(outer), left


def _layout(text: str, first: int, last: int) -> str:
    """``text`` with its lines ``first``..``last`` laid out by ``ruff format``: a rewritten
    statement spanning several lines keeps its arguments' old indentation otherwise."""
    return subprocess.run([RUFF, "format", "-q", "--range", f"{first}:1-{last}:1000",
                           "--stdin-filename", "rewritten.py", "-"], input=text, text=True,
                          capture_output=True, check=True).stdout


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
    subprocess.run([RUFF, "check", "--fix", "--unsafe-fixes", "-q", "--select", "RET504",
                    *map(str, paths)], check=False)  # `x = ….state` then `return x`
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
