"""Mid-game states of every rule system with a table of five seats, as the fan-out hub
holds them (``LoadedGame``): what the live feed's per-seat ``state`` documents are built
from (issue #36's offers cost, ``tests/benchmarks/seat_offers.py`` and its test)."""

from typing import Any

from domain.core import Actor, Seat
from domain.platform.state import PlatformState
from domain.rulesets import RULESETS
from services.game_state import LoadedGame
from tests.support.offered_walk import offered_table

WALKED = ("xyrop", "voyages", "locquemare")
"""Systems the offered walk plays (``tests.support.offered_walk``)."""
GENERATED = ("espri", "ardri")
"""Systems whose states come from their liveness generator."""
SYSTEMS = (*GENERATED, *WALKED)


def five_seats(ruleset: Any, state: Any) -> list[Seat]:
    """The gm, each character's owner, then players or observers up to five seats."""
    owners = sorted({seat for _, seat in ruleset.roster(state).values() if seat} - {"gm"})
    seats = [Seat(seat_id="gm", role="gm", name="gm"),
             *(Seat(seat_id=s, role="player", name=f"player {s}") for s in owners)]
    extra = iter(range(5))
    while len(seats) < 5:
        n = next(extra)
        seats.append(Seat(seat_id=f"o{n}", role="observer", name=f"observer {n}"))
    return seats[:5]


def actor(seat: Seat) -> Actor:
    """The seat as the hub's subscriber acts."""
    return Actor(seat_id=seat.seat_id, role=seat.role)


def loaded(system: str, state: Any, seats: list[Seat], version: int,
           language: str = "fr") -> LoadedGame:
    """``state`` as a loaded game of ``seats`` at ``version``, read in ``language``."""
    platform = PlatformState(ruleset=system, title="bench", language=language,
                          seats={s.seat_id: s for s in seats})
    return LoadedGame(game_id=f"{system}-bench", version=version, last_hash=b"",
                      platform=platform, rules=state)


def walked_states(system: str, ends: tuple[int, ...], seed: int = 36) -> list[Any]:
    """The walk's rules state at each of ``ends`` events."""
    from tests.benchmarks.offered_games import FREE
    walk = offered_table(system, FREE[system], seed)
    found = []
    for end in ends:
        found.append(walk.grow(end).state)
    return found


def generated_states(system: str, examples: int) -> list[Any]:
    """The states the system's liveness generator reaches in ``examples`` sequences, the
    same at every run (derandomised)."""
    from hypothesis import HealthCheck, settings
    from hypothesis.stateful import invariant, run_state_machine_as_test

    from tests.benchmarks.offers import _machine
    states: list[Any] = []

    class Recording(_machine(system)):  # type: ignore[misc]
        @invariant()
        def recorded(self) -> None:
            states.append(self.state)

    run_state_machine_as_test(Recording, settings=settings(
        max_examples=examples, stateful_step_count=30, deadline=None, database=None,
        derandomize=True, suppress_health_check=list(HealthCheck)))
    return states


def mid_games(system: str, count: int = 4) -> list[LoadedGame]:
    """``count`` mid-game states of ``system`` (or fewer), each with five seats: for the
    generated systems, states where play waits on someone, spread over what was reached."""
    ruleset = RULESETS[system]
    if system in WALKED:
        states = walked_states(system, tuple(60 * (i + 1) for i in range(count)))
    else:
        states = [state for state in generated_states(system, 5)
                  if ruleset.available(state, actor(five_seats(ruleset, state)[0]),
                                       five_seats(ruleset, state)).waiting_for]
        step = max(1, len(states) // count)
        states = states[step // 2::step][:count]
    return [loaded(system, state, five_seats(ruleset, state), 100 + i)
            for i, state in enumerate(states)]
