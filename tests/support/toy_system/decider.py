"""Knock's messages, state, read model and its two tables: the whole rule system."""

from typing import Any

import msgspec

from domain.core import Actor, Command, Event, RandomSource, TableRuleset
from domain.core.dice import Dice
from domain.core.foundry import Json, die, roll
from domain.core.randomness import roll_die
from domain.core.recap import RecapProfile, Values, no_table_series
from domain.core.words import Words


class Knock(Command, frozen=True):
    """Knock on the door once."""


class Knocked(Event, frozen=True):
    """The door was knocked on; ``value`` the d6 rolled, ``source`` who rolled it."""

    value: int
    source: str
    knocks: int


class KnockOptions(msgspec.Struct, frozen=True):
    """No option."""


class KnockState(msgspec.Struct, frozen=True):
    """The knocks so far."""

    knocks: int = 0
    phase: str = "play"


class KnockSheet(msgspec.Struct, frozen=True):
    """No character sheet: the door is the whole game."""

    name: str


class KnockView(msgspec.Struct, frozen=True):
    """What everyone reads."""

    phase: str
    knocks: int
    characters: dict[str, KnockSheet]


def knock(em: Any, command: Knock, actor: Actor, rng: RandomSource) -> None:
    """One knock, with one server d6."""
    em.emit(Knocked(value=roll_die(rng, 6), source="server", knocks=em.state.knocks + 1))


def knocked(state: KnockState, event: Knocked) -> KnockState:
    """One more knock."""
    return msgspec.structs.replace(state, knocks=event.knocks)


def view(state: KnockState, viewer: Actor) -> KnockView:
    """Everything is public."""
    return KnockView(phase=state.phase, knocks=state.knocks, characters={})


def narrate(state: KnockState, event: Event, words: Words) -> str | None:
    """One line per knock."""
    return f"Knock number {event.knocks}." if isinstance(event, Knocked) else None


def foundry_rolls(event_type: str, data: Json) -> list[Json]:
    """A knock's d6 as one Foundry roll."""
    if event_type != "Knocked":
        return []
    return [roll([die(6, [{"result": data["value"], "active": True}])], data["value"])]


def _series(state: KnockState) -> dict[str, Values]:
    return {}


RECAP = RecapProfile("session", lambda state: 1, _series, no_table_series, {}, {}, (),
                     lambda words, code: code)
"""Knock's recap: one session, counts only."""


class KnockRuleset(TableRuleset[KnockState, KnockView]):
    """Knock, a toy rule system."""

    name = "knock"
    title = "Knock"
    command_types = (Knock,)
    event_types = (Knocked,)
    options_type = KnockOptions
    state_type = KnockState
    view_type = KnockView
    sheet_type = KnockSheet
    recap = RECAP
    dice = Dice(foundry_rolls=foundry_rolls)

    def initial_state(self, options: Any) -> KnockState:
        """No knock yet."""
        return KnockState()


KNOCK = KnockRuleset({Knock: knock}, {Knocked: knocked}, view=view, narrate=narrate)
"""The toy rule system (registered by its test only)."""
