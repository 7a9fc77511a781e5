"""The given / when / then language of the Xyrop tests, and the sheet "Pip" of spec 8."""

from collections.abc import Iterable, Sequence
from typing import Any

import msgspec
import pytest

from domain.core import GM, Actor, Command, DomainError, Event, RandomSource, SeededRandomSource
from domain.xyrop.commands import RegisterCharacter, StartSession, TreasureInput
from domain.xyrop.decider import XYROP
from domain.xyrop.state import Distinction, GameState, Race, XyropOptions

PIP_SEAT = Actor(seat_id="seat-pip", role="player")
SAM_SEAT = Actor(seat_id="seat-sam", role="player")
Step = Command | tuple[Command, Actor]
"""A command of a history, issued by the gm unless paired with its actor."""


def mixed() -> RandomSource:
    """A game that takes physical dice when given and rolls otherwise."""
    return SeededRandomSource(0, mode="mixed")


def register_pip(character_id: str = "pip", owner: str = "seat-pip",
                 name: str = "Pip") -> RegisterCharacter:
    """The sheet of spec section 8."""
    return RegisterCharacter(
        character_id=character_id, owner_player_id=owner, name=name, race=Race(name="hobbit"),
        distinctions=(Distinction(distinction_id="master_burglar", name="Master burglar"),
                      Distinction(distinction_id="curious", name="Curious"),
                      Distinction(distinction_id="light_sleeper", name="Light sleeper")),
        approaches={"careful": 8, "quick": 6}, roles={"burglar": 8, "scout": 6},
        values={"loyalty": 6}, treasure=TreasureInput(treasure_id="elven_cloak",
                                                      name="Elven cloak"))


def fold(events: Iterable[Event], options: XyropOptions | None = None) -> GameState:
    """The state after the events, from a new table."""
    state = XYROP.initial_state(options or XyropOptions())
    for event in events:
        state = XYROP.evolve(state, event)
    return state


def history(*commands: Step,
            options: XyropOptions | None = None) -> list[Event]:
    """The events the commands cause, in order (each issued by the gm unless paired)."""
    state = XYROP.initial_state(options or XyropOptions())
    events: list[Event] = []
    for item in commands:
        command, actor = item if isinstance(item, tuple) else (item, GM)
        new = XYROP.decide(state, command, actor, mixed())
        state = _apply(state, new)
        events += new
    return events


def _apply(state: GameState, events: Iterable[Event]) -> GameState:
    for event in events:
        state = XYROP.evolve(state, event)
    return state


def pip_in_session(*more: Step) -> list[Event]:
    """Pip registered and present in session 1, then the given commands."""
    return history(register_pip(), StartSession(present_character_ids=("pip",)), *more)


def given(*event_lists: Sequence[Event], options: XyropOptions | None = None) -> GameState:
    """The state after the given events."""
    return fold([event for events in event_lists for event in events], options)


def when(state: GameState, command: Command, actor: Actor = GM,
         rng: RandomSource | None = None) -> list[Event]:
    """The events the command causes."""
    return XYROP.decide(state, command, actor, rng or mixed())


def then_error(state: GameState, command: Command, code: str, actor: Actor = GM,
               rng: RandomSource | None = None,
               kind: type[DomainError] = DomainError) -> DomainError:
    """The command is refused with ``code`` (and no event)."""
    with pytest.raises(kind) as raised:
        XYROP.decide(state, command, actor, rng or mixed())
    assert raised.value.code == code, raised.value.detail
    return raised.value


def step(state: GameState, command: Command, actor: Actor = GM,
         rng: RandomSource | None = None) -> tuple[GameState, list[Event]]:
    """Decide and apply: the new state and the events."""
    events = when(state, command, actor, rng)
    return _apply(state, events), events


def data(event: Event) -> dict[str, Any]:
    """An event's JSON payload (wire names, e.g. ``from``)."""
    result = msgspec.to_builtins(event)
    assert isinstance(result, dict)
    return result
