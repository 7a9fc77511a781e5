"""Xyrop's test fixtures (the sheet "Pip" of spec 8, histories of commands) for the one
test language of every decider, ``tests.support.decider_spec``."""

from collections.abc import Iterable, Sequence
from typing import Any

import msgspec

from domain.core import GM, Actor, Command, Event
from domain.xyrop.commands import RegisterCharacter, StartSession, TreasureInput
from domain.xyrop.decider import XYROP
from domain.xyrop.state import Distinction, GameState, Race, XyropOptions
from tests.support.decider_spec import spec

PIP_SEAT = Actor(seat_id="seat-pip", role="player")
SAM_SEAT = Actor(seat_id="seat-sam", role="player")
Step = Command | tuple[Command, Actor]
"""A command of a history, issued by the gm unless paired with its actor."""


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
    return spec(XYROP, options).given(list(events)).state


def history(*commands: Step,
            options: XyropOptions | None = None) -> list[Event]:
    """The events the commands cause, in order (each issued by the gm unless paired)."""
    game = spec(XYROP, options)
    events: list[Event] = []
    for item in commands:
        command, actor = item if isinstance(item, tuple) else (item, GM)
        outcome = game.when(command, actor)
        events += outcome.events
        game = outcome.next
    return events


def pip_in_session(*more: Step) -> list[Event]:
    """Pip registered and present in session 1, then the given commands."""
    return history(register_pip(), StartSession(present_character_ids=("pip",)), *more)


def given(*event_lists: Sequence[Event], options: XyropOptions | None = None) -> GameState:
    """The state after the given events."""
    return spec(XYROP, options).given(*event_lists).state


def data(event: Event) -> dict[str, Any]:
    """An event's JSON payload (wire names, e.g. ``from``)."""
    result = msgspec.to_builtins(event)
    assert isinstance(result, dict)
    return result
