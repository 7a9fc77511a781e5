"""One place for preconditions (issue #43): a handler does not check again what its
``Move`` declares. The role and the phase are the declaration's (its precondition runs
first, with the same codes), so no handler of any rule system calls a gm or phase guard
itself. Read from each handler's own body, as its source says it."""

import ast
import inspect
import textwrap
from collections.abc import Iterator
from typing import Any

import pytest

from domain.rulesets import RULESETS

ROLE_AND_PHASE_GUARDS = frozenset({
    "require_gm", "require_phase", "require_session", "require_no_session",
    "require_initialized", "may_gm", "may_gm_in_session", "may_in_session", "gm_only",
})
"""The guards a precondition runs: the gm's commands, the phase, the session."""


def _handlers(ruleset: Any) -> Iterator[Any]:
    seen: set[Any] = set()
    for move in getattr(ruleset, "moves", {}).values():
        if move.handler not in seen:
            seen.add(move.handler)
            yield move.handler


def _called(handler: Any) -> set[str]:
    body = ast.parse(textwrap.dedent(inspect.getsource(handler))).body[0]
    names = set()
    for node in ast.walk(body):
        if isinstance(node, ast.Call):
            func = node.func
            names.add(func.id if isinstance(func, ast.Name)
                      else func.attr if isinstance(func, ast.Attribute) else "")
    return names


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_no_handler_checks_the_role_or_the_phase_its_move_declares(name: str) -> None:
    found = {handler.__qualname__: sorted(_called(handler) & ROLE_AND_PHASE_GUARDS)
             for handler in _handlers(RULESETS[name])}
    assert {h: guards for h, guards in found.items() if guards} == {}


def test_the_reading_finds_a_guard_where_one_is_called() -> None:
    def handler(em: Any, command: Any, actor: Any, rng: Any) -> None:
        require_gm(actor)  # type: ignore[name-defined]  # noqa: F821

    assert _called(handler) & ROLE_AND_PHASE_GUARDS == {"require_gm"}
