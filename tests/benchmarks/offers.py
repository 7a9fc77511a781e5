"""The cost of ``available()`` per rule system, over the states its liveness generator
reaches (issue #23: p99 <= 1 ms each).

Each rule system's hypothesis state machine (``tests/unit/<system>/test_liveness.py``)
is run with a recording invariant; every reached state is then asked, for the gm and each
player seat, what it may send now, timed one call at a time.
"""

import importlib
import inspect
import statistics
import time
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, invariant, run_state_machine_as_test

from domain.rulesets import RULESETS
from tests.support.offers import actors_of, seats_of

SYSTEMS = ("espri", "ardri", "xyrop", "voyages", "locquemare")


def _machine(system: str) -> type[RuleBasedStateMachine]:
    module = importlib.import_module(f"tests.unit.{system}.test_liveness")
    found = [v for v in vars(module).values() if inspect.isclass(v)
             and issubclass(v, RuleBasedStateMachine) and v is not RuleBasedStateMachine
             and v.__module__ == module.__name__]
    # a module may also hold variants of its machine (Voyages' OfferedTable adds the
    # offers check): the states are the base machine's, without its checks' cost
    bases = [machine for machine in found
             if not any(machine is not other and issubclass(machine, other) for other in found)]
    assert len(bases) == 1, f"{system}: one liveness machine expected, found {found}"
    return bases[0]


def reached_states(system: str, examples: int) -> list[Any]:
    """The states the liveness generator reaches in ``examples`` sequences."""
    states: list[Any] = []

    class Recording(_machine(system)):  # type: ignore[misc,valid-type]
        @invariant()
        def recorded(self) -> None:
            states.append(self.state)

    Recording.TestCase.settings = settings(
        max_examples=examples, stateful_step_count=30, deadline=None, database=None,
        suppress_health_check=list(HealthCheck))
    run_state_machine_as_test(Recording, settings=Recording.TestCase.settings)
    return states


def timings(system: str, states: list[Any]) -> list[float]:
    """One ``available()`` call per (state, acting seat), in milliseconds."""
    ruleset = RULESETS[system]
    spent: list[float] = []
    for state in states:
        seats = seats_of(ruleset, state)  # type: ignore[arg-type]
        for actor in actors_of(seats):
            started = time.perf_counter()
            ruleset.available(state, actor, seats)
            spent.append((time.perf_counter() - started) * 1000)
    return spent


def measure(examples: int) -> dict[str, dict[str, float]]:
    """Per rule system: states, calls, p50 and p99 of ``available()`` in ms."""
    out = {}
    for system in SYSTEMS:
        states = reached_states(system, examples)
        spent = sorted(timings(system, states))
        out[system] = {"states": len(states), "calls": len(spent),
                       "p50_ms": statistics.median(spent),
                       "p99_ms": spent[min(len(spent) - 1, int(len(spent) * 0.99))]}
    return out
