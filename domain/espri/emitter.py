"""Decide-side tools: an event list whose state follows each event, and the checks
every handler shares (authorization, ownership)."""

from collections.abc import Callable

from domain.core import Actor, Event, NotAuthorized
from domain.espri.sheet import Character
from domain.espri.state import EspriState

Evolve = Callable[[EspriState, Event], EspriState]


class Emitter:
    """Collects a command's events and folds each into ``state`` at once, so a handler
    reads the board as it is after the events it already emitted."""

    def __init__(self, state: EspriState, evolve: Evolve) -> None:
        self.state = state
        self.events: list[Event] = []
        self._evolve = evolve

    def emit(self, event: Event) -> None:
        """Record one event and apply it."""
        self.events.append(event)
        self.state = self._evolve(self.state, event)


def require_gm(actor: Actor) -> None:
    """Only the gm seat (``gm_only``)."""
    if not actor.is_gm:
        raise NotAuthorized("gm_only", "only the gm may do that")


def require_owner(actor: Actor, sheet: Character) -> None:
    """The seat owning the character, or the gm (``not_owner``)."""
    if not actor.may_act_for(sheet.player_id):
        raise NotAuthorized("not_owner", f"this seat does not play {sheet.name}")
